"""resolve(): scenario in, every distinct outcome out, each step citing its rules. Pure and
deterministic: no I/O, no globals, no Discord; the same scenario always gives the same answer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from pydantic import ValidationError

from .actions import become, create_effect, leave_battlefield
from .anthems import say_anthems
from .build import Prepared, build_state
from .cards import CardSource
from .choices import DEFAULT_MAX_OUTCOMES, Chooser, Line, explore, norm_label
from .combat import combat_damage
from .context import Run, run_key
from .damage import deal, resolve_pending
from .effects import Piece, Step
from .errors import BadInput, TooManyOutcomes, Unmodelled
from .memo import EventMemo
from .optional import decide, is_offer, skipped
from .outcome import OutcomeOut, PermanentOut, PlayerOut, Resolution, StepOut
from .play import activate, announce, cast, check_cast_triggers_wait, check_now, check_targets_there, what_is
from .relevance import ignored_line
from .resume import Stretch
from .rules.model import rule_sort_key
from .ruleset import get_ruleset
from .scenario import (
    ActivateAction,
    BecomeAction,
    CastAction,
    CombatAction,
    DamageAction,
    EffectAction,
    MoveAction,
    Scenario,
)
from .stack import StackPlan, stack_plan
from .timing import check_sorcery_timing, check_turn
from .trigger_stack import next_trigger

TRIGGER_LIMIT = 100
# Test-only switches: resolve every scenario again without the settlement memo (CHECK_MEMO), and again
# playing every line of play to its end instead of merging lines at checkpoints (CHECK_MERGE), and insist
# the answers are identical (tests/conftest.py turns both on for the whole suite).
CHECK_MEMO = False
CHECK_MERGE = False


def parse_scenario(data: Any) -> Scenario:
    """Validate raw JSON data; the first problem becomes a one-line BadInput naming the field."""
    try:
        return Scenario.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise BadInput(err["msg"].removeprefix("Value error, "), field=_field_path(err["loc"]) or None) from None


def _field_path(loc: tuple[Any, ...]) -> str:
    """('actions', 0, 'damage', 'damage', 1, 'amount') -> 'actions[0].damage[1].amount'."""
    out = ""
    prev = None
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part != prev:
            out += f".{part}" if out else str(part)
        prev = part
    return out


def resolve(
    scenario: Scenario,
    *,
    cards: CardSource | None = None,
    max_outcomes: int = DEFAULT_MAX_OUTCOMES,
    reuse: bool = True,
) -> Resolution:
    """Resolve every action in order; return each distinct outcome labelled by its choices.

    `cards` (the card index) is needed when the scenario names cards ("card", "cast", "activate").
    `reuse=False` settles every damage event afresh on every line of play (same answer, slower).
    """
    trace: dict[str, int] | None = {} if CHECK_MERGE else None
    answer = _resolve(scenario, cards, max_outcomes, reuse, trace=trace)
    if CHECK_MEMO and reuse:
        plain = _resolve(scenario, cards, max_outcomes, False)
        if plain.model_dump() != answer.model_dump():
            raise AssertionError("the settlement memo changed the answer")
    if trace is not None:
        _check_exhaustive(scenario, cards, max_outcomes, reuse, answer, trace)
    return answer


def _check_exhaustive(
    scenario: Scenario,
    cards: CardSource | None,
    max_outcomes: int,
    reuse: bool,
    answer: Resolution,
    trace: dict[str, int],
) -> None:
    """The answer again from the exhaustive engine (every line of play to its end, every order of every
    event one event at a time): identical. Where the answer followed a redirection chain in one walk (its
    labels and steps say the chain in one choice) or exchanged twin effects (an outcome may be labelled by
    another order that leads to it), the outcomes' results must be identical."""
    try:
        every_line = _resolve(scenario, cards, max_outcomes, reuse, merge=False, exhaustive=True)
    except TooManyOutcomes:
        return  # too many lines to play them all: the shortcuts are what make it answerable
    except BadInput:
        if trace.get("chains") and scenario.choices:
            return  # a fixed choice names a whole chain, which the exhaustive engine asks one step at a time
        raise
    if not trace.get("chains") and not trace.get("twins"):
        if every_line.model_dump() != answer.model_dump():
            raise AssertionError("merging lines of play changed the answer")
    elif _results(every_line) != _results(answer):
        raise AssertionError("following a redirection chain or exchanging twin effects changed the results")


