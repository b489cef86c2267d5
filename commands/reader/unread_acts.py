"""What a player did or has, said in chat words no frame reads (audit13, with only the bundled cards).

A clause no frame reads is set aside as chat. Two shapes of it are never chat, though: a player doing something
in lower case to a creature or a player ("I murder it", "I doom blade it", "then i searing spear the giant",
"he might of oaks the giant", "opp rancors the giant", "I unsummon it", "I counterspell it") and a player having
something ("I have Platinum Angel", "opp has phyrexian unlife", "he has a worship", "I have leyline of sanctity").
Each is most often a card the index doesn't know, used as a verb or put on the battlefield, and answered without
it the ruling is wrong: "opp attacks with hill giant. I murder it" answered "You: 17 life", "I'm at 3 and I have
Platinum Angel. opp bolts me" answered "You lose". Each is asked back, quoted.
"""

from __future__ import annotations

import re
from typing import Any

from .. import lexicon as lx
from ..creature_types import creature_type
from ..situation import SituationError
from .entities import Names

_WHO = r"(?:I|we|he|she|they|Opponent|my\s+opponent|opp)"
_LEAD = (
    r"(?:(?:and|so|but|then|btw|fyi|oh|oh\s+and|also|plus|and\s+also|and\s+then|so\s+then|after\s+that|now|"
    r"after\s+damage,?|after\s+combat(?:\s+damage)?,?)\s+)?"
)
_ADV = r"(?:(?:then|just|also|immediately|quickly|instantly|finally|simply)\s+)?"
# words that make a clause chat, not a play: speech, thought and the like, auxiliaries, negations, adverbs
_STOP = (
    r"(?:say|says|said|tell|tells|told|ask|asks|asked|think|thinks|thought|know|knows|knew|want|wants|wanted|like|"
    r"likes|liked|love|loves|loved|hate|hates|hated|get|gets|got|show|shows|showed|remind|reminds|let|lets|make|"
    r"makes|made|give|gives|gave|see|sees|saw|seen|watch|watches|watched|call|calls|called|beat|beats|owe|owes|need|"
    r"needs|needed|help|helps|helped|follow|follows|message|messaged|text|texted|send|sends|sent|teach|taught|bug|"
    r"bugs|annoy|annoys|trust|trusts|believe|believes|believed|convince|convinced|correct|corrected|do|does|did|"
    r"done|have|has|had|is|was|am|are|were|be|been|play|plays|played|keep|keeps|kept|leave|leaves|left|take|takes|"
    r"took|put|puts|use|uses|used|find|finds|found|discover|discovered|doubt|doubted|miss|missed|forgot|forget|"
    r"remember|remembered|understand|understood|mean|means|meant|guess|guessed|try|tries|tried|check|checks|checked|"
    r"read|reads|google|googled|look|looked|agree|agreed|disagree|disagreed|hope|hoped|feel|felt|can|could|would|"
    r"should|will|won't|can't|don't|didn't|doesn't|must|might|may|shall|not|never|always|really|still|even|only|"
    r"dont|didnt|cant|wont|answer|answered|explain|explained|argue|argued|claim|claimed|mention|mentioned|win|won|"
    r"rewound|rewind|rewinds|redid|redo|undid|undo|"  # "we rewound it": what the table did about the game
    r"wins|lose|loses|lost|concede|conceded|reply|replied|quote|quoted|report|reported|write|wrote|post|posted|"
    r"expect|expected|assume|assumed|suppose|supposed|gotta|wanna|gonna|asking|saying|thinking|told|judge|judged|"
    r"rule|ruled|overrule|overruled|decide|decided|decides|chose|choose|chooses|plan|plans|planned|went|go|goes|"
    r"going|able|about|blame|blamed|troll|trolled|trolls|outplay|outplayed|cheat|cheated|roast|roasted|screenshot|"
    r"screenshotted|screenshoted|record|recorded|test|tested|stream|streamed|film|filmed|upload|uploaded|share|shared|"
    r"hear|heard|ran|run|runs|built|build|bought|buy|sold|sell|traded|trade|pulled|pull|opened|open|allow|allowed|"
    r"allows|appeal|appealed|misplay|misplayed|misplays|misread|respect|respected|accept|accepted|accepts|rush|rushed|"
    r"question|questioned|dispute|disputed|challenge|challenged|review|reviewed|confirm|confirmed|verify|verified|deny|"
    r"denied|approve|approved|overlook|overlooked|ignore|ignored|notice|noticed|catch|caught|spot|spotted|flag|"
    r"flagged|contest|contested|protest|protested|debate|debated|discuss|discussed|clarify|clarified|interpret|"
    r"interpreted|misunderstood|misclicked|miscounted|learn|learned|learnt|enjoy|enjoyed|appreciate|appreciated|"
    r"deserve|deserved|earn|earned|predict|predicted|anticipate|anticipated|admire|admired|the|a|an|my|his|her|their|it|that|this|to|of|and|or|but|with|for|in|on|at)"
)
_VERB_WORD = rf"(?!{_STOP}\b)(?![a-z]+ly\b)[a-z][a-z'’-]*"
# what is acted on: a player, a pronoun, or a creature said by its owner or "the" ("the giant", "my angel")
_OBJECT = (
    r"(?:it|him|her|them|me|(?:the|my|his|her|their|Opponent['’]s|opp['’]s|that|this|your)\s+"
    r"(?!(?:bug|rule|rules|game|games|card|cards|ruling|question|answer|point|problem|judge|thread|post|guy|friend|"
    r"friends|deck|decks|day|life|hand|mind|time|turn|opponent|buddy|brother|sister|wife|girlfriend|boyfriend|kid|son|"
    r"daughter|dad|mom|local|lgs|store|shop|group|playgroup|pod|table|list|sideboard|phone|app|bot|server|channel|"
    r"message|screenshot|video|stream|opinion|mistake|luck|math|draw|draws|match|round|event|tournament)\b)"
    r"[a-z0-9][\w'’/+-]*|(?P<bare>[A-Za-z][\w'’-]*))"
)
_TAIL = (
    r"(?:\s+(?:with|for|into|in\s+response|before|after|at|during|first|too|again|back|as\s+well|instead|now|then|"
    r"anyway|immediately|right\s+away|mid[\s-]combat|on\s+(?:my|his|her|their)\s+turn)\b[^.;]*)?"
)
# a card's name of three words joined by "of" or "to" ("might of oaks", "swords to plowshares"), its first word
# any but a chat word ("might" is one: "he might of blocked it" is a typo of "might have")
_JOINED = rf"(?:{_VERB_WORD}|might)\s+(?:of|to)\s+(?![a-z]+ed\b)(?!be\b|have\b){_VERB_WORD}"
_ACTS = re.compile(
    rf"^(?i:{_LEAD}{_WHO}\s+{_ADV})(?P<verb>{_JOINED}|{_VERB_WORD}(?:\s+{_VERB_WORD}){{0,2}}?)\s+"
    rf"(?P<obj>{_OBJECT}){_TAIL}$"
)
# a cast or play of something no frame read, on someone ("he plays might of oaks on the giant", "I cast brute
# force on it"), or of a name of two words or more ("he plays moments peace"; not "he plays modern", "I play a lot")
# a spell of two or three words as the verb, at someone: "opp chains lightning at me" (Chain Lightning)
_ACTS_AT = re.compile(
    rf"^(?i:{_LEAD}{_WHO}\s+{_ADV})(?P<verb>{_VERB_WORD}(?:\s+{_VERB_WORD}){{1,2}}?)\s+(?i:at|on|into)\s+"
    rf"(?P<obj>{_OBJECT}){_TAIL}$"
)
# a spell thrown at someone in lower case ("I point a lava axe at it", "I throw a searing spear at it", "I send a
# lava axe at gideon"), its name unread
_THROWS = re.compile(
    rf"^(?i:{_LEAD}{_WHO}\s+{_ADV}(?:points?|pointed|sends?|sent|throws?|threw|aims?|aimed|fires?|fired|slings?|slung|"
    r"shoots?|shot|chucks?|chucked|toss(?:es)?|tossed|hurls?|hurled|lobs?|lobbed|directs?|directed|drops?|dropped)\s+"
    r"(?:a\s+|an\s+|my\s+|his\s+|her\s+|the\s+)?)(?P<verb>(?!(?i:it|that|this|him|her|them|me)\b)[A-Za-z][\w'’-]*"
    rf"(?:\s+[A-Za-z][\w'’-]*){{0,3}}?)\s+(?i:at|on|to|into|onto|towards?)\s+(?P<obj>{_OBJECT}){_TAIL}$"
)
# a creature or player taking a spell named in lower case ("it takes a searing spear", "it eats a lava axe and a
# shock"), and a spell going at someone ("my searing spear goes at gideon", "his lava axe hits me")
_TAKES = re.compile(
    r"^(?i:(?:(?:and|so|but|then)\s+)?(?:it|he|she|I|Opponent|(?:the|my|his|her|their|Opponent['’]s|opp['’]s)\s+"
    r"[a-z][\w'’/+-]*)\s+(?:then\s+|just\s+|also\s+)?(?:takes|took|eats|ate|get\s+hit\s+by|gets\s+hit\s+by|"
    r"got\s+hit\s+by|is\s+hit\s+by|was\s+hit\s+by)\s+(?:a\s+|an\s+|the\s+|his\s+|my\s+)?)"
    r"(?P<verb>(?![0-9])(?!(?i:a|an|the|damage|lethal|it|that|this|break|mulligan|mull|nap|walk|look|second|minute|moment|"
    r"while|hit|beating|loss|turn|note|picture|photo|screenshot|peek|risk|chance|gamble|breath|lot|bit|few|couple|"
    r"long|day|game|seat|look)\b)[A-Za-z][\w'’-]*(?:\s+(?:and\s+(?:a\s+|an\s+)?)?[A-Za-z][\w'’-]*){0,4}?)$"
)
_GOES_AT = re.compile(
    r"^(?i:(?:(?:and|so|but|then)\s+)?(?:my|his|her|their|Opponent['’]s|opp['’]s)\s+)(?P<verb>[a-z][\w'’-]*"
    r"(?:\s+[a-z][\w'’-]*){0,3}?)\s+(?P<how>(?i:goes\s+at|went\s+at|goes\s+to|went\s+to|flies\s+at|is\s+aimed\s+at|"
    rf"hits|hit))\s+(?P<obj>{_OBJECT}){_TAIL}$"
)
# "I go for the murder on it", "he went for a searing spear on my bear"
_GOES_FOR = re.compile(
    rf"^(?i:{_LEAD}{_WHO}\s+{_ADV}(?:go|goes|went|going)\s+for\s+(?:the|a|an)\s+)(?P<verb>[a-z][a-z'’-]*"
    rf"(?:\s+[a-z][a-z'’-]*){{0,3}}?)\s+(?i:on|at)\s+(?P<obj>{_OBJECT}){_TAIL}$"
)
_CAST_LEAD = (
    rf"^(?i:{_LEAD}{_WHO}\s+{_ADV}(?:casts?|casted|plays?|played|flash(?:es|ed)?\s+in)\s+(?:a\s+|an\s+)?)"
    r"(?!(?:a\s+lot|magic|the\s+game|this|that|it|them|him|her|well|badly|fair|around|online|with|modern|standard|"
    r"commander|legacy|pauper|limited|draft|edh|arena|mtg)\b)"
)
_CAST_WORD = r"(?!(?:on|at|to|targeting|against|onto|for|with)\b)[a-z][a-z'’-]*"
_CASTS = re.compile(
    rf"{_CAST_LEAD}(?P<verb>{_CAST_WORD}(?:\s+{_CAST_WORD}){{0,3}}?)\s+(?i:on|at|targeting|against|onto)\s+"
    rf"(?P<obj>{_OBJECT}){_TAIL}$"
    rf"|{_CAST_LEAD}(?P<name>{_CAST_WORD}(?:\s+{_CAST_WORD}){{1,3}})$"
)
# the same with nothing acted on, where the verb is a card's name of two words ("he moment's peaces", "opp mana
# leaks", "he giant growths")
_ACTS_ALONE = re.compile(
    rf"^(?i:{_LEAD}(?:he|she|Opponent|my\s+opponent|opp)\s+{_ADV})(?P<verb>{_VERB_WORD}\s+{_VERB_WORD}s){_TAIL}$"
)

