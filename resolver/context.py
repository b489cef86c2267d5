"""The context of one resolution run (one line of play)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .choices import Chooser
from .effects import Branch, Pending, Step, make_step
from .ruleset import Ruleset
from .state import State
from .values import effect_values


@dataclass(slots=True)
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
    # damage events settled by walking their orders so far on this line (a place in it, resolver/walked.py)
    walked: int = 0
    memo: Any = None  # the EventMemo the lines of play of one resolution share (None: settle afresh)
    # Walk every order of every event, one event at a time, without following redirection chains or
    # exchanging interchangeable effects (resolver/orders.py): the exhaustive engine the suite checks against.
    exhaustive: bool = False
    trace: dict[str, int] | None = None  # counts what the shortcuts did in one resolution (tests)
    # optional casts and activations decided so far (resolver/optional.py): action index -> how it is used
    # (its targets and mode), or None when it isn't
    uses: dict[int, Any] = field(default_factory=dict)
    # why a prevention effect didn't apply to damage it would have prevented but for its kind ("Fog's effect
    # prevents only combat damage"): an outcome's "Damage prevented" line says it
    missed: list[str] = field(default_factory=list)
    # the last state-based action check (CR 704.3) found nothing to do and changed nothing, and would find the
    # same on any state that differs only in combat status (attacking, blocking): set by MTG's check each time
    quiet_sba: bool = False
    # the permanents leaving the battlefield at once (state-based actions, "destroy all"), as each is moved: a
    # leaves-the-battlefield trigger looks back to just before the event (CR 603.10a)
    leaving_together: frozenset[str] = frozenset()

    def say(self, text: str, *concepts: str, rules: tuple[str, ...] = ()) -> None:
        made = self.ruleset.steps.get((text, concepts, rules))  # make_step's own cache, without the call
        self.log.append(made if made is not None else make_step(self.ruleset, text, concepts, rules))

    def name(self, ref: str) -> str:
        return self.state.display(ref)

    def branch(self) -> Branch:
        """A branch over the run's own state, for code shared with event processing."""
        return Branch(self.state, self.ruleset, [], self.log, self.triggers, chooser=self.chooser)


def run_key(r: Run) -> tuple:
    """Everything that decides what happens next between two actions: players, objects (all of each),
    effects (all of each), what has been counted and numbered, and what the run still carries."""
    st = r.state
    return (
        tuple(p.key() for p in st.players.values()),
        tuple((ref, st.object_value(ref)) for ref in st.objects),
        tuple([v for _, v, _ in effect_values(st.effects, r.memo.values if r.memo is not None else None)]),
        st.prevented,
        st.effect_serial,
        st.dup_names,
        st.loose_taps,
        r.game_over,
        frozenset(r.combat_sources),
        tuple(t.key() for t in r.triggers),
        r.chosen_source,
        r.depth,
        tuple(sorted(r.uses.items())),
    )
