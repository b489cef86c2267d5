"""Quiz distractors (issue #17): each misconception as a switch on the engine (resolver/misconceptions.py).

For each: a canonical scenario answered without the switch (the ruling) and with it (what a player holding
the belief would answer), the two differing; a switch that doesn't apply changes nothing; the 2008 and Grand
Archive rulesets support a switch or refuse it with the reason.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from helpers import card, creature, effect, hit, one, play, spell, step_with

from resolver import BadInput, RulekeeperError, Unmodelled
from resolver.misconceptions import MISCONCEPTIONS
from resolver.outcome import OutcomeOut, Resolution

GA = "grand-archive"
OLD = "mtg-2008"


def answer(key: str | None, **scenario: Any) -> Resolution:
    """The scenario resolved with the misconception `key` switched on (None: the ruling)."""
    return play(**scenario, misconceptions=[key] if key else [])


def both(key: str, **scenario: Any) -> tuple[Resolution, Resolution]:
    """The ruling and the believer's answer; they must differ in results, and only the believer's is marked."""
    real, believer = answer(None, **scenario), answer(key, **scenario)
    assert real.misconceived == [] and believer.misconceived == [key]
    assert results(real) != results(believer)
    return real, believer


def results(res: Resolution) -> list[str]:
    """The outcomes' players and permanents (zones in today's words: 2008's "in play" is the battlefield)."""
    return sorted(
        repr(o.model_dump(include={"players", "permanents"})).replace("'in play'", "'battlefield'")
        for o in res.outcomes
    )


def believed_step(o: OutcomeOut, key: str) -> None:
    """The believer's outcome says where the belief changed things, citing the rules it gets wrong."""
    step = step_with(o, f"Believing that {MISCONCEPTIONS[key].belief}")
    assert set(MISCONCEPTIONS[key].rules) <= set(step.rules), step


def life(o: OutcomeOut, player: str) -> int:
    return o.players[player].life


BOLT = spell("Lightning Bolt", "Opponent", ("R",), "bolt")
SHOCK = spell("Shock", "Opponent", ("R",), "shock")
PREVENT_ALL_TO_YOU = effect(kind="prevent", to=[{"player": "You"}], name="Shield of You")


def prevent_all(ref: str) -> dict[str, Any]:
    return effect(kind="prevent", to=[{"id": ref}], name=f"Shield of {ref}")


# --- canonical scenarios, one per misconception --------------------------------------------------------------

