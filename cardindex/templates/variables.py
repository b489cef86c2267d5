"""Amounts the game defines (X counted as it resolves or applies, CR 107.3c), qualities chosen as a permanent
enters (CR 607.2d: the scenario states the choice), and who may activate an ability (CR 602.2, 113.8).

Read after the core templates.
"""

from __future__ import annotations

import re
from typing import Any

from ..compiler import (
    COLORS,
    YOU,
    NotRecognised,
    _additional,
    _effect,
    _n,
    _static,
    _target_kind,
    _who,
    _with_filter,
)
from ..models import Ability
from . import OneShot

# "where X is …": what is counted, as an engine `count_x` spec (resolver/counting.py)
COUNTS: dict[str, dict[str, Any]] = {
    "the number of clerics on the battlefield": {
        "permanents": {"subtypes": ["Cleric"]},
        "what": "Clerics on the battlefield",
    },
    "the number of creatures you control": {
        "permanents": {"kind": "creature", "controller_is": "you"},
        "what": "creatures you control",
    },
    "the number of basic land types among lands you control": {"basic_land_types": True},
    **{f"your devotion to {word}": {"devotion": letter} for word, letter in COLORS.items()},
}
PREVENT_NEXT_X = re.compile(
    r"prevent the next x damage that would be dealt to (?P<who>.+?) this turn, where x is (?P<x>.+)"
)
PREVENT_X_OF = re.compile(
    r"if a source would deal damage to (?P<who>.+?), prevent x of that damage, where x is (?P<x>.+)"
)
# "The next time a source of your choice of the chosen color …" (Story Circle, Prismatic Circle) and "the next
# time a creature of the chosen type …" (Circle of Solace): the choice was made as it entered (CR 607.2d)
CHOSEN_NEXT = re.compile(
    r"the next time (?:a source of your choice of the chosen color|(?P<type>a creature of the chosen type)) "
    r"would deal damage to you this turn, prevent that damage"
)
# "Prevent all damage that would be dealt to enchanted creature by sources of the [last] chosen color" (Prismatic
# Ward, Chromatic Armor: the last choice is the one the scenario states)
CHOSEN_STATIC = re.compile(
    r"prevent all damage that would be dealt to (?P<who>attached) by sources of the (?:last )?chosen color"
)
PAYMENT_ONLY = re.compile(r"spend only (?:white|blue|black|red|green) mana on x")
ANY_PLAYER = "any player may activate this ability"
# Glittering Lion: '{3}: Until end of turn, this loses "<its static ability>." Any player may activate this ability.'
LOSES = re.compile(r'until end of turn, this loses "(?P<text>[^"]+)\."(?P<any> any player may activate this ability)?')


def _count(phrase: str) -> dict[str, Any]:
    if phrase not in COUNTS:
        raise NotRecognised(f"X is {phrase!r}")
    return COUNTS[phrase]


def one_shot(sentence: str, nxt: str) -> OneShot | None:
    """'Prevent the next X damage that would be dealt to <who> this turn, where X is <a count>' (Battlefield Medic,
    Samite Pilgrim, Acolyte's Reward): X is counted as it resolves (CR 107.3c); a shield of X (615.7)."""
    if PAYMENT_ONLY.fullmatch(sentence):  # what mana may pay X: it can't change what the ability does
        return OneShot([])
    if sentence == ANY_PLAYER:  # who may activate it (CR 602.2): the activating player controls it (113.8)
        return OneShot([{"do": "any_player_may_activate"}])
    if m := LOSES.fullmatch(sentence):  # CR 613.1f: it loses that ability until end of turn
        steps = [{"do": "lose_static", "text": m.group("text")}]
        return OneShot(steps + ([{"do": "any_player_may_activate"}] if m.group("any") else []))
    if m := re.fullmatch(r"you gain (\w+) life", sentence):
        return OneShot([{"do": "gain_life", "player": "$you", "amount": _n(m.group(1))}])
    if m := CHOSEN_NEXT.fullmatch(sentence):
        if m.group("type"):  # not "of your choice": the next time any creature of that type does (615.8)
            spec = {"kind": "prevent", "uses": "next", "from_": [{"kind": "creature", "subtypes": ["$chosen_type"]}]}
        else:  # a source of your choice with that color (615.9)
            spec = {"kind": "prevent", "uses": "next", "choose_source": {"colors": ["$chosen_color"]}}
        return OneShot([_effect(**spec, to=[YOU])])
    if not (m := PREVENT_NEXT_X.fullmatch(sentence)):
        return None
    who, count = m.group("who"), _count(m.group("x"))
    spec: dict[str, Any] = {"kind": "prevent", "amount": "$x", "uses": "shield", "to": _who(who)}
    extra, used = _additional(nxt)
    if extra:
        if any(op.get("to") == "$target" for op in extra) and _target_kind(who):
            # Acolyte's Reward: 'any target' is a second target, beside the creature (not modelled)
            raise NotRecognised(f"a second target in {nxt!r}")
        spec["additional"] = extra
    steps = [{"do": "count_x", "count": count}, _with_filter(_effect(**spec), who)]
    return OneShot(steps, target_kind=_target_kind(who), used=used)


def static(sentence: str) -> dict[str, Any] | None:
    """'If a source would deal damage to equipped creature, prevent X of that damage, where X is the number of
    creatures you control' (Shield of the Avatar): X is counted each time it applies (CR 615.10, 107.3c)."""
    if m := PREVENT_X_OF.fullmatch(sentence):
        count = _count(m.group("x"))
        if "permanents" not in count:  # a static amount counts permanents as it applies; nothing else is read
            raise NotRecognised(f"X is {m.group('x')!r} in a static ability")
        spec = {"kind": "prevent", "amount": "count", "count": count["permanents"], "uses": "each"}
        return {**spec, "to": _who(m.group("who"))}
    return None


def line(norm: str, text: str, name: str, type_line: str, face: int) -> Ability | None:
    """'Prevent all damage that would be dealt to enchanted creature by sources of the [last] chosen color'
    (Prismatic Ward, Chromatic Armor): read as a whole line, before the core's 'prevent all damage … to'."""
    if not (m := CHOSEN_STATIC.fullmatch(norm.rstrip("."))):
        return None
    spec = {"kind": "prevent", "to": _who(m.group("who")), "from": [{"colors": ["$chosen_color"]}]}
    return Ability(kind="static", text=text, steps=[_static(spec)], face=face)
