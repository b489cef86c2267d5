"""Reusing settled damage events across lines of play (resolver/memo.py) is a speed-up only: the
answer must be the one made without it (the suite checks that for every resolution, see conftest)."""

import pytest
from helpers import creature, spell

from resolver import engine, parse_scenario, resolve
from resolver.memo import EventMemo


def three_choices() -> dict:
    """Earthquake for 2 to eight creatures while Furnace of Rath doubles damage and three of them have a
    shield: each shielded creature's controller chooses prevent-then-double or double-then-prevent
    (CR 616.1) — 3 binary choices, 8 lines of play."""
    battlefield = [creature(f"c{i}", "You", 2, 5) for i in range(8)]
    shields = [
        {"kind": "prevent", "amount": n, "to": [{"id": f"c{i}"}], "name": name}
        for i, (n, name) in enumerate([(1, "Samite Healer"), (2, "Healing Salve"), (3, "Mending Hands")])
    ]
    quake = spell("Earthquake", colors=("R",), ident="quake")
    return {
        "battlefield": battlefield,
        "effects": [{"kind": "double", "name": "Furnace of Rath"}, *shields],
        "actions": [{"damage": [{"source": quake, "to": b["id"], "amount": 2} for b in battlefield]}],
    }


@pytest.fixture()
def memos(monkeypatch):
    made: list[EventMemo] = []

    class Counting(EventMemo):
        def __init__(self) -> None:
            super().__init__()
            made.append(self)

    monkeypatch.setattr(engine, "EventMemo", Counting)
    return made


def test_lines_of_play_reuse_settled_events_and_get_the_same_answer(memos):
    scenario = parse_scenario(three_choices())
    reused = resolve(scenario)
    assert memos and memos[0].reused >= 40  # 8 lines x 8 events, most settled once
    plain = resolve(scenario, reuse=False)
    assert reused.model_dump() == plain.model_dump()
    assert len(reused.outcomes) == 8
    by_choice = {tuple(o.choices): o for o in reused.outcomes}
    first = by_choice[
        (
            "c0: Furnace of Rath → Samite Healer",
            "c1: Furnace of Rath → Healing Salve",
            "c2: Furnace of Rath → Mending Hands",
        )
    ]
    # double first: 4, then the shield prevents 1 / 2 / 3
    assert [first.permanents[f"c{i}"].damage for i in range(3)] == [3, 2, 1]
    last = by_choice[("c0: Samite Healer → Furnace of Rath", "c1: Healing Salve", "c2: Mending Hands")]
    # prevent first: 2-1 = 1 doubled to 2; 2-2 = 0 and 2-3 = 0: nothing left to double
    assert [last.permanents[f"c{i}"].damage for i in range(3)] == [2, 0, 0]
    assert all(o.permanents["c5"].damage == 4 for o in reused.outcomes)


def test_a_single_line_never_makes_a_memo_entry(memos):
    data = three_choices()
    data["choices"] = [
        "c0: Furnace of Rath → Samite Healer",
        "c1: Furnace of Rath → Healing Salve",
        "c2: Mending Hands",
    ]
    res = resolve(parse_scenario(data))
    assert len(res.outcomes) == 1 and memos[0].entries == {} and memos[0].reused == 0