def _results(resolution: Resolution) -> list[str]:
    return sorted(repr(o.model_dump(include={"players", "permanents", "prevented"})) for o in resolution.outcomes)


def _resolve(
    scenario: Scenario,
    cards: CardSource | None,
    max_outcomes: int,
    reuse: bool,
    merge: bool = True,
    exhaustive: bool = False,
    trace: dict[str, int] | None = None,
) -> Resolution:
    ruleset = get_ruleset(scenario.ruleset, frozenset(scenario.misconceptions))
    prepared = build_state(scenario, ruleset, cards)
    stack = stack_plan(scenario)
    check_sorcery_timing(scenario, stack, prepared.plan)
    check_turn(scenario, prepared.state, prepared.plan)
    plan = prepared.plan if prepared.plan and (prepared.plan.permanents or prepared.plan.spells) else None
    memo = EventMemo() if reuse else None

    def run(chooser: Chooser) -> Run:
        r = Run(prepared.state, ruleset, chooser, plan=plan, memo=memo, exhaustive=exhaustive, trace=trace)
        start = Stretch(r, "start")  # the same on every line that asked nothing yet (resolver/resume.py)
        if start.resume() is None:
            r.state = prepared.state.copy()
            say_anthems(r)  # the creatures' sizes with the static "creatures you control get +1/+1" (613.4c)
            _settle(r)  # the scenario starts where a player would get priority: SBAs first (704.3)
            start.keep(())
        for index, action in enumerate(scenario.actions):
            if index:  # between two actions, what follows depends on the game state alone
                chooser.checkpoint((index, run_key(r)))
            if r.game_over:
                r.say("The game is over, so the remaining actions don't happen", "game_over")
                break
            _put_on_stack(r, index, stack, scenario.actions)
            if not _perform(r, prepared, index, action, stack, scenario.actions) or memo is None:
                _settle(r)  # (a combat whose last step left it settled: nothing to do, resolver/combat.py)
        return r

    lines = explore(run, scenario.choices, max_outcomes, signature=_signature, merge=merge)
    resolution = _collect(lines, ruleset.key, {norm_label(c) for c in scenario.choices})
    if prepared.ignored:  # what of the cards can't change this answer, in one line
        resolution.ignored = ignored_line(prepared.ignored)
    resolution.misconceived = sorted(ruleset.misconceptions)
    resolution.todays_rules = [rule for rule in resolution.rules if ruleset.borrowed(rule)]
    return resolution


def _put_on_stack(r: Run, index: int, stack: StackPlan, actions: list[Any]) -> None:
    """The casts and activations put on the stack before action `index` resolves, bottom first (CR 601.2,
    602.2): an optional one is decided now, as it would be put there (resolver/optional.py); those said before
    they resolve are said now ("In response, …"), as responses to what is really below them (an optional one
    not taken is not)."""
    said = {a.index: a for a in stack.before.get(index, ())}
    last: int | None = None
    for j in stack.puts.get(index, ()):
        action = actions[j]
        if action.optional:
            r.uses[j] = decide(r, j, action, stack.under.get(j, ()), actions)
            if r.uses[j] is None:
                last = None  # the next one says what it responds to
                continue
        chosen = r.uses.get(j)
        if chosen is None:  # a target is chosen as it is put on the stack (an optional one's among those there)
            what = what_is(r, action)
            check_targets_there(r, list(action.targets), what, f"actions[{j}]")
        if j != index and isinstance(action, CastAction):  # it waits: what resolves first is cast above it
            check_cast_triggers_wait(r, r.plan.spells[id(action)], list((chosen or action).targets))
        if j in said:
            below = [k for k in stack.under.get(j, ()) if not skipped(r, k)]
            top = below[-1] if below else None
            told = replace(said[j], below=top, follows_below=top is not None and top == last)
            announce(r, told, action, actions, r.uses.get(j))
            last = j


