"""nimseq: nim-sequences (Grundy values) of impartial games, with certified preperiods and
periods, over the same Rust core as nimseq's command line and page.

>>> import nimseq
>>> nimseq.Game("kayles").period().period
12

Start with :class:`Game` (values as numpy arrays, ``period()``, ``check()``), then
:func:`sweep`, :func:`records` and :func:`atlas` (data frames of whole families),
:func:`misere_quotient` and :func:`sum_` (sums of heaps, their winning moves), and the
figures (``Game.overview()``, :func:`heatmap`, :func:`atlas_map`), which notebooks show
inline. ``nimseq.config.page_url`` makes results link to nimseq's page.
"""

from ._nimseq import __version__
from ._links import config, page_link
from ._game import Board, Check, Game, Genus, Period
from ._result import Result
from . import _figures, _play, _tables
from ._figures import *  # noqa: F401,F403  (heatmap, atlas_map, Figure, ...)
from ._play import *  # noqa: F401,F403  (misere_quotient, sum_, nim_sum, ...)
from ._tables import *  # noqa: F401,F403  (sweep, records, atlas)

__all__ = [
    "__version__",
    "config",
    "page_link",
    "Game",
    "Genus",
    "Period",
    "Check",
    "Board",
    "Result",
    *_tables.__all__,
    *_figures.__all__,
    *_play.__all__,
]
