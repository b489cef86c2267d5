"""An event no effect can modify now is settled as it is, without walking its orders (resolver/damage.py
_untouched): the same answer as the walk (the exhaustive engine walks every event), and the walk still runs
where an effect can apply (a shield counter's prevention once the creature has the counter, CR 122.1c)."""

from __future__ import annotations

import pytest
from helpers import creature

from resolver import damage, engine, parse_scenario, resolve


@pytest.fixture()
def walks(monkeypatch):
    """How many events had their orders walked (in the resolution itself: the suite's second and third
    resolutions of each, tests/conftest.py, are off; these tests compare with the exhaustive engine themselves)."""
    monkeypatch.setattr(engine, "CHECK_MEMO", False)
    monkeypatch.setattr(engine, "CHECK_MERGE", False)
    count = [0]
    walk = damage.settle_orders

    def counted(*args, **kwargs):
        count[0] += 1
        return walk(*args, **kwargs)

    monkeypatch.setattr(damage, "settle_orders", counted)
    return count


def blocked(shield: bool = False) -> dict:
    """A 5/5 blocked by a 2/2 and a 3/3 (each creature has a shield counter's prevention, inactive without it)."""
    big = creature("big", "You", 5, 5)
    two = creature("two", "Opponent", 2, 2)
    if shield:
        two["counters"] = {"shield": 1}
    return {
        "battlefield": [big, two, creature("three", "Opponent", 3, 3)],
        "actions": [{"combat": {"attackers": {"big": "Opponent"}, "blockers": {"two": "big", "three": "big"}}}],
    }


def exhaustive(data: dict) -> dict:
    scenario = parse_scenario(data)
    return engine._resolve(scenario, None, 256, True, merge=False, exhaustive=True).model_dump()


def test_events_nothing_can_modify_are_not_walked_and_answer_alike(walks):
    res = resolve(parse_scenario(blocked()))
    assert walks[0] == 0
    assert res.model_dump() == exhaustive(blocked())
    (o,) = [o for o in res.outcomes if o.choices == ["big assigns 2 to two, 3 to three"]]
    assert o.permanents["two"].zone == o.permanents["three"].zone == "graveyard"
    assert o.permanents["big"].zone == "graveyard"  # 2 + 3 damage: lethal
    (o,) = [o for o in res.outcomes if o.choices == ["big assigns 4 to two, 1 to three"]]
    assert (o.permanents["three"].zone, o.permanents["three"].damage) == ("battlefield", 1)
    assert o.permanents["two"].zone == "graveyard"


def test_a_shield_counter_is_walked_and_prevents(walks):
    res = resolve(parse_scenario(blocked(shield=True)))
    assert walks[0] > 0
    assert res.model_dump() == exhaustive(blocked(shield=True))
    (o,) = [o for o in res.outcomes if o.choices == ["big assigns 2 to two, 3 to three"]]
    # the shield prevents the 2 and is removed (122.1c); the 3/3 dies; 2 + 3 to the 5/5 kills it
    assert (o.permanents["two"].zone, o.permanents["two"].damage, o.permanents["two"].counters) == (
        "battlefield",
        0,
        {},
    )
    assert o.permanents["three"].zone == "graveyard" and o.permanents["big"].zone == "graveyard"
