"""Activation costs, exile-instead-of-dying riders, and the side sentences beside a prevention effect.

- Costs (CR 602.2b, 601.2h): "sacrifice a creature / land / Soldier / snow land / white creature" and "tap an
  untapped creature / two untapped Clerics you control" are the activating player's choice (the activation
  names it, else each choice is an outcome); costs that never change a damage answer (exiling or putting back
  cards of the library or hand, energy, a choice between mana costs) are paid as written with no step.
- "If a creature dealt damage this way / by this this turn would die, exile it instead": a replacement effect
  on the zone change (CR 614.1, 614.6), scoped to what the source dealt damage to this turn.
- Side sentences: "you gain N life", "untap target creature", "creatures you control gain hexproof",
  "you gain life equal to target creature's power", "the next time target creature would deal damage this
  turn, prevent that damage", Healing Grace's "… by a source of your choice", Vengeful Archon's trigger.
"""

from __future__ import annotations

import re
from typing import Any

from cardindex.compiler import (
    COLORS,
    NotRecognised,
    _effect,
    _n,
    _original_cost,
    _source_quality,
    _target_kind,
    _who,
)
from cardindex.models import Ability

from . import OneShot

# --- costs ---------------------------------------------------------------------------------------------------

NUMBER = {"an": 1, "a": 1, "two": 2, "three": 3}
KINDS = {"creature": {"kind": "creature"}, "land": {"types": ["land"]}, "artifact": {"types": ["artifact"]}}
# creature types a cost names ("sacrifice a Soldier", "tap an untapped Cleric")
SUBTYPES = {"soldier", "cleric", "wizard", "goblin", "elf", "zombie", "human", "knight", "sliver"}


def _what(words: str) -> list[dict[str, Any]]:
    """'white creature', 'snow land', 'soldier': selectors that must all match (a permanent you control)."""
    *quals, noun = words.split()
    noun = noun.removesuffix("s") if noun.removesuffix("s") in SUBTYPES else noun
    if noun in KINDS:
        out = [dict(KINDS[noun])]
    elif noun in SUBTYPES:
        out = [{"subtypes": [noun.capitalize()]}]
    else:
        raise NotRecognised(f"cost naming {words!r}")
    for q in quals:
        if q in COLORS:
            out.append({"colors": [COLORS[q]]})
        elif q == "snow":
            out.append({"types": ["snow"]})
        else:
            raise NotRecognised(f"cost naming {words!r}")
    return out


def _shown(words: str) -> str:
    """The cost's words as a log shows them: creature types capitalised ("a Soldier", "Clerics")."""
    return " ".join(w.capitalize() if w.removesuffix("s") in SUBTYPES else w for w in words.split())


def cost(part: str) -> list[dict[str, Any]] | None:
    if m := re.fullmatch(r"sacrifice an? ((?:\w+ )?\w+)", part):
        if m.group(1) == "this":
            return None
        return [{"do": "pay", "sacrifice_a": _what(m.group(1)), "what": _shown(part.removeprefix("sacrifice "))}]
    if m := re.fullmatch(r"tap (an|two|three) untapped ((?:\w+ )?\w+) you control", part):
        count = NUMBER[m.group(1)]
        return [{"do": "pay", "tap": {"count": count, "filter": _what(m.group(2)), "what": _shown(m.group(2))}}]
    if part == "return this to its owner's hand":  # the permanent leaves as it is activated (Gossamer Chains)
        return [{"do": "pay", "return_to_hand": True}]
    # paid as written: nothing the engine answers depends on the library, the hand, energy, or which mana
    if m := re.fullmatch(r"exile the top (?:card|(\w+) cards) of your library", part):
        # paid from the library (CR 602.2b): refused when the scenario says it has fewer cards (118.3)
        return [{"do": "pay", "exile_library": _n(m.group(1)) if m.group(1) else 1}]
    if part in ("put a card from your hand on top of your library",):
        return []
    if re.fullmatch(r"pay (?:\{e\})+", part):
        return []
    if re.fullmatch(r"(?:\{[^}]+\})+ or (?:\{[^}]+\})+", part):  # Pearl Shard: "{3}, {T} or {W}, {T}"
        return []  # the split leaves "{3}", "{t} or {w}" and "{t}": the last pays the {T} (compiler._cost)
    return None


# --- one-shot sentences ------------------------------------------------------------------------------------------

EXILE_THIS_WAY = "if a creature dealt damage this way would die this turn, exile it instead"
EXILE_BY_THIS = "if a creature dealt damage by this this turn would die, exile it instead"
# "a creature dealt damage by this [spell] this turn" ("this way": a spell deals damage only as it resolves)
EXILE_INSTEAD = {
    "kind": "replace_event",
    "event": "dies",
    "instead": "exile",
    "to": [{"kind": "creature", "dealt_damage_by": "this"}],
}
COUNTS = (
    "you gain 1 life for each creature on the battlefield",
    "you gain 1 life for each attacking creature",
    "you gain 1 life for each creature your opponents control",
)
INERT = {  # Spore Cloud: nothing the engine answers depends on a later untap step
    "each attacking creature and each blocking creature doesn't untap during its controller's next untap step": (
        "keeps each attacking and blocking creature tapped during its controller's next untap step (a later turn)"
    ),
}
NEXT_BY_TARGET = "the next time target creature would deal damage this turn, prevent that damage"
GAIN_PREVENTED = "you gain life equal to the damage prevented this way"


