"""Helpers for tests of `rulekeeper ask`: its outcomes, its one outcome, the scenario it read, a refusal."""

from __future__ import annotations

from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from commands.ask import ask_reply
from commands.situation import parse_situation
from resolver.outcome import OutcomeOut

INDEX = CardIndex(bundled_cards())


def outcomes(text: str) -> list[OutcomeOut]:
    reply = ask_reply(text, index=INDEX)
    assert not reply.error, reply.summary
    return [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]]


def only(text: str) -> OutcomeOut:
    found = outcomes(text)
    assert len(found) == 1, [o.choices for o in found]
    return found[0]


def lives(o: OutcomeOut) -> tuple[int, int]:
    return o.players["You"].life, o.players["Opponent"].life


def scenario(text: str) -> dict:
    return parse_situation(text, INDEX).scenario


def refused(text: str, *fragments: str, code: int = 2) -> str:
    """The one-line refusal (exit `code`) containing every fragment."""
    reply = ask_reply(text, index=INDEX)
    assert reply.error and reply.exit_code == code, reply.summary
    assert "\n" not in reply.summary and "Traceback" not in reply.summary
    for fragment in fragments:
        assert fragment in reply.summary, reply.summary
    return reply.summary
