"""Session 9 fixes: spells during a combat with declaration triggers, blocks that can't be made, a life total said in a
list of permanents, and "my <card>" where only another player's is on the battlefield.

Real Oracle text (2018 pool): Akrasan Squire 1/1 "Exalted"; Grizzly Bears 2/2; Hill Giant 3/3; Benalish Veteran 2/2
"Whenever Benalish Veteran attacks, it gets +1/+1 until end of turn."; Kitsune Blademaster 2/2 "First strike",
"Bushido 1"; Nezumi Ronin 3/1 "Bushido 1"; Shadow Rider 3/3 "Flanking"; Llanowar Elves 1/1; Serra Angel 4/4 "Flying,
vigilance"; Giant Spider 2/4 "Reach"; Black Knight 2/2 "First strike", "Protection from white"; Savannah Lions 2/1
(white); Drudge Skeletons 1/1 "{B}: Regenerate Drudge Skeletons."; Giant Growth +3/+3; Shock 2 damage; Lightning
Bolt 3 damage; Disfigure -2/-2.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


def _outcome(reply):
    (outcome,) = reply.data["outcomes"]
    return outcome


def _perm(outcome, name):
    return next(p for p in outcome["permanents"].values() if p["name"] == name)


def _life(outcome, player):
    return outcome["players"][player]["life"]


# 1. A spell cast during a combat with attack or block triggers (resolver/declared_order.py): answered where its order
# against the triggers can't change the result; refused where it can (CR 508.1m, 509.1i, 603.3).


def test_giant_growth_on_an_exalted_attacker_is_answered(pool_index):
    text = (
        "I control Akrasan Squire and Grizzly Bears. Opponent controls Hill Giant. I attack with Grizzly Bears. "
        "Hill Giant blocks Grizzly Bears. I cast Giant Growth targeting Grizzly Bears."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    outcome = _outcome(reply)
    bears = _perm(outcome, "Grizzly Bears")  # 2/2 + 3/3 + exalted 1/1, in either order
    assert (bears["zone"], bears["power"], bears["toughness"], bears["damage"]) == ("battlefield", 6, 6, 3)
    assert _perm(outcome, "Hill Giant")["zone"] == "graveyard"
    assert "whether in response or after it resolved, the result is the same" in reply.to_text()


def test_a_burn_spell_at_the_player_during_an_exalted_attack_is_answered(pool_index):
    text = (
        "I control Akrasan Squire and Grizzly Bears. I attack with Grizzly Bears. "
        "I cast Lightning Bolt targeting Opponent."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    outcome = _outcome(reply)
    assert _life(outcome, "Opponent") == 14  # 3 from Bolt, 3 from the exalted 3/3
    assert _perm(outcome, "Grizzly Bears")["power"] == 3


def test_shock_at_the_player_after_an_attack_trigger_is_answered(pool_index):
    text = (
        "I control Benalish Veteran. Opponent controls Hill Giant. I attack with Benalish Veteran. "
        "Hill Giant blocks Benalish Veteran. I cast Shock targeting Opponent."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    outcome = _outcome(reply)
    assert _life(outcome, "Opponent") == 18
    assert _perm(outcome, "Benalish Veteran")["zone"] == "graveyard"  # a 3/3 trading with the 3/3
    assert _perm(outcome, "Hill Giant")["zone"] == "graveyard"


def test_a_pump_on_a_bushido_blocker_is_answered(pool_index):
    text = (
        "Opponent controls Nezumi Ronin. I control Grizzly Bears. Opponent attacks with Nezumi Ronin. "
        "I block with Grizzly Bears. I cast Giant Growth targeting Grizzly Bears."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    outcome = _outcome(reply)
    assert _perm(outcome, "Nezumi Ronin")["zone"] == "graveyard"
    bears = _perm(outcome, "Grizzly Bears")
    assert (bears["zone"], bears["damage"]) == ("battlefield", 4)  # the Ronin is 4/2 after bushido


def test_damage_to_a_blocker_no_trigger_changes_is_answered(pool_index):
    # exalted pumps only the attacker: Shock on the 3/3 blocker is the same before or after it
    text = (
        "I control Akrasan Squire and Grizzly Bears. Opponent controls Hill Giant. I attack with Grizzly Bears. "
        "Hill Giant blocks Grizzly Bears. I cast Shock targeting Hill Giant."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    outcome = _outcome(reply)
    assert _perm(outcome, "Hill Giant")["zone"] == "graveyard"  # 2 + 3 damage
    assert _perm(outcome, "Grizzly Bears")["zone"] == "graveyard"  # 3 damage on a 3/3


def test_a_pump_on_a_flanked_blocker_that_survives_either_way_is_answered(pool_index):
    text = (
        "I control Shadow Rider. Opponent controls Hill Giant. I attack with Shadow Rider. "
        "Hill Giant blocks Shadow Rider. Opponent casts Giant Growth targeting Hill Giant."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    outcome = _outcome(reply)
    giant = _perm(outcome, "Hill Giant")  # 3/3 + 3/3 - 1/1 in either order: never at 0 toughness
    assert (giant["zone"], giant["power"], giant["toughness"], giant["damage"]) == ("battlefield", 5, 5, 3)
    assert _perm(outcome, "Shadow Rider")["zone"] == "graveyard"


@pytest.mark.parametrize(
    "text",
    [
        # in response to flanking the 1/1 becomes 4/4 and lives; after it, it is already dead
        "I control Shadow Rider. Opponent controls Llanowar Elves. I attack with Shadow Rider. "
        "Llanowar Elves blocks Shadow Rider. Opponent casts Giant Growth targeting Llanowar Elves.",
        # in response to the Veteran's trigger the 2/2 dies to -2/-2; after it, the 3/3 lives as a 1/1
        "I control Benalish Veteran. I attack with Benalish Veteran. Opponent casts Disfigure targeting "
        "Benalish Veteran.",
        # damage to the creature a trigger pumps: Bolt kills the 2/2 in response, the 3/3 after
        "I control Akrasan Squire and Grizzly Bears. I attack with Grizzly Bears. "
        "Opponent casts Lightning Bolt targeting Grizzly Bears.",
        # exalted's source dies to the spell: its trigger was already on the stack (CR 113.7a)
        "I control Akrasan Squire and Grizzly Bears. I attack with Grizzly Bears. "
        "Opponent casts Shock targeting Akrasan Squire.",
        "Opponent controls Nezumi Ronin. I control Grizzly Bears. Opponent attacks with Nezumi Ronin. "
        "I block with Grizzly Bears. I cast Shock targeting Nezumi Ronin.",
    ],
)
def test_a_spell_whose_order_against_the_triggers_matters_is_still_refused(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3, reply.to_text()
    assert "whether that was cast in response to it or after it resolved isn't modelled" in reply.summary


def test_the_exalted_source_killed_during_combat_was_answered_without_exalted_before(pool_index):
    # the engine, resolving Shock first, had no exalted at all: the Bears hit for 2 (a wrong 18)
    text = (
        "I control Akrasan Squire and Grizzly Bears. I attack with Grizzly Bears. "
        "Opponent casts Lightning Bolt targeting Akrasan Squire."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3, reply.to_text()
    assert "Akrasan Squire" in reply.summary


# 2. No block to offer when none of the asker's creatures can block the attacker (commands/reader/could_block.py).


@pytest.mark.parametrize(
    ("text", "life"),
    [
        (
            "Opponent controls Serra Angel. I control Grizzly Bears. Opponent attacks with Serra Angel. Can I kill it?",
            16,
        ),
        ("Opponent controls Black Knight. I control Savannah Lions. Black Knight attacks me. Can I kill it?", 18),
        ("Opponent controls a 3/3 with flying. I control a 2/2. Opponent attacks with the 3/3. Can I kill it?", 17),
    ],
)
def test_no_block_is_asked_of_a_creature_that_cannot_block(text, life, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _life(_outcome(reply), "You") == life  # unblocked
    assert "none of your creatures can block" in reply.to_text()


def test_a_creature_with_reach_is_still_offered_the_block(pool_index):
    text = "Opponent controls Serra Angel. I control Giant Spider. Opponent attacks with Serra Angel. Can I kill it?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2
    assert "you could block with Giant Spider" in reply.summary


def test_the_block_offered_is_one_that_can_be_made(pool_index):
    text = (
        "Opponent controls Serra Angel and Hill Giant. I control Grizzly Bears. Opponent attacks with Serra Angel "
        "and Hill Giant. Can I kill one?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2
    assert "I block Hill Giant with Grizzly Bears" in reply.summary


def test_of_two_creatures_the_one_that_can_block_is_offered(pool_index):
    text = (
        "Opponent controls Serra Angel. I control Grizzly Bears and Giant Spider. Opponent attacks with Serra Angel. "
        "Can I kill it?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2
    assert "I block Serra Angel with Giant Spider" in reply.summary


# 3. "3 life" in a list of what a player has is the life total, not three copies of the card Life.


@pytest.mark.parametrize(
    ("text", "player", "life", "name", "count"),
    [
        ("I have 3 life and two Grizzly Bears. Opponent controls Hill Giant.", "You", 3, "Grizzly Bears", 2),
        ("I have two Grizzly Bears and 3 life. Opponent controls Hill Giant.", "You", 3, "Grizzly Bears", 2),
        ("Opponent has 4 life and two Hill Giants. I control Grizzly Bears.", "Opponent", 4, "Hill Giant", 2),
        ("I'm at 5 life with two Hill Giants. Opponent controls Grizzly Bears.", "You", 5, "Hill Giant", 2),
        ("I have 10 life and a Serra Angel. Opponent controls Grizzly Bears.", "You", 10, "Serra Angel", 1),
        ("I'm at five life with two Hill Giants. Opponent controls Grizzly Bears.", "You", 5, "Hill Giant", 2),
        ("I'm at 5 life and have two Hill Giants. Opponent controls Grizzly Bears.", "You", 5, "Hill Giant", 2),
        ("I have 3 life with two Grizzly Bears. Opponent controls Hill Giant.", "You", 3, "Grizzly Bears", 2),
        ("I have 3 life and two Grizzly Bears in play. Opponent controls Hill Giant.", "You", 3, "Grizzly Bears", 2),
    ],
)
def test_a_life_total_in_a_list_is_the_players(text, player, life, name, count, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    outcome = _outcome(reply)
    assert _life(outcome, player) == life
    mine = [p for p in outcome["permanents"].values() if p["name"] == name]
    assert len(mine) == count and {p["controller"] for p in mine} == {player}
    assert "sorcery" not in reply.to_text()


def test_a_life_total_in_a_list_then_combat(pool_index):
    text = "I have 3 life and two Grizzly Bears. Opponent attacks with Hill Giant. I don't block. Do I die?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    outcome = _outcome(reply)
    assert _life(outcome, "You") == 0 and outcome["players"]["You"]["lost"]


def test_an_instant_in_a_board_list_says_how_to_put_it_in_hand(pool_index):
    reply = ask_reply("I have 2 life and a Fog. Opponent attacks with Hill Giant.", index=pool_index)
    assert reply.exit_code == 2
    assert "Fog is an instant: it can't be on the battlefield" in reply.summary
    assert '"I have Fog in hand"' in reply.summary


# 4. "my <card>" in a slot only a permanent already there fills, where only another player's is there: asked back.


@pytest.mark.parametrize(
    "text",
    [
        "Opponent controls Drudge Skeletons. I cast Shock targeting Drudge Skeletons. I regenerate my Drudge "
        "Skeletons.",
        "Opponent controls Drudge Skeletons. I activate my Drudge Skeletons. Opponent casts Shock targeting Drudge "
        "Skeletons.",
        "Opponent controls Grizzly Bears. I cast Giant Growth targeting my Grizzly Bears.",
    ],
)
def test_my_card_when_only_the_opponents_is_there_is_asked_back(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2, reply.to_text()
    assert "You control no" in reply.summary and "the one on the battlefield is Opponent's" in reply.summary


def test_my_card_said_first_is_still_mine(pool_index):
    text = (
        "Opponent controls Drudge Skeletons. I control Drudge Skeletons. Opponent casts Shock targeting my Drudge "
        "Skeletons. I regenerate my Drudge Skeletons."
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    skeletons = {p["controller"]: p["zone"] for p in _outcome(reply)["permanents"].values()}
    assert skeletons == {"You": "battlefield", "Opponent": "battlefield"}


def test_a_blocks_trigger_is_no_rule_about_who_can_block(pool_index):
    # Wall of Frost 0/7 defender, "Whenever Wall of Frost blocks a creature, …": it can't block a flier
    text = "Opponent controls Serra Angel. I control Wall of Frost. Serra Angel attacks me. Can I kill it?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert _life(_outcome(reply), "You") == 16


def test_a_card_in_hand_that_could_make_the_block_possible_keeps_the_ask_back(pool_index):
    # Jump ("Target creature gains flying until end of turn") cast before blocks lets the Bears block the Angel
    text = (
        "Opponent controls Serra Angel. I control Grizzly Bears. I have Jump in hand. Opponent attacks with Serra "
        "Angel. What can I do?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2
    assert "you could block with Grizzly Bears" in reply.summary


def test_a_burn_spell_in_hand_does_not_bring_back_the_ask(pool_index):
    text = (
        "Opponent controls Serra Angel. I control Grizzly Bears and I have Shock in hand. Opponent attacks me with "
        "Serra Angel. How much damage do I take?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert {_life(o, "You") for o in reply.data["outcomes"]} == {16, 14}  # Shock at me is one of the choices


def test_a_spell_told_before_the_attack_that_gives_flying_keeps_the_ask_back(pool_index):
    # the check builds the board before any action: Jump resolved before the attack lets the Bears block
    text = (
        "Opponent controls Serra Angel. I control Grizzly Bears. I cast Jump targeting Grizzly Bears. Serra Angel "
        "attacks me. Can I kill it?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2
    assert "you could block with Grizzly Bears" in reply.summary