# a game word alone no frame reads, for something a player did ("he ults", "opp wheels"): what it did isn't said
_ACTS_WORD = re.compile(
    rf"^(?i:{_LEAD}{_WHO}\s+{_ADV})(?P<verb>ult(?:s|ed|imates?|imated)?|plus(?:es|ed)?|minus(?:es|ed)?|"
    r"flashback(?:s|ed)?|cycles|cycled|kicks|kicked|mutates|mutated|foretells|foretold|transforms|transformed|"
    r"flips|flipped|morphs|unmorphs|mills|milled|loots|looted|wheels|wheeled|wraths|wrathed|sweeps|swept|"
    r"boardwipes|boardwiped|blinks|blinked|flickers|flickered|bounces|bounced|counters|countered|regenerates|"
    r"regenerated|regens|sacs|sacced|sacrifices|sacrificed|overruns|overran|overrun)(?i:\s+(?:btw|lol|lmao|too|first|again))?$"
)
# what happened to a creature in words no frame reads, its maker unsaid ("it gets doom bladed", "it got murdered",
# "the giant got swords'd"); not what happened to a card as a printing ("it got banned", "it got reprinted")
_UNDERGOES = re.compile(
    r"^(?i:(?:(?:and|so|but|then|btw)\s+)?(?:it|he|she|(?:the|my|his|her|their|Opponent['’]s|opp['’]s)\s+"
    r"[a-z][\w'’/+-]*)\s+(?:just\s+|then\s+)?(?:gets|got|is|was|has\s+been|had\s+been)\s+)"
    r"(?P<verb>(?:[a-z][a-z'’-]*\s+)?(?!(?:banned|printed|reprinted|nerfed|buffed|errataed|errata['’]d|spoiled|"
    r"revealed|released|rotated|fixed|patched|updated|changed|complicated|confused|answered|asked|discussed|"
    r"mentioned|tapped|untapped|used|played|named|called|played|unblocked|blocked|attacked|declared|chosen|"
    r"targeted|resolved|cast|casted)\b)[a-z][a-z'’-]*(?:ed|['’]d))(?i:\s+(?:btw|lol|too|first|again|"
    r"in\s+response|before\s+(?:combat\s+)?damage|before\s+blockers|after\s+(?:combat\s+)?damage))?$"
)

