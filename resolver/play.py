"""Running card abilities: casting spells, activating abilities, and cards' triggered abilities."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from .actions import become, create_effect, leave_battlefield
from .anthems import end_anthems
from .attached_bonus import end_bonus
from .cards import (
    ANY_PLAYER,
    SEVERAL_ALLOWED,
    CardUse,
    ability_modes,
    activated_abilities,
    check_target,
    chosen_bindings,
    declared_targets,
    legal_modes,
    modes_to_choose,
    placeholders,
    positional_name,
    spell_abilities,
    substitute,
)
from .choices import InvalidLine
from .combat_targets import targets_spell
from .context import Run
from .damage import choose_target, deal
from .effects import Pending, Piece
from .english import possessive
from .errors import BadInput, Unmodelled, line_not_modelled
from .events import gain_life, put_into_graveyard
from .misconceptions import believed
from .scenario import ActivateAction, BecomeIn, CastAction, EffectIn, MoveIn
from .stack import Announcement
from .targeting import legal_targets, pick_target, ward_countered
from .trigger_targets import refuse_ability_target, target_gone

SHARE_A_COLOR = "$target_and_each_creature_sharing_a_color"
NO_FLYING_AND_PLAYER = "$each_creature_without_flying_and_player"  # Breath of Darigaaz
# "deals N damage to each creature [with | without flying] [and each player]": (flying wanted, players too)
EACH_CREATURE: dict[str, tuple[bool | None, bool]] = {
    "$each_creature": (None, False),
    "$each_creature_and_player": (None, True),
    "$each_creature_with_flying": (True, False),
    "$each_creature_with_flying_and_player": (True, True),
    "$each_creature_without_flying": (False, False),
    NO_FLYING_AND_PLAYER: (False, True),
}


def _compositions(total: int, parts: int) -> list[list[int]]:
    if parts == 1:
        return [[total]]
    return [
        [first, *rest] for first in range(total - parts + 1, 0, -1) for rest in _compositions(total - first, parts - 1)
    ]


def attached_binding(r: Run, use: CardUse) -> dict[str, Any]:
    """The binding of "$attached", what the permanent is attached to; none once an Equipment became unattached
    (CR 704.5n), so an "equipped creature" ability then stops with the one line that says it needs one."""
    obj = r.state.objects.get(use.object_id)
    return {} if obj is not None and obj.unattached else {"$attached": use.attached}


def _bindings(r: Run, use: CardUse, targets: list[str], x: int | None) -> dict[str, Any]:
    b: dict[str, Any] = {
        "$this": use.object_id,
        "$you": use.controller,
        **attached_binding(r, use),
        "$targets": list(targets),
        **chosen_bindings(use),
    }
    if targets:
        b["$target"] = targets[0]
        obj = r.state.objects.get(targets[0])
        if obj is not None:
            b["$target_controller"] = obj.controller  # "… and 2 damage to that creature's controller" (as it resolves)
            same = [
                o.id
                for o in r.state.objects.values()
                if o.on_battlefield and o.is_creature and o.id != obj.id and o.colors & obj.colors
            ]
            b[SHARE_A_COLOR] = [{"id": i} for i in [obj.id, *same]]
    if x is not None:
        b["$x"] = x
    champion = _champion(r, use.controller)
    if champion is not None:  # Grand Archive "LV": your champion's level (ga:counters/level/1 adds)
        b["$level_plus_1"] = 1 + (champion.level or 0) + champion.count("level")
    return b


def _champion(r: Run, player: str) -> Any:
    return next(
        (o for o in r.state.objects.values() if o.on_battlefield and "champion" in o.types and o.controller == player),
        None,
    )


def _live_targets(r: Run, ability: Any, targets: list[str], controller: str, colors: Any, what: str) -> list[str]:
    """The targets still legal as it resolves (CR 608.2b): still there, still of the kind its text asks
    for ('target white or blue creature'), and not now shrouded, hexproof or protected from it."""
    live = []
    for i, t in enumerate(targets):
        if not _legal(r, t, ability):
            continue
        try:
            check_target(r.state, ability, t, what, "", controller, i)
        except BadInput as exc:
            why = str(exc).removeprefix(": ")
            r.say(f"{r.name(t)} is no longer a legal target ({why}), so {what} doesn't affect it", "illegal_target")
            continue
        live.append(t)
    return legal_targets(r, live, controller, colors, what)


def _positional(ability: Any, targets: list[str], live: list[str]) -> dict[str, Any]:
    """Bindings of an ability whose targets are declared one by one (cards.declared_targets): `$target`,
    `$target2` … for those still legal, and `$illegal` naming the others, whose steps do nothing (CR 608.2b).
    Empty for any other ability (its `$target` is its first legal target)."""
    if declared_targets(ability) is None:
        return {}
    out: dict[str, Any] = {"$illegal": set()}
    for i, t in enumerate(targets):
        name = positional_name(i)
        if t in live:
            out[name] = t
        else:
            out["$illegal"].add(name)
    if "$target" not in out:
        out["$target"] = None  # not the next legal one: the first target is the illegal one
        out["$illegal"].add("$target")
    return out


def _uncounterable(use: CardUse) -> bool:
    """'This spell can't be countered' (CR 101.2): a line the engine otherwise never needs."""
    return any("can't be countered" in a.text.lower() and a.face == use.face for a in use.card.abilities)


def _legal(r: Run, ref: str, ability: Any = None) -> bool:
    if ref in r.state.players:
        return not r.state.players[ref].lost
    obj = r.state.objects.get(ref)
    if obj is not None and ability is not None and targets_spell(ability):  # a spell still on the stack (608.2b)
        return obj.zone == "stack" and not obj.is_permanent
    return obj is not None and obj.on_battlefield


def what_is(r: Run, action: Any) -> str:
    """A cast spell's or an activated ability's name in the log."""
    if isinstance(action, CastAction):
        use = r.plan.spells[id(action)]
        return use.card.faces[use.face].name
    return f"{r.state.objects[action.activate].name}'s ability"


def _shown_targets(r: Run, targets: list[str]) -> str:
    return f" targeting {', '.join(r.name(t) for t in targets)}" if targets else ""


def announce(r: Run, said: Announcement, action: Any, actions: list[Any], chosen: Any = None) -> None:
    """A cast or activation said as it was put on the stack, before what resolves first (resolver/stack.py):
    a response says so ("In response, …", CR 405.5). The cast itself (its choices, triggers and costs) happens
    as the action resolves; what the announcement can't know yet (a mode, whether it was kicked, when the
    action leaves them open) is said as it resolves. `chosen`: how the player uses an optional action
    (resolver/optional.py), its targets and mode chosen as it is put on the stack."""
    if said.below is None:
        prefix = ""
    elif said.follows_below:
        prefix = "In response, "
    else:
        prefix = f"In response to {what_is(r, actions[said.below])}, "
    shown = _shown_targets(r, list(action.targets if chosen is None else chosen.targets))
    if isinstance(action, CastAction):
        use = r.plan.spells[id(action)]
        kicked = "" if action.kicked is None else " (kicked)" if action.kicked else " (not kicked)"
        concepts = ("cast", "kicker") if kicked else ("cast",)
        may = ("may_cast",) if chosen is not None else ()
        mode = _chosen_mode(use, chosen)
        r.say(f"{prefix}{use.controller} casts {what_is(r, action)}{kicked}{mode}{shown}", *concepts, *may)
        return
    use = r.plan.permanents[action.activate]
    obj = r.state.objects[use.object_id]
    ability = activated_abilities(use.card, use.face)[action.ability - 1]
    by = action.by or obj.controller
    if chosen is None:
        check_on_battlefield(obj, f"actions[{said.index}]", r)
    modes = ability_modes(use.card, use.face, ability)
    number = action.mode if chosen is None or chosen.mode is None else chosen.mode
    mode = f", mode {number}" if len(modes) > 1 and number is not None else ""
    r.say(
        f"{prefix}{by} activates {obj.name}'s ability ({ability.cost}{mode}){shown}",
        "activate",
        *(["modal"] if mode else []),
        *(["may_activate"] if chosen is not None else []),
    )


def _used_offer(r: Run) -> bool:
    """Whether this line of play used an optional cast or activation (resolver/optional.py) so far."""
    return any(use is not None for use in r.uses.values())


def check_on_battlefield(obj: Any, where: str, r: Run) -> None:
    """An activation the scenario states is made as it is put on the stack: a permanent's ability can't be
    activated once it has left the battlefield (CR 113.6, 602.2), so the situation can't happen as told. (An
    optional one is simply not offered then: resolver/optional.py.) A line where an optional action was used
    before it may be what took the permanent away: that line can't be the story told, and is dropped."""
    if not obj.on_battlefield:
        if _used_offer(r):
            raise InvalidLine
        raise BadInput(
            f"{obj.name} has left the battlefield ({obj.zone}) before its ability is activated, and a permanent's "
            'abilities work only on the battlefield (CR 113.6, 602.2): activate it earlier ("in response to …") '
            "or not at all",
            field=where,
        )


