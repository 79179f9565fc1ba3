"""Misère quotients, sums of heaps and nimber arithmetic: the package against the command line
(`nimseq misere`, `nimseq sum`) and against definitions computed here."""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pytest

import nimseq
from conftest import stop_on_ctrl_c
from nimseq import Game, Nimber, Quotient, Sum, mex, misere_quotient, nim_product, nim_sum, sum_


def cli_error(cli, args):
    """The command line's message for bad input (its one stderr line, without `nimseq: `)."""
    done = cli.run(args, check=False)
    assert done.returncode == 2, done.stderr
    line = done.stderr.strip().splitlines()[-1]
    return line.split(": ", 1)[1] if line.startswith("nimseq") else line


# ---- misère quotients ----


@pytest.mark.parametrize(
    "game, args",
    [
        ("kayles", ["misere", "octal:0.77", "--heaps", "30"]),
        (Game("sub:1,3,4/misere"), ["misere", "sub:1,3,4", "--rule", "misere", "--heaps", "40"]),
        ("tb:0.[3]", ["misere", "tb:0.[3]", "--heaps", "3"]),
    ],
)
def test_quotient_is_the_command_lines(cli, game, args):
    q = misere_quotient(game, int(args[args.index("--heaps") + 1]))
    assert isinstance(q, Quotient)
    assert q.to_dict() == cli.json(args)
    # The convenient names agree with the indices.
    assert q.p_portion == [q.elements[x] for x in q.p_positions]
    assert q.pretending_elements == [q.elements[x] for x in q.pretending]
    assert q.table.shape == (q.order, q.order)
    assert q.table.tolist() == q.product
    assert q.elements[q.identity] == "1"


def test_misere_nim_is_t2():
    q = misere_quotient("tb:0.[3]", 3)
    assert q.elements == ["1", "a", "b", "ab", "b^2", "ab^2"]
    assert q.p_portion == ["a", "b^2"]
    assert q.presentation == "<a, b | a^2 = 1, b^3 = b>"
    assert [q.element_of(n) for n in range(4)] == ["1", "a", "b", "ab"]
    # 1 + 2 + 3 is ab · ab = b^2: P. 1 + 1 is a^2 = 1: N (a lone... no heap: the mover wins).
    assert q.product_of(1, 2, 3) == "b^2" and q.is_p(1, 2, 3)
    assert not q.is_p(1, 1) and q.is_p(1) and not q.is_p(2)
    assert q.generators == [("a", 1), ("b", 2)]
    with pytest.raises(ValueError, match="no period"):
        q.element_of(10)


def test_a_periodic_quotient_covers_every_heap():
    q = misere_quotient("sub:1,3,4/misere", 40)
    assert q.status == "periodic" and q.period is not None
    e, p = q.period["preperiod"], q.period["period"]
    n = len(q.pretending) + 5 * p + 3
    assert q.index_of(n) == q.pretending[e + (n - e) % p]
    html = q._repr_html_()
    assert "<table" in html and "nimseq-products" in html
    assert "view=quotient" in html and "game=sub:1,3,4" in html and "upto=40" in html


def test_an_exceeded_quotient_names_the_keyword(cli):
    q = misere_quotient("kayles", 30, max_elements=4)
    assert q.status == "exceeded"
    doc = cli.json(["misere", "octal:0.77", "--heaps", "30", "--max-elements", "4"])
    assert doc["exceeded"]["option"] == "--max-elements"
    assert q.exceeded["option"] == "max_elements"
    doc["exceeded"]["option"] = "max_elements"
    assert q.to_dict() == doc
    assert "raise it with max_elements=N" in q.summary
    assert "elements=4" in q._repr_html_()


