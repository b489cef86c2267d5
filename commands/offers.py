"""Cards and abilities a player may use or not (audit9; docs/scenario.md "optional"): "I have Mending Hands in hand",
"I could activate Samite Healer", each legal use and not using it an outcome, put in response to what is on top of
the stack as the sentence is read (CR 117.1a, 117.3d, 405.5); a card in hand then cast is the one said, and a card
said in hand after the same card was cast is asked about. Split out of commands/situation.py, whose `_cast` and
`_activate` take an `Offer`."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import lexicon as lx

if TYPE_CHECKING:
    from .situation import Entry, Reader


@dataclass
class Offer:
    """Where the cards a sentence says a player may use (a card in hand, an ability they could activate) go: in
    response to what waits on top of the stack as the sentence is read — the moment such a question is about —,
    else before combat damage during a combat, else after what came before (docs/scenario.md "optional")."""

    top: Entry | None
    combat: bool
    names: list[str] = field(default_factory=list)

    @classmethod
    def now(cls, r: Reader) -> Offer:
        """What it responds to: the top of the stack, past cards offered before (each may not be used)."""
        top = next((e for e in reversed(r.stack) if not e.optional), r.stack[-1] if r.stack else None)
        return cls(top, r.combat is not None)

    def where(self, r: Reader) -> str:
        if self.top is not None:
            spell = next((sp for sp in r.spells if sp.action is self.top.action), None)
            return f" in response to {r.display_spell(spell) if spell is not None else self.top.name}"
        if self.combat:
            return " before combat damage"
        return " at this point, with nothing on the stack to respond to"

    def put(self, r: Reader, entry: Entry) -> None:
        if self.top is not None or self.combat:
            r.push(entry)  # on the stack: it resolves before what it responds to (CR 405.5)
        else:
            r.add_action(entry.action, entry.line)
        self.names.append(entry.name)


def _offer_of(r: Reader, action: dict[str, Any]) -> tuple[str, str]:
    """Who may use an offered card or ability, and the card's name."""
    if "cast" in action:
        return action.get("by") or lx.YOU, action["cast"]
    obj = r.obj(action["activate"])
    return action.get("by") or obj.controller or lx.YOU, obj.name


def _told(r: Reader) -> list[dict[str, Any]]:
    """The actions read so far: those resolved, then those waiting on the stack."""
    return [a for a, _ in r.actions] + [e.action for e in r.stack]


def offered(r: Reader, who: str, casts: bool = False) -> list[str]:
    """The names of the cards and abilities (only the cards: `casts`) `who` may still use or not (form_hand), in
    the order offered."""
    return [
        name
        for a in _told(r)
        if a.get("optional") and (not casts or "cast" in a)
        for p, name in [_offer_of(r, a)]
        if p == who
    ]


def withdraw_offers(r: Reader, who: str, name: str | None = None, count: int = lx.MAX_ACTIONS) -> int:
    """Take back up to `count` of the cards or abilities `who` may use (those named `name`, or all): a player who
    says they don't use it ("I don't cast it"), or who casts the one said to be in hand. How many were taken."""

    def taken(action: dict[str, Any]) -> bool:
        nonlocal count
        if not action.get("optional") or count <= 0:
            return False
        player, card = _offer_of(r, action)
        if player != who or name not in (None, card):
            return False
        count -= 1
        r.spells[:] = [s for s in r.spells if s.action is not action]
        return True

    before = len(r.actions) + len(r.stack)
    for i in reversed(range(len(r.actions))):
        if taken(r.actions[i][0]):
            del r.actions[i]  # what was put on the stack after it keeps its place among the rest (on_stack_before)
            for e in r.stack:
                e.put_at -= e.put_at > i
            for a, _ in r.actions[i:]:
                if a.get("on_stack_before", 0) > i:
                    a["on_stack_before"] -= 1
    r.stack[:] = [e for e in r.stack if not taken(e.action)]
    left = [a for a in _told(r) if a.get("optional")]
    gone = ((MANA_NOTE,) if not left else ()) + ((r.offer_note,) if len(left) < 2 else ())
    r.notes[:] = [n for n in r.notes if n not in gone]
    return before - len(r.actions) - len(r.stack)


def _used_offer(r: Reader, who: str, name: str, what: str) -> None:
    """A card said to be in `who`'s hand (or an ability they could activate) and then used: the one used is that
    card, not another copy ("I have Giant Growth in hand. In response I cast Giant Growth …"), and the reading says
    so."""
    if withdraw_offers(r, who, name, count=1):
        r.note(what)


_HAND_RE = re.compile(
    r"^(?:(?P<who>.+?)\s+(?:have\s+got|has\s+got|have|has|got|holds?|am\s+holding|is\s+holding)\s+)?"
    r"(?P<cards>.+?)\s+in\s+(?:(?P<whose>my|your|their|his|her|the|[a-z][a-z' -]{0,30}?'s?)\s+)?hand$",
    re.I,
)
# a permanent said on the battlefield among what a player has in hand: "Samite Healer out", "a Healer in play"
_OUT_RE = re.compile(r"^(?P<x>.+?)\s+(?:out|in\s+play|on\s+the\s+(?:battlefield|board|field))$", re.I)
_COULD_RE = re.compile(
    r"^(?P<who>.+?)\s+(?:could|can|may|might)\s+(?:also\s+|still\s+)?(?P<verb>cast|activate|use|tap)\s+(?P<rest>.+)$",
    re.I,
)
MANA_NOTE = "Mana isn't tracked: a player who may cast a card or activate an ability is assumed able to pay for it."


