"""Audit of the pumps, regeneration, destroy and anthem lines (h-audB): wrong rulings found by asking real
situations, each asserted here on the real outcome with the rules it rests on."""

from __future__ import annotations

import pool_cards as pool
import pytest

NAMES = (
    "Gideon Jura",
    "Doom Blade",
    "Terminate",
    "Grizzly Bears",
    "Wrath of God",
    "River Boa",
    "Mending Touch",
    "Lightning Bolt",
    "Hill Giant",
)


@pytest.fixture(scope="module")
def index():
    return pool.index_with(pool.pool_cards(NAMES))


# --- a target is chosen on the board as it is then (CR 601.2c): a planeswalker that became a creature ----------


@pytest.mark.parametrize("spell", ["Doom Blade", "Terminate"])
def test_a_creature_spell_may_target_gideon_once_his_0_has_resolved(index, spell):
    """Gideon Jura's 0 resolved first ('Then'): he is a 6/6 creature (CR 613.1d), so 'destroy target creature'
    may target him (601.2c) and destroys him (701.7a); his prevention shield doesn't stop a destroy."""
    o = pool.only(
        index,
        f"I control Gideon Jura with 6 loyalty. I activate Gideon Jura's 0. Then opponent casts {spell} "
        "targeting Gideon Jura.",
    )
    assert o.permanents["gideon-jura"].zone == "graveyard"
    assert any("701.7a" in s.rules and "destroyed" in s.text for s in o.log)


def test_a_creature_spell_cast_before_gideons_0_resolves_cant_target_him(index):
    """Doom Blade cast first, Gideon's 0 activated in response: as Doom Blade is cast Gideon isn't a creature."""
    pool.refused(
        index,
        "I control Gideon Jura with 6 loyalty. Opponent casts Doom Blade targeting Gideon Jura. "
        "In response, I activate Gideon Jura's 0.",
        "needs a creature",
    )


def test_without_his_0_gideon_is_no_creature_to_target(index):
    pool.refused(
        index,
        "I control Gideon Jura with 6 loyalty. Opponent casts Doom Blade targeting Gideon Jura.",
        "needs a creature",
    )


# --- a shield counter replaces a destruction by an effect (CR 122.1c, 614.1a) -----------------------------------


@pytest.mark.parametrize(
    "spell",
    [
        "Opponent casts Doom Blade targeting Grizzly Bears.",
        "Opponent casts Terminate targeting Grizzly Bears.",  # "can't be regenerated" doesn't stop a shield counter
        "Opponent casts Wrath of God.",
    ],
)
def test_a_shield_counter_is_removed_instead_of_the_creature_being_destroyed(index, spell):
    o = pool.only(index, f"I control Grizzly Bears with a shield counter. {spell}")
    bears = o.permanents["grizzly-bears"]
    assert bears.zone == "battlefield" and bears.counters.get("shield", 0) == 0
    assert any("122.1c" in s.rules and "shield counter" in s.text for s in o.log)
    assert not any("is destroyed" in s.text for s in o.log)


def test_two_shield_counters_one_destroy_leaves_one(index):
    o = pool.only(
        index, "I control Grizzly Bears with 2 shield counters. Opponent casts Doom Blade targeting Grizzly Bears."
    )
    assert o.permanents["grizzly-bears"].zone == "battlefield"
    assert o.permanents["grizzly-bears"].counters.get("shield") == 1


def test_a_shield_counter_or_a_regeneration_shield_the_controller_chooses(index):
    """Both replace the destruction: the affected object's controller chooses which applies (CR 616.1): the
    counter is removed, or the Boa regenerates (tapped, 701.15a) and keeps its counter."""
    outs = pool.outcomes(
        index,
        "I control River Boa with a shield counter. I activate River Boa. "
        "Then opponent casts Doom Blade targeting River Boa.",
    )
    assert len(outs) == 2
    kept = {o.permanents["river-boa"].counters.get("shield", 0) for o in outs}
    assert kept == {0, 1}
    assert all(o.permanents["river-boa"].zone == "battlefield" for o in outs)


def test_a_shield_counter_under_the_2008_rules_is_refused(index):
    from commands.ask import ask_reply

    reply = ask_reply(
        "I control Grizzly Bears with a shield counter. Opponent casts Doom Blade targeting Grizzly Bears.",
        ruleset="mtg-2008",
        index=index,
    )
    assert reply.exit_code == 3 and "shield counters didn't exist" in reply.summary


# --- a sorcery is cast only when the stack is empty (CR 307.1) ---------------------------------------------------


@pytest.fixture(scope="module")
def timing_index():
    return pool.index_with(
        pool.pool_cards(("River Boa", "Pyroclasm", "Giant Growth", "Grizzly Bears", "Overrun", "Hill Giant"))
    )


@pytest.mark.parametrize(
    "text",
    [
        "I control River Boa. I activate River Boa. Opponent casts Pyroclasm.",  # was: Pyroclasm first, Boa dies
        "I control River Boa. I activate River Boa. In response, opponent casts Pyroclasm.",
        "I control Grizzly Bears. I cast Giant Growth targeting Grizzly Bears. Opponent casts Pyroclasm.",
    ],
)
def test_a_sorcery_is_never_cast_in_response(timing_index, text):
    pool.refused(timing_index, text, "is a sorcery: it is cast only when the stack is empty (CR 307.1)")


