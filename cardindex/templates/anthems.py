"""Static power/toughness for a group of creatures: "Creatures you control get +1/+1", "Other Elf creatures you
control get +1/+1", "All Sliver creatures get +1/+1", "Creatures your opponents control get -1/-1", with "and
have <keywords>". A static ability (CR 604.1, 611.3a) applied in layer 7c (613.4c) to every creature it names
while its source is on the battlefield: one `anthem` step (the engine's resolver/anthems.py).

Groups that change during a turn in ways the engine doesn't follow ("attacking creatures you control", "… with
power 2 or less", "… for each …", "as long as …") aren't read: the line stays unmodelled, never half-compiled.
"""

from __future__ import annotations

import re
from typing import Any

from ..compiler import NotRecognised
from ..models import Ability
from .pumps import keywords

ANTHEM = re.compile(r"(?P<who>.+?) get (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: and have (?P<kw>[a-z ,]+))?")
# selector keys the engine can check once, as the scenario starts (nothing here enters or changes control)
STEADY = frozenset({"kind", "controller_is", "exclude", "colors", "not_colors", "subtypes", "keywords", "types"})


def _group(phrase: str) -> dict[str, Any] | None:
    """The creatures a phrase names: the phrase grammar's, or '[other|all] <creature type> creatures [you
    control]' (a type of CR 205.3m)."""
    from commands.creature_types import creature_type

    from .phrases import noun_phrase

    if (sel := noun_phrase(phrase)) is not None:
        return sel if sel.get("kind") == "creature" else None
    m = re.fullmatch(r"(other |all )?([a-z-]+) creatures( you control)?(?: with (flying))?", phrase)
    if m is None or (kind := creature_type(m.group(2))) is None:
        return None
    sel = {"kind": "creature", "subtypes": [kind]}
    if m.group(1) == "other ":
        sel["exclude"] = ["$this"]
    if m.group(3):
        sel["controller_is"] = "you"
    if m.group(4):
        sel["keywords"] = ["flying"]
    return sel


# "Domain — Kavu Scout gets +1/+0 for each basic land type among lands you control": its own size, counted as it
# applies (CR 604.3 is not this: it isn't a characteristic-defining ability, it modifies power in layer 7c)
COUNTED_SELF = re.compile(
    r"this gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) for each (?P<what>basic land type among lands you control)"
)


def _counted_self(norm: str, text: str, face: int) -> Ability | None:
    """'This gets +1/+0 for each basic land type among lands you control' (domain, CR 305.6): an `anthem` step on
    itself, multiplied by the count (resolver/counting.py) as the scenario starts."""
    from .variables import COUNTS

    m = COUNTED_SELF.fullmatch(norm.rstrip("."))
    if m is None:
        return None
    step: dict[str, Any] = {"do": "anthem", "each": {"id": "$this"}, "power": int(m.group("p")),
                            "toughness": int(m.group("t")), "keywords": [],
                            "per": COUNTS["the number of " + m.group("what").replace("type", "types", 1)]}  # fmt: skip
    return Ability(kind="static", text=text, steps=[step], face=face)


def line(norm: str, text: str, name: str, type_line: str, face: int) -> Ability | None:
    if (counted := _counted_self(norm, text, face)) is not None:
        return counted
    m = ANTHEM.fullmatch(norm.rstrip("."))
    if m is None or ":" in norm or norm.startswith(("when", "at ", "as long")) or "until end of turn" in norm:
        return None
    group = _group(m.group("who"))
    if group is None:
        return None
    if set(group) - STEADY:  # "attacking creatures you control": changes during combat
        who = m.group("who")
        raise NotRecognised(f"sentence {norm.rstrip('.')!r}: the engine follows no group like {who!r}")
    step: dict[str, Any] = {"do": "anthem", "each": group, "power": int(m.group("p")), "toughness": int(m.group("t"))}
    step["keywords"] = keywords(m.group("kw")) if m.group("kw") else []
    return Ability(kind="static", text=text, steps=[step], face=face)
