"""The context of one resolution run (one line of play)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .choices import Chooser
from .effects import Branch, Pending, Step, make_step
from .ruleset import Ruleset
from .state import State


@dataclass
class Run:
    state: State
    ruleset: Ruleset
    chooser: Chooser
    log: list[Step] = field(default_factory=list)
    triggers: list[Pending] = field(default_factory=list)
    game_over: bool = False
    plan: Any = None  # the CardPlan when the scenario uses cards
    # "choosing X as the source" given with a cast or activation (615.9)
    chosen_source: str | None = None
    # 2008: sources whose combat damage is on the stack; they can be chosen as sources (419.8a)
    combat_sources: set[str] = field(default_factory=set)
    depth: int = 0  # batches of damage being dealt inside one another (a loop guard)
    memo: Any = None  # the EventMemo the lines of play of one resolution share (None: settle afresh)

    def say(self, text: str, *concepts: str, rules: tuple[str, ...] = ()) -> None:
        self.log.append(make_step(self.ruleset, text, concepts, rules))

    def name(self, ref: str) -> str:
        return self.state.display(ref)

    def branch(self) -> Branch:
        """A branch over the run's own state, for code shared with event processing."""
        return Branch(self.state, self.ruleset, [], self.log, self.triggers, chooser=self.chooser)
