"""Damage a permanent already took, said without "damage marked" ("It took 3 in combat", "it kept 3 damage from
blocking"), is a board fact: it decides whether a later Shock kills a Serra Angel. Set aside as a report, it was
answered "Serra Angel survives"; it is asked back now (audit5b). "I only took 3" alone stays a report."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


@pytest.mark.parametrize(
    "text",
    [
        "I control Serra Angel. it kept 3 damage from blocking. opp shocks it. does it die?",
        "I control Serra Angel. it took 3 from blocking. opp shocks it. does it die?",
        "I control Serra Angel. It took 3 in combat. Opp shocks it. Does it die?",
        "I control Serra Angel. It survived combat with 3 damage. Opp shocks it. Does it die?",
        "I control Serra Angel. It blocked and took 3. Opp shocks it. Does it die?",
        "I control Hill Giant. It ended up with 1 damage from a ping earlier. Opp shocks it. does it die?",
    ],
)
def test_damage_already_taken_is_asked_back(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2 and "\n" not in reply.summary, reply.summary
    assert "says what the board may be" in reply.summary


def test_what_a_player_only_took_after_the_spell_stays_a_report(pool_index):
    reply = ask_reply("I'm at 5. Opp bolts me. I only took 3. am I dead?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    assert outcome["players"]["You"]["life"] == 2 and not outcome["players"]["You"]["lost"]


@pytest.mark.parametrize(
    "text",
    [
        # answered "Hill Giant survives" (2 + 2 ≥ 3: it dies) and "You survive at 7 life" (at 3: dead)
        "Opponent controls Hill Giant. It seems his giant has 2 damage. I shock it. does it die?",
        "Opponent controls Hill Giant. Apparently it has 2 damage. I shock it. does it die?",
        "I control Hill Giant. I'm pretty sure it has 2 damage. Opp shocks it. dies?",
        "I control Hill Giant. He says my giant has 1 damage. Opp shocks it. dies?",
        "I'm at 10. It seems I'm actually at 3. opp bolts me. dead?",
    ],
)
def test_damage_or_life_said_as_a_belief_is_asked_back(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2 and "\n" not in reply.summary, reply.summary
    assert "says what the board may be" in reply.summary


@pytest.mark.parametrize(
    "text",
    [
        # each was answered as if the clause weren't there ("Grizzly Bears dies", a tapped Hill Giant blocking)
        "Opponent controls Grizzly Bears. I guess it's a 3/3 now. I shock it. does it die?",
        "Opponent controls Grizzly Bears. It seems it's a 4/4 from an anthem. I bolt it. does it die?",
        "Opponent controls Grizzly Bears. Clearly it got +2/+2 from something. I bolt it. does it die?",
        "Opponent controls Grizzly Bears. Apparently it's indestructible. I shock it. does it die?",
        "Opponent controls Hill Giant. I'm not sure but it might have lost 1 toughness. I shock it. dies?",
        "I control Hill Giant. Obviously it's tapped. Opp attacks with Grizzly Bears, I block with Hill Giant.",
    ],
)
def test_a_size_pump_keyword_or_tapped_said_as_a_belief_is_asked_back(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2 and "\n" not in reply.summary, reply.summary
    assert "says what the board may be" in reply.summary


@pytest.mark.parametrize(
    "text",
    [
        # answered "Opponent survives at 17 life" (at 3, a Bolt kills him)
        "Opp went to 3 after my attack. I bolt him. is he dead?",
        "he ended up at 3 after combat. I bolt him. is he dead?",
    ],
)
def test_a_life_total_reached_is_asked_back(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2 and "\n" not in reply.summary, reply.summary
    assert "says what the board may be" in reply.summary


@pytest.mark.parametrize(
    "text",
    [
        # the question was left unread whole: "Hill Giant: 3/3, 2 damage" (1 + 2 ≥ 3: it dies), "You: 17 life"
        "Opp shocks my Hill Giant. does it die given it has 1 damage already?",
        "Opp shocks my Hill Giant. Does it die, considering it already has 1 damage?",
        "Opp bolts me, am I dead since I'm at 3?",
        # Worship dropped: "You: -1 life, LOST THE GAME" (with Worship and a creature: 1 life)
        "Opp bolts me, I'm at 2. Do I survive, as I control Worship and Grizzly Bears?",
    ],
)
def test_a_board_fact_inside_the_question_is_asked_back(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2 and "\n" not in reply.summary, reply.summary
    assert "tells the board inside the question" in reply.summary
