"""Creatures a message talks of without saying which or how big (issue #16): "I attack with some goblins", "I
am swinging with 3 creatures … blocks 1 of my creatures with 1 of his", "dealing 1 dmg to each blocker",
"Reproducible with any creature", "I enchant my deathtouch creatures", "a small army of creatures", "I was
attacking for lethal", "a planeswalker (it doesn't matter which)". Checked only when a message doesn't read:
such a message describes no particular board, whatever else it names, and the refusal says so, quoting the
words, instead of quoting the first part it couldn't read. A rewrite couldn't be answered without the sizes
(or the cards), which only the asker knows."""

from __future__ import annotations

import re
from typing import Any

from ..creature_types import creature_type
from .entities import Names, is_spell
from .normalise import normalise
from .unmodelled import an_example, names_the_card

# A card said by its kind, not named ("a lifegain instant", "a pump spell")
CARD_KINDS = r"instant|sorcery|spell|trick"
# What a player's creatures (or a card of a kind) are called ("creatures", "dudes"), singular and plural.
_NOUN = (
    r"(?:creatures?|blockers?|attackers?|dudes?|guys?|critters?|tokens?|permanents?|planeswalkers?|tramplers?|"
    rf"fliers?|flyers?|lifelinkers?|pingers?|{CARD_KINDS})"
)
# Words between the quantity and the noun that don't make it particular ("remaining", "unblocked", "deathtouch").
_ADJ = r"(?:(?:remaining|other|unblocked|blocked|attacking|blocking|damaged|big|small|little|random|different|" + (
    r"deathtouch|lifelink|trample|flying|first[ -]strike|double[ -]strike|indestructible|infect|wither|"
    r"white|blue|black|red|green|colorless|colourless|nontoken|token|opposing|enemy)\s+)*"
)
# Groups with no count or a count with no size: "some goblins", "a small army of creatures", "any creature" are
# never particular; "each blocker", "3 creatures", "my deathtouch creatures", "two slivers" (a creature type) are,
# when the same sentence names a creature card or a size (they are those creatures); "the damaged creatures" is
# quoted only beside another.
_ALWAYS, _UNLESS_NAMED, _BESIDE = "always", "unless named", "beside"
_GROUPS = (
    (
        _ALWAYS,
        re.compile(
            r"\b(?:some|several|multiple|many|a\s+few|a\s+couple(?:\s+of)?|a\s+bunch\s+of|a\s+lot\s+of|lots\s+of|"
            r"a\s+(?:small\s+|big\s+|whole\s+)?(?:army|horde|swarm|handful|team)\s+of)\s+"
            + _ADJ
            + r"(?P<noun>[a-z]+)\b",
            re.I,
        ),
    ),
    (_ALWAYS, re.compile(r"\bany\s+" + _ADJ + rf"(?P<noun>{_NOUN})\b", re.I)),
    # one creature something is put on or aimed at, never named or sized: "if I put Regeneration on a creature",
    # "cast it targeting a creature" (not "a creature card", "a creature spell": cards, not a creature)
    (
        _ALWAYS,
        re.compile(
            r"\b(?:on|onto|to|at|targeting|enchanting|equipping)\s+an?\s+"
            + _ADJ
            + r"(?P<noun>creature)\b(?!\s*(?:card|spell|type|token)s?\b)",
            re.I,
        ),
    ),
    # a creature taken from its owner, never named or sized: "If I steal a creature with a Loxodon Warhammer equipped
    # to it", "When I attack with a stolen creature"
    (
        _ALWAYS,
        re.compile(
            r"\b(?:(?:steal|steals|stole|stolen)\s+an?|an?\s+stolen)\s+(?P<noun>creature)\b(?!\s*(?:card|spell)s?\b)",
            re.I,
        ),
    ),
    (_UNLESS_NAMED, re.compile(r"\b(?:each|every|all(?:\s+the)?)\s+" + _ADJ + r"(?P<noun>[a-z]+)\b", re.I)),
    (
        _UNLESS_NAMED,
        re.compile(
            r"\b(?:[0-9]+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of\s+(?:my|his|her|their|your|the)\s+)?"
            + _ADJ
            + r"(?P<noun>[a-z]+)\b",
            re.I,
        ),
    ),
    (_UNLESS_NAMED, re.compile(r"\b(?:1|one)\s+of\s+(?:his|hers|theirs|their|mine|my\s+opponent's)\b(?P<noun>)", re.I)),
    (
        _UNLESS_NAMED,
        re.compile(
            r"\b(?:my|his|her|their|your)\s+" + _ADJ + r"(?P<noun>creatures|blockers|attackers|dudes|guys)\b", re.I
        ),
    ),
    # one creature of a player's, never named or sized: "i buffed my creature with it", "making my creature lose
    # its +1/+1" (not "my creature card", "my creature spell")
    (
        _UNLESS_NAMED,
        re.compile(
            r"\b(?:my|his|her|their|your)\s+" + _ADJ + r"(?P<noun>creature)\b(?!\s*(?:card|spell|type)s?\b)", re.I
        ),
    ),
    # one creature of a player's said by a keyword or a chat word, never named or sized: "opps trampler gets blocked
    # by my deathtouch guy"
    (
        _UNLESS_NAMED,
        re.compile(
            r"\b(?:my|his|her|their|your|opps|opp's|opponents|opponent's)\s+"
            + _ADJ
            + r"(?P<noun>guy|dude|critter|trampler|flier|flyer|lifelinker)\b",
            re.I,
        ),
    ),
    # a card said by its kind, never named: "I have a lifegain instant in hand", "with a pump spell" (which card
    # decides it)
    (
        _ALWAYS,
        re.compile(
            r"\b(?:an?|some)\s+(?:(?:lifegain|life\s+gain|pump|burn|removal|damage|prevention|combat)\s+)"
            rf"(?P<noun>{CARD_KINDS})s?\b",
            re.I,
        ),
    ),
    (_BESIDE, re.compile(r"\bthe\s+" + _ADJ + r"(?P<noun>creatures|blockers|attackers)\b", re.I)),
)
# A board said to be something the asker leaves open, or an attack with no attackers named.
_OPEN = (
    re.compile(r"\bit\s+(?:doesn't|does\s+not|don't)\s+matter\s+which\b", re.I),
    re.compile(r"\b(?:attack\w*|swing\w*|swung)\s+for\s+lethal\b(?!\s+with\b)", re.I),
    re.compile(r"\bin\s+(?:several|many|multiple|different|a\s+few)\s+games\b", re.I),
)
# A creature's size ("a 3/3"); not a modifier or a kind of counter ("-1/-1 for each sliver", "+1/+1 counters").
_SIZE = re.compile(r"(?<![+\-−/\w])[0-9]+/[0-9]+\b")
# A size right after a group makes it particular ("3 creatures 2/2 each", "two creatures with 3/3").
_SIZED = re.compile(r"^\s*(?:with\s+)?[0-9]+/[0-9]+", re.I)


