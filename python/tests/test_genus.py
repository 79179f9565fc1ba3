"""``Game.genus``: the misère genus of a game's heaps, against the definition (computed here
by a plain recursion over positions), against the command line's ``nimseq genus --json``, and
its types and errors."""

from __future__ import annotations

from functools import lru_cache
from typing import Tuple

import pytest

import nimseq
from nimseq import Game, Genus

from conftest import stop_on_ctrl_c


def _mex(values) -> int:
    seen = set(values)
    m = 0
    while m in seen:
        m += 1
    return m


@lru_cache(maxsize=None)
def _kayles_misere(rows: Tuple[int, ...], twos: int, ones: int) -> int:
    """The misère nim-value of Kayles rows plus ``twos`` Nim heaps of 2 and ``ones`` of 1:
    1 without a move, else the mex of the options' values."""
    seen = []
    for i, row in enumerate(rows):
        rest = rows[:i] + rows[i + 1 :]
        for take in (1, 2):
            for left in range(0, row - take + 1):
                after = tuple(sorted(r for r in rest + (left, row - take - left) if r > 0))
                seen.append(_kayles_misere(after, twos, ones))
    if twos:
        seen.append(_kayles_misere(rows, twos - 1, ones + 1))
        seen.append(_kayles_misere(rows, twos - 1, ones))
    if ones:
        seen.append(_kayles_misere(rows, twos, ones - 1))
    return _mex(seen) if seen else 1


def test_kayles_agrees_with_the_definition():
    genera = Game("kayles").genus(8)
    assert [g.heap for g in genera] == list(range(9))
    normal = Game("kayles").values(9).tolist()
    for g in genera:
        assert g.normal == normal[g.heap]
        assert g.values == [g.normal, *g.superscript]
        for k in range(5):
            row = (g.heap,) if g.heap else ()
            assert g.term(k) == _kayles_misere(row, k, 0), (g.heap, k, g.symbol)
        assert g.misere == g.term(0)


def test_winning_ways_symbols():
    symbols = [g.symbol for g in Game("octal:0.77").genus(20)]
    assert symbols[5] == "4^146"
    assert symbols[:4] == ["0^120", "1^031", "2^20", "3^31"]
    assert symbols[20] == "1^031"
    dawson = Game("octal:0.07").genus(14)
    assert str(dawson[14]) == "4^146"
    assert repr(dawson[10]) == "Genus(10, '3^1431')"
    assert dawson[10].superscript == (1, 4, 3, 1)
    # Past the written digits the last two alternate.
    assert [dawson[10].term(k) for k in range(2, 7)] == [3, 1, 3, 1, 3]


def test_is_the_command_lines(cli):
    document = cli.json(["genus", "octal:0.75", "--to", "16"])
    genera = Game("octal:0.75").genus(16)
    assert document["status"] == "complete"
    assert [e["heap"] for e in document["genus"]] == [g.heap for g in genera]
    assert [e["values"] for e in document["genus"]] == [g.values for g in genera]
    assert [e["symbol"] for e in document["genus"]] == [g.symbol for g in genera]


def test_types_and_errors():
    g = Game("sub:1,2").genus(3)[3]
    assert isinstance(g, Genus) and isinstance(g, nimseq.Genus)
    assert g == Game("sub:1,2/misere").genus(3)[3]
    with pytest.raises(ValueError, match="max_positions"):
        Game("kayles").genus(40, max_positions=50)
    with pytest.raises(ValueError, match="positions"):
        Game("kayles").genus(3, max_positions=0)
    with pytest.raises(TypeError):
        Game("kayles").genus("ten")
    with pytest.raises(ValueError):
        Game("kayles").genus(-1)
    with pytest.raises(ValueError, match="game"):
        Game("*3").genus(2)


def test_progress_counts_heaps():
    told = []
    Game("octal:0.07").genus(30, progress=lambda done, total: told.append((done, total)))
    assert told and told[-1] == (31, 31)


def test_ctrl_c_stops_a_long_genus():
    raised, after = stop_on_ctrl_c(lambda: Game("octal:0.75").genus(200, max_positions=1 << 26))
    assert after < 2.0
