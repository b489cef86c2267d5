"""Optional casts and activations: a card in a player's hand, or an ability of a permanent, that the player may
use or not (docs/scenario.md, `"optional": true`).

The engine never picks for a player. As the action would be put on the stack, not using it is one line of play
(CR 117.3d: a player with priority may take no action) and each legal way to use it is another (117.1a: an
instant any time its caster has priority; 117.1b: an activated ability likewise). An action that gives no targets
for a card that needs them is used with each legal choice of targets (601.2c, 602.2b): the players and the
permanents on the battlefield its text allows, or, for "target spell", the spells below it on the stack, without
those that shroud, hexproof or protection forbid (702.18a, 702.11b, 702.16b); a modal card without a mode, each
mode with each of its choices (700.2a). Where it can't be used — no legal target (601.2c, 601.2e), a cost that
can't be paid (118.3), a sorcery while something is on the stack (117.1a, 307.1), a permanent that left the
battlefield (113.6) — the one line left says why. Ways that lead to the same game collapse into one outcome, as
every choice does (resolver/engine.py).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, islice, product
from typing import Any

from .cards import (
    ability_modes,
    activated_abilities,
    check_target,
    declared_targets,
    needed_targets,
)
from .choices import MAX_LINES
from .combat_targets import targets_spell
from .context import Run
from .errors import BadInput, TooManyOutcomes, Unmodelled, line_not_modelled
from .scenario import ActivateAction, CastAction
from .targeting import untargetable

MAX_WAYS = MAX_LINES  # each way to use an optional action is a line of play at least


@dataclass(frozen=True, slots=True)
class Use:
    """How a player uses an optional action: the targets chosen and, for a modal card given without one, the
    mode (None: as the action says)."""

    targets: tuple[str, ...]
    mode: int | None = None


def _verb(player: str, verb: str) -> str:
    """ "You cast", "Opponent casts"."""
    return f"{player} {verb}" if player == "You" else f"{player} {verb}s"


def _not(player: str, verb: str) -> str:
    """ "You don't cast", "Opponent doesn't cast"."""
    return f"{player} {'don' if player == 'You' else 'doesn'}'t {verb}"


def _shown(r: Run, targets: Sequence[str]) -> str:
    return f" targeting {', '.join(r.name(t) for t in targets)}" if targets else ""


def mode_text(number: int, ability: Any) -> str:
    """ " choosing mode 2 (Prevent the next 3 damage …)": a mode chosen with the targets (CR 700.2a)."""
    return f" choosing mode {number} ({ability.text.lstrip('• ').strip().rstrip('.')})"


def is_offer(question: str) -> bool:
    """Whether a choice point is an optional action's ("You may cast Mending Hands", "… may activate …")."""
    return " may cast " in question or " may activate " in question


def skipped(r: Run, index: int) -> bool:
    """Whether the action is an optional one its player didn't take (it is then nowhere on the stack)."""
    return index in r.uses and r.uses[index] is None


def decide(r: Run, index: int, action: CastAction | ActivateAction, under: Sequence[int], actions: list[Any]) -> Any:
    """The player's choice for an optional action, as it would be put on the stack with `under` (action indexes,
    bottom first) below it: its Use, or None when it isn't used (said in the log, with why when it can't be)."""
    below = [j for j in under if not skipped(r, j)]
    if isinstance(action, CastAction):
        return _decide_cast(r, action, below, actions)
    return _decide_activation(r, action, below, actions)


