"""Plain English in texts the engine writes: possessives of names ending in s, plurals of counted nouns."""

from __future__ import annotations

import re

# "Grizzly Bears's" -> "Grizzly Bears'" (a name ending in s takes an apostrophe alone)
_POSSESSIVE = re.compile(r"\b([A-Za-z][\w-]*s)'s\b")
# "1 counter(s)" -> "1 counter", "2 damage counter(s)" -> "2 damage counters": the noun agrees with its number
_PLURAL = re.compile(r"\b(\d+)((?: [\w/+-]+?)+?)\(s\)")


def possessive(name: str) -> str:
    """The possessive of a name: "Grizzly Bears'" and "Lightning Bolt's"."""
    return name + ("'" if name.endswith("s") else "'s")


def plural(n: int, noun: str, many: str | None = None) -> str:
    """`n` and the noun agreeing with it: "1 counter", "2 counters"."""
    return f"{n} {noun if n == 1 else many or noun + 's'}"


def tidy(text: str) -> str:
    """A text with its possessives and counted plurals in plain English (names ending in s, "N noun(s)")."""
    if "s's" in text:  # (what _POSSESSIVE needs: a name ending in s, then 's)
        text = _POSSESSIVE.sub(r"\1'", text)
    if "(s)" in text:
        text = _PLURAL.sub(lambda m: m.group(1) + m.group(2) + ("" if m.group(1) == "1" else "s"), text)
    return text
