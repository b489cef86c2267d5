"""Power/toughness changes until end of turn, regeneration and destruction: the one-shot lines most cards share.

- "<who> gets +N/+M [and gains <keywords>] until end of turn" and "<who> gains <keywords> until end of turn",
  <who> this (firebreathing, Shades), target creature (Giant Growth, Grasp of Darkness, Brute Strength) or the
  enchanted/equipped creature: a continuous effect from a resolving spell or ability (CR 611.2a), applied in
  layer 7c (613.4c) to the object chosen as it begins (611.2c); a toughness of 0 or less then puts it into
  its owner's graveyard (704.5f). Only keywords the engine applies are read (others: not recognised).
- "Creatures you control / all creatures / creatures your opponents control get +N/+M [and gain …] until end of
  turn" and "… gain <keywords> until end of turn": the creatures there as it resolves (CR 611.2c).
- "Regenerate this / enchanted creature / target creature": a regeneration shield (CR 701.15a, 614.8).
- "Destroy target [nonblack | nonartifact | <color>] creature / artifact / enchantment / artifact or
  enchantment / land" (CR 701.7a), with the rider "It can't be regenerated." (701.15c: the shield isn't applied);
  "Destroy all creatures / artifacts / enchantments / lands" [, "They can't be regenerated."] (Wrath of God).
- "Scry N": said, nothing more (the library's order changes nothing an answer says).
"""

from __future__ import annotations

import re
from typing import Any

from cardindex.compiler import COLORS, NotRecognised, _effect, _n, negated_quality

from . import OneShot

WHO = {"this": "$this", "attached": "$attached", "target creature": "$target"}
# keywords a "gains …" grant may give: those the engine applies or checks (resolver/state.py), and haste,
# which changes nothing it answers; keywords that trigger (exalted, prowess …) are not read
GRANTABLE = frozenset(
    {
        "deathtouch",
        "double strike",
        "first strike",
        "indestructible",
        "infect",
        "lifelink",
        "trample",
        "wither",
        "flying",
        "reach",
        "menace",
        "fear",
        "intimidate",
        "shadow",
        "vigilance",
        "hexproof",
        "shroud",
        "haste",
        "islandwalk",
        "swampwalk",
        "forestwalk",
        "mountainwalk",
        "plainswalk",
    }
)
PROTECTION = re.compile(r"protection from (?:white|blue|black|red|green)")
NUMBER = r"[+-](?:\d+|x)"
PUMP = re.compile(
    rf"(?P<who>this|attached|target creature|target (?P<quality>[\w ]+?) creature) gets "
    rf"(?P<p>{NUMBER})/(?P<t>{NUMBER})(?: and gains (?P<kw>.+?))? until end of turn"
)
# "creatures you control get +1/+1 until end of turn": those there as it resolves (CR 611.2c)
EACH = {
    "creatures you control": {"kind": "creature", "controller_is": "you"},
    "all creatures": {"kind": "creature"},
    "creatures your opponents control": {"kind": "creature", "controller_is": "opponent"},
    "other creatures you control": {"kind": "creature", "controller_is": "you", "exclude": ["$this"]},
}
PUMP_EACH = re.compile(
    rf"(?P<who>{'|'.join(EACH)}) get (?P<p>{NUMBER})/(?P<t>{NUMBER})(?: and gain (?P<kw>.+?))? until end of turn"
)
GAINS = re.compile(r"(?P<who>this|attached|target creature) gains (?P<kw>.+?) until end of turn")
# "creatures you control gain lifelink until end of turn" (Deafening Clarion's mode): those there as it resolves
GAINS_EACH = re.compile(rf"(?P<who>{'|'.join(EACH)}) gain (?P<kw>.+?) until end of turn")
REGENERATE = re.compile(r"regenerate (this|attached|target creature)")
# what "destroy target …" may target: the kind check_target checks, and the filter beyond it
DESTROY_TARGETS: dict[str, tuple[str, dict[str, Any]]] = {
    "creature": ("creature", {}),
    "artifact": ("permanent", {"any_types": ["artifact"]}),
    "enchantment": ("permanent", {"any_types": ["enchantment"]}),
    "artifact or enchantment": ("permanent", {"any_types": ["artifact", "enchantment"]}),
    "land": ("permanent", {"any_types": ["land"]}),
    "nonartifact creature": ("creature", {"not_types": ["artifact"]}),
}
# what "return target … to its owner's hand" may target
BOUNCE_TARGETS: dict[str, tuple[str, dict[str, Any]]] = {
    "creature": ("creature", {}),
    "creature you control": ("creature", {"controller_is": "you"}),
    "creature you don't control": ("creature", {"controller_is": "not_you"}),
    "permanent": ("permanent", {}),
    "nonland permanent": ("permanent", {"not_types": ["land"]}),
}
NOT_REGENERATED = ("it can't be regenerated", "that creature can't be regenerated")
# "destroy all …": every permanent of the kind on the battlefield as it resolves, at once (CR 701.7a)
DESTROY_ALL: dict[str, dict[str, Any]] = {
    "creatures": {"kind": "creature"},
    "artifacts": {"types": ["artifact"]},
    "enchantments": {"types": ["enchantment"]},
    "lands": {"types": ["land"]},
}


