"""A clause led by what happened first ("After my opponent played Vexing Devil, I chose …"): the sentence tells
it in the order it happened, so the lead word goes and the rest is read as a clause of its own — only when a player
did it and it isn't a report ("After my Hill Giant died, …", "After I lost 3 life, …": what happened before isn't set
aside as commentary; the clause stays as written, and is refused, quoted).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..situation import SituationError
from .commentary import is_commentary
from .dispatch import guarded
from .entities import Names

_AFTER = re.compile(r"^(?:right\s+|just\s+)?(?:after|once)\s+(?P<rest>\S.*)$", re.I)
_PLAYER = re.compile(r"^(?:I|Opponent|he|she|they|we)\s+\S", re.I)


@guarded(_AFTER)
def frame_after(clause: str, names: Names, rewrite: Callable[[str, Names], str]) -> str | None:
    """ "After Opponent played Vexing Devil" → "Opponent controls Vexing Devil" (what follows comes after it). What
    happened before, said as a report ("After my Hill Giant died"), is asked back: set aside as commentary, the
    board read would still have it."""
    m = _AFTER.match(clause)
    if m is None:
        return None
    if is_commentary(names.masked(m["rest"])):
        raise SituationError(
            f'"{clause}": say the board it left as facts ("I control …" without what died, "I am at 17 life"), then '
            "what happens (see /help ruling)"
        )
    return rewrite(m["rest"], names) if _PLAYER.match(m["rest"]) else None


_DAMAGE_STEP = re.compile(
    r"^(?:during|in)\s+the\s+(?:first[\s-]+strike|first|regular|normal|second)\s+(?:combat\s+)?damage\s+step$", re.I
)


@guarded(_DAMAGE_STEP)
def frame_damage_step(clause: str, names: Names) -> str | None:
    """ "During the first strike damage step, … the AI activated regeneration": combat damage is dealt as the step
    begins (CR 510.1, 510.2), and players get priority only after it and the state-based actions (510.3, 704.3), so
    what was done "during" it may have come before the damage or after: asked, never guessed."""
    if not _DAMAGE_STEP.match(clause.strip()):
        return None
    raise SituationError(
        f'"{clause}": combat damage is dealt as that step begins, before anyone can cast or activate (CR 510.2, '
        '510.3): say what was done before the damage as a sentence ("Before combat damage, Opponent activates …") '
        "and leave what the damage did to the answer (see /help ruling)"
    )
