"""The orders in which the affected player can apply the effects on one damage event (CR 616.1): every
distinct result, each labelled by one order that leads to it.

The walk applies one applicable effect at a time, each once (CR 614.5), until none is left (616.1f).
A redirection that moves the whole event to another recipient of the same player, while nothing else of
the batch waits, is followed in the same walk: that modified event is the next one settled anyway, by the
same player, so one choice covers the chain ("You: Giant A → Giant B → Giant C"), and what the chain
comes to is found once instead of once per order.

Interchangeable effects are walked once (resolver/symmetry.py): twenty Palisade Giants give twenty
results, found in a number of steps that grows with the square of their number, not their factorial.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .effects import DAMAGE_CATEGORIES, Branch, Effect, Piece
from .misconceptions import believed
from .replacement import Add, Multiply, Redirect, SetAmount
from .symmetry import Swap, Twins, node_key

if TYPE_CHECKING:
    from .context import Run


Move = tuple[str, int]  # (effect id, which of its options)
# Why the moves of a node are what they are, when more than the affected player's choice decides it: a
# self-replacement effect goes first ("self", 616.1a), or a misconception switched on orders them ("self_late",
# "increase"), each with the names of the effects concerned.
Why = tuple[tuple[str, str], ...]


@dataclass(slots=True)
class _Move:
    effect: Effect
    pieces: list[int]  # positions of the event's pieces it applies to
    option: int
    label: str
    plan: object


def by_recipient(pieces: list[Piece]) -> list[list[Piece]]:
    """Pieces grouped into events: one per recipient (and the effects already applied to it)."""
    events: dict[tuple[str, frozenset[str]], list[Piece]] = {}
    for p in pieces:
        events.setdefault((p.recipient, p.applied), []).append(p)
    return list(events.values())


def settle_orders(run: Run, root: Branch) -> tuple[list[tuple[list[str], Branch]], bool]:
    """Every distinct result of `root`'s event in each order (see the module docstring), with the labels of
    an order that leads to it, in the order the walk finds them; and whether a redirection chain was
    followed (the settlement then reads beyond what the settlement memo keys)."""
    walk = _Walk(run, root)
    walk.walk(root, [], _watching(root), False)
    return [(leaf.labels, leaf.branch) for leaf in walk.leaves.values()], walk.folded


@dataclass(slots=True)
class _Node:
    """A node of the walk with what applying one of its moves needs."""

    branch: Branch
    moves: list[_Move]
    deferred: Why  # why some effects wait (a self-replacement effect goes first, 616.1a), or ()
    labels: list[str]
    watching: list[tuple[Effect, list[int]]]


@dataclass(slots=True)
class _Leaf:
    labels: list[str]
    branch: Branch


class _Walk:
    def __init__(self, run: Run, root: Branch) -> None:
        self.run = run
        self.root = root
        self.player = root.state.controller_of(root.pieces[0].recipient)
        self.leaves: dict[tuple, _Leaf] = {}
        self.reach: dict[tuple, dict[tuple, tuple[Move, ...]]] = {}  # node -> its results -> the order
        self.folded = False
        self.calls = run.chooser.calls
        self._twins: Twins | None = None
        # what each node leads to is kept only where twins may need it
        self.track = not run.exhaustive and _may_have_twins(root)

    # --- the walk ---------------------------------------------------------------------------------------

    def walk(
        self, branch: Branch, labels: list[str], watching: list[tuple[Effect, list[int]]], forked: bool
    ) -> dict[tuple, tuple[Move, ...]]:
        """Walk from `branch`; return its results (node keys of leaves) with the order from here to each."""
        # a node costs more the more effects it looks at and the more objects its key covers
        self._spend(1 + len(watching) // 8 + len(branch.state.objects) // 32)
        moves, deferred = _moves(branch, watching)
        if not moves:
            follow = self._fold(branch)
            if follow is not None:
                return self.walk(branch, labels, follow, forked)
            key = node_key(branch)
            self.leaves.setdefault(key, _Leaf(labels, branch))
            return {key: ()} if self.track else {}
        many = len(moves) > 1
        node = _Node(branch, moves, deferred, labels, watching)
        reach: dict[tuple, tuple[Move, ...]] = {}
        found: dict[int, dict[tuple, tuple[Move, ...]]] = {}
        mirrors: list[tuple[int, int, Swap]] = []
        for i in range(len(moves)):
            twin = self._twin_of(branch, moves, i, list(found)) if many and self.track else None
            if twin is not None:
                mirrors.append((i, *twin))
                continue
            found[i] = self._follow(node, i, forked or many)
        for i, j, swap in mirrors:
            found[i] = self._mirror(node, i, found[j], swap)
        if not self.track:
            return reach
        for i in range(len(moves)):
            step = (moves[i].effect.id, moves[i].option)
            for key, order in found[i].items():
                reach.setdefault(key, (step, *order))
        return reach

    def _follow(self, node: _Node, i: int, forked: bool) -> dict[tuple, tuple[Move, ...]]:
        """Apply moves[i] and walk on (a node reached before is not walked again)."""
        child, shown = _apply(node.branch, node.moves, i, node.deferred, fork=len(node.moves) > 1)
        if forked:
            key = node_key(child)
            known = self.reach.get(key)
            if known is not None:
                return known
            self.reach[key] = {}  # being walked (the walk can't come back to it: each effect applies once)
            result = self.walk(child, [*node.labels, shown], node.watching, forked)
            self.reach[key] = result
            return result
        return self.walk(child, [*node.labels, shown], node.watching, forked)

    def _mirror(
        self, node: _Node, i: int, twin_reach: dict[tuple, tuple[Move, ...]], swap: Swap
    ) -> dict[tuple, tuple[Move, ...]]:
        """The results of moves[i], the exchange of those of its twin: replay only the orders that lead to a
        result not found yet; walk instead if a replay doesn't give the predicted result."""
        if self.run.chooser.calls != self.calls:  # a player was asked something mid-walk: don't replay
            return self._follow(node, i, True)
        out: dict[tuple, tuple[Move, ...]] = {}
        for key, order in twin_reach.items():
            image = swap.map(key)
            mapped = tuple((swap.effects.get(eid, eid), k) for eid, k in order)
            if image not in self.leaves:
                leaf = self._replay(node, i, mapped)
                if leaf is None or node_key(leaf.branch) != image:
                    return self._follow(node, i, True)
                self.leaves[image] = leaf
            out.setdefault(image, mapped)
        return out

    def _replay(self, node: _Node, i: int, order: tuple[Move, ...]) -> _Leaf | None:
        """Apply moves[i], then the moves of `order` (following chains as the walk does), to a leaf."""
        branch, shown = _apply(node.branch, node.moves, i, node.deferred, fork=True)
        labels = [*node.labels, shown]
        watching = node.watching
        for eid, option in order:
            self._spend()
            here, deferred_here, watching = self._advance(branch, watching)
            at = next((n for n, m in enumerate(here) if m.effect.id == eid and m.option == option), None)
            if at is None:  # a leaf already, or not that move
                return None
            branch, shown = _apply(branch, here, at, deferred_here, fork=False)
            labels.append(shown)
        here, _, _ = self._advance(branch, watching)
        return None if here else _Leaf(labels, branch)  # the order must end at a leaf

    def _advance(
        self, branch: Branch, watching: list[tuple[Effect, list[int]]]
    ) -> tuple[list[_Move], Why, list[tuple[Effect, list[int]]]]:
        """The moves at `branch`, after following the redirection chain it may start (no moves: a leaf)."""
        while True:
            moves, deferred = _moves(branch, watching)
            follow = None if moves else self._fold(branch)
            if follow is None:
                return moves, deferred, watching
            watching = follow

    # --- chains and twins -------------------------------------------------------------------------------

    def _fold(self, branch: Branch) -> list[tuple[Effect, list[int]]] | None:
        """Go on with the redirected event in the same walk, when it is the next one settled anyway, by
        the same player: the whole event was moved to one recipient and nothing else waits (its pieces
        become the event). Returns the effects watching it, or None (the node is a leaf)."""
        if self.run.exhaustive or not branch.moved or branch.pending or branch.later:
            return None
        if any(p.amount > 0 for p in branch.pieces):
            return None
        events = by_recipient(branch.moved)
        if len(events) != 1 or branch.state.controller_of(events[0][0].recipient) != self.player:
            return None
        branch.pieces, branch.moved = events[0], []
        self.folded = True
        if self.run.trace is not None:
            self.run.trace["chains"] = self.run.trace.get("chains", 0) + 1
        return _watching(branch)

    def _twin_of(self, branch: Branch, moves: list[_Move], i: int, walked: list[int]) -> tuple[int, Swap] | None:
        """A move already walked whose results, exchanged, are moves[i]'s."""
        if self.run.chooser.calls != self.calls:
            return None  # a player was asked something mid-walk: replays would ask again
        move = moves[i]
        for j in walked:
            other = moves[j]
            if other.option != move.option or type(other.effect) is not type(move.effect):
                continue
            if self._twins is None:
                memo = self.run.memo
                self._twins = Twins(self.root, memo.values if memo is not None else None)
            swap = self._twins.swap(other.effect, move.effect)
            if swap is None or swap.effects.get(other.effect.id) != move.effect.id:
                continue
            self._spend()  # the check maps the node's key
            if swap.map(other.label) == move.label and swap.fixes(branch):
                if self.run.trace is not None:
                    self.run.trace["twins"] = self.run.trace.get("twins", 0) + 1
                return j, swap
        return None

    def _spend(self, steps: int = 1) -> None:
        """Steps of the resolution's work bound (choices.Work), which every line of play shares."""
        self.run.chooser.work.spend(steps)


