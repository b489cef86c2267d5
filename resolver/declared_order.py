"""Whether a spell said during combat gives the same result before or after the declaration triggers.

An attack or block trigger (exalted, bushido, flanking, "whenever this attacks") goes on the stack as attackers or
blockers are declared, before any player gets priority (CR 508.1m, 509.1i, 603.3), so a spell cast during combat
was cast either in response to it or after it resolved, which the asker rarely says. The engine resolves the spell
before the declarations. That is the answer only where the two orders can't differ:

- each trigger only changes a fixed creature's power and toughness until end of turn by a constant (CR 611.2a,
  613.4c), or puts +1/+1 counters on it, or grants it keywords; it targets nothing and reads no state;
- each spell said during combat is a cast with one mode whose steps are a constant pump of its target or a
  constant amount of damage to its target (no target filter where a trigger changes the target);
- a target a trigger changes is only pumped, never dealt damage, and its toughness stays above the damage marked
  on it in every order (what lowers it counted, what raises it not): then no state-based action (CR 704.5f,
  704.5g) happens in one order and not the other, and the final characteristics are the same sums (613.4c);
- a creature the spell dealt damage to is still on the battlefield (it died in one order: its leaving could be
  seen by what follows), and no permanent has another triggered ability that could trigger on the spell (a cast,
  a target, damage or a death: those would resolve in a different place among the declaration triggers).

Anything else (an activated ability, removal, a spell with a target filter on a changed creature, damage to a
creature a trigger pumps, as with Shock and exalted) is refused as before, never guessed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .context import Run
from .scenario import CastAction

# the events of the declaration triggers (resolver/combat.py): the only triggered abilities that may exist
DECLARATION_EVENTS = frozenset(
    {"attacks", "attacks_alone", "blocks", "becomes_blocked", "blocks_or_blocked", "blocked_by_unflanked"}
)
_DAMAGE_KEYS = frozenset({"do", "amount", "to", "unpreventable"})
_GUARDS = ("shroud", "hexproof", "protection", "indestructible", "ward")
_PUMP_KEYS = frozenset({"do", "target", "power", "toughness", "target_filter"})


def _trigger_changes(run: Run) -> tuple[dict[str, int], set[str]] | None:
    """The creatures the waiting declaration triggers change, each with the sum of the toughness they take from it
    (0 when none lowers it), and those given a keyword that could make a spell's target illegal or its damage not
    destroy; None when a trigger does anything else."""
    changed: dict[str, int] = {}
    guarded: set[str] = set()
    for pending in run.triggers:
        if not pending.trigger or pending.optional or not pending.steps:
            return None
        bound = dict(pending.bindings)
        for step in pending.steps:
            what = step.get("target", step.get("on", "$this"))
            ref = bound.get(what)
            if not isinstance(ref, str) or ref not in run.state.objects or "each" in step:
                return None
            do, lowers = step.get("do"), 0
            if do == "modify" and set(step) <= {"do", "target", "power", "toughness"}:
                power, toughness = step.get("power", 0), step.get("toughness", 0)
                if not (isinstance(power, int) and isinstance(toughness, int)):
                    return None
                lowers = min(0, toughness)
            elif do == "counters" and step.get("counter") == "+1/+1" and not step.get("remove"):
                if not isinstance(step.get("amount", 1), int):
                    return None
            elif do == "grant" and isinstance(step.get("keywords"), list):
                if any(str(k).startswith(_GUARDS) for k in step["keywords"]):
                    guarded.add(ref)
            else:
                return None
            changed[ref] = changed.get(ref, 0) + lowers
    return changed, guarded


def _other_triggers(run: Run) -> bool:
    """Whether a permanent has a triggered ability the spell could set off (a cast, a target, damage, a death)."""
    if run.plan is None:
        return False
    return any(
        ability.kind == "triggered"
        and ability.relevant
        and (ability.trigger or {}).get("event") not in DECLARATION_EVENTS
        for use in run.plan.permanents.values()
        for ability in use.card.abilities
    )


def _spell_steps(run: Run, action: CastAction) -> list[dict[str, Any]] | None:
    """The steps of a cast with one modelled mode, no kicker and no choice of whether it is cast; else None."""
    if run.plan is None or action.optional or action.kicked is not None or action.x is not None:
        return None
    from .play import spell_abilities_to_cast

    use = run.plan.spells.get(id(action))
    if use is None:
        return None
    abilities = spell_abilities_to_cast(use)
    if len(abilities) != 1 or not abilities[0].modelled or abilities[0].optional:
        return None
    return list(abilities[0].steps)


def order_cannot_matter(run: Run, during: Sequence[Any] | None) -> bool:
    """Whether the actions said during combat (`during`; None: not known) give the same result cast in response
    to the waiting declaration triggers or after they resolved (see the module docstring)."""
    if not during or not run.triggers:
        return False
    found = _trigger_changes(run)
    if found is None or _other_triggers(run):
        return False
    changed, guarded = found
    st = run.state
    pumped: dict[str, list[int]] = {}  # a creature a trigger changes: the toughness each spell gave it
    for action in during:
        if not isinstance(action, CastAction) or len(action.targets) != 1:
            return False
        steps = _spell_steps(run, action)
        if not steps:
            return False
        target = action.targets[0]
        if target in st.players:
            if any(s.get("do") != "damage" or s.get("to") != "$target" or not set(s) <= _DAMAGE_KEYS for s in steps):
                return False
            continue
        obj = st.objects.get(target)
        if obj is None or not obj.on_battlefield or target in guarded:
            return False
        for step in steps:
            if step.get("do") == "damage" and set(step) <= _DAMAGE_KEYS and step.get("to") == "$target":
                if target in changed or not isinstance(step.get("amount"), int):
                    return False
            elif step.get("do") == "modify" and set(step) <= _PUMP_KEYS and step.get("target") == "$target":
                toughness = step.get("toughness", 0)
                if not (isinstance(toughness, int) and isinstance(step.get("power", 0), int)):
                    return False
                if target in changed:
                    if "target_filter" in step:  # a trigger's change could make the target illegal (CR 608.2b)
                        return False
                    pumped.setdefault(target, []).append(toughness)
            else:
                return False
    for ref, given in pumped.items():
        # the least toughness it has in any order: as it was (now less what the spells gave), less what lowers it
        obj = st.objects[ref]
        lowest = obj.toughness - sum(given) + changed[ref] + sum(min(0, t) for t in given)
        if lowest <= max(obj.damage, 0):  # it could die between them in one order and not the other (CR 704.5f-g)
            return False
    return True