def check_targets_there(r: Run, targets: list[str], what: str, where: str) -> None:
    """A cast or activation the scenario states chooses its targets as it is put on the stack (CR 601.2c, 602.2b),
    and a permanent is a legal target only on the battlefield (115.2): one that has already left it (a creature
    that died to what resolved before) can't be chosen, so the situation can't happen as told. (An optional one
    chooses among the targets there are: resolver/optional.py.) A line where an optional action was used before
    it (a player's own Shock on the creature, offered from hand) can't be the story told: it is dropped."""
    for t in targets:
        obj = r.state.objects.get(t)
        if obj is not None and obj.is_permanent and not obj.on_battlefield:
            if _used_offer(r):
                raise InvalidLine
            raise BadInput(
                f"{obj.name} has left the battlefield ({obj.zone}) before {what} is put on the stack targeting it, "
                "and only a permanent on the battlefield can be targeted (CR 115.2, 601.2c): cast or activate it "
                'earlier ("in response to …"), or say what it targets instead',
                field=where,
            )


def _chosen_mode(use: CardUse, chosen: Any) -> str:
    """ " choosing mode 2 (…)" for an optional cast whose mode was chosen with its targets (CR 700.2a)."""
    if chosen is None or chosen.mode is None:
        return ""
    from .optional import mode_text

    return mode_text(chosen.mode, spell_abilities(use)[chosen.mode - 1])


def _resolves(r: Run, name: str, waiting: bool) -> None:
    """'<name> resolves'; first, when others put on the stack before it still wait below (CR 405.5)."""
    if waiting:
        r.say(f"{name} resolves first (last in, first out)", "resolve", "stack_order")
    else:
        r.say(f"{name} resolves", "resolve")


def spell_abilities_to_cast(use: CardUse) -> Sequence[Any]:
    """The spell abilities (modes) of a card being cast; a card without one can't be cast here (only instants
    and sorceries resolve), which stops the answer naming its first unmodelled clause or its type."""
    face = use.card.faces[use.face]
    abilities = spell_abilities(use)
    if not abilities:
        unknown = next((a for a in use.card.abilities if a.face == use.face and not a.modelled), None)
        if unknown is not None and any(t in face.types for t in ("instant", "sorcery")):
            raise Unmodelled(line_not_modelled(face.name, unknown.text, unknown.reason))  # its first unmodelled clause
        raise Unmodelled(
            f"casting {face.name} ({face.type_line}) isn't modelled: only instants and sorceries "
            "resolve here; put a permanent on the battlefield instead"
        )
    return abilities


def cast(
    r: Run,
    index: int,
    action: CastAction,
    settle: Callable[[Run], None],
    announced: bool = False,
    waiting: bool = False,
    chosen: Any = None,
) -> None:
    """A spell resolves (actions are in resolution order); its cast triggers resolve before it. `announced`:
    its cast was said already, as it was put on the stack (resolver/stack.py); `waiting`: others are below it.
    `chosen`: an optional cast's targets and mode, as its caster chose them (resolver/optional.py)."""
    use = r.plan.spells[id(action)]
    face = use.card.faces[use.face]
    abilities = spell_abilities_to_cast(use)
    given = list(action.targets) if chosen is None else list(chosen.targets)
    number = action.mode if chosen is None or chosen.mode is None else chosen.mode
    ability = abilities[0]
    if len(abilities) > 1:
        if number is not None:
            if not 1 <= number <= len(abilities):
                raise BadInput(f"{face.name} has {len(abilities)} modes", field=f"actions[{index}].mode")
            ability = abilities[number - 1]
        else:  # each mode these targets suit is an outcome (CR 700.2a: chosen as the spell is cast)
            legal = legal_modes(r.state, abilities, given, face.name, f"actions[{index}]", use.controller)
            several = modes_to_choose(face.oracle_text or "")  # ("Choose two —" compiles its modes unmodelled)
            if len(legal) > 1 and several in SEVERAL_ALLOWED:
                raise Unmodelled(  # more than one mode at once would be another outcome, which isn't played
                    f'{face.name} says "Choose {several}": its caster may choose more than one mode '
                    '(CR 700.2d), which isn\'t modelled; say which mode was chosen ("choosing mode N")'
                )
            labels = [f"{face.name}: mode {i + 1} ({abilities[i].text.lstrip('• ')})" for i in legal]
            ability = abilities[
                legal[r.chooser.choose(f"{use.controller} chooses a mode for {face.name}", use.controller, labels)]
            ]
    if not ability.modelled:
        raise Unmodelled(line_not_modelled(face.name, ability.text, ability.reason))
    targets = given
    shown = _shown_targets(r, targets)
    kicked = _kicked(r, ability.steps, action, face.name, use.controller, f"actions[{index}]")
    _check_conditions(ability.steps, action.conditions, face.name, f"actions[{index}]")
    kick = "" if kicked is None else " (kicked)" if kicked else " (not kicked)"
    if not announced:  # kicking is announced as it is cast (CR 601.2b, 702.33d)
        if chosen is None and action.on_stack_before is None:  # put on the stack now (else: engine._put_on_stack)
            check_targets_there(r, targets, face.name, f"actions[{index}]")
        r.say(
            f"{use.controller} casts {face.name}{kick}{_chosen_mode(use, chosen)}{shown}",
            "cast",
            *(("kicker",) if kick else ()),
            *(("may_cast",) if chosen is not None else ()),
        )
    elif kick and action.kicked is None:  # the announcement left it open: each choice is an outcome
        r.say(f"{use.controller} cast {face.name}{kick}", "kicker")
    on_cast(r, use, targets)
    settle(r)
    if r.state.objects[use.object_id].zone != "stack":  # countered by a spell that resolved first (CR 701.5a)
        r.say(f"{face.name} was countered: it doesn't resolve", "counter")
        return
    if ward_countered(r, targets, use.controller, face.name, _uncounterable(use)):
        return
    colors = r.state.objects[use.object_id].colors
    live = _live_targets(r, ability, targets, use.controller, colors, face.name)
    if targets and not live:
        r.say(f"{face.name}'s targets are all gone: it doesn't resolve", "illegal_target")
        return
    _resolves(r, face.name, waiting)
    r.chosen_source = action.source
    try:
        bindings = {
            **_bindings(r, use, live, action.x),
            "$chosen_targets": targets,
            "$kicked": kicked,
            "$conditions": dict(action.conditions),
        }
        bindings.update(_positional(ability, targets, live))
        run_steps(r, ability.steps, bindings, face.name, f"actions[{index}]", action.divide)
    finally:
        r.chosen_source = None