def test_quotient_progress_counts_heaps():
    seen = []
    q = misere_quotient("octal:0.75", 40, progress=lambda done, total: seen.append((done, total)))
    assert seen and all(total == 40 for _, total in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert seen[-1][0] == q.heaps_done


@pytest.mark.parametrize(
    "call, args",
    [
        (lambda: misere_quotient("kayles", 0), ["misere", "kayles", "--heaps", "0"]),
        (lambda: misere_quotient("octal:0.9", 5), ["misere", "octal:0.9", "--heaps", "5"]),
        (
            lambda: misere_quotient("kayles", 5, max_candidate_size=0),
            ["misere", "kayles", "--heaps", "5", "--max-candidate-size", "0"],
        ),
        (
            lambda: misere_quotient("kayles", 5, max_elements=10**9),
            ["misere", "kayles", "--heaps", "5", "--max-elements", str(10**9)],
        ),
    ],
)
def test_quotient_bad_input_says_what_the_command_line_says(cli, call, args):
    with pytest.raises(ValueError) as raised:
        call()
    assert str(raised.value) in cli_error(cli, args)


def test_quotient_bad_types():
    with pytest.raises(TypeError):
        misere_quotient("kayles", 2.5)
    with pytest.raises(TypeError):
        misere_quotient(77, 5)
    with pytest.raises(ValueError):
        misere_quotient("kayles", -1)


def test_ctrl_c_stops_a_long_quotient_within_a_second():
    # The command line's own test of Ctrl-C: far longer than this test when left to run.
    raised, seconds = stop_on_ctrl_c(lambda: misere_quotient("octal:0.54", 300, max_elements=4096))
    assert seconds < 1.0, seconds
    kept = raised.value.quotient
    assert kept.status == "interrupted" and 1 <= kept.heaps_done < 300
    assert len(kept.pretending) == kept.heaps_done + 1


# ---- sums ----


@lru_cache(maxsize=None)
def _values(spec: str, n: int) -> tuple:
    return tuple(int(v) for v in Game(spec).values(n))


def value_of(heap: str) -> int:
    """A heap's value from Game.values (a nimber `*n` is n; another game given by its
    options, which Game does not play, is valued alone)."""
    if heap.startswith("*"):
        return int(heap[1:])
    if "@" not in heap:
        return sum_(heap).values[0]
    spec, size = heap.rsplit("@", 1)
    size = int(size)
    return _values(spec, max(64, size + 1))[size]


@pytest.mark.parametrize(
    "heaps, limit",
    [
        (["K5", "sub:1,2@7", "3"], None),
        (["octal:0.07@10", "octal:0.137@9", "sub:2,4,7@20"], None),
        (["sub:1-3@5", "sub:1-3@6"], None),
        (["sub:1,4@5", "sub:1,4@4"], None),  # the losing side: nim-sum 0, no winning move
        (["Kayles, a row of 6", "Nim 4", "{0, *1, {0, *2}}"], None),
        # Games with no period (or a late one): their values up to the limit, as --limit.
        (["grundy@9", "tb:4.[3]@6", "K7"], 300),
    ],
)
def test_sum_is_the_command_lines_and_its_moves_win(cli, heaps, limit):
    s = sum_(*heaps, limit=limit)
    assert isinstance(s, Sum)
    more = [] if limit is None else ["--limit", str(limit)]
    assert s.to_dict() == cli.json(["sum", *heaps, *more])
    assert s.values == [value_of(h) for h in s.heaps]
    assert s.nim_sum == nim_sum(*s.values)
    assert s.first_player_wins == (s.nim_sum != 0)
    assert bool(s.winning_moves) == s.first_player_wins
    assert len(s.moves) == len(s.winning_moves)
    for w in s.winning_moves:
        # Each leaves a P-position: the nim-sum of the values after the move is 0.
        assert nim_sum(*(value_of(h) for h in w["result"])) == 0, w


@pytest.mark.parametrize(
    "heaps, decided_by",
    [
        (["sub:1,2@5", "K4"], "search"),
        (["K3", "K4", "K6"], "quotient"),
        (["Nim 1", "Nim 2", "Nim 3"], "quotient"),
        (["sub:1,3,4@9", "sub:1,3,4@5"], "quotient"),
    ],
)
def test_misere_sum_is_the_command_lines_and_its_moves_win(cli, heaps, decided_by):
    s = sum_(*heaps, rule="misere")
    assert s.to_dict() == cli.json(["sum", *heaps, "--rule", "misere"])
    assert s.misere and s.decided_by == decided_by
    assert s.outcome == ("N" if s.first_player_wins else "P")
    for w in s.winning_moves:
        if w["result"]:
            assert not sum_(*w["result"], rule="misere").first_player_wins, w
    assert len(s.moves) == len(s.winning_moves)
    if decided_by == "quotient" and s.winning_moves:
        assert all("(leaves " in line for line in s.moves)


def test_heaps_are_spelled_as_the_command_line_or_as_pairs():
    spelled = sum_("octal:0.77@5", "sub:1,2@7", "*3")
    assert sum_((Game("kayles"), 5), ("sub:1,2", 7), 3) == spelled
    assert sum_(["K5", "sub:1,2 7", Nimber(3)]) == spelled
    assert sum_("sub:1,2/misere@5", "K4") == sum_("sub:1,2@5", "K4", rule="misere")
    # The games' own words: pins of a row, stones of a heap.
    row = sum_("K5").moves
    assert row and all(line.startswith("row 1: knock down ") for line in row)
    assert sum_("sub:1,2@7").moves == ["heap 1: take 1 stone, leaving 6  ->  sub:1,2@6"]


def test_sum_in_a_notebook_links_the_board():
    html = sum_("K5", "K3")._repr_html_()
    assert "knock down" in html and "view=play" in html and "heaps=5,3" in html
    html = sum_("K3", "K4", "K6", rule="misere")._repr_html_()
    assert "rule=misere" in html and "P-portion" in html


@pytest.mark.parametrize(
    "heaps, rule, args",
    [
        (["Kaylez 5"], None, ["sum", "Kaylez 5"]),
        (["Kayles"], None, ["sum", "Kayles"]),
        (["sub:1,2/misere@5", "sub:1,2@3"], None, ["sum", "sub:1,2/misere@5", "sub:1,2@3"]),
        (["sub:1,2/misere@5"], "normal", ["sum", "sub:1,2/misere@5", "--rule", "normal"]),
        (["octal:0.77@9999999"], None, ["sum", "octal:0.77@9999999"]),
    ],
)
def test_sum_bad_input_says_what_the_command_line_says(cli, heaps, rule, args):
    with pytest.raises(ValueError) as raised:
        sum_(*heaps, rule=rule)
    assert str(raised.value) in cli_error(cli, args)


def test_sum_bad_rule_and_types():
    with pytest.raises(ValueError, match="normal or misère"):
        sum_("K5", rule="take-all")
    with pytest.raises(ValueError):
        sum_()
    with pytest.raises(TypeError):
        sum_(2.5)
    with pytest.raises(TypeError):
        sum_(("kayles", "five"))


# ---- nimbers ----


def _products_by_mex(n: int):
    table = [[0] * n for _ in range(n)]
    for a in range(n):
        for b in range(n):
            table[a][b] = mex(
                table[a2][b] ^ table[a][b2] ^ table[a2][b2] for a2 in range(a) for b2 in range(b)
            )
    return table


def test_nim_product_is_the_mex_definition():
    table = _products_by_mex(16)
    for a in range(16):
        for b in range(16):
            assert nim_product(a, b) == table[a][b], (a, b)
            assert Nimber(a) * Nimber(b) == Nimber(table[a][b])


def test_known_products_and_big_values():
    assert [nim_product(2, 2), nim_product(4, 4), nim_product(8, 8), nim_product(16, 16)] == [3, 6, 13, 24]
    assert nim_product(2, 3) == 1  # 3 is 2's inverse
    assert nim_product(2**32, 2**32) == 2**32 + 2**31
    top = 2**64 - 1
    assert nim_product(top, 1) == top and nim_sum(top, 1) == top - 1
    # Distributive over the nim-sum, on a few 64-bit values.
    xs = [top, 2**63 + 1, 0x123456789ABCDEF0, 3]
    for a in xs:
        for b in xs:
            for c in xs:
                assert nim_product(a, b ^ c) == nim_product(a, b) ^ nim_product(a, c)


def test_nim_sum_and_mex():
    assert nim_sum() == 0 and nim_sum(5, 6) == 3 and nim_sum(1, 2, 3) == 0
    assert nim_sum(np.uint16(7), Nimber(7)) == 0
    assert mex([]) == 0 and mex([0, 1, 3]) == 2 and mex(range(10)) == 10 and mex({1, 2}) == 0


def test_nimber_values():
    a = Nimber(5)
    assert repr(a) == "*5" and str(a) == "*5" and int(a) == 5 and a.value == 5
    assert a + Nimber(3) == Nimber(6) and a + 3 == Nimber(6) and 3 + a == Nimber(6)
    assert a - a == Nimber(0) and -a == a and not Nimber(0) and bool(a)
    assert Nimber(2) * 2 == Nimber(3) and 2 * Nimber(2) == Nimber(3)
    assert Nimber(2) ** 3 == Nimber(1) and Nimber(7) ** 0 == Nimber(1)
    assert a == Nimber(5) and a != Nimber(4) and a != 5
    assert len({Nimber(5), Nimber(5), Nimber(6)}) == 2
    assert Nimber(2**64 - 1).value == 2**64 - 1
    assert sum([Nimber(1), Nimber(2), Nimber(3)], Nimber(0)) == Nimber(0)


def test_nimbers_refuse_what_is_no_nimber():
    for bad in (-1, 2**64):
        with pytest.raises(ValueError):
            Nimber(bad)
        with pytest.raises(ValueError):
            nim_product(bad, 1)
        with pytest.raises(ValueError):
            nim_sum(1, bad)
        with pytest.raises(ValueError):
            mex([0, bad])
    with pytest.raises(ValueError, match="at most 18446744073709551615"):
        Nimber(2**64)
    for bad in (1.5, "3", None, True):
        with pytest.raises(TypeError):
            Nimber(bad)
        with pytest.raises(TypeError):
            nim_product(bad, 1)
    with pytest.raises(TypeError):
        Nimber(1) + 1.5
    with pytest.raises(TypeError):
        mex("012")


def test_the_public_names():
    for name in ("misere_quotient", "Quotient", "sum_", "Sum", "nim_sum", "nim_product", "mex", "Nimber"):
        assert name in nimseq.__all__ and hasattr(nimseq, name)


def test_the_quotients_algebra_is_the_cores():
    """index_of, element_of, product_of and is_p are the core's image and product."""
    q = misere_quotient("octal:0.75", 40)
    assert q.status == "periodic"
    e, p = q.period["preperiod"], q.period["period"]
    for n in list(range(len(q.pretending))) + [1001, 10**6, 2**40]:
        expected = q.pretending[n] if n < len(q.pretending) else q.pretending[e + (n - e) % p]
        assert q.index_of(n) == expected
        assert q.element_of(n) == q.elements[expected]
    x = q.identity
    for h in (2, 3, 1001):
        x = q.product[x][q.index_of(h)]
    assert q.product_of(2, 3, 1001) == q.elements[x]
    assert q.is_p(2, 3, 1001) == (x in q.p_positions)
    assert q.product_of() == "1" and q.is_p() is False
    with pytest.raises(TypeError):
        q.is_p("2")


def test_the_nimbers_docstring_examples():
    import doctest

    parser = doctest.DocTestParser()
    test = parser.get_doctest(Nimber.__doc__, {}, "Nimber", None, 0)
    assert test.examples, "the docstring has examples"
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.failures == 0


def test_a_misere_sum_has_no_values_and_a_normal_one_no_outcome():
    normal, misere = sum_("K5", "3"), sum_("K3", "K4", "K6", rule="misere")
    assert normal.values == [4, 3] and normal.outcome is None and normal.rule is None
    assert misere.values is None and misere.nim_sum is None and misere.outcome == "N"
    assert "values" not in misere.to_dict() and "outcome" not in normal.to_dict()
