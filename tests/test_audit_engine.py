"""Audit of the engine's rulings on combined features (h-engine): wrong rulings found by asking real situations
over the 2018 pool, each asserted here on the real outcome (or refusal) with the rules it rests on."""

from __future__ import annotations

import pool_cards as pool
import pytest

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut

NAMES = (
    "Gideon Jura",
    "Grizzly Bears",
    "Hill Giant",
    "Overrun",
    "Wrath of God",
    "Lightning Bolt",
    "Lava Axe",
    "Liliana of the Veil",
    "Liliana, the Last Hope",
    "Darksteel Myr",
    "Typhoid Rats",
)

cards, index = pool.fixtures(NAMES)


# --- whose turn it is: sorceries and loyalty abilities only in their player's own turn, once a turn (CR 307.1,
# 606.3); only the active player's creatures attack (506.2, 508.1a) -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("It's opponent's turn. I control Grizzly Bears. I cast Overrun.", "own turn (CR 307.1)"),
        ("It's opponent's turn. Opponent controls Hill Giant. I cast Wrath of God.", "own turn (CR 307.1)"),
        (
            "I control Grizzly Bears. Opponent controls Hill Giant. Opponent's Hill Giant attacks me. I block with "
            "Grizzly Bears. After combat damage, I cast Wrath of God.",
            "it is Opponent's turn here",
        ),
        (
            "It's opponent's turn. I control Gideon Jura with 6 loyalty. I activate Gideon Jura's 0 ability.",
            "own turn (CR 606.3)",
        ),
    ],
)
def test_a_sorcery_or_loyalty_ability_in_the_other_players_turn_is_refused(index, text, fragment):
    """Before: each resolved as if it were the caster's own main phase (Wrath of God destroyed Hill Giant)."""
    pool.refused(index, text, fragment)


def test_a_sorcery_of_the_other_player_before_my_attack_isnt_carried_into_my_turn(index):
    """Before: Opponent's Overrun (+3/+3 until end of turn, their turn) still pumped Grizzly Bears in my combat, so
    Hill Giant died to a 5/5 blocker; in my turn the Bears are 2/2 again (514.2). Refused: whose turn it is (the
    reader takes Opponent's sorcery as telling it is Opponent's turn, so my attack is what can't be)."""
    pool.refused(
        index,
        "I control Hill Giant. Opponent controls Grizzly Bears. Opponent casts Overrun. Then Hill Giant attacks. "
        "Opponent blocks with Grizzly Bears.",
        "it is Opponent's turn, so only Opponent's creatures attack (CR 506.2, 508.1a), not your",
    )


def test_a_loyalty_ability_of_one_permanent_is_activated_once_a_turn(index):
    """Before: Gideon Jura's 0 resolved twice in one turn."""
    pool.refused(
        index,
        "I control Gideon Jura with 6 loyalty. I activate Gideon Jura's 0 ability. Then I activate Gideon Jura's 0 "
        "ability.",
        "only once each turn (CR 606.3)",
    )


def test_creatures_of_both_players_never_attack_in_one_combat(index):
    """Before: Hill Giant and Grizzly Bears both attacked in one combat damage step (You 17, Opponent 18)."""
    pool.refused(
        index,
        "I control Grizzly Bears. Opponent controls Hill Giant. Opponent's Hill Giant attacks me. Then Grizzly "
        "Bears attacks opponent.",
        "only the active player's creatures attack (CR 506.2, 508.1a)",
    )


def test_the_nonactive_players_creatures_dont_attack(index):
    pool.refused(
        index,
        "It's my turn. I control Grizzly Bears. Opponent controls Hill Giant. Opponent's Hill Giant attacks me.",
        "it is your turn, so only your creatures attack (CR 506.2, 508.1a)",
    )


def test_in_their_own_turn_they_still_resolve(index):
    """The checks refuse only the other player's turn: in the caster's own turn a sorcery and a loyalty ability
    resolve (Overrun +3/+3 and trample, 613.4c; Gideon Jura a 6/6 creature, 613.1)."""
    o = pool.only(index, "It's my turn. I control Grizzly Bears. I cast Overrun.")
    assert (o.permanents["grizzly-bears"].power, o.permanents["grizzly-bears"].toughness) == (5, 5)
    o = pool.only(index, "It's my turn. I control Gideon Jura with 6 loyalty. I activate Gideon Jura's 0 ability.")
    assert o.permanents["gideon-jura"].power == 6
    o = pool.only(index, "I control Grizzly Bears. Opponent casts Overrun.")  # whose turn unsaid: not checked
    assert o.permanents["grizzly-bears"].power == 2


# --- the 2008 rules (mtg-2008): rules it had that today's hasn't, or came later, aren't borrowed from today -------


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # before: both stayed (today's legend rule only looks at names); 2008's uniqueness rule looked at types
        ("I control Liliana of the Veil and Liliana, the Last Hope. What happens?", "planeswalker uniqueness rule"),
        # before: Lava Axe took 5 life, Opponent never offered to deal it to Gideon Jura instead
        ("I control Gideon Jura with 6 loyalty. Opponent casts Lava Axe targeting me.", "that choice isn't modelled"),
        # before: the counters were removed in pairs (704.5q), a rule that came with Shadowmoor (May 2008)
        ("I control Hill Giant with a +1/+1 counter and a -1/-1 counter. What happens?", "came with Shadowmoor"),
    ],
)
def test_2008_rules_today_hasnt_are_refused_not_borrowed(index, text, fragment):
    reply = ask_reply(text, ruleset="mtg-2008", index=index)
    assert reply.exit_code == 3 and fragment in reply.summary, reply.summary


