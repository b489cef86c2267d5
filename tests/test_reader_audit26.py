"""Wrong answers found by the fourteenth day's audit (a helper asked 233 messages aimed at names said short): a word
or nickname that is exactly another card's name read as that card, not the permanent already there ("i block with
lynx" with Steppe Lynx out: the card Lynx, a 2/1, put on the battlefield); a spell asked about by its one-word name
in a question dropped ("would fog save my bears?" answered "Grizzly Bears dies"); "him" in a prevention or after
"cast … on" read as the opponent beside creatures; "the wurm" read as Wurmcoil Engine beside a Wurm token."""

from __future__ import annotations

import pytest
from test_reader_chat_forms import answer, permanent, refusal, zone


@pytest.mark.parametrize(
    ("text", "name", "where"),
    [
        # Gisela, the Broken Blade is 4/3: 3 damage kills her (704.5g); the nickname is Gisela, Blade of Goldnight's
        (
            "i control gisela, the broken blade. opp bolts gisela. does she survive?",
            "Gisela, the Broken Blade",
            "graveyard",
        ),
        ("opp controls swiftblade vindicator. i shock vindicator. does it die", "Swiftblade Vindicator", "graveyard"),
        ("opp controls frost lynx. i shock lynx", "Frost Lynx", "graveyard"),  # the opponent's, not a Lynx of mine
        ("i control brass squire. opp shocks squire. does it die", "Brass Squire", "battlefield"),  # a 1/3
        ("i control bull aurochs. opp shocks aurochs", "Bull Aurochs", "graveyard"),  # a 2/1
    ],
)
def test_a_word_of_a_permanent_there_is_that_permanent_not_another_card(pool_index, text, name, where):
    (o,), _ = answer(pool_index, text)
    assert {p.name for p in o.permanents.values()} == {name}  # no card the story doesn't name
    assert zone(o, name) == where


def test_attacking_and_blocking_by_a_word_of_the_name(pool_index):
    (o,), _ = answer(
        pool_index,
        "opp controls gisela, the broken blade. opp attacks me with gisela, im at 10 and i dont block. whats my life",
    )  # 4 first-strike lifelink damage (510.1b, 702.15b), not Blade of Goldnight's doubled 10
    assert o.players["You"].life == 6 and o.players["Opponent"].life == 24
    (o,), _ = answer(
        pool_index, "opp controls swiftblade vindicator and attacks me with vindicator. im at 5. no blocks"
    )
    assert o.players["You"].life == 3  # a 1/1 with double strike (702.4b)
    (o,), _ = answer(
        pool_index, "i control steppe lynx. opp's grizzly bears attacks me and i block with lynx. does the bear die?"
    )  # Steppe Lynx is 0/1: it deals no damage (510.1a)
    assert zone(o, "Grizzly Bears") == "battlefield" and zone(o, "Steppe Lynx") == "graveyard"
    (o,), _ = answer(pool_index, "i control rhox war monk and block opp's hill giant with rhox. im at 10")
    assert o.players["You"].life == 13 and permanent(o, "Rhox War Monk").zone == "battlefield"  # lifelink (702.15b)


@pytest.mark.parametrize(
    "text",
    [
        "opp attacks with hill giant, i block with grizzly bears. would fog save my bears?",
        "im at 3. opp attacks me with hill giant. does fog save me?",
        "im at 3. opp attacks me with hill giant. would a fog save me?",
        "opp attacks with hill giant and i block with grizzly bears. can shock kill the giant after damage?",
    ],
)
def test_a_spell_a_question_names_by_one_word_is_asked_back(pool_index, text):
    said = refusal(pool_index, text)
    assert "which the situation doesn't have" in said


@pytest.mark.parametrize(
    "text",
    [
        "i control samite healer and grizzly bears. opp shocks the bear. i tap the healer to prevent 1 to him. does "
        "the bear die?",
        "opp attacks with hill giant. i cast lightning bolt on him. im at 10",
    ],
)
def test_him_beside_creatures_is_asked_back(pool_index, text):
    assert '"him" could be the opponent or' in refusal(pool_index, text)


