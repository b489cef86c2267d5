"""Targets that exist only in combat or on the stack (the combat-target card family): "target attacking
creature", "target blocked / unblocked creature", "target attacking or blocking creature", "target
attacking creature with flying" (CR 506.4, 509.1h), and "target spell" (CR 115.1, 608.2b).

A target is chosen as its spell is cast or its ability activated (CR 601.2c, 602.2b) and checked again as it
resolves (608.2b). Combat status exists only inside a combat: a scenario says an activation happens there by
putting it in the combat action's `after_assignment` (under today's rules: after blockers are declared,
before combat damage is assigned). Pure: no I/O.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .scenario import CombatIn
    from .state import GameObject, State

# what a target filter may ask of a creature's combat status or abilities
COMBAT_FILTER_KEYS = ("attacking", "blocked", "in_combat", "keywords")
# target kinds that are spells on the stack
SPELL_KINDS = {"spell": "a spell", "instant_or_sorcery_spell": "an instant or sorcery spell"}


def needs_status(flt: dict[str, Any]) -> bool:
    """Whether a target filter asks for a combat status (attacking, blocked, in combat), not only a keyword."""
    return any(key in flt for key in ("attacking", "blocked", "in_combat"))


def needs_combat(ability: Any) -> bool:
    """Whether an ability's target must be in combat (then only an activation inside the combat can have one)."""
    return any(needs_status(step.get("target_filter") or {}) for step in ability.steps)


def targets_spell(ability: Any) -> bool:
    return ability.target_kind in SPELL_KINDS


def wanted(flt: dict[str, Any]) -> str:
    """ "an attacking creature with flying", "a blocked creature", … : what the filter asks for."""
    if flt.get("in_combat"):
        words = "an attacking or blocking creature"
    elif flt.get("blocked") is True:
        words = "a blocked creature"
    elif flt.get("blocked") is False:
        words = "an unblocked creature"
    elif flt.get("attacking"):
        words = "an attacking creature"
    else:  # "target creature with flying": no combat status asked
        words = "a creature"
    if flt.get("keywords"):
        words += " with " + " and ".join(flt["keywords"])
    return words


def combat_mismatch(flt: dict[str, Any], obj: GameObject | None) -> str | None:
    """Why `obj` isn't what the filter's combat status asks (None when it is, or the filter asks none)."""
    if not any(k in flt for k in COMBAT_FILTER_KEYS):
        return None
    if obj is None or not obj.is_creature or not obj.on_battlefield:
        return "it isn't a creature on the battlefield"
    if flt.get("in_combat") and not (obj.attacking or obj.blocking):
        return "it isn't attacking or blocking"
    if flt.get("attacking") and not obj.attacking:
        return "it isn't attacking"
    if "blocked" in flt:
        if not obj.attacking:
            return "it isn't attacking"
        if obj.blocked != flt["blocked"]:
            return "it is blocked" if obj.blocked else "it is unblocked"
    missing = [k for k in flt.get("keywords", []) if not obj.keywords.has(k)]
    if missing:
        return f"it doesn't have {missing[0]}"
    return None


def combat_view(state: State, spec: CombatIn) -> State:
    """The board as it is inside this combat, after blockers are declared (for checking targets chosen there)."""
    view = state.copy()
    blocked = set(spec.blockers.values())
    for a in spec.attackers:
        if a in view.objects:
            obj = view.mut(a)
            obj.attacking, obj.blocked = True, a in blocked
    for b, a in spec.blockers.items():
        if b in view.objects:
            obj = view.mut(b)
            obj.blocking, obj.blocks = True, a
    return view


def spell_mismatch(kind: str, obj: GameObject | None) -> str | None:
    """Why `obj` isn't a spell of this kind on the stack (None when it is)."""
    if obj is None or obj.is_permanent or obj.zone != "stack":
        return "it isn't a spell on the stack"
    if kind == "instant_or_sorcery_spell" and not obj.types & {"instant", "sorcery"}:
        return "it isn't an instant or sorcery"
    return None
