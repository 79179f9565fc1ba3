"""A game: its values as a numpy array, its certified period, a checked claim, links."""

from __future__ import annotations

import html
import json
from typing import TYPE_CHECKING, Any, List, Optional, Sequence, Tuple, Union

import numpy as np

from . import _nimseq
from ._links import config, link_html, page_link
from ._progress import Progress, callback
from ._result import Result

if TYPE_CHECKING:  # pragma: no cover
    from ._figures import Figure

__all__ = ["Game", "Period", "Check", "Board"]


class Game:
    """An impartial game, read from the spelling the command line and the page use.

    ``Game("sub:2,4,7")`` (a subtraction game), ``Game("octal:0.77")`` (an octal code),
    ``Game("tb:4.[3]")`` (take-and-break), ``Game("grundy")``, or a name: ``Game("kayles")``,
    ``Game("Dawson's Kayles")``, ``Game("officers")``. A rule follows a ``/``
    (``"sub:1,3,4/misere"``) or is given as ``rule=``. A spelling that is not a game raises
    ``ValueError`` with the command line's message.

    >>> from nimseq import Game
    >>> g = Game("kayles")
    >>> g
    Game('octal:0.77')
    >>> g.title
    'octal:0.77 (Kayles)'
    >>> g.values(12).tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    >>> g.period().period
    12
    """

    def __init__(self, spec: Union[str, "Game"], rule: Optional[str] = None) -> None:
        if isinstance(spec, Game):
            spec = spec.spec
        about = json.loads(_nimseq.describe(str(spec), rule))
        self._about = about
        self.spec: str = about["spec"]
        """The canonical spelling, with the rule (``sub:1,3,4/misere``)."""

    @property
    def title(self) -> str:
        """The game's spelling and name (``octal:0.77 (Kayles)``)."""
        return self._about["title"]

    @property
    def name(self) -> Optional[str]:
        """The game's common name (``Kayles``), if it has one."""
        return self._about["name"]

    @property
    def rule(self) -> str:
        """The play rule: ``normal``, ``misere``, ``take-all`` or ``misere-take-all``."""
        return self._about["rule"]

    @property
    def rules(self) -> List[str]:
        """The rules in words, one sentence per line."""
        return list(self._about["rules"])

    def __repr__(self) -> str:
        return f"Game({self.spec!r})"

    def __str__(self) -> str:
        return self.spec

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and other.spec == self.spec

    def __hash__(self) -> int:
        return hash(self.spec)

    # ---- computing ----

    def values(self, n: int, progress: Progress = None) -> np.ndarray:
        """G(0), …, G(n − 1), the nim-values of heaps 0 … n − 1, as a numpy ``uint16`` array.

        Computed by the core's kernels without the GIL; Ctrl-C raises ``KeyboardInterrupt``
        within a second. ``progress`` is a function ``f(done, total)``, a tqdm bar or ``True``.

        >>> Game("sub:2,4,7").values(10).tolist()
        [0, 0, 1, 1, 2, 2, 0, 3, 1, 0]
        """
        return _nimseq.values(self.spec, _count(n, "n"), callback(progress))

    def period(
        self,
        limit: Optional[int] = None,
        mask: Optional[int] = None,
        progress: Progress = None,
    ) -> "Period":
        """The minimal preperiod and period, certified, as ``nimseq period --json`` finds them.

        ``limit`` bounds the search to G(0) … G(limit) (default: the command line's
        ``--limit auto``); ``mask`` is the rare/common mask (an ``int``, as ``0x7b8``) under
        which the rare values are counted. The result has the command line's fields
        (``preperiod``, ``period``, ``certificate``, ``certificate_text``, ``status``,
        ``candidate``, ``rare``, ``largest_at``, …) and, when no period is certified,
        ``settle``: what would settle it.

        >>> p = Game("octal:0.07").period()
        >>> (p.status, p.preperiod, p.period)
        ('periodic', 53, 34)
        """
        document, settle = _nimseq.period(
            self.spec,
            None if limit is None else _count(limit, "limit"),
            None if mask is None else _count(mask, "mask"),
            callback(progress),
        )
        return Period(json.loads(document), settle)

    def check(self, preperiod: int, period: int, saltus: int = 0, progress: Progress = None) -> "Check":
        """A claimed preperiod and period (from a paper, a table) checked as ``nimseq check``.

        ``holds`` is ``True`` (a theorem proves it), ``False`` (``counterexample`` refutes it)
        or ``None`` (undecided: no theorem proves it, no value refutes it). The values the
        certificate compares are computed as ``values`` computes them (Ctrl-C, ``progress``).

        >>> Game("kayles").check(71, 12).holds
        True
        >>> Game("kayles").check(0, 12).holds
        False
        """
        return Check(
            json.loads(
                _nimseq.check(
                    self.spec,
                    _count(preperiod, "preperiod"),
                    _count(period, "period"),
                    int(saltus),
                    callback(progress),
                )
            )
        )

    # ---- the page ----

    def _pairs(self, view: str = "sequence") -> List[Tuple[str, str]]:
        return _view_pairs(view, self._about["game"], self.rule)

    def link(self) -> str:
        """The page's link to this game's sequence view (``config.page_url`` and the query)."""
        return page_link(self._pairs())

    def board(self, heaps: Union[int, str, Sequence[int]]) -> "Board":
        """The page's board with these heaps, to play against perfect play in a notebook.

        Shown as an ``<iframe>`` of the page (the code the page's Embed dialog writes) when
        ``nimseq.config.page_url`` is set; otherwise as the link's query, with how to set it.
        ``heaps`` is a size, a list of sizes or the page's spelling (``"7,5,3"``).
        """
        if isinstance(heaps, int):
            spelled = str(_count(heaps, "heaps"))
        elif isinstance(heaps, str):
            spelled = heaps
        else:
            spelled = ",".join(str(_count(h, "heap")) for h in heaps)
        pairs = self._pairs("play") + [("heaps", spelled)]
        page_link(pairs)  # a ValueError with the page's notice when the heaps are refused
        return Board(self, pairs)

    def overview(self, n: Optional[int] = None) -> "Figure":
        """The overview figure of G(0) … G(n − 1) (default: every value the period search
        computed), drawn as ``nimseq plot overview`` draws it; shown inline in a notebook."""
        from ._figures import overview

        return overview(self, n)

    def _repr_html_(self) -> str:
        rules = "".join(f"<li>{html.escape(r)}</li>" for r in self.rules)
        return (
            f'<div class="nimseq"><strong>{html.escape(self.title)}</strong>'
            f"<ul>{rules}</ul><p>{link_html(self._pairs())}</p></div>"
        )


