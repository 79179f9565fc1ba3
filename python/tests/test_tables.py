"""nimseq.sweep, records and atlas against the command line's CSV: the same columns, rows and
missing cells; its messages for bad input; progress; Ctrl-C within a second."""

from __future__ import annotations

import io
import threading
import time
from typing import List

import numpy as np
import pytest

import nimseq
from conftest import stop_on_ctrl_c

pd = pytest.importorskip("pandas")


def cli_frame(cli, args: List[str]):
    """The command line's CSV read by pandas with its defaults."""
    return pd.read_csv(io.StringIO(cli.text(args)))


def cli_texts(cli, args: List[str]):
    """The command line's CSV read as text, every field as written (empty stays empty)."""
    return pd.read_csv(io.StringIO(cli.text(args)), dtype=str, keep_default_na=False)


def as_texts(frame):
    """A frame's fields as the CSV writes them: missing empty, booleans lower case."""
    out = {}
    for name in frame.columns:
        column = frame[name]
        if column.dtype == bool:
            out[name] = column.map({True: "true", False: "false"})
        else:
            out[name] = column.astype(object).map(lambda v: "" if pd.isna(v) else str(v))
    return pd.DataFrame(out)


SWEEPS = [
    (2, 40, []),
    (3, 25, []),
    (3, 25, ["--primitive"]),
    (2, 40, ["--rule", "misere"]),
    (3, 25, ["--rule", "misere-take-all", "--primitive"]),
    (3, 14, ["--cap", "20"]),
    (4, 12, ["--cap", "30", "--rule", "take-all"]),
    (3, 60, ["--family", "additive", "--cap", "2^12"]),
]


def sweep_kwargs(dims, top, flags):
    kwargs = {"dims": dims, "max": top}
    it = iter(flags)
    for flag in it:
        if flag == "--primitive":
            kwargs["primitive"] = True
        else:
            kwargs[flag[2:]] = next(it)
    return kwargs


@pytest.mark.parametrize("dims,top,flags", SWEEPS)
def test_sweep_frame_is_the_cli_csv(cli, dims, top, flags):
    frame = nimseq.sweep(**sweep_kwargs(dims, top, flags))
    expected = cli_frame(cli, ["sweep", "--dims", str(dims), "--max", str(top), *flags])
    assert list(frame.columns) == list(expected.columns)
    assert str(frame["period"].dtype) == "UInt32"
    pd.testing.assert_frame_equal(frame, expected.astype(frame.dtypes.to_dict()))
    if "--cap" in flags and "--family" not in flags:
        assert frame["period"].isna().any(), "some cells are unresolved within a small cap"


@pytest.mark.parametrize("dims,top,flags", SWEEPS[:6])
def test_sweep_array_is_the_cli_csv(cli, dims, top, flags):
    array = nimseq.sweep(**sweep_kwargs(dims, top, flags), as_frame=False)
    expected = cli_frame(cli, ["sweep", "--dims", str(dims), "--max", str(top), *flags])
    assert isinstance(array, np.ndarray)
    assert array.dtype.names == tuple(expected.columns)
    assert len(array) == len(expected)
    for name in expected.columns:
        column = expected[name]
        # The structured array writes an unresolved cell as period 0 (and preperiod 0).
        want = column.fillna(0).astype(np.int64).to_numpy()
        assert (array[name].astype(np.int64) == want).all(), name
    assert ((array["period"] == 0) == expected["period"].isna().to_numpy()).all()


def test_sweep_link_is_the_pages_heatmap():
    frame = nimseq.sweep(dims=3, max=20, cap=4096, rule="misere", primitive=True)
    link = frame.attrs["nimseq_link"]
    for part in ("view=heatmap", "dims=3", "max=20", "rule=misere", "primitive=1"):
        assert part in link


@pytest.mark.parametrize(
    "kwargs,args",
    [
        ({"dims": 2, "max": 30, "cap": 1000}, ["--size", "2", "--max", "30", "--cap", "1000"]),
        ({"dims": 3, "max": 16}, ["--size", "3", "--max", "16"]),
        ({"dims": 3, "max": 18, "cap": 40}, ["--size", "3", "--max", "18", "--cap", "40"]),
        (
            {"dims": 4, "max": 14, "cap": "2^12", "primitive": True, "from_": 9, "rule": "misere"},
            ["--size", "4", "--max", "14", "--cap", "2^12", "--primitive", "--from", "9", "--rule", "misere"],
        ),
    ],
)
def test_records_are_the_cli_csv(cli, kwargs, args):
    kwargs = dict(kwargs)
    kwargs["size"] = kwargs.pop("dims")
    frame = nimseq.records(**kwargs)
    expected = cli_texts(cli, ["records", *args])
    assert list(frame.columns) == list(expected.columns)
    assert str(frame["longest_period"].dtype) == "Int64"
    assert frame["lower_bound"].dtype == bool
    pd.testing.assert_frame_equal(as_texts(frame), expected)
    if kwargs.get("cap") == 40:
        assert frame["lower_bound"].any() and frame["settle_cap"].notna().any()
    array = nimseq.records(**kwargs, as_frame=False)
    assert array.dtype.names == tuple(expected.columns)
    assert array["max"].tolist() == frame["max"].tolist()
    assert array["settle_cap"].tolist() == frame["settle_cap"].fillna(-1).tolist()