def _may_have_twins(root: Branch) -> bool:
    """Whether two effects that modify damage are of one kind and come from objects of one name."""
    st = root.state
    kinds: set[tuple[type, str]] = set()
    for e in st.effects:
        if e.category in DAMAGE_CATEGORIES and e.source in st.objects:
            kind = (type(e), st.objects[e.source].name)
            if kind in kinds:
                return True
            kinds.add(kind)
    return False


# --- one node: what could apply, and applying it -------------------------------------------------------


def _watching(branch: Branch) -> list[tuple[Effect, list[int]]]:
    """Effects watching for this event at all (recipient, source, kind), with the pieces they watch."""
    st = branch.state
    applied = branch.pieces[0].applied
    found = []
    for e in st.effects_for(branch.pieces[0].recipient):
        if e.category not in DAMAGE_CATEGORIES or not e.active(st):
            continue
        if e.id in applied:
            if applied:  # an event another effect moved here (a redirection): says why one that matches is skipped
                _already_applied(branch, e)
            continue
        idx = [i for i, p in enumerate(branch.pieces) if e.watches(p, st)]
        if idx:
            found.append((e, idx))
    return found


def _already_applied(branch: Branch, e: Effect) -> None:
    """CR 614.5: an effect that already modified this event doesn't apply to it again, even where the event,
    moved to a new recipient, now matches it (two Palisade Giants: the second redirects to the first, which
    would redirect damage to another creature of yours, but this damage is the event it already redirected).
    Said only when it would otherwise apply now, so events it doesn't match get no line."""
    st = branch.state
    if not any(p.amount > 0 and e.matches(p, st) for p in branch.pieces):
        return
    done = "redirected this damage" if isinstance(e, Redirect) else "applied to this damage"
    branch.say(f"{e.name} has already {done}: it can't apply to it again", "once_per_event")


