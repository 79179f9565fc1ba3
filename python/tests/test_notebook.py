"""The walk-through notebook (python/examples/walkthrough.ipynb), executed headless as a reader
runs it, and its outputs checked; docs/python.md shows the same cells."""

from __future__ import annotations

import xml.dom.minidom
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "python" / "examples" / "walkthrough.ipynb"


@pytest.fixture(scope="module")
def executed():
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(
        notebook, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(ROOT)}}
    )
    client.execute()  # raises CellExecutionError, with the cell and its traceback, on any error
    return [c for c in notebook.cells if c.cell_type == "code"]


def output(cell, mime):
    for out in cell.outputs:
        data = out.get("data", {})
        if mime in data:
            return data[mime]
    raise AssertionError(f"no {mime} output in cell:\n{cell.source}\noutputs: {cell.outputs}")


def test_three_cells_go_from_a_game_to_a_certified_period_a_sweep_and_a_figure(executed):
    period, sweep, figure = executed[:3]
    shown = output(period, "text/html")
    xml.dom.minidom.parseString(shown)
    assert "periodic" in shown and ">71<" in shown and ">12<" in shown and "Guy–Smith" in shown
    table = output(sweep, "text/html")
    assert "preperiod" in table and "period" in table and "<table" in table
    svg = output(figure, "image/svg+xml")
    root = xml.dom.minidom.parseString(svg).documentElement
    assert root.tagName == "svg" and len(svg) > 10_000


def test_the_rest_of_the_walk_through_shows_what_it_says(executed):
    by_source = {c.source.split("\n")[0]: c for c in executed}
    family = next(c for s, c in by_source.items() if s.startswith("import pandas"))
    assert "certified" in output(family, "text/html")
    counts = next(c for s, c in by_source.items() if s.startswith("import numpy"))
    shown = output(counts, "text/plain")
    assert "284" in shown and "array([" in shown  # Officers' largest value below 2^16
    quotient = next(c for s, c in by_source.items() if "misere_quotient" in s)
    shown = output(quotient, "text/html")
    assert "P-portion" in shown and ">8<" in shown and "period 2 from heap 8" in shown
    total = next(c for s, c in by_source.items() if "sum_" in s)
    assert "winning" in output(total, "text/html").lower()


def test_the_manual_shows_the_notebooks_cells():
    manual = (ROOT / "docs" / "python.md").read_text()
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.source in manual, f"docs/python.md lacks the cell:\n{cell.source}"
