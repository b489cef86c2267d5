"""A possessive pronoun standing for a permanent ("he shocks mine", "I bolt his") or a bare "one" / "the other"
("opp shocks one and bolts the other"): never looked up as a card's name (it was "mine" -> Mine Layer, "his" ->
Hisoka's Guard). "mine" / "his" / "hers" / "theirs" with exactly one permanent of that player that fits the slot is
that permanent, said in the reading; none or several are asked back, quoting the player's word. A bare "one" or
"the other" doesn't say which, so it is asked back (issue #16: never guess).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .. import lexicon as lx
from .entities import controls

if TYPE_CHECKING:
    from commands.situation import Obj, Reader

_OWNED = {"mine": "i", "his": "they", "hers": "they", "theirs": "they"}  # as "his X" (Reader.possessive)
_WHICH = re.compile(r"^(?:the\s+)?(?:one|other|other\s+one|another|another\s+one|yours)$", re.I)


def pronoun_object(r: Reader, phrase: str, want: str | None) -> Obj | None:
    """The permanent a lone possessive pronoun means (the one of its player fitting `want`); None when the phrase
    isn't one. Raises SituationError when it doesn't say which."""
    from commands.situation import SituationError, _fits

    word = phrase.strip(" ,.!?").lower()
    if _WHICH.match(word):
        raise SituationError(
            f'"{phrase}" doesn\'t say which permanent: name the card ("… targeting <card>"; see /help ruling)'
        )
    if word not in _OWNED:
        return None
    owner = r.player_word(_OWNED[word])
    pool = [
        o
        for o in r.objects
        if o.permanent and o.controller == owner and (want is None or o.card is None or _fits(o.card, want))
    ]
    if len(pool) != 1:
        names = ", ".join(r.display(o.id) for o in pool)
        if not pool:
            raise SituationError(
                f'"{phrase}": the situation gives {owner} no permanent: say what {owner} {lx.verb(owner, "control")} '
                f'("{controls("I" if owner == lx.YOU else owner, "Hill Giant")}"; see /help ruling)'
            )
        raise SituationError(
            f'"{phrase}": {owner} {lx.verb(owner, "control")} {len(pool)} permanents ({names}): name the one meant'
        )
    note: Any = f'"{phrase}" is read as {r.display(pool[0].id)}, the only permanent {owner} {lx.verb(owner, "control")}'
    r.notes.append(note + ".")
    return pool[0]