class Period(Result):
    """The result of ``Game.period()``: the fields of ``nimseq period --json``.

    ``status`` is ``periodic`` (``preperiod``, ``period`` and the ``certificate`` that proves
    them), ``arithmetic-periodic`` (values that grow by a saltus) or ``no-period-found``
    (``candidate`` and ``settle`` say what was seen and what would settle it).
    """

    _title = "period"

    def __init__(self, document: dict, settle: Optional[str] = None) -> None:
        super().__init__(document)
        self._settle = settle

    @property
    def certified(self) -> bool:
        """Whether a period (or an arithmetic period) is proved."""
        return self._document["status"] == "periodic" or bool(
            (self._document.get("arithmetic") or {}).get("certified")
        )

    @property
    def settle(self) -> Optional[str]:
        """When no period is certified: what was seen and what would settle it."""
        return self._settle

    def _facts(self) -> List[Tuple[str, str]]:
        d = self._document
        game = Game(d["game"], d["rule"]) if d["rule"] != "normal" else Game(d["game"])
        rows = [("game", game.title), ("status", d["status"])]
        if d["status"] == "periodic":
            rows += [
                ("preperiod", f"{d['preperiod']:,}"),
                ("period", f"{d['period']:,}"),
                ("certificate", d["certificate_text"]),
            ]
        elif d.get("arithmetic"):
            rows.append(("arithmetic", d["arithmetic"]["text"]))
        if self._settle:
            rows.append(("not settled", self._settle))
        largest = f"{d['largest']}"
        if d.get("largest_at") is not None:
            largest += f", first at n = {d['largest_at']:,}"
        rows.append(("largest value", largest))
        rare = d.get("rare")
        if rare:
            last = f", the last at n = {rare['last']:,}" if rare.get("last") is not None else ""
            rows.append(("rare values", f"{rare['count']:,} with mask {rare['mask']} ({rare['mask_text']}; n = 0 counted){last}"))
        outcome = d.get("outcome")
        if outcome:
            rows.append(("outcomes", f"preperiod {outcome['preperiod']}, period {outcome['period']}"))
        if d.get("oeis"):
            rows.append(("OEIS", _words_of(d["oeis"])))
        rows.append(("computed", f"G(0) … G({d['checked_to']:,})"))
        return rows

    def _link_pairs(self) -> Sequence[Tuple[str, str]]:
        return _view_pairs("sequence", self._document["game"], self._document["rule"])


class Check(Result):
    """The result of ``Game.check()``: the fields of ``nimseq check --json``."""

    _title = "claim checked"

    def _link_pairs(self) -> Sequence[Tuple[str, str]]:
        return _view_pairs("sequence", self._document["game"], self._document["rule"])


class Board:
    """The page's board for a game and heaps: an ``<iframe>`` in a notebook when
    ``nimseq.config.page_url`` is set. ``link()`` is the page's link to it."""

    def __init__(self, game: Game, pairs: List[Tuple[str, str]]) -> None:
        self.game = game
        self._pairs = pairs

    def link(self) -> str:
        """The page's link to this board."""
        return page_link(self._pairs)

    def _repr_html_(self) -> str:
        base = config.page_url
        if not base:
            return (
                f"<p>The board of {html.escape(self.game.title)}: {link_html(self._pairs)}</p>"
            )
        code, notices = _nimseq.embed_code(self._pairs, base.split("?", 1)[0].split("#", 1)[0])
        if notices:
            raise ValueError(" ".join(notices))
        return code

    def __repr__(self) -> str:
        return f"Board({self.game.spec!r}, {self.link()!r})"


def _view_pairs(view: str, game: str, rule: str) -> List[Tuple[str, str]]:
    """The page's parameters of a view of `game` (spelled without its rule) under `rule`."""
    pairs = [("view", view), ("game", game)]
    if rule != "normal":
        pairs.append(("rule", rule))
    return pairs


def _count(value: Any, what: str) -> int:
    """A whole number at least 0, or ``ValueError`` / ``TypeError`` naming ``what``."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{what} must be a whole number, not {type(value).__name__}")
    value = int(value)
    if value < 0:
        raise ValueError(f"{what} must be at least 0, not {value}")
    if value >= 1 << 64:
        raise ValueError(f"{what} = {value} is far beyond any limit of nimseq")
    return value


def _words_of(oeis: Any) -> str:
    if isinstance(oeis, dict):
        return ": ".join(str(oeis[k]) for k in ("id", "title") if oeis.get(k))
    return str(oeis)
