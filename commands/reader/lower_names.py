"""Card names typed in lower case where a card goes (issue #16): "I had a herald of eternal dawn on the field", "a
6/6 abhorrent oculus", "my anti venom deck", "the mindlink mech is crewed by the arcbound mouser that has
lifelink", "my friend played flare of fortitude on his turn". commands/reader/unknown.py finds names by their
capitals; these have none, so a phrase counts only in a card's place — after a size or a verb of casting, before
"on the battlefield" or "deck", as what attacks, blocks or is crewed, as a report's first words before what the
card should do — and only when its words aren't the game's: at least two of them are in no rule of the
Comprehensive Rules (its words are the game's vocabulary: "creature", "big", "red", "token", "goblin"), and it
doesn't end in a creature type or a word for a creature ("a 6/6 dude"). The card index then says whether it knows
the name."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from .. import lexicon as lx
from ..creature_types import creature_type

# A word of a name (no article, owner, pronoun or conjunction: "casts nonsense at me", "a 5/5 trampler and he chumps"
# name nothing); "of" and "of the" only join two ("herald of eternal dawn").
_NOT_A_NAME_WORD = (
    "the|a|an|my|his|her|their|your|of|opponent'?s|opp'?s|me|him|it|them|us|you|i|he|she|they|we|and|or|but|then"
)
_WORD = rf"(?!(?:{_NOT_A_NAME_WORD})\b)[a-z][a-z'’-]*"
_PHRASE = rf"(?P<p>{_WORD}(?:\s+(?:of\s+(?:the\s+)?)?{_WORD}){{1,3}}?)"
_ENDS = "on|in|at|to|targeting|against|and|but|so|with|without|while|that|which|when|for|before|after"
_CAST_WORD = rf"(?!(?:{_ENDS})\b){_WORD}"
_ASKS = "where|what|when|how|why|if|whether"
_OWN_WORD = rf"(?!(?:{_ENDS}|{_ASKS}|from|by|about)\b){_WORD}"
_OWNER = r"(?:a|an|the|my|his|her|their|your|(?:my\s+|the\s+|your\s+)?opponent(?:'s|s)|opp'?s)"
_END = r"(?=\s+(?:and|but|so|with|while|that|which|who|when|to|into|for)\b|\s*[,.;:!?)]|\s*$)"
# a story's first word that is its verb ("flashed in embercleave after blocks"), no name's
_A_VERB = (
    r"(?:flashed|flash|cast|casted|put|played|blocked|attacked|swung|used|activated|gave|had|got|tapped|sacrificed|"
    r"then|so|but|and|if|when|after|before)\b"
)
_PLACES = (
    # "a 6/6 abhorrent oculus while …", "my 2/2 grizzly bears."
    re.compile(
        rf"\b[0-9]+/[0-9]+\s+{_PHRASE}(?=\s+(?:with|while|and|that|which|who|on|in|was|is|has|had)\b|[,.;:!?)]|$)"
    ),
    # "a herald of eternal dawn on the field", "… in play"
    re.compile(rf"\b{_OWNER}\s+{_PHRASE}\s+(?:on\s+the\s+(?:field|battlefield|board|table)|in\s+play)\b"),
    # "Opponent has vein ripper out", "I had soul-scar mage in play": what a player has on the battlefield
    re.compile(
        rf"\b(?:has|had|have|got)\s+(?:(?:a|an|the)\s+)?(?!lot\b|bit\b|couple\b|few\b){_PHRASE}\s+(?:out|in\s+play)"
        r"(?=\s*(?:[,.;:!?]|\band\b|\bbut\b|$))"
    ),
    # "my anti venom deck"
    re.compile(rf"\b(?:my|his|her|their|your)\s+{_PHRASE}\s+deck\b"),
    # "the mindlink mech attacks", "the mindlink mech is crewed", "my fervent champion swings"
    re.compile(
        rf"\b(?:the|my|his|her|their|your)\s+{_PHRASE}\s+(?:attack(?:s|ed)|block(?:s|ed)|died|dies|swings|swung|"
        r"(?:is|was)\s+(?:attacking|blocking)|"
        r"(?:is|was|got|gets)\s+(?:crewed|blocked|chumped|attacked|killed|destroyed|exiled|equipped|enchanted))\b"
    ),
    # "opp swings glissa sunslayer, i double block", "he swung in with vengevine": what a player attacks with
    re.compile(rf"\b(?:swings|swing|swung|swinging)\s+(?:in\s+)?(?:with\s+)?(?:{_OWNER}\s+)?{_PHRASE}{_END}"),
    # "blocked ragavan, nimble pilferer with tundra wolves": a name with its epithet after a comma, as blocked
    re.compile(
        rf"\b(?:block(?:s|ed)?|chump(?:s|ed)?|attack(?:s|ed)?|bolt(?:s|ed)?|target(?:s|ed|ing)?)\s+(?:{_OWNER}\s+)?"
        rf"(?P<p>{_WORD},\s+{_WORD}(?:\s+(?:of\s+(?:the\s+)?)?{_WORD}){{0,2}})\s+with\b"
    ),
    # "I can attack with the calming licid", "I dealt combat damage to my opponent's screaming nemesis and …", "I
    # attack with archfiend of the dross", "he attacked me with flayer of loyalties."
    re.compile(
        r"\b(?:(?:attack|block)(?:s|ed|ing)?\s+(?:(?:me|him|her|them|you|[Oo]pponent|my\s+opponent|opp)\s+)?with|"
        rf"damage\s+to)\s+(?:{_OWNER}\s+)?{_PHRASE}{_END}"
    ),
    # "crewed by the arcbound mouser that has lifelink"
    re.compile(
        rf"\b(?:crewed|blocked|enchanted|equipped)\s+(?:by|with)\s+{_OWNER}\s+{_PHRASE}(?=\s+(?:that|which|who)\b)"
    ),
    # "attacks with obsessive pursuit on the battle field"
    re.compile(rf"\bwith\s+{_PHRASE}\s+on\s+the\s+(?:battle\s?field|field|board)\b"),
    # "…, witch-king of angmar is activated", "the mindlink mech is triggered": what an ability is of
    re.compile(
        rf"(?:[,;:]\s+|\b(?:the|my|his|her|their|your)\s+){_PHRASE}\s+(?:is|was|gets|got)\s+(?:activated|triggered)\b"
    ),
    # "Finale of devastation not applying …", "Obsessive pursuit doesn't trigger", "Lupine harbringers is supposed to
    # get …": a report's first words, the card it is about (its first letter a sentence's capital)
    re.compile(
        rf"(?:^|[.!?]\s+)(?P<p>[A-Za-z][a-z'’-]*(?:\s+(?:of\s+(?:the\s+)?)?{_WORD}){{1,3}}?)\s+(?:(?:is\s+)?not\s+"
        r"(?:applying|working|triggering)|(?:doesn't|does\s+not|isn't|is\s+not)\s+(?:work|working|trigger|apply)|"
        r"is\s+supposed\s+to|should(?:n't|\s+not)?\s+(?:be|get|have|trigger|deal|give|put|work|make|only))\b",
        re.M,  # first on a line too, under a heading ("**Describe the bug**")
    ),
    # "my friend played flare of fortitude on his turn", "he cast settle the wreckage and …": what a player cast
    # (its words no word that ends it: "I cast ulamog for free with …" names no "ulamog for free")
    re.compile(
        rf"\b(?:cast|casts|casted|casting|play|plays|played|playing|flash(?:ed|es)?\s+in)\s+(?:{_OWNER}\s+)?"
        rf"(?P<p>{_CAST_WORD}(?:\s+(?:of\s+(?:the\s+)?)?{_CAST_WORD}){{1,3}}?)"
        rf"(?=\s+(?:{_ENDS})\b|\s*[,.;:!?)]|\s*$)"
    ),
    # "emberwilde captain's trigger doesn't …", "kaldra compleat's ability is …": whose ability (the name starts the
    # sentence or follows a word that can't be part of it)
    re.compile(
        rf"(?:^|[.!?(]\s*|\b(?:{_ENDS}|{_ASKS}|the|is|was|does|did|about|from|by)\s+)"
        rf"(?P<p>{_OWN_WORD}(?:\s+(?:of\s+(?:the\s+)?)?{_OWN_WORD}){{1,3}}?)['’]s\s+(?:\w+\s+)?"
        r"(?:abilit(?:y|ies)|trigger(?:s|ed\s+abilit(?:y|ies))?|effect|static\s+ability|activated\s+ability)\b",
        re.M,
    ),
    # "(via barbed bloodletter)": what gave a creature something
    re.compile(rf"\(via\s+(?:{_OWNER}\s+)?{_PHRASE}\)"),
    # "I have a lightshield array under my control"
    re.compile(rf"\b{_OWNER}\s+{_PHRASE}\s+under\s+(?:my|his|her|their|your)\s+control\b"),
    # "i respond tamiyos safekeeping", "he responded with settle the wreckage": what a player responds with
    re.compile(rf"\brespond(?:s|ed)?\s+(?:with\s+)?(?:{_OWNER}\s+)?{_PHRASE}{_END}"),
    # "sanctifier en-vec blocking a fire elemental", "wandering emperor flashed in during my attack", "meathook
    # massacre for x=1 kills …", "lurrus of the dream-den let me recast …": a sentence's first words, then what the
    # card does
    re.compile(
        rf"(?:^|[.!?,]\s+)(?!{_A_VERB})(?P<p>{_WORD}(?:\s+(?:of\s+(?:the\s+)?)?{_WORD}){{1,3}}?)\s+(?:blocking|attacking|"
        r"blocks|attacks|swings|pings|pinged|triggers|triggered|flashed\s+in|let\s+me|lets\s+me|for\s+x\s*=|cant\s|"
        r"can't\s)",
        re.M,
    ),
    # "minsc & boo -2 deals the wrong amount": a planeswalker's loyalty ability, said by its cost after the name
    re.compile(rf"(?:^|[.!?]\s+)(?P<p>{_WORD}(?:\s+(?:&|and)\s+{_WORD})?)\s+[+\-−][0-9]+\b", re.M),
    # "AI unholy heated my Hill Giant", "opp lightning helixed my bear": a spell's name as the verb, past tense
    re.compile(
        rf"\b(?:AI|opponent|opp|he|she|they|i)\s+(?P<p>{_WORD}\s+[a-z][a-z'’-]*?)(?:ed|d|'d)\s+(?:my|his|her|their|opp'?s)\b",
        re.I,
    ),
    # "kenrith the returned king, can i use …": a legend with its epithet, alone before a comma at a sentence's start
    re.compile(rf"(?:^|[.!?]\s+)(?!{_A_VERB})(?P<p>{_WORD}\s+the\s+{_WORD}(?:\s+{_WORD})?)\s*,", re.M),
)
# A card named by one lower-case word where only a card goes: "put shadowspear on my llanowar elves", "flashed in
# embercleave after blocks", "escaped kroxa": a long word in no rule
_ONE_WORD_PLACES = (
    re.compile(
        r"\bput\s+(?:an?\s+|the\s+|my\s+)?(?!(?:something|everything|anything|pressure)\b)(?P<p>[a-z][a-z'’-]{8,})"
        r"\s+on\s+(?:my|his|her|their|the|opp'?s|opponent'?s)\b"
    ),
    re.compile(r"\b(?:flashed|flash|flashes)\s+in\s+(?:an?\s+|my\s+)?(?P<p>[a-z][a-z'’-]{7,})\b"),
    # "if my ragavan gets chumped by his 1/1", "his kroxa swings": a player's creature by its one-word name in combat
    re.compile(
        r"\b(?:my|his|her|their)\s+(?P<p>[a-z][a-z'’-]{5,})\s+(?:gets\s+(?:chumped|blocked|bolted)|got\s+(?:chumped|blocked)|"
        r"swings|swung|attacks|attacked)\b"
    ),
    re.compile(
        r"\b(?:escaped|evoked|kicked|foretold|flashbacked|overloaded|equipped\s+with)\s+(?:my\s+|his\s+|an?\s+)?"
        r"(?P<p>[a-z][a-z'’-]{4,})\b"
    ),
)
_JOINERS = frozenset({"of", "the"})
# Where a player's own creature is said by its name, acting in combat ("my fervent champion swings"): there one long
# word of no rule is enough (its other word may be the game's: "champion")
_OWN_IN_COMBAT = re.compile(
    rf"\b(?:my|his|her|their|your)\s+(?P<p>{_WORD}\s+{_WORD})\s+(?:attacks|attacked|blocks|blocked|swings|swung)\b"
)


@cache
def game_words() -> frozenset[str]:
    """Every word of the bundled Comprehensive Rules (rules, examples, glossary), lower case."""
    from resolver.rulebook import RuleBook

    book = RuleBook.bundled("mtg")
    texts = [t for r in book.rules.values() for t in (r.text, *r.examples)]
    texts += [f"{k} {v}" for k, v in book.glossary.items()]
    return frozenset(w.lower() for t in texts for w in re.findall(r"[A-Za-z][a-z'’-]*", t))


def _a_name(phrase: str, enough: int = 2) -> bool:
    """The words of a card's name, not the game's (see the module docstring): `enough` of them in no rule (one must
    then be of six letters or more)."""
    words = phrase.split()
    if words[-1] in _JOINERS or words[0] in _JOINERS or words[-1].lower() in _VERB_ENDS:
        return False  # ("my trampler gets blocked": a creature word, then its verb)
    if any(w.lower() in _CHAT_CREATURES for w in words):
        return False
    head = (words[words.index("of") - 1] if "of" in words else words[-1]).lower()
    if creature_type(head) is not None or head in lx.CREATURE_NOUNS or head.rstrip("s") in lx.CREATURE_NOUNS:
        return False
    foreign = [w for w in words if w not in _JOINERS and w.lower().strip("'’") not in game_words()]
    return len(foreign) >= enough and (enough > 1 or any(len(w) >= 6 for w in foreign))


_VERB_ENDS = frozenset("gets got get is was has had does did just still then also keeps kept".split())  # noqa: SIM905
_CHAT_WORDS = "walker walkers beater beaters fatty fatties dork dorks chumper blocker blockers attacker trampler flier"
_CHAT_CREATURES = frozenset(f"{_CHAT_WORDS} flyer lifelinker deathtoucher striker".split())


def _one_word_name(word: str) -> bool:
    """A lower-case word that may be a card's whole name: in no rule, no creature type or word for a creature."""
    w = word.strip("'’").lower()
    return (
        w not in game_words()
        and creature_type(w) is None
        and w.rstrip("s") not in lx.CREATURE_NOUNS
        and w not in _CHAT_CREATURES
    )


