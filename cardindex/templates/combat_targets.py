"""Targets and sources that exist only in combat or on the stack (issue #15, family C).

"Target attacking / blocked / unblocked creature", "target attacking or blocking creature", "creatures
blocking it", "creatures it's blocking", "unblocked creatures" (CR 506.4, 509.1h), and "target spell"
(CR 115.1). The engine checks a combat target where it is chosen (an activation inside the combat action's
`after_assignment`) and again on resolution (601.2c, 608.2b): resolver/combat_targets.py.

Whole lines are read here (the `line` hook), since the core's "prevent … dealt by <who>" template refuses
sources it doesn't know before the sentence hooks are tried.
"""

from __future__ import annotations

import re
from typing import Any

from ..compiler import ME, YOU, _cost, _effect, _original_cost, _sentences, _static, is_spell
from ..models import Ability

TARGET = [{"id": "$target"}]
# "target <status> creature": what its combat status must be (checked when chosen and on resolution)
STATUS = {
    "attacking": {"attacking": True},
    "blocked": {"blocked": True},
    "unblocked": {"blocked": False},
    "attacking or blocking": {"in_combat": True},
}
UNBLOCKED = {"kind": "creature", "attacking": True, "blocked": False}
COMBAT = {"damage": "combat"}


def _targeted(steps: list[dict[str, Any]], flt: dict[str, Any]) -> list[dict[str, Any]]:
    """The steps, the first carrying what its target must be (check_target reads every step's filter)."""
    return [{**steps[0], "target_filter": flt}, *steps[1:]]


def _one_shot(sentences: list[str]) -> tuple[list[dict[str, Any]], str | None] | None:
    """The steps and target kind of an effect this family reads; None when it isn't one of its templates."""
    text = ". ".join(sentences)
    if m := re.fullmatch(
        r"untap target attacking creature( you control| with shadow)?\. prevent all combat damage that would be "
        r"dealt to and dealt by that creature this turn",
        text,
    ):  # Maze of Ith, Ith, Ebony Horse, Maze of Shadows: untap it (701.21b), and two prevention effects (to it, by it)
        quality = {" you control": {"controller_is": "you"}, " with shadow": {"keywords": ["shadow"]}}
        flt = {"attacking": True, **quality.get(m.group(1) or "", {})}
        steps = [
            {"do": "untap", "what": "$target"},
            _effect(kind="prevent", to=TARGET, **COMBAT),
            _effect(kind="prevent", from_=TARGET, **COMBAT),
        ]
        return _targeted(steps, flt), "creature"
    if m := re.fullmatch(
        r"prevent all combat damage that would be dealt (?:this turn )?by target (attacking|blocked|unblocked) "
        r"creature( with flying)?(?: this turn)?",
        text,
    ):  # Kor Haven, Benalish Missionary, Gossamer Chains, Songstitcher ("… this turn by target … with flying")
        if ("this turn by" in text) == text.endswith("this turn"):
            return None
        flt = {**STATUS[m.group(1)], **({"keywords": ["flying"]} if m.group(2) else {})}
        return _targeted([_effect(kind="prevent", from_=TARGET, **COMBAT)], flt), "creature"
    if m := re.fullmatch(
        r"prevent all damage that would be dealt by target (instant or sorcery )?spell this turn|"
        r"prevent all damage target (instant or sorcery )?spell would deal this turn"
        r"(\. you gain life equal to the damage prevented this way)?",
        text,
    ):  # Hallow, Hidden Retreat: the target is a spell on the stack (cast by a later action)
        spec: dict[str, Any] = {"kind": "prevent", "from_": TARGET}
        if m.group(3):  # CR 615.5: an additional effect of the prevention
            spec["additional"] = [{"op": "gain_life", "player": "you", "count": "prevented"}]
        kind = "instant_or_sorcery_spell" if m.group(1) or m.group(2) else "spell"
        return [_effect(**spec)], kind
    if text == "prevent all combat damage that would be dealt by unblocked creatures this turn":  # Snag
        return [_effect(kind="prevent", from_=[UNBLOCKED], **COMBAT)], None
    if text == "prevent all combat damage that would be dealt by creatures other than target creature this turn":
        return [_effect(kind="prevent", from_=[{"kind": "creature", "exclude": ["$target"]}], **COMBAT)], "creature"
    if text == (
        "tap all creatures blocking target attacking creature. prevent all combat damage that would be dealt this "
        "turn by that creature and each creature blocking it"
    ):  # Feint: tapping a blocker doesn't remove it from combat (506.4), so it is said, not modelled further
        steps = [
            {"do": "tap_blockers", "of": "$target"},
            _effect(kind="prevent", from_=[*TARGET, {"kind": "creature", "blocks": "$target"}], **COMBAT),
        ]
        return _targeted(steps, {"attacking": True}), "creature"
    if text == "all damage that would be dealt to you this turn by target attacking creature is dealt to this instead":
        spec = {"kind": "redirect", "to": [YOU], "from_": TARGET, "redirect_to": "$this"}  # Shimian Night Stalker
        return _targeted([_effect(**spec)], {"attacking": True}), "creature"
    if text == "all combat damage that would be dealt to you this turn is dealt to target attacking creature instead":
        spec = {"kind": "redirect", "to": [YOU], "redirect_to": "$target", **COMBAT}  # Turn the Tables
        return _targeted([_effect(**spec)], {"attacking": True}), "creature"
    if text == "all combat damage that would be dealt to you by unblocked creatures this turn is dealt to this instead":
        spec = {"kind": "redirect", "to": [YOU], "from_": [UNBLOCKED], "redirect_to": "$this", **COMBAT}
        return [_effect(**spec)], None  # Kjeldoran Royal Guard
    return None