@pytest.mark.parametrize(
    "kwargs,args",
    [
        ({"digits": 2, "cap": 4096}, ["--digits", "2", "--cap", "4096"]),
        ({"digits": 2, "d0": 4, "first_digit": 0, "cap": 2048}, ["--digits", "2", "--d0", "4", "--first-digit", "0", "--cap", "2048"]),
        ({"family": "0.0n7", "n_max": 6, "cap": 4096}, ["--family", "0.0n7", "--n-max", "6", "--cap", "4096"]),
    ],
)
def test_atlas_is_the_cli_csv(cli, kwargs, args):
    frame = nimseq.atlas(**kwargs)
    expected = cli_texts(cli, ["atlas", *args])
    assert list(frame.columns) == list(expected.columns)
    assert str(frame["period"].dtype) == "Int64"
    pd.testing.assert_frame_equal(as_texts(frame), expected)
    array = nimseq.atlas(**kwargs, as_frame=False)
    assert array["code"].tolist() == frame["code"].tolist()
    assert array["period"].tolist() == frame["period"].fillna(-1).tolist()


@pytest.mark.parametrize(
    "call,args",
    [
        (lambda: nimseq.sweep(dims=5, max=10), ["sweep", "--dims", "5", "--max", "10"]),
        (lambda: nimseq.sweep(dims=3, max=100000), ["sweep", "--dims", "3", "--max", "100000"]),
        (lambda: nimseq.sweep(dims=3, max=500), ["sweep", "--dims", "3", "--max", "500"]),
        (lambda: nimseq.sweep(dims=2, max=10, rule="sideways"), ["sweep", "--dims", "2", "--max", "10", "--rule", "sideways"]),
        (lambda: nimseq.sweep(dims=2, max=10, cap="lots"), ["sweep", "--dims", "2", "--max", "10", "--cap", "lots"]),
        (lambda: nimseq.sweep(dims=2, max=10, family="additive"), ["sweep", "--dims", "2", "--max", "10", "--family", "additive"]),
        (lambda: nimseq.sweep(dims=3, max=10, family="diagonal"), ["sweep", "--dims", "3", "--max", "10", "--family", "diagonal"]),
        (lambda: nimseq.records(size=4, max=300), ["records", "--size", "4", "--max", "300"]),
        (lambda: nimseq.records(size=1, max=30), ["records", "--size", "1", "--max", "30"]),
        (lambda: nimseq.records(size=3, max=30, cap="2^30"), ["records", "--size", "3", "--max", "30", "--cap", "2^30"]),
        (lambda: nimseq.atlas(digits=2, cap="2^50"), ["atlas", "--digits", "2", "--cap", "2^50"]),
    ],
)
def test_bad_input_raises_the_cli_message(cli, call, args):
    with pytest.raises(ValueError) as caught:
        call()
    refused = cli.run(args, check=False)
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.strip() == f"nimseq: error: {caught.value}"


def test_bad_types_and_clap_ranges():
    with pytest.raises(TypeError):
        nimseq.sweep(dims=2, max=2.5)
    with pytest.raises(TypeError):
        nimseq.sweep(dims=2, max=10, primitive="yes")
    for bad in ({"digits": 5}, {"digits": 0}, {"first_digit": 8}, {"family": "0.0n7", "digits": 2}, {"n_max": 3}):
        with pytest.raises(ValueError):
            nimseq.atlas(**bad)


def test_progress_counts_up_to_the_total():
    calls = []
    frame = nimseq.sweep(dims=3, max=40, cap=2**12, progress=lambda done, total: calls.append((done, total)))
    assert calls, "progress is called"
    assert all(total == len(frame) == 9880 for _, total in calls)
    dones = [done for done, _ in calls]
    assert dones == sorted(dones) and dones[-1] == 9880
    rows = []
    nimseq.records(size=2, max=20, cap=100, progress=lambda d, t: rows.append((d, t)))
    assert rows[-1] == (19, 19)
    codes = []
    nimseq.atlas(digits=1, cap=256, progress=lambda d, t: codes.append((d, t)))
    assert codes[-1] == (7, 7)


def test_a_progress_exception_stops_the_run():
    def fail(done, total):
        raise RuntimeError("enough")

    with pytest.raises(RuntimeError, match="enough"):
        nimseq.sweep(dims=4, max=200, progress=fail)


@pytest.mark.parametrize(
    "run",
    [
        lambda progress: nimseq.sweep(dims=4, max=200, progress=progress),
        lambda progress: nimseq.records(size=4, max=200, progress=progress),
        lambda progress: nimseq.atlas(digits=4, cap=2**20, progress=progress),
    ],
    ids=["sweep", "records", "atlas"],
)
def test_ctrl_c_stops_a_long_run_within_a_second(run):
    _, seconds = stop_on_ctrl_c(lambda: run(None))
    assert seconds < 1.0, f"KeyboardInterrupt {seconds:.2f} s after the signal"


def test_other_threads_run_during_a_sweep():
    ticks = [0]
    running = threading.Event()
    running.set()

    def count():
        while running.is_set():
            ticks[0] += 1
            time.sleep(0.001)

    counter = threading.Thread(target=count)
    counter.start()
    started = time.monotonic()
    try:
        nimseq.sweep(dims=3, max=120)
    finally:
        running.clear()
        counter.join()
    took = time.monotonic() - started
    # Without the GIL released the counter would not tick at all while the sweep runs.
    assert ticks[0] >= min(20, int(took * 200)), (ticks[0], took)
