"""A triggered ability's target is chosen as it is put on the stack (CR 603.3d), not as it resolves: one below
another that resolves first keeps the target chosen then, and does nothing if that target is gone when it
resolves (608.2b); one with no legal target as it is put on the stack is removed from it (603.3c).

Chosen here: 'any target' of a damage step and 'target creature' of a modify or grant step (the others are
chosen as they resolve, resolver/play.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .context import Run
from .effects import Pending


def _target_step(steps: tuple[dict[str, Any], ...]) -> dict[str, Any] | None:
    for step in steps:
        if step.get("do") == "damage" and step.get("to") == "$target":
            return step
        if step.get("do") in ("modify", "grant") and step.get("target") == "$target" and "each" not in step:
            return step
    return None


def refuse_ability_target(r: Run, target: str) -> None:
    """An Illusion's "when this becomes the target of a spell or ability" (cardindex/templates/triggers.py) is
    followed for a spell's target only (cast triggers): an ability that targets it refuses (exit 3), naming it."""
    from .errors import Unmodelled, line_not_modelled

    use = r.plan.permanents.get(target) if r.plan is not None else None
    if use is None or not r.state.objects[target].on_battlefield:
        return
    for trig in use.card.abilities:
        if (trig.trigger or {}).get("or_ability"):
            why = "it triggers on becoming an ability's target"
            raise Unmodelled(line_not_modelled(r.name(target), trig.text, why, "as it does here"))


def choose_on_stacking(r: Run, item: Pending) -> Pending | None:
    """`item` with its target chosen as it goes on the stack; None when it has no legal target (603.3c)."""
    bindings = dict(item.bindings)
    step = _target_step(item.steps)
    if step is None or "$target" in bindings or "$this" not in bindings:
        return item
    if step["do"] == "damage":
        from .damage import choose_target

        probe = Pending(item.effect_name, bindings["$this"], item.amount, None, trigger=True)
        target = choose_target(r, probe, bindings.get("$target_kind"), step.get("target_filter"), item.steps, step)
    else:
        from .pumps import trigger_target

        target = bindings.get("$target") if trigger_target(r, step, bindings) else None
    if target is None:
        return None
    refuse_ability_target(r, target)
    bindings["$target"] = target
    return replace(item, bindings=tuple(bindings.items()), chosen_target=True)


def target_gone(r: Run, item: Pending) -> bool:
    """Whether the target chosen as `item` went on the stack is no longer there as it resolves (608.2b): then it
    doesn't resolve, and says so."""
    if not item.chosen_target:
        return False
    target = dict(item.bindings)["$target"]
    st = r.state
    there = (target in st.players and not st.players[target].lost) or (
        target in st.objects and st.objects[target].on_battlefield
    )
    if not there:
        r.say(f"{item.effect_name}: its target, {r.name(target)}, is gone, so it doesn't resolve", "illegal_target")
    return not there
