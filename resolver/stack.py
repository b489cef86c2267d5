"""The order spells and abilities were put on the stack, for the log (CR 601.2, 602.2, 405.5).

A scenario's actions are in the order things resolve. A cast or activation may say, with `on_stack_before`,
that it was put on the stack earlier: before the action of that index resolved (a spell that a response was
cast against). The engine then narrates the stack as it happened: the casts and activations in the order
they were put on the stack ("You cast Mending Hands", "In response, Opponent casts Lightning Bolt"), then
each resolution in turn — so a spell chosen as a source on resolution was cast in an earlier step. This is
the log's order only: what each action does, and when its costs are paid, is unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import BadInput
from .scenario import ActivateAction, CastAction, CombatAction, Scenario


@dataclass(frozen=True, slots=True)
class Announcement:
    """A cast or activation said before the action it precedes resolves."""

    index: int  # the action
    below: int | None  # what it was put on the stack in response to (the top of the stack then), if anything
    follows_below: bool  # the step just before said `below` was put on the stack ("In response, …")


@dataclass(slots=True)
class StackPlan:
    before: dict[int, list[Announcement]] = field(default_factory=dict)  # said before action i, bottom first
    announced: set[int] = field(default_factory=set)  # actions whose cast or activation was said earlier
    # Every cast and activation by when it is put on the stack: before action i resolves, the actions put on
    # the stack then (bottom first); what was on the stack below each as it was put there (bottom first); and
    # what is still below each as it resolves. An optional action (docs/scenario.md) is decided as it is put
    # on the stack, and one not taken is no longer below the others (resolver/optional.py).
    puts: dict[int, list[int]] = field(default_factory=dict)
    under: dict[int, tuple[int, ...]] = field(default_factory=dict)
    resting: dict[int, tuple[int, ...]] = field(default_factory=dict)


def stack_plan(scenario: Scenario) -> StackPlan:
    """Where each cast and activation was put on the stack, checked against last in, first out (CR 405.5)."""
    actions = scenario.actions
    put_at: dict[int, int] = {}
    for i, action in enumerate(actions):
        if isinstance(action, CombatAction):
            for k, inner in enumerate(action.combat.after_assignment):
                if isinstance(inner, CastAction | ActivateAction) and inner.on_stack_before is not None:
                    raise BadInput(
                        "on_stack_before is for the scenario's own actions, not those inside a combat",
                        field=f"actions[{i}].combat.after_assignment[{k}].on_stack_before",
                    )
        if not isinstance(action, CastAction | ActivateAction):
            continue
        at = i if action.on_stack_before is None else action.on_stack_before
        if at > i:
            raise BadInput(
                f"actions[{i}] can't be put on the stack after it resolves: on_stack_before is at most {i}",
                field=f"actions[{i}].on_stack_before",
            )
        put_at[i] = at
    plan = StackPlan()
    stack: list[int] = []
    for i, action in enumerate(actions):
        burst = sorted((j for j, at in put_at.items() if at == i), reverse=True)  # the first cast is the lowest
        if burst:
            plan.puts[i] = burst
            for n, j in enumerate(burst):
                plan.under[j] = (*stack, *burst[:n])
        if burst and (len(burst) > 1 or stack):
            said: list[Announcement] = []
            for j in burst:
                below = stack[-1] if stack else None
                said.append(Announcement(j, below, bool(said) and said[-1].index == below))
                stack.append(j)
                plan.announced.add(j)
            plan.before[i] = said
        else:
            stack += burst
        if isinstance(action, CombatAction) and stack:
            raise BadInput(
                f"actions[{i}] is a combat damage step while actions[{stack[-1]}] waits on the stack: "
                "everything on the stack resolves first (CR 405.5)",
                field=f"actions[{stack[-1]}].on_stack_before",
            )
        if i not in put_at:
            continue
        if stack[-1] != i:
            raise BadInput(
                f"actions[{i}] resolves while actions[{stack[-1]}], put on the stack after it, still waits: "
                "the last one put on the stack resolves first (CR 405.5)",
                field=f"actions[{stack[-1]}].on_stack_before",
            )
        stack.pop()
        plan.resting[i] = tuple(stack)
    return plan