def _perform(
    r: Run,
    prepared: Prepared,
    index: int,
    action: Any,
    stack: StackPlan | None = None,
    actions: Sequence[Any] = (),
) -> bool:
    """Perform one action; True when it leaves the game settled (a combat, resolver/combat.py: what _settle would
    check finds nothing to do). `actions`: the scenario's, for a combat the actions said during it."""
    announced = stack is not None and index in stack.announced
    # it resolves first (CR 405.5) when something put on the stack before it still waits (not an optional
    # action its player didn't take)
    waiting = stack is not None and any(not skipped(r, k) for k in stack.resting.get(index, ()))
    if isinstance(action, CastAction | ActivateAction) and action.optional:
        chosen = r.uses.get(index)  # decided as it was put on the stack (_put_on_stack)
        if chosen is None:
            return False  # not cast or activated: its player passed, or couldn't (said as it was decided)
        if isinstance(action, CastAction):
            cast(r, index, action, _settle, announced, waiting, chosen)
        else:
            activate(r, index, action, _settle, announced, waiting, chosen)
        return False
    if isinstance(action, DamageAction):
        pieces = [
            Piece(
                prepared.inline_sources.get((index, d), d_in.source if isinstance(d_in.source, str) else ""),
                d_in.to,
                d_in.amount,
                d_in.combat,
                d_in.unpreventable,
            )
            for d, d_in in enumerate(action.damage)
        ]
        deal(r, _one_amount_each(r, pieces, index))
    elif isinstance(action, CombatAction):
        said = action.combat.said_during
        during = list(actions[index - said : index]) if said and said <= index and actions else None
        return combat_damage(
            r, action.combat, _settle, lambda run, inner: _perform(run, prepared, index, inner), during
        )
    elif isinstance(action, EffectAction):
        create_effect(r, action.effect, f"actions[{index}].effect")
    elif isinstance(action, BecomeAction):
        become(r, action.become)
    elif isinstance(action, MoveAction):
        leave_battlefield(r, action.move)
    elif isinstance(action, CastAction):
        cast(r, index, action, _settle, announced, waiting)
    elif isinstance(action, ActivateAction):
        activate(r, index, action, _settle, announced, waiting)
    else:
        raise Unmodelled(f"actions[{index}] can't be modelled")
    return False


def _one_amount_each(r: Run, pieces: list[Piece], index: int) -> list[Piece]:
    """A source deals its damage to a recipient at one time as one amount (CR 120.4): entries repeating a
    source and recipient are added up (a static 'prevent 1' then prevents 1 of it, 615.10). Where the
    ruleset counts instances instead, the repetition is refused."""
    merged: dict[tuple, Piece] = {}
    for p in pieces:
        key = (p.source, p.recipient, p.combat, p.unpreventable)
        if key not in merged:
            merged[key] = p
            continue
        if not r.ruleset.repeated_damage_is_one_event:
            raise Unmodelled(
                f"actions[{index}] has {r.name(p.source)} deal damage to {r.name(p.recipient)} more than once: "
                f"{r.ruleset.short} counts each instance of damage separately, which isn't modelled for one action; "
                "give each instance as its own damage action if they happen one after another"
            )
        merged[key].amount += p.amount
    return list(merged.values())


def _settle(r: Run, checked: bool = False) -> None:
    """State-based actions, then triggered abilities (put on the stack and resolved), repeatedly. `checked`: the
    first check was made already (resolver/combat.py keeps a combat damage step's with the damage dealt)."""
    if not checked:
        check_now(r)
    count = 0
    while r.triggers and not r.game_over:
        count += 1
        if count > TRIGGER_LIMIT:
            raise Unmodelled("the triggered abilities loop without end; the engine stops rather than guess")
        item = next_trigger(r)  # the top of the stack, what triggered since put on it in APNAP order
        if item is None:
            continue
        # a card's triggered ability (CR 603.3) or a "when damage is prevented this way" one (615.13)
        r.say(f"{item.effect_name}'s triggered ability resolves", "trigger" if item.steps else "prevent_trigger")
        resolve_pending(r, item)
        check_now(r)


def _step_out(step: Step, steps: dict[int, StepOut]) -> StepOut:
    """A log step as output, made once per resolution (`steps`, by the step)."""
    made = steps[id(step)] = StepOut(text=step.text, rules=list(step.rules))
    return made


