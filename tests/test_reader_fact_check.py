"""A keyword claimed inside a belief or report that the board as read already gives (commands/reader/fact_check.py):
set aside, not asked back; anything else said as a fact there still is (reader._no_belief). And "(it has reach??)":
question marks closing a bracket end no sentence (normalise)."""

from __future__ import annotations

from test_reader_chat_forms import answer, refusal, zone

from commands.reader.normalise import normalise

BLOCK = "Opponent attacks with Serra Angel and I block with Thornweald Archer."


def test_a_keyword_the_creature_has_is_no_fact_to_ask(pool_index):
    (o,), _ = answer(pool_index, f"{BLOCK} My friend says the Archer has reach (it has reach??). Who dies?")
    assert zone(o, "Serra Angel") == "graveyard" and zone(o, "Thornweald Archer") == "graveyard"  # deathtouch


def test_a_keyword_the_creature_lacks_is_still_asked(pool_index):
    said = refusal(pool_index, f"{BLOCK} My friend says the Archer has flying. Who dies?")
    assert "says what the board may be" in said


def test_a_keyword_of_an_unclear_subject_is_still_asked(pool_index):
    text = (
        "Opponent attacks with Serra Angel and I block with Thornweald Archer and Giant Spider. I think the Spider "
        "has deathtouch."
    )
    assert "says what the board may be" in refusal(pool_index, text)


def test_question_marks_closing_a_bracket_end_no_sentence():
    assert normalise("blocked fliers (it has reach??) and then") == "blocked fliers (it has reach) and then"


def test_a_toughness_or_indestructible_said_in_a_reason_that_the_board_has(pool_index):
    # the fourth probe's posts: "so his Wurm lives because it has 4 toughness" (Craw Wurm is 6/4: "it" is the Wurm the
    # clause before names), "thinking it's indestructible so it's fine" (Darksteel Myr)
    text = (
        "My opponent attacked me with his Craw Wurm and I blocked with a Typhoid Rats. He says the Rats only deal 1 "
        "damage, so his Wurm lives because it has 4 toughness. Who is right?"
    )
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Craw Wurm") == "graveyard" and zone(o, "Typhoid Rats") == "graveyard"  # deathtouch (CR 702.2b)
    text = (
        "My opponent attacked me with a Deadly Recluse. I blocked with my Darksteel Myr, thinking it's indestructible "
        "so it's fine."
    )
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Darksteel Myr") == "battlefield"  # deathtouch destroys; indestructible isn't destroyed (702.12b)
    wrong = (
        "My opponent attacked me with his Craw Wurm and I blocked with a Typhoid Rats. He says his Wurm has 5 "
        "toughness."
    )
    assert "says what the board may be" in refusal(pool_index, wrong)