def _decide_cast(r: Run, action: CastAction, below: list[int], actions: list[Any]) -> Use | None:
    from .play import spell_abilities_to_cast, what_is

    r.ruleset.cite("may_cast")  # a rule system that doesn't decide it stops here, naming it
    spell = r.plan.spells[id(action)]
    face = spell.card.faces[spell.face]
    name, by = face.name, spell.controller
    abilities = spell_abilities_to_cast(spell)
    question = f"{by} may cast {name}"
    response = f" in response to {what_is(r, actions[below[-1]])}" if below else ""
    dont = f"{_not(by, 'cast')} {name}"
    instant = "instant" in face.types or "flash" in (k.lower() for k in face.keywords)
    if not instant:
        if below:  # CR 117.1a, 307.1: a noninstant spell only with the stack empty
            top = what_is(r, actions[below[-1]])
            why = f"{name} is a sorcery: {by} can cast it only while the stack is empty, and {top} is on it"
            return _cannot(r, question, by, dont, why, "sorcery_timing")
        raise Unmodelled(
            f"{name} is a sorcery: whether {by} may cast it here (in {'your' if by == 'You' else 'their'} main "
            "phase, with the stack empty, CR 117.1a) isn't known; say whether it is cast"
        )
    chosen = [abilities[action.mode - 1]] if action.mode is not None else list(abilities)
    numbered = len(abilities) > 1 and action.mode is None
    colors = r.state.objects[spell.object_id].colors
    spells = [r.plan.spells[id(actions[j])].object_id for j in below if isinstance(actions[j], CastAction)]
    ways = _ways(r, chosen, list(action.targets), numbered, by, colors, spells, name)
    labels = [f"{_verb(by, 'cast')} {name}{_mode(w, abilities)}{_shown(r, w.targets)}" for w in ways]
    if not ways:
        why = f"{name} has no legal target here, so {by} can't cast it"
        return _cannot(r, question, by, dont, why, "no_legal_target")
    return _choose(r, question, by, [dont, *labels], ways, (dont + response, "pass"))


def _decide_activation(r: Run, action: ActivateAction, below: list[int], actions: list[Any]) -> Use | None:
    from .play import what_is

    r.ruleset.cite("may_activate")
    use = r.plan.permanents[action.activate]
    obj = r.state.objects[use.object_id]
    ability = activated_abilities(use.card, use.face)[action.ability - 1]
    several = len(activated_abilities(use.card, use.face)) > 1
    by = action.by or obj.controller
    what = f"{r.name(obj.id)}'s ability"
    cost = f" ({ability.cost})" if ability.cost else ""
    if several:  # which of its abilities, in the labels
        what += cost
    question = f"{by} may activate {what}"
    response = f" in response to {what_is(r, actions[below[-1]])}" if below else ""
    dont = f"{_not(by, 'activate')} {what}"
    note = (ability.note or "").lower()
    if note.startswith("activate only"):  # a timing the scenario can't show (Rock Hydra: "during your upkeep")
        raise Unmodelled(
            f"{r.name(obj.id)}'s ability ({ability.text}): {note}, so whether it may be activated here isn't known"
        )
    modes = ability_modes(use.card, use.face, ability)
    chosen = [modes[action.mode - 1]] if action.mode is not None else modes
    for mode in chosen:
        if not mode.modelled:
            name = use.card.faces[use.face].name
            raise Unmodelled(line_not_modelled(name, mode.text, mode.reason, "and it is activated here"))
    if not obj.on_battlefield:  # CR 113.6
        why = f"{obj.name} is no longer on the battlefield, so {by} can't activate its ability"
        return _cannot(r, question, by, dont, why, "ability_on_battlefield")
    costs = [s for s in ability.steps if s.get("do") == "pay"]
    unpaid = _unpayable(r, obj, costs, by)
    if unpaid is not None:
        why = f"{by} can't activate {r.name(obj.id)}'s ability{cost}: {unpaid[0]}"
        return _cannot(r, question, by, dont, why, "pay_cost", *unpaid[1])
    spells = [r.plan.spells[id(actions[j])].object_id for j in below if isinstance(actions[j], CastAction)]
    ways = _ways(r, chosen, list(action.targets), len(modes) > 1 and action.mode is None, by, obj.colors, spells, what)
    labels = [f"{_verb(by, 'activate')} {what}{_mode(w, modes)}{_shown(r, w.targets)}" for w in ways]
    if not ways:
        why = f"{what} has no legal target here, so {by} can't activate it"
        return _cannot(r, question, by, dont, why, "no_legal_target", "activate")
    return _choose(r, question, by, [dont, *labels], ways, (dont + response, "pass"))