# a permanent said to trigger or be activated, in a clause no frame reads ("then his Sulfuric Vortex triggers",
# "my soul's attendant triggers"): what it does isn't read
_NOT_NAME_WORD = (
    r"(?!(?i:i|he|she|we|they|you|it|that|this|the|a|an|who|which|what|no|nothing|never|did|does|didn't|doesn't|"
    r"ability|abilities|effect|also|then|it's|its)\b)"
)
_TRIGGERS = re.compile(
    rf"^(?i:{_LEAD}(?:(?:my|his|her|their|Opponent['’]s|opp['’]s|the)\s+)?)(?P<verb>{_NOT_NAME_WORD}[A-Za-z][\w'’-]*"
    rf"(?:\s+{_NOT_NAME_WORD}[A-Za-z][\w'’,-]*){{0,3}}?)(?i:\s+(?:also\s+)?(?:triggers|triggered|activates|"
    r"activated|goes\s+off|went\s+off)(?:\s+(?:too|again|btw|as\s+well|first|then))?)$"
)

# a creature said to have a keyword, in words no frame reads ("the angel is double striking thanks to his sword"
# answered "You: 2 life", 4 damage instead of 8): where the keyword comes from isn't read either
_KEYWORD_SAID = re.compile(
    r"^(?i:(?:(?:and|so|but|btw|also|oh)\s+)?(?:it|(?:the|my|his|her|their|Opponent['’]s|opp['’]s)\s+[a-z][\w'’/+-]*)"
    r"(?:['’]s|\s+is|\s+was|\s+gets|\s+got|\s+has|\s+had|\s+gains|\s+gained|\s+now\s+has)\s+(?:now\s+|also\s+|got\s+)?)"
    r"(?P<verb>(?i:double[\s-]?strik\w*|first[\s-]?strik\w*|trampl\w*|lifelink\w*|deathtouch\w*|flying|hexproof|"
    r"indestructible|vigilan\w+|menace|haste|infect|wither|reach|protection\s+from\s+\w+))"
    r"\s+(?i:thanks\s+to|because\s+of|from|due\s+to|with|via)\s+\S.*$"
)