def lower_case_names(text: str) -> list[str]:
    """The lower-case phrases of `text` in a card's place that read as names, in order, once each."""
    found: list[tuple[int, str]] = []
    for pattern in _PLACES:
        for m in pattern.finditer(text):
            phrase = m["p"].strip()
            if _a_name(phrase):
                found.append((m.start("p"), phrase))
    found += [(m.start("p"), m["p"]) for m in _OWN_IN_COMBAT.finditer(text) if _a_name(m["p"], enough=1)]
    found += [(m.start("p"), m["p"]) for rx in _ONE_WORD_PLACES for m in rx.finditer(text) if _one_word_name(m["p"])]
    out: list[str] = []
    for _, phrase in sorted(found):
        if phrase not in out:
            out.append(phrase)
    return out


# What puts a card name typed in lower case in a card's place, before it ("I cast no mercy", "he has a clear shot")
# or after it ("the take heart resolves", "a serra angel attacks"); elsewhere ("it was his last chance", "that was a
# kill shot", "rest in peace bear") the words are English, not the card (audit6).
_BEFORE = re.compile(
    r"^(?:cast|casts|casted|casting|play|plays|played|playing|control|controls|controlled|has|have|had|got|with|"
    r"using|use|uses|used|activate|activates|activated|targeting|targets|flash|flashes|flashed|equip|equips|"
    r"equipped|enchant|enchants|enchanted|sacrifice|sacrifices|sacrificed|respond|responds|responded)$"
)
_BETWEEN = frozenset("a an the my his her their your opp's opponent's another one two three 1 2 3 in to".split())  # noqa: SIM905
_AFTER = re.compile(
    r"^(?:attacks?|attacked|attacking|blocks?|blocked|blocking|dies|died|resolves?|resolved|enters?|entered|"
    r"deals?|dealt|triggers?|triggered|hits?|hitting|kills?|killed|destroys?|destroyed|exiles?|exiled|targets?|"
    r"targeted|—|-|:|"
    # the subject of a sentence about the card ("hardened scales does not put an extra counter …")
    r"does|doesn't|doesnt|did|didn't|didnt|is|isn't|isnt|was|wasn't|should|shouldn't|will|won't|would|can|can't|"
    r"cannot|puts?|gives?|gets?|makes?|says?|works?|worked)$"
)
_ON_BOARD = ("on the battlefield", "in play", "on the board", "on board", "on the field")
# "while under the effect of teferi's protection", "the trigger of soulstinger": what an effect or ability is of
_OF_A_CARD = re.compile(r"^(?:effects?|abilit(?:y|ies)|triggers?|triggered|copy|copies|text|controller|owner)$")


