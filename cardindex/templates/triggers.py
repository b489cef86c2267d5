"""Trigger wrappers: "When/Whenever <event>, <effect>" whose effect the sentence templates read.

The ability is compiled as kind "triggered" with its `trigger` event and the effect's steps (CR 603.1):

- events the engine follows run as the scenario runs (resolver/play.py): "whenever this blocks", "whenever this
  becomes blocked" and "whenever this blocks or becomes blocked" as blockers are declared (CR 509.1i, 509.5a,
  509.5c), "whenever this attacks" as attackers are declared (508.1m; resolver/attack_triggers.py), "when this
  dies" as it is put into the graveyard (700.4), heroic "whenever you cast a spell that targets this" as the
  spell is cast (CR 601.2i, 603.2);
- "whenever this (or the creature an Aura or Equipment is attached to) deals [combat] damage [to a player | an
  opponent | a creature]" as the damage is dealt (CR 603.2, 120.4b; resolver/play.py after_damage): once for each
  player or creature so named that was dealt damage (603.2c), once for all of it when no recipient is named;
  its amount ("that much") the damage dealt;
- "whenever this (or the creature an Aura or Equipment is attached to) is dealt damage" likewise, once for all the
  damage dealt to it at once, "that much" / "that many" the damage dealt; in an Aura's, "it" is the creature and
  "its controller" that creature's controller as the damage was dealt;
- events a scenario never has (this entering the battlefield, being turned face up) are compiled all the
  same, marked `relevant: false` with the reason the answer gives for ignoring them (resolver/relevance.py).

An effect the templates can't read raises NotRecognised: the line stays unmodelled, classified by
cardindex/relevance.py as before — never half-compiled.
"""

from __future__ import annotations

import re
from typing import Any

from ..compiler import ME, MINE, YOU, NotRecognised, _effect, _n, _one_shot, _sentences
from ..models import Ability
from . import OneShot

ENTERS_NEVER = "its trigger (something entering the battlefield) never happens here"
FACE_UP_NEVER = "its trigger (turning it face up) never happens here"

# (the trigger's wording after normalisation, its event, why it never happens here — None: the engine runs it)
WRAPPERS: list[tuple[re.Pattern[str], dict[str, Any], str | None]] = [
    (re.compile(r"when this enters(?: the battlefield)?, (?P<effect>.+)"), {"event": "enters"}, ENTERS_NEVER),
    (
        re.compile(
            r"whenever this or another (?P<what>enchantment|creature|artifact) enters(?: the battlefield)? "
            r"under your control, (?P<effect>.+)"
        ),
        {"event": "enters"},
        ENTERS_NEVER,
    ),
    (re.compile(r"when this is turned face up, (?P<effect>.+)"), {"event": "turned_face_up"}, FACE_UP_NEVER),
    (re.compile(r"when this dies, (?P<effect>.+)"), {"event": "dies"}, None),  # CR 700.4, 603.10a
    (re.compile(r"whenever this attacks, (?P<effect>.+)"), {"event": "attacks"}, None),  # CR 508.1m
    (re.compile(r"whenever this blocks or becomes blocked, (?P<effect>.+)"), {"event": "blocks_or_blocked"}, None),
    (re.compile(r"whenever this blocks, (?P<effect>.+)"), {"event": "blocks"}, None),
    (re.compile(r"whenever this becomes blocked, (?P<effect>.+)"), {"event": "becomes_blocked"}, None),
    (
        re.compile(r"whenever you cast a spell that targets this, (?P<effect>.+)"),  # heroic (CR 702 ability word)
        {"event": "becomes_target_of_spell", "by": "you"},
        None,
    ),
    # the Illusions (Phantasmal Bear, Gossamer Phantasm: "… sacrifice it"), Angelic Protector: as a spell that targets
    # it is cast (CR 603.2, 601.2i); an ability's target is refused where it is activated (resolver/play.py activate)
    (
        re.compile(r"when(?:ever)? this becomes the target of a spell or ability, (?P<effect>.+)"),
        {"event": "becomes_target_of_spell", "or_ability": True},
        None,
    ),
]