# what a player has, said as the whole clause: "I have Platinum Angel", "opp has phyrexian unlife", "he has a
# worship", "but I have Angel's Grace", "I've got a true believer out"
_HAS = re.compile(
    rf"^(?i:{_LEAD}{_WHO}\s+(?:also\s+|still\s+)?(?:has|have|'ve\s+got|’ve\s+got|'s\s+got|control|controls|"
    r"controlled)\s+(?:a\s+|an\s+|the\s+)?)(?P<what>(?!(?:no|any|some|nothing|lethal|priority|mana|one|two|three|"
    r"enough|more|less|the\s+same|another)\b)[A-Za-z][\w'’,-]*(?:\s+(?:of\s+(?:the\s+)?)?[A-Za-z][\w'’-]*){0,3}?)"
    r"(?i:\s+(?:out|in\s+play|on\s+the\s+(?:battlefield|board|field|table)|on\s+(?:my|his|her|their)\s+side|"
    r"untapped|tapped|too|as\s+well))?$"
)
# what a creature has, said as the whole clause: an Aura or Equipment on it ("the giant has rancor", "it has a
# rancor on it", "it's got a bonesplitter"); "I'm at 20. opp's hill giant attacks me and I don't block. the giant
# has rancor." answered "You: 17 life" (Rancor: +2/+0 and trample, 5 damage)
_IT_HAS = re.compile(
    r"^(?i:(?:(?:and|so|but|btw|also|plus)\s+)?(?:it|(?:the|my|his|her|their|Opponent['’]s|opp['’]s)\s+[a-z][\w'’/+-]*)"
    r"(?:\s+(?:also\s+|still\s+)?(?:has|had|got|is\s+wearing|was\s+wearing|wears|is\s+carrying|wields|wielded|"
    r"is\s+wielding|carries|carried|holds|held)|['’]s\s+(?:got|wearing|"
    r"carrying))\s+"
    r"(?:a\s+|an\s+|the\s+|his\s+|my\s+)?)(?P<what>(?![0-9])(?![a-z]+(?:ed|en)\b)(?!(?:no|any|some|nothing|lethal|summoning|sickness|"
    r"power|toughness|damage|one|two|three|the\s+same|another)\b)[A-Za-z][\w'’,-]*(?:\s+(?:of\s+(?:the\s+)?)?"
    r"[A-Za-z][\w'’-]*){0,3}?)(?i:\s+(?:on\s+it|attached(?:\s+to\s+it)?|equipped|on|too|as\s+well))?$"
)