def where_a_card_goes(words: list[str], i: int, j: int) -> bool:
    """Whether words[i:j], a card's name in lower case, stands where a card goes (see above): also first in the
    message, its topic ("phyrexian obliterator — This card triggers on all damage"); never "no …" ("he had no
    mercy": none of it)."""
    if words[i].lower() == "no":
        return False  # "he had no mercy": none of it ("No Mercy" is said with its capitals)
    if i == 0 or words[j - 1].endswith((";", ":")):  # first, or a topic before a dash ("temmet, … naktamun - …")
        return True
    k = i - 1
    while k >= 0 and words[k].lower() in _BETWEEN:
        k -= 1
    if k >= 0 and _BEFORE.match(words[k].lower().strip(",.;:!?")):
        return True
    if k >= 1 and words[k].lower() == "of" and _OF_A_CARD.match(words[k - 1].lower()):
        return True
    if words[j - 1].lower().endswith(("'s", "’s")) and any(_OF_A_CARD.match(w.lower()) for w in words[j : j + 2]):
        return True  # "bloodchief ascension's second triggered ability": whose ability
    after = " ".join(words[j : j + 3]).lower().strip(",.;:!?")
    if re.match(r"(?:for\s+)?x\s*=\s*[0-9]+|for\s+[0-9]+\b", after):
        return True  # "fireball x=4 at their bears", "i banefire for 5": a spell's X
    return bool(_AFTER.match(after.split(" ")[0] if after else "")) or after.startswith(_ON_BOARD)


