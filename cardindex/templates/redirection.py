"""Redirection templates (CR 614.9): "… is dealt to X instead", "… that source deals that damage to Y instead".

A redirected damage keeps its source (614.9, 616.1). A target named by the effect is chosen as the spell is
cast or the ability activated (601.2c) and checked again as it resolves (608.2b): a part whose target is
illegal then does nothing. When it applies, a new recipient that is gone or no longer a creature or
planeswalker, or a player who left the game, makes the redirection do nothing (614.9: resolver/replacement.py).
"Another target" differs from the first target (115.3): the engine refuses the same target twice.

Sentences read here (the card's name is "this", "enchanted creature" is "attached"):

- the next N damage that would be dealt to <this | attached | target …> this turn is dealt to <any target |
  target creature | this | you | another target …> instead (Zhalfirin Crusader, Ward of Piety, Daughter of
  Autumn, Vassal's Duty, Carom, Captain's Maneuver, Razia);
- all damage that would be dealt this turn to target creature you control by a source of your choice is dealt
  to another target creature instead (Kor Chant); … to target creature this turn by a source of your choice is
  dealt to this instead (Oracle's Attendants);
- the next time a source of your choice would deal damage [to you | to target creature] this turn, that damage is
  dealt to <this | that source's controller> instead / that source deals that damage to you instead (Beacon of
  Destiny, Opal-Eye, Reflect Damage, Jade Monolith);
- the next time damage would be dealt to <this | this and/or you> this turn, that damage is dealt to any target
  instead (Mirrorwood Treefolk, Glarecaster);
- the next time an instant or sorcery spell would deal damage to you this turn, that spell deals that damage to
  its controller instead (Aegis of Honor);
- the next time this would deal combat damage to an opponent this turn, it deals that damage to target creature
  instead (Soltari Guerrillas);
- static: all damage that would be dealt to attached is dealt to its controller instead (Treacherous Link).
"""

from __future__ import annotations

import re
from typing import Any

from cardindex.compiler import ME, OPP, YOU, NotRecognised, _effect, _n, _source_quality
from cardindex.templates import OneShot

THIS = [ME]
# A recipient that isn't a target: what the effect watches
PLAIN = {"this": THIS, "attached": [{"id": "$attached"}], "you": [YOU]}
# "target …" recipients: (kind of target, what it must be beyond its kind), as checked by resolver/cards.py
TARGETS: dict[str, tuple[str | None, dict[str, Any] | None]] = {
    "any target": (None, None),
    "target creature, planeswalker, or player": (None, None),
    "target creature or player": ("creature_or_player", None),
    "target creature": ("creature", None),
    "target creature you control": ("creature", {"controller_is": "you"}),
    "target white creature": ("creature", {"colors": ["W"]}),
    "target legendary creature you control": ("creature", {"types": ["legendary"], "controller_is": "you"}),
}
# Where a redirection sends the damage, when not a target ("its owner": Personal Incarnation isn't read, its
# other sentence restricts who may activate it)
DESTINATIONS = {"this": "$this", "you": "you"}

NEXT_N = re.compile(r"the next (\w+) damage that would be dealt to (.+?) this turn is dealt to (.+?) instead")
ALL_CHOSEN = re.compile(
    r"all damage that would be dealt (?:this turn to (.+?)|to (.+?) this turn) by a source of your choice is dealt "
    r"to (.+?) instead"
)
NEXT_TIME_CHOSEN = re.compile(
    r"the next time an?(?: (\w+))? source of your choice would deal damage(?: to (you|target creature))? this turn, "
    r"(that damage is dealt to (this|that source's controller) instead|that source deals that damage to you instead)"
)
NEXT_TIME_TO = re.compile(
    r"the next time damage would be dealt to (this|this and/or you) this turn, that damage is dealt to (any target|"
    r"target creature or player) instead"
)
AEGIS = re.compile(
    r"the next time an instant or sorcery spell would deal damage to you this turn, that spell deals that damage to "
    r"its controller instead"
)
SOLTARI = re.compile(
    r"the next time this would deal combat damage to an opponent this turn, it deals that damage to (target "
    r"creature) instead"
)


def _declare(first: tuple[str | None, dict[str, Any] | None], other: tuple[str | None, dict[str, Any] | None]) -> dict:
    """The step declaring a target and "another target" (resolver/cards.py declared_targets): the second can't
    be the first (CR 115.3: "another")."""
    out = []
    for n, (kind, flt) in enumerate((first, other)):
        spec: dict[str, Any] = {"kind": kind}
        if flt:
            spec["filter"] = flt
        if n:
            spec["another"] = True
        out.append(spec)
    return {"do": "targets", "targets": out}