# "Whenever this / attached is dealt damage, <effect>" (Spitemare, Jackal Pup, Frozen Solid): the engine's dealt_damage
# event (after_damage), as for the bundled Boros Reckoner; "that much" the damage dealt (CR 603.2, 120.4)
DEALT = re.compile(r"(?:when|whenever) (?P<who>this|attached) is dealt damage, (?P<effect>.+)")
# "Whenever a creature [you control | an opponent controls] is dealt damage, <effect>" (Death Pits of Rath,
# Repercussion, Rite of Passage, Kazarov): once for each such creature dealt damage (CR 603.2c), "it" / "that
# creature" the creature ($that_creature), "that creature's controller" its controller then ($that_player)
DEALT_ANY = re.compile(
    r"whenever a creature(?: (?P<whose>you control|an opponent controls))? is dealt damage, (?P<effect>.+)"
)
# "<it> deals that much damage to …": where to, and the target's kind (None: any target, or no target)
THAT_MUCH_TO = {
    "you": ("$you", None),
    "each player": ("$each_player", None),
    "any target": ("$target", None),
    "target player": ("$target", "player"),
    "target creature": ("$target", "creature"),
    "target player or planeswalker": ("$target", "player_or_planeswalker"),
    "target opponent or planeswalker": ("$target", "opponent_or_planeswalker"),  # (resolver/damage.py _allowed)
}
# "Whenever a creature dealt damage by this this turn dies, put a +1/+1 (+2/+2) counter on this" (Sengir Vampire,
# Baron Sengir): the engine knows what this dealt damage to in the scenario (resolver/play.py after_zone_change)
DIES_DEALT = re.compile(
    r"whenever a creature dealt damage by this this turn dies, put an? (?P<counter>\+1/\+1|\+2/\+2) counter on this"
)
# "Whenever this blocks or becomes blocked by a creature, this deals N damage to that creature [and N damage to that
# creature's controller]" (Ashmouth Hound, Inferno Elemental, Assembled Alphas): once for each creature it blocks
# or is blocked by (CR 603.2c), as blockers are declared (509.1i, 509.5)
BLOCK_PAIR = re.compile(
    r"whenever this (?P<how>blocks or becomes blocked by|becomes blocked by|blocks) a creature, (?:this|it) deals "
    r"(?P<n>\w+) damage to that creature(?: and (?P<m>\w+) damage to that creature's controller)?"
)
BLOCK_HOW = {
    "blocks or becomes blocked by": "blocks_or_blocked",
    "becomes blocked by": "becomes_blocked",
    "blocks": "blocks",
}
COUNTERS = re.compile(r"put (an?|two|three|that many) \+1/\+1 counters? on this")

# "Whenever this / attached deals [combat] damage [to …], <effect>": the trigger's event (after_damage)
DEALS = re.compile(
    r"whenever (?P<who>this|attached) deals (?P<combat>combat )?damage"
    r"(?: to (?P<to>a player|an opponent|a creature))?, (?P<effect>.+)"
)
DEALS_TO = {"a player": "player", "an opponent": "opponent", "a creature": "creature"}
COUNT = {"a": 1, "an": 1, "two": 2, "three": 3}
EACH_OF_THAT_PLAYER = re.compile(r"(?:it|this) deals (that much|\w+) damage to each creature that player controls")

# Recipients and sources only these triggered effects name (compiler.py's tables are another family's).
TO = {
    "artifact creatures": [{"kind": "creature", "types": ["artifact"]}],
    "you and permanents you control": [YOU, MINE],
    "this": [ME],
}
BY = {"other creatures": [{"kind": "creature", "exclude": ["$this"]}]}


def line(norm: str, text: str, name: str, type_line: str, face: int) -> Ability | None:
    if not norm.startswith("when"):  # every wrapper begins "when" / "whenever": skip other lines fast
        return None
    bare = re.sub(r"\s*\([^)]*\)", "", norm).strip().rstrip(".")
    if m := DEALS.fullmatch(bare):
        return _deals(m, text, face)
    if m := DEALT.fullmatch(bare):
        return _dealt(m, text, face)
    if m := BLOCK_PAIR.fullmatch(bare):
        step: dict[str, Any] = {"do": "damage", "amount": _n(m.group("n")), "to": "$that_creature"}
        if m.group("m"):  # one event with the damage to the creature (CR 120.2)
            step["also"] = [{"to": "$that_player", "amount": _n(m.group("m"))}]
        trigger = {"event": "block_pair", "as": BLOCK_HOW[m.group("how")]}
        return Ability(kind="triggered", text=text, face=face, steps=[step], trigger=trigger)
    if m := DEALT_ANY.fullmatch(bare):
        return _dealt_any(m, text, face)
    if m := DIES_DEALT.fullmatch(bare):  # CR 603.10a: it looks back in time (resolver/play.py after_zone_change)
        step = {"do": "counters", "on": "$this", "counter": m.group("counter"), "amount": 1}
        trigger = {"event": "creature_dies", "dealt_damage_by": "this"}
        return Ability(kind="triggered", text=text, face=face, steps=[step], trigger=trigger)
    for pattern, trigger, never in WRAPPERS:
        if m := pattern.fullmatch(bare):
            steps, target_kind = _effect_steps(m.group("effect"))
            _narrow(steps, target_kind)
            return Ability(
                kind="triggered",
                text=text,
                face=face,
                steps=steps,
                trigger=dict(trigger),
                target_kind=target_kind,
                relevant=never is None,
                reason=never,
            )
    return None


