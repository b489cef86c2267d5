"""A card's line the engine doesn't model and that never happens in an answered situation (an end-step trigger,
an attack requirement) still decides a message that tells of what it does (commands/reader/unmodelled.tells_of):
the refusal names it (exit 3) rather than "can't read". Real reports from the dev sets, as typed."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply
from commands.reader.unmodelled import tells_of

THRONE = (
    "At the beginning of your end step, each opponent loses life equal to the number of tapped creatures you control."
)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        (  # fresh7 f7-035 (magefree/mage #7691), its name misspelt and "the" left out
            "Throne of God Pharoah from Amonkhet is supposed to reduce all opponent life totals by the total number "
            "of tapped creatures for the turn. Right now, it is written to only take 1 life from each opponent. This "
            "is an error and the effect needs to reflect the actual card text and effect.",
            "Throne of the God-Pharaoh",
        ),
        (  # the same, spelt right
            "Throne of the God-Pharaoh is supposed to reduce all opponent life totals by the number of tapped "
            "creatures.",
            "Throne of the God-Pharaoh",
        ),
    ],
)
def test_a_report_telling_what_an_unmodelled_line_does_names_it(text, card, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3, reply.summary
    assert reply.summary.startswith(f'{card}: "At the beginning of your end step')


def test_a_short_line_told_in_two_of_its_three_words_fresh11_f11_017(pool_index):
    # Herald of Torment's "At the beginning of your upkeep, you lose 1 life.": "lose" and "life" of upkeep/lose/life
    reply = ask_reply("With Herald of Torment, do I still lose the life when it's an Aura?", index=pool_index)
    assert reply.exit_code == 3
    assert reply.summary.startswith('Herald of Torment: "At the beginning of your upkeep, you lose 1 life."')


def test_the_line_unsaid_leaves_the_situation_answered(pool_index):
    reply = ask_reply("I control Throne of the God-Pharaoh and Hill Giant. Opp bolts my Hill Giant.", index=pool_index)
    assert reply.exit_code == 0, reply.summary  # its end-step trigger doesn't happen in this answer
    assert reply.data["outcomes"][0]["permanents"]["hill-giant"]["zone"] == "graveyard"


def test_tells_of_counts_the_lines_own_words_not_the_cards_name():
    said = "reduce all opponent life totals by the total number of tapped creatures"
    assert tells_of(THRONE, said, "Throne of the God-Pharaoh")
    assert not tells_of(THRONE, "my opponent is at 3 life", "Throne of the God-Pharaoh")  # two of nine words only
    # Stuffy Doll's "As Stuffy Doll enters, choose a player.": its name is no word of what it does
    assert not tells_of("As Stuffy Doll enters, choose a player.", "Stuffy Doll hits the target player", "Stuffy Doll")