CANON: dict[str, dict[str, Any]] = {
    # Vampire Nighthawk (lifelink) hits You for 2 while all damage to You is prevented
    "lifelink_from_prevented": dict(
        battlefield=[card("hawk", "Vampire Nighthawk", "Opponent")],
        actions=[PREVENT_ALL_TO_YOU, hit("hawk", "You", 2)],
    ),
    # a 4/4 trampler blocked by a 2/2 with protection from green: the attacker divides its damage
    "trample_skips_shielded_blocker": dict(
        battlefield=[
            creature("wurm", "You", 4, 4, colors=("G",), keywords=("trample",)),
            creature("knight", "Opponent", 2, 2, colors=("W",), keywords=("protection from green",)),
        ],
        actions=[{"combat": {"attackers": {"wurm": "Opponent"}, "blockers": {"knight": "wurm"}}}],
    ),
    # Phantom Nishoba (7/7: "whenever this creature deals damage, you gain that much life") attacks; Fog
    "fog_still_deals_combat_damage": dict(
        battlefield=[card("nishoba", "Phantom Nishoba", "You")],
        actions=[{"cast": "Fog", "by": "Opponent"}, {"combat": {"attackers": {"nishoba": "Opponent"}}}],
    ),
    # Kor Firewalker (protection from red) is dealt 3 unpreventable damage by a red source
    "protection_stops_unpreventable": dict(
        battlefield=[card("kor", "Kor Firewalker", "You")],
        actions=[{"damage": [{"source": BOLT, "to": "kor", "amount": 3, "unpreventable": True}]}],
    ),
    # Phantom Centaur (5/3 with three +1/+1 counters) is dealt 2 damage that can't be prevented
    "unpreventable_cancels_other_effects": dict(
        battlefield=[card("centaur", "Phantom Centaur", "You")],
        actions=[{"damage": [{"source": SHOCK, "to": "centaur", "amount": 2, "unpreventable": True}]}],
    ),
    # "prevent the next 3 damage" on Grizzly Bears, then two Shocks
    "shield_ends_after_one_event": dict(
        battlefield=[card("bears", "Grizzly Bears", "You")],
        actions=[
            effect(kind="prevent", amount=3, to=[{"id": "bears"}], name="Healing Salve", controller="You"),
            hit(spell("Shock", ident="shock1"), "bears", 2),
            hit(spell("Shock", ident="shock2"), "bears", 2),
        ],
    ),
    # Furnace of Rath, and "prevent the next 2 damage" on Grizzly Bears; Shock at the bears
    "doubling_before_prevention": dict(
        battlefield=[card("bears", "Grizzly Bears", "You"), card("furnace", "Furnace of Rath", "Opponent")],
        actions=[
            effect(kind="prevent", amount=2, to=[{"id": "bears"}], name="Healing Salve", controller="You"),
            hit(SHOCK, "bears", 2),
        ],
    ),
    # two Furnaces of Rath; Shock at Opponent
    "two_doublers_apply_once": dict(
        battlefield=[card("f1", "Furnace of Rath", "You"), card("f2", "Furnace of Rath", "You")],
        actions=[hit(spell("Shock", "You", ident="shock"), "Opponent", 2)],
    ),
    # a spell that doubles its own damage (a self-replacement effect) and a 2-damage shield on Grizzly Bears
    "self_replacement_late": dict(
        battlefield=[card("bears", "Grizzly Bears", "You")],
        sources=[spell("Blast", ident="blast")],
        actions=[
            effect(kind="prevent", amount=2, to=[{"id": "bears"}], name="Healing Salve", controller="You"),
            effect(kind="double", self_replacement=True, from_=[{"id": "blast"}], name="Blast's own doubling"),
            hit("blast", "bears", 2),
        ],
    ),
    # Glistener Elf (infect) deals 1 damage to Grizzly Bears while all damage to them is prevented
    "infect_unpreventable": dict(
        battlefield=[card("bears", "Grizzly Bears", "You"), card("elf", "Glistener Elf", "Opponent")],
        actions=[prevent_all("bears"), hit("elf", "bears", 1)],
    ),
    # Vampire Nighthawk (deathtouch, lifelink) deals 2 damage to Hill Giant while all damage to it is prevented
    "deathtouch_through_prevention": dict(
        battlefield=[card("giant", "Hill Giant", "You"), card("hawk", "Vampire Nighthawk", "Opponent")],
        actions=[prevent_all("giant"), hit("hawk", "giant", 2)],
    ),
    # Grizzly Bears attack; Kor Firewalker (white, protection from red) blocks them
    "protection_cant_block": dict(
        battlefield=[card("bears", "Grizzly Bears", "You"), card("kor", "Kor Firewalker", "Opponent")],
        actions=[{"combat": {"attackers": {"bears": "Opponent"}, "blockers": {"kor": "bears"}}}],
    ),
}


def test_every_misconception_has_a_canonical_scenario():
    assert set(CANON) == set(MISCONCEPTIONS)


def test_lifelink_from_prevented():
    real, believer = both("lifelink_from_prevented", **CANON["lifelink_from_prevented"])
    o = one(real)
    assert (life(o, "You"), life(o, "Opponent"), o.prevented) == (20, 20, 2)  # prevented damage isn't dealt
    b = one(believer)
    assert (life(b, "You"), life(b, "Opponent")) == (20, 22)
    believed_step(b, "lifelink_from_prevented")
    # in part: 1 of the 2 prevented; the ruling gains 1, the believer the 2 that would have been dealt
    partial = dict(
        battlefield=[card("hawk", "Vampire Nighthawk", "Opponent")],
        actions=[effect(kind="prevent", amount=1, to=[{"player": "You"}], name="Shield"), hit("hawk", "You", 2)],
    )
    real, believer = both("lifelink_from_prevented", **partial)
    assert life(one(real), "Opponent") == 21 and life(one(believer), "Opponent") == 22


