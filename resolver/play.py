"""Running card abilities: casting spells, activating abilities, and cards' triggered abilities."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import become, create_effect
from .cards import CardUse, activated_abilities, check_target, legal_modes, spell_abilities, substitute
from .context import Run
from .damage import deal
from .effects import Pending, Piece
from .errors import BadInput, Unmodelled
from .events import gain_life
from .scenario import ActivateAction, BecomeIn, CastAction, EffectIn
from .targeting import legal_targets, pick_target, ward_countered

SHARE_A_COLOR = "$target_and_each_creature_sharing_a_color"


def _compositions(total: int, parts: int) -> list[list[int]]:
    if parts == 1:
        return [[total]]
    return [
        [first, *rest] for first in range(total - parts + 1, 0, -1) for rest in _compositions(total - first, parts - 1)
    ]


def _bindings(r: Run, use: CardUse, targets: list[str], x: int | None) -> dict[str, Any]:
    b: dict[str, Any] = {
        "$this": use.object_id,
        "$you": use.controller,
        "$attached": use.attached,
        "$targets": list(targets),
    }
    if targets:
        b["$target"] = targets[0]
        obj = r.state.objects.get(targets[0])
        if obj is not None:
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
    for t in targets:
        if not _legal(r, t):
            continue
        try:
            check_target(r.state, ability, t, what, "", controller)
        except BadInput as exc:
            why = str(exc).removeprefix(": ")
            r.say(f"{r.name(t)} is no longer a legal target ({why}), so {what} doesn't affect it", "illegal_target")
            continue
        live.append(t)
    return legal_targets(r, live, controller, colors, what)


def _uncounterable(use: CardUse) -> bool:
    """'This spell can't be countered' (CR 101.2): a line the engine otherwise never needs."""
    return any("can't be countered" in a.text.lower() and a.face == use.face for a in use.card.abilities)


def _legal(r: Run, ref: str) -> bool:
    if ref in r.state.players:
        return not r.state.players[ref].lost
    obj = r.state.objects.get(ref)
    return obj is not None and obj.on_battlefield


def cast(r: Run, index: int, action: CastAction, settle: Callable[[Run], None]) -> None:
    """A spell resolves (actions are in resolution order); its cast triggers resolve before it."""
    use = r.plan.spells[index]
    face = use.card.faces[use.face]
    abilities = spell_abilities(use)
    if not abilities:
        unknown = next((a for a in use.card.abilities if a.face == use.face and not a.modelled), None)
        if unknown is not None and any(t in face.types for t in ("instant", "sorcery")):
            raise Unmodelled(f"{face.name}: {unknown.reason}")  # its first unmodelled clause
        raise Unmodelled(
            f"casting {face.name} ({face.type_line}) isn't modelled: only instants and sorceries "
            "resolve here; put a permanent on the battlefield instead"
        )
    ability = abilities[0]
    if len(abilities) > 1:
        if action.mode is not None:
            if not 1 <= action.mode <= len(abilities):
                raise BadInput(f"{face.name} has {len(abilities)} modes", field=f"actions[{index}].mode")
            ability = abilities[action.mode - 1]
        else:  # each mode these targets suit is an outcome (CR 700.2a: chosen as the spell is cast)
            legal = legal_modes(
                r.state, abilities, list(action.targets), face.name, f"actions[{index}]", use.controller
            )
            labels = [f"{face.name}: mode {i + 1} ({abilities[i].text.lstrip('• ')})" for i in legal]
            ability = abilities[
                legal[r.chooser.choose(f"{use.controller} chooses a mode for {face.name}", use.controller, labels)]
            ]
    if not ability.modelled:
        raise Unmodelled(f"{face.name}: {ability.reason}")
    targets = list(action.targets)
    shown = f" targeting {', '.join(r.name(t) for t in targets)}" if targets else ""
    r.say(f"{use.controller} casts {face.name}{shown}", "cast")
    on_cast(r, use, targets)
    settle(r)
    if ward_countered(r, targets, use.controller, face.name, _uncounterable(use)):
        return
    colors = r.state.objects[use.object_id].colors
    live = _live_targets(r, ability, targets, use.controller, colors, face.name)
    if targets and not live:
        r.say(f"{face.name}'s targets are all gone: it doesn't resolve", "illegal_target")
        return
    r.say(f"{face.name} resolves", "resolve")
    r.chosen_source = action.source
    try:
        bindings = {**_bindings(r, use, live, action.x), "$chosen_targets": targets}
        run_steps(r, ability.steps, bindings, face.name, f"actions[{index}]", action.divide)
    finally:
        r.chosen_source = None


