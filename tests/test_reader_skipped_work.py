"""Work the readers skip (issue #16, speed), each with the answer it gave.

A card's exact name with its last word in the plural ("two Umezawa's Jittes", "two Alabaster Leeches") is that
card, found without a fuzzy search over every name: CardIndex.lookup's `singulars`, which the situation reader
passes. Before, the fuzzy search found the card for most such plurals, but not for every one: "Alabaster Leeches"
was refused as no card (did you mean Alabaster Leech?)."""

from __future__ import annotations

from typing import Any

import pytest

from cardindex.fuzzy import CardIndex
from commands import lexicon as lx
from commands.ask import ask_reply


def _no_fuzzy(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The queries the fuzzy tier searches for from now on (a list the test reads)."""
    searched: list[str] = []
    search = CardIndex._fuzzy_scores_of

    def spy(self: CardIndex, q: str, *args: Any) -> Any:
        searched.append(q)
        return search(self, q, *args)

    monkeypatch.setattr(CardIndex, "_fuzzy_scores_of", spy)
    return searched


@pytest.mark.parametrize(
    ("plural", "card"),
    [("Umezawa's Jittes", "Umezawa's Jitte"), ("Goblin Chainwhirlers", "Goblin Chainwhirler"),
     ("samite healers", "Samite Healer"), ("Abzan Ascendancies", "Abzan Ascendancy")],
)  # fmt: skip
def test_a_plural_is_its_card_without_a_fuzzy_search(plural: str, card: str, pool_index: Any, monkeypatch) -> None:
    searched = _no_fuzzy(monkeypatch)
    found = pool_index.lookup(plural, "mtg", singulars=lx.singulars)
    assert (found.how, found.card.name) == ("plural", card)
    assert searched == []


def test_without_singulars_the_tiers_are_as_before(pool_index: Any, monkeypatch) -> None:
    searched = _no_fuzzy(monkeypatch)
    found = pool_index.lookup("Umezawa's Jittes", "mtg")
    assert (found.how, found.card.name) == ("fuzzy", "Umezawa's Jitte")
    assert searched == ["umezawa s jittes"]


def test_a_name_that_isnt_a_plural_of_a_card_still_gets_its_nearest_cards(pool_index: Any) -> None:
    found = pool_index.lookup("Serra Angels of Doom", "mtg", singulars=lx.singulars)
    assert found.how != "plural"


def test_two_alabaster_leeches_read_and_the_second_one_bolted(pool_index: Any, monkeypatch) -> None:
    """Was refused: 'no card named "Alabaster Leeches" (did you mean Alabaster Leech or Alabaster Dragon?)'."""
    searched = _no_fuzzy(monkeypatch)
    text = "I control two Alabaster Leeches. Opponent casts Lightning Bolt targeting the second Alabaster Leech."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    [outcome] = reply.data["outcomes"]
    assert outcome["permanents"]["alabaster-leech"]["zone"] == "battlefield"
    assert outcome["permanents"]["alabaster-leech-2"]["zone"] == "graveyard"
    assert '"Alabaster Leeches" is read as Alabaster Leech (the plural).' in reply.sections[0].lines
    assert searched == []


def test_two_goblin_chainwhirlers_as_the_corpus_reads_them(pool_index: Any, monkeypatch) -> None:
    """The corpus's controlled Goblin Chainwhirler question, read as before (two of them, the plural said)."""
    searched = _no_fuzzy(monkeypatch)
    reply = ask_reply("It's my turn. I control two Goblin Chainwhirlers.", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert [p for p in reply.data["scenario"]["battlefield"] if p["card"] == "Goblin Chainwhirler"] != []
    assert len(reply.data["scenario"]["battlefield"]) == 2
    assert '"Goblin Chainwhirlers" is read as Goblin Chainwhirler (the plural).' in reply.sections[0].lines
    assert searched == []


def test_a_question_names_a_permanent_the_statements_placed_once(pool_index: Any) -> None:
    """The statements' names are looked at only for a question naming someone's permanent (speed): one placed by a
    statement isn't placed again from the question; one no statement names is (commands/reader _question_board)."""
    reply = ask_reply("I control Grizzly Bears. Opponent shocks it. Does my Grizzly Bears die?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert [p["card"] for p in reply.data["scenario"]["battlefield"]] == ["Grizzly Bears"]
    assert not any("from the question" in line for line in reply.data["interpretation"])
    [outcome] = reply.data["outcomes"]
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "graveyard"
    reply = ask_reply("Opponent casts Pyroclasm. Does my Grizzly Bears survive?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert any("from the question" in line for line in reply.data["interpretation"])
    [outcome] = reply.data["outcomes"]
    assert outcome["permanents"]["grizzly-bears"]["zone"] == "graveyard"
