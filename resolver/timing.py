"""When a spell may be cast: a sorcery only when the stack is empty (CR 307.1), so never in response; likewise a
planeswalker's loyalty ability (CR 606.3). Both only in their player's own turn, and a permanent's loyalty
abilities only once a turn (606.3); in one combat only the active player's creatures attack (506.2, 508.1a).

The stack plan (resolver/stack.py) knows what was waiting on the stack as each cast was put there; a sorcery put
on top of something is a play the rules don't allow, refused (never resolved as if it were an instant). A
permanent whose text lets spells be cast "as though they had flash" (CR 702.8a) leaves it to the player."""

from __future__ import annotations

import re
from typing import Any

from .build import all_actions
from .cards import activated_abilities
from .errors import BadInput
from .scenario import ActivateAction, CastAction, CombatAction, Scenario
from .stack import StackPlan
from .state import State

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
            f'("Then {action.by or "the player"} {"cast" if action.by == "You" else "casts"} {name}")',
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


def check_turn(scenario: Scenario, state: State, plan: Any) -> None:
    """Refuse what no single turn allows (CR 506.2, 508.1a, 307.1, 606.3): creatures of two players attacking in one
    combat; a sorcery cast, or a loyalty ability activated, by the player whose turn it isn't; a permanent's
    loyalty abilities activated twice. Whose turn it is: the attacking player's, else the scenario's active player.
    Combats by two players tell of several turns, and what happens in whose turn isn't known: not checked then."""
    if not scenario.ruleset.startswith("mtg"):
        return
    attacking: set[str] = set()
    for i, action in enumerate(scenario.actions):
        if isinstance(action, CombatAction):
            players = {state.objects[a].controller for a in action.combat.attackers if a in state.objects}
            if len(players) > 1:
                raise BadInput(
                    "in one combat only the active player's creatures attack (CR 506.2, 508.1a), but creatures of "
                    f"{' and '.join(sorted(players))} attack here; describe each turn's combat on its own",
                    field=f"actions[{i}].combat.attackers",
                )
            attacking |= players
    if len(attacking) > 1:
        return
    active = scenario.active_player
    if attacking:
        (attacker,) = attacking
        if active is not None and active != attacker:
            raise BadInput(
                f"it is {_whose(active)} turn, so only {_whose(active)} creatures attack (CR 506.2, 508.1a), not "
                f"{_whose(attacker)}",
                field="active_player",
            )
        active = attacker
    if plan is None:
        return
    activated: set[str] = set()
    for _, where, action in all_actions(scenario):
        if not isinstance(action, CastAction | ActivateAction) or action.optional:
            continue  # an optional one (a card in hand, an ability a player may use): resolver/optional.py decides
        if isinstance(action, ActivateAction) and _loyalty(action, plan):
            use = plan.permanents[action.activate]
            by = action.by or use.controller
            if action.activate in activated:
                raise BadInput(
                    f"{use.card.name}'s loyalty abilities are activated only once each turn (CR 606.3): only one "
                    "of these activations can happen in a turn",
                    field=where,
                )
            activated.add(action.activate)
            if active is not None and by != active:
                raise BadInput(
                    f"{use.card.name}'s loyalty abilities are activated only in a main phase of {_whose(by)} own "
                    f"turn (CR 606.3), and it is {_whose(active)} turn here",
                    field=where,
                )
        if isinstance(action, CastAction) and active is not None and not _flash_granted(plan):
            name = _sorcery(action, plan)
            by = plan.spells[id(action)].controller if name is not None else None
            if name is not None and by != active:
                raise BadInput(
                    f"{name} is a sorcery: it is cast only in a main phase of {_whose(by)} own turn (CR 307.1), and it "
                    f"is {_whose(active)} turn here",
                    field=where,
                )


def _whose(player: str) -> str:
    return "your" if player == "You" else f"{player}'s"