def _one_target(step: dict[str, Any], phrase: str) -> OneShot:
    """A step with a single target: its kind on the ability, its filter on the step."""
    kind, flt = TARGETS[phrase]
    return OneShot([{**step, "target_filter": flt} if flt else step], target_kind=kind)


def _redirect(**spec: Any) -> dict[str, Any]:
    return _effect(kind="redirect", **spec)


def _next_n(m: re.Match[str]) -> OneShot:
    amount, who, dest = _n(m.group(1)), m.group(2), m.group(3)
    if who in PLAIN and dest in TARGETS:  # Zhalfirin Crusader, Ward of Piety, Zealous Inquisitor
        return _one_target(_redirect(amount=amount, to=PLAIN[who], redirect_to="$target"), dest)
    if who in TARGETS and who != "any target" and dest in DESTINATIONS:  # Daughter of Autumn, Vassal's Duty
        return _one_target(_redirect(amount=amount, to=[{"id": "$target"}], redirect_to=DESTINATIONS[dest]), who)
    other = dest.removeprefix("another ")
    if who in TARGETS and who != "any target" and dest.startswith("another ") and other in TARGETS:
        # Carom, Captain's Maneuver, Razia: two targets, the second not the first (CR 115.3)
        step = _redirect(amount=amount, to=[{"id": "$target"}], redirect_to="$target2")
        return OneShot([_declare(TARGETS[who], TARGETS[other]), step])
    raise NotRecognised(f"redirection of the next {m.group(1)} damage to {who!r} to {dest!r}")


def one_shot(sentence: str, next_sentence: str) -> OneShot | None:
    s = sentence
    if m := NEXT_N.fullmatch(s):
        return _next_n(m)
    if m := ALL_CHOSEN.fullmatch(s):
        who, dest = m.group(1) or m.group(2), m.group(3)
        if who == "target creature you control" and dest == "another target creature":  # Kor Chant, Kor Dirge
            step = _redirect(choose_source={}, to=[{"id": "$target"}], redirect_to="$target2")
            return OneShot([_declare(TARGETS[who], TARGETS["target creature"]), step])
        if who == "target creature" and dest == "this":  # Oracle's Attendants
            return _one_target(_redirect(choose_source={}, to=[{"id": "$target"}], redirect_to="$this"), who)
        raise NotRecognised(f"redirection of damage to {who!r} by a chosen source to {dest!r}")
    if m := NEXT_TIME_CHOSEN.fullmatch(s):
        quality, who, dest = _source_quality(m.group(1)), m.group(2), m.group(4)
        if dest is None:  # "that source deals that damage to you instead" (Jade Monolith): it stays the source
            dest = "you"
        spec: dict[str, Any] = {"uses": "next", "choose_source": quality}
        spec["redirect_to"] = {"this": "$this", "you": "you", "that source's controller": "source_controller"}[dest]
        if who == "you":
            spec["to"] = [YOU]
        elif who == "target creature":
            return _one_target(_redirect(**spec, to=[{"id": "$target"}]), who)
        return OneShot([_redirect(**spec)])
    if m := NEXT_TIME_TO.fullmatch(s):  # Mirrorwood Treefolk, Glarecaster: all of the next damage dealt at once
        to = THIS if m.group(1) == "this" else [ME, YOU]
        return _one_target(_redirect(uses="next", to=to, redirect_to="$target"), m.group(2))
    if AEGIS.fullmatch(s):  # the spell stays the source; its controller is dealt the damage
        spec = {"uses": "next", "to": [YOU], "from_": [{"types": ["instant", "sorcery"]}]}
        return OneShot([_redirect(**spec, redirect_to="source_controller")])
    if m := SOLTARI.fullmatch(s):
        spec = {"uses": "next", "damage": "combat", "from_": THIS, "to": [OPP], "redirect_to": "$target"}
        return _one_target(_redirect(**spec), m.group(1))
    if m := re.fullmatch(r"draw (a|two|three) cards?", s):  # Carom's second paragraph (CR 121.1)
        return OneShot([{"do": "draw", "player": "$you", "amount": 1 if m.group(1) == "a" else _n(m.group(1))}])
    return None


def static(sentence: str) -> dict[str, Any] | None:
    if sentence == "all damage that would be dealt to attached is dealt to its controller instead":
        # Treacherous Link: "its" is the enchanted creature: whoever controls it when the damage would be dealt
        return {"kind": "redirect", "to": [{"id": "$attached"}], "redirect_to": "recipient_controller"}
    return None