def test_the_wurm_beside_a_wurm_token_isnt_wurmcoil_engine(pool_index):
    (o,), _ = answer(pool_index, "opp has a 3/3 wurm token and wurmcoil engine. he attacks me with the wurm. im at 10")
    assert o.players["You"].life == 7 and o.players["Opponent"].life == 20  # the token's 3, no lifelink


@pytest.mark.parametrize(
    "text",
    [
        "**Describe the bug**\nI attack with Serra Angel and he doesn't block.\n**Expected behavior**\nHe is at 16 "
        "life.",
        "I attack with Serra Angel and he doesn't block.\n### Expected behavior\nHe is at 16 life.",
        "I attack with Serra Angel and he doesn't block.\nExpected behavior:\nHe is at 16 life.",
        "**Describe the bug**\nI attack with Serra Angel and he doesn't block.\n**Actual behavior**\nHe is at 17 life.",
        "**Describe the bug**\nMy opponent attacks with Craw Wurm. I don't block.\n**Expected behavior**\nI have 3 "
        "poison counters.",
        "**Describe the bug**\nOpponent attacks my Jace Beleren with Hill Giant. No blocks.\n**Expected behavior**\n"
        "Jace Beleren has 0 loyalty.",
    ],
)
def test_a_state_under_a_reports_result_heading_is_asked_back(pool_index, text):
    """Audit 27: "He is at 16 life" under "Expected behavior" was read as the life before Serra Angel hit (answered
    12); a life, poison, loyalty or damage told there, after the events, is what came of them: asked back."""
    assert "before what the message tells happened, or after?" in refusal(pool_index, text)


def test_a_loyalty_ability_is_used_on_its_controllers_turn(pool_index):
    """Audit 28: "opp activates chandra nalaar's +1" was read on the asker's turn (assumed), an illegal game: a
    loyalty ability is activated in its controller's main phase (CR 606.3), so that is whose turn it is."""
    from commands.ask import ask_reply

    reply = ask_reply("opp activates chandra nalaar's +1 targeting me. im at 1", index=pool_index)
    lines = reply.data["interpretation"]
    assert any(line.startswith("Opponent: 20 life, active player;") for line in lines), lines
    assert reply.data["outcomes"][0]["players"]["You"]["lost"]
    said = refusal(pool_index, "it's my turn. opp activates chandra nalaar's +1 targeting me")
    assert "606.3" in said


@pytest.mark.parametrize(
    "text",
    [
        "I attack with Hill Giant. Opponent blocks with Grizzly Bears. Opponent casts Disfigure on it.",
        "I attack with Hill Giant. Opponent blocks with Grizzly Bears and casts Disfigure on it.",
        "Opponent attacks with Craw Wurm. I block with Hill Giant. I cast Disfigure on it.",
    ],
)
def test_it_after_a_shrinking_spell_beside_both_sides_creatures_is_asked_back(pool_index, text):
    """Audit 29: "it" after Disfigure was read as the caster's own blocker, named last, unasked (as Shock's "it" is
    asked): a -2/-2 harms what it aims at as damage does."""
    assert '"it" after Disfigure could be' in refusal(pool_index, text)
    (o,), _ = answer(pool_index, "I control Grizzly Bears. Opponent casts Disfigure on it.")
    assert zone(o, "Grizzly Bears") == "graveyard"  # one creature: no doubt (613.4c, 704.5f)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. Won't it die?", "Grizzly Bears dies"),
        ("Opponent is at 2 life. I cast Shock targeting opponent. Doesn't he lose?", "Opponent loses (0 life, 704.5a)"),
        ("Opponent is at 5 life. I cast Shock targeting opponent. Isn't he dead?", "Opponent survives at 3 life"),
    ],
)
def test_a_question_asked_in_the_negative_is_answered_first(pool_index, text, first):
    """Audit 32 (first lines): "Won't my bear die?" got no first line; it says what happens, as the positive does."""
    _, answered = answer(pool_index, text)
    assert answered == first
