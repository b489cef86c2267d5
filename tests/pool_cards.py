"""Real cards from ../shared's 2018 card pool (read there, never copied), compiled as an import does, and an
index with the bundled cards first; and `ask` answers over it."""

from __future__ import annotations

import pytest
from conftest import SHARED

from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from cardindex.importers import iter_scryfall
from commands.ask import ask_reply
from commands.cards import compile_abilities
from resolver.outcome import OutcomeOut

POOL = SHARED / "cards" / "oracle-cards-2018.json"


def pool_cards(names: tuple[str, ...]) -> dict:
    with POOL.open("rb") as fh:
        found = {c.name: c for c in iter_scryfall(fh) if c.name in names}
    assert set(found) == set(names), set(names) - set(found)
    compile_abilities(list(found.values()))
    return found


def index_with(cards: dict) -> CardIndex:
    index = CardIndex(bundled_cards())
    for card in cards.values():
        index.add(card)
    return index


def fixtures(names: tuple[str, ...]) -> tuple:
    """A test module's `cards` (the named pool cards, compiled) and `index` (the bundled cards, then those) fixtures,
    once per module: `cards, index = pool.fixtures(NAMES)`."""

    @pytest.fixture(scope="module")
    def cards() -> dict:
        return pool_cards(names)

    @pytest.fixture(scope="module")
    def index(cards: dict) -> CardIndex:
        return index_with(cards)

    return cards, index


def outcomes(index: CardIndex, text: str) -> list[OutcomeOut]:
    reply = ask_reply(text, index=index)
    assert not reply.error, reply.summary
    return [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]]


def only(index: CardIndex, text: str) -> OutcomeOut:
    """The one outcome `ask` answers."""
    (o,) = outcomes(index, text)
    return o


def refused(index: CardIndex, text: str, fragment: str, code: int = 2) -> str:
    """The one-line refusal (exit `code`) that contains `fragment`."""
    reply = ask_reply(text, index=index)
    assert reply.error and reply.exit_code == code and fragment in reply.summary, reply.summary
    assert "\n" not in reply.summary
    return reply.summary


def trigger_of(card, fragment: str):
    """The card's one triggered ability whose text has `fragment`."""
    (ability,) = [a for a in card.abilities if a.kind == "triggered" and fragment in a.text]
    return ability


def log(o: OutcomeOut) -> list[str]:
    """An outcome's Why steps, as text."""
    return [s.text for s in o.log]


def cites(o: OutcomeOut, fragment: str) -> list[str]:
    """The rules the one Why step with `fragment` cites."""
    (step,) = [s for s in o.log if fragment in s.text]
    return step.rules