def test_trample_skips_shielded_blocker():
    real, believer = both("trample_skips_shielded_blocker", **CANON["trample_skips_shielded_blocker"])
    # the knight must be assigned lethal damage (2) first, though protection prevents it all (702.19c)
    assert sorted(life(o, "Opponent") for o in real.outcomes) == [18, 19, 20]
    assert all(o.permanents["knight"].damage == 0 for o in real.outcomes)
    assert sorted(life(o, "Opponent") for o in believer.outcomes) == [16, 17, 18, 19, 20]
    believed_step(believer.outcomes[0], "trample_skips_shielded_blocker")
    # all 4 to the player, as given: refused by the rules, the believer's answer
    fixed = dict(CANON["trample_skips_shielded_blocker"])
    fixed["actions"] = [{"combat": {**fixed["actions"][0]["combat"], "assign": {"wurm": {"Opponent": 4}}}}]
    with pytest.raises(BadInput, match="lethal damage"):
        answer(None, **fixed)
    assert life(one(answer("trample_skips_shielded_blocker", **fixed)), "Opponent") == 16
    # a prevention shield on the blocker does the same; one smaller than the attacker's power doesn't
    shielded = dict(
        battlefield=[
            creature("wurm", "You", 4, 4, keywords=("trample",)),
            creature("bears", "Opponent", 2, 2),
        ],
        actions=[
            prevent_all("bears"),
            {
                "combat": {
                    "attackers": {"wurm": "Opponent"},
                    "blockers": {"bears": "wurm"},
                    "assign": {"wurm": {"Opponent": 4}},
                }
            },
        ],
    )
    assert life(one(answer("trample_skips_shielded_blocker", **shielded)), "Opponent") == 16
    shielded["actions"][0] = effect(kind="prevent", amount=1, to=[{"id": "bears"}], name="Small shield")
    with pytest.raises(BadInput, match="lethal damage"):
        answer("trample_skips_shielded_blocker", **shielded)


def test_fog_still_deals_combat_damage():
    real, believer = both("fog_still_deals_combat_damage", **CANON["fog_still_deals_combat_damage"])
    o = one(real)
    assert (life(o, "You"), life(o, "Opponent"), o.prevented) == (20, 20, 7)
    b = one(believer)
    assert (life(b, "You"), life(b, "Opponent")) == (27, 20)  # the trigger, but not the damage
    believed_step(b, "fog_still_deals_combat_damage")


def test_fog_still_deals_combat_damage_gives_no_lifelink():
    """Only "deals combat damage" triggers: lifelink is another misconception (lifelink_from_prevented)."""
    scenario = dict(
        battlefield=[card("hawk", "Vampire Nighthawk", "Opponent")],
        actions=[{"cast": "Fog", "by": "You"}, {"combat": {"attackers": {"hawk": "You"}}}],
    )
    assert results(answer(None, **scenario)) == results(answer("fog_still_deals_combat_damage", **scenario))
    assert life(one(answer("lifelink_from_prevented", **scenario)), "Opponent") == 22


def test_protection_stops_unpreventable():
    real, believer = both("protection_stops_unpreventable", **CANON["protection_stops_unpreventable"])
    assert one(real).permanents["kor"].zone == "graveyard"  # 615.12: protection's prevention can't stop it
    b = one(believer)
    assert b.permanents["kor"].zone == "battlefield" and b.permanents["kor"].damage == 0 and b.prevented == 3
    believed_step(b, "protection_stops_unpreventable")
    # a player with protection from red, and Skullcrack's "damage can't be prevented"
    scenario = dict(
        players=[{"name": "You", "keywords": ["protection from red"]}, "Opponent"],
        actions=[{"cast": "Skullcrack", "by": "Opponent", "targets": ["Opponent"]}, hit(BOLT, "You", 3)],
    )
    real, believer = both("protection_stops_unpreventable", **scenario)
    assert life(one(real), "You") == 17 and life(one(believer), "You") == 20


def test_unpreventable_cancels_other_effects():
    real, believer = both("unpreventable_cancels_other_effects", **CANON["unpreventable_cancels_other_effects"])
    # 615.12: nothing is prevented, but the counter is still removed: a 4/2 with 2 damage dies
    assert one(real).permanents["centaur"].zone == "graveyard"
    b = one(believer)
    assert b.permanents["centaur"].zone == "battlefield"
    assert (b.permanents["centaur"].counters, b.permanents["centaur"].damage) == ({"+1/+1": 3}, 2)
    believed_step(b, "unpreventable_cancels_other_effects")
    # Rock Hydra style: counters spent for each 1 damage it would prevent
    hydra = dict(
        battlefield=[card("hydra", "Rock Hydra", "You", counters={"+1/+1": 3})],
        actions=[{"damage": [{"source": SHOCK, "to": "hydra", "amount": 2, "unpreventable": True}]}],
    )
    real, believer = both("unpreventable_cancels_other_effects", **hydra)
    assert one(real).permanents["hydra"].zone == "graveyard"
    assert one(believer).permanents["hydra"].counters == {"+1/+1": 3}


