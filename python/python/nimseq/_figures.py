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

import math
import os
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Sequence, Tuple, Union
from urllib.parse import parse_qsl

from . import _nimseq
from ._links import page_link
from ._progress import Progress, callback

if TYPE_CHECKING:  # pragma: no cover
    from ._game import Game

__all__ = ["Figure", "heatmap", "atlas_map"]

#: The page's parameters of the heatmap, as ``heatmap()`` names them (``colour_scale`` is the
#: page's ``scale``: ``scale`` is the figure's pixels per CSS pixel, as ``nimseq plot``'s).
HEATMAP_PARAMS = (
    "dims",
    "max",
    "axes",
    "slice",
    "c",
    "metric",
    "colour_scale",
    "range",
    "window",
    "primitive",
    "cap",
    "rule",
)
#: The page's parameters of the atlas's map (``colour``, ``digits``, ``cap``, ``d0``).
ATLAS_PARAMS = ("digits", "cap", "colour", "d0")

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _bad(text: str) -> ValueError:
    """A figure that cannot be drawn, in the command line's words."""
    return ValueError(f"cannot draw the figure: {text}")


def _number(value: Any, what: str) -> float:
    """``value`` as a float, or ``TypeError`` naming ``what``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) and not hasattr(value, "__float__"):
        raise TypeError(f"{what} must be a number, not {type(value).__name__}")
    return float(value)


def _scale_of(scale: Optional[float], dpi: Optional[float]) -> float:
    """The scale (pixels per CSS pixel) ``scale`` or ``dpi`` ask for, as ``nimseq plot``
    reads ``--scale`` and ``--dpi`` (scale = dpi / 96)."""
    if dpi is not None:
        if scale is not None:
            raise _bad("give scale or dpi, not both (scale = dpi / 96)")
        d = _number(dpi, "dpi")
        if not (math.isfinite(d) and d > 0):
            raise _bad(f"the resolution `{dpi}` is not a number of dpi")
        return d / 96.0
    if scale is None:
        return 1.0
    s = _number(scale, "scale")
    if not math.isfinite(s):
        raise _bad(f"the scale `{scale}` is not a number")
    return s


def _pixels(value: Optional[int], what: str) -> Optional[int]:
    """A width or height in CSS pixels (``None``: the figure's own)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) and not hasattr(value, "__index__"):
        raise TypeError(f"{what} must be a whole number of pixels, not {type(value).__name__}")
    value = int(value.__index__())
    if value < 0:
        raise _bad(f"the {what} {value} is not between 200 and 8000 pixels")
    return min(value, 2**32 - 1)


def _theme(theme: str) -> str:
    if theme not in ("light", "dark"):
        raise _bad(f"the theme `{theme}` is neither light nor dark")
    return theme


def _check_size(
    kind: str,
    width: Optional[int],
    height: Optional[int],
    scale: Optional[float],
    dpi: Optional[float],
    theme: str,
) -> None:
    """Checks a heatmap's or an overview's size before anything is computed (the command
    line checks it first too): ``ValueError`` with the command line's message."""
    _theme(theme)
    _nimseq.figure_size(kind, _pixels(width, "width"), _pixels(height, "height"), _scale_of(scale, dpi))


class Figure:
    """A figure drawn by nimseq (a heatmap, the atlas's map or a sequence's overview).

    What it shows was computed when it was made; it is drawn on demand, at its size, and each
    drawing is kept. In a notebook it shows inline (``_repr_svg_`` and ``_repr_png_``).

    ``width`` and ``height`` are CSS pixels (the figure's own when ``None``: as ``nimseq
    plot`` without ``--width``/``--height``); ``scale`` is pixels per CSS pixel (text and
    lines grow with the picture) or ``dpi`` (scale = dpi / 96); ``theme`` is ``"light"`` or
    ``"dark"``. ``resized(...)`` gives the same figure at other choices, without computing
    it again.

    >>> import nimseq
    >>> fig = nimseq.Game("kayles").overview()
    >>> fig.kind
    'overview'
    >>> fig.pixels
    (1200, 384)
    >>> fig.resized(width=600, scale=2).describe()
    '1200 × 528 pixels (600 × 264 at scale 2, 192 dpi)'
    >>> fig.save("kayles.svg")  # doctest: +SKIP
    'kayles.svg'
    """

    def __init__(
        self,
        drawn: Any,
        pairs: Sequence[Tuple[str, str]],
        *,
        width: Optional[int] = None,
        height: Optional[int] = None,
        scale: Optional[float] = None,
        dpi: Optional[float] = None,
        theme: str = "light",
    ) -> None:
        self._drawn = drawn
        self._pairs = list(pairs)
        self.width: Optional[int] = _pixels(width, "width")
        """The width in CSS pixels asked for (``None``: the figure's own)."""
        self.height: Optional[int] = _pixels(height, "height")
        """The height in CSS pixels asked for (``None``: what the figure needs)."""
        self.scale: float = _scale_of(scale, dpi)
        """Pixels per CSS pixel (a PNG records ``scale × 96`` dpi)."""
        self.theme: str = _theme(theme)
        """``"light"`` or ``"dark"``: the page's colours."""
        self._cache: Dict[Tuple[str, float], Union[str, bytes]] = {}
        # Sizes are checked at once: a figure that cannot be drawn is refused here.
        self._size = self._size_at(self.scale)

    def _size_at(self, scale: float) -> Tuple[int, int, float, int, int, str]:
        return self._drawn.size(self.width, self.height, scale, self.theme)

    @property
    def kind(self) -> str:
        """``"heatmap"``, ``"atlas"`` or ``"overview"``."""
        return self._drawn.kind

    @property
    def pixels(self) -> Tuple[int, int]:
        """The size of the picture in pixels, ``(width, height)`` (its CSS size × scale)."""
        return (self._size[3], self._size[4])

    @property
    def size(self) -> Tuple[int, int]:
        """The size in CSS pixels, ``(width, height)``: the choices, or the figure's own."""
        return (self._size[0], self._size[1])

    def describe(self) -> str:
        """The size in words, as ``nimseq plot`` says it when it writes a file:
        ``'2000 × 1680 pixels (1000 × 840 at scale 2, 192 dpi)'``."""
        return self._size[5]

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
        keep_scale = scale is None and dpi is None
        return Figure(
            self._drawn,
            self._pairs,
            width=self.width if width is None else width,
            height=self.height if height is None else height,
            scale=self.scale if keep_scale else scale,
            dpi=None if keep_scale else dpi,
            theme=self.theme if theme is None else theme,
        )

    def svg(self) -> str:
        """The figure as an SVG document (text), as ``nimseq plot … -o fig.svg`` writes it."""
        key = ("svg", self.scale)
        if key not in self._cache:
            self._cache[key] = self._drawn.svg(self.width, self.height, self.scale, self.theme)
        return self._cache[key]  # type: ignore[return-value]

    def png(self, dpi: Optional[float] = None, scale: Optional[float] = None) -> bytes:
        """The figure as a PNG file (bytes), as ``nimseq plot … -o fig.png`` writes it.

        ``dpi`` or ``scale`` draw it at another resolution than the figure's (a PNG records
        ``scale × 96`` dpi): ``fig.png(dpi=300)`` for print.

        >>> import nimseq
        >>> png = nimseq.heatmap(max=40, width=400).png(dpi=192)
        >>> int.from_bytes(png[16:20], "big")  # the width in pixels
        800
        """
        s = self.scale if dpi is None and scale is None else _scale_of(scale, dpi)
        key = ("png", s)
        if key not in self._cache:
            if s != self.scale:
                self._size_at(s)  # a ValueError for a size that cannot be drawn
            self._cache[key] = bytes(self._drawn.png(self.width, self.height, s, self.theme))
        return self._cache[key]  # type: ignore[return-value]

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
        if format is None:
            extension = os.path.splitext(name)[1].lstrip(".").lower()
            if extension not in ("svg", "png"):
                raise _bad(
                    f"cannot tell the format of `{name}`: name it .svg or .png, or give format="
                )
            format = extension
        format = format.lower()
        if format == "svg":
            if dpi is not None or scale is not None:
                figure = self.resized(scale=scale, dpi=dpi)
            else:
                figure = self
            data: bytes = figure.svg().encode("utf-8")
            said = figure.describe()
        elif format == "png":
            data = self.png(dpi=dpi, scale=scale)
            s = self.scale if dpi is None and scale is None else _scale_of(scale, dpi)
            said = self._size_at(s)[5]
        else:
            raise _bad(f"the format `{format}` is neither svg nor png")
        with open(name, "wb") as out:
            out.write(data)
        return f"wrote {name}: {said}"

    def link(self) -> str:
        """The page's link to the same view (``nimseq.config.page_url`` and the query; the
        query alone when no page is configured)."""
        return page_link(self._pairs)

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_png_(self) -> bytes:
        return self.png()

    def __repr__(self) -> str:
        return f"<nimseq.Figure {self.kind}: {self.describe()}>"


def _spelled(name: str, value: Any) -> str:
    """A page parameter's value as the page's links spell it."""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, str):
        return value
    if name == "window" and isinstance(value, (tuple, list)):
        try:
            (x0, x1), (y0, y1) = value
        except (TypeError, ValueError):
            raise _bad(
                "window is the cells drawn, ((x0, x1), (y0, y1)) or the page's `x0-x1,y0-y1`"
            ) from None
        return f"{int(x0)}-{int(x1)},{int(y0)}-{int(y1)}"
    if hasattr(value, "__index__"):
        return str(int(value.__index__()))
    raise TypeError(f"{name} must be a whole number or the page's spelling, not {type(value).__name__}")


