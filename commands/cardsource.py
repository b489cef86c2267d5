"""The card index as the engine's card source: bundled cards plus imported databases."""

from __future__ import annotations

import sys
from typing import Any

from cardindex.models import normalise_name


class IndexCards:
    """Adapts a CardIndex to the engine's CardSource: find(name) -> (card, face named or None)."""

    def __init__(self, index: Any, game: str | None = "mtg") -> None:
        self.index = index
        self.game = game

    def find(self, name: str) -> tuple[Any, int | None]:
        card = self.index.resolve(name, self.game)  # raises CardNotFound / AmbiguousCard (LookupError)
        wanted = normalise_name(name)
        for i, face in enumerate(card.faces):
            if len(card.faces) > 1 and normalise_name(face.name) == wanted:
                return card, i
        return card, None


def load_index(store: Any = None) -> Any:
    """Bundled cards first (they carry curated effects), then anything imported, by name only: an imported
    card's details are read from the store when a lookup first returns it. A store that can't be read is
    one warning line on stderr, and the bundled cards still work."""
    from cardindex.cards import bundled_cards
    from cardindex.fuzzy import CardIndex, without_gc
    from cardindex.importers import CardImportError
    from cardindex.store import CardStore

    bundled = bundled_cards()
    index = CardIndex(bundled)
    known = {(c.game, normalise_name(c.name)) for c in bundled}  # per game: Grand Archive has a Fireball too
    try:
        with without_gc():
            for ref in (store or CardStore()).entries():
                if (ref.game, ref.norm) not in known:
                    index.add(ref)
    except CardImportError as exc:
        print(f"rulekeeper: warning: imported cards not loaded: {exc}", file=sys.stderr)
    return index


def uses_cards(data: Any) -> bool:
    """Does a scenario name cards (so the index is worth loading)?"""
    if not isinstance(data, dict):
        return False
    actions = [a for a in data.get("actions", []) if isinstance(a, dict)]
    for a in list(actions):
        combat = a.get("combat")
        if isinstance(combat, dict) and isinstance(combat.get("after_assignment"), list):
            actions += [x for x in combat["after_assignment"] if isinstance(x, dict)]
    return any("card" in p for p in data.get("battlefield", []) if isinstance(p, dict)) or any(
        "cast" in a or "activate" in a for a in actions
    )