def test_unpreventable_cancels_other_effects_leaves_counts_of_prevented_damage_alone():
    """Test of Faith counts the damage it prevented: none, either way."""
    scenario = dict(
        battlefield=[card("bears", "Grizzly Bears", "You")],
        actions=[
            {"cast": "Test of Faith", "by": "You", "targets": ["bears"]},
            {"damage": [{"source": SHOCK, "to": "bears", "amount": 1, "unpreventable": True}]},
        ],
    )
    assert answer(None, **scenario).model_dump(exclude={"misconceived"}) == answer(
        "unpreventable_cancels_other_effects", **scenario
    ).model_dump(exclude={"misconceived"})


def test_shield_ends_after_one_event():
    real, believer = both("shield_ends_after_one_event", **CANON["shield_ends_after_one_event"])
    o = one(real)
    assert (o.permanents["bears"].zone, o.permanents["bears"].damage, o.prevented) == ("battlefield", 1, 3)
    b = one(believer)
    assert b.permanents["bears"].zone == "graveyard" and b.prevented == 2
    believed_step(b, "shield_ends_after_one_event")


def test_doubling_before_prevention():
    real, believer = both("doubling_before_prevention", **CANON["doubling_before_prevention"])
    # 616.1: You order them; prevention first leaves nothing to double
    assert sorted(o.permanents["bears"].zone for o in real.outcomes) == ["battlefield", "graveyard"]
    b = one(believer)
    assert b.permanents["bears"].zone == "graveyard"
    believed_step(b, "doubling_before_prevention")


def test_two_doublers_apply_once():
    real, believer = both("two_doublers_apply_once", **CANON["two_doublers_apply_once"])
    assert life(one(real), "Opponent") == 12  # 2 → 4 → 8
    b = one(believer)
    assert life(b, "Opponent") == 16
    believed_step(b, "two_doublers_apply_once")


def test_self_replacement_late():
    real, believer = both("self_replacement_late", **CANON["self_replacement_late"])
    o = one(real)  # 616.1a: doubled first (4), then 2 prevented: 2 damage
    assert o.permanents["bears"].zone == "graveyard"
    assert sorted(o.permanents["bears"].zone for o in believer.outcomes) == ["battlefield", "graveyard"]
    survives = next(o for o in believer.outcomes if o.permanents["bears"].zone == "battlefield")
    believed_step(survives, "self_replacement_late")


def test_infect_unpreventable():
    real, believer = both("infect_unpreventable", **CANON["infect_unpreventable"])
    assert one(real).permanents["bears"].counters == {}
    b = one(believer)
    assert b.permanents["bears"].counters == {"-1/-1": 1} and b.prevented == 0
    believed_step(b, "infect_unpreventable")
    scenario = dict(
        battlefield=[card("elf", "Glistener Elf", "Opponent")], actions=[PREVENT_ALL_TO_YOU, hit("elf", "You", 1)]
    )
    real, believer = both("infect_unpreventable", **scenario)
    assert one(real).players["You"].poison == 0 and one(believer).players["You"].poison == 1


def test_deathtouch_through_prevention():
    real, believer = both("deathtouch_through_prevention", **CANON["deathtouch_through_prevention"])
    o = one(real)
    assert o.permanents["giant"].zone == "battlefield" and life(o, "Opponent") == 20
    b = one(believer)
    assert b.permanents["giant"].zone == "graveyard"
    assert life(b, "Opponent") == 20  # nothing else: no lifelink for the prevented damage
    believed_step(b, "deathtouch_through_prevention")


def test_protection_cant_block():
    real, believer = both("protection_cant_block", **CANON["protection_cant_block"])
    o = one(real)  # protection from red doesn't stop a white creature blocking green bears (702.16f)
    assert (o.permanents["bears"].zone, o.permanents["kor"].zone, life(o, "Opponent")) == (
        "graveyard",
        "graveyard",
        20,
    )
    b = one(believer)
    assert (b.permanents["bears"].zone, b.permanents["kor"].zone, life(b, "Opponent")) == (
        "battlefield",
        "battlefield",
        18,
    )
    believed_step(b, "protection_cant_block")