def keywords(phrase: str) -> list[str]:
    """'first strike and haste', 'flying, first strike, and trample' → the keywords; NotRecognised for one the
    engine doesn't apply."""
    words = [w.strip() for w in re.split(r",? and |, ", phrase) if w.strip()]
    for w in words:
        if w not in GRANTABLE and not PROTECTION.fullmatch(w):
            raise NotRecognised(f"keyword {w!r} granted")
    return words


def _amount(signed: str) -> Any:
    """'+3', '-4', '+x' → 3, -4, '$x' (a negative X isn't read)."""
    value = _n(signed[1:])
    if signed[0] == "-":
        if not isinstance(value, int):
            raise NotRecognised(f"amount {signed!r}")
        return -value
    return value


def _target_filter(quality: str) -> dict[str, Any]:
    """'target nonblack / black / nonartifact creature': what check_target checks as the target is chosen and
    as the spell resolves (CR 601.2c, 608.2b); any other quality isn't recognised (never dropped)."""
    if (negated := negated_quality(quality)) is not None:  # "nonblack", "nonartifact, nonblack" (Terror)
        return negated
    if quality in COLORS:
        return {"colors": [COLORS[quality]]}
    raise NotRecognised(f"target 'target {quality} creature'")


def _grant(phrase: str, target: str) -> dict[str, Any]:
    """A grant step ("… gains trample"): the object itself unless it names another."""
    step: dict[str, Any] = {"do": "grant", "keywords": keywords(phrase)}
    return step if target == "$this" else {**step, "target": target}


def _pump(m: re.Match[str]) -> OneShot:
    target = WHO.get(m.group("who"), "$target")
    step: dict[str, Any] = {"do": "modify", "target": target, "power": _amount(m.group("p"))}
    step["toughness"] = _amount(m.group("t"))
    steps = [step]
    if m.group("kw"):
        steps.append(_grant(m.group("kw"), target))
    kind = "creature" if target == "$target" else None
    if m.group("quality"):
        for s in steps:
            s["target_filter"] = _target_filter(m.group("quality"))
    return OneShot(steps, kind)


def one_shot(s: str, nxt: str) -> OneShot | None:
    if m := PUMP.fullmatch(s):
        return _pump(m)
    if m := PUMP_EACH.fullmatch(s):
        each = EACH[m.group("who")]
        steps = [{"do": "modify", "each": each, "power": _amount(m.group("p")), "toughness": _amount(m.group("t"))}]
        if m.group("kw"):
            steps.append({"do": "grant", "keywords": keywords(m.group("kw")), "each": each})
        return OneShot(steps)
    if m := GAINS_EACH.fullmatch(s):  # CR 611.2c: the creatures there as it resolves
        return OneShot([{"do": "grant", "keywords": keywords(m.group("kw")), "each": EACH[m.group("who")]}])
    if m := GAINS.fullmatch(s):
        target = WHO[m.group("who")]
        return OneShot([_grant(m.group("kw"), target)], "creature" if target == "$target" else None)
    if m := REGENERATE.fullmatch(s):
        target = WHO[m.group(1)]
        return OneShot([_effect(kind="regenerate", to=[{"id": target}])], "creature" if target == "$target" else None)
    if m := re.fullmatch(r"destroy all (\w+)", s):
        if m.group(1) not in DESTROY_ALL:
            return None
        step = {"do": "destroy_all", "each": DESTROY_ALL[m.group(1)]}
        if nxt == "they can't be regenerated":  # Wrath of God (CR 701.15c)
            return OneShot([{**step, "no_regeneration": True}], None, 1)
        return OneShot([step])
    if m := re.fullmatch(r"scry (\w+)", s):  # the library's order: nothing an answer here says depends on it
        n = _n(m.group(1))
        return OneShot(
            [
                {
                    "do": "note",
                    "say": f"makes its controller scry {n} (the library's order changes nothing here)",
                    "concept": "scry",
                }
            ]
        )
    if m := re.fullmatch(r"return target (.+) to its owner's hand", s):  # Unsummon (CR 400.7: a new object)
        if m.group(1) not in BOUNCE_TARGETS:
            return None
        kind, flt = BOUNCE_TARGETS[m.group(1)]
        bounce: dict[str, Any] = {"do": "bounce", "what": "$target"}
        if flt:
            bounce["target_filter"] = flt
        return OneShot([bounce], kind)
    if m := re.fullmatch(r"destroy target (.+)", s):
        what = m.group(1)
        if what in DESTROY_TARGETS:
            kind, flt = DESTROY_TARGETS[what]
        elif q := re.fullmatch(r"(\w+(?:, \w+)?) creature", what):  # "nonartifact, nonblack creature" (Terror)
            kind, flt = "creature", _target_filter(q.group(1))
        else:
            return None
        step: dict[str, Any] = {"do": "destroy", "what": "$target"}
        if flt:
            step["target_filter"] = flt
        used = 0
        if nxt in NOT_REGENERATED:  # CR 701.15c: a regeneration shield isn't applied to this destruction
            step["no_regeneration"] = True
            used = 1
        return OneShot([step], kind, used)
    return None
