"""Figures: the heatmap of a grid of subtraction games, the atlas's map of octal codes and a
sequence's overview, drawn by nimseq's own drawing code exactly as ``nimseq plot`` draws them,
shown inline in notebooks (``_repr_svg_``, ``_repr_png_``) and saved as SVG or PNG files.

A figure's choices are the page's link parameters (``dims``, ``max``, ``axes``, ``slice``,
``metric``, ...), read by the page's own reader: a value the page would not use raises
``ValueError`` with the page's words, never replaced by another. ``Figure.link()`` opens the
same view on the page.

>>> import nimseq
>>> fig = nimseq.heatmap(max=40)
>>> fig.svg().startswith("<svg")
True
>>> fig.png()[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

import os
from typing import Dict, Optional, Tuple, Union

from . import _nimseq
from ._links import query_link
from ._progress import Progress

__all__ = ["Figure", "heatmap", "atlas_map", "NOTEBOOK_WIDTH"]

#: The page's parameters of the heatmap, as ``heatmap()`` names them (``colour_scale`` is the
#: page's ``scale``: ``scale`` is the figure's pixels per CSS pixel, as ``nimseq plot``'s),
#: read from the page's table of link parameters.
HEATMAP_PARAMS: Tuple[str, ...] = tuple(_nimseq.figure_parameters("heatmap"))
#: The page's parameters of the atlas's map (``digits``, ``cap``, ``colour``, ``d0``).
ATLAS_PARAMS: Tuple[str, ...] = tuple(_nimseq.figure_parameters("atlas"))
#: The widest a figure is drawn unless ``width`` is given, in CSS pixels: a notebook's
#: output (a figure whose own width, ``nimseq plot``'s, is wider is drawn this wide).
NOTEBOOK_WIDTH: int = _nimseq.NOTEBOOK_WIDTH

#: A value of a page parameter: its spelling in the page's links, a whole number, a switch,
#: or a window ``((x0, x1), (y0, y1))``.
PageValue = Union[None, bool, int, str, Tuple[Tuple[int, int], Tuple[int, int]]]


class Figure:
    """A figure drawn by nimseq (a heatmap, the atlas's map or a sequence's overview).

    What it shows was computed when it was made; it is drawn on demand, at its size, and each
    drawing is kept. In a notebook it shows inline (``_repr_svg_`` and ``_repr_png_``). It
    holds what was computed for it, so it cannot be pickled (``pickle.dumps`` raises
    ``TypeError``): keep its ``link()``, or save the picture.

    ``width`` and ``height`` are CSS pixels (the figure's own when ``None``, as ``nimseq
    plot`` without ``--width``/``--height``, but at most ``NOTEBOOK_WIDTH`` wide, to fit a
    notebook); ``scale`` is pixels per CSS pixel (text and lines grow with the picture) or
    ``dpi`` (scale = dpi / 96); ``theme`` is ``"light"`` or ``"dark"``. ``resized(...)``
    gives the same figure at other choices, without computing it again.

    >>> import nimseq
    >>> fig = nimseq.Game("kayles").overview()
    >>> fig.kind
    'overview'
    >>> fig.pixels
    (1000, 330)
    >>> fig.resized(width=600, scale=2).describe()
    '1200 × 528 pixels (600 × 264 at scale 2, 192 dpi)'
    >>> fig.save("kayles.svg")  # doctest: +SKIP
    'kayles.svg'
    """

    def __init__(self, drawn: _nimseq.Drawn) -> None:
        self._drawn = drawn
        # Each drawing is kept: the SVG document, and the PNG files by their scale.
        self._svg: Optional[str] = None
        self._pngs: Dict[float, bytes] = {}

    @property
    def kind(self) -> str:
        """``"heatmap"``, ``"atlas"`` or ``"overview"``."""
        return self._drawn.kind

    @property
    def width(self) -> Optional[int]:
        """The width in CSS pixels asked for (``None``: the figure's own)."""
        return self._drawn.width

    @property
    def height(self) -> Optional[int]:
        """The height in CSS pixels asked for (``None``: what the figure needs)."""
        return self._drawn.height

    @property
    def scale(self) -> float:
        """Pixels per CSS pixel (a PNG records ``scale × 96`` dpi)."""
        return self._drawn.scale

    @property
    def theme(self) -> str:
        """``"light"`` or ``"dark"``: the page's colours."""
        return self._drawn.theme

    @property
    def pixels(self) -> Tuple[int, int]:
        """The size of the picture in pixels, ``(width, height)`` (its CSS size × scale)."""
        return self._drawn.pixels

    @property
    def size(self) -> Tuple[int, int]:
        """The size in CSS pixels, ``(width, height)``: the choices, or the figure's own."""
        return self._drawn.size

    def describe(self) -> str:
        """The size in words, as ``nimseq plot`` says it when it writes a file:
        ``'2000 × 1680 pixels (1000 × 840 at scale 2, 192 dpi)'``."""
        return self._drawn.describe()

    def resized(
        self,
        width: Optional[int] = None,
        height: Optional[int] = None,
        scale: Optional[float] = None,
        dpi: Optional[float] = None,
        theme: Optional[str] = None,
    ) -> "Figure":
        """The same figure at other choices (those not given stay), not computed again.

        >>> import nimseq
        >>> nimseq.heatmap(max=40).resized(width=400, dpi=300).pixels
        (1250, 897)
        """
        return Figure(self._drawn.resized(width, height, scale, dpi, theme))

    def svg(self) -> str:
        """The figure as an SVG document (text), as ``nimseq plot … -o fig.svg`` writes it."""
        if self._svg is None:
            self._svg = self._drawn.svg()
        return self._svg

    def png(self, dpi: Optional[float] = None, scale: Optional[float] = None) -> bytes:
        """The figure as a PNG file (bytes), as ``nimseq plot … -o fig.png`` writes it.

        ``dpi`` or ``scale`` draw it at another resolution than the figure's (a PNG records
        ``scale × 96`` dpi): ``fig.png(dpi=300)`` for print.

        >>> import nimseq
        >>> png = nimseq.heatmap(max=40, width=400).png(dpi=192)
        >>> int.from_bytes(png[16:20], "big")  # the width in pixels
        800
        """
        s = self._drawn.resolution(scale, dpi)
        if s not in self._pngs:
            self._pngs[s] = self._drawn.png(s)
        return self._pngs[s]

    def save(
        self,
        path: Union[str, "os.PathLike[str]"],
        format: Optional[str] = None,
        dpi: Optional[float] = None,
        scale: Optional[float] = None,
    ) -> str:
        """Writes the figure to ``path``: SVG or PNG by its extension (``.svg``, ``.png``), or
        as ``format`` says. ``dpi``/``scale`` as for :meth:`png`. Returns what it wrote, in
        the words of ``nimseq plot``: ``'wrote fig.png: 2000 × 1680 pixels (…)'``.

        >>> import nimseq
        >>> nimseq.heatmap(max=40).save("heatmap.png", dpi=300)  # doctest: +SKIP
        'wrote heatmap.png: 3125 × 2625 pixels (1000 × 840 at scale 3.125, 300 dpi)'
        """
        name = os.fspath(path)
        data, said = self._drawn.file(name, format, scale, dpi)
        with open(name, "wb") as out:
            out.write(data)
        return f"wrote {name}: {said}"

    def link(self) -> str:
        """The page's link to the same view (``nimseq.config.page_url`` and the query; the
        query alone when no page is configured)."""
        return query_link(self._drawn.query)

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_png_(self) -> bytes:
        return self.png()

    def __repr__(self) -> str:
        return f"<nimseq.Figure {self.kind}: {self.describe()}>"


def heatmap(
    dims: Optional[int] = None,
    max: Optional[int] = None,
    metric: Optional[str] = None,
    *,
    axes: Optional[str] = None,
    slice: Optional[int] = None,
    colour_scale: Optional[str] = None,
    range: Optional[str] = None,
    window: Union[None, str, Tuple[Tuple[int, int], Tuple[int, int]]] = None,
    primitive: Optional[bool] = None,
    cap: Optional[int] = None,
    rule: Optional[str] = None,
    link: Optional[str] = None,
    width: Optional[int] = None,
    height: Optional[int] = None,
    scale: Optional[float] = None,
    dpi: Optional[float] = None,
    theme: str = "light",
    progress: Progress = None,
    **page_params: PageValue,
) -> Figure:
    """The heatmap of a grid of subtraction games, as ``nimseq plot heatmap`` draws it: every
    {a, b} with b ≤ ``max`` (``dims=2``), or a slice of the {a, b, c} (``dims=3``: ``axes``
    and ``slice``), coloured by ``metric``, with the page's caption and legend.

    The choices are the page's parameters (``None``: the page's default): ``dims`` (2 or 3;
    4 with ``c``, in ``page_params``), ``max`` (up to 2048 for pairs, 256 for triples),
    ``axes`` (``ab``, ``ac``, ``bc`` or ``additive``), ``slice``, ``metric`` (``period``,
    ``preperiod``, ``maxvalue``, ``theory``, ``sum``, ``relperiod``, ``relpreperiod``),
    ``colour_scale`` (the page's ``scale``: ``auto``, ``linear``, ``log``), ``range``
    (``grid`` or ``slice``), ``window`` (the cells drawn, ``((x0, x1), (y0, y1))``),
    ``primitive`` (only the primitive sets), ``cap`` (values per set before it is
    unresolved) and ``rule`` (``normal``, ``misere``, ``take-all``, ``misere-take-all``);
    ``link`` is a page link (or its query) to start from. A value the page would not use
    raises ``ValueError`` with the page's words.

    ``width``, ``height``, ``scale``, ``dpi`` and ``theme`` are the figure's size and colours
    (see :class:`Figure`). The sweep runs on every core without the GIL; Ctrl-C stops it
    (``KeyboardInterrupt``); ``progress`` is a callback ``f(done, total)`` (sets), a tqdm bar,
    or ``True``.

    >>> import nimseq
    >>> fig = nimseq.heatmap(max=40, metric="preperiod")
    >>> "preperiod of {a, b}" in fig.svg()
    True
    >>> nimseq.heatmap(dims=3, max=30, axes="ab", slice=30).kind
    'heatmap'
    >>> nimseq.heatmap(max=5000)
    Traceback (most recent call last):
    ...
    ValueError: cannot draw the figure: “max=5000” is above 2048
    """
    given: Dict[str, PageValue] = dict(
        dims=dims,
        max=max,
        axes=axes,
        slice=slice,
        metric=metric,
        colour_scale=colour_scale,
        range=range,
        window=window,
        primitive=primitive,
        cap=cap,
        rule=rule,
    )
    given.update(page_params)
    drawn = _nimseq.heatmap_figure(
        link, given, progress, width, height, scale, dpi, theme
    )
    return Figure(drawn)


def atlas_map(
    digits: Optional[int] = None,
    colour: Optional[str] = None,
    cap: Optional[int] = None,
    d0: Optional[int] = None,
    *,
    link: Optional[str] = None,
    width: Optional[int] = None,
    height: Optional[int] = None,
    scale: Optional[float] = None,
    dpi: Optional[float] = None,
    theme: str = "light",
    progress: Progress = None,
) -> Figure:
    """The atlas's map of the octal codes with up to ``digits`` digits, as ``nimseq plot
    atlas`` draws it: each code a cell coloured by ``colour`` (``status``: certified,
    agreeing with the literature or not ...; ``period``, ``preperiod`` or ``maxvalue``), with
    a legend counting the codes, the codes whose literature carries an erratum ringed.

    ``digits`` is 1 to 3 (the page's map), ``cap`` the values per code before it is
    unresolved, ``d0`` the digit before the point (0 for ``0.d1…``, 4 for ``4.d1…``);
    ``None``: the page's default. ``link`` is a page link to start from. The rows are computed
    on every core without the GIL; Ctrl-C stops them; ``progress`` counts codes.

    >>> import nimseq
    >>> fig = nimseq.atlas_map(digits=2, cap=1024)
    >>> fig.kind, fig.size[0]
    ('atlas', 480)
    """
    params: Dict[str, PageValue] = dict(digits=digits, colour=colour, cap=cap, d0=d0)
    drawn = _nimseq.atlas_figure(link, params, progress, width, height, scale, dpi, theme)
    return Figure(drawn)


def overview(
    game: Union[_nimseq.Game, str],
    n: Optional[int] = None,
    *,
    limit: Optional[int] = None,
    start: Optional[int] = None,
    width: Optional[int] = None,
    height: Optional[int] = None,
    scale: Optional[float] = None,
    dpi: Optional[float] = None,
    theme: str = "light",
    progress: Progress = None,
) -> Figure:
    """The overview of a game's values G(n) against n, the preperiod and each period marked,
    as ``nimseq plot overview GAME`` draws it (``Game.overview(n)`` is the usual way).

    Without ``n``: every value the period search computed (to the command line's ``--limit
    auto``, or ``limit``; the search stops once a period is certified). With ``n``: G(0) …
    G(n − 1), the search to G(n − 1), as ``nimseq plot overview GAME --limit n-1 --to n-1``
    (``limit`` instead of n − 1 when given; values past those the search needed are computed
    for the picture); ``start`` is the first position drawn (``--from``).

    >>> import nimseq
    >>> fig = nimseq.Game("kayles").overview(200)
    >>> "preperiod 71, period 12" in fig.svg()
    True
    """
    drawn = _nimseq.overview_figure(
        game, n, limit, start, width, height, scale, dpi, theme, progress
    )
    return Figure(drawn)
