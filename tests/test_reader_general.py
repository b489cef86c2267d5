"""A message with no particular situation (commands/reader/general.py): a link, a rule cited or a version number
is no number of a situation. Real text as typed."""

from __future__ import annotations

from pathlib import Path

from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.general import general_refusal

FRESH = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh.jsonl")}
NO_SITUATION = "the message describes no particular situation"


def test_a_rule_cited_is_no_number(pool_index):
    """fr-011: a bug report citing "(CR 702.19d)" with no sizes is a general question."""
    reply = ask_reply(FRESH["fr-011"], index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(NO_SITUATION)
    assert reply.summary.endswith("/define double strike")


def test_a_link_is_no_number(pool_index):
    """fr-019: "[Decorated Griffin](http://magiccards.info/ths/en/7.html) should only be able to prevent combat
    damage": the link's digits are no situation."""
    reply = ask_reply(FRESH["fr-019"], index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(NO_SITUATION)


def test_rules_cited_in_a_blog_and_real_numbers():
    blog = (
        "This is a redirection effect (see rule 614.9) and is subject to the normal rules for ordering replacement "
        "effects (see rule 616)."
    )
    assert general_refusal(blog) is not None
    forum = "Suppose the defending player has an untapped 1/1 Llanowar Elves blocking a strong creature with trample"
    assert general_refusal(forum) is None  # a size: a particular situation


QUESTIONS = {e["id"]: e["question"] for e in entries()}


def test_a_first_person_question_with_no_card_and_no_number(pool_index):
    """rd-008 ("if i have an indestructable crature to block a creature with trample, and his atk outweights my
    toughness"), se-005 ("I have a creature with the regenerate ability"), mo-029: no creature in them has a
    size, so there is no particular situation, pronouns or not."""
    for entry_id in ("rd-008", "se-005", "mo-029"):
        reply = ask_reply(QUESTIONS[entry_id], index=pool_index)
        assert reply.exit_code == 2, entry_id
        assert reply.summary.startswith(f"{NO_SITUATION} (no card, no numbers)"), entry_id


def test_a_card_or_a_number_is_a_particular_situation(pool_index):
    """rd-001 ("I am swinging with 3 creatures") gives a number; a Stack Exchange question naming Lure and Taunting
    Elves names cards: neither is refused as general (the first is asked back, the second refused on Lure)."""
    from commands.reader.entities import Names

    names = Names(pool_index, "mtg")
    assert general_refusal(QUESTIONS["rd-001"], names) is None
    lure = "Say I have 2 creatures enchanted with Lure: does my opponent get to choose which of their creatures blocks?"
    assert general_refusal(lure.replace("2 ", ""), names) is None


def test_cards_given_as_examples_make_no_situation(pool_index):
    """se-013 ("legal for target player (e.g. Lightning Bolt ), but would a card that dealt damage to an opponent
    (e.g. [[Piranha Marsh) damage my opponent's planeswalker?"): the cards are examples of a kind, so the question
    in the first person has no particular situation. A card said plainly is a card of the situation: magefree/mage
    #22 ("if players casts Shock targeting himself, …") is not general."""
    from commands.reader.entities import Names

    names = Names(pool_index, "mtg")
    reply = ask_reply(QUESTIONS["se-013"], index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith(f"{NO_SITUATION} (no card, no numbers)")
    xmage = (
        "if players casts Shock targeting himself, game doesn't ask him about redirecting damage to his planeswalker."
    )
    assert general_refusal(xmage, names) is None