def activate(r: Run, index: int, action: ActivateAction, settle: Callable[[Run], None]) -> None:
    """An activated ability resolves (actions are in resolution order). Its costs were paid as it was
    activated (CR 602.2b), so they are paid first and stay paid if it is countered (ward); once activated it
    exists independently of its source (113.7a), so it resolves even if the source has left since."""
    use = r.plan.permanents[action.activate]
    card, face = use.card, use.card.faces[use.face]
    obj = r.state.objects[use.object_id]
    ability = activated_abilities(card, use.face)[action.ability - 1]
    if not ability.modelled:
        raise Unmodelled(f"{face.name}'s ability {action.ability} ({ability.text}): {ability.reason}")
    costs = [s for s in ability.steps if s.get("do") == "pay"]
    effects = [s for s in ability.steps if s.get("do") != "pay"]
    if not obj.on_battlefield and any("sacrifice" in s or "remove_counters" in s for s in costs):
        raise Unmodelled(
            f"{obj.name} left the battlefield before its ability resolved, but its cost ({ability.cost}) was paid "
            "when it was activated, before that: describe the activation after what was done in response"
        )
    use = CardUse(card, use.face, use.object_id, obj.controller, use.attached)
    targets = list(action.targets)
    shown = f" targeting {', '.join(r.name(t) for t in targets)}" if targets else ""
    r.say(f"{obj.controller} activates {obj.name}'s ability ({ability.cost}){shown}", "activate")
    where = f"actions[{index}]"
    run_steps(r, costs, _bindings(r, use, targets, action.x), face.name, where, None)
    if not obj.on_battlefield:
        r.say(f"{obj.name} has left the battlefield; its ability resolves anyway", "ability_independent")
    if ward_countered(r, targets, obj.controller, f"{obj.name}'s ability"):
        return
    live = _live_targets(r, ability, targets, obj.controller, obj.colors, f"{obj.name}'s ability")
    if targets and not live:
        r.say("The ability's targets are all gone: it doesn't resolve", "illegal_target")
        return
    r.chosen_source = action.source
    try:
        run_steps(r, effects, _bindings(r, use, live, action.x), face.name, where, None)
    finally:
        r.chosen_source = None


