"""Playing sums of games: misère quotients, sums of heaps with their winning moves, and the
arithmetic of nimbers, over the Rust core (the same computations as ``nimseq misere`` and
``nimseq sum``).

>>> import nimseq
>>> q = nimseq.misere_quotient("octal:0.75", 40)
>>> (q.order, q.status)
(8, 'periodic')
>>> s = nimseq.sum_("K5", "3")
>>> s.values, s.first_player_wins
([4, 3], True)
>>> nimseq.Nimber(2) * nimseq.Nimber(2)
*3
"""

from __future__ import annotations

import html
import json
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

import numpy as np

from . import _nimseq
from ._game import Game, _count
from ._links import link_html, page_link, page_query
from ._progress import Progress, callback
from ._result import Result

__all__ = [
    "misere_quotient",
    "Quotient",
    "sum_",
    "Sum",
    "HeapLike",
    "nim_sum",
    "nim_product",
    "mex",
    "Nimber",
]

#: The command line's default bound on a quotient's elements (``--max-elements``).
DEFAULT_MAX_ELEMENTS = 1024

#: The largest product table a notebook shows in full.
_SHOWN_TABLE = 32


def _spec(game: Union[str, Game]) -> str:
    """A game's spelling: a :class:`Game`'s, or a string as given (the core reads it)."""
    if isinstance(game, Game):
        return game.spec
    if isinstance(game, str):
        return game
    raise TypeError(f"a game is a nimseq.Game or its spelling (a str), not {type(game).__name__}")


# ---------------------------------------------------------------------------------------------
# Misère quotients
# ---------------------------------------------------------------------------------------------


def misere_quotient(
    game: Union[str, Game],
    heaps: int,
    max_elements: int = DEFAULT_MAX_ELEMENTS,
    max_candidate_size: Optional[int] = None,
    progress: Progress = None,
) -> "Quotient":
    """The misère quotient of the sums of heaps 1 … ``heaps`` of ``game`` (Plambeck–Siegel),
    as ``nimseq misere GAME --heaps N --json`` computes it.

    The quotient is the commutative monoid that decides misère sums: each heap is an element
    (the pretending function), a sum is the product of its heaps' elements, and the player
    to move loses exactly when that product lies in the P-portion. Where the periodicity
    theorem applies the search stops once a period of the pretending function is certified
    (``status == "periodic"``): the quotient is then that of every heap size.

    Parameters
    ----------
    game
        A :class:`Game` or its spelling (``"kayles"``, ``"octal:0.77"``,
        ``"sub:1,3,4/misere"``); the quotient is misère play's whatever the game's rule.
    heaps
        The largest heap.
    max_elements
        The most elements the quotient may have (``--max-elements``): a quotient that
        outgrows it ends with ``status == "exceeded"`` and the quotient of the heaps before.
    max_candidate_size
        The most elements of a candidate the search builds before reduction
        (``--max-candidate-size``; default 16 × ``max_elements``, at least 2^14, at most
        2^20; up to 2^22).
    progress
        ``f(done, total)`` in heaps, a tqdm bar or ``True``.

    The search runs without the GIL; Ctrl-C raises ``KeyboardInterrupt`` within a second,
    whose attribute ``quotient`` holds the quotient of the heaps done (``status ==
    "interrupted"``). Bad input raises ``ValueError`` with the command line's message.

    >>> q = misere_quotient("octal:0.75", 40)
    >>> q.order, q.presentation
    (8, '<a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>')
    >>> q.p_portion
    ['a', 'b^2']
    >>> q.period["preperiod"], q.period["period"]  # certified: the quotient of every heap
    (8, 2)
    >>> q.element_of(5), q.element_of(1001), q.is_p(2, 3)
    ('c', 'ab^2', False)
    >>> misere_quotient("tb:0.[3]", 3).elements          # misère Nim's heaps up to 3: T2
    ['1', 'a', 'b', 'ab', 'b^2', 'ab^2']
    """
    spec = _spec(game)
    heaps = _count(heaps, "heaps")
    max_elements = _count(max_elements, "max_elements")
    if max_candidate_size is not None:
        max_candidate_size = _count(max_candidate_size, "max_candidate_size")
    try:
        document, words = _nimseq.misere_quotient(
            spec, heaps, max_elements, max_candidate_size, callback(progress, "heaps")
        )
    except KeyboardInterrupt as stopped:
        kept = getattr(stopped, "quotient_json", None)
        if kept is not None:
            stopped.quotient = Quotient(json.loads(kept[0]), json.loads(kept[1]), max_elements)  # type: ignore[attr-defined]
        raise
    return Quotient(json.loads(document), json.loads(words), max_elements)