def _unpayable(r: Run, obj: Any, costs: list[dict[str, Any]], by: str) -> tuple[str, tuple[str, ...]] | None:
    """Why the activation's cost can't be paid now (CR 118.3, 602.2b, 601.2h), with the concepts that say so, or
    None when it can: {T} of a tapped permanent (107.5), more life than the player has (119.4), counters it
    hasn't, nothing to sacrifice or tap, a library known to be too small."""
    from .play import cost_candidates

    payer = r.state.players[by]
    for step in costs:
        if step.get("tap_self") and obj.tapped:
            return f"{obj.name} is already tapped", ("tapped_cost",)
        if "life" in step and payer.life < step["life"]:
            return f"{by} has {payer.life} life, less than the {step['life']} it costs", ("pay_life",)
        if "remove_counters" in step:
            kind, n = step["remove_counters"]["counter"], step["remove_counters"]["amount"]
            if obj.count(kind) < n:
                return f"{obj.name} has {obj.count(kind)} {kind} counter(s), fewer than the {n} it costs", ()
        if "sacrifice_a" in step and not cost_candidates(r, obj, step, "sacrifice_a"):
            return f"{obj.controller} controls no {step['what'].split(' ', 1)[-1]} to sacrifice", ()
        if "tap" in step:
            untapped = [c for c in cost_candidates(r, obj, step, "tap") if not r.state.objects[c].tapped]
            if len(untapped) < step["tap"]["count"]:
                return f"{obj.controller} controls too few untapped {step['tap']['what']} to tap", ()
        if "exile_library" in step and payer.library is not None and payer.library < step["exile_library"]:
            return f"{by}'s library has {payer.library} card(s), fewer than it exiles", ()
    return None


def _mode(way: Use, modes: Sequence[Any]) -> str:
    return "" if way.mode is None else mode_text(way.mode, modes[way.mode - 1])


def _choose(
    r: Run, question: str, by: str, labels: list[str], ways: list[Use], declined: tuple[str, str]
) -> Use | None:
    """Option 0 is not using it (the line every other is compared with), then each way, in order."""
    pick = r.chooser.choose(question, by, labels)
    if pick == 0:
        r.say(*declined)
        return None
    return ways[pick - 1]


def _cannot(r: Run, question: str, by: str, dont: str, why: str, *concepts: str) -> None:
    """It can't be used here: the one line of play left (asked all the same, so a fixed label matches it)."""
    r.chooser.choose(question, by, [dont])
    r.say(why, *concepts)
    return None


def _ways(
    r: Run,
    modes: list[Any],
    given: list[str],
    numbered: bool,
    by: str,
    colors: Any,
    spells: list[str],
    name: str,
) -> list[Use]:
    """Each legal way to use it: the given targets (the mode is then chosen as it resolves), or each mode with
    each legal choice of targets. More than MAX_WAYS is refused the way too many lines of play are."""
    if given:
        return [Use(tuple(given), None)]
    found = list(islice(_every_way(r, modes, numbered, by, colors, spells, name), MAX_WAYS + 1))
    if len(found) > MAX_WAYS:
        raise TooManyOutcomes(
            f'more than {MAX_WAYS} lines of play to consider: fix some choices with "choices" (labels as shown) — '
            f"open choices include: the targets {by} may choose for {name} (more than {MAX_WAYS}); give them"
        )
    return found


def _every_way(
    r: Run, modes: list[Any], numbered: bool, by: str, colors: Any, spells: list[str], name: str
) -> Iterator[Use]:
    for n, ability in enumerate(modes, 1):
        if not ability.modelled:  # casting it would stop the answer anyway: say so now, naming it
            raise Unmodelled(line_not_modelled(name, ability.text, ability.reason))
        number = n if numbered else None
        for targets in _target_choices(r, ability, by, colors, spells, name):
            yield Use(targets, number)


def _target_choices(
    r: Run, ability: Any, by: str, colors: Any, spells: list[str], name: str
) -> Iterator[tuple[str, ...]]:
    """Each legal choice of targets for one ability (CR 601.2c): as many as it needs (a variable number: each
    number it allows), each a player, permanent or spell its text allows and that may be targeted; the same
    one only once unless the text says "target" again for it without "another" (115.3)."""
    low, high = needed_targets(ability)
    if high == 0:
        yield ()
        return
    st = r.state
    if targets_spell(ability):
        pool = list(spells)
    else:
        pool = [p for p in st.order if not st.players[p].lost]
        pool += [o.id for o in st.objects.values() if o.on_battlefield]

    def legal(ref: str, i: int | None) -> bool:
        try:
            check_target(st, ability, ref, name, "", by, i)
        except BadInput:
            return False
        return untargetable(st, ref, by, colors) is None

    declared = declared_targets(ability)
    if declared is not None:
        each = [[t for t in pool if legal(t, i)] for i in range(len(declared))]
        for combo in product(*each):
            if not any(t in combo[:i] and declared[i].get("another") for i, t in enumerate(combo)):
                yield combo
        return
    candidates = [t for t in pool if legal(t, None)]
    for k in range(low, high + 1):
        yield from combinations(candidates, k)
