"""Auras and Equipment in the situation language: what each is attached to (CR 303.4, 301.5).

    Grizzly Bears is enchanted by Rancor        Rancor is attached to Grizzly Bears
    Hill Giant is equipped with Bonesplitter    Bonesplitter equips Hill Giant
    Rancor on my Grizzly Bears                  Rancor is on Grizzly Bears   (an Aura only)
    I control Cho-Manno, Revolutionary with Pariah       (in a board list, after "with")

An attachment named for the first time is put on the battlefield under the controller of what it is attached to;
that is an assumption, and the reading marks it ("[controller assumed]"). One already on the battlefield and
attached to nothing is the one meant. Whether the attachment is legal is the engine's (704.5m, 704.5n).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from . import lexicon as lx

if TYPE_CHECKING:
    from .situation import Obj, Reader

ATTACHMENT_SUBTYPES = {"Aura": "enchanted", "Equipment": "equipped"}


def attachment_kind(card: Any, face: int = 0) -> str | None:
    """ "Aura" or "Equipment" for a card that is one, else None."""
    subtypes = set(card.faces[face].subtypes)
    return next((k for k in ATTACHMENT_SUBTYPES if k in subtypes), None)


def attachment_card(r: Reader, text: str) -> Any:
    """The Aura or Equipment card a phrase names exactly ("Rancor", "a Pariah"), else None: only exact names, since
    this is asked of every phrase after "with"."""
    name = re.sub(r"^(?:an?|the)\s+", "", text.strip(), flags=re.I)
    if not name or not r._is_card(name):
        return None
    card = r.index.named(name, r.game).card
    return card if attachment_kind(card) else None


def attach(r: Reader, holder: str, name: str, said: str) -> Obj:
    """Attach the Aura or Equipment `name` to `holder` (an object id or a player): the one on the battlefield
    attached to nothing, else a new one (its controller: the holder's, assumed)."""
    from .situation import SituationError

    card = attachment_card(r, name)
    if card is None:
        raise SituationError(f'"{said}": {name.strip()} is not an Aura or Equipment card (see /help ruling)')
    free = [
        o
        for o in r.objects
        if o.permanent and o.card is not None and o.card.name == card.name and o.attached_to is None
    ]
    if len(free) > 1:
        raise SituationError(f'"{said}": there are {len(free)} {card.name} on the battlefield: say which one')
    if free:
        aura = free[0]
    else:
        if not any(o.id == holder for o in r.objects):  # a player: whose Curse it is isn't theirs to assume
            raise SituationError(
                f'"{said}": say who controls {card.name} ("I control {card.name}. It is attached to {holder}")'
            )
        mentions, when = list(r.mentions), list(r.mentioned_in)
        aura = r.card_object(card.name, r.obj(holder).controller, permanent=True)
        aura.assumed = aura.holder_controls = True
        r.mentions[:], r.mentioned_in[:] = mentions, when  # "it" still means what the sentence was about
    if aura.id == holder:
        raise SituationError(f'"{said}": {card.name} can\'t be attached to itself')
    aura.attached_to = holder
    return aura


_ENCHANTED_BY = re.compile(
    r"^(?P<x>.+?)\s+(?:is|was|gets|got)\s+(?P<how>enchanted|equipped)\s+(?:by|with)\s+(?P<y>.+)$", re.I
)
_ATTACHED_TO = re.compile(
    r"^(?P<y>.+?)\s+(?:is\s+attached\s+to|was\s+attached\s+to|enchants|enchanted|equips|equipped)\s+(?P<x>.+)$", re.I
)


# "Frozen Solid on opp's Craw Wurm", "Armadillo Cloak is on my Hill Giant": an Aura on a permanent is attached to
# it (CR 303.4); casting one isn't modelled, and an Aura has no activated ability to use "on" something
_AURA_ON = re.compile(r"^(?P<y>.+?)\s+(?:(?:is|was)\s+)?on\s+(?P<x>.+)$", re.I)


def form_attached(r: Reader, s: str) -> bool:
    """ "Grizzly Bears is enchanted by Rancor", "Rancor is attached to Grizzly Bears", "It equips Hill Giant",
    "Rancor on my Grizzly Bears" (an Aura: the chat shorthand "<card> on <target>" would otherwise read it as
    activated, and an Aura on a permanent is attached to it, CR 303.4; audit 23)."""
    m = _AURA_ON.match(s)
    if m and (card := attachment_card(r, m["y"])) is not None and attachment_kind(card) == "Aura":
        attach(r, r.ref(m["x"], "target"), m["y"].strip(), s)
        return True
    m = _ENCHANTED_BY.match(s)
    if m:
        names = r.split_list(m["y"])
        if not all(attachment_card(r, n) is not None for n in names):
            return False
        holder = r.ref(m["x"], "target")
        for n in names:
            check_kind(attach(r, holder, n, s).card, m["how"], s)
        return True
    m = _ATTACHED_TO.match(s)
    if not m:
        return False
    y = m["y"].strip()
    if y.lower() in lx.PRONOUNS and r.last is not None and r.last.card is not None and attachment_kind(r.last.card):
        aura = r.last  # "I control Pariah. It is attached to Cho-Manno"
        if aura.attached_to is not None:
            return False
        name = aura.card.name
    elif attachment_card(r, y) is not None:
        name = y
    else:
        return False
    holder = r.ref(m["x"], "target")
    attach(r, holder, name, s)
    return True


def check_kind(card: Any, how: str, said: str) -> None:
    """ "enchanted by" takes an Aura, "equipped with" an Equipment."""
    from .situation import SituationError

    kind = attachment_kind(card)
    if kind is not None and ATTACHMENT_SUBTYPES[kind] != how.lower():
        raise SituationError(f'"{said}": {card.name} is an {kind}, so nothing is {how.lower()} with it')
