"""Matching damage recipients and sources against selectors (the "to"/"from" of an effect)."""

from __future__ import annotations

from collections.abc import Sequence

from .errors import Unmodelled
from .scenario import Selector
from .state import UNIT_TYPES, GameObject, State


def _relation(value: str | None, player: str, you: str | None) -> bool:
    if value is None or you is None:
        return True
    if value == "not_you":  # "you don't control": anything that isn't yours, a controllerless source too
        return player != you
    if not player:  # a source with no controller is nobody's: neither yours nor an opponent's
        return False
    return player == you if value == "you" else player != you


def matches(sel: Selector, ref: str, state: State, you: str | None, this: str | None = None) -> bool:
    """Does object or player `ref` match `sel`? `you` is the effect's controller; `this` its source."""
    if ref in sel.exclude or ("this" in sel.exclude and ref == this):
        return False
    if sel.your_turn is not None and (state.order[0] == you) != sel.your_turn:  # "during your turn"
        return False
    if sel.id is not None and ref != (this if sel.id == "this" else sel.id):
        return False
    if ref in state.players:
        if sel.kind not in (None, "player") or sel.object_only():
            return False
        if sel.controller is not None or sel.controller_is is not None or sel.attacking is not None:
            return False
        if _combat_keys(sel) or sel.dealt_damage_by is not None:  # only permanents have these
            return False
        if sel.player is not None and sel.player != ref:
            return False
        return _relation(sel.player_is, ref, you)
    obj = state.objects.get(ref)
    if obj is None:
        return False
    if sel.player is not None or sel.player_is is not None or sel.kind == "player":
        return False
    if sel.kind == "permanent" and not obj.is_permanent:
        return False
    if (sel.kind == "creature" and not obj.is_creature) or (sel.kind == "planeswalker" and not obj.is_planeswalker):
        return False
    if sel.kind == "unit" and obj.types.isdisjoint(UNIT_TYPES):  # Grand Archive
        return False
    if sel.controller is not None and obj.controller != sel.controller:
        return False
    if not _relation(sel.controller_is, obj.controller, you):
        return False
    if sel.types and not any(t.lower() in obj.types for t in sel.types):
        return False
    if sel.subtypes and not any(t.lower() in obj.subtypes for t in sel.subtypes):
        return False
    if sel.colors and not any(c in obj.colors for c in sel.colors):
        return False
    if not _qualities(sel, obj):
        return False
    if sel.attacking is not None and obj.attacking != sel.attacking:
        return False
    if sel.dealt_damage_by is not None and not _dealt_by(sel.dealt_damage_by, obj, state, this):
        return False
    return _combat_status(sel, obj, state, this)


def _combat_keys(sel: Selector) -> bool:
    return sel.blocking is not None or sel.blocked is not None or sel.blocks is not None or sel.blocked_by is not None


def _combat_status(sel: Selector, obj: GameObject, state: State, this: str | None) -> bool:
    """Blocking, blocked / unblocked (CR 509.1h: an attacking creature blockers were declared for stays
    blocked; one without is unblocked), "creatures blocking <id>" and "creatures <id> is blocking"."""
    if not _combat_keys(sel):
        return True
    if sel.blocking is not None and obj.blocking != sel.blocking:
        return False
    if sel.blocked is not None and not (obj.attacking and obj.blocked == sel.blocked):
        return False
    if sel.blocks is not None:
        attacker = this if sel.blocks == "this" else sel.blocks
        if not (obj.blocking and obj.blocks == attacker):
            return False
    if sel.blocked_by is not None:
        blocker = state.objects.get(this if sel.blocked_by == "this" else sel.blocked_by or "")
        if blocker is None or not (blocker.blocking and blocker.blocks == obj.id and obj.attacking):
            return False
    return True


def _dealt_by(who: str, obj: GameObject, state: State, this: str | None) -> bool:
    """Whether `who` (an id, or "this") dealt `obj` damage this turn. Damage marked before the scenario came
    from sources it doesn't give: whether a permanent (there all along) dealt it is a fact the answer needs."""
    source = this if who == "this" else who
    dealt = obj.dealt_by
    if source in dealt:
        return True
    src = state.objects.get(source or "")
    if "?" in dealt and src is not None and src.is_permanent:
        raise Unmodelled(
            f"{obj.name} had damage marked before this, and whether {src.name} dealt it this turn isn't given: "
            f"it decides whether the replacement effect of {src.name} applies"
        )
    return False


def _qualities(sel: Selector, obj: GameObject) -> bool:
    """The phrase-grammar keys (family A): keywords, power, colors it lacks, counters it has none of."""
    if sel.keywords and not any(obj.keywords.has(k.lower()) for k in sel.keywords):
        return False
    if sel.not_keywords and any(obj.keywords.has(k.lower()) for k in sel.not_keywords):
        return False
    if sel.power_at_most is not None and (not obj.is_creature or obj.power > sel.power_at_most):
        return False  # CR 208.3: only a creature has power (a noncreature source isn't "with power N or less")
    if sel.not_colors and any(c in obj.colors for c in sel.not_colors):
        return False
    if sel.colorless is not None and (not obj.colors) != sel.colorless:  # CR 105.2c
        return False
    if sel.multicolored is not None and (len(obj.colors) >= 2) != sel.multicolored:  # CR 105.4
        return False
    if sel.token is not None and obj.token != sel.token:
        return False
    return sel.no_counters is None or obj.count(sel.no_counters.lower()) == 0


def matches_any(sels: Sequence[Selector], ref: str, state: State, you: str | None, this: str | None) -> bool:
    """An empty selector list matches everything."""
    return not sels or any(matches(s, ref, state, you, this) for s in sels)


def describe(sels: Sequence[Selector], state: State) -> str:
    """Short human text for a selector list, for logs."""
    if not sels:
        return "anything"
    parts = []
    for s in sels:
        words = []
        if s.id:
            words.append(state.display(s.id) if s.id != "this" else "this")
        if s.player:
            words.append(s.player)
        if s.player_is:
            words.append("you" if s.player_is == "you" else "an opponent")
        if s.colors:
            words.append("/".join(s.colors) + " source")
        if s.not_colors:
            words.append("non" + "/".join(s.not_colors))
        if s.colorless:
            words.append("colorless")
        if s.multicolored:
            words.append("multicolored")
        if s.keywords:
            words.append("with " + " or ".join(s.keywords))
        if s.not_keywords:
            words.append("without " + " or ".join(s.not_keywords))
        if s.power_at_most is not None:
            words.append(f"with power {s.power_at_most} or less")
        if s.token:
            words.append("token")
        if s.no_counters:
            words.append(f"with no {s.no_counters} counters")
        if s.types or s.subtypes:
            words.append(" ".join((s.subtypes or []) + (s.types or [])))
        if s.blocking or s.blocks:
            whom = "" if not s.blocks else " this" if s.blocks == "this" else f" {state.display(s.blocks)}"
            words.append("blocking" + whom)
        if s.blocked is not None:
            words.append("blocked" if s.blocked else "unblocked")
        if s.blocked_by:
            words.append(f"blocked by {'this' if s.blocked_by == 'this' else state.display(s.blocked_by)}")
        if s.controller or s.controller_is:
            words.append(f"controlled by {s.controller or s.controller_is}")
        parts.append(" ".join(words) or (s.kind or "anything"))
    return " or ".join(parts)