_ADJECTIVES = frozenset(
    """fair good bad great nice weird strange cool big huge real classic common known new old fun funny legit legal
    clean sick free cheap fine simple tricky hard easy tough wild crazy standard modern total complete whole little
    small major minor huge massive neat interesting rare famous obvious clear bit""".split()  # noqa: SIM905
)
_THROWN_CHAT = frozenset(
    """fit tantrum party glance message text dm pm screenshot link picture photo video shade punch mulligan mull break
    time while nap walk look peek breath bow""".split()  # noqa: SIM905
)
# what a creature is, said as the whole clause: "it's a goblin guide", "(it's a Goblin Guide)"
_IT_IS = re.compile(
    r"^(?i:(?:(?:and|so|but|btw|also|oh)\s+)?(?:it|(?:the|my|his|her|their|Opponent['’]s|opp['’]s)\s+"
    r"[a-z0-9][\w'’/+-]*)(?:['’]s|\s+is|\s+was)\s+(?:a|an)\s+)(?P<what>(?![0-9])[A-Za-z][\w'’,-]*(?:\s+(?:of\s+"
    r"(?:the\s+)?)?[A-Za-z][\w'’-]*){0,3}?)(?i:\s+(?:btw|lol|too))?$"
)

# chat or the game's own words, never a card kept on the battlefield: "I have a question", "he has lethal"
_HAS_CHAT = frozenset(
    """question questions problem problems doubt doubts idea ideas feeling theory point points friend friends deck
    decks game games turn turns hand cards card life lands land creature creatures blocker blockers attacker attackers
    flying trample priority answer issue issues bug bugs screenshot clue way chance choice option options time
    lethal counters counter mana untapped tapped play plays draw opinion rules rule trap joke thing mess pain
    nightmare classic combo token spell instant sorcery artifact enchantment aura equipment planeswalker permanent
    legend legendary vanilla flier flyer dork interaction interactions situation scenario case trick misplay
    blowout bummer shame one ones misclick feature trade trades deal deals""".split()  # noqa: SIM905
)


def _known(phrase: str, names: Names) -> Any:
    """The card `phrase` names exactly (or by a nickname), its last word's plural or possessive "s" aside
    ("rancors", "might of oaks", "swords to plowshares"): one the index knows, only not read here."""
    for said in (phrase, re.sub(r"(?:['’]s|s|['’])$", "", phrase)):
        if card := names.card(said):
            return card
    return None


