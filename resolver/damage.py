"""Dealing a simultaneous batch of damage (CR 120.4): replacement and prevention per event
(CR 614-616), then results (120.3), then what the prevention effects left waiting (615.5, 615.13)."""

from __future__ import annotations

from collections import deque
from dataclasses import replace

from .choices import InvalidLine
from .context import Run
from .effects import DAMAGE_CATEGORIES, Branch, Effect, Pending, Piece, Step, make_step
from .errors import TooManyOutcomes, Unmodelled
from .memo import Before, Settled, changes_of
from .targeting import pick_target

NODE_LIMIT = 20_000
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
    for p in pieces:
        if p.amount > 0:
            p.recipient = run.ruleset.damage_recipient(run, p.recipient)
        if p.amount <= 0:
            run.say(
                f"{run.name(p.source)} would deal 0 damage to {run.name(p.recipient)}: "
                "no damage is dealt and nothing triggers",
                "zero_damage",
            )
        elif p.recipient not in run.state.players and not run.state.objects[p.recipient].on_battlefield:
            run.say(
                f"{run.name(p.recipient)} is no longer on the battlefield, so no damage is dealt to it",
                "illegal_target",
            )
        elif p.recipient in run.state.objects and not (
            run.state.objects[p.recipient].is_creature or run.state.objects[p.recipient].is_planeswalker
        ):
            run.say(
                f"{run.name(p.recipient)} is no longer a creature or planeswalker, so it can't be dealt damage",
                "not_damageable",
            )
        elif p.recipient in run.state.players and run.state.players[p.recipient].lost:
            run.say(f"{p.recipient} has left the game, so no damage is dealt to them", "game_over")
        else:
            live.append(p)
    worklist: deque[list[Piece]] = deque(_by_recipient(live))
    dealt: list[Piece] = []
    follow: list[Pending] = []
    fired: list[Pending] = []
    keys: dict[int, tuple[Piece, tuple]] = {}  # the memo's keys of waiting pieces (each kept alive)
    while worklist:
        event = worklist.popleft()
        later = [p for e in worklist for p in e]
        if run.memo is not None and (run.chooser.replaying or run.chooser.more_lines):
            branch = _settle_memo(run, event, later, keys)
        else:  # the first line, before any choice: there may be no other line to share with
            branch = _settle_event(run, event, later)
        run.state = branch.state
        run.log += branch.log
        dealt += [p for p in branch.pieces if p.amount > 0]
        if branch.pending:
            fired += [t for t in branch.pending if t.trigger]
            follow += [t for t in branch.pending if not t.trigger]
        if branch.moved:
            worklist.extend(_by_recipient(branch.moved))
    if not all(e.finish_batch() for e in run.state.effects):
        raise InvalidLine
    run.triggers += _once_per_effect(fired)
    follow = _once_per_effect(follow)
    run.ruleset.deal_results(run, dealt)
    if run.plan is not None:
        from .play import after_damage

        after_damage(run, dealt)
    for item in follow:
        resolve_pending(run, item)
    return dealt


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
        from .play import run_trigger

        run_trigger(run, item)
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


def choose_target(run: Run, item: Pending) -> str | None:
    """'Any target' chosen by the effect's controller: every legal choice is a branch."""
    st = run.state
    source = st.objects.get(item.source)
    controller = source.controller if source is not None else st.order[0]
    candidates = [p for p in st.order if not st.players[p].lost] + [
        o.id
        for o in st.objects.values()
        if o.on_battlefield and (o.is_creature or o.is_planeswalker) and o.id not in item.exclude
    ]
    colors = source.colors if source is not None else frozenset()
    none_text = f"{item.effect_name} has no legal target; nothing happens"
    return pick_target(run, item.effect_name, controller, colors, candidates, none_text)


def _by_recipient(pieces: list[Piece]) -> list[list[Piece]]:
    events: dict[tuple[str, frozenset[str]], list[Piece]] = {}
    for p in pieces:
        events.setdefault((p.recipient, p.applied), []).append(p)
    return list(events.values())


def _watching(branch: Branch) -> list[tuple[Effect, list[int]]]:
    """Effects watching for this event at all (recipient, source, kind), with the pieces they watch."""
    st = branch.state
    applied = branch.pieces[0].applied
    found = []
    for e in st.effects_for(branch.pieces[0].recipient):
        if e.category not in DAMAGE_CATEGORIES or e.id in applied or not e.active(st):
            continue
        idx = [i for i, p in enumerate(branch.pieces) if e.watches(p, st)]
        if idx:
            found.append((e, idx))
    return found


def _candidates(
    branch: Branch, watching: list[tuple[Effect, list[int]]]
) -> tuple[list[tuple[Effect, list[int]]], bool]:
    """Effects that would now modify this event (CR 616.1f), self-replacement ones first (616.1a); and
    whether others wait because a self-replacement effect goes first."""
    st = branch.state
    applied = branch.pieces[0].applied
    pieces = branch.pieces
    found: list[tuple[Effect, list[int]]] = []
    for e, idx in watching:
        if e.id in applied:
            continue
        mine = _find(branch, e) if e.stateful else e
        if not mine.active(st) or not mine.condition_met(st):
            continue
        live = [i for i in idx if pieces[i].amount > 0]
        if live:
            found.append((mine, live))
    if not branch.ruleset.self_replacement_first:
        return found, False
    first = [c for c in found if c[0].self_replacement]
    return (first, len(first) < len(found)) if first else (found, False)


