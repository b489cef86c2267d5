"""Known hard cases (as engines like XMage learned them) with asserted outcomes."""

import pytest
from helpers import (
    cited,
    counters_op,
    creature,
    damage_back,
    effect,
    hit,
    one,
    self_prevention,
    solve,
    spell,
    step_with,
)


def test_shield_counter_against_unpreventable_damage_counter_removed_damage_dealt():
    res = solve(
        battlefield=[creature("duelist", "You", 2, 3, name="Disciplined Duelist", counters={"shield": 1})],
        actions=[hit(spell("Call In a Professional", ident="call"), "duelist", 2, unpreventable=True)],
    )
    o = one(res)
    assert o.permanents["duelist"].counters == {}
    assert o.permanents["duelist"].damage == 2
    assert {"122.1c", "615.12"} <= cited(o)


def test_shield_counter_prevents_damage_and_only_one_counter_goes():
    res = solve(
        battlefield=[creature("duelist", "You", 2, 1, counters={"shield": 2})],
        actions=[hit(spell("Lightning Bolt", ident="bolt"), "duelist", 3)],
    )
    o = one(res)
    assert o.permanents["duelist"].counters == {"shield": 1}
    assert o.permanents["duelist"].damage == 0
    assert step_with(o, "shield counter prevents 3").rules == ["122.1c"]


def test_phantom_removes_one_counter_per_event_even_when_double_blocked():
    res = solve(
        battlefield=[
            creature("nishoba", "You", 0, 0, name="Phantom Nishoba", counters={"+1/+1": 7}),
            creature("a", "Opponent", 2, 2),
            creature("b", "Opponent", 3, 3),
        ],
        effects=[self_prevention("nishoba", "Phantom Nishoba", counters_op(remove=True))],
        actions=[
            {
                "combat": {
                    "attackers": {"nishoba": "Opponent"},
                    "blockers": {"a": "nishoba", "b": "nishoba"},
                    "assign": {"nishoba": {"a": 2, "b": 5}},
                }
            }
        ],
    )
    o = one(res)
    assert o.permanents["nishoba"].counters == {"+1/+1": 6}
    assert o.prevented == 5
    assert o.permanents["a"].zone == o.permanents["b"].zone == "graveyard"


def test_prevent_vs_double_ordering_gives_two_outcomes():
    res = solve(
        battlefield=[creature("bears", "You", 2, 9)],
        effects=[{"kind": "double", "name": "Furnace of Rath"}],
        actions=[
            effect(kind="prevent", amount=2, to=[{"id": "bears"}], name="Healing Salve", controller="You"),
            hit(spell("Lightning Bolt", ident="bolt"), "bears", 3),
        ],
    )
    assert sorted(o.permanents["bears"].damage for o in res.outcomes) == [2, 4]


def test_next_red_source_shield_is_spent_by_the_first_hit_of_a_double_striker():
    res = solve(
        battlefield=[creature("duelist", "Opponent", 3, 3, colors=("R",), keywords=("double strike",))],
        actions=[
            effect(
                kind="prevent",
                uses="next",
                choose_source={"colors": ["R"]},
                from_=[{"id": "duelist"}],
                to=[{"player": "You"}],
                name="Circle of Protection: Red",
                controller="You",
            ),
            {"combat": {"attackers": {"duelist": "You"}}},
        ],
    )
    o = one(res)
    assert o.players["You"].life == 17
    assert o.prevented == 3
    assert {"615.8", "510.4"} <= cited(o)


def test_zero_damage_fires_nothing():
    res = solve(
        battlefield=[creature("vindicator", "You", 5, 5), creature("hawk", "Opponent", 0, 3, keywords=("lifelink",))],
        effects=[
            {"kind": "double", "name": "Furnace of Rath"},
            self_prevention("vindicator", "Phyrexian Vindicator", damage_back("Opponent")),
        ],
        actions=[hit("hawk", "vindicator", 0)],
    )
    o = one(res)
    assert o.players["Opponent"].life == 20
    assert o.prevented == 0
    assert [s.rules for s in o.log] == [["120.8"]]


def test_fog_prevents_all_combat_damage_but_not_noncombat():
    res = solve(
        battlefield=[creature("giant", "Opponent", 3, 3), creature("bears", "You", 2, 2)],
        actions=[
            effect(kind="prevent", damage="combat", name="Fog", controller="You"),
            {"combat": {"attackers": {"giant": "You"}, "blockers": {"bears": "giant"}}},
            hit(spell("Shock", ident="shock"), "bears", 2),
        ],
    )
    o = one(res)
    assert o.permanents["giant"].damage == 0
    assert o.permanents["bears"].zone == "graveyard"  # the Shock wasn't combat damage
    assert o.prevented == 5


def test_protection_prevents_damage_from_that_color_unless_unpreventable():
    res = solve(
        battlefield=[creature("kor", "You", 2, 2, colors=("W",), keywords=("protection from red",))],
        actions=[hit(spell("Lightning Bolt", ident="bolt"), "kor", 3)],
    )
    assert one(res).permanents["kor"].zone == "battlefield"
    assert "702.16e" in cited(one(res))
    res = solve(
        battlefield=[creature("kor", "You", 2, 2, colors=("W",), keywords=("protection from red",))],
        actions=[hit(spell("Banefire", ident="banefire"), "kor", 5, unpreventable=True)],
    )
    assert one(res).permanents["kor"].zone == "graveyard"


ROCK_HYDRA = {
    "kind": "prevent",
    "amount": "counters",
    "requires_counter": "+1/+1",
    "static": True,
    "source": "hydra",
    "to": [{"id": "this"}],
    "name": "Rock Hydra",
}


@pytest.mark.parametrize(
    ("amount", "prevented", "counters_left", "zone"), [(1, 1, {"+1/+1": 1}, "battlefield"), (3, 2, {}, "graveyard")]
)
def test_rock_hydra_spends_one_counter_per_damage_prevented(amount, prevented, counters_left, zone):
    res = solve(
        battlefield=[creature("hydra", "You", 0, 0, name="Rock Hydra", colors=("R",), counters={"+1/+1": 2})],
        effects=[ROCK_HYDRA],
        actions=[hit(spell("Shock", ident="shock"), "hydra", amount)],
    )
    o = one(res)
    assert o.prevented == prevented
    assert o.permanents["hydra"].zone == zone  # a 0/0 with no counters left dies (704.5f)
    if zone == "battlefield":
        assert o.permanents["hydra"].counters == counters_left


def test_deflecting_palm_style_additional_damage_goes_to_the_sources_controller():
    res = solve(
        battlefield=[creature("giant", "Opponent", 3, 3)],
        sources=[spell("Deflecting Palm", "You", ("R", "W"), "palm")],
        actions=[
            effect(
                kind="prevent",
                uses="next",
                from_=[{"id": "giant"}],
                choose_source={},
                to=[{"player": "You"}],
                name="Deflecting Palm",
                controller="You",
                source="palm",
                additional=[{"op": "deal_damage", "to": "source_controller", "count": "prevented"}],
            ),
            hit("giant", "You", 3),
        ],
    )
    o = one(res)
    assert o.players["You"].life == 20
    assert o.players["Opponent"].life == 17
    assert "615.5" in cited(o)