def run_steps(
    r: Run, steps: list[dict[str, Any]], bindings: dict[str, Any], name: str, where: str, divide: list[int] | None
) -> None:
    for step in steps:
        do = step["do"]
        if do == "damage":
            _damage(r, step, bindings, name, where, divide)
        elif do == "effect" and step["effect"].get("to") == "$targets":
            _effect_on_targets(r, step, bindings, name, where, divide)
        elif do == "effect":
            spec = substitute(step["effect"], bindings)
            spec.setdefault("source", bindings["$this"])
            spec.setdefault("controller", bindings["$you"])
            spec.setdefault("name", f"{name}'s effect")
            create_effect(r, EffectIn.model_validate(spec), where)
        elif do == "gain_life":
            amount = substitute(step["amount"], bindings)
            gain_life(r.branch(), substitute(step["player"], bindings), amount, name, "gain")
        elif do == "counters":
            obj = r.state.mut(substitute(step["on"], bindings))
            n = substitute(step["amount"], bindings)
            obj.add_counters(step["counter"], -n if step.get("remove") else n)
            r.say(
                f"{name}: {n} {step['counter']} counter(s) {'removed from' if step.get('remove') else 'put on'} "
                f"{obj.name}",
                "counters",
            )
        elif do == "modify":
            obj = r.state.mut(substitute(step["target"], bindings))
            obj.base_power = (obj.base_power or 0) + step.get("power", 0)
            obj.base_toughness = (obj.base_toughness or 0) + step.get("toughness", 0)
            r.say(
                f"{name}: {obj.name} gets +{step.get('power', 0)}/+{step.get('toughness', 0)} until end of turn "
                f"({obj.power}/{obj.toughness})",
                "characteristics",
            )
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
            obj = r.state.mut(bindings["$this"])
            from .state import Keywords

            obj.keywords = Keywords.parse([*obj.keywords.names(), *step["keywords"]], obj.name)
            r.say(f"{name}: {obj.name} gains {', '.join(step['keywords'])} until end of turn", "characteristics")
        elif do == "pay":
            _pay(r, step, bindings, name, where)
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
            old = obj.zone
            obj.zone = step["zone"]
            obj.damage, obj.counters = 0, {}
            r.say(f"{name}: {obj.name} is put into its owner's {step['zone']}", "zone_change")
            after_zone_change(r, obj.id, old, step["zone"])
        elif do == "lose":
            player = r.state.players[substitute(step["player"], bindings)]
            if not player.lost:
                player.lost = True
                r.say(f"{name}: {player.name} loses the game", "lose")
        else:
            raise Unmodelled(f"{name}: step {do!r} isn't modelled")


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
            spec.setdefault("name", f"{name}'s effect")
            create_effect(r, EffectIn.model_validate({**spec, "to": [{"id": t} for t in targets]}), where)
        return
    chosen = bindings.get("$chosen_targets", targets)
    split = _division(r, spec["amount"], chosen, divide, name, bindings["$you"], where, "prevention")
    for t, n in zip(chosen, split, strict=True):
        if t in targets:
            each = {**spec, "amount": n, "to": [{"id": t}], "name": f"{name}'s effect (on {r.name(t)})"}
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
        payer, n = r.state.players[obj.controller], step["life"]
        if payer.life < n:
            raise BadInput(f"{payer.name} has {payer.life} life: they can't pay {n} life", field=where)
        payer.life -= n
        r.say(f"Cost paid: {payer.name} pays {n} life ({payer.life})", "pay_life")
    if "remove_counters" in step:
        kind, n = step["remove_counters"]["counter"], step["remove_counters"]["amount"]
        if obj.count(kind) < n:
            raise BadInput(
                f"{obj.name} has {obj.count(kind)} {kind} counter(s): it can't pay 'remove {n}'", field=where
            )
        r.state.mut(obj.id).add_counters(kind, -n)
        r.say(f"Cost paid: {n} {kind} counter(s) removed from {obj.name}", "counters")
    if step.get("sacrifice"):
        r.say(f"Cost paid: {obj.name} is sacrificed", "zone_change")
        zone = put_into_graveyard(r.branch(), obj.id, dies=obj.is_creature)
        after_zone_change(r, obj.id, "battlefield", zone)


