"""A game: its values as a numpy array, its certified period, a checked claim, links.

:class:`Game` and its results are the Rust module's classes (what they are, how they are read
and checked, every field); this module adds what a notebook shows and the docstrings.
"""

from __future__ import annotations

import html
from typing import List, Optional, Sequence, Tuple, Union

import numpy as np
import numpy.typing as npt

from . import _nimseq
from ._figures import Figure, overview
from ._links import config, link_html, page_link
from ._progress import Progress
from ._result import Result

__all__ = ["Game", "Genus", "Period", "Check", "Board"]

#: One heap's misère genus (``Game.genus``): ``heap``, ``values``, ``normal``, ``misere``,
#: ``superscript``, ``symbol`` and ``term(k)``.
Genus = _nimseq.Genus


class Game(_nimseq.Game):
    """An impartial game, read from the spelling the command line and the page use.

    ``Game("sub:2,4,7")`` (a subtraction game), ``Game("octal:0.77")`` (an octal code),
    ``Game("tb:4.[3]")`` (take-and-break), ``Game("grundy")``, or a name: ``Game("kayles")``,
    ``Game("Dawson's Kayles")``, ``Game("officers")``. A rule follows a ``/``
    (``"sub:1,3,4/misere"``) or is given as ``rule=``. A spelling that is not a game raises
    ``ValueError`` with the command line's message; anything but a ``str`` (or a ``Game``)
    raises ``TypeError``: ``Game(77)`` does not guess between ``"sub:77"`` and
    ``"octal:0.77"``.

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

    # ---- computing ----

    def values(self, n: int, progress: Progress = None) -> npt.NDArray[np.uint16]:
        """G(0), …, G(n − 1), the nim-values of heaps 0 … n − 1, as a numpy ``uint16`` array.

        Computed by the core's kernels without the GIL; Ctrl-C raises ``KeyboardInterrupt``
        within a second. ``progress`` is a function ``f(done, total)``, a tqdm bar or ``True``.

        >>> Game("sub:2,4,7").values(10).tolist()
        [0, 0, 1, 1, 2, 2, 0, 3, 1, 0]
        """
        return super().values(n, progress)

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
        return Period(super().period(limit, mask, progress))

    def check(
        self, preperiod: int, period: int, saltus: int = 0, progress: Progress = None
    ) -> "Check":
        """A claimed preperiod and period (from a paper, a table) checked as ``nimseq check``.

        ``holds`` is ``True`` (a theorem proves it), ``False`` (``counterexample`` refutes it)
        or ``None`` (undecided: no theorem proves it, no value refutes it). The values the
        certificate compares are computed as ``values`` computes them (Ctrl-C, ``progress``).

        >>> Game("kayles").check(71, 12).holds
        True
        >>> Game("kayles").check(0, 12).holds
        False
        """
        return Check(super().check(preperiod, period, saltus, progress))

    def genus(
        self, to: int, max_positions: Optional[int] = None, progress: Progress = None
    ) -> List["Genus"]:
        """The misère genus of heaps 0 … ``to`` as *Winning Ways* writes it, one ``Genus`` a
        heap: ``normal`` (g, the nim-value), ``superscript`` (γ0 γ1 …: the misère nim-values
        of the heap plus 0, 1, … heaps of size 2, up to where the last two alternate),
        ``symbol`` and ``term(k)``. Computed by the definition, position by position, at most
        ``max_positions`` of them (``ValueError`` naming the heap past it); Ctrl-C and
        ``progress`` (counting heaps) as ``values``.

        >>> [g.symbol for g in Game("kayles").genus(5)]
        ['0^120', '1^031', '2^20', '3^31', '1^031', '4^146']
        """
        return super().genus(to, max_positions, progress)

    # ---- the page ----

    def link(self) -> str:
        """The page's link to this game's sequence view (``config.page_url`` and the query)."""
        return page_link(self._page_pairs())

    def board(self, heaps: Union[int, str, Sequence[int]]) -> "Board":
        """The page's board with these heaps, to play against perfect play in a notebook.

        Shown as an ``<iframe>`` of the page (the code the page's Embed dialog writes) when
        ``nimseq.config.page_url`` is set; otherwise as the link's query, with how to set it.
        ``heaps`` is a size, a list of sizes or the page's spelling (``"7,5,3"``).
        """
        return Board(self, self._board_pairs(heaps))

    def overview(self, n: Optional[int] = None) -> Figure:
        """The overview figure of G(0) … G(n − 1) (default: every value the period search
        computed), drawn as ``nimseq plot overview`` draws it; shown inline in a notebook."""
        return overview(self, n)

    def _repr_html_(self) -> str:
        rules = "".join(f"<li>{html.escape(r)}</li>" for r in self.rules)
        return (
            f'<div class="nimseq"><strong>{html.escape(self.title)}</strong>'
            f"<ul>{rules}</ul><p>{link_html(self._page_pairs())}</p></div>"
        )


class Period(Result, _nimseq.Period):
    """The result of ``Game.period()``: the fields of ``nimseq period --json``.

    ``status`` is ``periodic`` (``preperiod``, ``period`` and the ``certificate`` that proves
    them), ``arithmetic-periodic`` (values that grow by a saltus) or ``no-period-found``
    (``candidate`` and ``settle`` say what was seen and what would settle it).
    """

    _title = "period"

    def _facts(self) -> List[Tuple[str, str]]:
        rows = [("game", self._game_title), ("status", self.status)]
        if self.status == "periodic":
            rows += [
                ("preperiod", f"{self.preperiod:,}"),
                ("period", f"{self.period:,}"),
                ("certificate", self.certificate_text or ""),
            ]
        elif self.arithmetic:
            rows.append(("arithmetic", self.arithmetic["text"]))
        if self.settle:
            rows.append(("not settled", self.settle))
        largest = f"{self.largest}"
        if self.largest_at is not None:
            largest += f", first at n = {self.largest_at:,}"
        rows.append(("largest value", largest))
        rare = self.rare
        if rare:
            last = f", the last at n = {rare['last']:,}" if rare["last"] is not None else ""
            rows.append(
                (
                    "rare values",
                    f"{rare['count']:,} with mask {rare['mask']} ({rare['mask_text']};"
                    f" n = 0 counted){last}",
                )
            )
        outcome = self.outcome
        if outcome:
            rows.append(
                ("outcomes", f"preperiod {outcome['preperiod']}, period {outcome['period']}")
            )
        if self.oeis:
            rows.append(("OEIS", ": ".join(str(self.oeis[k]) for k in ("id", "title"))))
        rows.append(("computed", f"G(0) … G({self.checked_to:,})"))
        return rows


class Check(Result, _nimseq.Check):
    """The result of ``Game.check()``: the fields of ``nimseq check --json``."""

    _title = "claim checked"


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
        if not config.page_url:
            return (
                f"<p>The board of {html.escape(self.game.title)}: {link_html(self._pairs)}</p>"
            )
        return _nimseq.embed_code(self._pairs, config.page_url)

    def __repr__(self) -> str:
        return f"Board({self.game.spec!r}, {self.link()!r})"