def _static_spec(text: str) -> dict[str, Any] | None:
    if text == "prevent all combat damage that would be dealt to this by creatures blocking it":  # Armored Transport
        return {"kind": "prevent", "to": [ME], "from": [{"kind": "creature", "blocks": "$this"}], **COMBAT}
    if text == "prevent all damage that would be dealt to this by creatures it's blocking":  # Wall of Vapor
        return {"kind": "prevent", "to": [ME], "from": [{"kind": "creature", "blocked_by": "$this"}]}
    return None


def line(norm: str, line: str, name: str, type_line: str, face: int) -> Ability | None:
    if not any(w in norm for w in ("damage", "walls")):  # none of its templates: skip fast
        return None
    spell_like = is_spell(type_line)
    if line.lstrip().startswith("•"):  # a mode: Dromoka's Command is "choose two", which the engine doesn't
        return None  # model (it chooses one mode), so its modes stay the core's to refuse
    if (m := re.fullmatch(r"(?P<cost>[^:]+): (?P<effect>.+)", norm)) and not spell_like:
        read = _one_shot(_sentences(m.group("effect")))
        if read is None:
            return None
        steps, kind = read
        return Ability(
            kind="activated",
            text=line,
            cost=_original_cost(line),
            steps=_cost(m.group("cost")) + steps,
            face=face,
            target_kind=kind,
        )
    sentences = _sentences(norm)
    if sentences == [
        "this can't be the target of spells that can target only walls or of abilities that can target only walls"
    ]:
        return Ability(  # Wall of Shadows: no spell or ability the engine knows targets only Walls
            kind="static",
            text=line,
            face=face,
            modelled=False,
            relevant=False,
            reason="no spell or ability modelled here can target only Walls",
        )
    if spell_like:
        read = _one_shot(sentences)
        if read is None:
            return None
        return Ability(kind="spell", text=line, steps=read[0], face=face, target_kind=read[1])
    spec = _static_spec(". ".join(sentences))
    return None if spec is None else Ability(kind="static", text=line, steps=[_static(spec)], face=face)
