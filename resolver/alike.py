"""Divisions of combat damage that leave the same game (speed only: outcomes and labels never change).

An attacker's controller divides its combat damage among its blockers (CR 510.1c; with trample, the player too,
702.19b), and each division is a line of play (resolver/combat.py). Two divisions leave the same game when they
assign each blocker and player the same amount, except blockers that get lethal damage from both (a blocker dealt
damage at least its toughness minus the damage already marked on it is destroyed by the next state-based action
check, 704.5g, 120.6, and a permanent put into a graveyard keeps neither its marked damage nor a record of how
much it was dealt, 400.7). That holds only where nothing can see how much was dealt, so only on a board where:

- the rules are today's (not mtg-2008's damage on the stack, nor Grand Archive's), with no misconception on;
- no effect exists (no prevention, replacement or redirection of damage, no regeneration shield, no "is dealt
  damage" trigger, no damage counting) but a permanent's own shield-counter prevention (122.1c) while it has no
  shield counter (nothing on such a board puts one);
- no card in play has an ability (a card with keywords only, Grizzly Bears or Serra Angel, is its object's
  keywords), is attached, gives a bonus or an anthem, or is being cast: what the cards add (resolver/cards.py
  CardPlan) then triggers and changes nothing;
- the attacker has no lifelink, deathtouch, infect or wither (which would make the amount or the dealing
  itself observable: life gained, 702.15b; 702.2b; counters, 702.90b, 702.80a);
- such a blocker is a creature and not a planeswalker (loyalty is removed per point, 120.3c), isn't
  indestructible (702.12b: its damage would stay marked), and nothing else in the step deals it damage.

Then dealing either division makes the same events to the same recipients (the same recipients get damage), the
same state-based actions, and from there the same game: the line of play that takes the later division goes as
the earlier one's (its "class representative") went, and ends in the same outcome, whose shown line is the
earlier one's anyway (explore plays lines in the order of their choices). The explorer (resolver/choices.py)
then writes that line down instead of playing it: the earlier line's results and record, with this division's
label. It does so only when the earlier line made no further choice and met no checkpoint after the division
(the later one would then be merged into it and dropped, resolver/choices.py). The test suite plays each such
line anyway and checks that it is the line written down (CHECK_ALIKE).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .combat_plan import Deals, Division
from .prevention import Prevention

if TYPE_CHECKING:
    from .cards import CardPlan
    from .combat_plan import Plan
    from .context import Run

# keywords of the attacker that make the amount of damage, or the dealing itself, observable
OBSERVED = frozenset({"lifelink", "deathtouch", "infect", "wither"})


def classes(run: Run, plan: Plan, op: Division) -> list[int] | None:
    """For each division of `op`, the first division that leaves the same game (itself when none does); None
    when the board could see the difference (see the module docstring) or no two divisions are alike."""
    if not _quiet(run):
        return None
    st = run.state
    attacker = st.objects[op.source]
    if not OBSERVED.isdisjoint(attacker.keywords.flags):
        return None
    others: set[str] = set()  # what the step's other assignments deal damage to
    for o in plan.ops:
        if type(o) is Deals:
            others.update(o.split)
        elif type(o) is Division and o is not op:
            others.update(o.ways[0])
    need: dict[str, int] = {}  # the damage that destroys each blocker whose excess can't be seen
    for ref in op.ways[0]:
        obj = st.objects.get(ref)
        if obj is None or ref in others or not obj.on_battlefield or not obj.is_creature or obj.is_planeswalker:
            continue
        if obj.keywords.has("indestructible") or obj.toughness - obj.damage < 1:
            continue
        need[ref] = obj.toughness - obj.damage
    if not need:
        return None
    first: dict[tuple, int] = {}
    reps = []
    for i, way in enumerate(op.ways):
        key = tuple(["dies" if r in need and n >= need[r] else n for r, n in way.items()])
        reps.append(first.setdefault(key, i))
    return reps if len(first) < len(reps) else None


def _plain(plan: CardPlan) -> bool:
    """No card in play can see damage: none has an ability or is attached, none gives a bonus or an anthem, and no
    spell is cast."""
    if plan.spells or plan.bonuses or plan.anthems:
        return False
    return all(not use.card.abilities and use.attached is None for use in plan.permanents.values())


def _quiet(run: Run) -> bool:
    """Today's rules, no misconception, no effect but dormant shield counters, no card that can see damage; the memo
    on; not the exhaustive engine."""
    st = run.state
    return (
        run.ruleset.key == "mtg"
        and not run.ruleset.misconceptions
        and (run.plan is None or _plain(run.plan))
        and run.memo is not None
        and not run.exhaustive
        and all(type(e) is Prevention and e.requires_counter and not e.condition_met(st) for e in st.effects)
    )