def _candidates(branch: Branch, watching: list[tuple[Effect, list[int]]]) -> tuple[list[tuple[Effect, list[int]]], Why]:
    """Effects that would now modify this event (CR 616.1f), self-replacement ones first (616.1a); and
    why others wait, if they do (see `Why`)."""
    st = branch.state
    ruleset = branch.ruleset
    applied = branch.pieces[0].applied
    pieces = branch.pieces
    found: list[tuple[Effect, list[int]]] = []
    for e, idx in watching:
        if e.id in applied:
            continue
        mine = _find(branch, e) if e.stateful else e
        if not mine.active(st) or not mine.condition_met(st):
            continue
        live = [i for i in idx if pieces[i].amount > 0 and mine.amount_ok(pieces[i].amount)]
        if live:
            found.append((mine, live))
    why: Why = ()
    if ruleset.self_replacement_first:
        first = [c for c in found if c[0].self_replacement]
        if first and len(first) < len(found):
            names = _names(first)
            if not ruleset.misconceived("self_replacement_late"):
                return first, (("self", names),)
            # one who believes a self-replacement effect waits its turn orders it among the others
            why += (("self_late", names),)
    if ruleset.misconceived("doubling_before_prevention"):
        # one who believes damage is always doubled before prevention applies no prevention effect while an
        # effect that increases the damage could still apply (616.1 lets the affected player choose)
        ups = [c for c in found if _increases(c[0], [pieces[i] for i in c[1]])]
        held = [c for c in found if c[0].category == "prevention"]
        if ups and held:
            found = [c for c in found if c[0].category != "prevention"]
            why += (("increase", _names(held)),)
    return found, why