def _narrow(steps: list[dict[str, Any]], target_kind: str | None) -> None:
    """A triggered damage step's target is chosen as the ability goes on the stack, among what its text allows
    (resolver/damage.py choose_target): "target creature" is no player (CR 115.1, 603.3d)."""
    for step in steps:
        if step.get("do") == "damage" and step.get("to") == "$target" and target_kind is not None:
            step["target_kind"] = target_kind


def _dealt(m: re.Match[str], text: str, face: int) -> Ability | None:
    """A "whenever this / attached is dealt damage" trigger: its effect read sentence by sentence (None when any
    sentence can't be: the line is classified as before, never half-compiled)."""
    trigger: dict[str, Any] = {"event": "dealt_damage"}
    own = m.group("who") == "this"
    if not own:  # the creature an Aura or Equipment is attached to (CR 303.4, 301.5)
        trigger["by"] = "attached"
    try:
        steps, target_kind = _dealt_steps(m.group("effect"), own)
    except NotRecognised:
        return None
    _narrow(steps, target_kind)
    return Ability(kind="triggered", text=text, face=face, steps=steps, trigger=trigger, target_kind=target_kind)


def _dealt_any(m: re.Match[str], text: str, face: int) -> Ability | None:
    """ "Whenever a creature [you control | an opponent controls] is dealt damage, <effect>": only the effects below
    are read; any other leaves the line unmodelled (None), as before."""
    trigger: dict[str, Any] = {"event": "dealt_damage", "of": "creature"}
    if m.group("whose"):
        trigger["controller"] = "you" if m.group("whose") == "you control" else "opponent"
    effect = m.group("effect")
    steps: list[dict[str, Any]]
    if effect in ("destroy it", "destroy it. it can't be regenerated"):  # CR 701.7, 701.15c
        steps = [{"do": "destroy", "what": "$that_creature"}]
        if effect.endswith("regenerated"):
            steps[0]["no_regeneration"] = True
    elif effect == "this deals that much damage to that creature's controller":  # Repercussion
        steps = [{"do": "damage", "amount": "$amount", "to": "$that_player"}]
    elif n := re.fullmatch(r"put a \+1/\+1 counter on (this|it)", effect):  # CR 122.1
        steps = [{"do": "counters", "on": "$this" if n.group(1) == "this" else "$that_creature", "counter": "+1/+1"}]
        steps[0]["amount"] = 1
    else:
        return None
    return Ability(kind="triggered", text=text, face=face, steps=steps, trigger=trigger)


