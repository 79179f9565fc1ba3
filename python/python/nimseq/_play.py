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
from typing import Iterable, List, Optional, Tuple, Union

from . import _nimseq
from ._links import link_html
from ._progress import Progress
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
DEFAULT_MAX_ELEMENTS: int = _nimseq.DEFAULT_MAX_ELEMENTS

#: The largest product table a notebook shows in full.
_SHOWN_TABLE = 32

#: A nimber ``*n``: ``+`` is the nim-sum, ``*`` the nim-product (the Rust module's class).
Nimber = _nimseq.Nimber

#: A whole number or a nimber, where a nimber is asked for.
NimberLike = Union[int, Nimber]


# ---------------------------------------------------------------------------------------------
# Misère quotients
# ---------------------------------------------------------------------------------------------


def misere_quotient(
    game: Union[str, _nimseq.Game],
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
    try:
        return Quotient(
            _nimseq.misere_quotient(game, heaps, max_elements, max_candidate_size, progress)
        )
    except KeyboardInterrupt as stopped:
        kept = getattr(stopped, "quotient", None)
        if kept is not None:
            stopped.quotient = Quotient(kept)  # type: ignore[attr-defined]
        raise


class Quotient(Result, _nimseq.Quotient):
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

    # ---- shown in notebooks ----

    def _facts(self) -> List[Tuple[str, str]]:
        rows = [
            ("game", f"{self._game_title} under misère play"),
            ("heaps", f"1 … {self.heaps:,}"),
        ]
        if self.status in ("exceeded", "interrupted"):
            rows.append(("done", f"heaps 1 … {self.heaps_done:,} (the quotient below is theirs)"))
        rows += [
            ("status", self.summary),
            ("order", f"{self.order:,}"),
            ("presentation", self._pretty_presentation),
        ]
        if self.generators:
            rows.append(("generators", ", ".join(f"{g} = heap {h}" for g, h in self.generators)))
        names = self._pretty_names
        rows.append(("P-portion", "{" + ", ".join(names[x] for x in self.p_positions) + "}"))
        rows.append(("period", self._period_words))
        pretending = self.pretending
        shown = pretending[:40]
        more = " …" if len(pretending) > len(shown) else ""
        rows.append(("pretending", " ".join(names[x] for x in shown) + more + "  (heap 0, 1, 2, …)"))
        return rows

    def _table_html(self) -> str:
        n = self.order
        names = self._pretty_names
        p = set(self.p_positions)
        if n > _SHOWN_TABLE:
            return (
                f"<p>product: a {n} × {n} table (<code>.product</code>, <code>.table</code>)</p>"
            )
        product = self.product

        def cell(x: int, tag: str = "td") -> str:
            style = "text-align:left;padding:0 .4em"
            if x in p:
                style += ";font-weight:bold"
            return f'<{tag} style="{style}">{html.escape(names[x])}{"*" if x in p else ""}</{tag}>'

        head = '<tr><th style="padding:0 .4em">·</th>' + "".join(cell(y, "th") for y in range(n)) + "</tr>"
        rows = "".join(
            "<tr>" + cell(x, "th") + "".join(cell(product[x][y]) for y in range(n)) + "</tr>"
            for x in range(n)
        )
        return (
            "<p>product (row · column; * marks the P-portion)</p>"
            f'<table class="nimseq-products">{head}{rows}</table>'
        )

    def _extra_html(self) -> str:
        return self._table_html()

    def __repr__(self) -> str:
        return (
            f"Quotient(game={self.game!r}, heaps={self.heaps}, order={self.order}, "
            f"presentation={self.presentation!r}, status={self.status!r})"
        )


# ---------------------------------------------------------------------------------------------
# Sums of heaps
# ---------------------------------------------------------------------------------------------

HeapLike = Union[str, int, Nimber, Tuple[Union[str, _nimseq.Game], int]]
"""A heap of a sum: the command line's spelling (``"octal:0.77@5"``, ``"Kayles 5"``,
``"K5"``, ``"*3"``), a whole number (the nimber it names, as the command line's ``3``), or a
pair ``(game, size)`` of a :class:`Game` (or its spelling) and a size."""


def sum_(
    *heaps: Union[HeapLike, List[HeapLike]],
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
    return Sum(
        _nimseq.sum_heaps(
            *heaps,
            rule=rule,
            limit=limit,
            max_elements=max_elements,
            max_candidate_size=max_candidate_size,
        )
    )


class Sum(Result, _nimseq.Sum):
    """A sum of heaps: the fields of ``nimseq sum … --json``.

    Under normal play: ``heaps`` (each spelled ``GAME@SIZE``), ``values``, ``nim_sum``,
    ``first_player_wins`` and ``winning_moves`` (each ``{"move": {"heap", "take",
    "leaves"}, "result": [heaps after it]}``, heaps counted from 0). Under misère play:
    ``heaps``, ``rule``, ``first_player_wins``, ``outcome`` (``N`` or ``P``),
    ``winning_moves``, ``decided_by`` (``quotient`` or ``search``) and ``quotient`` or
    ``search`` (what decided it). A field of the other play is ``None`` (``values`` of a
    misère sum, ``outcome`` of a normal one), and ``to_dict()`` leaves it out, as the command
    line does.

    :attr:`moves` gives the winning moves in the games' own words (pins of a row, stones of
    a heap); :attr:`misere` whether the sum is played misère.

    >>> s = sum_("sub:1-3@5", "sub:1-3@6")
    >>> s.moves
    ['heap 1: take 3 stones, leaving 2  ->  sub:1-3@2 sub:1-3@6', 'heap 2: take 1 stone, leaving 5  ->  sub:1-3@5 sub:1-3@5']
    """

    _title = "sum of games"

    def _facts(self) -> List[Tuple[str, str]]:
        rows: List[Tuple[str, str]] = []
        if self.misere:
            rows.append(("rule", "misère play: whoever makes the last move loses"))
        q = self.quotient
        values = self.values
        for i, (spelled, noun) in enumerate(zip(self.heaps, self._nouns)):
            what = spelled
            if values is not None:
                what += f": value {values[i]}"
            elif q:
                what += f": element {q['images'][i]}"
            rows.append((f"{noun} {i + 1}", what))
        if self.nim_sum is not None:
            rows.append(("nim-sum", str(self.nim_sum)))
        if q:
            place = "in" if q["p"] else "not in"
            portion = ", ".join(q["p_portion"])
            rows.append(("product", f"{q['product']}, {place} the P-portion {{{portion}}}"))
        search = self.search
        if search:
            rows.append(
                ("decided by search", f"{search['reason']}; {search['positions']:,} positions")
            )
        if self.first_player_wins:
            verdict = "the player to move wins"
            if not self.winning_moves:
                verdict += ": no move is left, so the opponent made the last move"
        else:
            verdict = "the player to move loses: every move leaves a position the opponent wins"
        rows.append(("outcome", verdict))
        return rows

    _link_words = "play it on the page"

    def _extra_html(self) -> str:
        lines = self.moves
        if not lines:
            return ""
        items = "".join(f"<li><code>{html.escape(line)}</code></li>" for line in lines)
        return f"<p>winning moves:</p><ul>{items}</ul>"

    def __repr__(self) -> str:
        return (
            f"Sum(heaps={self.heaps!r}, first_player_wins={self.first_player_wins}, "
            f"winning_moves={len(self.winning_moves)})"
        )


# ---------------------------------------------------------------------------------------------
# Nimbers
# ---------------------------------------------------------------------------------------------


def nim_sum(*xs: NimberLike) -> int:
    """The nim-sum ``x₁ ⊕ x₂ ⊕ …`` (the XOR) of whole numbers 0 … 2^64 − 1; 0 for none.

    >>> nim_sum(5, 6)
    3
    >>> nim_sum(1, 2, 3)
    0
    """
    return _nimseq.nim_sum(*xs)


def nim_product(a: NimberLike, b: NimberLike) -> int:
    """The nim-product ``a ⊗ b`` of Conway's field of nimbers (below 2^64), computed by the
    core: ``a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}``.

    >>> nim_product(2, 2), nim_product(4, 4), nim_product(8, 8), nim_product(2, 3)
    (3, 6, 13, 1)
    >>> nim_product(2**32, 2**32) == 2**32 + 2**31
    True
    """
    return _nimseq.nim_product(a, b)


def mex(values: Iterable[NimberLike]) -> int:
    """The minimum excludant: the least whole number not among ``values`` (the value of a
    position whose options have these values), computed by the core.

    >>> mex([0, 1, 3])
    2
    >>> mex([])
    0
    """
    return _nimseq.mex(values)