class Quotient(Result):
    """A misère quotient: the fields of ``nimseq misere … --json``.

    The document's fields, named as the JSON names them: ``game``, ``heaps`` (the largest
    heap asked for), ``order`` (the number of elements), ``elements`` (their names by index,
    the identity ``1`` first), ``identity``, ``product`` (the multiplication table:
    ``product[x][y]`` is the index of ``x · y``), ``p_positions`` (the P-portion's indices),
    ``pretending`` (the pretending function: the index of heap ``n``'s element, heap 0
    first), ``presentation``, ``period`` (the certified period of the pretending function:
    ``preperiod``, ``period``, ``certified_at``; ``None`` when none is), ``status``
    (``periodic``, ``partial``, ``exceeded``, ``interrupted``), ``heaps_done`` and
    ``exceeded`` (the bound hit: ``at_heap``, ``bound``, ``limit``, ``order_with_heap``, and
    ``option``, the keyword of :func:`misere_quotient` that raises it).

    Beside them: :attr:`p_portion` and :attr:`pretending_elements` (names rather than
    indices), :attr:`table` (the products as a numpy array), :meth:`element_of` (a heap's
    element, past the list by the period), :meth:`product_of` and :meth:`is_p` (a sum of
    heaps), :attr:`summary`, :attr:`generators`.

    >>> q = misere_quotient("tb:0.[3]", 3)
    >>> q.table.tolist()[1]                  # a · x for each x
    [1, 0, 3, 2, 5, 4]
    >>> q.pretending_elements
    ['1', 'a', 'b', 'ab']
    >>> q.is_p(1, 2, 3)                      # 1 + 2 + 3: ab · ab = b^2, in the P-portion
    True
    """

    _title = "misère quotient"

    def __init__(
        self,
        document: Dict[str, Any],
        words: Optional[Dict[str, Any]] = None,
        max_elements: Optional[int] = None,
    ) -> None:
        super().__init__(document)
        self._words = words or {}
        self._max_elements = max_elements

    # ---- names ----

    @property
    def p_portion(self) -> List[str]:
        """The P-portion's elements, by name: a sum whose heaps multiply to one of these is
        lost by the player to move."""
        names = self._document["elements"]
        return [names[x] for x in self._document["p_positions"]]

    @property
    def pretending_elements(self) -> List[str]:
        """The pretending function by name: the element of each heap 0 … ``heaps``."""
        names = self._document["elements"]
        return [names[x] for x in self._document["pretending"]]

    @property
    def table(self) -> np.ndarray:
        """The multiplication table (``product``) as an ``order × order`` numpy array of
        indices: ``table[x, y]`` is the index of ``x · y``."""
        return np.array(self._document["product"], dtype=np.uint32).reshape(self.order, self.order)

    @property
    def summary(self) -> str:
        """What the search found, in words (the command line's ``status`` line)."""
        return self._words.get("summary", self._document["status"])

    @property
    def generators(self) -> List[Tuple[str, int]]:
        """The generators and the heaps whose elements they are: ``[("a", 1), ("b", 2)]``."""
        return [(name, heap) for name, heap in self._words.get("generators", [])]

    # ---- sums of heaps ----

    def index_of(self, heap: int) -> int:
        """The index of heap ``heap``'s element: listed (``pretending``), or past the list by
        the certified period. ``ValueError`` past the list without one."""
        n = _count(heap, "heap")
        pretending = self._document["pretending"]
        if n < len(pretending):
            return pretending[n]
        period = self._document.get("period")
        if not period:
            raise ValueError(
                f"heap {n} is past the quotient's heaps (≤ {len(pretending) - 1}) and no period"
                " of the pretending function is certified: compute the quotient of more heaps"
            )
        e, p = period["preperiod"], period["period"]
        return pretending[e + (n - e) % p]

    def element_of(self, heap: int) -> str:
        """The name of heap ``heap``'s element (see :meth:`index_of`)."""
        return self._document["elements"][self.index_of(heap)]

    def product_of(self, *heaps: int) -> str:
        """The element of a sum of heaps: the product of its heaps' elements, by name."""
        return self._document["elements"][self._product_index(heaps)]

    def is_p(self, *heaps: int) -> bool:
        """Whether the player to move loses the misère sum of these heaps (its product lies
        in the P-portion)."""
        return self._product_index(heaps) in set(self._document["p_positions"])

    def _product_index(self, heaps: Iterable[int]) -> int:
        product = self._document["product"]
        x = self._document["identity"]
        for h in heaps:
            x = product[x][self.index_of(h)]
        return x

    # ---- shown in notebooks ----

    def _facts(self) -> List[Tuple[str, str]]:
        d, w = self._document, self._words
        rows = [
            ("game", f"{w.get('title', d['game'])} under misère play"),
            ("heaps", f"1 … {d['heaps']:,}"),
        ]
        if d["status"] in ("exceeded", "interrupted"):
            rows.append(("done", f"heaps 1 … {d['heaps_done']:,} (the quotient below is theirs)"))
        rows += [
            ("status", self.summary),
            ("order", f"{d['order']:,}"),
            ("presentation", w.get("presentation", d["presentation"])),
        ]
        if self.generators:
            rows.append(("generators", ", ".join(f"{g} = heap {h}" for g, h in self.generators)))
        names = w.get("names", d["elements"])
        rows.append(("P-portion", "{" + ", ".join(names[x] for x in d["p_positions"]) + "}"))
        rows.append(("period", w.get("period", str(d["period"]))))
        shown = d["pretending"][:40]
        more = " …" if len(d["pretending"]) > len(shown) else ""
        rows.append(("pretending", " ".join(names[x] for x in shown) + more + "  (heap 0, 1, 2, …)"))
        return rows

    def _table_html(self) -> str:
        d = self._document
        n = d["order"]
        names = self._words.get("names", d["elements"])
        p = set(d["p_positions"])
        if n > _SHOWN_TABLE:
            return (
                f"<p>product: a {n} × {n} table (<code>.product</code>, <code>.table</code>)</p>"
            )

        def cell(x: int, tag: str = "td") -> str:
            style = "text-align:left;padding:0 .4em"
            if x in p:
                style += ";font-weight:bold"
            return f'<{tag} style="{style}">{html.escape(names[x])}{"*" if x in p else ""}</{tag}>'

        head = '<tr><th style="padding:0 .4em">·</th>' + "".join(cell(y, "th") for y in range(n)) + "</tr>"
        rows = "".join(
            "<tr>" + cell(x, "th") + "".join(cell(d["product"][x][y]) for y in range(n)) + "</tr>"
            for x in range(n)
        )
        return (
            "<p>product (row · column; * marks the P-portion)</p>"
            f'<table class="nimseq-products">{head}{rows}</table>'
        )

    def _link_pairs(self) -> Optional[Sequence[Tuple[str, str]]]:
        d = self._document
        try:
            game = Game(d["game"])
        except ValueError:
            return None
        pairs = [("view", "quotient"), ("game", game._about["game"])]
        if game.rule != "normal" and game._about["game"].startswith("sub:"):
            pairs.append(("rule", game.rule))
        pairs.append(("upto", str(d["heaps"])))
        if self._max_elements is not None and self._max_elements != DEFAULT_MAX_ELEMENTS:
            pairs.append(("elements", str(self._max_elements)))
        for tried in (pairs, pairs[:-1] if pairs[-1][0] == "elements" else None):
            if tried is None:
                continue
            try:
                page_query(tried)
                return tried
            except ValueError:
                continue
        return None

    def _extra_html(self) -> str:
        return self._table_html()

    def __repr__(self) -> str:
        d = self._document
        return (
            f"Quotient(game={d['game']!r}, heaps={d['heaps']}, order={d['order']}, "
            f"presentation={d['presentation']!r}, status={d['status']!r})"
        )


