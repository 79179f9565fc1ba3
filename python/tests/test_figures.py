"""Figures: each drawn by the package exactly as ``nimseq plot`` draws it (the same SVG and
PNG bytes for the same choices), valid SVG and PNG for notebooks, saved by extension,
refused with the command line's words, and stopped by Ctrl-C."""

from __future__ import annotations

import struct
import subprocess
import xml.etree.ElementTree as ET
from typing import Any, Callable, Dict, List, Tuple

import pytest

import nimseq
from conftest import stop_on_ctrl_c
from nimseq import Figure, atlas_map, heatmap
from nimseq._figures import overview

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# (name, the command line's arguments after `plot`, the same figure from Python)
CASES: List[Tuple[str, List[str], Callable[[], Figure]]] = [
    ("heatmap", ["heatmap", "--max", "40"], lambda: heatmap(max=40)),
    (
        "heatmap-dark",
        ["heatmap", "--max", "40", "--metric", "preperiod", "--width", "600", "--theme", "dark"],
        lambda: heatmap(max=40, metric="preperiod", width=600, theme="dark"),
    ),
    (
        "heatmap-slice",
        ["heatmap", "--dims", "3", "--max", "24", "--axes", "ab", "--slice", "20",
         "--metric", "sum", "--range", "slice"],
        lambda: heatmap(dims=3, max=24, axes="ab", slice=20, metric="sum", range="slice"),
    ),
    (
        "heatmap-window",
        ["heatmap", "--max", "40", "--window", "5,20,10,30", "--colour-scale", "log",
         "--rule", "misere", "--scale", "2"],
        lambda: heatmap(max=40, window="5,20,10,30", colour_scale="log", rule="misere", scale=2),
    ),
    (
        "heatmap-primitive",
        ["heatmap", "--link", "?view=heatmap&max=30&primitive=1", "--width", "500",
         "--height", "400"],
        lambda: heatmap(max=30, primitive=True, width=500, height=400),
    ),
    (
        "atlas",
        ["atlas", "--digits", "2", "--cap", "1024"],
        lambda: atlas_map(digits=2, cap=1024),
    ),
    (
        "atlas-period",
        ["atlas", "--digits", "1", "--cap", "256", "--colour", "period", "--width", "700",
         "--theme", "dark"],
        lambda: atlas_map(digits=1, cap=256, colour="period", width=700, theme="dark"),
    ),
    # The overview is drawn as wide as a notebook (nimseq.NOTEBOOK_WIDTH), not the command
    # line's 1200 pixels.
    ("overview", ["overview", "kayles", "--width", "1000"], lambda: nimseq.Game("kayles").overview()),
    (
        "overview-n",
        ["overview", "kayles", "--limit", "199", "--to", "199", "--width", "1000"],
        lambda: nimseq.Game("kayles").overview(200),
    ),
    (
        "overview-stretch",
        ["overview", "sub:1,3,4", "--limit", "500", "--from", "10", "--to", "300",
         "--width", "800", "--dpi", "150"],
        lambda: overview("sub:1,3,4", 301, limit=500, start=10, width=800, dpi=150),
    ),
]

_figures: Dict[str, Figure] = {}


def figure(name: str) -> Figure:
    """The case's figure, made once for the whole file."""
    if name not in _figures:
        make = next(make for n, _, make in CASES if n == name)
        _figures[name] = make()
    return _figures[name]


def plotted(cli: Any, args: List[str], fmt: str) -> bytes:
    """What ``nimseq plot ARGS --format FMT -o -`` writes."""
    done = subprocess.run(
        [str(cli.binary), "plot", *args, "--format", fmt, "-o", "-"], capture_output=True
    )
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


def refused(cli: Any, args: List[str]) -> str:
    """The command line's message (without ``nimseq: error: ``) for arguments it refuses."""
    done = subprocess.run([str(cli.binary), "plot", *args, "-o", "-"], capture_output=True)
    assert done.returncode == 2, done.stderr.decode()
    return done.stderr.decode().strip().removeprefix("nimseq: error: ")