def _snapshot(
    r: Run,
    shown_as: tuple,
    shared: dict[Any, Any],
    steps: dict[int, StepOut],
    choices: list[str],
    reached_by: set[str],
) -> OutcomeOut:
    """The outcome of one line of play, labelled `choices` (`reached_by`: the choices of every line that ends in
    it). What several outcomes show alike (a player or a
    permanent in the same state, the same step) is built once and shared between them (`shared`; `steps`: by the
    step, which the lines' logs keep alive). `shown_as` is the permanents' part of the line's signature."""
    st = r.state
    zones = r.ruleset.zones
    permanents = {}
    for o, seen in zip((o for o in st.objects.values() if o.is_permanent), shown_as, strict=True):
        key = (seen, o.name, o.types)
        out = shared.get(key)
        if out is None:
            shown = o.is_creature and o.on_battlefield
            out = shared[key] = PermanentOut(
                name=o.name,
                controller=o.controller,
                zone=zones.get(o.zone, o.zone),
                damage=o.damage,
                counters={k: v for k, v in sorted(o.counters.items()) if v > 0},
                loyalty=o.loyalty,
                power=o.power if shown else None,
                toughness=o.toughness if shown else None,
            )
        permanents[o.id] = out
    log = [steps.get(id(step)) or _step_out(step, steps) for step in r.log]
    players = {}
    for p in st.players.values():
        shown = (p.life, p.poison, p.lost, p.cards_drawn, p.returned_to_hand)
        shown += (p.exiled_from_library, p.milled, p.exiled_from_graveyard)
        key = ("player", p.name, shown)
        made_player = shared.get(key)
        if made_player is None:
            made_player = shared[key] = PlayerOut(
                life=p.life,
                poison=p.poison,
                lost=p.lost,
                cards_drawn=p.cards_drawn,
                returned_to_hand=p.returned_to_hand,
                exiled_from_library=p.exiled_from_library,
                milled=p.milled,
                exiled_from_graveyard=p.exiled_from_graveyard,
            )
        players[p.name] = made_player
    return OutcomeOut.made(choices, players, permanents, st.prevented, log, list(r.missed), reached_by)


def _signature(r: Run) -> tuple:
    """What makes outcomes different: players and permanents (with zone names). Not the amount of damage
    prevented: prevented damage has no results (CR 615.6), so orders that differ only in how much was
    prevented (protection before or after doubling) leave the same game and collapse into one outcome."""
    st = r.state
    return tuple([p.key() for p in st.players.values()]), st.shown_keys()


def _collect(lines: list[Line[Run]], ruleset_key: str, fixed: set[str]) -> Resolution:
    """Collapse lines with identical results; label each distinct outcome by its choices."""
    # each outcome's first line, and the choices on every line that ends in it
    groups: dict[tuple, tuple[Line[Run], set[str]]] = {}
    for line in lines:
        key = line.signature if line.signature is not None else _signature(line.result)
        group = groups.get(key)
        if group is None:
            group = groups[key] = (line, set())
        group[1].update([d.label for d in line.decisions])
    if not groups:
        raise BadInput("no legal line of play: the fixed choices contradict each other", field="choices")
    many = len(groups) > 1
    outcomes = []
    shared: dict[Any, Any] = {}
    steps: dict[int, StepOut] = {}
    for signature, (line, reached) in groups.items():
        choices = [d.label for d in line.decisions if many or norm_label(d.label) in fixed]
        outcomes.append(_snapshot(line.result, signature[1], shared, steps, choices, reached if many else set(choices)))
    rules = sorted({r for s in steps.values() for r in s.rules}, key=rule_sort_key)  # each step is in a log
    resolution = Resolution(ruleset=ruleset_key, outcomes=outcomes, rules=rules)
    if not many:  # one outcome: every line of play led to it, so no optional action's use changed anything
        ((line, _),) = groups.values()
        offers = [d.question for d in line.decisions if d.options > 1 and is_offer(d.question)]
        offers = [
            q
            for q in dict.fromkeys(offers)
            if not any(norm_label(d.label) in fixed for d in line.decisions if d.question == q)
        ]
        if offers:
            resolution.unchanged = "Every way leads to this outcome: " + "; ".join(f"{q}, or not" for q in offers) + "."
    return resolution
