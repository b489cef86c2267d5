"""Targeting restrictions (CR 608.2b, 702.11b, 702.16b, 702.18a), ward (702.21a), prowess (702.108a)
and the keywords the engine refuses rather than guess (absorb, persist, undying, exalted, …)."""

import pytest
from helpers import card, cited, creature, damage_back, effect, hit, one, play, solve, spell, step_with

from resolver import BadInput, Unmodelled


def cast(name, by="Opponent", **extra):
    return {"cast": name, "by": by, **extra}


def test_a_target_protection_forbids_can_not_be_chosen_so_the_cast_is_refused():
    """CR 601.2c, 702.16b: on the board the scenario starts from, a red spell can't target a creature with
    protection from red; the answer says so instead of calling it a prevention."""
    with pytest.raises(BadInput, match=r"protection from red \(CR 702.16b, 601.2c\)") as err:
        play(
            battlefield=[creature("fw", "You", 2, 2, keywords=("protection from red",))],
            actions=[cast("Lightning Bolt", targets=["fw"])],
        )
    assert err.value.field == "actions[0].targets[0]"


def test_a_target_that_gains_protection_before_the_spell_resolves_is_not_affected():
    """CR 608.2b: the spell was cast legally; protection gained in response makes the target illegal."""
    o = one(
        play(
            battlefield=[creature("fw", "You", 2, 2)],
            actions=[
                {"become": {"id": "fw", "keywords": ["protection from red"]}},
                cast("Lightning Bolt", targets=["fw"]),
            ],
        )
    )
    assert o.permanents["fw"].damage == 0 and o.prevented == 0
    step = step_with(o, "no longer a legal target for Lightning Bolt")
    assert "702.16b" in step.rules and "608.2b" in step.rules
    assert "702.16e" not in cited(o)


def test_hexproof_stops_only_opponents_and_shroud_stops_everyone():
    with pytest.raises(BadInput, match="hexproof"):
        play(battlefield=[creature("h", "You", 2, 2, keywords=("hexproof",))], actions=[cast("Shock", targets=["h"])])
    mine = one(
        play(
            battlefield=[creature("h", "You", 2, 2, keywords=("hexproof",))],
            actions=[cast("Shock", "You", targets=["h"])],
        )
    )
    assert mine.permanents["h"].zone == "graveyard"
    with pytest.raises(BadInput, match="shroud"):
        play(
            battlefield=[creature("s", "You", 2, 2, keywords=("shroud",))],
            actions=[cast("Shock", "You", targets=["s"])],
        )


def test_the_same_target_can_not_be_chosen_twice():
    with pytest.raises(BadInput, match=r"twice \(CR 115.3\)"):
        play(
            battlefield=[creature("a", "Opponent", 2, 2)],
            actions=[cast("Flames of the Firebrand", "You", targets=["a", "a"])],
        )


def test_an_untargetable_creature_is_not_offered_as_any_target():
    """'When damage is prevented this way, this deals that much damage to any target': an opponent's
    hexproof creature is not among the targets to choose from (CR 702.11b)."""
    res = solve(
        battlefield=[creature("healer", "You", 1, 1), creature("h", "Opponent", 2, 2, keywords=("hexproof",))],
        actions=[
            effect(
                kind="prevent",
                amount=2,
                to=[{"player_is": "you"}],
                controller="You",
                source="healer",
                name="Shield",
                additional=[damage_back()],
            ),
            hit(spell("Shock"), "You", 2),
        ],
    )
    assert all(o.permanents["h"].damage == 0 for o in res.outcomes)
    assert sorted(c for o in res.outcomes for c in o.choices) == [
        "Shield targets Opponent",
        "Shield targets You",
        "Shield targets healer",
    ]


def test_ward_is_a_choice_to_pay_or_have_the_spell_countered():
    res = play(
        battlefield=[creature("w", "You", 2, 2, keywords=("ward {2}",))],
        actions=[cast("Shock", targets=["w"])],
    )
    by_choice = {o.choices[0]: o for o in res.outcomes}
    assert by_choice["Opponent pays w's ward cost"].permanents["w"].zone == "graveyard"
    countered = by_choice["Opponent doesn't pay w's ward cost"]
    assert countered.permanents["w"].zone == "battlefield" and "702.21a" in cited(countered)


def test_ward_with_a_cost_other_than_mana_is_refused():
    with pytest.raises(Unmodelled, match="ward—pay 3 life"):
        solve(battlefield=[creature("w", "You", 2, 2, keywords=("ward—pay 3 life",))])


def test_prowess_triggers_and_resolves_before_the_spell():
    o = one(
        play(
            battlefield=[card("mage", "Soul-Scar Mage", "Opponent"), card("bears", "Grizzly Bears")],
            actions=[cast("Shock", targets=["bears"])],
        )
    )
    assert (o.permanents["mage"].power, o.permanents["mage"].toughness) == (2, 3)
    assert "702.108a" in cited(o)
    texts = [s.text for s in o.log]
    assert texts.index(next(t for t in texts if "gets +1/+1" in t)) < texts.index("Shock resolves")


