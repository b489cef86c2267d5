"""Replacement effects on damage (CR 614): multiply, add, redirect, counters instead of damage."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .effects import Branch, Effect, Piece, allocations
from .errors import TooManyOutcomes, Unmodelled
from .prevention import ALLOCATION_LIMIT


@dataclass(slots=True)
class Multiply(Effect):
    """'… deals double that damage … instead' (factor 2), or another whole factor."""

    factor: int = 2
    category = "replacement"

    def apply(self, branch: Branch, pieces: list[Piece], plan: Any) -> None:
        for p in pieces:
            before = p.amount
            p.amount *= self.factor
            word = "doubles" if self.factor == 2 else f"multiplies by {self.factor}"
            branch.say(
                f"{self.name} {word} the damage {branch.name(p.source)} would deal to "
                f"{branch.name(p.recipient)}: {before} → {p.amount}",
                *_concepts(p),
            )


def _concepts(piece: Piece) -> tuple[str, ...]:
    """After another effect modified this event, each applies once to it (CR 614.5 / 419.6a)."""
    return ("replacement", "once_per_event") if len(piece.applied) > 1 else ("replacement",)


@dataclass(slots=True)
class Add(Effect):
    """'… deals that much damage plus N instead' (Torbran style)."""

    plus: int = 0
    category = "replacement"

    def apply(self, branch: Branch, pieces: list[Piece], plan: Any) -> None:
        for p in pieces:
            before = p.amount
            p.amount = max(0, p.amount + self.plus)
            branch.say(
                f"{self.name} changes the damage {branch.name(p.source)} would deal to "
                f"{branch.name(p.recipient)}: {before} → {p.amount}",
                *_concepts(p),
            )


@dataclass(slots=True)
class CountersInstead(Effect):
    """'… put that many [kind] counters on it instead' — the damage is replaced, not prevented."""

    counter: str = "-1/-1"
    on: str = "recipient"
    category = "replacement"

    def apply(self, branch: Branch, pieces: list[Piece], plan: Any) -> None:
        for p in pieces:
            holder = branch.state.objects.get(self.source if self.on == "this" else p.recipient)
            if holder is not None and holder.on_battlefield:
                holder = branch.state.mut(holder.id)
                holder.add_counters(self.counter, p.amount)
                branch.say(
                    f"{self.name}: instead of {p.amount} damage from {branch.name(p.source)}, "
                    f"{p.amount} {self.counter} counter(s) are put on {holder.name}",
                    "replacement",
                )
            p.amount = 0
            p.replaced = True


@dataclass(slots=True)
class Redirect(Effect):
    """'… is dealt to X instead' (CR 614.9). With `pool`, only the next N damage is redirected; with
    `uses` "next", only the next time damage would be dealt (all of it dealt at once: CR 615.8's wording,
    applied to a redirection). The source of redirected damage stays the same (614.9, 616.1).

    `target`: an id, "this", "you" (the effect's controller), "owner" (its source's owner),
    "source_controller" (the controller of the damage's source) or "recipient_controller" (the controller of
    the permanent the damage would be dealt to)."""

    target: str = ""
    pool: int | None = None
    uses: str = "each"
    used: bool = False
    spent: bool = False  # a next-time redirection applied in the current batch (used up once it is over)
    category = "replacement"

    @property
    def stateful(self) -> bool:
        return self.pool is not None or self.uses == "next"

    @property
    def reads_later(self) -> bool:
        return self.pool is not None

    def key(self) -> tuple:
        return (self.id, self.pool, self.used, self.spent)

    def active(self, state: Any) -> bool:
        return Effect.active(self, state) and (self.pool is None or self.pool > 0) and not self.used

    def options(self, branch: Branch, pieces: list[Piece]) -> list[tuple[str, Any]]:
        if self.pool is not None:
            later = sum(q.amount for q in branch.later_watched(self))
            if later and self.pool < sum(p.amount for p in pieces) + later:
                raise Unmodelled(
                    f"{self.name} redirects only the next {self.pool} damage, and more than that would be dealt at "
                    "once to several of the players and permanents it covers: which of it is redirected is chosen by "
                    f"{self.controller} (CR 616.1), and that split across recipients isn't modelled"
                )
        if self.pool is None or len(pieces) <= 1 or self.pool >= sum(p.amount for p in pieces):
            return [("", None)]
        amounts = [p.amount for p in pieces]
        ways = allocations(amounts, min(self.pool, sum(amounts)), ALLOCATION_LIMIT)
        if len(ways) > ALLOCATION_LIMIT:
            raise TooManyOutcomes(f"{self.name} could split its redirection in too many ways: fix the choice")
        return [
            (
                "redirects "
                + ", ".join(f"{x} of {branch.name(p.source)}'s damage" for p, x in zip(pieces, w, strict=True) if x),
                list(w),
            )
            for w in ways
        ]

    def _destination(self, state: Any, piece: Piece) -> str:
        if self.target == "this":
            return self.source or ""
        if self.target == "you":
            return self.controller
        if self.target == "owner":
            holder = state.objects.get(self.source or "")
            return holder.owner if holder is not None else ""
        if self.target in ("source_controller", "recipient_controller"):
            obj = state.objects.get(piece.source if self.target == "source_controller" else piece.recipient)
            return obj.controller if obj is not None else ""
        return self.target

    def _can_take(self, state: Any, dest: str) -> bool:
        """CR 614.9: a gone (or no longer creature or planeswalker) new recipient, or a player who left the
        game, makes the redirection do nothing."""
        if dest in state.players:
            return not state.players[dest].lost
        obj = state.objects.get(dest)
        return obj is not None and obj.on_battlefield and (obj.is_creature or obj.is_planeswalker)

    def apply(self, branch: Branch, pieces: list[Piece], plan: Any) -> None:
        state = branch.state
        if self.uses == "next":
            self.spent = True  # this instance (all the damage dealt at once) is the one it applies to
        for i, p in enumerate(pieces):
            dest = self._destination(state, p)
            if not self._can_take(state, dest):
                branch.say(
                    f"{self.name} does nothing: {branch.name(dest) if dest else 'no one'} can't be dealt the damage "
                    "now",
                    "redirect",
                )
                continue
            if dest == p.recipient:  # "dealt to its controller instead" when that is who it would be dealt to
                continue
            share = p.amount if plan is None else plan[i]
            if self.pool is not None:
                share = min(share, self.pool)
                self.pool -= share
            if share <= 0:
                continue
            moved = Piece(p.source, dest, share, p.combat, p.unpreventable)
            p.amount -= share
            branch.moved.append(moved)
            branch.say(
                f"{self.name}: {share} damage {branch.name(p.source)} would deal to "
                f"{branch.name(p.recipient)} is dealt to {branch.name(dest)} instead",
                "replacement",
                "redirect",
            )

    def finish_batch(self) -> bool:
        if self.spent:
            self.used, self.spent = True, False
        return True


@dataclass(slots=True)
class Halve(Effect):
    """'… it deals half that damage, rounded down, … instead' (Ghosts of the Innocent): a replacement effect
    (CR 614.1a), not prevention — nothing is prevented, and damage that can't be prevented is still halved."""

    round_up: bool = False
    category = "replacement"

    def apply(self, branch: Branch, pieces: list[Piece], plan: Any) -> None:
        for p in pieces:
            before = p.amount
            p.amount = (p.amount + 1) // 2 if self.round_up else p.amount // 2
            branch.say(
                f"{self.name} halves the damage {branch.name(p.source)} would deal to {branch.name(p.recipient)}, "
                f"rounded {'up' if self.round_up else 'down'}: {before} → {p.amount}",
                *_concepts(p),
            )


@dataclass(slots=True)
class SetAmount(Effect):
    """'… that source deals N damage … instead' (Divine Presence: 4 or more becomes 3; Equal Treatment: 1 or
    more becomes 2; Forethought Amulet): the amount is replaced (CR 614.1a); `at_least` says when it applies."""

    amount: int = 0
    category = "replacement"

    def apply(self, branch: Branch, pieces: list[Piece], plan: Any) -> None:
        for p in pieces:
            before = p.amount
            p.amount = self.amount
            branch.say(
                f"{self.name}: {branch.name(p.source)} deals {p.amount} damage to {branch.name(p.recipient)} "
                f"instead of {before}",
                *_concepts(p),
            )
