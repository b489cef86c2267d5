"""A card a player may cast (offered from hand, resolver/optional.py) whose use would take away what the story says is
targeted later: that line of play can't be the story told, so it is dropped (resolver/play.py check_targets_there);
the other uses and not using it stay outcomes. Without an offer used, the story itself is impossible: still refused.
Also "I have Prodigal Sorcerer out and Shock in hand": the permanent said out is on the battlefield."""

from __future__ import annotations

from commands.ask import ask_reply
from commands.resolve import run_scenario
from commands.situation import parse_situation


def _outcomes(index, text: str) -> list[dict]:
    reply = ask_reply(text, index=index)
    assert reply.exit_code == 0, reply.summary
    return reply.data["outcomes"]


def test_an_offered_spell_that_would_kill_a_later_target_is_no_line(pool_index):
    for text in (
        "I control Prodigal Sorcerer. I have Shock in hand. Opponent casts Lightning Bolt targeting my Prodigal "
        "Sorcerer.",
        "I have Prodigal Sorcerer out and Shock in hand. Opponent casts Lightning Bolt targeting my Prodigal Sorcerer.",
    ):
        outcomes = _outcomes(pool_index, text)
        lives = sorted((o["players"]["You"]["life"], o["players"]["Opponent"]["life"]) for o in outcomes)
        assert lives == [(18, 20), (20, 18), (20, 20)]  # Shock at me, at him, or not cast
        for o in outcomes:
            (sorcerer,) = [p for p in o["permanents"].values() if p["name"] == "Prodigal Sorcerer"]
            assert sorcerer["zone"] == "graveyard"  # Bolt resolves in every line
            assert not any("Shock targeting Prodigal Sorcerer" in step["text"] for step in o["log"])


def test_a_told_target_gone_with_no_offer_used_is_still_refused(pool_index):
    reply = ask_reply(
        "I control Prodigal Sorcerer. I cast Shock targeting my Prodigal Sorcerer. Then Opponent casts Lightning Bolt "
        "targeting my Prodigal Sorcerer.",
        index=pool_index,
    )
    assert reply.exit_code == 2
    assert "has left the battlefield (graveyard) before Lightning Bolt is put on the stack" in reply.summary


def test_the_engine_drops_the_line_on_the_scenario_itself(pool_index):
    reading = parse_situation(
        "I control Prodigal Sorcerer. I have Shock in hand. Opponent casts Lightning Bolt targeting Prodigal Sorcerer.",
        pool_index,
    )
    resolution = run_scenario(reading.scenario, pool_index)
    assert len(resolution.outcomes) == 3
    assert all(
        {p.zone for p in o.permanents.values() if p.name == "Prodigal Sorcerer"} == {"graveyard"}
        for o in resolution.outcomes
    )


def test_a_lower_case_spell_said_as_a_verb_names_its_card_for_the_refusal(pool_index):
    from commands.reader.lower_names import lower_case_cards

    words = ["i", "banefire", "for", "5", "at", "opp", "on", "5", "life"]
    assert lower_case_cards(words, pool_index, "mtg") == [(1, "Banefire")]
    assert lower_case_cards(["fireball", "x=4", "at", "their", "bears"], pool_index, "mtg") == [(0, "Fireball")]
    assert lower_case_cards(["that", "was", "a", "fireball", "moment"], pool_index, "mtg") == []  # no verb, no X
