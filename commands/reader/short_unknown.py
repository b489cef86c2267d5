"""One-word names the card index doesn't know, used where a card goes: "Had Obosh on the field", "Maarikas damage",
"Whenever Drakuseth attacks", "Kharn is my only creature", "a 6/6 Murktide". Players name a legend by its first
word; when the cards imported are older than it, nothing about the situation can be answered without its text, so
a message that fails to read and names one is refused for that first (as commands/reader/unknown.py does for names
of two words or more).

A word counts only in one of the places below (never a capitalised word alone: "Adam", "Forge"), only when no card's
name has it as a word (a first name of a card it has: "Torbran's ability"), nor the Comprehensive Rules ("Landfall
triggers twice"), nor a creature type ("a 2/2 Bear"), and only when it isn't a misspelt card the message reads
(typos.read_as).
"""

from __future__ import annotations

import re
from functools import cache
from itertools import pairwise
from typing import Any

from cardindex.fuzzy import normalise

from ..creature_types import creature_type
from .entities import VERBS
from .typos import read_as
from .unknown import _JOINERS, _OPENERS, KNOWN_LOOKUPS

_W = r"(?P<w>[A-Z][a-z]{3,}(?:-[A-Z]?[a-z]+)?)"  # "Obosh", "Drakuseth"; not "AI", "MTG", "It"
_POSSESSIVE = r"(?P<s>['’]s|s)"  # "Maarikas damage": the apostrophe left out
_OF_IT = (
    r"(?i:abilit(?:y|ies)|power|toughness|trigger(?:ed)?|effects?|damage|text|counters?|ping|passive|static|attacks?|"
    r"ETB|etb|enter|death|dies)"
)
_PLACES = (
    # "Kumano's ping ability", "Maarikas damage", "Drizzt's power"
    rf"\b{_W}{_POSSESSIVE}\s+(?:[a-z]+\s+){{0,2}}?{_OF_IT}\b",
    # "Had Obosh on the field", "With Torbran in play"
    rf"\b{_W}\s+(?:is\s+|was\s+)?(?:on|in)\s+(?:the\s+)?(?:field|battlefield|board|play)\b",
    # "Whenever Drakuseth attacks", "when Exocrine enters"
    rf"\b(?:[Ww]henever|[Ww]hen|[Ii]f|[Oo]nce|[Aa]fter)\s+{_W}\s+(?:attacks|blocks|deals|dies|enters|is\s+dealt|becomes)\b",
    # "Exocrine deals no damage", "Obosh dealt 3"
    rf"\b{_W}\s+(?:deals|dealt|does|did)\s+(?:no\s+|only\s+|[0-9]+\s+)?(?:combat\s+)?(?:damage|[0-9]+\b)",
    # "Drizzt is not getting +1/+1 counters", "Betor doesn't get counters"
    rf"\b{_W}\s+(?:is\s+|was\s+|isn't\s+|wasn't\s+|doesn't\s+|didn't\s+|does\s+not\s+|did\s+not\s+|is\s+not\s+)?"
    r"(?:get|gets|getting|got|gains?|gaining|gained)\s+(?:[a-z]+\s+)?(?:[+-][0-9]+/[+-][0-9]+|counters?)",
    # "Kharn is my only creature"
    rf"\b{_W}\s+(?:is|was)\s+(?:my|his|her|their|the|a|an|Opponent's)\s+(?:only\s+)?"
    r"(?:creature|commander|planeswalker|legend|blocker|attacker)\b",
    # "If you got Betor and Rhox Faithmender on the field", "with Kharn and a 2/2"
    rf"\b(?:got|had|have|has|with|control|controls|controlled)\s+{_W}\s+and\s+(?:[A-Z]|an?\s|my\s|his\s)",
    # "Korvold triggers twice", "Kenrith didn't trigger"
    rf"\b{_W}\s+(?:(?:does|did|should|would|will|won't|doesn't|didn't|never|always|only)\s+(?:not\s+)?)?"
    r"(?:triggers?|triggered|triggering)\b",
    # "when I cast Korvold", "after playing Kenrith", "I kicked Cinderclasm"
    rf"\b(?:[Cc]ast|[Cc]asts|[Cc]asting|[Cc]asted|[Pp]layed|[Pp]laying|[Ss]ummoned|[Ff]lashed\s+in|[Kk]icked|"
    rf"[Ee]voked|[Ee]scaped|[Ff]lashbacked|[Ff]oretold|[Oo]verloaded)\s+{_W}\b(?!\s+[A-Z])",
    # "Can I Strangle my opponent's Nissa?": a spell said as the verb
    rf"\b(?:[Cc]an|[Cc]ould|[Ss]hould)\s+I\s+{_W}\s+(?:my|his|her|their|Opponent's|[Mm]y\s+opponent's|the|a|an)\b",
    # "Korvold vs deathtouch??", "Ragavan — dash doesn't …": a report's title, the card it is about first
    rf"(?m:^){_W}\s+(?:vs\.?|versus|[—–-])\s",
    # "Ragavan hit the opponent for 2": a creature's hit
    rf"\b{_W}\s+(?:hit|hits|swung|swings)\s+(?:the\s+|my\s+|his\s+|her\s+)?(?:[Oo]pponent|me|him|her|them|AI)\b",
    # "Adeline power not updating": whose power, the apostrophe and its "s" left out
    rf"(?m:^){_W}\s+(?:power|toughness|trigger|triggers|ability|abilities|damage)\s+(?:not|isn't|doesn't|is|was)\b",
    # "Halana puts the counters on …": a sentence's first word, a card doing what its text says
    rf"(?:^|(?<=\n)|(?<=[.!?]\s)){_W}\s+(?:puts|gives|makes|creates|copies|exiles|returns)\s+(?:the|a|an|my|his|her|its)\b",
    # "Wrenn and Six -1 can't target …": a planeswalker's loyalty ability by its cost
    rf"\b{_W}(?:\s+and\s+[A-Z][a-z]+)?\s+[+\-−][0-9X]+\s",
    # "Grist's -2", "Wrenn's +1"
    rf"\b{_W}['’]s\s+[+\-−][0-9X]+\b",
    # "a 6/6 Murktide", "my 3/3 Kharn"
    rf"\b(?:a|an|my|his|her|their|Opponent's)\s+[0-9]+/[0-9]+\s+{_W}\b(?!\s+[A-Z])",
)
_PLACE_RES = [re.compile(p) for p in _PLACES]
_NOT_A_NAME = (
    _OPENERS
    | VERBS
    | _JOINERS
    | frozenset(
        """whenever when once after with had have has got then also this that each every other another some none nothing
    something everything anything creature creatures player players damage turn game card cards commander token
    tokens""".split()  # noqa: SIM905
    )
)


