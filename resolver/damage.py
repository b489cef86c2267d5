"""Dealing a simultaneous batch of damage (CR 120.4): replacement and prevention per event
(CR 614-616), then results (120.3), then what the prevention effects left waiting (615.5, 615.13)."""

from __future__ import annotations

from collections import deque
from dataclasses import replace
from typing import Any

from .choices import InvalidLine
from .context import Run
from .effects import DAMAGE_CATEGORIES, Branch, Pending, Piece, Step, make_step
from .english import possessive, tidy
from .errors import Unmodelled
from .memo import FOLLOWS_CHAINS, Before, Settled, changes_of
from .orders import by_recipient, settle_orders
from .targeting import pick_target
from .walked import Spot, own
from .walkers2008 import refuse_walker_redirect

# the misconceptions that give prevented damage results (Ruleset.deal_results, play.after_damage)
BELIEVE_PREVENTED = frozenset(
    {"lifelink_from_prevented", "deathtouch_through_prevention", "fog_still_deals_combat_damage"}
)
DEPTH_LIMIT = 50  # damage dealt because of damage dealt because of damage …


def deal(run: Run, pieces: list[Piece]) -> list[Piece]:
    """Deal one simultaneous batch; returns the damage actually dealt."""
    if run.depth >= DEPTH_LIMIT:
        raise Unmodelled(
            f"damage keeps causing more damage ({DEPTH_LIMIT} batches deep): a loop the engine stops "
            "rather than guess how it ends"
        )
    run.depth += 1
    try:
        return _deal(run, pieces)
    finally:
        run.depth -= 1


def _deal(run: Run, pieces: list[Piece]) -> list[Piece]:
    live: list[Piece] = []
    players, objects = run.state.players, run.state.objects  # (nothing here changes the state)
    for p in pieces:
        if p.amount > 0:
            p.recipient = run.ruleset.damage_recipient(run, p.recipient)
        player, obj = players.get(p.recipient), objects.get(p.recipient)
        if p.amount <= 0:
            run.say(
                f"{run.name(p.source)} would deal 0 damage to {run.name(p.recipient)}: "
                "no damage is dealt and nothing triggers",
                "zero_damage",
            )
        elif player is None and not objects[p.recipient].on_battlefield:
            run.say(
                f"{run.name(p.recipient)} is no longer on the battlefield, so no damage is dealt to it",
                "illegal_target",
            )
        elif obj is not None and not (obj.is_creature or obj.is_planeswalker):
            run.say(
                f"{run.name(p.recipient)} is no longer a creature or planeswalker, so it can't be dealt damage",
                "not_damageable",
            )
        elif player is not None and player.lost:
            run.say(f"{p.recipient} has left the game, so no damage is dealt to them", "game_over")
        else:
            if obj is not None and obj.keywords.other_protection:
                obj.keywords.refuse_other_protection(run.name(p.recipient), "it is dealt damage")
            if not p.combat:  # (only noncombat damage may be redirected)
                refuse_walker_redirect(run, p)
            live.append(p)
    if any(e.category == "prevention" and e.damage != "any" for e in run.state.effects):
        for p in live:
            _kind_missed(run, p)
    worklist: deque[list[Piece]] = deque(by_recipient(live))
    dealt: list[Piece] = []
    # damage prevented in part or in full, kept only for a misconception that gives it results (resolver/
    # misconceptions.py): lifelink or deathtouch through prevention, combat damage still dealt despite Fog
    believers = run.ruleset.misconceptions & BELIEVE_PREVENTED
    prevented: list[Piece] = []
    follow: list[Pending] = []
    fired: list[Pending] = []
    keys: dict[int, tuple[Piece, tuple]] = {}  # the memo's keys of waiting pieces (each kept alive)
    if _all_untouched(run, live):  # each event as _untouched gives it (one step of work), without a Branch each
        spend = run.chooser.work.spend
        for event in worklist:
            spend()
            dealt += [p for p in event if p.amount > 0]
            if believers:
                prevented += [p for p in event if p.prevented > 0]
        worklist.clear()
    while worklist:
        event = worklist.popleft()
        later = [p for e in worklist for p in e]
        branch = _untouched(run, event, later)
        if branch is not None:
            pass
        elif run.memo is not None and (run.chooser.replaying or run.chooser.more_lines):
            branch = _settle_memo(run, event, later, keys, Spot(run))
        else:  # the first line, before any choice: there may be no other line to share with
            branch = _settle_event(run, event, later, Spot(run))
        run.state = branch.state
        run.log += branch.log
        dealt += [p for p in branch.pieces if p.amount > 0]
        if believers:
            prevented += [p for p in branch.pieces if p.prevented > 0]
        if branch.pending:
            fired += [t for t in branch.pending if t.trigger]
            follow += [t for t in branch.pending if not t.trigger]
        if branch.moved:
            worklist.extend(by_recipient(branch.moved))
    effects = run.state.effects  # (an effect that carries no state has nothing to finish: Effect.stateful)
    if not all(effects[i].finish_batch() for i in run.state.stateful_positions()):
        raise InvalidLine
    if fired:
        run.triggers += _once_per_effect(fired)
    if follow:
        follow = _once_per_effect(follow)
    st = run.state
    for p in dealt:  # who dealt it damage this turn ("a creature dealt damage by X this turn", CR 614.1)
        if p.recipient in st.objects:
            obj = st.mut(p.recipient)
            obj.dealt_by = obj.dealt_by | {p.source}
    run.ruleset.deal_results(run, dealt, prevented)
    if run.plan is not None:
        play.after_damage(run, dealt, prevented)
    for item in follow:
        resolve_pending(run, item)
    return dealt


