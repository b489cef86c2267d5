"""A spell aimed at "him" or "her" beside the opponent's creature or a planeswalker (audit6): the chat reader reads
the pronoun as the opponent, but players call creatures and planeswalkers "he" and "she" ("opp controls Serra
Angel. I bolt her. does she die?" was Lightning Bolt to the opponent's face, "Opponent survives at 17 life"). Asked
back then; beside only the asker's creatures ("With Torbran on the field, I Shock him") it is the opponent."""

from __future__ import annotations

import re

from .. import lexicon as lx
from ..situation import SituationError
from .entities import SPELL_VERB_WORDS, Names, has_type
from .needles import sieved
from .normalise import normalise

# "I cast Shock targeting her", "he casts Bolt at him" (not "at him three times": how often, said of the player)
_CAST_AT = sieved(r"\bcast(?:s|ed|ing)?\s+[\w' ,-]+?\s+(?:targeting|at|on)\s+(him|her)\b(?!\s+\w+\s+times)", re.I)
# "I tap the healer to prevent 1 to him": a prevention aimed at "him" (audit 26: read as the opponent, never dealt
# damage, while the asker's bear was being shocked)
_PREVENT_TO = re.compile(
    r"\bprevent\w*\s+(?:the\s+next\s+)?(?:[0-9]+|one|two|three|all)\s+(?:damage\s+)?(?:to|that\s+would\s+be\s+dealt\s+to)\s+"
    r"(him|her)\b",
    re.I,
)
_HIM = re.compile(r"^(him|her)\b[,.;:!?]?$", re.I)
_ADVERB = re.compile(r"^(?:\w+ly|just|then|also|still|now)$")


def no_him_beside_a_planeswalker(text: str, names: Names, normal: str | None = None) -> None:
    """Before reading: "Opponent controls Chandra … I cast Shock targeting her" — any planeswalker named may be the
    "her" (whoever controls it: a planeswalker is only ever attacked or burnt by the other player). `normal`: the
    text normalised, when the caller has it."""
    said = _aimed_at_him(text, names)
    if said is None:
        return
    normal = normalise(text) if normal is None else normal
    walkers = [n for *_, n in names.spans(normal) if has_type(names.card(n), "planeswalker")]
    if walkers:
        _ask(said, walkers)


def no_him_beside_his_creature(text: str, names: Names, creatures: dict[str, tuple[str, str]]) -> None:
    """After reading (`creatures`: Reader.creatures()): a spell aimed at "him"/"her" while the opponent controls a
    creature, which the pronoun may be ("opp attacks with Hill Giant. I shock him")."""
    said = _aimed_at_him(text, names)
    if said is None:
        return
    theirs = [name for controller, name in creatures.values() if controller != lx.YOU]
    if theirs:
        _ask(said, theirs)


def no_him_prevented(text: str, creatures: dict[str, tuple[str, str]]) -> None:
    """After reading: a prevention aimed at "him"/"her" while a creature is there, whoever controls it ("opp shocks
    the bear. i tap the healer to prevent 1 to him"): damage to a creature is what players prevent; asked back."""
    m = _PREVENT_TO.search(text)
    if m and creatures:
        _ask((m.group(0), m.group(1)), [name for _, name in creatures.values()])


def _ask(said: tuple[str, str], could: list[str]) -> None:
    phrase, pronoun = said
    raise SituationError(
        f'"{phrase}": "{pronoun}" could be the opponent or {" or ".join(dict.fromkeys(could[:2]))}: name the target '
        "(see /help ruling)"
    )


def _aimed_at_him(text: str, names: Names) -> tuple[str, str] | None:
    """(the words, the pronoun) of a spell aimed at "him"/"her": "I cast Shock targeting her", or a spell's name
    said as a verb by the asker ("I bolt her", "I immediately bolt her", "… and shock him"). Said by the opponent
    ("opp bolts him"), the pronoun can't be the caster: the reader asks that itself."""
    cast = _CAST_AT.search(text)
    if cast:
        return cast.group(0), cast.group(1)
    words = text.split()
    pronouns = [k for k, w in enumerate(words) if len(w) in (3, 4) and _HIM.match(w)]  # "him", "her,"
    if not pronouns:
        return None  # (no word to aim at: nothing below is looked up)
    near = {i for k in pronouns for i in range(k - SPELL_VERB_WORDS, k)}  # a name said from i may end before k
    for i in range(1, len(words)):
        if i not in near:
            continue  # no "him"/"her" right after a spell's name said from here: no spell_verb lookups
        before = words[i - 1].lower()
        if _ADVERB.match(before) and i > 1:
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
