"""Resuming a line of play from a snapshot instead of replaying its start (speed only: results never change).

The explorer plays each line of play from the start (resolver/choices.py), and a line is a deterministic
function of the choices it was given: every line that has made the same choices, and been asked as often, is in
the same game at the same point of the code. Where the branching happens inside one action (an attacker
dividing its combat damage among its blockers, CR 510.1c), the work before it (declaring attackers and
blockers, 508-509, and what triggers on them, 509.1i) is the same on each line. The first line to get there
keeps the game as it is (a Snapshot, in the resolution's EventMemo); the others take it up from there. Likewise
the damage a division deals, where a trigger then waits whose target is the next choice (Boros Reckoner): the
lines that divided alike take it up once it is dealt (resolver/combat.py).

Only a stretch that asked nothing is kept (the chooser wasn't called: no choice was made in it, so nothing in
it depends on which line plays it), and the work it spent is spent again by each line that resumes from it, so
the resolution's bound on work (choices.MAX_WORK) is reached at the same point as by replaying.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .context import Run
from .effects import Pending, Step
from .state import State


@dataclass(slots=True)
class Snapshot:
    """A run's game and record at one point, and what the code that got there leaves for what follows."""

    state: State
    log: tuple[Step, ...]
    triggers: tuple[Pending, ...]
    game_over: bool
    chosen_source: str | None
    combat_sources: frozenset[str]
    depth: int
    walked: int
    uses: dict[int, Any]
    missed: tuple[str, ...]
    work: int  # the steps of work spent from the start of the stretch to here
    values: tuple  # what the code carries on with (its locals)

    @classmethod
    def take(cls, run: Run, work: int, values: tuple) -> Snapshot:
        return cls(
            run.state.copy(),  # copy-on-write: the run goes on with its own copies of what it changes
            tuple(run.log),
            tuple(run.triggers),
            run.game_over,
            run.chosen_source,
            frozenset(run.combat_sources),
            run.depth,
            run.walked,
            dict(run.uses),
            tuple(run.missed),
            work,
            values,
        )

    def restore(self, run: Run) -> tuple:
        """Put `run` where the snapshot was taken; return the values the code carries on with."""
        run.chooser.work.spend(self.work)
        run.state = self.state.copy()
        run.log = list(self.log)
        run.triggers = list(self.triggers)
        run.game_over = self.game_over
        run.chosen_source = self.chosen_source
        run.combat_sources = set(self.combat_sources)
        run.depth = self.depth
        run.walked = self.walked
        run.uses = dict(self.uses)
        run.missed = list(self.missed)
        return self.values


class Stretch:
    """A stretch of code from `start` to `end` that a line may skip (resume) or record (keep), keyed by where
    it starts (`place`) and by the choices made before it:

        stretch = Stretch(run, place)
        values = stretch.resume()
        if values is None:
            ... the code ...
            stretch.keep(values)
    """

    __slots__ = ("calls", "key", "run", "snapshots", "work")

    def __init__(self, run: Run, place: object) -> None:
        self.run = run
        memo = run.memo
        self.snapshots: dict[tuple, Snapshot] | None = memo.snapshots if memo is not None else None
        chooser = run.chooser
        self.key = (place, tuple(chooser.path), chooser.calls, run.depth)
        self.calls = chooser.calls
        self.work = chooser.work.left

    def resume(self) -> tuple | None:
        """The values the stretch left when an earlier line played it from the same point, the run put where it
        ended; None when none did (the line plays it)."""
        if self.snapshots is None:
            return None
        found = self.snapshots.get(self.key)
        if found is None:
            return None
        self.run.memo.resumed += 1
        return found.restore(self.run)

    def keep(self, values: tuple) -> None:
        """Keep the run as the stretch left it, if it asked nothing on the way."""
        if self.snapshots is None or self.run.chooser.calls != self.calls:
            return
        self.snapshots[self.key] = Snapshot.take(self.run, self.work - self.run.chooser.work.left, values)