def png_size(png: bytes) -> Tuple[int, int]:
    assert png[:8] == PNG_SIGNATURE
    assert png[12:16] == b"IHDR"
    return struct.unpack(">II", png[16:24])


@pytest.mark.parametrize("name", [c[0] for c in CASES])
def test_svg_is_an_svg_document_and_the_command_lines(cli: Any, name: str) -> None:
    fig = figure(name)
    svg = fig._repr_svg_()
    root = ET.fromstring(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert len(root) > 0
    assert (int(root.get("width")), int(root.get("height"))) == fig.pixels
    args = next(a for n, a, _ in CASES if n == name)
    assert svg.encode("utf-8") == plotted(cli, args, "svg")


@pytest.mark.parametrize("name", [c[0] for c in CASES])
def test_png_is_a_png_file_and_the_command_lines(cli: Any, name: str) -> None:
    fig = figure(name)
    png = fig._repr_png_()
    assert png_size(png) == fig.pixels
    args = next(a for n, a, _ in CASES if n == name)
    assert png == plotted(cli, args, "png")


def test_widths_and_resolutions_are_the_requested_ones() -> None:
    fig = heatmap(max=40, width=640)
    assert png_size(fig.png())[0] == 640
    assert png_size(fig.png(dpi=300))[0] == 2000  # 640 × 300 / 96, as `--dpi 300`
    assert png_size(fig.png(scale=2))[0] == 1280
    assert fig.resized(width=400).pixels[0] == 400
    # The command line's overview is 1200 pixels wide; a notebook's, NOTEBOOK_WIDTH.
    assert nimseq.NOTEBOOK_WIDTH == 1000
    assert figure("overview").size == (nimseq.NOTEBOOK_WIDTH, 330)
    assert figure("heatmap").size[0] == 1000  # narrower than a notebook: its own width
    assert figure("atlas").size[0] == 480
    assert "192 dpi" in fig.resized(scale=2).describe()
    assert fig.png() is fig.png(), "drawn once"


def test_save_writes_svg_and_png_by_extension(tmp_path: Any) -> None:
    fig = figure("heatmap")
    said = fig.save(tmp_path / "map.svg")
    assert said.startswith("wrote ") and said.endswith(fig.describe())
    assert (tmp_path / "map.svg").read_text(encoding="utf-8") == fig.svg()
    fig.save(str(tmp_path / "map.png"))
    assert (tmp_path / "map.png").read_bytes() == fig.png()
    fig.save(tmp_path / "print.png", dpi=192)
    assert png_size((tmp_path / "print.png").read_bytes())[0] == 2000
    fig.save(tmp_path / "map.bin", format="svg")
    assert (tmp_path / "map.bin").read_bytes().startswith(b"<svg")
    with pytest.raises(ValueError, match="name it .svg or .png"):
        fig.save(tmp_path / "map.gif")
    with pytest.raises(ValueError, match="neither svg nor png"):
        fig.save(tmp_path / "map.svg", format="gif")


def test_links_open_the_same_view() -> None:
    assert figure("heatmap").link() == "?view=heatmap&max=40"
    assert "primitive=1" in figure("heatmap-primitive").link()
    assert figure("atlas").link() == "?view=atlas&cap=1024"  # 2 digits: the default
    assert figure("overview").link() == nimseq.Game("kayles").link()
    try:
        nimseq.config.page_url = "https://example.org/nimseq/"
        assert figure("heatmap").link() == "https://example.org/nimseq/?view=heatmap&max=40"
    finally:
        nimseq.config.page_url = None


# (Python's choices, the command line's arguments): the same refusal in each one's words.
REFUSED = [
    (lambda: heatmap(max=5000), ["heatmap", "--max", "5000"]),
    (lambda: heatmap(metric="colour"), ["heatmap", "--metric", "colour"]),
    (lambda: heatmap(dims=3, max=30, slice=99), ["heatmap", "--dims", "3", "--max", "30", "--slice", "99"]),
    (lambda: heatmap(max=40, width=100), ["heatmap", "--max", "40", "--width", "100"]),
    (lambda: heatmap(max=40, width=8000, scale=8), ["heatmap", "--width", "8000", "--scale", "8"]),
    (lambda: heatmap(max=40, theme="blue"), ["heatmap", "--theme", "blue"]),
    (lambda: atlas_map(digits=4), ["atlas", "--digits", "4"]),
    (lambda: atlas_map(colour="red"), ["atlas", "--colour", "red"]),
    (lambda: overview("kayles", 10, start=20), ["overview", "kayles", "--limit", "9", "--from", "20", "--to", "9"]),
    (lambda: overview("sub:1,2", 501, limit=100), ["overview", "sub:1,2", "--limit", "100", "--to", "500"]),
    (lambda: overview("sub:0,2"), ["overview", "sub:0,2"]),
]


@pytest.mark.parametrize("make,args", REFUSED)
def test_bad_choices_raise_the_command_lines_message(cli: Any, make: Callable[[], Any], args: List[str]) -> None:
    with pytest.raises(ValueError) as raised:
        make()
    words = refused(cli, args)
    for flag in ("max", "metric", "slice", "digits", "colour"):
        words = words.replace(f"“--{flag} ", f"“{flag}=")
    assert str(raised.value) == words


def test_choices_the_figure_has_not_are_refused() -> None:
    with pytest.raises(ValueError, match="the heatmap has no parameter “digits”"):
        heatmap(max=40, digits=2)
    with pytest.raises(ValueError, match="“colour_scale=cubic”"):
        heatmap(max=40, colour_scale="cubic")
    with pytest.raises(ValueError, match="scale or dpi"):
        heatmap(max=40, scale=2, dpi=300)
    with pytest.raises(ValueError, match="n must be at least 1"):
        nimseq.Game("kayles").overview(0)
    with pytest.raises(TypeError):
        heatmap(max=40, width="wide")


def test_a_long_sweep_stops_on_ctrl_c_within_a_second() -> None:
    _, seconds = stop_on_ctrl_c(lambda: heatmap(dims=3, max=256), after=0.3)  # a minute of work
    assert seconds < 1.0, seconds


def test_progress_is_told_and_ends_at_the_total() -> None:
    seen: List[Tuple[int, int]] = []
    atlas_map(digits=1, cap=256, progress=lambda done, total: seen.append((done, total)))
    done, total = seen[-1]
    assert total > 0 and done == total


def test_figures_are_not_pickled_and_say_so() -> None:
    import copy
    import pickle

    fig = figure("heatmap")
    with pytest.raises(TypeError, match="a nimseq figure cannot be pickled"):
        pickle.dumps(fig)
    assert copy.deepcopy(fig).svg() == fig.svg()  # a figure never changes: a copy is itself
    assert copy.copy(fig).pixels == fig.pixels


def test_the_overview_fits_a_notebook() -> None:
    fig = figure("overview")
    assert fig.width is None and fig.size[0] <= 1100
    assert fig.resized(width=1200).size == (1200, 384)  # the command line's own
    assert figure("atlas").size[0] == 480  # narrower figures keep their own width


def test_the_figures_parameters_are_the_pages() -> None:
    from nimseq._figures import ATLAS_PARAMS, HEATMAP_PARAMS

    assert set(HEATMAP_PARAMS) == {
        "dims", "max", "axes", "slice", "c", "metric", "colour_scale", "range", "window",
        "primitive", "cap", "rule",
    }
    assert set(ATLAS_PARAMS) == {"digits", "cap", "colour", "d0"}
    with pytest.raises(ValueError, match=r"its parameters: .*colour_scale"):
        heatmap(max=40, scale_of_colours="log")
    with pytest.raises(TypeError, match="theme must be a str"):
        heatmap(max=40, theme=1)
    with pytest.raises(TypeError, match="scale must be a number, not str"):
        heatmap(max=40, scale="2")