# --- a switch that doesn't apply changes nothing ---------------------------------------------------------------

# Canonical scenarios where another misconception also applies (its belief changes that answer too)
OVERLAPS = {
    # the Nighthawk has lifelink, and its damage is prevented
    ("deathtouch_through_prevention", "lifelink_from_prevented"),
    # the knight blocking has protection
    ("trample_skips_shielded_blocker", "protection_cant_block"),
}

NEUTRAL = {
    # the README's example: a shield, Lightning Bolt, a creature that dies
    "shield": dict(
        battlefield=[creature("bears", "You")],
        actions=[
            effect(kind="prevent", amount=1, to=[{"id": "bears"}], name="Samite Healer's shield", controller="You"),
            hit(BOLT, "bears", 3),
        ],
    ),
    # combat with trample, lifelink and deathtouch, nothing prevented
    "combat": dict(
        battlefield=[
            creature("wurm", "You", 5, 5, keywords=("trample", "lifelink")),
            creature("hawk", "Opponent", 2, 3, keywords=("deathtouch",)),
        ],
        actions=[{"combat": {"attackers": {"wurm": "Opponent"}, "blockers": {"hawk": "wurm"}}}],
    ),
}


def _same(scenario: dict[str, Any], key: str) -> bool:
    return answer(None, **scenario).model_dump(exclude={"misconceived"}) == answer(key, **scenario).model_dump(
        exclude={"misconceived"}
    )


@pytest.mark.parametrize("key", sorted(MISCONCEPTIONS))
def test_a_switch_that_does_not_apply_changes_nothing(key):
    for name, scenario in NEUTRAL.items():
        assert _same(scenario, key), name
    for other, scenario in CANON.items():
        if other != key and (other, key) not in OVERLAPS:
            assert _same(scenario, key), other


# --- rulesets ---------------------------------------------------------------------------------------------------

REFUSED = {
    OLD: {
        "lifelink_from_prevented",
        "protection_stops_unpreventable",
        "unpreventable_cancels_other_effects",
        "infect_unpreventable",
        "deathtouch_through_prevention",
    },
    GA: set(MISCONCEPTIONS) - {"shield_ends_after_one_event", "doubling_before_prevention", "two_doublers_apply_once"},
}


@pytest.mark.parametrize(("ruleset", "key"), [(r, k) for r, keys in REFUSED.items() for k in sorted(keys)])
def test_a_ruleset_that_cannot_express_a_switch_refuses_it(ruleset, key):
    with pytest.raises(Unmodelled, match=f"misconception '{key}' can't be switched on: .+"):
        play(ruleset=ruleset, misconceptions=[key])


@pytest.mark.parametrize("key", sorted(set(MISCONCEPTIONS) - REFUSED[OLD]))
def test_the_2008_rules_support_the_other_switches(key):
    scenario = CANON[key]
    real, believer = answer(None, ruleset=OLD, **scenario), answer(key, ruleset=OLD, **scenario)
    assert results(real) == results(answer(None, **scenario))  # the same answers as today's rules here
    assert results(believer) == results(answer(key, **scenario))
    assert believer.misconceived == [key] and results(real) != results(believer)


def _ga_ally(ident: str, controller: str = "You", power: int = 1, life: int = 2) -> dict[str, Any]:
    return {"id": ident, "controller": controller, "name": ident, "types": ["ally"], "power": power, "life": life}


GA_ACTION = spell("Opposing action", ident="act", types=["action"])
GA_CANON = {
    "shield_ends_after_one_event": dict(
        battlefield=[_ga_ally("squire", life=2)],
        sources=[GA_ACTION],
        actions=[
            effect(kind="prevent", amount=3, to=[{"id": "squire"}], name="Shielding"),
            hit("act", "squire", 2),
            hit("act", "squire", 2),
        ],
    ),
    "doubling_before_prevention": dict(
        battlefield=[_ga_ally("squire", life=2)],
        sources=[GA_ACTION],
        actions=[
            effect(kind="prevent", amount=2, to=[{"id": "squire"}], name="Shielding"),
            effect(kind="double", name="Doubling"),
            hit("act", "squire", 2),
        ],
    ),
    "two_doublers_apply_once": dict(
        battlefield=[_ga_ally("knight", life=7)],
        sources=[GA_ACTION],
        actions=[
            effect(kind="double", name="Doubling A"),
            effect(kind="double", name="Doubling B"),
            hit("act", "knight", 2),
        ],
    ),
}