def short_unknown_names(text: str, index: Any, game: str) -> list[tuple[str, list[str]]]:
    """The one-word names in `text`, in a card's place (see the module docstring), that no card of the index is
    named by, in order, once, each with no nearest names (a first name's nearest cards are noise)."""
    found: list[tuple[int, str, str]] = []
    for rx in _PLACE_RES:
        for m in rx.finditer(text):
            word = m["w"]
            before = re.search(r"([A-Za-z][\w'’-]*)\s+$", text[: m.start("w")])
            if before and before[1][0].isupper() and before[1].lower() not in _NOT_A_NAME:
                continue  # "Kaldra Compleat's ability": the last word of a longer name (unknown.py's)
            if _starts_a_name(word, text[m.end("w") :], index, game):
                continue  # "I cast Kolaghan's Command": the first word of a card's name the index has
            typed = word + ("s" if m.re.groupindex.get("s") and m["s"] == "s" else "")  # "Mogis does": Mogis
            found.append((m.start("w"), word, typed))
    out: list[tuple[str, list[str]]] = []
    seen: set[str] = set()
    for _, word, typed in sorted(found):
        if word.lower() in _NOT_A_NAME or word.lower() in seen or word.lower() in _rule_words() or creature_type(word):
            continue  # (a word of the rules is the game's: "Landfall triggers twice", "Trample damage")
        seen.add(word.lower())
        if _known(word, index, game) or _known(typed, index, game) or read_as(text, word, index, game) is not None:
            continue
        out.append((word, []))
    return out


_OWNED_RUN = re.compile(r"['’]s\s+([A-Z][\w'’-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w'’-]*){0,3})")


