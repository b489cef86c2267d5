"""Creature types as players write them after a size ("four 1/1 goblins", "a 2/2 zombie", "two 1/1 elves"):
the list is CR 205.3m of the bundled rules, so a word is a creature type only if the rules say so."""

from __future__ import annotations

import re
from functools import cache


@cache
def creature_types() -> frozenset[str]:
    """Every creature type of CR 205.3m, lower case ("goblin", "assembly-worker")."""
    from resolver.rulebook import RuleBook

    rule = RuleBook.bundled("mtg").get("205.3m")
    if rule is None:
        return frozenset()
    listed = rule.text.split("The creature types are", 1)[-1].split(".")[0]
    return frozenset(w.strip().lower() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", listed) if w.strip())


def creature_type(word: str) -> str | None:
    """The creature type a word names, singular and capitalised ("goblins" → "Goblin", "elves" → "Elf",
    "Merfolk" → "Merfolk"), or None."""
    low = word.lower()
    candidates = [low]
    if low.endswith("ves"):
        candidates += [low[:-3] + "f", low[:-3] + "fe"]  # elves, wolves
    if low.endswith("ies"):
        candidates.append(low[:-3] + "y")
    if low.endswith("es"):
        candidates.append(low[:-2])
    if low.endswith("s"):
        candidates.append(low[:-1])
    types = creature_types()
    found = next((c for c in candidates if c in types), None)
    return "-".join(p.capitalize() for p in found.split("-")) if found else None