def no_unread_act(clause: str, present: set[str], names: Names) -> None:
    """Ask back a clause set aside where a player does something, in words no frame reads, to a creature or a
    player ("I murder it", "then i searing spear the giant"), or to a permanent of `present` (card names) called
    by a word of its name ("I murder gideon"), or alone with a two-word verb ("he moment's peaces")."""
    words = {w for n in present for w in re.findall(r"[a-z0-9]+", n.lower())}
    for pattern in (
        _THROWS,
        _ACTS,
        _ACTS_AT,
        _ACTS_ALONE,
        _CASTS,
        _GOES_FOR,
        _ACTS_WORD,
        _UNDERGOES,
        _TRIGGERS,
        _TAKES,
        _GOES_AT,
        _KEYWORD_SAID,
    ):
        m = pattern.match(clause)
        # "I murder gideon": a bare word only as a word of a permanent's name ("I blame wotc" isn't), or capitalised
        # after a verb no chat word ("I evoked Fury": a card, perhaps one the index doesn't know)
        bare = m.groupdict().get("bare") if m else None
        if m and (not bare or bare.lower() in words or (m.re is _ACTS and bare[:1].isupper() and bare != "I")):
            break
    else:
        m = None
    if m and m.groupdict().get("obj") in ("me", "us") and " " not in (m.groupdict().get("verb") or " "):
        m = None  # "he trolled me", "he outplayed me": chat (a card as a verb on me is loose.py's: "opp chars me")
    if m is None:
        return
    said = m.groupdict().get("verb") or m.group("name")
    last = said.split()[-1].lower()
    bare = m.groupdict().get("bare")
    if bare and bare[:1].isupper() and bare.lower() not in words and names.card(bare) is None:
        from .unknown import unknown_refusal  # "I evoked Fury": a card's name the index lacks (unknown imports this)

        near = [c for c, _ in names.index.lookup(bare, names.game).candidates[:3]]
        raise SituationError(unknown_refusal("", names.index, names.game, names, found=[(bare, near)]) or "")
    if m.re is _GOES_AT and " " not in said and m.group("how").lower().startswith("hit"):
        return  # "my bear hits him": a creature's hit, not a spell's (a spell's name here is of two words or more)
    if m.re in (_THROWS, _TAKES) and (last in _HAS_CHAT or last.rstrip("s") in _HAS_CHAT or last in _THROWN_CHAT):
        return  # "I sent a screenshot to him", "I threw a fit at him", "he took a long time"
    if m.re is _KEYWORD_SAID:
        raise SituationError(
            f'can\'t read "{clause}": where its {said} comes from isn\'t read — say the creature with it ("Opponent '
            'controls Serra Angel with double strike") or name the card that gives it (see /help ruling)'
        )
    if card := _known(said, names):  # a card the index knows, in words no form reads
        raise SituationError(
            f'can\'t read "{clause}": "{said}" reads as {card.name}, in words no form I read fits — say it as '
            f'"<player> casts {card.name} targeting <target>" (see /help ruling)'
        )
    raise SituationError(
        f'can\'t read "{clause}": "{said}" isn\'t a play I read, and if it is a card, it isn\'t one I know'
        ' — say what it does (e.g. "I cast Lightning Bolt targeting Hill Giant"; see /help ruling)'
    )


def _a_keyword(what: str) -> bool:
    return any(lx.KEYWORD_RE.match(w) for w in (what, *what.split(" and ")))


def no_unread_board(clause: str, names: Names) -> None:
    """Ask back a clause set aside where a player has something no frame reads as a card ("I have Platinum Angel",
    "opp has phyrexian unlife"): a card the index doesn't know, which may change everything."""
    m = _HAS.match(clause)
    if m is None and (m := _IT_HAS.match(clause) or _IT_IS.match(clause)) is not None and _a_keyword(m.group("what")):
        return  # "the giant has flying": a keyword, which a frame reads (or asks) elsewhere
    if m is None:
        return
    words = [w.lower().strip("'’,") for w in m.group("what").split() if w.lower() not in ("of", "the")]
    if m.re is _IT_IS and m.group("what").islower() and (len(words) < 2 or words[0] in _ADJECTIVES):
        return  # "it's a fair trade", "it's a wash": said of the play; a card's name here is of two words or more
    if words[-1] in _HAS_CHAT or words[-1].rstrip("s") in _HAS_CHAT:
        return  # "I have a question", "we have a long game", "he has lethal"
    if len(words) == 1 and (creature_type(words[0]) is not None or words[0].rstrip("s") in lx.CREATURE_NOUNS):
        return  # "opp has a goblin": a creature unnamed, not a card (lower_names.py says the same)
    if _known(m.group("what"), names) or names.spans(m.group("what")):
        return  # a card the index knows: asked back as one the message doesn't put in the situation (aside_names)
    raise SituationError(
        f'can\'t read "{clause}": "{m.group("what")}" isn\'t a card I know — check the name with /card; an admin '
        "can import newer cards (rulekeeper cards import)"
    )
