"""A damage event's walked orders, taken up by the lines of play that replay to it (speed only: results never change).

A walk of an event's orders (resolver/orders.py) that finds several distinct results ends in a question to the
affected player (CR 616.1): each answer is a line of play, and each of those lines replays the game up to the same
walk. A line is a deterministic function of the choices it was given: every line that has made the same choices, been
asked as often, is as deep in damage and has walked as many events before (Run.walked) is at the same walk, in the
same game (resolver/resume.py). The first line to walk it keeps its results (copies of the leaves, with the labels of
the order that leads to each); a line that replays to the same place and would walk it takes them up instead, and
spends the work the walk spent, so the resolution's bound on work (choices.MAX_WORK) is reached where it was. A walk
that asked a player something on the way is not kept (the lines that replay it are asked again).
"""

from __future__ import annotations

from dataclasses import dataclass

from .context import Run
from .effects import Branch, Piece

Leaves = list[tuple[list[str], Branch]]


@dataclass(slots=True)
class _Kept:
    leaves: Leaves
    work: int  # the steps of work the walk spent


class Spot:
    """Where an event is settled on a line of play: counted as it is met (whether walked, taken from the
    settlement memo or taken up here), so that the lines that replay to it find it under the same key."""

    __slots__ = ("calls", "run", "walked", "work")

    def __init__(self, run: Run) -> None:
        run.walked += 1
        self.run = run
        self.walked = run.walked
        self.calls = run.chooser.calls
        self.work = run.chooser.work.left

    def _key(self) -> tuple:
        """Where the line is (asked for while nothing was asked since the spot was met: the same choices)."""
        run = self.run
        return ("walked", tuple(run.chooser.path), self.calls, run.depth, self.walked)

    def resume(self) -> Leaves | None:
        """The leaves an earlier line's walk found here, its work spent; None if none. They are shared: the one a
        line goes on with is copied first (own)."""
        run = self.run
        if run.memo is None or not run.chooser.replaying:
            return None
        kept = run.memo.snapshots.get(self._key())
        if kept is None:
            return None
        run.chooser.work.spend(kept.work)
        run.memo.walks_taken_up += 1
        return kept.leaves

    def keep(self, leaves: Leaves) -> bool:
        """Keep the walk's leaves when they end in a question (other lines replay to it) and it asked nothing;
        whether they were kept (then shared: the one this line goes on with is copied first, own)."""
        run = self.run
        if run.memo is None or len(leaves) < 2 or run.chooser.calls != self.calls:
            return False
        run.memo.snapshots[self._key()] = _Kept(leaves, self.work - run.chooser.work.left)
        return True


def own(leaf: Branch, run: Run, later: list[Piece]) -> Branch:
    """A kept leaf as this line's own to go on with (Branch.fork: the state copy-on-write, the pieces copied)."""
    twin = leaf.fork()
    twin.chooser = run.chooser
    twin.later = later
    return twin