def form_hand(r: Reader, s: str) -> bool:
    """ "I have Mending Hands (and Healing Salve) in hand", "Mending Hands in hand", "I could cast Mending Hands",
    "I could activate Samite Healer": cards and abilities the player may use or not, each legal way an outcome,
    in response to what is on top of the stack then (docs/scenario.md "optional", CR 117.1a, 117.3d)."""
    from .situation import SituationError, _activate, _cast, _strip_article  # it imports this module

    could = _COULD_RE.match(s)
    hand = None if could else _HAND_RE.match(s)
    if could:
        who = r.player_word(could["who"], introduce=True)
        if who is None:
            return False
        offer = Offer.now(r)
        if could["verb"].lower() == "cast":
            _cast(r, who, could["rest"], offer=offer)
        else:
            _activate(r, who, could["rest"], offer=offer)
    elif hand:
        if hand["who"]:  # "has" introduces no player (as in "<player> has …" board sentences); "casts" does
            who = r.player_word(hand["who"])
        else:
            whose = (hand["whose"] or "my").lower()
            who = r.player_word("i" if whose in ("my", "the") else whose.removesuffix("'s").removesuffix("'"))
        if who is None:
            return False
        offer = Offer.now(r)
        cast = {a["cast"] for a in _told(r) if "cast" in a and not a.get("optional") and (a.get("by") or lx.YOU) == who}
        for item in r.split_list(hand["cards"]):
            if out := _OUT_RE.match(item.strip()):  # "I have Samite Healer out and Healing Salve in hand"
                r.board_item(out["x"], who)
                continue
            more = _ANOTHER_RE.match(item.strip())  # "another Shock", "a second Shock": a new copy, said
            count, text = 1, _strip_article(item.strip()[more.end() :] if more else item)
            m = lx.COUNT_RE.match(text)
            if not (m or more) and r._is_card(text) and (name := r.index.named(text, r.game).card.name) in cast:
                _cast_and_then_in_hand(r, who, name, s)
            if m and not r._is_card(text):
                count, text = r.number(m.group(1)), text[m.end() :]
                if count == 0:  # "he has no cards in his hand": nothing in hand to cast, said
                    r.none_said(item)
                    continue
                if not 1 <= count <= lx.MAX_COUNT:
                    raise SituationError(f'"{item}": between 1 and {lx.MAX_COUNT} copies at a time')
            for _ in range(count):
                _cast(r, who, text, offer=offer)
    else:
        return False
    _no_crossed_offers(r, offer, s)
    r.note(MANA_NOTE)
    _note_offers(r, offer)
    return True


_ANOTHER_RE = re.compile(r"^(?:another|an?\s+other|a\s+(?:second|2nd)|one\s+more)\s+", re.I)


def _cast_and_then_in_hand(r: Reader, who: str, name: str, said: str) -> None:
    """ "I shock his giant. I have Shock in hand.": the Shock cast, or a second one? Asked (audit9): read as a second
    copy, the answer had a second Shock the player may not have."""
    from .situation import SituationError  # it imports this module

    subject = "I" if who == lx.YOU else who
    has = lx.verb(subject, "have")
    raise SituationError(
        f'"{said}": {name} is cast above — if this is a second one, say "{subject} {has} another {name} in hand"; '
        "if it is the same card, leave this sentence out (see /help ruling)"
    )


def _no_crossed_offers(r: Reader, offer: Offer, said: str) -> None:
    """Cards both players may use with nothing on the stack ("opp has Lightning Bolt in hand. I have Mending Hands in
    hand"): each is put in the order told, so one could never answer the other (CR 117.3, 405.5): asked, with what
    each player does and in which order."""
    from .situation import SituationError  # it imports this module

    if offer.top is not None or offer.combat:
        return
    players = {_offer_of(r, a)[0] for a, _ in r.actions if a.get("optional")}
    if len(players) > 1:
        raise SituationError(
            f'"{said}": both players may use cards here with nothing cast yet, and which one answers the other '
            "isn't said: tell what is cast first, then what may answer it (\"Opponent casts Lightning Bolt targeting "
            'me. I have Mending Hands in hand"; see /help ruling)'
        )


def _note_offers(r: Reader, offer: Offer) -> None:
    """When several offered cards or abilities wait on the stack above what they respond to, say in one note (kept
    up to date) that each is used or not, and that the one described last resolves first (CR 405.5)."""
    from .situation import _cite, _or  # it imports this module

    if offer.top is None and not offer.combat:
        return
    above = r.stack[next((i + 1 for i, e in enumerate(r.stack) if e is offer.top), 0) :]
    offered = [e.name for e in above if e.optional]
    if len(offered) < 2:
        return
    names = sorted(set(offered), key=offered.index)
    many = f"the {len(offered)} {names[0]}" if len(names) == 1 else _or(names).replace(" or ", " and ")
    note = (
        f"{many[0].upper()}{many[1:]} are each used or not; used together, the one described last goes on the stack "
        f"last and resolves first ({_cite(r.ruleset, 'stack_order')})."
    )
    if r.offer_note in r.notes:
        r.notes[r.notes.index(r.offer_note)] = note
    else:
        r.notes.append(note)
    r.offer_note = note
