"""A spell aimed at "him" or "her" beside a creature or planeswalker (audit6): the chat reader reads the pronoun
as the opponent, but players call creatures and planeswalkers "he" and "she" ("opp controls Serra Angel. I bolt
her. does she die?" was Lightning Bolt to the opponent's face, "Opponent survives at 17 life"). Asked back when the
message names one; else the pronoun is the opponent, as everywhere."""

from __future__ import annotations

import re

from ..situation import SituationError
from .entities import Names
from .normalise import normalise

# "I cast Shock targeting her", "he casts Bolt at him" (not "at him three times": how often, said of the player)
_CAST_AT = re.compile(r"\bcast(?:s|ed|ing)?\s+[\w' ,-]+?\s+(?:targeting|at)\s+(him|her)\b(?!\s+\w+\s+times)", re.I)
_HIM = re.compile(r"^(him|her)\b[,.;:!?]?$", re.I)
_KINDS = ("creature", "planeswalker")
_ADVERB = re.compile(r"^(?:\w+ly|just|then|also|still|now)$")


def no_him_beside_a_creature(text: str, names: Names) -> None:
    """Raises SituationError when a spell targets "him"/"her" ("I cast Shock targeting her", "I bolt her") and
    the message names a creature or planeswalker the pronoun could be."""
    cast = _CAST_AT.search(text)
    said = (cast.group(0), cast.group(1)) if cast else _card_verb_at(text, names)
    if said is None:
        return
    phrase, pronoun = said
    could = [n for *_, n in names.spans(normalise(text)) if _a_creature(names, n)]
    if could:
        raise SituationError(
            f'"{phrase}": "{pronoun}" could be the opponent or {" or ".join(dict.fromkeys(could[:2]))}: name the '
            "target (see /help ruling)"
        )


def _card_verb_at(text: str, names: Names) -> tuple[str, str] | None:
    """ "I bolt her": a spell's name said as a verb by the asker, then "him" or "her" (the words that say it, the
    pronoun). Said by the opponent ("opp bolts him"), the pronoun can't be the caster: the reader asks that."""
    words = text.split()
    for i in range(1, len(words)):
        before = words[i - 1].lower()
        if _ADVERB.match(before) and i > 1:  # "I immediately bolt her"
            before = words[i - 2].lower()
        if before not in ("i", "we") and not (before in ("and", "then") and not words[i].lower().endswith("s")):
            continue  # "… and shock him": the asker's verb form; "… and shocks him": the opponent's
        verb = names.spell_verb(" ".join(words[i:]))
        if verb is None or i + verb.words >= len(words):
            continue
        m = _HIM.match(words[i + verb.words])
        if m:
            return " ".join(words[max(0, i - 1) : i + verb.words + 1]).rstrip(",.;:!?"), m.group(1)
    return None


def _a_creature(names: Names, name: str) -> bool:
    card = names.card(name)
    return card is not None and any(k in map(str.lower, f.types) for f in card.faces for k in _KINDS)
