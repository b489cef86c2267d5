"""When a spell may be cast: a sorcery only when the stack is empty (CR 307.1), so never in response; likewise a
planeswalker's loyalty ability (CR 606.3).

The stack plan (resolver/stack.py) knows what was waiting on the stack as each cast was put there; a sorcery put
on top of something is a play the rules don't allow, refused (never resolved as if it were an instant). A
permanent whose text lets spells be cast "as though they had flash" (CR 702.8a) leaves it to the player."""

from __future__ import annotations

import re
from typing import Any

from .cards import activated_abilities
from .errors import BadInput
from .scenario import ActivateAction, CastAction, CombatAction, Scenario
from .stack import StackPlan

LOYALTY_COST = re.compile(r"\[?[+\-\u2212]?(?:\d+|X)\]?")  # "0", "+2", "−2", "[-3]" (CR 606.4)


def check_sorcery_timing(scenario: Scenario, stack: StackPlan, plan: Any) -> None:
    """Refuse a sorcery cast, or a loyalty ability activated, while another spell or ability waits on the stack
    (CR 307.1, 606.3, 405.5)."""
    if plan is None:
        return
    for i, action in enumerate(scenario.actions):
        below = stack.under.get(i)
        if below and isinstance(action, ActivateAction) and not action.optional and _loyalty(action, plan):
            name = plan.permanents[action.activate].card.name
            raise BadInput(
                f"{name}'s loyalty abilities are activated only when the stack is empty (CR 606.3), not while "
                f"{_what(scenario.actions[below[-1]], plan)} waits to resolve; if that resolved first, say so with "
                '"Then"',
                field=f"actions[{i}].on_stack_before",
            )
        if isinstance(action, CombatAction):
            _check_in_combat(action, i, plan)
        if _flash_granted(plan):
            continue
        if not below or not isinstance(action, CastAction) or action.optional:
            continue  # an optional cast (a card in hand) that can't be cast is an outcome (resolver/optional.py)
        name = _sorcery(action, plan)
        if name is None:
            continue
        waiting = scenario.actions[below[-1]]
        raise BadInput(
            f"{name} is a sorcery: it is cast only when the stack is empty (CR 307.1), "
            f'not while {_what(waiting, plan)} waits to resolve; if that resolved first, say so with "Then" '
            f'("Then {action.by or "the player"} casts {name}")',
            field=f"actions[{i}].on_stack_before",
        )


def _check_in_combat(action: CombatAction, i: int, plan: Any) -> None:
    """A sorcery is cast, and a loyalty ability activated, only in a main phase (CR 307.1, 606.3): never in a
    combat's `after_assignment`, which happens in the combat damage step."""
    for k, inner in enumerate(action.combat.after_assignment):
        where = f"actions[{i}].combat.after_assignment[{k}]"
        if isinstance(inner, ActivateAction) and not inner.optional and _loyalty(inner, plan):
            name = plan.permanents[inner.activate].card.name
            raise BadInput(
                f"{name}'s loyalty abilities are activated only in a main phase with the stack empty (CR 606.3), "
                "not during combat; if it was activated before the attack, put it before the combat",
                field=where,
            )
        if isinstance(inner, CastAction) and not inner.optional and not _flash_granted(plan):
            name = _sorcery(inner, plan)
            if name is not None:
                raise BadInput(
                    f"{name} is a sorcery: it is cast only in a main phase with the stack empty (CR 307.1), not "
                    "during combat; if it was cast before the attack or after combat, put it there",
                    field=where,
                )


def _sorcery(action: CastAction, plan: Any) -> str | None:
    """The name of the sorcery a cast action casts, or None when it casts something else."""
    use = plan.spells.get(id(action))
    if use is None or "sorcery" not in {t.lower() for t in use.card.faces[use.face].types}:
        return None
    return use.card.faces[use.face].name


def _what(action: Any, plan: Any) -> str:
    if isinstance(action, CastAction):
        return action.cast
    if isinstance(action, ActivateAction):
        use = plan.permanents.get(action.activate)
        return f"{use.card.name}'s ability" if use is not None else "an ability"
    return "another spell or ability"


def _flash_granted(plan: Any) -> bool:
    """Whether a permanent's text lets spells be cast as though they had flash (Leyline of Anticipation)."""
    return any("as though" in (use.card.oracle_text or "") for use in plan.permanents.values())


def _loyalty(action: ActivateAction, plan: Any) -> bool:
    use = plan.permanents.get(action.activate)
    if use is None:
        return False
    abilities = activated_abilities(use.card, use.face)
    return 1 <= action.ability <= len(abilities) and is_loyalty_ability(
        use.card, use.face, abilities[action.ability - 1]
    )


def is_loyalty_ability(card: Any, face: int, ability: Any) -> bool:
    """Whether an activated ability is a planeswalker's loyalty ability (its cost is a loyalty symbol, CR 606.4)."""
    if "planeswalker" not in {t.lower() for t in card.faces[face].types}:
        return False
    return LOYALTY_COST.fullmatch(ability.cost.strip()) is not None
