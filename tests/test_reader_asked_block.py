"""Everyday block questions: a block told after the question with pronouns (commands/reader/asked_block.py),
"I have X blocking his Y" (shorthand.frame_has_blocking), and a creature without a card asked about by its keyword
("does his trampler die?": answer.Facts.named). CR 509.1 (a blocked creature attacks), 702.2b (deathtouch: any
damage is lethal), 702.19c (trample)."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


def _zones(reply, name):
    return {p["zone"] for o in reply.data["outcomes"] for p in o["permanents"].values() if p["name"] == name}


@pytest.mark.parametrize(
    "text",
    [
        "can my 1/1 deathtouch kill his 5/5 trampler if i block it?",
        "can my 1/1 deathtouch kill his 5/5 trampler if i block with it?",
        "his 5/5 trampler attacks. I block with my 1/1 deathtouch. does his trampler die?",
    ],
)
def test_a_deathtouch_blocker_kills_the_trampler(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "5/5 creature") == {"graveyard"} and _zones(reply, "1/1 creature") == {"graveyard"}
    assert reply.summary.splitlines()[0] == "5/5 creature dies in every outcome"
    # trample: 1 is lethal to a 1/1 deathtouch blocker; the rest (0–4) may go to the player (CR 702.19c)
    assert {o["players"]["You"]["life"] for o in reply.data["outcomes"]} == {20, 19, 18, 17, 16}


def test_the_supposed_block_is_said(pool_index):
    reply = ask_reply("can my 1/1 deathtouch kill his 5/5 trampler if i block it?", index=pool_index)
    assert '"i block it" is read as "I block his 5/5 trampler with my 1/1 deathtouch"' in reply.to_text()


@pytest.mark.parametrize(
    ("text", "dies", "lives"),
    [
        ("I have a 3/3 first striker blocking his 2/2 deathtouch. what happens?", "2/2 creature", "3/3 creature"),
        ("opp has a 1/1 deathtouch blocking my Hill Giant. who dies?", "Hill Giant", None),
        ("I had Grizzly Bears blocking his Hill Giant. does my bear die?", "Grizzly Bears", "Hill Giant"),
    ],
)
def test_a_creature_had_blocking_another_blocks_it(text, dies, lives, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, dies) == {"graveyard"}
    if lives:
        assert _zones(reply, lives) == {"battlefield"}


def test_a_block_with_no_attack_said_takes_the_other_players_one_creature(pool_index):
    """ "opponent has a 4/4 with first strike, I block with two 2/2s": a block needs an attacker (CR 509.1a), and the
    opponent has one creature: it attacks (said). First strike: the 4/4 deals its damage first (CR 510.4)."""
    reply = ask_reply("opponent has a 4/4 with first strike, I block with two 2/2s. what happens?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert "is read as 4/4 creature attacking: a block needs an attacker" in reply.to_text()
    for o in reply.data["outcomes"]:  # a 2/2 the first striker killed deals no damage back
        dead = [p for p in o["permanents"].values() if p["name"] == "2/2 creature" and p["zone"] == "graveyard"]
        giant = next(p for p in o["permanents"].values() if p["name"] == "4/4 creature")
        assert giant["damage"] == 2 * (2 - len(dead)) and giant["zone"] == "battlefield"


@pytest.mark.parametrize(
    "text",
    [
        "Opponent controls Hill Giant and Serra Angel. I block with Grizzly Bears.",  # two could attack: asked
        "Opponent controls Hill Giant. I block with Grizzly Bears. He attacked with Serra Angel.",  # another attacks
    ],
)
def test_which_attacker_is_asked_when_it_isnt_the_one(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and "which attacker is blocked" in reply.summary


def test_a_response_said_without_a_comma_is_a_clause_of_its_own(pool_index):
    # Shock deals 2; Giant Growth gives +3/+3 and resolves first (CR 608.1: last in, first out)
    text = "I control Grizzly Bears. opp shocks it in response I cast Giant Growth targeting it. does it survive?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "Grizzly Bears") == {"battlefield"}
    assert reply.summary.startswith("Grizzly Bears survives")


def test_two_blocks_in_one_sentence_by_keyword(pool_index):
    """ "I block the first striker with a 2/2 and the deathtouch one with a 4/4": two blocks; "the first striker" is
    the creature with first strike (no ordinal), "the deathtouch one" the one with deathtouch. First strike (CR
    510.4): the 2/2 first striker kills my 2/2 before it deals damage; deathtouch (702.2b): both of the others die."""
    text = (
        "Opponent attacks with a 2/2 first strike and a 2/2 deathtouch. I block the first striker with a 2/2 and the "
        "deathtouch one with a 4/4. What dies?"
    )
    reply = ask_reply(text, index=pool_index)
    (outcome,) = reply.data["outcomes"]
    by = {(p["controller"], p["name"], p["zone"]) for p in outcome["permanents"].values()}
    assert by == {
        ("Opponent", "2/2 creature", "battlefield"),  # the first striker
        ("Opponent", "2/2 creature", "graveyard"),  # the deathtouch one
        ("You", "2/2 creature", "graveyard"),
        ("You", "4/4 creature", "graveyard"),
    }
    assert '"the first striker" is read as 2/2 creature [2-2-creature], the only one with first strike' in (
        reply.to_text()
    )


def test_a_planeswalker_attacked_as_it(pool_index):
    # "opp attacks it with a 2/2": the planeswalker named before (CR 506.3: creatures attack players or planeswalkers)
    text = "my jace beleren has 3 loyalty, opp attacks it with a 2/2. how much loyalty does jace have after?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Jace Beleren has 1 loyalty (it had 3)")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Opp casts Lightning Bolt on my 3/3. I respond with Giant Growth. Does my creature live?", "3/3 creature"),
        ("If my opponent Shocks my Grizzly Bears and I respond with Giant Growth, what happens?", "Grizzly Bears"),
    ],
)
def test_a_pump_in_response_targets_the_creature_aimed_at(text, name, pool_index):
    """Giant Growth ("Target creature gets +3/+3 until end of turn") cast in response with no target said: the
    caster's creature the spell on the stack aims at (said); it resolves first (CR 405.5), so the creature lives."""
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, name) == {"battlefield"}
    assert f"Giant Growth is read as targeting {name}, the creature" in reply.to_text()