# ---------------------------------------------------------------------------------------------
# Sums of heaps
# ---------------------------------------------------------------------------------------------

HeapLike = Union[str, int, "Nimber", Tuple[Union[str, Game], int]]
"""A heap of a sum: the command line's spelling (``"octal:0.77@5"``, ``"Kayles 5"``,
``"K5"``, ``"*3"``), a whole number (the nimber it names, as the command line's ``3``), or a
pair ``(game, size)`` of a :class:`Game` (or its spelling) and a size."""


def _heap(heap: Any) -> str:
    """One heap in the command line's spelling."""
    if isinstance(heap, str):
        return heap
    if isinstance(heap, Nimber):
        return str(int(heap))
    if isinstance(heap, (int, np.integer)) and not isinstance(heap, bool):
        return str(_count(heap, "a heap"))
    if isinstance(heap, tuple) and len(heap) == 2:
        game, size = heap
        return f"{_spec(game)}@{_count(size, 'a heap size')}"
    raise TypeError(
        "a heap is the command line's spelling (\"octal:0.77@5\", \"K5\"), a whole number (a"
        f" nimber) or a pair (game, size), not {type(heap).__name__}"
    )


def sum_(
    *heaps: HeapLike,
    rule: Optional[str] = None,
    limit: Optional[int] = None,
    max_elements: int = DEFAULT_MAX_ELEMENTS,
    max_candidate_size: Optional[int] = None,
) -> "Sum":
    """A sum of heaps, each of its own game: who wins and every winning move, as ``nimseq sum
    … --json`` finds them.

    Under normal play (the default) each heap's value decides: the player to move wins
    exactly when the nim-sum of the values is not 0, and a move wins exactly when it leaves
    a nim-sum of 0. Under misère play (``rule="misere"``, or heaps that spell it, as
    ``"sub:1,2/misere@5"``) the misère quotient of the heaps' game decides, or a search of
    the sum's positions where no quotient does.

    Parameters
    ----------
    heaps
        Each the command line's spelling (``"octal:0.77@5"``, ``"sub:1,2@7"``, ``"Kayles 5"``,
        ``"K5"``, ``"Nim 3"``, ``"*3"``), a whole number (the nimber it names: ``3`` is
        ``*3``), or a pair ``(game, size)`` with a :class:`Game` or its spelling. A single
        list of them is read as the heaps.
    rule
        ``"normal"``, ``"misere"``, or ``None``: as the heaps spell it (normal play unless a
        heap spells a misère rule), as the command line without ``--rule``.
    limit
        Normal play: look for each game's period among G(0) … G(limit) (``None``: the
        command line's ``--limit auto``).
    max_elements, max_candidate_size
        Misère play: the quotient's bounds, as in :func:`misere_quotient`.

    Runs without the GIL; Ctrl-C raises ``KeyboardInterrupt`` within a second. Bad heaps
    raise ``ValueError`` with the command line's message.

    >>> s = sum_("K5", ("sub:1,2", 7), 3)
    >>> s.values, s.nim_sum
    ([4, 1, 3], 6)
    >>> s.moves[0]
    'row 1: knock down 1 pin, leaving rows of 1 and 3  ->  octal:0.77@1 octal:0.77@3 sub:1,2@7 *3'
    >>> sum_("Nim 1", "Nim 2", "Nim 3", rule="misere").outcome
    'P'
    """
    if len(heaps) == 1 and isinstance(heaps[0], list):
        heaps = tuple(heaps[0])
    if rule is not None and not isinstance(rule, str):
        raise TypeError(f"rule must be a str (\"normal\" or \"misere\"), not {type(rule).__name__}")
    texts = [_heap(h) for h in heaps]
    document, lines, nouns = _nimseq.sum_heaps(
        texts,
        rule,
        None if limit is None else _count(limit, "limit"),
        _count(max_elements, "max_elements"),
        None if max_candidate_size is None else _count(max_candidate_size, "max_candidate_size"),
    )
    return Sum(json.loads(document), lines, nouns)


