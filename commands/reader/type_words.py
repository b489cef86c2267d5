"""A creature type said alone, read as the one card of the index whose name holds it (audit13).

With only the bundled cards, "i block with my elf" was read as Glistener Elf ("the card whose name starts so") and
answered with its infect, "my vampire" as Vampire Nighthawk with its deathtouch and lifelink: the one card of that
type the index holds, not the asker's (a whole card pool holds dozens, and the same words are asked back there).
A type word is read as a card only once that card is in the situation ("the one on the battlefield"); said first,
it is asked back. "bear" (Grizzly Bears) and "giant" (Hill Giant) stay read: the everyday names of those two
vanilla creatures, which the documentation and the dev sets use so.
"""

from __future__ import annotations

import re

from ..creature_types import creature_type
from ..situation import SituationError

_GUESSED = re.compile(r'^"(?P<word>[a-z]+)" is read as (?P<card>.+), the card whose name starts so\.$')
_EVERYDAY = frozenset({"bear", "bears", "giant", "giants"})


def no_type_word_guess(notes: list[str]) -> None:
    """Ask back a creature type said alone and read, by the words of a name, as a card with more to it."""
    for note in notes:
        m = _GUESSED.match(note)
        if m is None or m["word"] in _EVERYDAY or creature_type(m["word"]) is None:
            continue
        raise SituationError(
            f'"{m["word"]}" could be any {m["word"]}: name the card ({m["card"]}?) or describe it by its size '
            f'("a 2/2 {m["word"].capitalize()} creature"; see /help ruling)'
        )
