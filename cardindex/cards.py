"""The bundled cards (verified oracle text + curated structured effects) and the default index."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from .models import Card


@cache
def _raw(name: str) -> str:
    return resources.files("cardindex.data").joinpath(name).read_text("utf-8")


def bundled_cards(game: str | None = None) -> list[Card]:
    """Fresh copies of the bundled cards (MTG; Grand Archive when its data is present)."""
    out: list[Card] = []
    for name in ("mtg_cards.json", "ga_cards.json"):
        try:
            data = json.loads(_raw(name))
        except FileNotFoundError:
            continue
        out += [Card.model_validate(c) for c in data]
    return [c for c in out if game is None or c.game == game]
