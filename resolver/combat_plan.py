"""A combat damage step's assignments (CR 510.1) as a plan: what is said, and the divisions of damage a player
chooses between, made from the game alone; then played on a line of play (said, chosen, dealt). The lines of play
that reach a step in the same game share one plan (speed only: the steps, choices and damage are the same)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .effects import Piece, Step, make_step

if TYPE_CHECKING:
    from .context import Run


@dataclass(frozen=True, slots=True)
class Division:
    """An attacker's controller divides its combat damage (510.1c-d): one of `ways`, labelled `labels`."""

    question: str
    player: str
    labels: list[str]
    ways: list[dict[str, int]]
    concepts: tuple[str, ...]  # what the chosen division's step cites
    source: str
    said: list[Step | None]  # the step saying each division, once made
    # what the last way cites when it isn't a division among blockers: all of a Thorn Elemental's damage to what it
    # attacks, as though it weren't blocked (510.1b)
    last_concepts: tuple[str, ...] | None = None

    def step(self, ruleset: Any, pick: int) -> Step:
        made = self.said[pick]
        if made is None:
            last = self.last_concepts is not None and pick == len(self.labels) - 1
            concepts = self.last_concepts if last and self.last_concepts else self.concepts
            made = self.said[pick] = make_step(ruleset, f"{self.labels[pick]} (its controller's choice)", concepts)
        return made


@dataclass(frozen=True, slots=True)
class Deals:
    """Combat damage a creature assigns, by recipient (amounts of 0 assign nothing)."""

    source: str
    split: dict[str, int]


class Plan:
    """The steps said, divisions and damage of one combat damage step, in order. It has `say` and `ruleset` as a
    run has, so the code that says a step (misconceptions.believed) writes into it."""

    __slots__ = ("ops", "ruleset")

    def __init__(self, ruleset: Any) -> None:
        self.ruleset = ruleset
        self.ops: list[Step | Division | Deals] = []

    def say(self, text: str, *concepts: str, rules: tuple[str, ...] = ()) -> None:
        self.ops.append(make_step(self.ruleset, text, concepts, rules))  # (the step Run.say would log)

    def play(self, run: Run) -> list[Piece]:
        """Say, choose and assign on `run`, in order; the pieces of combat damage assigned."""
        pieces: list[Piece] = []
        log = run.log
        for op in self.ops:
            if type(op) is Step:
                log.append(op)
                continue
            if type(op) is Division:
                # divisions that leave the same game are written down as the first such one's line (resolver/alike.py)
                pick = run.chooser.choose(op.question, op.player, op.labels, alike=lambda op=op: classes(run, self, op))
                log.append(op.step(run.ruleset, pick))
                split = op.ways[pick]
            else:
                split = op.split
            pieces += [Piece(op.source, rec, n, True) for rec, n in split.items() if n > 0]  # (combat damage)
        return pieces


def plan_key(run: Run, place: object, refs: list[str]) -> tuple | None:
    """What a step's plan is made from besides `place` (the combat, the step, who strikes in it): the objects it
    reads (by value), the names shown (dup_names) and the players. None when it reads more (a misconception that
    looks at prevention effects) or there is no memo to keep it in."""
    if run.memo is None or run.ruleset.misconceived("trample_skips_shielded_blocker"):
        return None
    st = run.state
    return (place, tuple(map(st.object_value, refs)), st.dup_names, tuple(st.players))


# alike.py reads this module's operations: bound once both are made
from .alike import classes  # noqa: E402