_CARD_KIND = re.compile(rf"\b(?:{CARD_KINDS})s?$", re.I)


def vague_parts(text: str, names: Names) -> list[str]:
    """The words of `text` that talk of creatures without saying which or how big, in order, once each (none
    when only a group quoted beside another is found)."""
    found: list[tuple[int, str, str]] = []
    particular: dict[str, int] = {}  # by sentence
    for kind, pattern in _GROUPS:
        for m in pattern.finditer(text):
            noun = m["noun"].lower()
            if noun and not re.fullmatch(_NOUN, noun) and creature_type(noun) is None:
                continue  # "some damage", "several times": not creatures
            if _SIZED.match(text[m.end() :]) or (
                kind == _UNLESS_NAMED and _count(particular, _sentence(text, m), names)
            ):
                continue
            found.append((m.start(), m.group(0).strip(), kind))
    for pattern in _OPEN:
        found += [(m.start(), m.group(0), _ALWAYS) for m in pattern.finditer(text)]
    if all(kind == _BESIDE for *_, kind in found):
        return []
    out: list[str] = []
    for _, part, _kind in sorted(found):
        if not any(part.lower() in o.lower() or o.lower() in part.lower() for o in out):
            out.append(part)
    return out


def _count(particular: dict[str, int], sentence: str, names: Names) -> int:
    """_particular of a sentence, each sentence counted once."""
    if sentence not in particular:
        particular[sentence] = _particular(sentence, names)
    return particular[sentence]