class Sum(Result):
    """A sum of heaps: the fields of ``nimseq sum … --json``.

    Under normal play: ``heaps`` (each spelled ``GAME@SIZE``), ``values``, ``nim_sum``,
    ``first_player_wins`` and ``winning_moves`` (each ``{"move": {"heap", "take",
    "leaves"}, "result": [heaps after it]}``, heaps counted from 0). Under misère play:
    ``heaps``, ``rule``, ``first_player_wins``, ``outcome`` (``N`` or ``P``),
    ``winning_moves``, ``decided_by`` (``quotient`` or ``search``) and ``quotient`` or
    ``search`` (what decided it).

    :attr:`moves` gives the winning moves in the games' own words (pins of a row, stones of
    a heap); :attr:`misere` whether the sum is played misère.

    >>> s = sum_("sub:1-3@5", "sub:1-3@6")
    >>> s.moves
    ['heap 1: take 3 stones, leaving 2  ->  sub:1-3@2 sub:1-3@6', 'heap 2: take 1 stone, leaving 5  ->  sub:1-3@5 sub:1-3@5']
    """

    _title = "sum of games"

    def __init__(
        self,
        document: Dict[str, Any],
        lines: Optional[List[str]] = None,
        nouns: Optional[List[str]] = None,
    ) -> None:
        super().__init__(document)
        self._lines = list(lines or [])
        self._nouns = list(nouns or ["heap"] * len(document.get("heaps", [])))

    @property
    def misere(self) -> bool:
        """Whether the sum is played misère (whoever makes the last move loses)."""
        return self._document.get("rule") == "misere"

    @property
    def moves(self) -> List[str]:
        """Each winning move in its game's words and the heaps it leaves: ``row 1: knock down
        1 pin, leaving rows of 2 and 2  ->  …`` (under misère play decided by a quotient, the
        product it leaves too)."""
        return list(self._lines)

    def _facts(self) -> List[Tuple[str, str]]:
        d = self._document
        rows: List[Tuple[str, str]] = []
        if self.misere:
            rows.append(("rule", "misère play: whoever makes the last move loses"))
        q = d.get("quotient")
        for i, spelled in enumerate(d["heaps"]):
            what = spelled
            if "values" in d:
                what += f": value {d['values'][i]}"
            elif q:
                what += f": element {q['images'][i]}"
            rows.append((f"{self._nouns[i]} {i + 1}", what))
        if "nim_sum" in d:
            rows.append(("nim-sum", str(d["nim_sum"])))
        if q:
            place = "in" if q["p"] else "not in"
            rows.append(("product", f"{q['product']}, {place} the P-portion {{{', '.join(q['p_portion'])}}}"))
        search = d.get("search")
        if search:
            rows.append(("decided by search", f"{search['reason']}; {search['positions']:,} positions"))
        if d["first_player_wins"]:
            verdict = "the player to move wins"
            if not d["winning_moves"]:
                verdict += ": no move is left, so the opponent made the last move"
        else:
            verdict = "the player to move loses: every move leaves a position the opponent wins"
        rows.append(("outcome", verdict))
        return rows

    def _link_pairs(self) -> Optional[Sequence[Tuple[str, str]]]:
        d = self._document
        spelled = d["heaps"]
        if not spelled or "@" not in spelled[0]:
            return None
        game = spelled[0].rsplit("@", 1)[0]
        pairs = [("view", "play"), ("game", game)]
        if self.misere:
            pairs.append(("rule", "misere"))
        pairs.append(("heaps", ";".join(spelled)))
        try:
            page_query(pairs)
        except ValueError:
            return None
        return pairs

    _link_words = "play it on the page"

    def _extra_html(self) -> str:
        moves = ""
        if self._lines:
            items = "".join(f"<li><code>{html.escape(line)}</code></li>" for line in self._lines)
            moves = f"<p>winning moves:</p><ul>{items}</ul>"
        return moves

    def __repr__(self) -> str:
        d = self._document
        return (
            f"Sum(heaps={d['heaps']!r}, first_player_wins={d['first_player_wins']}, "
            f"winning_moves={len(d['winning_moves'])})"
        )