def _changes(given: Dict[str, Any], allowed: Sequence[str], figure: str) -> List[Tuple[str, str]]:
    """The page's (parameter, value) pairs of the choices given (``None``: the page's own)."""
    pairs = []
    for name, value in given.items():
        if name not in allowed:
            raise _bad(
                f"the {figure} has no parameter “{name}” (its parameters: {', '.join(allowed)})"
            )
        if value is None:
            continue
        pairs.append(("scale" if name == "colour_scale" else name, _spelled(name, value)))
    return pairs


def _page_error(e: ValueError) -> ValueError:
    """The page's notice in this module's words (``colour_scale`` for the page's ``scale``)."""
    return ValueError(str(e).replace("“scale=", "“colour_scale="))


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
    **page_params: Any,
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
    given = dict(
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
    changes = _changes(given, HEATMAP_PARAMS, "heatmap")
    sizes = dict(width=width, height=height, scale=scale, dpi=dpi, theme=theme)
    # The size is checked before the sweep, as the command line checks it.
    _check_size("heatmap", width, height, scale, dpi, theme)
    try:
        drawn, query = _nimseq.heatmap_figure(link or "", changes, callback(progress, "sets"))
    except ValueError as e:
        raise _page_error(e) from None
    return Figure(drawn, parse_qsl(query.lstrip("?")), **sizes)


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
    changes = _changes(dict(digits=digits, colour=colour, cap=cap, d0=d0), ATLAS_PARAMS, "atlas")
    sizes = dict(width=width, height=height, scale=scale, dpi=dpi, theme=theme)
    # The atlas's size depends on its map: only the scale and theme are checked before it.
    _scale_of(scale, dpi), _theme(theme), _pixels(width, "width"), _pixels(height, "height")
    try:
        drawn, query = _nimseq.atlas_figure(link or "", changes, callback(progress, "codes"))
    except ValueError as e:
        raise _page_error(e) from None
    return Figure(drawn, parse_qsl(query.lstrip("?")), **sizes)


def overview(
    game: Union["Game", str],
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
    from ._game import Game, _count

    if not isinstance(game, Game):
        game = Game(game)
    to = None
    limit_searched = None if limit is None else _count(limit, "limit")
    if n is not None:
        n = _count(n, "n")
        if n == 0:
            raise ValueError("n must be at least 1: the overview draws G(0) … G(n − 1)")
        to = n - 1
        if limit_searched is None:
            limit_searched = to
    _check_size("overview", width, height, scale, dpi, theme)
    drawn = _nimseq.overview_figure(
        game.spec,
        limit_searched,
        None if start is None else _count(start, "start"),
        to,
        callback(progress),
    )
    pairs = game._pairs()
    if limit_searched is not None:
        pairs.append(("limit", str(limit_searched)))
    return Figure(drawn, pairs, width=width, height=height, scale=scale, dpi=dpi, theme=theme)
