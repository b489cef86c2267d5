"""Opinions, expectations and claims in real players' messages (tests/corpus, issue #16): recognised as
commentary before any frame reads them ("I believe" is not Reason // Believe cast), and listed under "I read
this as"; a situation stated as a participle phrase with the asker's claim after it ("a 10/10 … blocked by a 1/1
creature would deal 19 points of trample damage") is read, the claim set aside."""

from __future__ import annotations

import pytest
from pool_cards import index_with, outcomes, pool_cards

from commands.ask import ask_reply
from commands.reader.clauses import clauses
from commands.reader.commentary import is_opinion
from commands.situation import parse_generic

CARDS = pool_cards(("Reason // Believe", "Combust", "Skullcrack", "Boros Reckoner"))
INDEX = index_with(CARDS)


@pytest.mark.parametrize(
    "clause",
    [
        # se-009, se-008, rd-004, jb-043, mo-011, se-004 (tests/corpus/questions.jsonl), as typed
        "I believe the correct interpretations are (not accounting for other effects or abilities) that 2 times "
        "the attacker's power is marked as damage on the defender",
        "We both agree that it cannot be destroyed by most spells",
        'my thoughts would be that the Reckoner could only "reflect" 3 points of damage',
        'Because of Skullcracks "Damage can\'t be prevented this turn" clause I would expect him to take 6 damage',
        "Since you can't prevent damage that Combust deals",
        "I am the most experienced player of our group and told him that is sort of right",
        "For trample this amount is reduced by the defender's toughness and additional damage carries forward",
        "Similarly for lifelink the active player gains life equal to 2 times the attacker's power",
        # rd-002; a comment on boardgames.stackexchange.com/questions/57305 (Death's Shadow blocking)
        "I understand that my trample would assign 2 damage to the defending creature",
        "I think you mean the tarfire the goyf analogy",
    ],
)
def test_opinions_expectations_and_reasoning_are_commentary(clause):
    assert is_opinion(clause)


@pytest.mark.parametrize(
    "clause",
    [
        "I control a 10/10 creature with trample",
        "Opponent casts Lightning Bolt targeting it",
        "For 3 turns I attacked with Grizzly Bears",
        "Since it's my turn, I attack with Grizzly Bears",
        "I told",
        "the thoughtful player attacks",
    ],
)
def test_statements_are_not_opinions(clause):
    assert not is_opinion(clause)


SE_009 = (
    "I believe the correct interpretations are (not accounting for other effects or abilities) that 2 times the "
    "attacker's power is marked as damage on the defender. For trample this amount is reduced by the defender's "
    "toughness and additional damage carries forward as normal. Similarly for lifelink the active player gains life "
    "equal to 2 times the attacker's power.\n\nThus a 10/10 trampling double striking life linker blocked by a 1/1 "
    "creature would deal 19 points of trample damage and the active player would gain 20 life.\n\nIs this "
    "interpretation correct?"
)


def test_se_009_i_believe_is_not_a_cast_and_the_claim_is_set_aside():
    """se-009: double strike with trample and lifelink (CR 702.4b, 702.19c, 702.15b): the 1/1 dies in the first
    strike, the controller gains 20 in every split, and 19 can reach the player."""
    got = outcomes(INDEX, SE_009)
    assert all(o.players["You"].life == 40 for o in got)
    assert all(o.permanents["1-1-creature"].zone == "graveyard" for o in got)
    assert any(o.players["Opponent"].life == 1 for o in got)
    aside = [x for x in ask_reply(SE_009, index=INDEX).data["interpretation"] if x.startswith("Not part")]
    assert "I believe the correct" in aside[0] and "it would deal 19 points of trample damage" in aside[0]


def test_a_participle_situation_and_the_claim_after_it_are_two_clauses():
    got = [c.text for c in clauses("Thus a 10/10 trampler blocked by a 1/1 creature would deal 19 damage.")]
    assert got == ["a 10/10 trampler blocked by a 1/1 creature", "it would deal 19 damage"]
    # the comprehensive rules' own example (702.19c, quoted on rarityguide.com's trample thread): no claim, kept whole
    text = "A 6/6 green creature with trample is blocked by a 2/2 creature with protection from green."
    assert [c.text for c in clauses(text)] == [text.rstrip(".")]


@pytest.mark.parametrize(
    ("phrase", "keywords"),
    [
        ("10/10 trampling double striking lifelinker", ["trample", "double strike", "lifelink"]),  # se-009
        ("5/5 trampling first striking creature", ["trample", "first strike"]),
        ("3/3 double-striking flier", ["double strike", "flying"]),
    ],
)
def test_keywords_said_as_adjectives(phrase, keywords):
    assert sorted(parse_generic(phrase).keywords) == sorted(keywords)


def test_a_card_name_after_an_opinion_it_places_nothing_is_refused():
    """Commentary naming a card the situation doesn't place is refused, quoted (commentary.py's rule)."""
    reply = ask_reply("I believe Combust kills it. I control a 2/2 creature.", index=INDEX)
    assert reply.error and "Combust" in reply.summary and "\n" not in reply.summary


def test_a_card_said_at_a_size_it_isnt_printed_at_is_asked_back_never_dropped():
    """rd-004 ('say I swing a 12/12 Craterhoof Behemoth into a Boros Reckoner'): the size was silently dropped
    and the 5/5 printed Craterhoof fought instead. A size the card is printed at still reads (jb-021's 'attacking
    4/5 Tephraderm' shape)."""
    index = index_with(pool_cards(("Craterhoof Behemoth",)))  # Boros Reckoner: the bundled card, modelled
    reply = ask_reply("I swing a 12/12 Craterhoof Behemoth into a Boros Reckoner", index=index)
    assert reply.error and reply.exit_code == 2 and "Craterhoof Behemoth is 5/5 as printed" in reply.summary
    got = outcomes(index, "I swing a 5/5 Craterhoof Behemoth into a 3/3")
    assert all(o.permanents["3-3-creature"].zone == "graveyard" for o in got)
