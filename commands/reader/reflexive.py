"""A player named by a reflexive pronoun ("Opponent casts Shock targeting himself", "he bolts himself"): the
clause's own subject, when that is the other player; asked back otherwise (never read as a card's name).
"""

from __future__ import annotations

import re

from ..situation import SituationError
from .entities import Names
from .needles import sieved

_SELF = sieved(r"(?<![\w'])(?:himself|herself|themselves|themself)(?![\w'])", re.I)
_HE = re.compile(r"^(?:he|she|Opponent)\s+", re.I)
# "they cast …", "they Shock themselves": a player ("they attack" may be creatures: asked back)
_THEY = re.compile(r"^they\s+(?:\w+\s+)?(?:cast|casts|casted|activate|activated|activates|target|targeted)\b", re.I)


def reflexive(clause: str, names: Names) -> str:
    """The clause with "himself" (herself, themselves) said as the player it is ("Opponent"), or unchanged."""
    if not _SELF.search(clause):
        return clause
    they = _THEY.match(clause) or (
        re.match(r"^they\s+", clause, re.I) and names.spell_verb(clause.split(" ", 1)[1]) is not None
    )
    aimed = re.search(
        r"\b(?:targeting|targets|targeted|at|on)\s+(?:himself|herself|themselves|themself)\b", clause, re.I
    )
    verb = names.spell_verb(clause.split(" ", 1)[1]) if " " in clause else None
    if (_HE.match(clause) or they) and (aimed or (verb is not None and _SELF.fullmatch(verb.rest.strip()))):
        return _SELF.sub("Opponent", clause)  # "he bolts himself", "… targeting himself": a spell at the player
    word = _SELF.search(clause).group(0)
    raise SituationError(
        f'"{clause}": "{word}" is which player? Say "me" or "Opponent" (or start with who does it: '
        f'"Opponent casts … targeting {word}"; see /help ruling)'
    )
