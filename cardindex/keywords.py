"""Keyword lines of oracle text ("Flying", "Vigilance, deathtouch, haste", "Protection from red")."""

from __future__ import annotations

import re

KEYWORDS = {
    "flying",
    "trample",
    "vigilance",
    "deathtouch",
    "haste",
    "lifelink",
    "infect",
    "wither",
    "double strike",
    "first strike",
    "hexproof",
    "shroud",  # a targeting restriction the engine applies (CR 702.18a; resolver/targeting.py)
    "prowess",
    "reach",
    "defender",
    "flash",
    "enchant creature",
    "menace",
    "indestructible",
    # evasion the engine checks as blockers are declared (resolver/combat.py: CR 702.28b, 702.31b, 702.36b,
    # 702.13b, 702.118b); landwalk refuses where a blocker is declared (the defender's lands aren't given)
    "shadow",
    "horsemanship",
    "fear",
    "intimidate",
    "skulk",
    "islandwalk",
    "swampwalk",
    "forestwalk",
    "mountainwalk",
    "plainswalk",
    # return a dying creature (CR 702.79a, 702.93a): the engine refuses when one would return (resolver/events.py)
    "persist",
    "undying",
    # an Aura's replacement of its creature's destruction (CR 702.89a): resolver/totem_armor.py
    "totem armor",
    "umbra armor",
}
REMINDER = re.compile(r"\s*\([^)]*\)")


def keyword_line(line: str) -> list[str] | None:
    """The keywords on a keyword-only line, else None."""
    bare = REMINDER.sub("", line).strip().rstrip(".")
    words = [w.strip().lower() for w in bare.split(",")]
    if words != [""] and all(w in KEYWORDS or w.startswith(("protection from ", "toxic ")) for w in words):
        return words
    return None


def is_keyword_line(line: str) -> bool:
    return keyword_line(line) is not None
