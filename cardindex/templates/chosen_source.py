"""'A source of your choice' to other recipients (CR 615.9), and damage replaced by counters on this (CR 614.1a).

Read after the core templates, which take 'to you' and 'to any target'.
"""

from __future__ import annotations

import re
from typing import Any

from ..compiler import COLORS, NotRecognised, _effect, _n, _source_quality, _target_kind, _who
from ..models import Ability
from . import OneShot

NEXT_TIME = re.compile(
    r"the next time an?(?: (?P<quality>\w+(?: or \w+)?))? source of your choice would deal damage"
    r"(?: to (?P<who>you|any target|target creature|attached))? this turn, prevent that damage"
)
# "a creature of your choice with shadow" (Circle of Protection: Shadow): the chosen source has that keyword
CREATURE_WITH = re.compile(
    r"the next time a creature of your choice with (?P<keyword>\w+) would deal damage to you this turn, "
    r"prevent that damage"
)
COUNTERS_INSTEAD = re.compile(r"if damage would be dealt to you, put that many (?P<kind>\w+) counters on this instead")
SACRIFICE_AT = re.compile(r"when there are (?P<n>\w+) or more (?P<kind>\w+) counters on this, sacrifice it")


def _quality(words: str | None) -> dict[str, Any]:
    """'black or red': a source of either colour; one word is the core's quality (a colour, artifact)."""
    if words and " or " in words:
        colors = words.split(" or ")
        if not all(c in COLORS for c in colors):
            raise NotRecognised(f"source quality {words!r}")
        return {"colors": [COLORS[c] for c in colors]}
    return _source_quality(words)


def one_shot(sentence: str, nxt: str) -> OneShot | None:
    """'The next time a [quality] source of your choice would deal damage [to target creature / enchanted creature]
    this turn, prevent that damage' (Charm Peddler, Kithkin Armor, Greater Realm of Preservation, Penance, Pilgrim of
    Justice), 'a creature of your choice with shadow' (Circle of Protection: Shadow): CR 615.8, 615.9."""
    if m := CREATURE_WITH.fullmatch(sentence):
        chosen = {"kind": "creature", "keywords": [m.group("keyword")]}
        return OneShot([_effect(kind="prevent", uses="next", choose_source=chosen, to=_who("you"))])
    if not (m := NEXT_TIME.fullmatch(sentence)):
        return None
    spec = {"kind": "prevent", "uses": "next", "choose_source": _quality(m.group("quality"))}
    if who := m.group("who"):  # without one, the next time it deals damage to anything (Penance, the Pilgrims)
        spec["to"] = _who(who)
    return OneShot([_effect(**spec)], target_kind=_target_kind(who or ""))


def static(sentence: str) -> dict[str, Any] | None:
    """'If damage would be dealt to you, put that many [kind] counters on this instead' (Force Bubble, Delaying
    Shield): the damage is replaced, so it has no results (CR 614.1a, 120.3)."""
    if not (m := COUNTERS_INSTEAD.fullmatch(sentence)):
        return None
    return {"kind": "counters_instead", "counter": m.group("kind"), "counters_on": "this", "to": [{"player_is": "you"}]}


def line(norm: str, text: str, name: str, type_line: str, face: int) -> Ability | None:
    """'When there are N or more [kind] counters on this, sacrifice it' (Force Bubble): a state trigger, CR 603.8."""
    if not (m := SACRIFICE_AT.fullmatch(norm.rstrip("."))):
        return None
    trigger = {"event": "counters_at_least", "counter": m.group("kind"), "amount": _n(m.group("n"))}
    steps = [{"do": "move", "what": "$this", "zone": "graveyard", "sacrifice": True}]  # CR 701.17a
    return Ability(kind="triggered", text=text, trigger=trigger, steps=steps, face=face)