def activate(
    r: Run,
    index: int,
    action: ActivateAction,
    settle: Callable[[Run], None],
    announced: bool = False,
    waiting: bool = False,
    chosen: Any = None,
) -> None:
    """An activated ability resolves (actions are in resolution order). Its costs were paid as it was
    activated (CR 602.2b), so they are paid first and stay paid if it is countered (ward); once activated it
    exists independently of its source (113.7a), so it resolves even if the source has left since.
    `announced`: its activation was said already, as it was put on the stack (resolver/stack.py); it then
    says when it resolves. `chosen`: an optional activation's targets and mode (resolver/optional.py)."""
    use = r.plan.permanents[action.activate]
    card, face = use.card, use.card.faces[use.face]
    obj = r.state.objects[use.object_id]
    ability = activated_abilities(card, use.face)[action.ability - 1]
    by = action.by or obj.controller  # CR 113.8: whoever activates it controls it (and pays its costs, 602.1a)
    if not announced and chosen is None:
        check_on_battlefield(obj, f"actions[{index}]", r)
        if action.on_stack_before is None:  # put on the stack now (else: engine._put_on_stack)
            check_targets_there(r, list(action.targets), f"{obj.name}'s ability", f"actions[{index}]")
    modes = ability_modes(card, use.face, ability)
    given = list(action.targets) if chosen is None else list(chosen.targets)
    number = action.mode if chosen is None or chosen.mode is None else chosen.mode
    if len(modes) > 1:  # CR 700.2a: the mode is chosen as it is activated; each mode these targets suit is an outcome
        if number is not None:
            ability = modes[number - 1]
        else:
            legal = legal_modes(r.state, modes, given, face.name, f"actions[{index}]", by)
            labels = [f"{face.name}: mode {i + 1} ({modes[i].text.lstrip('• ')})" for i in legal]
            ability = modes[legal[r.chooser.choose(f"{by} chooses a mode for {face.name}'s ability", by, labels)]]
    if not ability.modelled:
        raise Unmodelled(line_not_modelled(face.name, ability.text, ability.reason, "and it is activated here"))
    for t in given:  # an Illusion's "when this becomes the target of a spell or ability": a spell's only
        refuse_ability_target(r, t)
    costs = [s for s in ability.steps if s.get("do") == "pay"]
    effects = [s for s in ability.steps if s.get("do") not in ("pay", ANY_PLAYER)]
    _check_conditions(effects, action.conditions, face.name, f"actions[{index}]")
    if announced and any("loyalty" in s for s in costs):  # paid as it was activated, before what was done since
        raise Unmodelled(
            f"{obj.name}'s loyalty cost ({ability.cost}) was paid as the ability was activated (CR 606.4), before what "
            "was done in response, and paying it then isn't modelled: ask without the response"
        )
    if not obj.on_battlefield and any(k in s for s in costs for k in COSTS_ON_THE_BATTLEFIELD):
        raise Unmodelled(
            f"{obj.name} left the battlefield before its ability resolved, but its cost ({ability.cost}) was paid "
            "when it was activated, before that: describe the activation after what was done in response"
        )
    use = CardUse(card, use.face, use.object_id, by, use.attached, use.chosen)
    targets = given
    shown = _shown_targets(r, targets)
    mode = f", mode {ability.mode}" if ability.mode else ""
    if not announced:
        r.say(
            f"{by} activates {obj.name}'s ability ({ability.cost}{mode}){shown}",
            "activate",
            *(["modal"] if mode else []),
            *(["may_activate"] if chosen is not None else []),
        )
    elif mode and number is None:  # the mode was chosen as it was activated (CR 700.2a)
        r.say(f"{by} chose mode {ability.mode} for {obj.name}'s ability as it was activated", "modal")
    if by != obj.controller:
        r.say(f"Any player may activate it: {by} controls the ability, not {obj.controller}", "any_player")
    where = f"actions[{index}]"
    chosen = {"$sacrifice": action.sacrifice, "$tap": list(action.tap)}  # the player's choices for the cost
    run_steps(r, costs, {**_bindings(r, use, targets, action.x), **chosen}, face.name, where, None)
    obj = r.state.objects[obj.id]  # paying the cost may have replaced the state (a sacrifice under the memo)
    if not obj.on_battlefield:
        r.say(f"{obj.name} has left the battlefield; its ability resolves anyway", "ability_independent")
    if ward_countered(r, targets, by, f"{obj.name}'s ability"):
        return
    live = _live_targets(r, ability, targets, by, obj.colors, f"{obj.name}'s ability")
    if targets and not live:
        r.say("The ability's targets are all gone: it doesn't resolve", "illegal_target")
        return
    if announced:
        _resolves(r, f"{obj.name}'s ability", waiting)
    r.chosen_source = action.source
    try:
        bindings = {
            **_bindings(r, use, live, action.x),
            **_positional(ability, targets, live),
            "$conditions": dict(action.conditions),
        }
        run_steps(r, effects, bindings, face.name, where, None)
    finally:
        r.chosen_source = None


def run_steps(
    r: Run, steps: list[dict[str, Any]], bindings: dict[str, Any], name: str, where: str, divide: list[int] | None
) -> None:
    for step in steps:
        do = step["do"]
        illegal = bindings.get("$illegal")
        gone = illegal & placeholders(step) if illegal else set()  # (no illegal target: nothing to look for)
        if do in ("targets", "once_each_turn"):
            continue  # the targets it declares were chosen as it was cast or activated (CR 601.2c); a restriction
            # on activating it was checked as the scenario was read (602.5b)
        if gone:  # CR 608.2b: it doesn't affect an illegal target (a part naming one does nothing)
            r.say(f"{name}: the part of its effect that needs an illegal target does nothing", "illegal_target")
            continue
        if do == "damage":
            _damage(r, step, bindings, name, where, divide)
        elif do in ("fight", "bite"):
            _fight(r, step, bindings, name)
        elif do == "effect" and step["effect"].get("to") == "$targets":
            _effect_on_targets(r, step, bindings, name, where, divide)
        elif do == "effect":
            spec = substitute(step["effect"], bindings)
            spec.setdefault("source", bindings["$this"])
            spec.setdefault("controller", bindings["$you"])
            kind = "regeneration shield" if spec.get("kind") == "regenerate" else "effect"  # CR 701.15a
            spec.setdefault("name", f"{name}'s {kind}")
            create_effect(r, EffectIn.model_validate(spec), where)
        elif do == "gain_life":
            amount = substitute(step["amount"], bindings)
            if isinstance(amount, dict) and "power_of" in amount:  # "life equal to target creature's power"
                of = r.state.objects[amount["power_of"]]
                amount = max(0, of.power)  # a negative power gains no life (CR 107.1b)
                r.say(f"{name}: the power of {of.name} is {of.power}", "resolve")
            gain_life(r.branch(), substitute(step["player"], bindings), amount, name, "gain")
        elif do == "lose_life":  # "that player loses 2 life", "you lose that much life" (CR 119.3)
            from .results import lose_life

            amount = substitute(step["amount"], bindings)
            if amount > 0:
                lose_life(r, r.state.players[substitute(step["player"], bindings)], amount, name, "lose_life")
        elif do == "counters":
            ref = substitute(step["on"], bindings)
            n = substitute(step["amount"], bindings)
            if not r.state.objects[ref].on_battlefield:  # CR 400.7: the card it became is a new object
                r.say(f"{name}: {r.name(ref)} is no longer on the battlefield; no counter is put on it", "zone_change")
                continue
            obj = r.state.mut(ref)
            obj.add_counters(step["counter"], -n if step.get("remove") else n)
            r.say(
                f"{name}: {n} {step['counter']} counter(s) {'removed from' if step.get('remove') else 'put on'} "
                f"{obj.name}",
                "counters",
            )
        elif do == "modify":
            from .pumps import modify

            modify(r, step, bindings, name)
        elif do == "become":
            obj = r.state.objects[bindings["$this"]]
            become(
                r,
                BecomeIn(
                    id=obj.id,
                    types=step.get("types"),
                    subtypes=step.get("subtypes"),
                    power=step.get("power"),
                    toughness=step.get("toughness"),
                ),
            )
        elif do == "grant":
            from .pumps import affected
            from .state import Keywords

            for ref in affected(r, step, bindings):  # "creatures you control gain hexproof": those there now (611.2c)
                obj = r.state.mut(ref)
                if not obj.on_battlefield:
                    r.say(f"{name}: {obj.name} is no longer on the battlefield; it gains nothing", "zone_change")
                    continue
                obj.keywords = Keywords.parse([*obj.keywords.names(), *step["keywords"]], obj.name)
                r.say(f"{name}: {obj.name} gains {', '.join(step['keywords'])} until end of turn", "characteristics")
        elif do == "counter":
            _counter(r, substitute(step["what"], bindings), step.get("unless_pays"), name)
        elif do == "note":  # an instruction that changes nothing the engine answers, said as it happens
            r.say(f"{name} {step['say']}", step["concept"])
        elif do == "untap":  # CR 701.21b: it untaps (tracked: it can pay {T}, attack or block again)
            from .tapping import set_tapped

            for ref in substitute([step["what"]], bindings):
                obj = r.state.objects.get(ref)
                still = " (untapping doesn't remove it from combat)" if obj and (obj.attacking or obj.blocking) else ""
                was = obj is not None and obj.on_battlefield and set_tapped(r, ref, False)
                r.say(f"{name}: {r.name(ref)} untaps{'' if was else ' (it was untapped)'}{still}", "tap_untap")
        elif do == "pay":
            _pay(r, step, bindings, name, where)
        elif do == "lose_static":  # 'until end of turn, this loses "<its static ability>"' (CR 613.1f)
            use = r.plan.permanents[bindings["$this"]]
            statics = [a for a in use.card.abilities if a.kind == "static" and a.face == use.face and a.steps]
            if len(statics) != 1 or any(s.get("do") == "anthem" for s in statics[0].steps):
                raise Unmodelled(f"{name}: which of its static abilities it loses isn't modelled")
            obj = r.state.mut(bindings["$this"])
            if obj.on_battlefield:
                obj.lost_statics = True
                r.say(f'{name}: {obj.name} loses "{statics[0].text}" until end of turn', "lose_ability")
        elif do == "count_x":  # X defined by the text: counted now, as it resolves (CR 107.3c)
            from .counting import count_x

            costs = (
                {}
                if r.plan is None
                else {pid: use.card.faces[use.face].mana_cost or None for pid, use in r.plan.permanents.items()}
            )
            n, what, concept = count_x(r.state, step["count"], bindings["$you"], bindings["$this"], costs)
            bindings["$x"] = n
            r.say(f"{name}: X is {n}, {what}", "count_x", concept)
        elif do == "require_class":
            champion = _champion(r, bindings["$you"])
            wanted = step["class"].lower()
            if champion is None or wanted not in champion.subtypes:
                raise BadInput(
                    f"{name}: this needs {bindings['$you']}'s champion to be a {step['class'].title()} "
                    "([Class Bonus]); it isn't",
                    field=where,
                )
            r.say(f"{name}: {champion.name} is a {step['class'].title()}, so the Class Bonus applies", "class_bonus")
        elif do == "move":
            obj = r.state.mut(substitute(step["what"], bindings))
            if step.get("sacrifice"):  # "sacrifice it" (CR 701.17a): only a permanent can be sacrificed
                if not obj.on_battlefield:
                    r.say(f"{name}: {obj.name} is no longer on the battlefield, so it isn't sacrificed", "zone_change")
                    continue
                r.say(f"{name}: {obj.name} is sacrificed", "sacrifice")
                zone = put_into_graveyard(r.branch(), obj.id, dies=obj.is_creature)
                after_zone_change(r, obj.id, "battlefield", zone)
                continue
            old = obj.zone
            if step.get("from") and old != step["from"]:  # CR 400.7: the card left that zone; it is a new object
                r.say(
                    f"{name}: {obj.name} is no longer in its owner's {step['from']}, so it stays where it is",
                    "zone_change",
                )
                continue
            obj.zone = step["zone"]
            obj.damage, obj.counters = 0, {}
            r.say(f"{name}: {obj.name} is put into its owner's {step['zone']}", "zone_change")
            after_zone_change(r, obj.id, old, step["zone"])
        elif do == "draw":  # CR 121.1 (the engine counts the cards drawn; replacements apply, 616.2)
            from .events import draw

            draw(r.branch(), substitute(step["player"], bindings), substitute(step["amount"], bindings))
        elif do == "sacrifice_permanents":
            from .instead import sacrifice_permanents

            sacrifice_permanents(r, substitute(step["player"], bindings), substitute(step["amount"], bindings), name)
        elif do == "destroy":
            from .instead import destroy

            destroy(r, substitute(step["what"], bindings), name, not step.get("no_regeneration"))
        elif do == "bounce":  # "return target creature to its owner's hand" (CR 400.7: it becomes a new object)
            obj = r.state.objects[substitute(step["what"], bindings)]
            if obj.token:
                raise Unmodelled(f"{name}: a token returned to a hand ceases to exist (CR 111.7), which isn't modelled")
            r.say(f"{name}: {obj.name} is returned to its owner's hand", "zone_change")
            leave_battlefield(r, MoveIn(id=obj.id, zone="hand"))
        elif do == "destroy_all":
            from .pumps import destroy_all

            destroy_all(r, step, bindings, name)
        elif do == "if":  # a rider checked as it resolves (CR 608.2c, 608.2h)
            met = _condition(r, step["condition"], bindings, name, where)
            run_steps(r, step["then"] if met else step.get("else", []), bindings, name, where, divide)
        elif do == "lose_keywords":  # the creatures there now lose them (CR 611.2c)
            lost = set(step["keywords"])
            for o in list(r.state.objects.values()):
                if o.on_battlefield and o.is_creature and lost & o.keywords.flags:
                    obj = r.state.mut(o.id)
                    obj.keywords = replace(obj.keywords, flags=obj.keywords.flags - lost)
            r.say(f"{name}: all creatures lose {', '.join(sorted(lost))} until end of turn", "lose_ability_now")
        elif do == "tap_blockers":  # "tap all creatures blocking target attacking creature" (Feint)
            attacker = substitute(step["of"], bindings) if "of" in step else None  # none: all blocking creatures
            from .tapping import set_tapped

            for o in list(r.state.objects.values()):
                if o.on_battlefield and o.blocking and (attacker is None or o.blocks == attacker):
                    set_tapped(r, o.id, True)  # CR 701.21a: tracked
                    r.say(f"{name}: {o.name} becomes tapped (it is still blocking)", rules=("701.21a", "506.4"))
        elif do == "lose":
            from .effects import cant_lose

            player = r.state.players[substitute(step["player"], bindings)]
            if not player.lost and (stop := cant_lose(player.name, r.state)) is not None:
                r.say(f"{name}: {player.name} would lose the game, but {stop.name}: they can't", "cant_lose")
            elif not player.lost:
                player.lost = True
                r.say(f"{name}: {player.name} loses the game", "lose")
        else:
            raise Unmodelled(f"{name}: step {do!r} isn't modelled")


