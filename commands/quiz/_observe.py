"""What a question asks about an outcome, in words: the text of an option.

An observer reads one outcome (resolver/outcome.py OutcomeOut) and says what the question asks about it —
"Grizzly Bears dies", "You: 17 life" — so two outcomes answer the question the same way exactly when their
words are the same.
"""

from __future__ import annotations

from collections.abc import Callable

from resolver.outcome import OutcomeOut

Observer = Callable[[OutcomeOut], str]
ON_BATTLEFIELD = ("battlefield", "in play", "field")  # 2008: "in play"; Grand Archive: "field"


def _permanent(outcome: OutcomeOut, name: str):
    found = [p for p in outcome.permanents.values() if p.name == name]
    if len(found) != 1:
        raise LookupError(f"the outcome has {len(found)} permanents named {name!r}")
    return found[0]


def fate(name: str) -> Observer:
    """ "Grizzly Bears dies" / "Grizzly Bears survives with 2 damage" / "… survives" (CR 704.5g)."""

    def observe(outcome: OutcomeOut) -> str:
        p = _permanent(outcome, name)
        if p.zone not in ON_BATTLEFIELD:
            return f"{name} dies" if p.zone == "graveyard" else f"{name} goes to the {p.zone}"
        return f"{name} survives with {p.damage} damage" if p.damage else f"{name} survives, undamaged"

    return observe


def counters(name: str, kind: str = "+1/+1") -> Observer:
    """ "Phantom Centaur has 2 +1/+1 counters" (or dies)."""

    def observe(outcome: OutcomeOut) -> str:
        p = _permanent(outcome, name)
        if p.zone not in ON_BATTLEFIELD:
            return f"{name} dies"
        n = p.counters.get(kind, 0)
        return f"{name} has {n} {kind} counter{'' if n == 1 else 's'}"

    return observe


def life(player: str) -> Observer:
    """ "You: 17 life" (and "— loses the game" at 0 or less, CR 704.5a)."""

    def observe(outcome: OutcomeOut) -> str:
        p = outcome.players[player]
        return f"{player}: {p.life} life" + (" — loses the game" if p.lost else "")

    return observe


def poison(player: str) -> Observer:
    """ "You: 1 poison counter"."""

    def observe(outcome: OutcomeOut) -> str:
        n = outcome.players[player].poison
        return f"{player}: {n} poison counter{'' if n == 1 else 's'}"

    return observe


def each(*observers: Observer) -> Observer:
    """Several things asked at once: "Hill Giant survives, undamaged; You: 20 life"."""

    def observe(outcome: OutcomeOut) -> str:
        return "; ".join(o(outcome) for o in observers)

    return observe