def _dealt_steps(effect: str, own: bool) -> tuple[list[dict[str, Any]], str | None]:
    """The steps of a dealt-damage trigger's effect: "that much" / "that many" is the damage dealt ($amount). In a
    creature's own trigger "it" is the creature ($this); in an Aura's or Equipment's it is the creature the damage
    was dealt to ($attached), "its controller" / "that creature's controller" that creature's controller as the
    damage was dealt ($that_player)."""
    if own:
        effect = re.sub(r"\bit\b", "this", effect)
    steps: list[dict[str, Any]] = []
    target_kind = None
    for s in _sentences(effect):
        if s == "you gain that much life":  # CR 119.3
            steps.append({"do": "gain_life", "player": "$you", "amount": "$amount"})
        elif s == "you lose that much life":
            steps.append({"do": "lose_life", "player": "$you", "amount": "$amount"})
        elif (
            own and (n := re.fullmatch(r"this deals (that much|\d+) damage to (.+)", s)) and n.group(2) in THAT_MUCH_TO
        ):
            to, kind = THAT_MUCH_TO[n.group(2)]
            amount = "$amount" if n.group(1) == "that much" else int(n.group(1))
            steps.append({"do": "damage", "amount": amount, "to": to})
            target_kind = target_kind or kind
        elif own and (n := COUNTERS.fullmatch(s)):  # CR 122.1
            amount = "$amount" if n.group(1) == "that many" else COUNT[n.group(1)]
            steps.append({"do": "counters", "on": "$this", "counter": "+1/+1", "amount": amount})
        elif own and s == "draw that many cards":  # CR 121.1
            steps.append({"do": "draw", "player": "$you", "amount": "$amount"})
        elif own and s == "untap this":  # CR 701.21b
            steps.append({"do": "untap", "what": "$this"})
        elif not own and s == "destroy it":  # Frozen Solid, Mire Blight, Mortal Wound, Hot Soup (CR 701.7)
            steps.append({"do": "destroy", "what": "$attached"})
        elif not own and s == "its controller loses that much life":  # Ragged Veins
            steps.append({"do": "lose_life", "player": "$that_player", "amount": "$amount"})
        elif not own and s == "this deals that much damage to that creature's controller":  # Binding Agony
            steps.append({"do": "damage", "amount": "$amount", "to": "$that_player"})
        elif not own and s == "it deals that much damage to its controller":  # Spiteful Shadows: the creature's
            steps.append({"do": "damage", "amount": "$amount", "to": "$that_player", "from": "$attached"})
        elif not own or re.search(r"\b(?:that|those|its|they|their|them)\b", s):
            raise NotRecognised(f"triggered effect {s!r}")  # a word for what the trigger saw: not read here
        elif (mine := _own_sentence(s)) is not None:
            steps += mine
        else:
            more, kind = _one_shot([s])
            steps += more
            target_kind = target_kind or kind
    if not steps:
        raise NotRecognised("triggered effect")
    return steps, target_kind


def _deals(m: re.Match[str], text: str, face: int) -> Ability | None:
    """A "whenever … deals damage" trigger. Its effect is read sentence by sentence; when any sentence can't be
    read the line isn't compiled (None): cardindex/relevance.py classifies it as before, never half-compiled."""
    trigger: dict[str, Any] = {"event": "deals_damage"}
    if m.group("combat"):
        trigger["combat"] = True
    if m.group("to"):
        trigger["to"] = DEALS_TO[m.group("to")]
    if m.group("who") == "attached":  # the creature an Aura or Equipment is attached to deals it (CR 303.4, 301.5)
        trigger["by"] = "attached"
    try:
        steps, target_kind = _deals_steps(_sentences(m.group("effect")), trigger)
    except NotRecognised:
        return None
    return Ability(kind="triggered", text=text, face=face, steps=steps, trigger=trigger, target_kind=target_kind)


