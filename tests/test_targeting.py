"""Targeting restrictions (CR 608.2b, 702.11b, 702.16b, 702.18a), ward (702.21a), prowess (702.108a)
and the keywords the engine refuses rather than guess (absorb, persist, undying, exalted, …)."""

import pytest
from helpers import card, cited, creature, damage_back, effect, hit, one, play, solve, spell, step_with

from resolver import Unmodelled


def cast(name, by="Opponent", **extra):
    return {"cast": name, "by": by, **extra}


def test_protection_from_red_makes_a_red_spell_an_illegal_target_not_a_prevention():
    o = one(
        play(
            battlefield=[creature("fw", "You", 2, 2, keywords=("protection from red",))],
            actions=[cast("Lightning Bolt", targets=["fw"])],
        )
    )
    assert o.permanents["fw"].damage == 0 and o.prevented == 0
    step = step_with(o, "not a legal target for Lightning Bolt")
    assert "702.16b" in step.rules and "608.2b" in step.rules
    assert "702.16e" not in cited(o)


def test_hexproof_stops_only_opponents_and_shroud_stops_everyone():
    theirs = one(
        play(battlefield=[creature("h", "You", 2, 2, keywords=("hexproof",))], actions=[cast("Shock", targets=["h"])])
    )
    assert theirs.permanents["h"].zone == "battlefield" and "702.11b" in cited(theirs)
    mine = one(
        play(
            battlefield=[creature("h", "You", 2, 2, keywords=("hexproof",))],
            actions=[cast("Shock", "You", targets=["h"])],
        )
    )
    assert mine.permanents["h"].zone == "graveyard"
    shroud = one(
        play(
            battlefield=[creature("s", "You", 2, 2, keywords=("shroud",))],
            actions=[cast("Shock", "You", targets=["s"])],
        )
    )
    assert shroud.permanents["s"].zone == "battlefield" and "702.18a" in cited(shroud)


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
def test_combat_triggers_are_refused_in_combat_only(keyword):
    with pytest.raises(Unmodelled, match=keyword):
        solve(
            battlefield=[creature("x", "You", 2, 2, keywords=(keyword,))],
            actions=[{"combat": {"attackers": {"x": "Opponent"}}}],
        )
    o = one(solve(battlefield=[creature("x", "You", 2, 2, keywords=(keyword,))], actions=[hit(spell("Bolt"), "x", 1)]))
    assert o.permanents["x"].damage == 1