# ---------------------------------------------------------------------------------------------
# Nimbers
# ---------------------------------------------------------------------------------------------


def _nimber(x: Any, what: str = "a nimber") -> int:
    """``x`` as a whole number in 0 … 2^64 − 1: ``TypeError`` for what is no whole number,
    ``ValueError`` (the page's calculator's message) for one out of range."""
    if isinstance(x, Nimber):
        return x.value
    if isinstance(x, bool) or not isinstance(x, (int, np.integer)):
        raise TypeError(f"{what} is a whole number, not {type(x).__name__}")
    return int(_nimseq.nimber_value(str(int(x))))


def nim_sum(*xs: Union[int, "Nimber"]) -> int:
    """The nim-sum ``x₁ ⊕ x₂ ⊕ …`` (the XOR) of whole numbers 0 … 2^64 − 1; 0 for none.

    >>> nim_sum(5, 6)
    3
    >>> nim_sum(1, 2, 3)
    0
    """
    total = 0
    for x in xs:
        total ^= _nimber(x)
    return total


def nim_product(a: Union[int, "Nimber"], b: Union[int, "Nimber"]) -> int:
    """The nim-product ``a ⊗ b`` of Conway's field of nimbers (below 2^64), computed by the
    core: ``a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}``.

    >>> nim_product(2, 2), nim_product(4, 4), nim_product(8, 8), nim_product(2, 3)
    (3, 6, 13, 1)
    >>> nim_product(2**32, 2**32) == 2**32 + 2**31
    True
    """
    return int(_nimseq.nim_product(_nimber(a), _nimber(b)))