@pytest.mark.parametrize("keyword", ["absorb 2", "changeling"])
def test_keywords_that_change_damage_or_types_are_refused(keyword):
    with pytest.raises(Unmodelled, match=keyword):
        solve(battlefield=[creature("x", "You", 2, 2, keywords=(keyword,))], actions=[hit(spell("Bolt"), "x", 3)])


@pytest.mark.parametrize(("keyword", "counter"), [("persist", "-1/-1"), ("undying", "+1/+1")])
def test_a_creature_that_would_return_after_dying_is_refused_only_when_it_would_return(keyword, counter):
    with pytest.raises(Unmodelled, match=keyword):
        solve(battlefield=[creature("x", "You", 2, 2, keywords=(keyword,))], actions=[hit(spell("Bolt"), "x", 3)])
    o = one(
        solve(
            battlefield=[creature("x", "You", 3, 3, keywords=(keyword,), counters={counter: 1})],
            actions=[hit(spell("Bolt"), "x", 5)],
        )
    )
    assert o.permanents["x"].zone == "graveyard"  # it had the counter: it stays dead


@pytest.mark.parametrize("keyword", ["exalted", "flanking", "mentor"])
def test_combat_triggers_are_refused_where_they_trigger(keyword):
    """Exalted: a creature of its controller attacks alone; flanking: blocked by a creature without it;
    mentor: it attacks. Elsewhere (a Bolt, or the defending side's exalted) they change nothing."""
    attack = {"combat": {"attackers": {"x": "Opponent"}, "blockers": {"y": "x"}}}
    board = [creature("x", "You", 2, 2, keywords=(keyword,)), creature("y", "Opponent", 1, 1)]
    with pytest.raises(Unmodelled, match=keyword):
        solve(battlefield=board, actions=[attack])
    o = one(solve(battlefield=board, actions=[hit(spell("Bolt"), "x", 1)]))
    assert o.permanents["x"].damage == 1
    defending = [creature("x", "You", 2, 2), creature("y", "Opponent", 1, 1, keywords=(keyword,))]
    o = one(solve(battlefield=defending, actions=[{"combat": {"attackers": {"x": "Opponent"}}}]))
    assert o.players["Opponent"].life == 18


def test_two_instances_of_prowess_are_refused_not_counted_once():
    with pytest.raises(Unmodelled, match="prowess more than once"):
        solve(battlefield=[creature("x", "You", 1, 1, keywords=("prowess", "prowess"))])


def test_a_target_that_no_longer_fits_the_spells_text_is_not_affected():
    """Combust targets 'white or blue creature'; turned red before it resolves, the Knight is an illegal
    target and Combust doesn't resolve (CR 608.2b)."""
    knight = creature("w", "You", 2, 2, colors=("W",))
    o = one(
        play(battlefield=[knight], actions=[{"become": {"id": "w", "colors": ["R"]}}, cast("Combust", targets=["w"])])
    )
    assert o.permanents["w"].zone == "battlefield" and o.permanents["w"].damage == 0
    assert "608.2b" in step_with(o, "is no longer a legal target").rules


def test_ward_can_not_counter_a_spell_that_can_not_be_countered():
    o = one(
        play(
            battlefield=[creature("w", "You", 2, 2, colors=("W",), keywords=("ward {2}",))],
            actions=[cast("Combust", targets=["w"])],
        )
    )
    assert o.permanents["w"].zone == "graveyard" and o.choices == []


def test_divided_damage_stays_divided_as_cast_when_a_target_becomes_illegal():
    """CR 601.2d: the division is made as the spell is cast; an illegal target's share isn't dealt
    (608.2b) and the rest isn't re-divided: Flames of the Firebrand 1/1/1, b protected → 1 to a, 1 to Opponent."""
    o = one(
        play(
            battlefield=[creature("a", "Opponent", 2, 2), creature("b", "Opponent", 2, 2)],
            actions=[
                {"become": {"id": "b", "keywords": ["protection from red"]}},
                cast("Flames of the Firebrand", "You", targets=["a", "b", "Opponent"]),
            ],
        )
    )
    assert o.permanents["a"].damage == 1 and o.permanents["b"].damage == 0
    assert o.players["Opponent"].life == 19


def test_questing_beasts_trigger_can_not_target_a_hexproof_planeswalker():
    o = one(
        play(
            active_player="Opponent",
            battlefield=[
                {"id": "pw", "controller": "You", "name": "Hexwalker", "loyalty": 5, "keywords": ["hexproof"]},
                card("qb", "Questing Beast", "Opponent"),
            ],
            actions=[{"combat": {"attackers": {"qb": "You"}}}],
        )
    )
    assert o.players["You"].life == 16 and o.permanents["pw"].loyalty == 5
