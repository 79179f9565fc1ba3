"""Games: values, periods and checked claims, against the core's reference and the command line."""

from __future__ import annotations

import json
import threading
import time
import xml.dom.minidom

import numpy as np
import pytest

import nimseq
from conftest import stop_on_ctrl_c
from nimseq import Game


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def subtraction_values(subset, n):
    """The nim-values of a subtraction game, by the definition."""
    g = []
    for h in range(n):
        g.append(mex({g[h - s] for s in subset if s <= h}))
    return g


def octal_values(code, n):
    """The nim-values of an octal game `0.d1d2…`, by the definition: taking k tokens may leave
    nothing (bit 1 of d_k), one heap (bit 2) or two heaps (bit 4)."""
    digits = [int(d) for d in code.split(".")[1]]
    g = []
    for h in range(n):
        options = set()
        for k, d in enumerate(digits, start=1):
            if k > h:
                break
            rest = h - k
            if d & 1 and rest == 0:
                options.add(0)
            if d & 2 and rest > 0:
                options.add(g[rest])
            if d & 4 and rest >= 2:
                for a in range(1, rest // 2 + 1):
                    options.add(g[a] ^ g[rest - a])
        g.append(mex(options))
    return g


@pytest.mark.parametrize("subset", [[1, 2], [2, 4, 7], [3, 5, 6], [1, 3, 4]])
def test_values_of_subtraction_games_follow_the_definition(subset):
    spec = "sub:" + ",".join(map(str, subset))
    values = Game(spec).values(300)
    assert values.dtype == np.uint16
    assert values.tolist() == subtraction_values(subset, 300)


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.137", "0.6", "0.16", "0.4"])
def test_values_of_octal_games_follow_the_definition(code):
    assert Game("octal:" + code).values(400).tolist() == octal_values(code, 400)


def test_values_equal_the_command_line(cli):
    for spec in ["kayles", "grundy", "tb:4.[3]", "sub:1,3,4/misere", "octal:0.6"]:
        document = cli.json(["sequence", spec, "--terms", "500"])
        assert Game(spec).values(500).tolist() == document["values"], spec


def test_values_are_one_array_without_copies():
    values = Game("octal:0.6").values(1 << 16)
    assert values.flags["OWNDATA"] or values.base is not None
    assert values.flags["C_CONTIGUOUS"] and values.shape == (1 << 16,)
    assert Game("kayles").values(0).shape == (0,)


def test_names_are_read_as_their_games():
    assert Game("kayles") == Game("octal:0.77")
    assert Game("Dawson's Kayles").spec == "octal:0.07"
    assert Game("officers").name == "Officers"
    assert Game("sub:1,3,4", rule="misere").spec == "sub:1,3,4/misere"
    assert Game(Game("grundy")).spec == "grundy"


@pytest.mark.parametrize(
    "spec, limit",
    [
        ("kayles", None),
        ("sub:2,4,7", None),
        ("sub:1,3,4/misere", None),
        ("grundy", "4095"),
        ("octal:0.6", "4095"),
        ("octal:0.16", None),
        ("tb:4.[3]", "1023"),
    ],
)
def test_period_documents_equal_the_command_line(cli, spec, limit):
    args = ["period", spec] + (["--limit", limit] if limit else [])
    expected = cli.json(args)
    result = Game(spec).period(limit=int(limit) if limit else None)
    assert result.to_dict() == expected
    assert result.status == expected["status"]
    assert result.preperiod == expected["preperiod"] and result.period == expected["period"]
    assert result.certificate == expected["certificate"]


def test_a_period_is_certified_or_says_what_would_settle_it():
    kayles = Game("kayles").period()
    assert (kayles.status, kayles.preperiod, kayles.period, kayles.certified) == ("periodic", 71, 12, True)
    assert "Guy–Smith" in kayles.certificate_text and kayles.settle is None
    officers = Game("octal:0.6").period(limit=4095)
    assert officers.status == "no-period-found" and not officers.certified
    assert officers.preperiod is None and officers.period is None
    assert "limit=16383" in officers.settle


def test_masks_and_rare_values_follow_the_command_line(cli):
    expected = cli.json(["period", "octal:0.6", "--limit", "4095", "--mask", "7b8"])
    result = Game("octal:0.6").period(limit=4095, mask=0x7B8)
    assert result.rare == expected["rare"] and result.rare["mask_by"] == "given"
    with pytest.raises(ValueError, match="at least 1"):
        Game("octal:0.6").period(limit=100, mask=0)


def test_checks_answer_as_the_command_line(cli):
    for e, p in [(71, 12), (0, 12), (72, 24)]:
        done = cli.run(["check", "kayles", "--preperiod", str(e), "--period", str(p), "--json"], check=False)
        expected = json.loads(done.stdout)
        result = Game("kayles").check(e, p)
        assert result.to_dict() == expected
        assert result.holds is {0: True, 1: False, 3: None}[done.returncode]
    # Czajka prints 0.044's preperiod counted from heap 3: refuted as printed, the shifted claim holds.
    printed = Game("octal:0.044").check(211, 36)
    assert printed.holds is False
    assert printed.shifted is not None and printed.shifted["holds"] is True
    assert printed.shifted["preperiod"] == 214 and printed.shifted["source"] == "czajka-trivial"
    assert Game("kayles").check(71, 12).shifted is None


@pytest.mark.parametrize(
    "call, args",
    [
        (lambda: Game("kaylez"), ["period", "kaylez"]),
        (lambda: Game("sub:0,3"), ["period", "sub:0,3"]),
        (lambda: Game("octal:0.9"), ["period", "octal:0.9"]),
        (lambda: Game("sub:1,2/sideways"), ["period", "sub:1,2/sideways"]),
        (lambda: Game("sub:1,2/misere", rule="normal"), ["period", "sub:1,2/misere", "--rule", "normal"]),
    ],
)
def test_bad_input_raises_value_error_with_the_command_lines_message(cli, call, args):
    done = cli.run(args, check=False)
    assert done.returncode == 2
    message = done.stderr.strip().removeprefix("nimseq: error: ")
    with pytest.raises(ValueError) as raised:
        call()
    assert str(raised.value) == message


def test_sizes_beyond_the_limits_are_refused_before_any_memory_is_taken():
    with pytest.raises(ValueError, match="above the limit"):
        Game("kayles").values(2**40)
    with pytest.raises(ValueError, match="at least 0"):
        Game("kayles").values(-1)
    with pytest.raises(TypeError, match="whole number"):
        Game("kayles").values(10.5)
    with pytest.raises(ValueError):
        Game("kayles").period(limit=2**60)
    with pytest.raises(ValueError, match="far beyond"):
        Game("kayles").values(2**70)


def test_progress_is_told_how_far_the_work_is():
    calls = []
    Game("octal:0.6").values(1 << 17, progress=lambda done, total: calls.append((done, total)))
    assert calls and calls[-1] == (1 << 17, 1 << 17)
    assert [d for d, _ in calls] == sorted(d for d, _ in calls)

    class Bar:  # what tqdm offers
        total = None
        n = 0

        def update(self, k):
            self.n += k

    bar = Bar()
    Game("kayles").period(progress=bar)
    assert bar.total is not None and 0 < bar.n <= bar.total


def test_ctrl_c_stops_a_long_run_within_a_second():
    _, seconds = stop_on_ctrl_c(lambda: Game("octal:0.6").values(1 << 26))  # minutes of work
    assert seconds < 1.0, f"stopped {seconds:.2f} s after Ctrl-C"


def test_other_threads_run_while_values_are_computed():
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(time.monotonic())
            time.sleep(0.01)

    ticker = threading.Thread(target=tick)
    ticker.start()
    try:
        Game("octal:0.6").values(1 << 19)
    finally:
        stop.set()
        ticker.join()
    assert len(ticks) > 5


def test_notebooks_show_the_facts_and_a_link_to_the_page():
    result = Game("kayles").period()
    shown = result._repr_html_()
    xml.dom.minidom.parseString(shown)  # well-formed
    assert "octal:0.77 (Kayles)" in shown and "Guy–Smith" in shown and ">71<" in shown
    assert "?game=octal:0.77" in shown and "page_url" in shown
    nimseq.config.page_url = "https://example.org/nimseq/?old=1#x"
    try:
        assert Game("sub:1,3,4/misere").link() == "https://example.org/nimseq/?game=sub:1,3,4&rule=misere"
        shown = Game("kayles").period()._repr_html_()
        assert 'href="https://example.org/nimseq/?game=octal:0.77"' in shown
        frame = Game("kayles").board([7, 5, 3])._repr_html_()
        assert frame.startswith("<iframe ") and "view=play&amp;game=octal:0.77&amp;heaps=7,5,3&amp;embed=1" in frame
        with pytest.raises(ValueError, match="heap"):
            Game("kayles").board("7,x")
    finally:
        nimseq.config.page_url = None
    assert "page_url" in Game("kayles").board(7)._repr_html_()


def test_a_tqdm_bar_shows_the_progress():
    tqdm = pytest.importorskip("tqdm")
    import io

    out = io.StringIO()
    with tqdm.tqdm(file=out, mininterval=0) as bar:
        Game("octal:0.6").values(1 << 16, progress=bar)
    assert bar.n == bar.total == 1 << 16
    assert "65536/65536" in out.getvalue() or "65.5k/65.5k" in out.getvalue()


# ---- types: what a game is spelled as, what a count is ----


@pytest.mark.parametrize(
    "spec, hint",
    [
        (77, '"sub:77"'),  # not read as sub:77 (nor as octal:0.77): a game is spelled out
        (None, "NoneType"),
        (b"kayles", "decode"),
        (3.5, "float"),
        (["kayles"], "list"),
    ],
)
def test_a_game_is_spelled_as_a_str_anything_else_is_a_type_error(spec, hint):
    with pytest.raises(TypeError) as raised:
        Game(spec)
    message = str(raised.value)
    assert "a game is its spelling, a str" in message and hint in message
    with pytest.raises(TypeError, match="a game is its spelling"):
        nimseq.misere_quotient(spec, 5)
    with pytest.raises(TypeError, match="a game is its spelling"):
        nimseq.Game("kayles").__class__(spec)


def test_every_spelling_of_a_game_as_a_str_is_read():
    assert Game("77").spec == "sub:77"
    assert Game("1,2,3").spec == Game("sub:1-3").spec == "sub:1-3"
    assert Game("0.77") == Game(".77") == Game("K") == Game("Kayles") == Game("octal:0.77")
    assert Game("Nim").spec == "tb:0.[3]"
    assert Game(np.str_("kayles")) == Game("kayles")  # a str's subclass is a str
    assert Game("sub:1,3,4", "misere").spec == "sub:1,3,4/misere"
    assert Game(Game("sub:1,3,4"), rule="misere").spec == "sub:1,3,4/misere"
    with pytest.raises(TypeError, match="rule must be a str, not int"):
        Game("kayles", rule=1)


# (a call, the name its message gives the count)
NEGATIVE = [
    (lambda: Game("kayles").values(-1), "n"),
    (lambda: Game("kayles").period(limit=-1), "limit"),
    (lambda: Game("kayles").period(mask=-1), "mask"),
    (lambda: Game("kayles").check(-1, 12), "preperiod"),
    (lambda: Game("kayles").check(71, -1), "period"),
    (lambda: Game("kayles").overview(-1), "n"),
    (lambda: Game("kayles").board(-1), "heaps"),
    (lambda: Game("kayles").board([3, -1]), "a heap"),
    (lambda: nimseq.misere_quotient("kayles", -1), "heaps"),
    (lambda: nimseq.misere_quotient("kayles", 5, max_elements=-1), "max_elements"),
    (lambda: nimseq.misere_quotient("tb:0.[3]", 3).element_of(-1), "heap"),
    (lambda: nimseq.sum_(("kayles", -1)), "a heap size"),
    (lambda: nimseq.sum_(-1), "a heap"),
    (lambda: nimseq.Nimber(-1), "a nimber"),
    (lambda: nimseq.nim_sum(1, -1), "a nimber"),
    (lambda: nimseq.mex([0, -1]), "a value"),
    (lambda: nimseq.Nimber(2) ** -1, "a nim-power's exponent"),
    (lambda: nimseq.sweep(dims=2, max=-1), "max"),
    (lambda: nimseq.records(size=2, max=10, from_=-1), "from_"),
    (lambda: nimseq.atlas(digits=-1), "digits"),
    (lambda: nimseq.heatmap(max=-1), "max"),
    (lambda: nimseq.heatmap(max=40, width=-1), "width"),
]


@pytest.mark.parametrize("call, what", NEGATIVE)
def test_a_negative_number_has_one_message_everywhere(call, what):
    with pytest.raises(ValueError) as raised:
        call()
    assert str(raised.value) == f"{what} must be at least 0, not -1"


def test_counts_of_the_wrong_type_are_type_errors():
    for bad in (10.5, "10", None, True):
        with pytest.raises(TypeError, match="n must be a whole number, not"):
            Game("kayles").values(bad)
    assert Game("kayles").values(np.int64(5)).tolist() == [0, 1, 2, 3, 1]  # numpy's ints
    with pytest.raises(TypeError, match="progress must be a function"):
        Game("kayles").values(5, progress="yes")


# ---- results: typed classes made in Rust ----


def test_results_are_the_rust_modules_classes_with_a_getter_for_every_field():
    results = [
        Game("kayles").period(),
        Game("octal:0.6").period(limit=4095),
        Game("kayles").check(71, 12),
        nimseq.misere_quotient("kayles", 30, max_elements=4),
        nimseq.sum_("K5", "3"),
        nimseq.sum_("K3", "K4", "K6", rule="misere"),
    ]
    for result in results:
        assert isinstance(result, nimseq.Result)
        rust = type(result).__mro__[2]
        assert rust.__module__ == "nimseq._nimseq", rust
        document = result.to_dict()
        assert isinstance(document, dict)
        for field in document:
            # A getter of the class (typed in _nimseq.pyi), not a look-up in a dict.
            assert field in vars(rust), field
            assert getattr(result, field) == document[field] == result[field], field
        for indent in (None, 0, 2, 4):  # the text Python's json writes
            assert result.to_json(indent=indent) == json.dumps(
                document, indent=indent, ensure_ascii=False
            )
    with pytest.raises(AttributeError, match="Period has no field 'periodd'"):
        results[0].periodd


def test_the_package_parses_no_json():
    """Results come from Rust as classes, dicts and lists: no JSON text is read in Python."""
    from pathlib import Path

    for source in Path(nimseq.__file__).parent.glob("*.py"):
        text = source.read_text(encoding="utf-8")
        assert "import json" not in text and "json.loads" not in text, source.name


def test_values_are_uint16_as_the_stubs_say():
    from pathlib import Path

    stubs = (Path(nimseq.__file__).parent / "_nimseq.pyi").read_text(encoding="utf-8")
    assert "def values(self, n: int, progress: Progress = None) -> npt.NDArray[np.uint16]" in stubs
    assert Game("kayles").values(3).dtype == np.uint16
    assert "Any" not in stubs


def test_games_and_results_compare_hash_and_pickle():
    import copy
    import pickle

    g = Game("sub:1,3,4/misere")
    again = pickle.loads(pickle.dumps(g))
    assert again == g and type(again) is Game and hash(again) == hash(g)
    assert copy.deepcopy(g) == g
    p, q = Game("kayles").period(), Game("kayles").period()
    assert p == q and hash(p) == hash(q) and p != Game("kayles").check(71, 12)
    assert len({p, q}) == 1
    # Periods, checks and sums are pickled as their documents; a quotient is not.
    for result in (
        Game("octal:0.6").period(limit=4095),
        Game("kayles").check(0, 12),
        nimseq.sum_("K5", "3"),
        nimseq.sum_("K3", "K4", "K6", rule="misere"),
    ):
        again = pickle.loads(pickle.dumps(result))
        assert type(again) is type(result) and again == result
        assert again._repr_html_() == result._repr_html_()
        assert copy.deepcopy(result) == result
    assert pickle.loads(pickle.dumps(p)).settle is None
    assert "limit=16383" in pickle.loads(pickle.dumps(Game("octal:0.6").period(limit=4095))).settle
    with pytest.raises(TypeError, match="a misère quotient cannot be pickled"):
        pickle.dumps(nimseq.misere_quotient("tb:0.[3]", 3))