def mex(values: Iterable[Union[int, "Nimber"]]) -> int:
    """The minimum excludant: the least whole number not among ``values`` (the value of a
    position whose options have these values).

    >>> mex([0, 1, 3])
    2
    >>> mex([])
    0
    """
    if isinstance(values, (str, bytes)):
        raise TypeError("mex takes an iterable of whole numbers, not a string")
    seen = {_nimber(v, "a value") for v in values}
    n = 0
    while n in seen:
        n += 1
    return n


class Nimber:
    """A nimber ``*n``: ``+`` (and ``-``) is the nim-sum, ``*`` the nim-product (by the core),
    ``**`` a nim-power; ``int()`` gives ``n`` back. Values 0 … 2^64 − 1; whole numbers mix
    in (``Nimber(3) + 5``). Hashable; equal only to a nimber of the same value.

    >>> a, b = Nimber(2), Nimber(3)
    >>> a + b, a * b, a * a, a ** 3
    (*1, *1, *3, *1)
    >>> int(Nimber(5)), Nimber(5) == Nimber(5), Nimber(5) == 5
    (5, True, False)
    >>> sum([Nimber(1), Nimber(2), Nimber(3)], Nimber(0))
    *0
    """

    __slots__ = ("_value",)

    def __init__(self, value: Union[int, "Nimber"] = 0) -> None:
        self._value = _nimber(value)

    @property
    def value(self) -> int:
        """``n``, the nimber's value."""
        return self._value

    def __int__(self) -> int:
        return self._value

    def __index__(self) -> int:
        return self._value

    def __bool__(self) -> bool:
        return self._value != 0

    def __repr__(self) -> str:
        return f"*{self._value}"

    __str__ = __repr__

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Nimber):
            return other._value == self._value
        return NotImplemented

    def __hash__(self) -> int:
        return hash((Nimber, self._value))

    @staticmethod
    def _other(other: Any) -> Optional[int]:
        if isinstance(other, Nimber):
            return other._value
        if isinstance(other, (int, np.integer)) and not isinstance(other, bool):
            return _nimber(other)
        return None

    def __add__(self, other: Any) -> "Nimber":
        o = self._other(other)
        if o is None:
            return NotImplemented
        return Nimber(self._value ^ o)

    __radd__ = __add__
    __sub__ = __add__
    __rsub__ = __add__

    def __neg__(self) -> "Nimber":
        return self

    def __pos__(self) -> "Nimber":
        return self

    def __mul__(self, other: Any) -> "Nimber":
        o = self._other(other)
        if o is None:
            return NotImplemented
        return Nimber(_nimseq.nim_product(self._value, o))

    __rmul__ = __mul__

    def __pow__(self, k: int) -> "Nimber":
        if isinstance(k, bool) or not isinstance(k, (int, np.integer)):
            return NotImplemented
        k = int(k)
        if k < 0:
            raise ValueError("a nim-power's exponent must be at least 0")
        result, square = 1, self._value
        while k:
            if k & 1:
                result = _nimseq.nim_product(result, square)
            square = _nimseq.nim_product(square, square)
            k >>= 1
        return Nimber(result)