def one_shot(s: str, nxt: str) -> OneShot | None:
    if s == EXILE_THIS_WAY:
        return OneShot([_effect(**EXILE_INSTEAD)])
    if m := re.fullmatch(r"you gain (\w+) life", s):
        return OneShot([{"do": "gain_life", "player": "$you", "amount": _n(m.group(1))}])
    if s in COUNTS:
        raise NotRecognised(
            f"'{s}' counts every such creature on the battlefield, and a scenario lists only the permanents it needs"
        )
    if s == "shuffle this into its owner's library":  # Red Sun's Zenith: where the spell goes, not damage
        return OneShot([{"do": "note", "say": "is shuffled into its owner's library", "concept": "zone_change"}])
    if s == "tap all blocking creatures":  # Spore Cloud: tracked (CR 701.21a), they stay blocking (506.4)
        return OneShot([{"do": "tap_blockers"}])
    if s in INERT:
        return OneShot([{"do": "note", "say": INERT[s], "concept": "tap_untap"}])
    if m := re.fullmatch(
        r"prevent (?:the next (\w+)|all) damage that would be dealt to (.+?) this turn by a(?: (\w+))? source of "
        r"your choice",
        s,
    ):  # Healing Grace, Consulate Surveillance: the source is chosen as it resolves (CR 615.9)
        spec: dict[str, Any] = {"kind": "prevent", "to": _who(m.group(2)), "choose_source": _source_quality(m.group(3))}
        if m.group(1):
            spec["amount"] = _n(m.group(1))
        return OneShot([_effect(**spec)], target_kind=_target_kind(m.group(2)))
    if s == NEXT_BY_TARGET:  # Awe Strike: the next time it would deal damage, all it deals then (CR 615.8)
        spec = {"kind": "prevent", "uses": "next", "from_": [{"id": "$target"}]}
        used = 0
        if nxt == GAIN_PREVENTED:
            spec["additional"] = [{"op": "gain_life", "player": "you", "count": "prevented"}]
            used = 1
        return OneShot([_effect(**spec)], target_kind="creature", used=used)
    if s == "you gain life equal to target creature's power":  # Dazzling Reflection
        steps: list[dict[str, Any]] = [{"do": "gain_life", "player": "$you", "amount": {"power_of": "$target"}}]
        used = 0
        if nxt == "the next time that creature would deal damage this turn, prevent that damage":
            steps.append(_effect(kind="prevent", uses="next", from_=[{"id": "$target"}]))
            used = 1
        return OneShot(steps, target_kind="creature", used=used)
    if s == "untap target creature":  # Djeru's Resolve
        steps = [{"do": "untap", "what": "$target"}]
        used = 0
        if nxt == "prevent all damage that would be dealt to it this turn":
            steps.append(_effect(kind="prevent", to=[{"id": "$target"}]))
            used = 1
        return OneShot(steps, target_kind="creature", used=used)
    if s == "creatures you control gain hexproof until end of turn":  # Blinding Fog
        return OneShot(
            [{"do": "grant", "keywords": ["hexproof"], "each": {"kind": "creature", "controller_is": "you"}}]
        )
    if m := re.fullmatch(r"activate (?:this ability )?only (?!once each turn$)(.+)", s):  # once: restrictions.py
        raise NotRecognised(f"the restriction 'activate only {m.group(1)}', which the scenario can't check")
    return None


# --- static sentences --------------------------------------------------------------------------------------------


def static(s: str) -> dict[str, Any] | None:
    if s == EXILE_BY_THIS:  # Frostwielder, Kumano's Pupils
        return dict(EXILE_INSTEAD)
    return None


# --- whole lines -------------------------------------------------------------------------------------------------

ARCHON = re.compile(
    r"\{x\}: prevent the next x damage that would be dealt to you this turn\. if damage is prevented this way, "
    r"this deals that much damage to target player or planeswalker\.?"
)


def line(norm: str, text: str, name: str, type_line: str, face: int) -> Ability | None:
    if re.fullmatch(r"when a player doesn't pay this's cumulative upkeep, .+", norm):  # Thought Lash
        return Ability(
            kind="triggered",
            text=text,
            face=face,
            modelled=False,
            relevant=False,
            reason="its trigger (a cumulative upkeep not paid, in an upkeep) never happens here",
        )
    if ARCHON.fullmatch(norm):  # Vengeful Archon: the prevented amount, to the target chosen as it is activated
        spec = {
            "kind": "prevent",
            "amount": "$x",
            "to": [{"player_is": "you"}],
            "additional": [{"op": "deal_damage", "to": "$target", "count": "prevented"}],
        }
        return Ability(
            kind="activated",
            text=text,
            cost=_original_cost(text),
            steps=[_effect(**spec)],
            face=face,
            target_kind="player_or_planeswalker",
        )
    return None