@pytest.mark.parametrize(
    "text",
    [
        "Opp casts Lightning Bolt on my 3/3. I respond with Shock.",  # any target: never guessed
        "Opp casts Lightning Bolt on his own 3/3. I respond with Giant Growth.",  # not the caster's creature
    ],
)
def test_another_response_without_a_target_is_asked(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and "needs 1 target, got 0" in reply.summary


def test_a_count_of_creatures_sized_each_in_brackets(pool_index):
    # "3 goblins (1/1 each)": three 1/1 goblins; one blocked by my 2/2, the other two deal 1 each (CR 510.1a)
    text = "opponent attacks with 3 goblins (1/1 each). I have a 2/2 blocker. How much damage do I take if I block one?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert {o["players"]["You"]["life"] for o in reply.data["outcomes"]} == {18}


def test_a_creature_had_blocked_by_another(pool_index):
    # lifelink (CR 702.15b): the 4 damage the 4/4 deals to the 2/2 blocker gains its controller 4 life
    reply = ask_reply("If I have a 4/4 with lifelink blocked by a 2/2, how much life do I gain?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert {o["players"]["You"]["life"] for o in reply.data["outcomes"]} == {24}


def test_chump_blocked_said_in_the_passive(pool_index):
    # trample (CR 702.19c): 1 is lethal to the 1/1; 0 to 4 of the rest may go to the player
    reply = ask_reply("my 5/5 trample gets chump blocked by a 1/1, how much damage goes through?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert {o["players"]["Opponent"]["life"] for o in reply.data["outcomes"]} == {20, 19, 18, 17, 16}


def test_a_creature_blocks_with_no_object_blocks_the_one_attacker(pool_index):
    text = (
        "I have a Hill Giant and my opponent has Grizzly Bears. My Hill Giant attacks and his Grizzly Bears blocks. "
        "Who dies?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "Grizzly Bears") == {"graveyard"} and _zones(reply, "Hill Giant") == {"battlefield"}


def test_how_much_damage_can_i_assign_to_the_player(pool_index):
    """A 2/2 with trample and deathtouch blocked by a 5/5: 1 is lethal damage to the blocker (CR 702.2c, 702.19c),
    so 0 or 1 can go to the player."""
    text = (
        "If I attack with a 2/2 creature with trample and deathtouch, and my opponent blocks with a 5/5, how much "
        "damage can I assign to the player?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.summary.startswith("Opponent: 0 or 1 damage")


def test_i_block_the_attacker_with_my_one_creature(pool_index):
    # reach blocks a flier (CR 702.17b); the unblocked Hill Giant deals its 3
    text = (
        "Opponent has Serra Angel and Hill Giant. He attacks with both. I have a 1/1 with reach. I block the Angel. "
        "How much damage do I take?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("You: 3 damage")


@pytest.mark.parametrize(
    ("spell", "zone"),
    [("Wrath of God", "graveyard"), ("Pyroclasm", "battlefield")],  # Wrath: "They can't be regenerated."
)
def test_i_regenerate_my_creature_in_response(spell, zone, pool_index):
    """Drudge Skeletons: "{B}: Regenerate Drudge Skeletons." Said "I regenerate my Drudge Skeletons": its one
    activated ability (CR 701.15a)."""
    text = f"My opponent casts {spell}. In response, I regenerate my Drudge Skeletons. Does it survive?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "Drudge Skeletons") == {zone}


@pytest.mark.parametrize(
    "text",
    [
        "I control Hill Giant. Hill Giant blocks a 2/2.",  # before: "can't block its own controller's creature"
        "I control Hill Giant. It blocks a 2/2.",
    ],
)
def test_a_sized_attacker_a_creature_blocks_is_the_other_players(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    two = next(p for p in outcome["permanents"].values() if p["name"] == "2/2 creature")
    assert two["controller"] == "Opponent" and two["zone"] == "graveyard"


def test_it_gets_shocked_and_then_blocks(pool_index):
    # "It gets Shocked and then blocks a 2/2": the same subject; Shock's 2 and the 2/2's 2 kill the 3/3 (CR 120.6)
    reply = ask_reply("I have a Hill Giant. It gets Shocked and then blocks a 2/2. Does it die?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _zones(reply, "Hill Giant") == {"graveyard"} and _zones(reply, "2/2 creature") == {"graveyard"}