def _kind_missed(run: Run, piece: Piece) -> None:
    """Say each prevention effect that would prevent this damage but for its kind (Fog's "combat damage" and a
    Lightning Bolt), once a line: why less was prevented than a player may expect. One that needs a counter its
    permanent hasn't (a Grand Archive unit's bulwark counter) would prevent nothing anyway: not said."""
    st = run.state
    for e in st.effects:
        if e.category != "prevention" or e.damage == "any" or not e.active(st) or e.watches(piece, st):
            continue
        if not e.condition_met(st):
            continue
        if not e.watches(replace(piece, combat=not piece.combat), st):
            continue
        why = run.ruleset.word(tidy(f"{e.name} prevents only {e.damage} damage"))
        if why not in run.missed:
            run.missed.append(why)
            what = "combat damage" if piece.combat else "not combat damage"
            said = f"{why}: {possessive(run.name(piece.source))} damage to {run.name(piece.recipient)} is {what}"
            run.say(said, "prevention")


def _once_per_effect(items: list[Pending]) -> list[Pending]:
    """One prevention effect applied to several simultaneous damage events deals its damage once, for
    all it prevented: its additional effect happens once (CR 615.5), its trigger triggers once (615.13)."""
    merged: dict[object, Pending] = {}
    for item in items:
        key = (item.origin, item.to, item.exclude, item.trigger) if item.origin else id(item)
        first = merged.get(key)
        merged[key] = item if first is None else replace(first, amount=first.amount + item.amount)
    return list(merged.values())


def resolve_pending(run: Run, item: Pending) -> None:
    """Damage an effect deals after the event (615.5) or a trigger resolving (615.13)."""
    if item.steps:
        play.run_trigger(run, item)
        return
    target = item.to if item.to else choose_target(run, item)
    if target is None:
        return
    if target not in run.state.players and not (
        target in run.state.objects and run.state.objects[target].on_battlefield
    ):
        run.say(f"{item.effect_name}: {run.name(target)} is no longer there, so no damage is dealt", "illegal_target")
        return
    if not item.trigger:
        run.say(f"{item.effect_name} then deals {item.amount} damage to {run.name(target)}", "additional")
    deal(run, [Piece(item.source, target, item.amount)])


def choose_target(
    run: Run,
    item: Pending,
    kind: str | None = None,
    flt: dict[str, Any] | None = None,
    steps: tuple = (),
    step: dict[str, Any] | None = None,
) -> str | None:
    """'Any target' chosen by the effect's controller: every legal choice is a branch. A triggered ability whose
    text names what it targets chooses only among those (CR 115.1, 603.3d): its damage step's own `target_kind`
    and `target_filter` ("target opponent or planeswalker": `step`), or the ability's target kind and the step's
    filter (`kind`, `flt`: "target creature an opponent controls", so Needletooth Raptor's trigger can't target a
    player)."""
    st = run.state
    source = st.objects.get(item.source)
    controller = source.controller if source is not None else st.order[0]
    candidates = [p for p in st.order if not st.players[p].lost] + [
        o.id
        for o in st.objects.values()
        if o.on_battlefield and (o.is_creature or o.is_planeswalker) and o.id not in item.exclude
    ]
    if step is not None and step.get("target_kind"):  # the step's own kind and filter
        kind, steps, flt = step["target_kind"], (step,), None
    if kind is not None or flt:  # else the ability's kind and the step's filter
        steps = steps or ({"target_filter": flt},)
        candidates = [c for c in candidates if _allowed(run, kind, steps, c, item.effect_name, controller)]
    colors = source.colors if source is not None else frozenset()
    if item.trigger:  # CR 603.3d: a triggered ability without a legal target as it is put on the stack
        none_text = f"{item.effect_name}'s triggered ability has no legal target as it goes on the stack: it is removed"
        return pick_target(run, item.effect_name, controller, colors, candidates, none_text, "trigger_no_target")
    none_text = f"{item.effect_name} has no legal target; nothing happens"
    return pick_target(run, item.effect_name, controller, colors, candidates, none_text)