def _sentence(text: str, m: re.Match[str]) -> str:
    """The sentence of `text` the match is in."""
    start = max(text.rfind(c, 0, m.start()) for c in ".!?;\n") + 1
    ends = [i for i in (text.find(c, m.end()) for c in ".!?;\n") if i >= 0]
    return text[start : min(ends, default=len(text))]


def _named_cards(text: str, names: Names) -> list[Any]:
    """The cards the message names, other than as examples ("like Lightning Bolt") or by one word of a longer
    name ("Fire" of Fire // Ice)."""
    words = normalise(text).split()
    out = []
    for i, j, name in names.spans(" ".join(words)):
        card = names.card(name)
        if card is not None and not an_example(words, i) and names_the_card(words, i, j, card):
            out.append(card)
    return out


def _particular(text: str, names: Names) -> int:
    """How many creatures or planeswalkers the message makes particular: sizes ("a 3/3") and cards."""
    cards = [c for c in _named_cards(text, names) if any({"creature", "planeswalker"} & _types(f) for f in c.faces)]
    return len(_SIZE.findall(text)) + len(cards)


def _types(face: Any) -> set[str]:
    return set(map(str.lower, face.types))


_PLAYERS = frozenset({"i", "he", "she", "they", "we", "you", "opponent", "opp"})


def casts(text: str, names: Names) -> bool:
    """An instant or sorcery named, or used as a verb after a player ("Opponent bolts me"): something happens
    that the engine could answer."""
    if any(is_spell(card) for card in _named_cards(text, names)):
        return True
    words = normalise(text).split()
    return any(
        names.spell_verb(" ".join(words[i + 1 :])) is not None
        for i, w in enumerate(words[:-1])
        if w.lower() in _PLAYERS
    )


# Damage told with no amount and no source ("when I dealt any kind of damage to him", "he took some damage"): a
# report that gives no event to resolve (not "damage from any source", a rule's words; nor "all damage", "the
# damage", which refer to damage said elsewhere)
_VAGUE_DAMAGE = re.compile(
    r"\b(?:any\s+kind\s+of|any\s+sort\s+of|some|a\s+bit\s+of|a\s+little|a\s+lot\s+of|lots\s+of)\s+"
    r"(?:combat\s+|noncombat\s+)?damage\b(?!\s+from\s+any\b)",
    re.I,
)


def vague_refusal(text: str, names: Names) -> str | None:
    """The one-line refusal for a message whose creatures aren't said ("some goblins"), or whose only damage has
    no amount or source ("any kind of damage"), or None. A message that makes two creatures particular (two cards,
    two sizes), or casts a spell, may describe a board and an action the engine could answer, its groups a part
    of it: the reader's own refusal stands."""
    parts = vague_parts(text, names)
    if not parts and not casts(text, names) and (damage := _VAGUE_DAMAGE.search(text)) and not _SIZE.search(text):
        return (
            f'the message describes no particular situation ("{" ".join(damage.group(0).split())}": it doesn\'t say '
            'how much damage or from what): say what deals the damage, as a sentence ("Opponent casts Lightning Bolt '
            'targeting me"; see /help ruling)'
        )
    if not parts or _particular(text, names) >= 2 or casts(text, names):
        return None
    quoted = ", ".join(f'"{" ".join(p.split())}"' for p in parts[:3])  # (one line, whatever the message's lines)
    cards = all(_CARD_KIND.search(p) for p in parts[:3])  # "a lifegain instant": which card, not which creature
    what = "which card" if cards else "which creatures or how big"
    return (
        f"the message describes no particular situation ({quoted}: it doesn't say {what}): "
        'say what is on the battlefield and what happens, each creature named or sized, e.g. "I attack with two '
        '1/1 Goblins. Opponent blocks one with a 2/2 creature with lifelink" (see /help ruling)'
    )
