"""A question about a card or a block the situation doesn't have (audit7): "opp attacks with Hill Giant. should I
block with Grizzly Bears?", "opp shocks my bear. would Giant Growth have saved it?".

Questions aren't read into the situation (a question is not an event), so answered, such a question gets the
answer to the board without what it asks about: the Giant hits unblocked, the bear dies with no Giant Growth
cast. Asked back instead, quoted, with the form that would put it in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..situation import SituationError
from .entities import Names, is_spell

# a question about a block ("should I block with …", "if he blocks, …"); not blocking is what happens unsaid
_BLOCK_ASKED = re.compile(r"\b(?:can|could|may|able\s+to|should|shall|would|will|if|whether)\b[^?]*\bblock", re.I)
_NOT_BLOCKING = re.compile(r"\b(?:n't|not|never|no|without)\s+(?:\w+\s+)?block", re.I)


def block_asked(question: str) -> bool:
    """Whether a question asks about a block ("Can my Serra Angel block it?", "should I block with Grizzly
    Bears?") rather than about not blocking ("what if I don't block?")."""
    return bool(_BLOCK_ASKED.search(question)) and not _NOT_BLOCKING.search(question)


# a spell a question asks about by its one-word name in lower case, as what would do something ("would fog save my
# bears?", "can shock kill the giant after damage?", "does a fog save me?"): no span finds it (audit 26)
_A_SPELL_DOING = re.compile(
    r"\b(?:would|does|do|can|could|will|did|if|might)\s+(?:a\s+|an\s+|the\s+|my\s+|his\s+|her\s+)?(?P<w>[a-z][a-z'-]{2,})\s+"
    r"(?:have\s+)?(?:save|saved|kill|killed|prevent|prevented|stop|stopped|counter|destroy|work|help|fizzle|deal|hit|"
    r"finish|make)\b"
)


def _spells_by_a_word(question: str, names: Names) -> list[str]:
    """The instants and sorceries a question names by one lower-case word, as what would do something."""
    out = []
    for m in _A_SPELL_DOING.finditer(question):
        card = names.card(m["w"])
        if card is not None and card.name.lower() == m["w"] and is_spell(card):
            out.append(card.name)
    return out


def no_unsaid_card(question: str, present: Iterable[str], names: Names) -> None:
    """Ask back a question that names a card the situation doesn't have (not on the battlefield, cast, or in a
    hand): answered, it would answer the board without it."""
    have = set(present)
    missing = [n for *_, n in names.spans(question) if n not in have]
    missing += [n for n in _spells_by_a_word(question, names) if n not in have and n not in missing]
    if not missing:
        return
    card = names.card(missing[0])
    form = (
        f"In response, I cast {missing[0]} targeting <target>"
        if card is not None and is_spell(card)
        else f"{missing[0]} blocks <attacker>"
        if block_asked(question)
        else f"I control {missing[0]}"
    )
    raise SituationError(
        f'"{question}" asks about {", ".join(dict.fromkeys(missing))}, which the situation doesn\'t have: say what it '
        f'does as a sentence (e.g. "{form}"), then ask (see /help ruling)'
    )