def _deals_steps(sentences: list[str], trigger: dict[str, Any]) -> tuple[list[dict[str, Any]], str | None]:
    """The steps of a deals-damage trigger's effect: "that much" is the damage dealt ($amount), "that player" the
    player dealt it ($that_player), "that creature" the creature dealt it ($that_creature); in a creature's own
    trigger "it" is the creature. Sentences of no such kind are read as a one-shot effect's (draw a card, …)."""
    own = trigger.get("by") != "attached"
    to = trigger.get("to")
    steps: list[dict[str, Any]] = []
    i = 0
    while i < len(sentences):
        s = sentences[i]
        nxt = sentences[i + 1] if i + 1 < len(sentences) else ""
        if s == "you gain that much life":  # CR 119.3
            steps.append({"do": "gain_life", "player": "$you", "amount": "$amount"})
        elif s == "you lose that much life":
            steps.append({"do": "lose_life", "player": "$you", "amount": "$amount"})
        elif (n := re.fullmatch(r"that player loses (\w+) life", s)) and to in ("player", "opponent"):
            steps.append({"do": "lose_life", "player": "$that_player", "amount": _n(n.group(1))})
        elif (n := re.fullmatch(r"put (an?|two|three) \+1/\+1 counters? on (?:this|it)", s)) and own:  # CR 122.1
            steps.append({"do": "counters", "on": "$this", "counter": "+1/+1", "amount": COUNT[n.group(1)]})
        elif (n := EACH_OF_THAT_PLAYER.fullmatch(s)) and own and to in ("player", "opponent"):
            # Balefire Dragon, Shockmaw Dragon: the creatures that player controls as it resolves
            amount = "$amount" if n.group(1) == "that much" else _n(n.group(1))
            steps.append({"do": "damage", "amount": amount, "to": "$each_creature_of_that_player"})
        elif s == "this deals that much damage to that creature" and not own and to is None:
            # Guilty Conscience: the Aura deals it to the creature it enchants
            steps.append({"do": "damage", "amount": "$amount", "to": "$attached"})
        elif s == "destroy that creature" and to == "creature":  # CR 701.7
            step: dict[str, Any] = {"do": "destroy", "what": "$that_creature"}
            if nxt == "it can't be regenerated":  # CR 701.15c
                step["no_regeneration"] = True
                i += 1
            steps.append(step)
        elif re.search(r"\b(?:that|those|it|its|they|their|them)\b", s):
            raise NotRecognised(f"triggered effect {s!r}")  # a word for what the trigger saw: not read here
        else:
            more, kind = _one_shot([s])
            if kind is not None or any("$target" in str(part) for part in more):
                raise NotRecognised(f"targeted triggered effect {s!r}")  # targets: chosen as it's put on the stack
            steps += more
        i += 1
    if not steps:
        raise NotRecognised("triggered effect")
    return steps, None


def _effect_steps(effect: str) -> tuple[list[dict[str, Any]], str | None]:
    """The triggered effect's steps. In a self trigger "it" is this object ("prevent all damage that would
    be dealt to it this turn")."""
    effect = re.sub(r"\bit\b", "this", effect)
    effect = re.sub(r"^put a \+1/\+1 counter on this and (?=prevent )", "put a +1/+1 counter on this. ", effect)
    steps: list[dict[str, Any]] = []
    rest = _sentences(effect)
    target_kind = None
    while rest and (own := _own_sentence(rest[0])) is not None:
        steps += own
        rest = rest[1:]
        if any(step["effect"].get("redirect_to") == "$target" for step in own if step["do"] == "effect"):
            target_kind = "creature"  # "is dealt to target creature instead"
    if rest:
        more, kind = _one_shot(rest)
        steps += more
        target_kind = target_kind or kind
    if not steps:
        raise NotRecognised(f"triggered effect {effect!r}")
    return steps, target_kind


def _own_sentence(s: str) -> list[dict[str, Any]] | None:
    if s == "sacrifice this":  # CR 701.17a (an Illusion targeted)
        return [{"do": "move", "what": "$this", "zone": "graveyard", "sacrifice": True}]
    if m := re.fullmatch(r"put an? (\+1/\+1) counter on this", s):
        return [{"do": "counters", "on": "$this", "counter": m.group(1), "amount": 1}]
    if m := re.fullmatch(r"prevent all (combat )?damage that would be dealt to (artifact creatures) this turn", s):
        return [_effect(kind="prevent", to=TO[m.group(2)], **({"damage": "combat"} if m.group(1) else {}))]
    if m := re.fullmatch(r"prevent all (combat )?damage that (other creatures) would deal this turn", s):
        return [_effect(kind="prevent", from_=BY[m.group(2)], **({"damage": "combat"} if m.group(1) else {}))]
    if m := re.fullmatch(
        r"all damage that would be dealt (?:this turn to (.+?)|to (.+?) this turn) is dealt to "
        r"(attached|target creature) instead",
        s,
    ):  # CR 614.9: a redirection of all of it (no amount), for the rest of the turn
        who = m.group(1) or m.group(2)
        if who not in TO:
            raise NotRecognised(f"recipient {who!r}")
        to = "$attached" if m.group(3) == "attached" else "$target"
        return [_effect(kind="redirect", to=TO[who], redirect_to=to)]
    return None


def one_shot(sentence: str, next_sentence: str) -> OneShot | None:
    """'… becomes a 5/5 … creature … that is still a planeswalker' (Gideon, Ally of Zendikar): the same as the
    core template's "that's still"."""
    if re.fullmatch(r"until end of turn, this becomes .+ that is still a planeswalker", sentence):
        steps, kind = _one_shot([sentence.replace("that is still", "that's still")])
        return OneShot(steps, kind)
    return None