# --- conditions of a spell or ability: "if this spell was kicked", "if it's an artifact creature", hellbent --------

# What each stated condition (scenario.CONDITION_NAMES) asks, and its ability word (CR 207.2c)
STATED = {
    "hellbent": ("Hellbent", "its controller has no cards in hand"),
    "threshold": ("Threshold", "seven or more cards are in its controller's graveyard"),
    "spell_mastery": (
        "Spell mastery",
        "there are two or more instant and/or sorcery cards in its controller's graveyard",
    ),
    "raid": ("Raid", "its controller attacked with a creature this turn"),
    "metalcraft": ("Metalcraft", "its controller controls three or more artifacts"),
    "ferocious": ("Ferocious", "its controller controls a creature with power 4 or greater"),
    "main_phase": ("Main phase", "it was cast during its controller's main phase"),
    "snow_swamp": ("Snow Swamp", "its controller controls a snow Swamp"),
}


def _conditions_in(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for step in steps:
        if step.get("do") == "if":
            out += [step["condition"], *_conditions_in(step["then"]), *_conditions_in(step.get("else", []))]
    return out


def _kicked(r: Run, steps: list[dict[str, Any]], action: CastAction, name: str, caster: str, where: str) -> bool | None:
    """Whether the spell is kicked: the caster's choice as it is cast (CR 601.2b), each an outcome unless
    the action says; None for a spell without kicker."""
    if not any("kicked" in c for c in _conditions_in(steps)):
        if action.kicked is not None:
            raise BadInput(f"{name} has no kicker", field=f"{where}.kicked")
        return None
    if action.kicked is not None:
        return action.kicked
    labels = [f"{name}: kicked", f"{name}: not kicked"]
    return r.chooser.choose(f"{caster} decides whether to kick {name}", caster, labels) == 0


def _check_conditions(steps: list[dict[str, Any]], given: dict[str, bool], name: str, where: str) -> None:
    asked = {c["stated"] for c in _conditions_in(steps) if "stated" in c}
    for key in given:
        if key not in asked:
            raise BadInput(f"{name} doesn't ask whether {STATED[key][1]}", field=f"{where}.conditions.{key}")


def _shown(r: Run, key: str, you: str) -> bool:
    """Whether the battlefield shows a stated condition true (a scenario lists what is there, not always all)."""
    mine = [o for o in r.state.objects.values() if o.on_battlefield and o.controller == you]
    if key == "metalcraft":
        return sum("artifact" in o.types for o in mine) >= 3
    if key == "ferocious":
        return any(o.is_creature and (o.power or 0) >= 4 for o in mine)
    if key == "snow_swamp":
        return any("snow" in o.types and "swamp" in o.subtypes for o in mine)
    return False


def _condition(r: Run, cond: dict[str, Any], bindings: dict[str, Any], name: str, where: str) -> bool:
    you = bindings["$you"]
    if "kicked" in cond:
        return bindings.get("$kicked") is True
    if "target" in cond or "target_counter" in cond:
        target = bindings.get("$target")
        obj = r.state.objects.get(target or "")
        if "target_counter" in cond:
            met = obj is not None and obj.count(cond["target_counter"]) > 0
            what = f"{r.name(target or '')} has a {cond['target_counter']} counter"
        else:
            from .scenario import Selector
            from .selectors import matches

            met = target is not None and matches(Selector(**cond["target"]), target, r.state, you, bindings["$this"])
            what = f"{r.name(target or '')} is {cond.get('text', 'what it asks')}"
        r.say(f"{name} checks as it resolves whether {what}: {'yes' if met else 'no'}", "spell_condition")
        return met
    key = cond["stated"]
    word, text = STATED[key]
    stated = bindings.get("$conditions", {}).get(key)
    shown = _shown(r, key, you)
    if stated is False and shown:
        raise BadInput(f"{name}: the conditions say not {key}, but the battlefield shows that {text}", field=where)
    if stated is None and not shown:
        raise Unmodelled(
            f"{name}: {word} — whether {text} isn't known here; state it "
            f'("conditions": {{"{key}": true}} or false on the action'
            + (f', or say "with {word.lower()}" or "without {word.lower()}")' if key != "snow_swamp" else ")")
        )
    met = bool(stated) or shown
    how = "as stated" if stated is not None else "as the battlefield shows"
    r.say(f"{name}: {word} — {text}: {'yes' if met else 'no'} ({how})", "stated_condition")
    return met


# cost steps whose payment needs permanents on the battlefield as it is activated (the source or another one)
COSTS_ON_THE_BATTLEFIELD = ("sacrifice", "remove_counters", "sacrifice_a", "tap", "return_to_hand")


def _effect_on_targets(
    r: Run, step: dict[str, Any], bindings: dict[str, Any], name: str, where: str, divide: list[int] | None
) -> None:
    """A prevention effect on each of several targets ("up to two target creatures"); divided ("the next 4
    damage … to any number of targets, divided as you choose"), the division is made as it is cast (CR
    601.2d) and each target gets its own shield of its share (615.7); an illegal target gets none (608.2b)."""
    targets = bindings["$targets"]
    spec = substitute({k: v for k, v in step["effect"].items() if k != "to"}, bindings)
    spec.setdefault("source", bindings["$this"])
    spec.setdefault("controller", bindings["$you"])
    if not step.get("divided"):
        if targets:  # no target (up to N, none chosen): it protects nothing
            spec.setdefault("name", f"{possessive(name)} effect")
            create_effect(r, EffectIn.model_validate({**spec, "to": [{"id": t} for t in targets]}), where)
        return
    chosen = bindings.get("$chosen_targets", targets)
    split = _division(r, spec["amount"], chosen, divide, name, bindings["$you"], where, "prevention")
    for t, n in zip(chosen, split, strict=True):
        if t in targets:
            each = {**spec, "amount": n, "to": [{"id": t}], "name": f"{possessive(name)} effect (on {r.name(t)})"}
            create_effect(r, EffectIn.model_validate(each), where)


def _division(
    r: Run, amount: int, chosen: list[str], divide: list[int] | None, name: str, you: str, where: str, what: str
) -> list[int]:
    """How `amount` is divided among the targets chosen (CR 601.2d: each at least 1): the cast's `divide`,
    or every way is an outcome."""
    if divide is not None:
        if len(divide) != len(chosen) or sum(divide) != amount or min(divide, default=0) < 1:
            raise BadInput(f"divide {amount} {what} as {len(chosen)} positive numbers", field=f"{where}.divide")
        return list(divide)
    ways = _compositions(amount, len(chosen))
    labels = [f"{name}: " + ", ".join(f"{n} to {r.name(t)}" for t, n in zip(chosen, w, strict=True)) for w in ways]
    return ways[r.chooser.choose(f"how {name} divides its {what}", you, labels)]


def _pay(r: Run, step: dict[str, Any], bindings: dict[str, Any], name: str, where: str) -> None:
    from .events import put_into_graveyard

    obj = r.state.objects[bindings["$this"]]
    if "life" in step:  # CR 119.4: a player can pay life only if their life total is at least that much
        payer, n = r.state.players[bindings["$you"]], step["life"]  # the activating player pays (602.1a)
        if payer.life < n:
            raise BadInput(f"{payer.name} has {payer.life} life: they can't pay {n} life", field=where)
        payer.life -= n
        r.say(f"Cost paid: {payer.name} pays {n} life ({payer.life})", "pay_life")
    if "loyalty" in step:  # a loyalty ability's cost (CR 606.4): counters put on or removed
        n, has = step["loyalty"], obj.loyalty or 0
        if has + n < 0:  # CR 606.6
            raise BadInput(f"{obj.name} has {has} loyalty: it can't pay {n} (CR 606.6)", field=where)
        r.state.mut(obj.id).loyalty = has + n
        r.say(f"Cost paid: {obj.name} {'+' if n > 0 else ''}{n} loyalty ({has + n})", "pay_cost", "loyalty_cost")
    if "remove_counters" in step:
        kind, n = step["remove_counters"]["counter"], step["remove_counters"]["amount"]
        if obj.count(kind) < n:
            raise BadInput(
                f"{obj.name} has {obj.count(kind)} {kind} counter(s): it can't pay 'remove {n}'", field=where
            )
        r.state.mut(obj.id).add_counters(kind, -n)
        r.say(f"Cost paid: {n} {kind} counter(s) removed from {obj.name}", "counters")
    if step.get("return_to_hand"):  # "Return this to its owner's hand" (Gossamer Chains): a cost, CR 602.2b
        from .scenario import MoveIn

        r.say(f"Cost paid: {obj.name} is returned to its owner's hand", "zone_change")
        leave_battlefield(r, MoveIn(id=obj.id, zone="hand"))
    # {T} (CR 107.5): only an untapped permanent can pay it; paying taps it. Paid here, as the ability resolves: the
    # same check as when it was activated, since nothing between two activations can tap it and the actions that
    # untap it are in the order they resolve (a source that has left since keeps the state it left in)
    if step.get("tap_self"):
        from .tapping import tap_for_cost

        tap_for_cost(r, obj.id, f"{name}'s cost ({{T}})", where)
        if obj.on_battlefield:
            r.say(f"Cost paid: {obj.name} is tapped ({{T}})", "pay_cost", "tap_untap")
        else:  # it has left since: it was tapped as the ability was activated, before it left (602.2b)
            r.say(
                f"{obj.name} was tapped to pay the cost ({{T}}) as the ability was activated", "pay_cost", "tap_untap"
            )
    if step.get("sacrifice"):
        r.say(f"Cost paid: {obj.name} is sacrificed", "pay_cost", "sacrifice", "zone_change")
        zone = put_into_graveyard(r.branch(), obj.id, dies=obj.is_creature)
        after_zone_change(r, obj.id, "battlefield", zone)
    if "exile_library" in step:  # "Exile the top card of your library" (Thought Lash): paid as it is activated
        payer, n = r.state.players[bindings["$you"]], step["exile_library"]
        if payer.library is not None and payer.library < n:  # CR 118.3: a cost that can't be paid
            raise BadInput(
                f"{payer.name}'s library has {payer.library} card(s): they can't exile the top {n} to pay "
                f"{name}'s cost (CR 118.3, 602.2b)",
                field=where,
            )
        if payer.library is not None:
            payer.library -= n
        payer.exiled_from_library += n
        r.say(f"Cost paid: {payer.name} exiles the top {n} card(s) of their library", "pay_cost")
    if "sacrifice_a" in step:
        _sacrifice_chosen(r, obj, step, bindings.get("$sacrifice"), name, where)
    if "tap" in step:
        _tap_chosen(r, obj, step, bindings.get("$tap") or [], name, where)


def cost_candidates(r: Run, obj: Any, step: dict[str, Any], key: str) -> list[str]:
    """The permanents its controller could use for this cost: on the battlefield, theirs, matching its words."""
    from .scenario import Selector
    from .selectors import matches

    words = step[key]["filter"] if key == "tap" else step[key]
    sels = [Selector.model_validate(w) for w in (words if isinstance(words, list) else [words])]
    st = r.state
    return [
        o.id
        for o in st.objects.values()
        if o.on_battlefield
        and o.controller == obj.controller
        and all(matches(sel, o.id, st, obj.controller, obj.id) for sel in sels)  # all its words ("snow land")
    ]


def _sacrifice_chosen(r: Run, obj: Any, step: dict[str, Any], named: str | None, name: str, where: str) -> None:
    """'Sacrifice a creature': the activating player chooses which as they pay (CR 602.2b, 601.2h); named on
    the activation, or each choice is an outcome. None to choose: the cost can't be paid (118.3)."""
    from .events import put_into_graveyard

    what = step["what"]
    candidates = cost_candidates(r, obj, step, "sacrifice_a")
    if named is not None:
        if named not in candidates:
            raise BadInput(
                f"{name}'s cost ('sacrifice {what}'): {r.name(named)} isn't one {obj.controller} can sacrifice",
                field=f"{where}.sacrifice",
            )
        pick = named
    elif not candidates:
        raise BadInput(
            f"{name}'s cost ('sacrifice {what}') can't be paid: no {what.split(' ', 1)[1]} controlled by "
            f"{obj.controller} is on the battlefield",
            field=where,
        )
    else:
        labels = [f"{name}'s cost: sacrifice {r.name(c)}" for c in candidates]
        pick = candidates[r.chooser.choose(f"{obj.controller} chooses {what} to sacrifice", obj.controller, labels)]
    victim = r.state.objects[pick]
    r.say(f"Cost paid: {obj.controller} sacrifices {victim.name} ({what})", "pay_cost", "sacrifice", "zone_change")
    zone = put_into_graveyard(r.branch(), pick, dies=victim.is_creature)
    after_zone_change(r, pick, "battlefield", zone)


def _tap_chosen(r: Run, obj: Any, step: dict[str, Any], named: list[str], name: str, where: str) -> None:
    """'Tap an untapped creature you control': which is its controller's choice (CR 602.2b); only untapped ones
    can be tapped (118.3), and those named become tapped. Unnamed, the choice is no outcome of its own: if it is
    forced (exactly as many untapped as it needs) they are tapped; else which were tapped is left unknown, and a
    later tap or combat declaration of one of them asks for the names (resolver/tapping.py)."""
    from .tapping import tap_for_cost

    count, what = step["tap"]["count"], step["tap"]["what"]
    cost = f"{name}'s cost ('tap {count} untapped {what}')"
    candidates = cost_candidates(r, obj, step, "tap")
    if named:
        wrong = [t for t in named if t not in candidates]
        if wrong or len(set(named)) != len(named) or len(named) != count:
            bad = f"{r.name(wrong[0])} isn't one {obj.controller} can tap" if wrong else f"it taps exactly {count}"
            raise BadInput(f"{cost}: {bad}", field=f"{where}.tap")
        for t in named:
            tap_for_cost(r, t, cost, f"{where}.tap")
        r.say(
            f"Cost paid: {obj.controller} taps {', '.join(r.name(t) for t in named)} ({what})", "pay_cost", "tap_untap"
        )
        return
    untapped = [c for c in candidates if not r.state.objects[c].tapped]
    for c in untapped:  # one an earlier unnamed cost may have tapped: refused, asking for the names
        if any(c in cands for _, _, cands in r.state.loose_taps):
            tap_for_cost(r, c, cost, f"{where}.tap")
    if len(untapped) < count:
        raise BadInput(
            f"{cost} can't be paid: {len(untapped)} such permanent(s) controlled by {obj.controller} are untapped "
            "on the battlefield (CR 118.3)",
            field=where,
        )
    if len(untapped) == count:  # no choice: these are tapped
        for t in untapped:
            tap_for_cost(r, t, cost, where)
        r.say(
            f"Cost paid: {obj.controller} taps {', '.join(r.name(t) for t in untapped)} ({what})",
            "pay_cost",
            "tap_untap",
        )
        return
    r.state.loose_taps = (*r.state.loose_taps, (name, count, frozenset(untapped)))
    r.say(
        f"Cost paid: {obj.controller} taps {count} untapped {what} (their choice of "
        f"{', '.join(r.name(c) for c in untapped)}; nothing here depends on which is tapped)",
        "pay_cost",
        "tap_untap",
    )


def _damage(
    r: Run, step: dict[str, Any], bindings: dict[str, Any], name: str, where: str, divide: list[int] | None
) -> None:
    amount = substitute(step["amount"], bindings) + step.get("amount_plus", 0)  # "X plus 2"
    to = step["to"]
    source = bindings[step.get("from", "$this")]  # "from": "$attached": the creature an Aura is on deals it
    st = r.state
    if to == "$targets":
        targets = bindings["$targets"]
        if step.get("divided"):  # divided among every target as it was cast (601.2d); illegal ones get none
            chosen = bindings.get("$chosen_targets", targets)
            if divide is not None:
                if len(divide) != len(chosen) or sum(divide) != amount or min(divide) < 1:
                    raise BadInput(f"divide {amount} damage as {len(chosen)} positive numbers", field=f"{where}.divide")
                split = list(divide)
            else:
                ways = _compositions(amount, len(chosen))
                if not ways:
                    raise BadInput(
                        f"{name} can't divide {amount} damage among {len(chosen)} targets: each is dealt at least 1 "
                        "(CR 601.2d)",
                        field=f"{where}.targets",
                    )
                labels = [
                    f"{name}: " + ", ".join(f"{n} to {r.name(t)}" for t, n in zip(chosen, w, strict=True)) for w in ways
                ]
                split = ways[r.chooser.choose(f"how {name} divides its damage", bindings["$you"], labels)]
            recipients = [(t, n) for t, n in zip(chosen, split, strict=True) if t in targets]
        elif step.get("evenly"):  # Fireball: divided evenly among every target as it was cast, rounded down
            chosen = bindings.get("$chosen_targets", targets)
            recipients = [(t, amount // len(chosen)) for t in chosen if t in targets]
        else:
            recipients = [(t, amount) for t in targets]
    elif to in EACH_CREATURE:
        flying, players = EACH_CREATURE[to]
        recipients = [
            (o.id, amount)
            for o in st.objects.values()
            if o.on_battlefield and o.is_creature and (flying is None or o.keywords.has("flying") == flying)
        ]
        if players:  # and each player, at once: one batch (CR 120.4)
            recipients += [(p, amount) for p in st.order if not st.players[p].lost]
    elif to == "$planeswalker_of_that_player":
        owner = bindings["$that_player"]
        colors = st.objects[source].colors if source in st.objects else frozenset()
        walkers = [
            o.id for o in st.objects.values() if o.on_battlefield and o.is_planeswalker and o.controller == owner
        ]
        none_text = f"{name}: {owner} controls no planeswalker it can target"
        walker = pick_target(r, name, bindings["$you"], colors, walkers, none_text)
        if walker is None:
            return
        recipients = [(walker, amount)]
    elif to == "$each_creature_of_that_player":  # "… to each creature that player controls" (a damage trigger's)
        owner = bindings["$that_player"]
        recipients = [
            (o.id, amount) for o in st.objects.values() if o.on_battlefield and o.is_creature and o.controller == owner
        ]
    elif to == "$target" and "$target" not in bindings:
        probe = Pending(name, source, amount, None, trigger=True)
        target = choose_target(r, probe, bindings.get("$target_kind"), step.get("target_filter"), step=step)
        if target is not None:
            refuse_ability_target(r, target)
        recipients = [] if target is None else [(target, amount)]
    elif to == "$each_opponent":  # CR 102.2: the caster's opponents still in the game
        you = bindings["$you"]
        recipients = [(p, amount) for p in st.order if p != you and not st.players[p].lost]
    elif to == "$each_player":
        recipients = [(p, amount) for p in st.order if not st.players[p].lost]
    elif to == "$that_creature" and not st.objects[bindings[to]].on_battlefield:  # (CR 400.7: a new object)
        r.say(
            f"{name}: {r.name(bindings[to])} is no longer on the battlefield; no damage is dealt to it", "zone_change"
        )
        recipients = []
    else:
        recipients = [(substitute(to, bindings), amount)]
    for more in step.get("also", []):  # "… and 2 damage to you" (Char): the same event (CR 120.2)
        recipients.append((substitute(more["to"], bindings), more["amount"]))
    unpreventable = bool(step.get("unpreventable")) or amount >= step.get("unpreventable_if_x_at_least", 10**9)
    barred = [ref for ref, _ in recipients if _creature_there(st, ref)] if step.get("no_regeneration") else []
    for ref in barred:  # marked first: the damage's own destruction isn't regenerated (CR 701.15c)
        st.mut(ref).no_regeneration = True
    dealt = deal(r, [Piece(source, ref, n, False, unpreventable) for ref, n in recipients])
    for ref in barred:  # "a creature dealt damage this way": one all of whose damage was prevented wasn't
        if ref not in r.state.objects:
            continue
        if any(p.recipient == ref for p in dealt):
            r.say(f"{name}: {r.name(ref)} can't be regenerated this turn", "cant_regenerate")
        else:
            r.state.mut(ref).no_regeneration = False


def _creature_there(st: Any, ref: str) -> bool:
    obj = st.objects.get(ref)
    return obj is not None and obj.on_battlefield and obj.is_creature


def _counter(r: Run, ref: str, unless_pays: str | None, name: str) -> None:
    """CR 701.5a: the spell is removed from the stack and put into its owner's graveyard; it doesn't resolve. One
    that can't be countered isn't (101.2). "Unless its controller pays {N}": that player's choice, each an outcome
    (mana isn't tracked, so paying is assumed possible)."""
    spell = r.state.objects[ref]
    use = next((u for u in r.plan.spells.values() if u.object_id == ref), None)
    if use is not None and _uncounterable(use):
        r.say(f"{name}: {spell.name} can't be countered", "uncounterable")
        return
    if unless_pays:
        labels = [
            f"{spell.controller} pays {unless_pays} for {spell.name}",
            f"{spell.controller} doesn't pay {unless_pays}",
        ]
        if r.chooser.choose(f"{spell.controller} decides whether to pay {unless_pays}", spell.controller, labels) == 0:
            r.say(f"{name}: {spell.controller} pays {unless_pays}, so {spell.name} isn't countered", "counter")
            return
    r.state.mut(ref).zone = "graveyard"
    r.say(f"{name}: {spell.name} is countered and put into its owner's graveyard", "counter")


def _fight(r: Run, step: dict[str, Any], bindings: dict[str, Any], name: str) -> None:
    """ "Target creature you control fights target creature you don't control" (CR 701.12a: each deals damage equal
    to its power to the other, at once; 701.12d: not combat damage) or "… deals damage equal to its power to …" (the
    first only). Each creature is the damage's source: its deathtouch, lifelink, infect count (CR 702.2b, 702.15b).
    A target gone or illegal as it resolves does nothing (run_steps; 701.12b, 608.2b)."""
    first, second = (r.state.objects[bindings[step[k]]] for k in ("a", "b"))
    pairs = [(first, second), (second, first)] if step["do"] == "fight" else [(first, second)]
    r.say(
        f"{name}: {first.name} fights {second.name}"
        if step["do"] == "fight"
        else f"{name}: {first.name} deals damage equal to its power ({max(0, first.power)}) to {second.name}",
        step["do"],
    )
    deal(r, [Piece(x.id, y.id, x.power) for x, y in pairs if x.power > 0])  # 0 or less deals none (CR 107.1b)


# --- triggered abilities -------------------------------------------------------------------------------


def _queue(r: Run, use: CardUse, ability: Any, bindings: dict[str, Any], because: str = "") -> None:
    if not ability.modelled:
        raise Unmodelled(line_not_modelled(use.card.name, ability.text, ability.reason, "and it triggers here"))
    if "$targets" in placeholders(ability.steps):  # "… divided as you choose among one, two, or three targets"
        raise Unmodelled(
            f"{use.card.name}: {' '.join(ability.text.split())} — a triggered ability with several targets, chosen "
            "(and its damage divided) as it is put on the stack (CR 603.3d, 601.2d), isn't modelled"
        )
    name = use.card.faces[use.face].name
    if use.object_id in r.state.objects and name in r.state.dup_names:  # two of a card: which one's (its id)
        name = r.name(use.object_id)
    r.triggers.append(
        Pending(
            name,
            use.object_id,
            int(bindings.get("$amount", 0) or 0),
            None,
            trigger=True,
            steps=tuple(ability.steps),
            # what its text says it targets ("target creature an opponent controls"), for the choice as it is put
            # on the stack (resolver/trigger_targets.py; CR 115.1, 603.3d)
            bindings=tuple({**bindings, **({"$target_kind": kind} if (kind := ability.target_kind) else {})}.items()),
            optional=ability.optional,
        )
    )
    if because:  # a damage trigger: on the damage dealt (CR 120.4b), never on damage prevented (615.6)
        r.say(f"{name}'s triggered ability triggers{because}", "trigger", rules=("603.2", "120.4b"))
    else:
        r.say(f"{name}'s triggered ability triggers", "trigger")


def after_damage(r: Run, dealt: list[Piece], prevented: Sequence[Piece] = ()) -> None:
    """'Whenever this is dealt damage' / 'whenever this deals damage' (CR 603.2, 120.4).

    `prevented` (pieces some of whose damage was prevented) is given only for misconceptions: one who believes
    combat damage Fog prevents is still dealt (fog_still_deals_combat_damage; 615.6 and 120.4b say it isn't)
    counts the prevented combat damage as dealt for these triggers."""
    if r.plan is None:
        return
    ghost: list[Piece] = []
    if r.ruleset.misconceived("fog_still_deals_combat_damage"):
        ghost = [Piece(p.source, p.recipient, p.prevented, combat=True) for p in prevented if p.combat]

    def believe(total: int, extra: int, what: str) -> int:
        if extra and total > 0:
            believed(
                r,
                "fog_still_deals_combat_damage",
                f"the {extra} combat damage {what} that was prevented counts as dealt for its triggered ability",
                "prevented",
            )
        return total

    for use, ability in r.plan.triggers("dealt_damage"):
        if ability.trigger.get("of") == "creature":  # "whenever a creature [you control …] is dealt damage"
            _creature_dealt(r, use, ability, dealt, ghost, believe)
            continue
        watched = _dealer(r, use, ability.trigger)  # it, or (`"by": "attached"`) the creature it is attached to
        if watched is None:
            continue
        name = r.name(watched)
        total, extra = _dealt_to(dealt, ghost, watched)
        if believe(total, extra, f"dealt to {name}") > 0:
            bindings = {"$this": use.object_id, "$you": use.controller, "$amount": total}
            because = ""
            if watched != use.object_id:  # "that creature's controller", "its controller": as the damage is dealt
                bindings |= {"$attached": watched, "$that_player": r.state.objects[watched].controller}
                because = f" ({name} was dealt {total} damage)"
            _queue(r, use, ability, bindings, because)
    for use, ability in r.plan.triggers("deals_damage"):
        trig = ability.trigger
        dealer = _dealer(r, use, trig)
        if dealer is None:
            continue
        name = r.name(dealer)
        mine, extra_mine = (
            [p for p in pieces if p.source == dealer and (not trig.get("combat") or p.combat)]
            for pieces in (dealt, ghost)
        )
        base = {"$this": use.object_id, "$you": use.controller}
        if trig.get("by") == "attached":
            base["$attached"] = dealer
        kind = "combat damage" if trig.get("combat") else "damage"
        to = trig.get("to")
        if to is None:  # once for all it dealt at once, to whatever (CR 603.2c: one event)
            extra = sum(p.amount for p in extra_mine)
            if (total := believe(sum(p.amount for p in mine) + extra, extra, f"{name} would deal")) > 0:
                _queue(r, use, ability, {**base, "$amount": total}, _because(r, use, dealer, total, kind, None))
            continue
        # once for each player (or opponent, or creature) it was dealt to (603.2c: one event, several occurrences)
        recipients = list(dict.fromkeys(p.recipient for p in [*mine, *extra_mine]))
        for who in recipients:
            if to == "creature":
                obj = r.state.objects.get(who)
                if obj is None or not obj.is_creature:
                    continue
            elif who not in r.state.players or (to == "opponent" and who not in r.state.opponents(use.controller)):
                continue
            total, extra = _dealt_to(mine, extra_mine, who)
            if believe(total, extra, f"{name} would deal to {r.name(who)}") > 0:
                that = "$that_creature" if to == "creature" else "$that_player"
                because = _because(r, use, dealer, total, kind, who)
                _queue(r, use, ability, {**base, "$amount": total, that: who}, because)


def _dealt_to(dealt: Sequence[Piece], ghost: Sequence[Piece], who: str) -> tuple[int, int]:
    """The damage dealt to `who` in the event, and the part of it only a misconception counts (`ghost`: combat damage
    Fog prevented, after_damage): (total with that part, that part)."""
    extra = sum(p.amount for p in ghost if p.recipient == who)
    return sum(p.amount for p in dealt if p.recipient == who) + extra, extra


def _creature_dealt(
    r: Run, use: CardUse, ability: Any, dealt: list[Piece], ghost: list[Piece], believe: Callable[[int, int, str], int]
) -> None:
    """'Whenever a creature [you control | an opponent controls] is dealt damage': once for each such creature
    dealt damage in the event (CR 603.2c), while this is on the battlefield; "that much" what that creature was
    dealt, "that creature's controller" its controller as the damage was dealt."""
    this = r.state.objects.get(use.object_id)
    if this is None or not this.on_battlefield:
        return
    whose = ability.trigger.get("controller")
    for who in dict.fromkeys(p.recipient for p in [*dealt, *ghost]):
        obj = r.state.objects.get(who)
        if obj is None or not obj.is_creature:
            continue
        if whose == "you" and obj.controller != use.controller:
            continue
        if whose == "opponent" and obj.controller not in r.state.opponents(use.controller):
            continue
        total, extra = _dealt_to(dealt, ghost, who)
        if believe(total, extra, f"dealt to {obj.name}") > 0:
            bindings = {"$this": use.object_id, "$you": use.controller, "$amount": total}
            bindings |= {"$that_creature": who, "$that_player": obj.controller}
            _queue(r, use, ability, bindings, f" ({obj.name} was dealt {total} damage)")


def _dealer(r: Run, use: CardUse, trig: dict[str, Any]) -> str | None:
    """Whose damage the trigger watches: the permanent itself, or (`"by": "attached"`) the creature the Aura or
    Equipment is attached to — none once it has left the battlefield or become unattached (CR 704.5m, 704.5n)."""
    if trig.get("by") != "attached":
        return use.object_id
    obj = r.state.objects.get(use.object_id)
    if use.attached is None or obj is None or not obj.on_battlefield or obj.unattached:
        return None
    return use.attached


def _because(r: Run, use: CardUse, dealer: str, total: int, kind: str, who: str | None) -> str:
    """What made a deals-damage trigger trigger, said with it: "(Grizzly Bears dealt 2 combat damage to Opponent)"."""
    by = "it" if dealer == use.object_id else r.name(dealer)
    return f" ({by} dealt {total} {kind}{'' if who is None else f' to {r.name(who)}'})"


def after_zone_change(r: Run, obj_id: str, old: str, new: str) -> None:
    """Leaves-the-battlefield and put-into-a-graveyard triggers of the object itself, and of permanents that
    watch another creature die."""
    if r.plan is None:
        return
    if old == "battlefield" and new == "graveyard" and r.state.objects[obj_id].is_creature:
        _another_dies(r, obj_id)
    if obj_id not in r.plan.permanents:
        return
    if old == "battlefield" and new != "battlefield":
        end_bonus(r, obj_id)  # an Aura's or Equipment's bonus to its creature stops (CR 613.4c)
        end_anthems(r, obj_id)  # so does its "creatures you control get +1/+1" (CR 611.3a)
    use = r.plan.permanents[obj_id]
    obj = r.state.objects[obj_id]
    events = []
    if old == "battlefield" and new != "battlefield":
        events.append("leaves_battlefield")
        if new == "graveyard" and obj.is_creature:
            events.append("dies")
    if new == "graveyard":
        events.append("put_into_graveyard")
    for ability in use.card.abilities:
        if ability.kind == "triggered" and ability.trigger and ability.trigger.get("event") in events:
            _queue(r, use, ability, {"$this": obj_id, "$you": use.controller})


def _another_dies(r: Run, obj_id: str) -> None:
    """'Whenever a creature dealt damage by this this turn dies' (Sengir Vampire): a leaves-the-battlefield
    ability, so it looks back in time (CR 603.10a): it triggers if this was on the battlefield just before the
    creature died, also when both die at once (then its counter goes nowhere, 400.7). What dealt the creature
    damage is known from the scenario on; damage marked before it, by sources not given, could have been this's,
    which is asked for rather than guessed."""
    dead = r.state.objects[obj_id]
    for use, ability in r.plan.triggers("creature_dies"):
        this = use.object_id
        src = r.state.objects.get(this)
        if this == obj_id or src is None or not (src.on_battlefield or this in r.leaving_together):
            continue
        if this in dead.dealt_by:
            r.say(f"{dead.name}, dealt damage by {src.name} this turn, dies", "trigger", rules=("603.10a",))
            _queue(r, use, ability, {"$this": this, "$you": use.controller})
        elif "?" in dead.dealt_by:
            raise Unmodelled(
                f"{dead.name} had damage marked before this, and whether {src.name} dealt it this turn isn't given: "
                f"it decides whether {src.name}'s ability ({' '.join(ability.text.split())}) triggers as "
                f"{dead.name} dies (CR 603.10a)"
            )


def check_now(r: Run) -> None:
    """State-based actions (CR 704.3), then state triggers (603.8): what is checked before a player would get
    priority, and before what waits is put on the stack (117.5)."""
    r.ruleset.state_based_actions(r)
    check_state_triggers(r)


def check_state_triggers(r: Run) -> None:
    """'When there are N or more [kind] counters on this …' (a state trigger, CR 603.8)."""
    if r.plan is None:
        return
    for use, ability in r.plan.triggers("counters_at_least"):
        obj = r.state.objects[use.object_id]
        trig = ability.trigger
        pending = any(t.source == use.object_id and t.steps == tuple(ability.steps) for t in r.triggers)
        if obj.on_battlefield and obj.count(trig["counter"]) >= trig["amount"] and not pending:
            _queue(r, use, ability, {"$this": use.object_id, "$you": use.controller})


PROWESS_STEPS = ({"do": "modify", "target": "$this", "power": 1, "toughness": 1},)


def _prowess(r: Run, caster: str) -> None:
    """CR 702.108a: 'Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn'
    (only instants and sorceries are cast here)."""
    for o in r.state.objects.values():
        if _prowesses(o, caster):
            r.triggers.append(
                Pending(
                    f"{o.name}'s prowess",
                    o.id,
                    0,
                    None,
                    trigger=True,
                    steps=PROWESS_STEPS,
                    bindings=(("$this", o.id), ("$you", caster)),
                )
            )
            r.say(f"{o.name}'s prowess triggers", "prowess")


def on_cast(r: Run, spell: CardUse, targets: list[str]) -> None:
    """Cast triggers: 'whenever a player casts a red spell', 'whenever this becomes the target of a spell'."""
    _prowess(r, spell.controller)
    for use, ability, bindings in _cast_triggered(r, spell, targets):
        _queue(r, use, ability, bindings)


def check_cast_triggers_wait(r: Run, spell: CardUse, targets: list[str]) -> None:
    """A spell put on the stack with a response to come above it: its cast triggers trigger now, as it is cast,
    and wait on the stack above it, under the response (CR 601.2i, 603.2, 603.3) — they resolve even if their
    source has left since (113.7a). The engine triggers them as the spell resolves (on_cast), which is the same
    game only when nothing happens in between, so such a spell is refused rather than answered wrong."""
    names = [o.name for o in r.state.objects.values() if _prowesses(o, spell.controller)]
    names += [r.state.objects[use.object_id].name for use, _, _ in _cast_triggered(r, spell, targets)]
    if names:
        what = spell.card.faces[spell.face].name
        raise Unmodelled(
            f"{' and '.join(dict.fromkeys(names))}: its ability triggers as {what} is cast and waits on the stack "
            f"under what is cast in response (CR 603.2, 603.3), which isn't modelled: the engine triggers it as "
            f"{what} resolves"
        )


def _prowesses(o: Any, caster: str) -> bool:
    return o.on_battlefield and o.controller == caster and o.keywords.has("prowess")


def _cast_triggered(r: Run, spell: CardUse, targets: list[str]) -> list[tuple[CardUse, Any, dict[str, Any]]]:
    """The triggered abilities (besides prowess) that trigger as `spell` is cast, with their bindings."""
    if r.plan is None:
        return []
    out = []
    colors = set(r.state.objects[spell.object_id].colors)
    for use, ability in r.plan.triggers("spell_cast"):
        wanted = set(ability.trigger.get("colors", []))
        mine = spell.controller == r.state.objects[use.object_id].controller
        if ability.trigger.get("by") in ("you", "opponent") and mine != (ability.trigger["by"] == "you"):
            continue  # "whenever you cast …" / "whenever an opponent casts …"
        if r.state.objects[use.object_id].on_battlefield and (not wanted or wanted & colors):
            out.append((use, ability, {"$this": use.object_id, "$you": r.state.objects[use.object_id].controller}))
    for use, ability in r.plan.triggers("becomes_target_of_spell"):
        obj = r.state.objects[use.object_id]
        if not obj.on_battlefield:
            continue
        trig = ability.trigger
        if trig.get("of") == "you_or_yours":
            hit = any(
                t == obj.controller or (t in r.state.objects and r.state.objects[t].controller == obj.controller)
                for t in targets
            )
        else:
            hit = use.object_id in targets
        by = trig.get("by")  # "an opponent controls" / heroic's "whenever you cast a spell that targets this"
        if hit and (by is None or (spell.controller == obj.controller) == (by == "you")):
            out.append(
                (use, ability, {"$this": use.object_id, "$you": obj.controller, "$spell_controller": spell.controller})
            )
    return out


def on_blockers_declared(r: Run, blockers: dict[str, str]) -> None:
    """'Whenever this blocks' (once each combat however many it blocks, CR 509.5a) and 'whenever this becomes
    blocked' (once, by however many, 509.5c) trigger as blockers are declared (509.1i) and resolve before
    combat damage (509.4a)."""
    if r.plan is None:
        return
    blocked = set(blockers.values())
    said = {"blocks": "blocks", "becomes_blocked": "becomes blocked", "blocks_or_blocked": "blocks or becomes blocked"}
    for event, who in (
        ("blocks", set(blockers)),
        ("becomes_blocked", blocked),
        ("blocks_or_blocked", set(blockers) | blocked),  # one creature can't do both in one combat (509.1)
    ):
        for use, ability in r.plan.triggers(event):
            obj = r.state.objects[use.object_id]
            if use.object_id in who and obj.on_battlefield:
                r.say(f"{obj.name} {said[event]}", "block_trigger")
                _queue(r, use, ability, {"$this": use.object_id, "$you": obj.controller, **attached_binding(r, use)})
    for use, ability in r.plan.triggers("block_pair"):  # "… blocks or becomes blocked by a creature": once a creature
        obj = r.state.objects[use.object_id]
        how = ability.trigger["as"]
        for blocker, attacker in blockers.items():
            if not obj.on_battlefield or use.object_id not in (blocker, attacker):
                continue
            blocks = use.object_id == blocker
            if how == ("becomes_blocked" if blocks else "blocks"):
                continue
            other = attacker if blocks else blocker
            said = f"blocks {r.name(other)}" if blocks else f"becomes blocked by {r.name(other)}"
            r.say(f"{obj.name} {said}", "block_trigger", rules=("603.2c",))
            bindings = {"$this": use.object_id, "$you": obj.controller, "$that_creature": other}
            _queue(r, use, ability, bindings | {"$that_player": r.state.objects[other].controller})
    for use, ability in r.plan.triggers("blocked_by_unflanked"):  # flanking: each such blocker is its own trigger
        obj = r.state.objects[use.object_id]
        for blocker, attacker in blockers.items():
            if attacker == use.object_id and obj.on_battlefield and not has_flanking(r, blocker):
                r.say(f"{r.name(blocker)}, without flanking, blocks {obj.name}", "flanking")
                _queue(r, use, ability, {"$this": use.object_id, "$you": obj.controller, "$blocker": blocker})


def has_flanking(r: Run, oid: str) -> bool:
    """Whether a creature has flanking (CR 702.25a): as an engine keyword (a creature said to have it), or as its
    card's compiled flanking trigger (the keyword table makes a card's flanking that ability, not a keyword)."""
    if r.state.objects[oid].keywords.has("flanking"):
        return True
    return r.plan is not None and any(use.object_id == oid for use, _ in r.plan.triggers("blocked_by_unflanked"))


def run_trigger(r: Run, item: Pending) -> None:
    if target_gone(r, item):  # chosen as it was put on the stack, gone now (CR 608.2b)
        return
    bindings = dict(item.bindings)
    if item.optional:
        labels = [f"{item.effect_name}: use the ability", f"{item.effect_name}: decline"]
        if (
            r.chooser.choose(
                f"{bindings['$you']} decides whether to use {item.effect_name}'s ability", bindings["$you"], labels
            )
            == 1
        ):
            r.say(f"{bindings['$you']} declines {item.effect_name}'s optional ability", "trigger")
            return
    try:
        run_steps(r, list(item.steps), bindings, item.effect_name, "trigger", None)
    except Unmodelled as exc:  # "a card's effect needs a target": say whose (Reliquary Monk's dies trigger)
        if not str(exc).startswith("a card's effect needs"):
            raise
        raise Unmodelled(f"{item.effect_name}'s triggered ability: {exc}, which isn't chosen here") from None