def _allowed(run: Run, kind: str | None, steps: tuple, ref: str, name: str, controller: str) -> bool:
    """Whether a triggered ability's text (its target `kind`, its steps' filters) allows `ref` as its target
    (resolver/cards.py check_target)."""
    from types import SimpleNamespace

    from .cards import check_target
    from .errors import BadInput

    if kind == "opponent_or_planeswalker":  # "target opponent or planeswalker": any planeswalker
        obj = run.state.objects.get(ref)
        return (ref in run.state.players and ref != controller) or (obj is not None and obj.is_planeswalker)
    try:
        check_target(run.state, SimpleNamespace(target_kind=kind, steps=list(steps)), ref, name, "", controller)
    except BadInput:
        return False
    return True


def _all_untouched(run: Run, live: list[Piece]) -> bool:
    """Whether _untouched gives every event of the batch as it is, decided once for the batch: each effect that
    could modify damage (CR 616.1) waits for a condition the state doesn't meet (a shield counter, 122.1c), and
    there are too few of them for any event's check to look further. An event left as it is changes nothing,
    so the state each later event is checked in is the same."""
    st = run.state
    if run.exhaustive or len(st.objects) >= 32 or any(p.applied for p in live):
        return False
    found = 0
    for e in st.effects:
        if e.category in DAMAGE_CATEGORIES:
            if e.condition_met(st) and e.active(st):
                return False
            found += 1
    return found < 8 or sum(e.category in DAMAGE_CATEGORIES and e.active(st) for e in st.effects) < 8  # (dormant)


def _untouched(run: Run, event: list[Piece], later: list[Piece]) -> Branch | None:
    """The event as it is, when no effect can modify it now (CR 616.1: none to apply; a shield counter's
    prevention needs the counter, 122.1c): what the walk of its orders finds (resolver/orders.py: no move, so
    a leaf at its start), without the walk or a lookup in the memo. It costs the one step of work either would
    (a walk's first node, or a settlement reused), so the bound on work is reached where it was. None when an
    effect could apply, on a board big enough that a walk's node costs more, or in the exhaustive engine (the
    reference this is checked against, tests/conftest.py)."""
    st = run.state
    if run.exhaustive or event[0].applied or len(st.objects) >= 32:
        return None
    effects = st.effects
    dormant = []  # those watching it whose condition isn't met (the walk's first node looks at them)
    for i in st.effect_positions(event[0].recipient):
        e = effects[i]
        if e.category not in DAMAGE_CATEGORIES or not e.active(st):
            continue
        if not e.condition_met(st):
            dormant.append(e)
        elif any(e.watches(p, st) for p in event):
            return None
    if len(dormant) >= 8 and sum(any(e.watches(p, st) for p in event) for e in dormant) >= 8:
        return None
    run.chooser.work.spend()
    return Branch(st, run.ruleset, event, later=later, chooser=run.chooser)


def _settle_event(run: Run, event: list[Piece], later: list[Piece], spot: Spot) -> Branch:
    """Apply every applicable effect to one event, exploring the affected player's orders locally
    and asking for a choice only between orders whose results differ (CR 616.1). A line that replays to an
    earlier line's walk takes up its leaves (resolver/walked.py)."""
    leaves = spot.resume()
    if leaves is not None:
        return _pick_leaf(run, event, leaves, later)
    leaves, _ = settle_orders(run, Branch(run.state, run.ruleset, event, later=later, chooser=run.chooser))
    return _pick_leaf(run, event, leaves, later if spot.keep(leaves) else None)