def _damage(
    r: Run, step: dict[str, Any], bindings: dict[str, Any], name: str, where: str, divide: list[int] | None
) -> None:
    amount = substitute(step["amount"], bindings)
    to = step["to"]
    source = bindings["$this"]
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
                labels = [
                    f"{name}: " + ", ".join(f"{n} to {r.name(t)}" for t, n in zip(chosen, w, strict=True)) for w in ways
                ]
                split = ways[r.chooser.choose(f"how {name} divides its damage", bindings["$you"], labels)]
            recipients = [(t, n) for t, n in zip(chosen, split, strict=True) if t in targets]
        else:
            recipients = [(t, amount) for t in targets]
    elif to in ("$each_creature", "$each_creature_and_player"):
        recipients = [(o.id, amount) for o in st.objects.values() if o.on_battlefield and o.is_creature]
        if to == "$each_creature_and_player":  # at once, one batch (CR 120.4)
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
    elif to == "$target" and "$target" not in bindings:
        from .damage import choose_target

        target = choose_target(r, Pending(name, source, amount, None, trigger=True))
        recipients = [] if target is None else [(target, amount)]
    else:
        recipients = [(substitute(to, bindings), amount)]
    unpreventable = bool(step.get("unpreventable")) or amount >= step.get("unpreventable_if_x_at_least", 10**9)
    deal(r, [Piece(source, ref, n, False, unpreventable) for ref, n in recipients])


# --- triggered abilities -------------------------------------------------------------------------------


def _queue(r: Run, use: CardUse, ability: Any, bindings: dict[str, Any]) -> None:
    if not ability.modelled:
        raise Unmodelled(f"{use.card.name}: {ability.reason}")
    name = use.card.faces[use.face].name
    r.triggers.append(
        Pending(
            name,
            use.object_id,
            int(bindings.get("$amount", 0) or 0),
            None,
            trigger=True,
            steps=tuple(ability.steps),
            bindings=tuple(bindings.items()),
            optional=ability.optional,
        )
    )
    r.say(f"{name}'s triggered ability triggers", "trigger")


def after_damage(r: Run, dealt: list[Piece]) -> None:
    """'Whenever this is dealt damage' / 'whenever this deals damage' (CR 603.2, 120.4)."""
    if r.plan is None:
        return
    for use, ability in r.plan.triggers("dealt_damage"):
        total = sum(p.amount for p in dealt if p.recipient == use.object_id)
        if total > 0:
            _queue(r, use, ability, {"$this": use.object_id, "$you": use.controller, "$amount": total})
    for use, ability in r.plan.triggers("deals_damage"):
        trig = ability.trigger
        mine = [p for p in dealt if p.source == use.object_id and (not trig.get("combat") or p.combat)]
        if trig.get("to") == "opponent":
            for player in r.state.opponents(use.controller):
                total = sum(p.amount for p in mine if p.recipient == player)
                if total > 0:
                    _queue(
                        r,
                        use,
                        ability,
                        {"$this": use.object_id, "$you": use.controller, "$amount": total, "$that_player": player},
                    )
        elif (total := sum(p.amount for p in mine)) > 0:
            _queue(r, use, ability, {"$this": use.object_id, "$you": use.controller, "$amount": total})


def after_zone_change(r: Run, obj_id: str, old: str, new: str) -> None:
    """Leaves-the-battlefield and put-into-a-graveyard triggers of the object itself."""
    if r.plan is None or obj_id not in r.plan.permanents:
        return
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
        if o.on_battlefield and o.controller == caster and o.keywords.has("prowess"):
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
    if r.plan is None:
        return
    colors = set(r.state.objects[spell.object_id].colors)
    for use, ability in r.plan.triggers("spell_cast"):
        wanted = set(ability.trigger.get("colors", []))
        mine = spell.controller == r.state.objects[use.object_id].controller
        if ability.trigger.get("by") in ("you", "opponent") and mine != (ability.trigger["by"] == "you"):
            continue  # "whenever you cast …" / "whenever an opponent casts …"
        if r.state.objects[use.object_id].on_battlefield and (not wanted or wanted & colors):
            _queue(r, use, ability, {"$this": use.object_id, "$you": r.state.objects[use.object_id].controller})
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
        if hit and (trig.get("by") != "opponent" or spell.controller != obj.controller):
            _queue(
                r, use, ability, {"$this": use.object_id, "$you": obj.controller, "$spell_controller": spell.controller}
            )


def run_trigger(r: Run, item: Pending) -> None:
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
    run_steps(r, list(item.steps), bindings, item.effect_name, "trigger", None)
