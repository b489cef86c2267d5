"""A permanent entering the battlefield, in the situation language: "Shinewend enters the battlefield", "my
Shinewend enters with a +1/+1 counter", "Walking Ballista enters the battlefield under Opponent's control".

It is put on the battlefield with the counters its card says it enters with: a replacement effect (CR 614.1c),
said in the reading. Counters the sentence gives must be those. A card that does something else as or when it
enters (a choice, a trigger) exits 3: putting it on the battlefield would skip that, and it isn't modelled.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from resolver.cards import enters_counters
from resolver.errors import RulekeeperError, Unmodelled

from . import lexicon as lx

if TYPE_CHECKING:
    from .situation import Reader

_ENTERS = re.compile(
    r"^(?P<x>.+?)\s+enters(?:\s+the\s+battlefield)?(?:\s+under\s+(?P<p>.+?)(?:'s)?\s+control)?"
    r"(?:\s+with\s+(?P<c>.+?))?$",
    re.I,
)
_ON_ENTERING = re.compile(r"\b(?:when|whenever|as)\b[^.]*\benters\b", re.I)


def on_entering(text: str) -> str | None:
    """The sentence of a card's text that does something as or when it enters ("When Animate Dead enters, …"), or
    None: putting the card on the battlefield (or casting it) would make it happen, and it isn't modelled."""
    if not _ON_ENTERING.search(text):
        return None
    return next(x for x in re.split(r"(?<=\.)\s+|\n", text) if _ON_ENTERING.search(x)).strip()


def form_enters(r: Reader, s: str) -> bool:
    """ "<card> enters the battlefield [with <counters>]": on the battlefield, with the counters it enters with."""
    from .situation import SituationError

    m = _ENTERS.match(s)
    if not m:
        return False
    owner, name = r.possessive(m["x"].strip())
    if m["p"]:
        owner = r.player_word(m["p"])
        if owner is None:
            return False
    name = re.sub(r"^(?:an?|the)\s+", "", name, flags=re.I)
    card, face = r.card(name, "permanent")
    if r.actions or r.stack or r.combat:  # it would be on the battlefield from the start, before what happened
        raise Unmodelled(
            f"{card.name} entering the battlefield after what happened before it isn't modelled (only permanents on "
            "the battlefield as the situation starts)"
        )
    text = card.faces[face].oracle_text
    if (sentence := on_entering(text)) is not None:
        raise Unmodelled(f'{card.name} entering the battlefield: "{sentence}" isn\'t modelled')
    try:
        counters = enters_counters(card, "card")
    except RulekeeperError as exc:  # "enters with X counters" (Walking Ballista): say how many it has
        raise SituationError(f'"{s}": {exc}; say "I control {card.name} with N +1/+1 counters"') from None
    obj = r.card_object(name, owner or lx.YOU, permanent=True)
    obj.assumed, obj.counters = owner is None, dict(counters)
    if m["c"]:
        part = r.with_part(re.sub(r"\s+on\s+it$", "", m["c"].strip(), flags=re.I))
        if part is None or part[0] != "counters" or {part[1][0]: part[1][1]} != obj.counters:
            has = ", ".join(f"{n} {k}" for k, n in obj.counters.items()) or "no counters"
            raise SituationError(f'"{s}": {card.name} enters with {has} (its card), not {m["c"]}')
    if obj.counters:
        has = " and ".join(f"{n} {k} counter{'s' if n > 1 else ''}" for k, n in obj.counters.items())
        r.notes.append(f"{card.name} enters the battlefield with {has} on it, as its card says (614.1c)")
    return True