def test_a_sorcery_after_the_ability_resolved_meets_the_regeneration_shield(timing_index):
    o = pool.only(timing_index, "I control River Boa. I activate River Boa. Then opponent casts Pyroclasm.")
    assert o.permanents["river-boa"].zone == "battlefield" and o.permanents["river-boa"].damage == 0
    assert any("regenerates instead" in s.text and "701.15a" in s.rules for s in o.log)


def test_an_ability_in_response_to_a_sorcery_resolves_first(timing_index):
    o = pool.only(timing_index, "I control River Boa. Opponent casts Pyroclasm. In response, I activate River Boa.")
    assert o.permanents["river-boa"].zone == "battlefield"


def test_a_sorcery_is_never_cast_in_combat(timing_index):
    """Overrun after the attack (was: the attacker got +3/+3 and trample before damage): refused, CR 307.1."""
    pool.refused(
        timing_index,
        "My Grizzly Bears attacks opponent. Opponent blocks with Hill Giant. I cast Overrun.",
        "Overrun is a sorcery: it is cast only in a main phase with the stack empty (CR 307.1)",
    )


def test_a_sorcery_before_the_attack_or_after_combat_damage_is_read(timing_index):
    before = pool.outcomes(
        timing_index, "I cast Overrun. My Grizzly Bears attacks opponent. Opponent blocks with Hill Giant."
    )
    assert all(o.permanents["hill-giant"].zone == "graveyard" for o in before)  # a 5/5 trampler
    after = pool.only(
        timing_index,
        "My Grizzly Bears attacks opponent. Opponent blocks with Hill Giant. After combat damage, I cast Pyroclasm.",
    )
    assert after.permanents["hill-giant"].zone == "graveyard"  # 2 combat damage, then 2 from Pyroclasm
    assert after.permanents["grizzly-bears"].zone == "graveyard"


# --- a loyalty ability is activated only in a main phase with the stack empty (CR 606.3) -------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (  # was: Gideon's 0 resolved first and prevented the Bolt
            "I control Gideon Jura with 6 loyalty. Opponent casts Lightning Bolt targeting Gideon Jura. "
            "In response, I activate Gideon Jura's 0.",
            "activated only when the stack is empty (CR 606.3)",
        ),
        (  # was: on the opponent's turn, after the attack, Gideon became a 6/6 that prevents the combat damage
            "I control Gideon Jura with 6 loyalty. Opponent's Hill Giant attacks Gideon Jura. "
            "I activate Gideon Jura's 0.",
            "activated only in a main phase with the stack empty (CR 606.3)",
        ),
    ],
)
def test_a_loyalty_ability_is_never_a_response(index, text, said):
    pool.refused(index, text, said)


def test_gideon_activated_first_then_bolted_prevents_the_damage(index):
    o = pool.only(
        index,
        "I control Gideon Jura with 6 loyalty. I activate Gideon Jura's 0. Then opponent casts Lightning Bolt "
        "targeting Gideon Jura.",
    )
    assert o.permanents["gideon-jura"].loyalty == 6 and o.prevented == 3


def _combat_with(ruleset: str, inner: dict, *extra: dict) -> dict:
    """Opponent's Hill Giant attacks, blocked by my Grizzly Bears; `inner` happens in the combat's after_assignment
    (the combat damage step: after blockers today, after damage is assigned under the 2008 rules)."""
    return {
        "ruleset": ruleset,
        "battlefield": [
            {"id": "bears", "card": "Grizzly Bears", "controller": "You"},
            {"id": "giant", "card": "Hill Giant", "controller": "Opponent"},
            *extra,
        ],
        "actions": [{"combat": {"attackers": {"giant": "You"}, "blockers": {"bears": "giant"},
                                "after_assignment": [inner]}}],
    }  # fmt: skip


@pytest.mark.parametrize("ruleset", ["mtg", "mtg-2008"])
def test_a_sorcery_in_a_combats_after_assignment_is_refused(timing_index, ruleset):
    """A sorcery in `after_assignment` (was: Pyroclasm resolved mid-combat and killed both creatures) is refused,
    CR 307.1; an instant there still resolves: Giant Growth saves the Bears, and today (damage not yet assigned)
    the 5/5 Bears also kill the Giant, while under the 2008 rules the 2 damage was already assigned (rule 419)."""
    from commands.resolve import run_scenario
    from resolver.errors import BadInput

    with pytest.raises(BadInput, match=r"Pyroclasm is a sorcery: .*main phase .*\(CR 307\.1\), not during combat"):
        run_scenario(_combat_with(ruleset, {"cast": "Pyroclasm", "by": "You"}), timing_index)
    res = run_scenario(_combat_with(ruleset, {"cast": "Giant Growth", "by": "You", "targets": ["bears"]}), timing_index)
    on_battlefield = "in play" if ruleset == "mtg-2008" else "battlefield"
    assert [o.permanents["bears"].zone for o in res.outcomes] == [on_battlefield]
    assert [o.permanents["giant"].zone for o in res.outcomes] == [
        on_battlefield if ruleset == "mtg-2008" else "graveyard"
    ]


def test_a_loyalty_ability_in_a_combats_after_assignment_is_refused(index):
    """Gideon Jura's 0 in `after_assignment` (the combat damage step) is refused, CR 606.3."""
    from commands.resolve import run_scenario
    from resolver.errors import BadInput

    gideon = {"id": "gideon", "card": "Gideon Jura", "controller": "You", "loyalty": 6}
    with pytest.raises(
        BadInput, match=r"Gideon Jura's loyalty abilities .*main phase.*\(CR 606\.3\), not during combat"
    ):
        run_scenario(_combat_with("mtg", {"activate": "gideon", "ability": 3}, gideon), index)