def _only(text: str, ruleset: str, index) -> OutcomeOut:
    reply = ask_reply(text, ruleset=ruleset, index=index)
    assert not reply.error, reply.summary
    (o,) = reply.data["outcomes"]
    return OutcomeOut.model_validate(o)


def test_where_those_2008_rules_dont_apply_it_still_answers(index):
    """Combat damage to a player (2008 redirected only noncombat damage), damage from the player's own source, and
    today's rules (no redirection: Lava Axe takes 5 life, 120.3a; Lilianas of two names both stay, 704.5j)."""
    o = _only("I control Gideon Jura with 6 loyalty. Opponent's Hill Giant attacks me.", "mtg-2008", index)
    assert o.players["You"].life == 17 and o.permanents["gideon-jura"].loyalty == 6
    o = _only("I control Gideon Jura with 6 loyalty. I cast Lava Axe targeting opponent.", "mtg-2008", index)
    assert o.players["Opponent"].life == 15
    o = _only("I control Gideon Jura with 6 loyalty. Opponent casts Lava Axe targeting me.", "mtg", index)
    assert o.players["You"].life == 15 and o.permanents["gideon-jura"].loyalty == 6
    o = _only("I control Liliana of the Veil and Liliana, the Last Hope. What happens?", "mtg", index)
    assert {o.permanents[p].zone for p in ("liliana-of-the-veil", "liliana-the-last-hope")} == {"battlefield"}


# --- each step of "Why" once ----------------------------------------------------------------------------------------


def test_an_indestructible_creature_with_lethal_damage_is_said_once(index):
    """Before: "Darksteel Myr has lethal damage but is indestructible" twice in a row (two state-based action
    checks with nothing between them); the creature stays (702.12b) with its damage marked (120.3e)."""
    o = pool.only(
        index,
        "I control Typhoid Rats. Opponent controls Darksteel Myr. Typhoid Rats attacks. Darksteel Myr blocks "
        "Typhoid Rats.",
    )
    said = [s for s in o.log if "but is indestructible" in s.text]
    assert len(said) == 1 and said[0].rules == ["702.12b"]
    assert o.permanents["darksteel-myr"].zone == "battlefield" and o.permanents["darksteel-myr"].damage == 1
    # first strike: the check after each damage step said it again (three times in one line)
    for o in pool.outcomes(
        index,
        "I control a 1/1 creature with deathtouch and first strike. It attacks. Opponent blocks with Darksteel Myr "
        "and Hill Giant.",
    ):
        assert sum("but is indestructible" in s.text for s in o.log) == (o.permanents["darksteel-myr"].damage > 0)


def test_a_unit_without_a_bulwark_counter_has_no_bulwark_counter_to_mention(index):
    """Grand Archive: a bulwark counter prevents combat damage (ga:counters/bulwark); a champion without one was
    said to have one ("Lorraine's bulwark counter prevents only attack damage") as Fireball dealt its 1 damage."""
    text = (
        "I control Lorraine, Wandering Warrior{}. Opponent controls Spirit of Fire. Opponent casts Fireball "
        "targeting my champion."
    )
    o = _only(text.format(""), "grand-archive", index)
    assert o.permanents["lorraine-wandering-warrior"].damage == 1
    assert not any("bulwark" in s.text for s in o.log) and not o.missed
    o = _only(text.format(" with a bulwark counter"), "grand-archive", index)  # one it has: said, it didn't apply
    assert o.permanents["lorraine-wandering-warrior"].damage == 1
    assert any("bulwark counter prevents only attack damage" in s.text for s in o.log)


def test_a_planeswalker_made_a_creature_then_attacking_is_refused_as_unmodelled(index):
    """Before: "Gideon Jura is not a creature on the battlefield" (exit 2), false once his 0 made him a 6/6
    creature (613.1d); attacking with him then isn't modelled, and the refusal says so (exit 3)."""
    pool.refused(
        index,
        "I control Gideon Jura with 6 loyalty. I activate Gideon Jura's 0 ability. Then Gideon Jura attacks. "
        "Opponent blocks with Hill Giant.",
        "becomes a creature during the scenario attacking or blocking isn't modelled",
        code=3,
    )
    pool.refused(index, "I control Gideon Jura with 6 loyalty. Gideon Jura attacks.", "is not a creature")


def test_trample_steps_cite_the_rule_each_rests_on(index):
    """A trampler's division cites 702.19b, and with deathtouch 702.2c (1 is lethal, so 4 may go past a 3/3);
    702.19d (no creature blocks it any more) only where that happened. Before: every division cited 702.19b and
    702.19d, and a deathtouch trampler's never 702.2c."""
    outcomes = pool.outcomes(
        index, "I control a 5/5 creature with trample and deathtouch. It attacks. Opponent blocks with a 3/3 creature."
    )
    assert sorted(o.players["Opponent"].life for o in outcomes) == [16, 17, 18, 19, 20]
    for o in outcomes:
        (step,) = [s for s in o.log if "(its controller's choice)" in s.text]
        assert step.rules == ["702.19b", "702.2c"]
    o = pool.only(
        index,
        "I control a 3/3 creature with double strike and trample. It attacks. Opponent blocks with Grizzly Bears. "
        "Opponent casts Lightning Bolt targeting Grizzly Bears.",
    )
    assert o.players["Opponent"].life == 14  # both steps' 3 go to Opponent (702.19d)
    steps = [s for s in o.log if "nothing blocks it any more" in s.text]
    assert len(steps) == 2 and all(s.rules == ["702.19d"] for s in steps)
    assert not any("702.19d" in s.rules for s in o.log if s not in steps)