def lower_case_cards(words: list[str], index: Any, game: str) -> list[tuple[int, str]]:
    """(where, card) for each card of one word named in lower case where a card goes ("I have a spiritmonger
    and …", "soulstinger died and …"): a word of five letters or more that is a card's whole name and no word of
    the game's (the Comprehensive Rules' words: "exile", "regenerate", "fog" are the game's). Only for a message
    that doesn't read (which of its cards' lines could decide it): the situation reader takes a card's name in lower
    case only as a nickname or with more words, since a word alone may be English ("the shield will shatter")."""
    out: list[tuple[int, str]] = []
    for i, word in enumerate(words):
        bare = word.strip(",.;:!?\"'()[]*_~`")
        if len(bare) < 5 or not bare.isalpha() or not bare.islower() or bare in game_words():
            continue
        found = index.named(bare, game)
        if (
            found.card is not None
            and found.how == "exact"
            and (where_a_card_goes(words, i, i + 1) or _cast_by_its_name(words, i, found.card))
        ):
            out.append((i, found.card.name))
    return out


_CASTERS = frozenset("i he she they we opp opponent".split())  # noqa: SIM905


def _cast_by_its_name(words: list[str], i: int, card: Any) -> bool:
    """ "i banefire him", "he fireballs my bears": an instant's or sorcery's name as the verb right after a player."""
    spell = any(t in face.type_line for face in card.faces for t in ("Instant", "Sorcery"))
    return spell and i > 0 and words[i - 1].lower().strip(",.;:!?") in _CASTERS
