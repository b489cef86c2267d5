"""Non-damage events that damage leads to, and their replacement effects (CR 614, 616):
a permanent going to the graveyard, a player gaining life, a player drawing cards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .effects import Branch, CantGainLife, Effect
from .errors import Unmodelled
from .selectors import matches_any
from .state import RETURN_KEYWORDS

if TYPE_CHECKING:
    from .state import GameObject


@dataclass(slots=True)
class EventReplacement(Effect):
    """'If [event] would happen, [something else] instead' for a non-damage event."""

    event: str = ""
    instead: str = ""
    category = "event"

    def watches_object(self, obj_id: str, event: str, state: object) -> bool:
        if self.event != event and not (self.event == "put_into_graveyard" and event == "dies"):
            return False
        return matches_any(self.to, obj_id, state, self.controller, self.source)  # type: ignore[arg-type]


ZONE_WORDS = {"exile": "exiled", "library": "shuffled into its owner's library", "hand": "put into its owner's hand"}


def _replacements(branch: Branch, ref: str, event: str) -> list[EventReplacement]:
    st = branch.state
    found = st.effects_of(EventReplacement)
    if not found:  # (most games have none)
        return found
    found = [e for e in found if e.active(st) and e.watches_object(ref, event, st)]
    first = [e for e in found if e.self_replacement]
    return first or found


def _pick(branch: Branch, choices: list[EventReplacement], player: str, what: str) -> EventReplacement:
    if len(choices) == 1:
        return choices[0]
    labels = [f"{what}: {e.name} applies" for e in choices]
    pick = branch.chooser.choose(f"{player} chooses which replacement applies to {what}", player, labels)
    return choices[pick]


def replacements_now(branch: Branch, ref: str, dies: bool) -> list[EventReplacement]:
    """The replacements that would apply to `ref` going to the graveyard now: for permanents leaving at once,
    each event is checked before any of them leaves (a permanent leaving with them still applies its static
    replacement effects to the others, CR 614.6, 616.1)."""
    return _replacements(branch, ref, "dies" if dies else "put_into_graveyard")


def put_into_graveyard(branch: Branch, ref: str, dies: bool, options: list[EventReplacement] | None = None) -> str:
    """Move a permanent to its owner's graveyard, unless a replacement sends it elsewhere (CR 616.1:
    its controller picks one; then the others no longer apply, 616.1f). Returns the zone it ends in.
    `options`: the replacements found before a simultaneous move began (replacements_now)."""
    st = branch.state
    obj = st.mut(ref)
    if options is None:
        options = replacements_now(branch, ref, dies)
    zone = "graveyard"
    if options:
        chosen = _pick(branch, options, obj.controller, f"{obj.name} going to the graveyard")
        zone = chosen.instead
        branch.say(f"{chosen.name}: instead, {obj.name} is {ZONE_WORDS[zone]}", "replacement")
        others = [e.name for e in options if e is not chosen]
        if others:
            branch.say(
                f"{', '.join(others)} no longer applies: {obj.name} isn't going to the graveyard", "order", "reapply"
            )
    if dies and zone == "graveyard":
        _refuse_return(obj)
    obj.zone = zone
    obj.damage = 0
    obj.counters = {}
    obj.attacking = obj.blocking = obj.blocked = False
    obj.blocks = None
    obj.deathtouched = False
    return zone


def _refuse_return(obj: GameObject) -> None:
    """Persist (CR 702.79a) and undying (702.93a) return a creature that dies: not modelled."""
    if RETURN_KEYWORDS.isdisjoint(obj.keywords.flags):
        return
    for keyword, counter in (("persist", "-1/-1"), ("undying", "+1/+1")):
        if obj.keywords.has(keyword) and not obj.count(counter):
            raise Unmodelled(
                f"{obj.name} dies with no {counter} counter and has {keyword}, which returns it to the battlefield: "
                f"{keyword} isn't modelled"
            )


def can_gain_life(player: str, state: object) -> bool:
    return not any(
        e.active(state) and matches_any(e.to, player, state, e.controller, e.source)
        for e in state.effects_of(CantGainLife)  # type: ignore[attr-defined]
    )


def gain_life(branch: Branch, player: str, amount: int, why: str, concept: str) -> None:
    """A life-gain event (119.3), unless the player can't gain life (119.7) or it is replaced (616.2)."""
    if amount <= 0:
        return
    if not can_gain_life(player, branch.state):
        branch.say(f"{player} can't gain life, so {why} gains them nothing", "cant_gain_life")
        return
    options = _replacements(branch, player, "gain_life")
    if options:
        chosen = _pick(branch, options, player, f"{player} gaining {amount} life")
        branch.say(
            f"{chosen.name}: instead of gaining {amount} life ({why}), {player} draws {amount} card(s)",
            "replacement",
            "newly_applicable",
        )
        draw(branch, player, amount)
        return
    branch.state.players[player].life += amount
    branch.say(f"{why}: {player} gains {amount} life", concept)


DRAWS_ONE_BY_ONE = 100  # draws followed one at a time (each can be replaced); more is refused, not guessed


def draw(branch: Branch, player: str, count: int) -> None:
    """Draw cards one at a time; each draw can be replaced (CR 616.2's example). With nothing to replace
    them, the draws are one step ("draws 5 cards")."""
    st = branch.state
    if count > 0 and not _replacements(branch, player, "draw"):
        st.players[player].cards_drawn += count
        branch.say(f"{player} draws {count} card{'s' if count != 1 else ''}", "draw")
        return
    if count > DRAWS_ONE_BY_ONE:
        raise Unmodelled(
            f"{player} would draw {count} cards, each of which a replacement effect could change: more than "
            f"{DRAWS_ONE_BY_ONE} draws followed one at a time aren't modelled"
        )
    for _ in range(count):
        options = _replacements(branch, player, "draw")
        if options:
            chosen = _pick(branch, options, player, f"{player} drawing a card")
            st.players[player].returned_to_hand += 1
            branch.say(
                f"{chosen.name}: instead of drawing, {player} returns a card from their graveyard to their hand",
                "replacement",
                "newly_applicable",
            )
        else:
            st.players[player].cards_drawn += 1
            branch.say(f"{player} draws a card", "draw")
