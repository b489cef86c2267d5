"""The renderer writes once what outcomes share (resolver/engine.py _snapshot builds each player, permanent and step
once): the reply's data is `Resolution.model_dump()`, byte for byte and in the models' field order, with each shared
part the same dict in every outcome that shows it; the result lines are those made outcome by outcome."""

from __future__ import annotations

import json

import pytest
from corpus.run import entries
from helpers import creature

from commands.render import render_resolution, result_lines
from commands.resolve import run_scenario
from commands.situation import parse_situation
from resolver import parse_scenario, resolve

CONTROLLED = {e["id"]: e["controlled"] for e in entries() if "controlled" in e}


@pytest.mark.parametrize("key", ["jb-058", "rd-004", "mo-034"])
def test_the_data_is_the_model_dump_with_shared_parts_dumped_once(key, pool_index):
    """jb-058 (a 10/10 blocked three ways: 37 outcomes), rd-004 (Boros Reckoner's trigger), mo-034 (two Test of
    Faith), as the corpus words them."""
    res = run_scenario(parse_situation(CONTROLLED[key], pool_index).scenario, pool_index)
    data = render_resolution(res).data
    assert json.dumps(data) == json.dumps(res.model_dump())  # the same keys, values and order
    if len(res.outcomes) > 1:
        first, second = data["outcomes"][0], data["outcomes"][1]
        shared = [step for step in first["log"] if any(step is other for other in second["log"])]
        assert shared and shared[0]["rules"]  # a step both show, dumped once
        by_name: dict[str, list[dict]] = {}
        for o in data["outcomes"]:
            for name, player in o["players"].items():
                by_name.setdefault(name, []).append(player)
        # a player several outcomes leave alike: dumped once
        assert all(a is b for shown in by_name.values() for a in shown for b in shown if a == b)
        assert any(len({id(p) for p in shown}) < len(shown) for shown in by_name.values())


def test_result_lines_made_once_are_those_made_for_each_outcome():
    """Twins (two 2/2 creatures named Bear) are shown with their ids; the lines made once, by player and permanent,
    are the lines made afresh for each outcome."""
    data = {
        "battlefield": [
            creature("big", "You", 4, 4),
            creature("b1", "Opponent", 2, 2, name="Bear"),
            creature("b2", "Opponent", 2, 2, name="Bear"),
        ],
        "actions": [{"combat": {"attackers": {"big": "Opponent"}, "blockers": {"b1": "big", "b2": "big"}}}],
    }
    res = resolve(parse_scenario(data))
    assert len(res.outcomes) > 2
    made: dict[tuple, str] = {}
    for o in res.outcomes:
        assert result_lines(o, res.ruleset, made) == result_lines(o, res.ruleset)
    shown = result_lines(res.outcomes[0], res.ruleset)
    assert "Bear [b1] (Opponent): graveyard" in shown and "You: 20 life" in shown