def _starts_a_name(word: str, after: str, index: Any, game: str) -> bool:
    """Whether `word`, then its possessive and the capitalised words after it, is a card's name the index has
    ("Kolaghan" of "Kolaghan's Command"); "Obosh's Power" isn't one."""
    m = _OWNED_RUN.match(after)
    if m is None:
        return False
    run = m[1].split()
    return any(index.get(f"{word}'s {' '.join(run[:k])}", game) is not None for k in range(len(run), 0, -1))


@cache
def _rule_words() -> frozenset[str]:
    """The words the Comprehensive Rules write in lower case ("landfall", "trample", "upkeep"): the game's, never a
    legend's first name (the rules' examples name cards in capitals: "Lolth" isn't one)."""
    from resolver.rulebook import RuleBook

    book = RuleBook.bundled("mtg")
    texts = [t for r in book.rules.values() for t in (r.text, *r.examples)]
    texts += [f"{k} {v}" for k, v in book.glossary.items()]
    return frozenset(w for t in texts for w in re.findall(r"(?<![A-Za-z])[a-z][a-z'’-]*", t))


def _known(word: str, index: Any, game: str) -> bool:
    """A card's name (or nickname, or face's) has `word` as a word, or it less a final "s" ("Bears"); "Grist" isn't
    known by Gristleback. A word a name has only as a possessive names no card by itself: "Kumano's ping ability"
    is Kumano, Master Yamabushi's, not Kumano's Pupils'. An index without its names' words: a name has a word
    starting with it."""
    forms = [word, word[:-1]] if word.endswith("s") and len(word) > 4 else [word]
    words = _name_words(index)
    if words is None:
        return any(index.lookup(form, game).how in KNOWN_LOOKUPS for form in forms)
    if any(normalise(form) in words for form in forms):
        return True
    # a one-word card name whose word another name has only as a possessive ("Hallow", beside "All Hallow's Eve")
    return index.get(word, game) is not None


_WORDS: dict[int, tuple[frozenset[str], frozenset[str]]] = {}  # by index: (its name_starts, their words)


def _name_words(index: Any) -> frozenset[str] | None:
    """Every word of every name the index has, but those it has only as a possessive ("kumano" of "kumano s
    pupils"), made once per index and kept while its names don't change."""
    starts = getattr(index, "name_starts", None)
    if starts is None:
        return None
    keys = starts()
    kept = _WORDS.get(id(index))
    if kept is None or kept[0] is not keys:
        words: set[str] = set()
        owners: set[str] = set()  # words followed by "s" (normalise splits "Kumano's" into "kumano s")
        named: set[str] = set()  # words followed by another word
        shorter = {key.rsplit(" ", 1)[0] for key in keys if " " in key}  # (keys are closed under their starts)
        for key in keys:
            split = key.split()
            words.update(split)
            for w, after in pairwise(split):
                (owners if after == "s" else named).add(w)
            if key not in shorter:  # a whole name's last word ("marshal" of Mogg War Marshal, beside Marshal's Anthem)
                named.add(split[-1])
        # possessive only: followed by "s" somewhere and by no other word anywhere
        kept = _WORDS[id(index)] = (keys, frozenset(words - (owners - named)))
    return kept[1]


def with_short_names(text: str, found: list[tuple[str, list[str]]], short: list[tuple[str, list[str]]]) -> list:
    """Names the index doesn't know (unknown_names) and one-word ones, in the order said; a run that is a one-word
    name's possessive ("Obosh's Power") gives way to the name, and a one-word name to a run it starts ("Bolg of the
    north")."""
    heads = tuple(f"{w}{s} " for w, _ in short for s in ("'s", "’s", "s"))
    kept = [n for n in found if not n[0].startswith(heads)]
    firsts = {n.split()[0].lower() for n, _ in kept}  # "Bolg" of "Bolg of the north": the fuller name is the one
    return sorted(kept + [s for s in short if s[0].lower() not in firsts], key=lambda n: _at(text, n[0]))


def _at(text: str, name: str) -> int:
    """Where `name` is first said in `text` (a name the reader rewrote goes last)."""
    at = text.find(name)
    return at if at >= 0 else len(text)
