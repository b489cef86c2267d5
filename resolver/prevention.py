"""Prevention effects (CR 615): shields, next-instance, static per-event, prevent-all, counter-paid."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from .effects import Branch, Effect, Pending, Piece, allocations, is_unpreventable
from .errors import BadInput, TooManyOutcomes
from .events import draw, gain_life
from .misconceptions import believed
from .scenario import AdditionalIn, Selector

ALLOCATION_LIMIT = 256
PROTECTION = frozenset({"protection", "protection_everything"})  # the concepts of protection's prevention


def _has_infect(piece: Piece, branch: Branch) -> bool:
    src = branch.state.objects.get(piece.source)
    return src is not None and src.keywords.has("infect")


def _concept(effect: Prevention) -> str:
    if effect.concept:
        return effect.concept
    if effect.uses == "shield":
        return "shield"
    if effect.uses == "next":
        return "next_instance"
    if isinstance(effect.amount, int) or effect.amount == "count":
        return "static_n"
    return "prevention"


@dataclass(slots=True)
class Prevention(Effect):
    """One prevention effect.

    amount: N, "all", "half_up"/"half_down", or "counters" (one counter of `requires_counter` spent
    per 1 damage prevented, Rock Hydra style). uses: "shield" (a pool of N, CR 615.7), "next" (the
    next instance only, CR 615.8) or "each" (every applicable event while it lasts, CR 615.10).
    """

    amount: int | str = "all"
    uses: str = "each"
    remaining: int | None = None
    used: bool = False
    spent: bool = False  # prevented something in the current batch (a next-instance effect)
    held_back: int = 0
    additional: tuple[AdditionalIn, ...] = ()
    concept: str = ""
    # 419.7c (2008): a static "prevent N" covers N of each source's damage in a batch: what each source
    # has had prevented so far, and what was held back for its later damage (source -> amount).
    source_scoped: bool = False
    by_source: tuple[tuple[str, int], ...] = ()
    kept: tuple[tuple[str, int], ...] = ()
    fired: bool = False  # its 'when prevented' trigger with a fixed effect already triggered in this batch
    count: Selector | None = None  # amount "count": X is the number of permanents this matches (CR 107.3c)

    category = "prevention"

    @property
    def stateful(self) -> bool:
        return self.uses in ("shield", "next") or self.source_scoped or self.fixed_trigger

    @property
    def fixed_trigger(self) -> bool:
        """Has a 'when damage is prevented this way' trigger whose effect doesn't depend on the amount."""
        return any(op.trigger and isinstance(op.count, int) for op in self.additional)

    @property
    def reads_later(self) -> bool:
        return self.uses == "shield" or self.source_scoped

    def key(self) -> tuple:
        return (self.id, self.remaining, self.used, self.spent, self.held_back, self.by_source, self.kept, self.fired)

    def active(self, state: Any) -> bool:
        if not Effect.active(self, state):
            return False
        if self.uses == "shield" and (self.remaining or 0) <= 0:
            return False
        return not (self.uses == "next" and self.used)

    def _pool(self, branch: Branch) -> int | None:
        if self.amount == "counters":
            holder = branch.state.objects.get(self.source or "")
            return holder.count(self.requires_counter or "") if holder else 0
        return self.remaining if self.uses == "shield" else None

    def options(self, branch: Branch, pieces: list[Piece]) -> list[tuple[str, Any]]:
        """CR 615.7: when the pool can't cover every applicable piece, the protected player chooses
        which damage it prevents; with later events in the same batch it may also keep some back."""
        if self.source_scoped:
            return self._source_options(branch, pieces)
        pool = self._pool(branch)
        if pool is None:
            return [("", None)]
        live = [i for i, p in enumerate(pieces) if not self.unpreventable(p, branch)]
        if not live:
            return [("", None)]
        amounts = [pieces[i].amount for i in live]
        most = min(pool, sum(amounts))
        least = most
        if (
            self.uses == "shield"
            and branch.later_watched(self)
            and self.condition_met(branch.state)
            and not branch.ruleset.misconceived("shield_ends_after_one_event")  # nothing to keep back for
        ):
            least = 0
        plans: list[tuple[str, Any]] = []
        for total in range(most, least - 1, -1):
            for alloc in allocations(amounts, total, ALLOCATION_LIMIT):
                plan = [0] * len(pieces)
                for i, x in zip(live, alloc, strict=True):
                    plan[i] = x
                plans.append((self._plan_label(branch, pieces, plan, most - total), plan))
                if len(plans) > ALLOCATION_LIMIT:
                    raise TooManyOutcomes(
                        f"{self.name} could split its prevention in more than {ALLOCATION_LIMIT} ways: "
                        "give the damage as separate actions or fix the choice"
                    )
        if len(plans) == 1:
            return [("", plans[0][1])]
        return plans

    def _source_caps(self, pieces: list[Piece], state: Any) -> list[int]:
        used = dict(self.by_source)
        n = int(self.amount)
        return [0 if is_unpreventable(p, state) else min(p.amount, n - used.get(p.source, 0)) for p in pieces]

    def unpreventable(self, piece: Piece, branch: Branch) -> bool:
        """Whether this effect can't prevent `piece` (CR 615.12). Two misconceptions change it here: one who
        believes damage from a source with infect can't be prevented (702.90b and 120.3b say nothing of the
        kind), and one who believes protection stops even damage that can't be prevented (702.16e's prevention
        is a prevention effect like any other, so 615.12 applies to it)."""
        ruleset = branch.ruleset
        if self.concept in PROTECTION and ruleset.misconceived("protection_stops_unpreventable"):
            return False
        if is_unpreventable(piece, branch.state):
            return True
        return ruleset.misconceived("infect_unpreventable") and _has_infect(piece, branch)

    def _source_options(self, branch: Branch, pieces: list[Piece]) -> list[tuple[str, Any]]:
        """419.7c: N of a source's damage at a given time. When the same source also damages something
        later in this batch, the N may go to either: each split is a choice (419.7b's chooser)."""
        caps = self._source_caps(pieces, branch.state)
        later = {q.source for q in branch.later_watched(self)} if self.condition_met(branch.state) else set()
        ranges = [
            range(c, -1, -1) if p.source in later else range(c, c - 1, -1) for p, c in zip(pieces, caps, strict=True)
        ]
        plans: list[list[int]] = [[]]
        for r in ranges:
            plans = [[*plan, x] for plan in plans for x in r]
            if len(plans) > ALLOCATION_LIMIT:
                raise TooManyOutcomes(f"{self.name} could split its prevention in more than {ALLOCATION_LIMIT} ways")
        if len(plans) == 1:
            return [("", plans[0])]
        return [(self._plan_label(branch, pieces, plan, sum(caps) - sum(plan)), plan) for plan in plans]

    def _plan_label(self, branch: Branch, pieces: list[Piece], plan: list[int], kept: int) -> str:
        parts = [f"{x} of {branch.name(p.source)}'s damage" for p, x in zip(pieces, plan, strict=True) if x]
        text = "prevents " + (", ".join(parts) if parts else "nothing")
        return text + (f", keeps {kept} for later damage" if kept else "")

    def _share(self, piece: Piece, index: int, plan: list[int] | None, branch: Branch) -> int:
        a = piece.amount
        if plan is not None:
            return plan[index]
        if self.amount == "count":
            return min(self._counted(branch), a)
        if self.amount == "all":
            return a
        if self.amount == "half_up":
            return (a + 1) // 2
        if self.amount == "half_down":
            return a // 2
        return min(int(self.amount), a)

    def _counted(self, branch: Branch) -> int:
        """X counted now, as it applies (CR 107.3c); the log says what it counted."""
        from .counting import count_permanents

        assert self.count is not None
        found = count_permanents(branch.state, self.count, self.controller, self.source)
        names = ", ".join(branch.name(i) for i in found) or "none"
        branch.say(f"{self.name}: X is {len(found)} ({names})", "count_x")
        return len(found)

    def apply(self, branch: Branch, pieces: list[Piece], plan: Any) -> None:
        state = branch.state
        ruleset = branch.ruleset
        concept = _concept(self)
        if self.source_scoped:
            caps = self._source_caps(pieces, state)
            used, kept = dict(self.by_source), dict(self.kept)
            for p, cap, x in zip(pieces, caps, plan, strict=True):
                used[p.source] = used.get(p.source, 0) + x
                kept[p.source] = kept.get(p.source, 0) + cap - x
            self.by_source, self.kept = tuple(sorted(used.items())), tuple(sorted(kept.items()))
        would = {id(p): p.amount for p in pieces}
        blocked = [self.unpreventable(p, branch) for p in pieces]  # damage it can't prevent (615.12)
        total = 0
        by_source: dict[str, int] = defaultdict(int)
        pool = self._pool(branch)
        for i, p in enumerate(pieces):
            src, rec, a = branch.name(p.source), branch.name(p.recipient), p.amount
            if blocked[i]:
                if not is_unpreventable(p, state):  # only the belief makes it so
                    believed(branch, "infect_unpreventable", f"{src} has infect, so its damage can't be prevented")
                branch.say(
                    f"{self.name} applies to the {a} damage {src} would deal to {rec}, but that damage "
                    "can't be prevented: nothing is prevented"
                    + (" and the shield is not reduced" if pool is not None else ""),
                    concept,
                    "unpreventable",
                    "unpreventable_once",
                )
                continue
            if self.concept in PROTECTION and is_unpreventable(p, state):  # only the belief lets it prevent this
                believed(
                    branch,
                    "protection_stops_unpreventable",
                    f"{self.name} stops the {a} damage {src} would deal to {rec}, though it can't be prevented",
                    "protection",
                )
            x = self._share(p, i, plan, branch)
            p.amount -= x
            p.prevented += x
            total += x
            by_source[p.source] += x
            if x:
                left = ""
                if self.uses == "shield" and self.remaining is not None:
                    left = f" ({self.remaining - total} left)"
                branch.say(f"{self.name} prevents {x} of the {a} damage {src} would deal to {rec}{left}", concept)
        state.prevented += total
        if self.uses == "shield" and self.remaining is not None:
            possible = min(
                self.remaining,
                sum(a for b, a in zip(blocked, would.values(), strict=True) if not b),
            )
            self.remaining -= total
            self.held_back += possible - total
            if total and self.remaining > 0 and ruleset.misconceived("shield_ends_after_one_event"):
                believed(
                    branch,
                    "shield_ends_after_one_event",
                    f"{self.name} is used up by this damage ({self.remaining} of it unused)",
                    "shield",
                )
                self.remaining = self.held_back = 0
        # 615.12: a prevention effect applied to damage it can't prevent still does what it does besides
        # preventing. One who believes it doesn't counts only the damage it could prevent for that.
        extra = pieces
        if any(blocked) and ruleset.misconceived("unpreventable_cancels_other_effects"):
            extra = [p for p, b in zip(pieces, blocked, strict=True) if not b]
            cancelled = [k for k, (p, b) in enumerate(zip(pieces, blocked, strict=True)) if b]
            if self._does_besides(pieces, extra):
                names = " and ".join(dict.fromkeys(f"{branch.name(pieces[k].source)}'s damage" for k in cancelled))
                believed(
                    branch,
                    "unpreventable_cancels_other_effects",
                    f"{self.name} can't prevent {names}, so it doesn't do anything else for it either",
                    "unpreventable",
                )
            would = {id(p): would[id(p)] for p in extra}
        if self.amount == "counters":
            holder = state.mut(self.source or "")
            spent = min(pool or 0, sum(would.values()))
            holder.add_counters(self.requires_counter or "", -spent)
            if spent:
                branch.say(
                    f"{self.name}: {spent} {self.requires_counter} counter(s) removed from {holder.name}", "additional"
                )
        if self.uses == "next" and (total > 0 or _any_attempt_uses(ruleset)):
            self.spent = True  # used up once this instance (all simultaneous damage) is over: 615.8
        if extra:
            self._additional(branch, extra, sum(would.values()), total, by_source)

    def _does_besides(self, pieces: list[Piece], preventable: list[Piece]) -> bool:
        """Whether what the effect does besides preventing (its counter cost, its additional effects — not its
        'when damage is prevented' triggers, which need damage prevented anyway) depends on the damage it
        can't prevent: the same for `pieces` as for the `preventable` ones alone, or not."""
        if self.amount == "counters":
            return True
        for op in self.additional:
            if op.trigger or op.count == "prevented" or op.count == "removed":
                continue
            if not preventable:
                return True
            if op.count == "damage":
                return True
            if op.count == "source" and len({p.source for p in pieces}) != len({p.source for p in preventable}):
                return True
        return False

    def finish_batch(self) -> bool:
        """A shield that kept some of its pool back must have been needed by later damage (615.7)."""
        if not (self.held_back or self.by_source or self.kept or self.fired or self.spent):
            return True  # nothing to check or reset: what follows would leave it as it is
        ok = not (self.held_back and (self.remaining or 0) > 0)
        used = dict(self.by_source)
        ok = ok and all(not k or used.get(src, 0) >= int(self.amount) for src, k in self.kept)
        self.held_back = 0
        self.by_source = self.kept = ()
        self.fired = False
        if self.spent:
            self.used, self.spent = True, False
        return ok

    def _additional(
        self, branch: Branch, pieces: list[Piece], would: int, prevented: int, by_source: dict[str, int]
    ) -> None:
        """CR 615.5 (additional effects, right after) and 615.13 (triggers, once per application)."""
        state = branch.state
        # "event": once per application; "source": once per source it applies to, for text whose subject
        # is the source ("if a source would deal damage to you": Nine Lives' ruling, several sources at once)
        # "removed": the counters an earlier op of this application actually removed ("remove that many +1/+1
        # counters … when one or more counters are removed this way, it deals that much damage": Magma Pummeler)
        basis = {
            "prevented": prevented,
            "damage": would,
            "event": 1,
            "source": len({p.source for p in pieces}),
            "removed": 0,
        }
        fired = self.fired
        for op in self.additional:
            if op.trigger and prevented <= 0:
                continue
            if op.trigger and isinstance(op.count, int):
                # 615.13: it triggers once however many simultaneous events this prevented damage from
                if fired:
                    continue
                self.fired = True
            n = op.count if isinstance(op.count, int) else basis[op.count]
            concept = "prevent_trigger" if op.trigger else "additional"
            if op.op == "counters":
                ref = self.source if op.on == "this" else pieces[0].recipient if op.on == "recipient" else op.on
                obj = state.objects.get(ref or "")
                if obj is None or not obj.on_battlefield:
                    continue
                obj = state.mut(obj.id)
                if op.remove:
                    n = min(n, obj.count(op.counter))
                if n <= 0:
                    continue
                if op.remove:
                    basis["removed"] += n
                obj.add_counters(op.counter, -n if op.remove else n)
                verb = "removes" if op.remove else "puts"
                prep = "from" if op.remove else "on"
                branch.say(f"{self.name} {verb} {n} {op.counter} counter(s) {prep} {obj.name}", concept)
            elif op.op in ("gain_life", "draw"):
                for player, amount in _per_player(self, op, n, op.count, by_source, state).items():
                    if amount <= 0:
                        continue
                    if op.op == "draw":
                        branch.say(f"{self.name}: {player} draws {amount} card(s)", concept)
                        draw(branch, player, amount)
                    else:
                        gain_life(branch, player, amount, self.name, concept)
            elif op.op in ("exile_library", "mill", "exile_graveyard", "sacrifice", "destroy"):
                from .instead import other_event

                other_event(branch, self, op, n, pieces[0], concept)
            elif op.op == "deal_damage":
                targets = (
                    _per_player(self, op, n, op.count, by_source, state)
                    if op.to == "source_controller"
                    else {_resolve_ref(op.to, self) if op.to else None: n}
                )
                for target, amount in targets.items():
                    if amount > 0:
                        exclude = (self.source,) if op.exclude_self and self.source else ()
                        branch.pending.append(
                            Pending(self.name, self.source or "", amount, target, exclude, op.trigger, origin=self.id)
                        )


def _resolve_ref(ref: str, effect: Effect) -> str:
    if ref == "you":
        return effect.controller
    if ref == "this":
        return effect.source or ref
    return ref


def _per_player(
    effect: Effect, op: AdditionalIn, n: int, basis: object, by_source: dict[str, int], state: Any
) -> dict[str, int]:
    who = op.player or op.to or "you"
    if who != "source_controller":
        return {_resolve_ref(who, effect): n}
    out: dict[str, int] = defaultdict(int)
    for src, prevented in by_source.items():
        controller = state.objects[src].controller
        if not controller:  # never guessed: the effect names that source's controller
            raise BadInput(
                f"{effect.name} acts on the controller of {state.display(src)}, but no controller is given for it "
                '(give its controller, e.g. "Opponent\'s Lightning Bolt")'
            )
        out[controller] += prevented if basis == "prevented" else n
    return dict(out)


def _any_attempt_uses(ruleset: Any) -> bool:
    """Grand Archive (damage prevention 5.2, 7): an instance effect is used up by any attempt, even one that
    prevents nothing; believing MTG's 615.8 instead (it waits for damage it can prevent) is a quiz distractor."""
    return ruleset.instance_used_by_any_attempt and not ruleset.misconceived("instance_kept_by_unpreventable")