def _pick_leaf(
    run: Run, event: list[Piece], leaves: list[tuple[list[str], Branch]], kept: list[Piece] | None = None
) -> Branch:
    """The settled event, the affected player choosing between distinct results (CR 616.1). `kept`: the batch's
    later pieces, when the leaves are kept for other lines (resolver/walked.py): the one taken is copied first."""
    if len(leaves) == 1:
        return leaves[0][1]
    pick = _ask_order(run, event[0].recipient, [labels for labels, _ in leaves])
    labels, branch = leaves[pick]
    if kept is not None:
        branch = own(branch, run, kept)
    branch.log.insert(0, _chosen_step(run, event[0].recipient, labels))
    return branch


def _settle_memo(
    run: Run, event: list[Piece], later: list[Piece], keys: dict[int, tuple[Piece, tuple]], spot: Spot
) -> Branch:
    """_settle_event, reusing a settlement another line of play already made from the same start."""
    st = run.state
    memo = run.memo
    found = memo.key(st, event, later, keys)
    if found is None:
        return _settle_event(run, event, later, spot)  # no effect could modify it: cheaper than a lookup
    key, refs, watched = found
    settled = memo.entries.get(key)
    full = settled is FOLLOWS_CHAINS
    if full:  # its settlements read more than `key`: keyed by all of the state
        key, refs, watched = memo.full_key(st, event, later)
        settled = memo.entries.get(key)
    if settled is not None:
        memo.reused += 1
        run.chooser.work.spend()
        if len(settled.changes) == 1:
            return settled.changes[0].apply(st, run.ruleset, run.chooser)
        pick = run.chooser.choose(settled.question, settled.player, settled.options)
        return settled.changes[pick].apply(st, run.ruleset, run.chooser, settled.chosen[pick])
    if not run.chooser.more_lines:  # the last line of play: no other line could use what is kept
        return _settle_event(run, event, later, spot)
    before = Before.take(st)
    calls = run.chooser.calls
    leaves, folded = settle_orders(run, Branch(st, run.ruleset, event, later=later, chooser=run.chooser))
    if folded and not full:  # it followed a redirection chain: from now on, key it by all the state
        memo.entries[key] = FOLLOWS_CHAINS
        key, refs, watched = memo.full_key(st, event, later)
    if run.chooser.calls == calls:
        settled = _settled(run, before, event, leaves, set(refs), set(watched))
        if settled is not None:
            memo.entries[key] = settled  # (the lines that replay to it take it from here, not from the spot)
            return _pick_leaf(run, event, leaves)
    return _pick_leaf(run, event, leaves, later if spot.keep(leaves) else None)


def _settled(
    run: Run,
    before: Before,
    event: list[Piece],
    leaves: list[tuple[list[str], Branch]],
    known: set[str],
    watched: set[int],
) -> Settled | None:
    """The settlement as changes another line can make, or None if it can't be reused. `known`: the
    objects its key names (the only ones it may change); `watched`: the effects it may change (those that
    carry state and could apply)."""
    recipient = event[0].recipient
    changes = []
    for labels, leaf in leaves:
        change = changes_of(before, leaf, watched, known)
        if change is None:
            return None
        change.labels = labels
        changes.append(change)
    if len(changes) == 1:
        return Settled(changes, "", "", [], [])
    question, player, options = _order_question(run, recipient, [c.labels for c in changes])
    chosen = [_chosen_step(run, recipient, c.labels) for c in changes]
    return Settled(changes, question, player, options, chosen)


def _order_question(run: Run, recipient: str, orders: list[list[str]]) -> tuple[str, str, list[str]]:
    chooser = run.state.controller_of(recipient)
    options = [f"{run.name(recipient)}: " + " → ".join(labels) for labels in orders]
    verb = "order" if chooser == "You" else "orders"  # the default player is "You"
    return f"{chooser} {verb} the effects on damage to {run.name(recipient)}", chooser, options


def _ask_order(run: Run, recipient: str, orders: list[list[str]]) -> int:
    """CR 616.1: the affected player (or the affected object's controller) chooses the order."""
    return run.chooser.choose(*_order_question(run, recipient, orders))


def _chosen_step(run: Run, recipient: str, labels: list[str]) -> Step:
    chooser = run.state.controller_of(recipient)
    text = f"{chooser} chooses how the effects apply: {' → '.join(labels)}"
    return make_step(run.ruleset, text, ("order", "reapply"))


# play imports this module: bound once both are made, whichever is imported first (an import in the functions that
# call it would run on every call)
from . import play  # noqa: E402
