"""A player said once with a list of what they are and have (issue #16): "Efren is at 33 life, has no poison
counters, and has no cards in his hand", "Opponent is at 2 life and controls Grizzly Bears", "he has no creatures",
"no cards". Each part is read for the same player; a count of none adds nothing and the reading says so; "has no
creatures" says nothing blocks, checked against the blocks the message declares."""

from __future__ import annotations

from commands.ask import ask_reply


def test_a_puzzle_players_life_and_empty_hand_listed_with_commas(pool_index):
    """Possibility Storm-style puzzle text (perplexingchimera.com #29's own sentence), then an attack: Efren at 33
    takes Hill Giant's 3 (was: "can't read 'Opponent is at 33 life, has no poison counters'")."""
    text = "Efren is at 33 life, has no poison counters, and has no cards in his hand. I attack with Hill Giant."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    [outcome] = reply.data["outcomes"]
    assert outcome["players"]["Opponent"]["life"] == 30
    assert '"no cards": none, so nothing is added' in reply.sections[0].lines


def test_life_and_board_joined_by_and_either_way(pool_index):
    for text in (
        "Opponent is at 2 life and controls Grizzly Bears. I attack with Hill Giant and he blocks with Grizzly Bears.",
        "Opponent controls Grizzly Bears and is at 2 life. I attack with Hill Giant and he blocks with Grizzly Bears.",
    ):
        reply = ask_reply(text, index=pool_index)
        assert reply.exit_code == 0, (text, reply.summary)
        [outcome] = reply.data["outcomes"]
        assert outcome["players"]["Opponent"]["life"] == 2  # blocked: no damage to the player
        assert outcome["permanents"]["grizzly-bears"]["zone"] == "graveyard"


def test_no_creatures_means_no_block_and_a_block_said_too_is_asked_back(pool_index):
    reply = ask_reply(
        "Opp is at 2 life and has no creatures. I attack with Grizzly Bears. Does he die?", index=pool_index
    )
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Opponent loses (0 life, 704.5a)")
    assert '"Opponent has no creatures": no creature blocks' in reply.sections[0].lines
    asked = ask_reply(
        "Opponent has no creatures. I attack with Hill Giant. Opponent blocks with Grizzly Bears.", index=pool_index
    )
    assert asked.exit_code == 2 and "says nothing blocks, and the message also declares a block" in asked.summary


def test_a_count_of_none_on_the_board_adds_nothing(pool_index):
    """Was: '"no creatures": between 1 and 20 copies at a time'."""
    reply = ask_reply("I control no creatures. Opponent attacks me with Hill Giant.", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    [outcome] = reply.data["outcomes"]
    assert outcome["players"]["You"]["life"] == 17


def test_opp_starting_a_sentence_is_no_card_name():
    """'Opp Shocked my Foobar Beast' (bundled cards): the unknown card is Foobar Beast, never "Opp Shocked" (was:
    'no card named "Opp Shocks"' when a card outside the index was on the board)."""
    reply = ask_reply("Opp Shocked my Foobar Beast.")
    assert reply.exit_code == 2 and reply.summary.startswith('no card named "Foobar Beast"')
    reply = ask_reply("I control Pariah on my Grizzly Bears. Opp Shocks me.")
    assert reply.exit_code == 2 and "Opp Shocks" not in reply.summary
