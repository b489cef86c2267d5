"""Divided damage said target by target (issue #16): "I cast Arc Lightning dividing 2 to Grizzly Bears and 1 to
Opponent", "… dealing 2 to the bear and 1 to his face", "Forked Bolt splitting 1 to each of them" is not read here
(it names no target one by one). A spell that divides its damage (CR 601.2d: as it is cast, each target dealt at
least 1) gets those targets, in that order, and that division; the engine refuses one the rules don't allow. Said
of a spell that doesn't divide ("I cast Shock dealing 2 to his bear"), one share is its target when the amount is
the spell's own (or its X); any other amount is asked back, never changed."""

from __future__ import annotations

import re
from typing import Any

from resolver.cards import CardUse, placeholders, spell_abilities

from .lexicon import NUMBER_WORDS

# "dividing 2 to A and 1 to B", "dealing 2 damage to A, 1 to B": what the clause keyword starts
KEYWORDS = r"dividing(?:\s+the\s+damage)?|dealing|splitting(?:\s+(?:it|the\s+damage))?"
_NUMBER = r"(?:[0-9]+|" + "|".join(NUMBER_WORDS) + r")"
# one share: "2 to Grizzly Bears", "2 damage to his face"
_SHARE = re.compile(rf"^(?P<n>{_NUMBER})\s+(?:damage\s+)?to\s+(?P<to>.+)$", re.I)
# where one share ends and the next begins: before "<number> [damage] to"
_BETWEEN = re.compile(rf"\s*,?\s*(?:and\s+)?(?=\b{_NUMBER}\s+(?:damage\s+)?to\b)", re.I)


def shares(text: str) -> list[tuple[str, str]] | None:
    """(amount, target words) for each share of "2 to A and 1 to B", or None when the words aren't all shares."""
    parts = [p.strip(" ,") for p in _BETWEEN.split(text) if p.strip(" ,")]
    found = [_SHARE.match(p) for p in parts]
    if not found or not all(found):
        return None
    return [(m["n"], m["to"].strip(" ,")) for m in found if m]


def read_shares(r: Any, text: str, entry: dict[str, Any], card: Any, face: int) -> list[str] | None:
    """Set the cast's targets and division from "2 to A and 1 to B"; the words for the reading, or None when the
    text isn't shares. Raises SituationError for a share the spell can't take as said."""
    from .situation import SituationError

    said = shares(text)
    if said is None:
        return None
    amounts = [r.number(n) for n, _ in said]
    targets = [r.ref(to, "target") for _, to in said]
    if len(set(targets)) < len(targets):
        raise SituationError(f'"{text}": each target is named once (CR 115.3, 601.2d)')
    steps = [s for a in spell_abilities(CardUse(card, face, "", "")) if a.modelled for s in a.steps]
    divided = any(s.get("divided") for s in steps)  # divided damage, or prevention divided (Remedy)
    earlier = entry.get("targets")
    if divided:  # the targets in the order cast, each with its share
        order = earlier or targets
    elif len(said) > 1:  # Arc Trail: each target where the text deals its amount (its declared order)
        order = _by_amount(card, steps, text, amounts, targets)
    else:
        order = targets
    if earlier and (sorted(earlier) != sorted(order) or (not divided and earlier != order)):
        raise SituationError(f'"{text}" names other targets, or another order, than {card.name} was cast targeting')
    entry["targets"] = list(order)
    told = [] if earlier else ["targeting " + " and ".join(r.display(t) for t in order)]
    if divided:
        entry["divide"] = [amounts[targets.index(t)] for t in order]
        what = "damage" if any(s.get("do") == "damage" and s.get("divided") for s in steps) else "prevention"
        return [*told, f"dividing the {what} " + "/".join(map(str, entry["divide"]))]
    if len(said) > 1:
        return told
    (n,) = amounts
    printed = {s["amount"] for s in steps if s.get("do") == "damage" and isinstance(s.get("amount"), int)}
    if any("$x" in placeholders([s]) for s in steps if s.get("do") == "damage"):
        entry["x"] = n
        return [*told, f"with X = {n}"]
    if printed != {n}:
        deals = f"deals {'/'.join(map(str, sorted(printed)))}" if printed else "deals no damage"
        raise SituationError(f'"{text}": {card.name} {deals} as printed; say what changed it, or leave the amount out')
    return told


def _by_amount(card: Any, steps: list[dict[str, Any]], text: str, amounts: list[int], targets: list[str]) -> list[str]:
    """The targets in the order the spell declares them, each put where the text deals the amount said to it (Arc
    Trail: 2 to its first target, 1 to "another target"); amounts said alike keep the order said."""
    from .situation import SituationError

    places = [
        (s["to"], s["amount"])
        for s in steps
        if s.get("do") == "damage" and isinstance(s.get("amount"), int) and str(s.get("to", "")).startswith("$target")
    ]
    if len(places) != len(amounts) or sorted(a for _, a in places) != sorted(amounts):
        deals = " and ".join(str(a) for _, a in places) or "no damage to targets"
        raise SituationError(f'"{text}": {card.name} deals {deals} as printed, not {" and ".join(map(str, amounts))}')
    order: list[str] = []
    left = list(zip(amounts, targets, strict=True))
    for _, amount in places:
        k = next(i for i, (a, _) in enumerate(left) if a == amount)
        order.append(left.pop(k)[1])
    return order
