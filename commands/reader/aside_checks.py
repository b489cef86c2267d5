"""What a clause set aside as chat may not carry: the one list, checked once per clause, in this order (the first
that finds something asks it back, quoting the clause; the reader then answers nothing rather than an answer that
left it out — issue #16's "never silently dropped when it could carry board facts").

1. a word only a card's name could be, used as a verb, that the index doesn't know ("Opponent Lava Axes me":
   loose.no_unknown_card_verb);
2. an event or state of something the situation has that the reader would not play ("my giant is gone", "the
   giant is hurt": aside_events.no_aside_event, whose message says what is missing);
3. play the reader doesn't read, said in lower case or with a card it knows ("I murder it", "i searing spear the
   giant": unread_acts.no_unread_act);
4. a board fact with a card it doesn't know ("I have Platinum Angel": unread_acts.no_unread_board);
5. a name it doesn't know used as a spell or ability on someone ("my bear took a Searing Spear":
   unknown.unknown_acted).
"""

from __future__ import annotations

from typing import Any

from ..situation import SituationError
from .aside_events import no_aside_event
from .entities import Names
from .loose import no_unknown_card_verb
from .unknown import unknown_acted
from .unread_acts import no_unread_act, no_unread_board


def no_readable_aside(
    clause: str, present: set[str], kills: bool, names: Names, index: Any, game: str, fought: bool = True
) -> None:
    """Ask back (SituationError) a clause set aside that carries one of the things above. `present`: the names of
    what the situation has; `kills`: whether something in it can make a creature die; `fought`: whether it has a
    combat."""
    no_unknown_card_verb(clause)
    no_aside_event(clause, present, kills, fought)
    no_unread_act(clause, present, names)
    no_unread_board(clause, names)
    if unknown := unknown_acted(clause, index, game, names):
        raise SituationError(f'can\'t read "{clause}": "{unknown}" isn\'t a card I know (see /help ruling)')
