"""The board a target is chosen on, after the characteristic changes that resolved before the cast.

A spell's or ability's targets are chosen as it is cast (CR 601.2c), on the board as it is then: a planeswalker
whose "becomes a 6/6 … creature" ability (Gideon Jura's 0) resolved earlier is a creature (CR 613.1d, 613.4b), so
"target creature" may target it. Actions are in resolution order; one with `on_stack_before` = i was cast before
action i resolved (resolver/stack.py), so only the changes of actions before that one were there as it was cast.
The resolution re-checks every target (CR 608.2b, play._live_targets)."""

from __future__ import annotations

from typing import Any

from .scenario import ActivateAction, BecomeIn, CastAction
from .state import State

# (index of the action in resolution order, the change it makes)
Change = tuple[int, BecomeIn]


def changes_of(a: int, holder: str, steps: list[dict[str, Any]]) -> list[Change]:
    """What top-level activation `a` changes: its ability's `become` steps (always its own permanent, `holder`).
    A scenario's own `become` action isn't one: it tells a change made while what follows is on the stack
    (tests/test_targeting.py: Combust's target turned red before it resolves)."""
    return [
        (
            a,
            BecomeIn(
                id=holder,
                types=s.get("types"),
                subtypes=s.get("subtypes"),
                power=s.get("power"),
                toughness=s.get("toughness"),
            ),
        )
        for s in steps
        if s.get("do") == "become"
    ]


def cast_before(a: int, action: Any) -> int:
    """The index of the first action that hadn't resolved yet when top-level action `a` was cast or activated."""
    if isinstance(action, CastAction | ActivateAction) and action.on_stack_before is not None:
        return action.on_stack_before
    return a


def became_view(state: State, changes: list[Change], before: int) -> State:
    """`state` with the type, color and base power/toughness changes of the actions before index `before`
    applied (the same fields resolver/actions.become sets); `state` itself when there are none."""
    from .build import types_of  # build imports this module

    earlier = [c for i, c in changes if i < before and c.id in state.objects]
    if not earlier:
        return state
    view = state.copy()
    for c in earlier:
        obj = view.mut(c.id)
        if c.types is not None:
            obj.types = types_of(c.types)
        if c.subtypes is not None:
            obj.subtypes = types_of(c.subtypes)
        if c.colors is not None:
            obj.colors = frozenset(c.colors)
        if c.power is not None:
            obj.base_power = c.power
        if c.toughness is not None:
            obj.base_toughness = c.toughness
    return view
