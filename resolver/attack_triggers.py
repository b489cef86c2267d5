"""'Whenever this attacks, …' (CR 508.1m): it triggers as attackers are declared and resolves before blockers
are declared (508.2, 509). The engine declares attackers and blockers together (resolver/combat.py), so only
effects that can't change which blocks are legal are modelled: power and toughness until end of turn (611.2a,
613.4c), counters, and keywords that don't restrict blocking. Anything else (gaining flying or menace, damage
that could kill a would-be blocker) is refused, never answered with the blocks checked before it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import Unmodelled
from .state import BLOCKING_KEYWORDS

if TYPE_CHECKING:
    from .engine import Run

SAFE_STEPS = frozenset({"modify", "grant", "counters"})


def _safe(steps: list[dict[str, Any]]) -> bool:
    """Whether the effect can't change which blocks are legal (CR 509.1b-c): it changes only the attacker
    itself (or what it is attached to), never its toughness down (it could die before blocks), and gives it no
    keyword that restricts blocking."""
    for step in steps:
        if step.get("do") not in SAFE_STEPS or "each" in step:
            return False
        if step.get("target", step.get("on", "$this")) not in ("$this", "$attached", "$attacker"):
            return False
        if step.get("do") == "modify" and not (isinstance(step.get("toughness", 0), int) and step["toughness"] >= 0):
            return False
        if step.get("do") == "counters" and (step.get("remove") or step.get("counter") != "+1/+1"):
            return False
        if step.get("do") == "grant" and BLOCKING_KEYWORDS & set(step["keywords"]):
            return False
    return True


def on_attackers_declared(r: Run, attackers: list[str]) -> bool:
    """Queue each attacking permanent's 'whenever this attacks' ability (CR 508.1m, 603.3); whether any was."""
    if r.plan is None:
        return False
    queued = False
    from .play import _queue, attached_binding

    for use, ability in r.plan.triggers("attacks"):
        obj = r.state.objects[use.object_id]
        if use.object_id not in attackers or not obj.on_battlefield:
            continue
        if not _safe(ability.steps):
            raise Unmodelled(
                f"{obj.name}'s attack trigger ({ability.text}) resolves before blockers are declared, and what it "
                "does there could change the blocks: not modelled"
            )
        r.say(f"{obj.name} attacks", "attack_trigger")
        _queue(r, use, ability, {"$this": use.object_id, "$you": obj.controller, **attached_binding(r, use)})
        queued = True
    return _attacks_alone(r, attackers) or queued


def _attacks_alone(r: Run, attackers: list[str]) -> bool:
    """Exalted (CR 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of
    turn"; each instance triggers, 702.83b): a creature attacks alone when it is the only one declared (506.5)."""
    if r.plan is None or len(attackers) != 1:
        return False
    from .play import _queue

    alone = r.state.objects[attackers[0]]
    queued = False
    for use, ability in r.plan.triggers("attacks_alone"):
        obj = r.state.objects[use.object_id]
        if not obj.on_battlefield or obj.controller != alone.controller:
            continue
        if not queued:
            r.say(f"{alone.name} attacks alone", "attacks_alone")
        _queue(r, use, ability, {"$this": use.object_id, "$you": obj.controller, "$attacker": alone.id})
        queued = True
    return queued
