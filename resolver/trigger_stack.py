"""Which waiting triggered ability resolves next (CR 603.3b, 405.3, 405.5).

Abilities that triggered since a player last received priority are put on the stack together, above those put
there before: first the active player's, then each other player's in turn order (APNAP), each player ordering
their own. The last one put on the stack resolves first, so a nonactive player's ability resolves before the
active player's, and one that triggers as another resolves goes above those still waiting."""

from __future__ import annotations

from dataclasses import replace

from .context import Run
from .effects import Pending
from .trigger_targets import choose_on_stacking

QUESTION = "order of triggered abilities"


def _controller(r: Run, item: Pending) -> str | None:
    you = dict(item.bindings).get("$you")
    if isinstance(you, str) and you in r.state.players:
        return you
    source = r.state.objects.get(item.source)
    return source.controller if source is not None else None


def _top_first(r: Run, player: str, items: list[Pending]) -> list[Pending]:
    """`player` orders their own abilities: each pick is the one of the rest that resolves first."""
    rest = list(items)
    picked: list[Pending] = []
    while len(rest) > 1:
        labels = [f"{t.effect_name}'s trigger ({t.amount}) resolves first" for t in rest]
        pick = r.chooser.choose(QUESTION, player, labels) if len(set(labels)) == len(labels) else 0
        picked.append(rest.pop(pick))
    return picked + rest


def next_trigger(r: Run) -> Pending | None:
    """Put what triggered since the last time on the stack (APNAP), then take the top of it off to resolve.

    Where a waiting ability's controller isn't known (or the game isn't Magic), any waiting ability may be
    chosen to resolve first, as the active player chooses. None: what triggered had no legal target (603.3c)."""
    new = [t for t in r.triggers if not t.placed]
    owners = [_controller(r, t) for t in new]
    if r.ruleset.game != "mtg" or None in owners:
        labels = [f"{t.effect_name}'s trigger ({t.amount}) resolves first" for t in r.triggers]
        pick = 0
        if len(labels) > 1 and len(set(labels)) == len(labels):
            pick = r.chooser.choose(QUESTION, r.state.order[0], labels)
        return r.triggers.pop(pick)
    if new:
        stacked = [t for t in r.triggers if t.placed]
        for player in r.state.order:  # the active player's lowest (405.3)
            mine = [t for t, owner in zip(new, owners, strict=True) if owner == player]
            for t in reversed(_top_first(r, player, mine)):
                targeted = choose_on_stacking(r, t)  # its target chosen as it goes on the stack (603.3d)
                stacked += [replace(targeted, placed=True)] if targeted is not None else []
        r.triggers = stacked
        if not stacked:
            return None
    return r.triggers.pop()
