"""The resolve command: scenario JSON text in, a rendered answer (or one-line error) out."""

from __future__ import annotations

import json
from typing import Any

from resolver import RulekeeperError, parse_scenario, resolve
from resolver.outcome import Resolution
from resolver.rulebook import RuleBook
from resolver.ruleset import GAME_OF

from .cardsource import IndexCards, load_index, uses_cards
from .render import render_resolution
from .reply import Reply, error_reply

MAX_INPUT_CHARS = 1_000_000


def load_json(text: str) -> object:
    """Parse JSON, turning errors into one-line messages with the position."""
    if len(text) > MAX_INPUT_CHARS:
        raise ValueError(f"input is {len(text)} characters; the limit is {MAX_INPUT_CHARS}")
    if not text.strip():
        raise ValueError("input is empty: expected a scenario JSON object")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise ValueError("invalid JSON: nested too deeply") from None


def run_scenario(data: dict[str, Any], index: Any = None) -> Resolution:
    """Validate and resolve scenario data, with the card index when it names cards (raises RulekeeperError)."""
    scenario = parse_scenario(data)
    cards = None
    if uses_cards(data):
        game = GAME_OF.get(scenario.ruleset, "mtg")
        cards = IndexCards(index if index is not None else load_index(), game)
    return resolve(scenario, cards=cards)


def resolve_text(text: str, book: RuleBook | None = None) -> Reply:
    """Resolve a scenario given as JSON text; errors become replies with the CLI exit code."""
    try:
        data = load_json(text)
    except ValueError as exc:
        return error_reply(str(exc), 2)
    if not isinstance(data, dict):
        return error_reply("a scenario must be a JSON object", 2)
    try:
        resolution = run_scenario(data)
    except RulekeeperError as exc:
        return error_reply(str(exc), exc.exit_code)
    return render_resolution(resolution, book)