def _names(effects: list[tuple[Effect, list[int]]]) -> str:
    return " and ".join(dict.fromkeys(e.name for e, _ in effects))


def _increases(e: Effect, pieces: list[Piece]) -> bool:
    """Whether a replacement effect increases the damage: a doubler (or another factor), "plus N", or "deals N
    instead" where N is more."""
    if isinstance(e, Multiply):
        return e.factor > 1
    if isinstance(e, Add):
        return e.plus > 0
    if isinstance(e, SetAmount):
        return any(e.amount > p.amount for p in pieces)
    return False


def _moves(branch: Branch, watching: list[tuple[Effect, list[int]]]) -> tuple[list[_Move], Why]:
    cands, deferred = _candidates(branch, watching)
    moves = [
        _Move(e, idx, k, label, plan)
        for e, idx in cands
        for k, (label, plan) in enumerate(e.options(branch, [branch.pieces[i] for i in idx]))
    ]
    return moves, deferred


def _apply(branch: Branch, moves: list[_Move], i: int, deferred: Why, fork: bool) -> tuple[Branch, str]:
    """Apply moves[i] (to a fork of `branch` when `fork`); return the node reached and the move's label."""
    move = moves[i]
    e = move.effect
    child = branch.fork() if fork else branch
    mine = _find(child, e)
    for kind, names in deferred:
        if kind == "self":
            child.say(f"{e.name} is a self-replacement effect, so it applies before the others", "self_replacement")
        elif kind == "self_late" and not e.self_replacement:
            believed(
                child, "self_replacement_late", f"{e.name} applies before the self-replacement effect {names}", "order"
            )
        elif kind == "increase":
            believed(child, "doubling_before_prevention", f"{names} can't apply before {e.name}", "order")
    start = len(child.moved)
    applied = child.pieces[0].applied | {e.id}
    others: list[Effect] = []
    if isinstance(e, Multiply) and e.factor > 1 and child.ruleset.misconceived("two_doublers_apply_once"):
        others = _other_doublers(child, applied)
        applied |= {o.id for o in others}
    for p in child.pieces:
        p.applied = applied
    mine.apply(child, [child.pieces[n] for n in move.pieces], move.plan)
    if others:
        names = " and ".join(dict.fromkeys(o.name for o in others))
        believed(child, "two_doublers_apply_once", f"{names} doesn't double it again", "once_per_event")
    for m in child.moved[start:]:
        m.applied = applied
    same_name = {m.effect.id for m in moves if m.effect.name == e.name}
    shown = e.name if len(same_name) == 1 else f"{e.name} [{e.id}]"  # labels must differ
    return child, shown + (f" ({move.label})" if move.label else "")


def _other_doublers(branch: Branch, applied: frozenset[str]) -> list[Effect]:
    """The other doublers that could still apply to the event: one who believes that with two doublers only
    one applies (614.5 and 616.1 apply each, one after the other) counts them as done once one has doubled it."""
    st = branch.state
    return [
        e
        for e in st.effects_for(branch.pieces[0].recipient)
        if isinstance(e, Multiply)
        and e.factor > 1
        and e.id not in applied
        and e.active(st)
        and e.condition_met(st)
        and any(p.amount > 0 and e.watches(p, st) for p in branch.pieces)
    ]


def _find(branch: Branch, effect: Effect) -> Effect:
    return next(e for e in branch.state.effects if e.id == effect.id)
