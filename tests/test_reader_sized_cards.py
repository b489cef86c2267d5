"""A size said before a card's name (commands/reader/restated.py, stated_within.py) and "killed in combat by two 2/2s"
(frames.frame_died_to_blockers): what the engine then answers, on real text where there is some."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


def _outcomes(reply):
    assert reply.exit_code == 0, reply.summary
    return reply.data["outcomes"]


def _perm(outcome, name):
    found = [p for p in outcome["permanents"].values() if p["name"] == name]
    assert len(found) == 1, outcome["permanents"]
    return found[0]


def test_a_printed_size_before_a_card_is_the_card(pool_index):
    reply = ask_reply("I control a 2/2 Grizzly Bears. Opp bolts it. Does it die?", index=pool_index)
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Grizzly Bears")["zone"] == "graveyard"
    assert '"2/2" restates Grizzly Bears as printed: nothing to add' in reply.to_text()


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("I control a 12/12 Craterhoof Behemoth. Opp bolts it.", '"a 12/12 Craterhoof Behemoth"'),
        ("My 3/3 Grizzly Bears attacks. Opponent blocks it with a 2/2.", '"My 3/3 Grizzly Bears"'),
    ],
)
def test_another_size_before_a_card_is_asked_about(text, quoted, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2
    assert reply.summary.startswith(quoted) and "as printed; say what made it" in reply.summary


def test_opponents_blockers_of_a_size_are_not_my_card_of_that_size(pool_index):
    # before: "there is 1 "2/2 creatures"" (my Grizzly Bears counted as one of his two 2/2s)
    reply = ask_reply("I attack with my 2/2 Grizzly Bears. Opp blocks with two 2/2s.", index=pool_index)
    outcomes = _outcomes(reply)
    assert all(_perm(o, "Grizzly Bears")["zone"] == "graveyard" for o in outcomes)
    blockers = [p for o in outcomes for p in o["permanents"].values() if p["name"] == "2/2 creature"]
    assert blockers and {p["controller"] for p in blockers} == {"Opponent"}


def test_killed_in_combat_by_two_creatures_is_a_double_block_fresh10_f10_012(pool_index):
    # fresh10 f10-012, as typed: Rock Hydra (0/0, enters with X +1/+1 counters) said as 8/8
    text = (
        "My 8/8 Rock Hydra got killed in combat by two 2/2s! It seems like the replacement effect is removing the "
        "counter but not preventing the damage, resulting in it dying twice as easily. [...]"
    )
    reply = ask_reply(text, index=pool_index)
    outcomes = _outcomes(reply)
    for o in outcomes:  # each 2 damage prevented by removing 2 counters (its replacement), never dealt
        hydra = _perm(o, "Rock Hydra")
        assert hydra["zone"] == "battlefield" and hydra["counters"] == {"+1/+1": 4} and hydra["damage"] == 0
    said = reply.to_text()
    assert '"8/8 Rock Hydra" is read as Rock Hydra with 8 +1/+1 counters' in said
    assert "attacking and being blocked by two 2/2 creatures" in said


def test_killed_in_combat_by_one_creature_is_not_read_as_a_block(pool_index):
    # one creature: it may have blocked, or been blocked — never guessed
    reply = ask_reply("My Hill Giant got killed in combat by a 3/3.", index=pool_index)
    assert reply.exit_code == 2


@pytest.mark.parametrize(
    "text",
    [
        "opp bolts my Gideon Jura (6 loyalty). how much loyalty left?",
        "I control Gideon Jura (6 loyalty). opp bolts it. how much loyalty left?",
    ],
)
def test_a_planeswalkers_loyalty_said_where_it_is_targeted(text, pool_index):
    # Lightning Bolt: 3 damage to any target; damage to a planeswalker removes that much loyalty (CR 120.3c)
    reply = ask_reply(text, index=pool_index)
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Gideon Jura")["loyalty"] == 3
    assert reply.summary.startswith("Gideon Jura has 3 loyalty (it had 6)")


def test_a_planeswalker_attacked_with_its_loyalty_said(pool_index):
    # Hill Giant (3/3) unblocked deals 3 combat damage to Gideon Jura: 6 - 3 = 3 loyalty (CR 120.3c, 510.1)
    text = "Opponent's Hill Giant attacks my Gideon Jura with 6 loyalty. I don't block. How much loyalty?"
    reply = ask_reply(text, index=pool_index)
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Gideon Jura")["loyalty"] == 3
    assert reply.summary.startswith("Gideon Jura has 3 loyalty (it had 6)")