def test_grand_archive_supports_its_three_switches():
    assert set(GA_CANON) == set(MISCONCEPTIONS) - REFUSED[GA]
    shield = GA_CANON["shield_ends_after_one_event"]
    real, believer = answer(None, ruleset=GA, **shield), answer("shield_ends_after_one_event", ruleset=GA, **shield)
    assert one(real).permanents["squire"].zone == "field" and one(believer).permanents["squire"].zone == "graveyard"
    step_with(one(believer), "Believing that")
    doubling = GA_CANON["doubling_before_prevention"]
    real, believer = (
        answer(None, ruleset=GA, **doubling),
        answer("doubling_before_prevention", ruleset=GA, **doubling),
    )
    assert sorted(o.permanents["squire"].zone for o in real.outcomes) == ["field", "graveyard"]
    assert one(believer).permanents["squire"].zone == "graveyard"
    doublers = GA_CANON["two_doublers_apply_once"]
    real, believer = answer(None, ruleset=GA, **doublers), answer("two_doublers_apply_once", ruleset=GA, **doublers)
    assert one(real).permanents["knight"].zone == "graveyard"  # 8 damage
    assert (one(believer).permanents["knight"].zone, one(believer).permanents["knight"].damage) == ("field", 4)


def test_misconceptions_are_per_resolution():
    """The switches live on the ruleset made for one resolution: a believer's answer leaves nothing behind
    (the settlement memo, the log steps) for the next resolution of the same scenario."""
    scenario = CANON["shield_ends_after_one_event"]
    before = answer(None, **scenario).model_dump()
    answer("shield_ends_after_one_event", **scenario)
    assert answer(None, **scenario).model_dump() == before


def test_several_switches_at_once():
    scenario = dict(
        battlefield=[card("hawk", "Vampire Nighthawk", "Opponent"), card("giant", "Hill Giant", "You")],
        actions=[prevent_all("giant"), hit("hawk", "giant", 2)],
    )
    o = one(play(**scenario, misconceptions=["deathtouch_through_prevention", "lifelink_from_prevented"]))
    assert o.permanents["giant"].zone == "graveyard" and life(o, "Opponent") == 22


def test_switched_on_answers_are_what_the_exhaustive_and_memo_free_engines_give():
    """The settlement memo and the merging of lines of play (resolver/memo.py, choices.py) key nothing by the
    switches: they live on the ruleset, made anew for each resolution, so within one resolution they are
    constant. Seeded random scenarios (shields, doublers, redirections) with the order and shield switches on
    answer as the exhaustive engine does (conftest also checks every resolution here without the memo)."""
    import random

    from random_scenarios import compare_with_exhaustive, random_scenario

    changed = 0
    for seed in range(12):
        data = random_scenario(random.Random(seed))
        for key in ("shield_ends_after_one_event", "doubling_before_prevention", "two_doublers_apply_once"):
            verdict = compare_with_exhaustive({**data, "misconceptions": [key]})
            assert not verdict.startswith("DIFFERENT"), (seed, key, verdict)
            with contextlib.suppress(RulekeeperError):  # refused alike with the switch or without
                changed += results(answer(None, **data)) != results(answer(key, **data))
    assert changed  # the switches did change some of these answers


def test_unknown_misconception_is_bad_input_and_compare_names_the_refusals():
    with pytest.raises(BadInput, match="unknown misconception 'nope'"):
        play(misconceptions=["nope"])
    from commands.compare import compare_reply

    scenario = {**CANON["shield_ends_after_one_event"], "misconceptions": ["infect_unpreventable"]}
    scenario["battlefield"] = [creature("bears", "You")]  # no Magic card: Grand Archive refuses for the switch
    reply = compare_reply(scenario)
    errors = {k: v.get("error", "") for k, v in reply.data["rulesets"].items()}
    assert "infect didn't exist" in errors[OLD] and "can't be switched on: infect" in errors[GA]
    assert reply.data["rulesets"]["mtg"]["misconceived"] == ["infect_unpreventable"]  # there, it doesn't apply