def _find(branch: Branch, effect: Effect) -> Effect:
    return next(e for e in branch.state.effects if e.id == effect.id)


def _settle_event(run: Run, event: list[Piece], later: list[Piece]) -> Branch:
    """Apply every applicable effect to one event, exploring the affected player's orders locally
    and asking for a choice only between orders whose results differ (CR 616.1)."""
    return _pick_leaf(run, event, _leaves(run, Branch(run.state, run.ruleset, event, later=later, chooser=run.chooser)))


def _pick_leaf(run: Run, event: list[Piece], leaves: list[tuple[list[str], Branch]]) -> Branch:
    """The settled event, the affected player choosing between distinct results (CR 616.1)."""
    if len(leaves) == 1:
        return leaves[0][1]
    pick = _ask_order(run, event[0].recipient, [labels for labels, _ in leaves])
    labels, branch = leaves[pick]
    branch.log.insert(0, _chosen_step(run, event[0].recipient, labels))
    return branch


def _settle_memo(run: Run, event: list[Piece], later: list[Piece], keys: dict[int, tuple[Piece, tuple]]) -> Branch:
    """_settle_event, reusing a settlement another line of play already made from the same start."""
    st = run.state
    memo = run.memo
    found = memo.key(st, event, later, keys)
    if found is None:
        return _settle_event(run, event, later)  # no effect could modify it: cheaper than a lookup
    key, refs, watched = found
    settled = memo.entries.get(key)
    if settled is not None:
        memo.reused += 1
        if len(settled.changes) == 1:
            return settled.changes[0].apply(st, run.ruleset, run.chooser)
        pick = run.chooser.choose(settled.question, settled.player, settled.options)
        return settled.changes[pick].apply(st, run.ruleset, run.chooser, settled.chosen[pick])
    if not run.chooser.more_lines:  # the last line of play: no other line could use what is kept
        return _settle_event(run, event, later)
    before = Before.take(st)
    calls = run.chooser.calls
    leaves = _leaves(run, Branch(st, run.ruleset, event, later=later, chooser=run.chooser))
    if run.chooser.calls == calls:
        settled = _settled(run, before, event, leaves, set(refs), set(watched))
        if settled is not None:
            memo.entries[key] = settled
    return _pick_leaf(run, event, leaves)


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


def _leaves(run: Run, root: Branch) -> list[tuple[list[str], Branch]]:
    """Every distinct result of applying the applicable effects to `root`'s event in each order the
    affected player could choose (CR 616.1, 616.1f): one per result, labelled by the order."""
    watching = _watching(root)
    if not watching:
        return [([], root)]
    event = root.pieces
    leaves: list[tuple[list[str], Branch]] = []
    seen: set[tuple] = set()
    budget = [NODE_LIMIT]

    def walk(branch: Branch, labels: list[str], forked: bool) -> None:
        budget[0] -= 1
        if budget[0] < 0:
            raise TooManyOutcomes(
                f"too many orders of effects to consider for damage to {run.name(event[0].recipient)}"
            )
        cands, deferred = _candidates(branch, watching)
        moves = [
            (e, idx, label, plan)
            for e, idx in cands
            for label, plan in e.options(branch, [branch.pieces[i] for i in idx])
        ]
        if not moves:
            leaves.append((labels, branch))
            return
        ids_named: dict[str, set[str]] = {}
        for e, _, _, _ in moves:
            ids_named.setdefault(e.name, set()).add(e.id)
        for e, idx, label, plan in moves:
            child = branch.fork() if len(moves) > 1 else branch
            mine = _find(child, e)
            if deferred:
                child.say(f"{e.name} is a self-replacement effect, so it applies before the others", "self_replacement")
            start = len(child.moved)
            applied = child.pieces[0].applied | {e.id}
            for p in child.pieces:
                p.applied = applied
            mine.apply(child, [child.pieces[i] for i in idx], plan)
            for m in child.moved[start:]:
                m.applied = applied
            if forked or len(moves) > 1:  # only forked walks can reach one node twice
                key = child.key()
                if key in seen:
                    continue
                seen.add(key)
            shown = e.name if len(ids_named[e.name]) == 1 else f"{e.name} [{e.id}]"  # labels must differ
            walk(child, [*labels, shown + (f" ({label})" if label else "")], forked or len(moves) > 1)

    walk(root, [], False)
    if len(leaves) == 1:
        return leaves
    distinct: dict[tuple, tuple[list[str], Branch]] = {}
    for labels, branch in leaves:
        distinct.setdefault(branch.key(), (labels, branch))
    return list(distinct.values())


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
