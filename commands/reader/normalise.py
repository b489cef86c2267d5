"""Step 1: a chat message made plain — formatting, brackets, quotes and chat words — before anything is read.

Only spellings change here, never meaning: "opp" → "Opponent", "I've got" → "I have", "w/" → "with",
"[[Lightning Bolt]]" → "Lightning Bolt", a dash between two thoughts → a sentence break.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from .. import lexicon as lx
from ..safe_text import plain
from .links import without_links
from .needles import Sieved, lowered, sieved, whole_words, words
from .sets import SET_IN_BRACKETS

_BRACKETS = re.compile(r"\[\[([^\[\]|]{1,80})(?:\|[^\[\]]*)?\]\]")  # [[Card]] / [[Card|SET]] (Discord bots)
CARD_TAGS = re.compile(r"\[(card|c|mtg)\]([^\[\]]{1,80})\[/\1\]", re.I)  # forum markup: [card]Mulldrifter[/card]
_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "…": "...", "\u00a0": " "})
_DASH = re.compile(r"\s+[—–]\s*|\s*[—–]\s+|\s+-{1,2}\s+")  # a dash between two thoughts
_GENERIC_PLURAL = re.compile(r"\b([0-9]{1,3}/[0-9]{1,3})s\b")  # "two 2/2s" → "two 2/2 creatures"
# "Chandra (4 loyalty)", "Grizzly Bears (2 +1/+1 counters)": what a permanent has, said in parentheses
_HAS_PARENS = re.compile(r"\s*\(((?:[0-9]+|one|two|three|four|five)\s+(?:loyalty|[+-][0-9]+/[+-][0-9]+\s+counters?|"
                         r"damage|\w+\s+counters?))\)", re.I)  # fmt: skip
_ELLIPSIS = re.compile(r"\.{2,}")
# "trample + deathtouch", "flying & lifelink": keywords joined by a sign (tappedout/Discord shorthand)
_KW = "|".join(sorted((*lx.KEYWORDS, "hexproof", "protection from \\w+"), key=len, reverse=True))
_KEYWORD_PLUS = re.compile(
    rf"(?P<size>\b[0-9]{{1,3}}/[0-9]{{1,3}}\s+)?\b(?P<kws>(?:{_KW})(?:\s*[+&]\s*(?:{_KW}))+)\b", re.I
)


# "a 2/2 creature with 2 toughness": a size restated (the same number) is said once; a different one stays, to be
# refused as it is written
_RESTATED_SIZE = re.compile(
    r"\b(?P<p>[0-9]{1,3})/(?P<t>[0-9]{1,3})(?P<mid>\s+[a-z][\w ]{0,40}?)?\s+with\s+(?P<n>[0-9]{1,3})\s+"
    r"(?P<which>power|toughness)\b",
    re.I,
)


# "a 1/1 that has Indestructible": the keywords a creature of that size has, said as "with"
_THAT_HAS = re.compile(
    rf"\b([0-9]{{1,3}}/[0-9]{{1,3}}(?:\s+creatures?)?)\s+(?:that|which)\s+(?:has|have|had)\s+(?=(?:{_KW})\b)", re.I
)

# "his Feral Abomination, which is a 5/5 with deathtouch": what a card is, said after it, as the brackets say it
# ("Feral Abomination (5/5 with deathtouch)": restated.py checks it against the card)
_WHICH_IS = re.compile(
    rf"(?<=[A-Za-z]),\s+(?:which|that|who)(?:'s|\s+is|\s+was)\s+(?:an?\s+)?(?P<d>[0-9]{{1,2}}/[0-9]{{1,2}}"
    rf"(?:(?:\s+with|,)?\s+(?:{_KW})(?:(?:\s*,\s*|\s+and\s+)(?:{_KW}))*)?)(?=\s*[.;!?]|\s*$|,\s+(?:and|but|so)\b)",
    re.I,
)

# "i block with my silverback ape 5/5": a size after the name, as the brackets say it ("silverback ape (5/5)")
_NOT_NAME_WORD = (
    r"(?!(?:creature|creatures|token|tokens|one|ones|guy|dude|own|only|other|another|first|second|third|last|remaining|"
    r"new|same|big|little|small|tapped|untapped|white|blue|black|red|green|colorless|with|and|is|was|that|two|three|"
    rf"four|five|both|all|fliers?|flyers?|tramplers?|strikers?|attackers?|blockers?|{_KW})\b)"
)
_SIZE_AFTER_NAME = re.compile(  # (two words or more, none of them a size's own: "his own 3/3", "my red 3/3")
    rf"\b(?P<o>(?:my|his|her|their|the)\s)(?P<n>{_NOT_NAME_WORD}[A-Za-z][A-Za-z'-]+"
    rf"(?:\s+{_NOT_NAME_WORD}[A-Za-z][A-Za-z'-]+){{1,3}})\s+(?P<pt>[0-9]{{1,2}}/[0-9]{{1,2}})"
    r"(?=\s*(?:[.,;!?]|$|\band\b|\bbut\b))",
    re.M | re.I,
)
# "my friend's Saheeli Rai, who had 3 loyalty, with …": a planeswalker's loyalty said after it, as brackets say it
_WHO_HAD_LOYALTY = re.compile(
    r",\s+(?:who|which|that)\s+(?:had|has|was\s+(?:at|on)|is\s+(?:at|on))\s+(?P<n>[0-9]{1,2})\s+loyalty(?:\s+counters?)?"
    r"(?:\s+left)?(?P<end>,|(?=[.;!?]))",
    re.I,
)
# "Stone Golem, a plain 4/4 artifact creature": a card's size said after it, as brackets say it
_A_PLAIN_SIZE = re.compile(
    r"\b(?P<w>[\w'-]+),\s+[Aa]n?\s+(?:[Pp]lain\s+|[Vv]anilla\s+)?(?P<pt>[0-9]{1,2}/[0-9]{1,2})(?:\s+(?:artifact\s+)?creature)?"
    r"(?=\s*[,.;!?]|\s+and\b|\s*$)"
)


def _plain_size(m: re.Match[str]) -> str:
    """After a capitalised word, a card's ("Stone Golem"); not a list ("a 1/1 creature, a 2/2 creature")."""
    if not m["w"][:1].isupper() or m["w"].lower() in ("opponent", "i"):
        return m.group(0)
    return f"{m['w']} ({m['pt']})"


# "I had nothing to block with": no block
_NOTHING_TO_BLOCK = re.compile(
    r"\b(?P<p>I|he|she|they|Opponent)\s+(?:had|have|has)\s+(?:nothing|no\s+creatures?|no\s+blockers?|no\s+one)\s+to\s+"
    r"block\s+with\b",
    re.I,
)
# "Opponent blocked with Wasteland Viper, announcing that 'deathtouch kills anything'": what a player said while
# playing, a sentence of its own (commentary.py sets what a player says aside)
_SAYING = re.compile(  # (with "that" or a quote: "…, saying it's a 3/3 creature now" tells the board, read on)
    r",\s+(?:announcing|saying|claiming|insisting|arguing|declaring|telling\s+me|explaining)(?:\s+that\s+|\s+(?=['\"]))",
    re.I,
)
# "I cast Healing Grace on myself and chose the Wurm as the source": the source chosen as the spell is cast or
# resolves, said as the situation language says it ("…, choosing Barbtooth Wurm")
_AND_CHOSE = re.compile(
    r"\s+and\s+(?:I\s+)?(?:chose|choose|chooses|picked|pick|picks|named|name|names)\s+(?P<x>(?:the|his|her|my|their)\s+[\w'-]+"
    r"(?:\s+[\w'-]+)?|[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)*)\s+as\s+(?:the|its|my|a)\s+source\b",
    re.I,
)
# "I paid {B} for a regeneration shield": paid to regenerate (commands/regenerate_said.py reads it)
_FOR_A_SHIELD = re.compile(
    r"\b(paid|pays|pay|paying)\s+(\S+(?:\s+mana)?)\s+for\s+(?:a|the|its|another)\s+regeneration\s+shield\b", re.I
)
# "I activated the regeneration ability once in the declare blockers step": before combat damage (CR 509, 510)
_IN_BLOCKERS_STEP = re.compile(
    r"\s+(?:once\s+|twice\s+)?(?:in|during)\s+the\s+declare[\s-]+blockers?\s+step\b(?!\s*,?\s*(?:I|he|she|they|Opponent)\b)",
    re.I,
)
# "He attacked with just the Giant": which creatures attacked, said with "just" or "only"
_JUST_THE = re.compile(
    r"\b(attack(?:s|ed)?\s+(?:me\s+|him\s+|her\s+)?with)\s+(?:just|only)\s+(?=(?:the|his|her|my|their)\s)", re.I
)
# "v0.8x" on a line of its own (a report form's build field, its heading on the line above): no game
_BARE_VERSION = re.compile(r"^[ \t]*v?[0-9]+(?:\.[0-9]+)+[a-z]{0,3}[ \t]*$", re.I | re.M)
# "I blocked the Warriors with my Courser, let the Brute through": an attacker no one blocks, said as the blocks are
_LET_THROUGH = re.compile(
    r",?\s+(?:and\s+)?let\s+(?P<x>(?:the|his|her|their|Opponent's)\s+[\w'-]+(?:\s+[\w'-]+)?|[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)"
    r"\s+(?:through|go\s+through|in|go\s+unblocked)\b(?P<then>\s*,?\s*(?:and\s+)?(?:then\s+)?)",
    re.I,
)


def _let_through(m: re.Match[str]) -> str:
    return f". {m['x']} is unblocked" + (". Then I " if m["then"].strip(" ,") else "")


def _size_once(m: re.Match[str]) -> str:
    said = m["p"] if m["which"].lower() == "power" else m["t"]
    return f"{m['p']}/{m['t']}{m['mid'] or ''}" if m["n"] == said else m.group(0)


def _keywords_joined(m: re.Match[str]) -> str:
    """ "4/4 trample + deathtouch" → "4/4 trample deathtouch" (adjectives after a size); "with flying & lifelink"
    → "with flying and lifelink"."""
    words = [w.strip() for w in re.split(r"\s*[+&]\s*", m["kws"])]
    return f"{m['size']}{' '.join(words)}" if m["size"] else " and ".join(words)


_PT_COUNTER_TYPO = re.compile(r"(?<![\w/])([+-][0-9]+)([+-][0-9]+)(?=\s+counters?\b)")  # "+1+1 counter"
# "with a +1/+1", "has two -1/-1": a counter said without the word (only the counters' kinds, after a count)
_BARE_COUNTER = re.compile(
    r"\b((?:with|has|had|have)\s+)(a|an|one)\s+([+-]1/[+-]1)(?!\s*counter|/|\w)|"
    r"\b((?:with|has|had|have)\s+)(two|three|four|five|[2-9])\s+([+-]1/[+-]1)(?!\s*counter|/|\w)",
    re.I,
)


def _counter_word(m: re.Match[str]) -> str:
    if m[1]:
        return f"{m[1]}{m[2]} {m[3]} counter"
    return f"{m[4]}{m[5]} {m[6]} counters"


# "a planeswalker (it doesn't matter which …; I'm putting Jace in the image …)": an aside in brackets that is a
# sentence of its own (it starts with a word no name or count starts with), at the end of a sentence, is a sentence
_ASIDE = re.compile(
    r"\s*\(((?:it|it's|i|i'm|i've|this|not|no|just|as|because|since|though|he|she|they|we|you|"
    r"doesn't|don't|probably|maybe|or)\b[^()]{2,300})\)\s*(?:[.;!?]+|$)",
    re.I,
)
# "(it has reach??)": question marks that close a bracket end no sentence (the bracket does, or the text after it)
_ASKED_IN_BRACKETS = re.compile(r"[?!]+(?=\))")
# "I attacked with my Vampire Nighthawk, thinking the lifelink would …": the thought, a sentence of its own
_THINKING = re.compile(r",\s+(?=(?:thinking|hoping|expecting|figuring|believing)\s)", re.I)
# "Opponent has Shivan Dragon out with 4 Mountains untapped": what else they have, said after "out"
_OUT_WITH = re.compile(
    r"\s+(?:out|in\s+play)\s+with\s+(?=(?:[0-9]+|two|three|four|five|six)\s+\w+\s+(?:un)?tapped\b)", re.I
)
# "I have a creature with double strike and it is a 2/2": the size said after the creature, as one description
_SIZE_AFTER = re.compile(
    r"\b(?P<a>an?)\s+creature\s+with\s+(?P<with>[a-z ]{3,40}?)\s*(?:,\s*(?:and\s+)?|\s+and\s+)"
    r"(?:it\s+is|it's|its)\s+an?\s+(?P<pt>[0-9]{1,2}/[0-9]{1,2})\b",
    re.I,
)
# "[MTG Arena] Can't assign …", "[XMage] …": the app a report is about, in brackets (no card of the game)
_APP_TAG = re.compile(
    r"\[(?:MTG\s*Arena|MTGA|Arena|XMage|Forge|MTGO|Magic\s+Online|Cockatrice|Untap|Magarena)\]\s*", re.I
)
# "his Giant Spider (2/4, reach)": a comma after a size in brackets joins what they say of one card (not a list)
_BRACKET_COMMA = re.compile(r"\((?P<a>[0-9]{1,2}/[0-9]{1,2}),\s*(?P<b>[^(),\n]{1,40})\)")
# "XMage 1.4.50-V2", "Forge version: 1.6.53-SNAPSHOT", "Forge 1.6.49" on a line of their own: which app and build,
# nothing of the game (its dots would end sentences)
_APP_VERSION = re.compile(  # ("Feedback XMage Version 1.4.58": an XMage feedback report's first line)
    r"^[ \t]*(?:feedback[ \t]+)?(?:xmage|forge|mtga|mtg\s+arena|arena|magarena|cockatrice|wagic|untap|phase-rs|mtgo)"
    r"(?:[ \t]+(?:version|build|v))?[ \t]*:?[ \t]*v?[0-9]+(?:[.-][0-9]+)+[\w.-]*[ \t]*$",
    re.I | re.M,
)
# "Magarena 1.9x. I attacked with …": the app and build said first on the story's own line
_APP_VERSION_LEAD = re.compile(
    r"^[ \t]*(?:xmage|forge|mtga|mtg\s+arena|arena|magarena|cockatrice|wagic|untap|phase-rs|mtgo)"
    r"(?:[ \t]+(?:version|build|v))?[ \t]*:?[ \t]*v?[0-9]+(?:[.-][0-9]+)+[a-z]{0,3}[ \t]*[.:;,-][ \t]+(?=[A-Z])",
    re.I | re.M,
)
# an XMage feedback list's item: "* [ ] Argothian pixies - this card has been bugged forever. … (OgounBadagris,
# 2020-02-02 10:57:06)": the card it is about, a dash, the report, who wrote it and when
_CHECKLIST_ITEM = re.compile(
    r"^[ \t]*[*-][ \t]*\\?\[[ \txX]?\\?\][ \t]*(?P<card>[^\n]{2,60}?)[ \t]+[-–—][ \t]+(?P<said>[^\n]*?)"
    r"(?:[ \t]*\([\w.\\-]+,[ \t]*[0-9]{4}-[0-9]{2}-[0-9]{2}[^)\n]*\))?[ \t]*(?P<more>\[\.\.\.\])?[ \t]*$",
    re.M,
)


def _checklist_item(m: re.Match[str]) -> str:
    """The item's card as a report's cards field, then its report; a label that is a term of the game ("Combat",
    "Regeneration") is the report's topic, no card."""
    label = m["card"].strip()
    return m["said"] if game_term(label) else f"Cards: {label}\n\n{m['said']}"


def game_term(label: str) -> bool:
    """Whether a label is a term of the game (a keyword, a glossary entry of the Comprehensive Rules, "combat"),
    not a card's name."""
    low = " ".join(label.lower().split())
    return low in _glossary() or low in lx.KEYWORDS or low in ("combat", "damage", "ui", "general", "other", "rules")


@cache
def _glossary() -> frozenset[str]:
    """The Comprehensive Rules' glossary entries, lower case (read once)."""
    from resolver.rulebook import RuleBook

    return frozenset(k.lower() for k in RuleBook.bundled("mtg").glossary)


def checklist_cards(text: str) -> list[str]:
    """The cards an XMage feedback list's items are about ("* [ ] Argothian pixies - …"), as typed."""
    return [m["card"].strip() for m in _CHECKLIST_ITEM.finditer(text) if not game_term(m["card"])]


# "### Card(s)\n\nPriests of Norn": a report form's cards field, its heading on a line above its value, said as one
# line ("Cards: Priests of Norn"), as "**Cards:** …" is: what the report is about, no clause of the story
_CARDS_HEADING = re.compile(
    r"^[ \t]*#{1,6}[ \t]*cards?(?:\(s\))?[ \t]*:?[ \t]*\n(?:[ \t]*\n)?(?=[ \t]*[^\s#])", re.I | re.M
)
# a bug report's template fields on a line of their own ("Platform: PC, Direct Challenge", "- OS: Windows 10", "Game
# mode: AI", "Version 1.6.41", "Desktop (please complete the following information):"): which client, nothing of the
# game
REPORT_FIELD = re.compile(
    r"^[ \t]*(?:[-*][ \t]*)?(?:platform|os|device|browser|client|build|version|game[ \t]+mode|mode|desktop|smartphone|"
    r"game[ \t]+version|app[ \t]+version|operating[ \t]+system)\b(?:[ \t]*\([^)\n]*\))?[ \t]*:?(?:[ \t][^\n]{0,60})?$",
    re.I | re.M,
)
# a letter's sign-off on its last line: "-Tomasz, Kraków", "— Olu, Lagos", "~Sam" (no unknown card: unknown.py)
SIGNED = re.compile(
    r"\n[ \t]*[-–—~]+[ \t]*[A-Z][^\n]{0,40}[ \t]*$|"  # "-- Sarah, Melbourne"
    # "Thanks,\nPete from Ohio": a name on the line after a closing word
    r"\n[ \t]*(?i:thanks|thank\s+you|cheers|regards|best|sincerely|ty)\b[^\n]{0,30}\n[ \t]*[A-Z][^\n]{0,40}[ \t]*$|"
    r"\n[ \t]*\n[ \t]*(?:[A-Z]\.){1,3}[ \t]*$"  # "J.R." alone on the last line
)
# "ELI5: …", "Noob question: …": how the question is asked, before it
_ASKED_HOW = re.compile(
    r"^[ \t]*(?:ELI5|TL;?DR|(?:quick|noob|newbie|beginner|simple|dumb)[ \t]+(?:rules?[ \t]+)?(?:question|q)[ \t]*[:-]|"
    r"(?:first|second|third|other|last|bonus)[ \t]+(?:part|question|thing|q)[ \t]*:)"
    r"[ \t]*[:,-]?[ \t]*",
    re.I | re.M,
)
# "menace q - my two-headed zombie …": a topic line ended by "q" says "question" (commentary.py: a topic line)
_Q_TOPIC = re.compile(r"^([ \t]*(?:[\w'+/&]+[ \t]+){1,3})q[ \t]*(?=[-–:;,.!?]|$)", re.I | re.M)
# "Llanowar Elves as my only creature": said in brackets, as "(my only creature)" is (situation.py checks it)
_AS_ONLY = re.compile(r"\s+as\s+((?:my|his|her|their)\s+only\s+creature)\b", re.I)
# "Opponent Lava Axes me down to -2", "he bolts me to 1": the life the asker says it came to, a report of its own
# ("I went to -2", set aside as what the asker saw: commentary)
_DOWN_TO = re.compile(
    r"\b(?P<t>me|him|her|them)\s+(?:down\s+)?to\s+(?P<n>-?[0-9]{1,3})(?:\s+life)?(?=\s*(?:[,.;!?]|\band\b|$))", re.I
)


def _down_to(m: re.Match[str]) -> str:
    who = "I" if m["t"].lower() == "me" else "Opponent"
    return f"{m['t']}. {who} went to {m['n']}"


# "a +1/+1 counter on it from earlier in the game": counters stay from turn to turn (CR 122.1), so when they came
# changes nothing; said of damage it isn't dropped (damage wears off as a turn ends: CR 514.2)
_COUNTERS_FROM_EARLIER = re.compile(
    r"(\bcounters?(?:\s+on\s+(?:it|him|her|them))?)\s+from\s+(?:earlier|before|a\s+previous\s+turn|last\s+turn|an?\s+"
    r"earlier\s+turn)(?:\s+in\s+the\s+game|\s+on)?\b",
    re.I,
)
# "Opponent Shocked my Goblin Piker that had Unholy Strength on it": what is attached to it, said first as a sentence
# of its own ("Unholy Strength is attached to my Goblin Piker. Opponent Shocked my Goblin Piker"): the board before
_THAT_HAD_ON = re.compile(
    r"(?:^|(?<=[.!?] ))(?=[^.!?]*?\son\s+it\b)(?P<head>[^.!?]*?)"  # (a sentence without "on it": passed at once)
    r"(?P<c>\b(?:my|his|her|their|Opponent's)\s+(?-i:[A-Z])[\w',-]*(?:\s+[\w',-]+){0,3}?)"
    r"\s+(?:that|which)\s+(?:has|had)\s+(?:an?\s+)?(?P<a>(?-i:[A-Z])[\w',-]*(?:\s+[\w',-]+){0,4}?)\s+on\s+it\b",
    re.I | re.M,
)


def _that_had_on(m: re.Match[str]) -> str:
    return f"{m['a']} is attached to {m['c']}. {m['head']}{m['c']}"


# "Q: My opponent cast Pyroclasm …", "Marek asks: …": a column's question mark-up, at a line's start
_QA_LEAD = re.compile(
    r"^[ \t]*(?:Q|[A-Z][a-z]{1,15}(?:\s+[A-Z]\.?)?\s+(?:asks|writes|wonders))[ \t]*:[ \t]*(?=\S)", re.M
)
# "AI attacked with Colossal Dreadmaw": the program playing against the reporter, as a subject
_AI_SUBJECT = re.compile(
    r"(?:^|(?<=[.!?;,] )|(?<=\n)|(?<=\band )|(?<=\bthen ))(?:the\s+)?(?:AI|[Bb]ot)"
    r"(?=\s+(?:attack|attacks|attacked|block|blocks|blocked|cast|casts|"
    r"activated|activates|had|has|was|is|controls|controlled|played|plays|responded|responds|regenerated|regenerates|"
    r"paid|pays|chose|chooses|sacrificed|sacrifices)\b)|"
    # "Cast Incinerate on the AI's Clay Statue", "Attacked the AI's Garruk": what the program controls
    r"(?<![\w'’])(?:[Tt]he\s+)?AI(?=['’]s\s)|(?<![\w'’])[Tt]he\s+bot(?=['’]s\s)",
    re.M,
)
# "Hill Giant + Grizzly Bears": a plus sign between two words, as "and" (not "+1/+1", nor "trample + deathtouch",
# read before as a creature's keywords)
_PLUS_AND = re.compile(r"(?<=[A-Za-z])\s+\+\s+(?=[A-Za-z])")
# "swung w glistener elf, opp blocked …", "Attacked alone with Master of Cruelties": a story told with its subject
# left out at a sentence's start is the teller's own (the first person): "I swung …"
_NO_SUBJECT = re.compile(
    r"(?:^|(?<=[.!?;] ))(?=(?:swung|swinging|attacked|blocked|chumped|chump[- ]blocked)\s+(?:with|w|w/|alone\s+with)\s|"
    r"swung\s+(?!at\b|back\b|by\b|over\b|through\b)\w|"
    # "Cast Giant Growth on my Spikeshot Elder, then activated it …" (not the cards Cast Down, Cast Out, Cast Through …)
    r"(?:cast|casted|activated)\s+(?!(?:down|out|through|off)\b)(?-i:[A-Z])|"
    # "Put Lure on my Typhoid Rats and attacked": an Aura or Equipment put on a creature
    r"(?:put|played)\s+(?-i:[A-Z])[^.!?;\n]{0,60}?\s+on\s+(?:my|his|her|their|the|a|an)\s)",
    re.I | re.M,
)
# "attacking their ajani goldmane with vizkopa vampire, they dont block": a story's "I attack" as a participle, what
# is attacked and with what both said (never "Attacking creature with trample …": a noun)
_ATTACKING_LEAD = re.compile(
    r"(?:^|(?<=[.!?;] ))(?:attacking|swinging\s+at)\s+(?=(?:their|his|her|opp'?s|opponent'?s|my\s+opponent'?s)\s+"
    r"[^.!?;,]+?\s+(?:with|w/?)\s)",
    re.I | re.M,
)
# "does it die lol", "quick q, thanks in advance :)": laughter ends a thought, and is a sentence of its own (listed
# as such, never inside a card's name: "blocked by his darksteel myr lol"); an emoticon ends the thought too
_LAUGH = re.compile(
    r"(?P<sp>\s+|(?<=[.!?,]))(?:(?P<laugh>(?i:lol|lmao|lmfao|rofl|haha+|hehe+|xd))|:\)|:\(|:D|:P|;\)|:/|\^\^)"
    r"(?=\s|[.!?,;]|$)(?P<end>\s*[.!?;,]|\s*$)?"
)


def _laugh(m: re.Match[str]) -> str:
    before = m.string[: m.start()].rstrip()
    end = (m["end"] or "").strip()
    stop = end if end and end != "," else "."  # the sentence before keeps its own "?" ("does it die lol?")
    if not m["laugh"]:  # an emoticon: the thought ends there
        return stop if before and before[-1] not in ".!?" else ""
    if not before or before[-1] in ".!?":  # "lol rip.": a sentence of its own already
        return m.group(0)
    return f"{stop} {m['laugh']}."


_CUT = re.compile(r"\s*[\[(]\s*(?:\.{2,}|…)\s*[\])]\s*")  # "[...]": a quote's cut, where one thought ends


_ABBREVIATIONS = ((re.compile(r"(?<![\w.])e\.\s?g\.(?=\s|,|:|$)", re.I), "for example,"),
                  (re.compile(r"(?<![\w.])i\.\s?e\.(?=\s|,|:|$)", re.I), "that is,"))  # fmt: skip
# "X does 3 damage to Y", "did 2 dmg": the verb players use for "deals" (never at a sentence's start: "Does 3
# damage kill it?" stays a question)
_DOES_DAMAGE = re.compile(
    r"(?<=\w )(?:(does)|(do)|(did))\s+(?=(?:[0-9]+|x|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(?:points?\s+of\s+)?(?:combat\s+|noncombat\s+|non-combat\s+|trample\s+)?(?:damage|dmg)\b)",
    re.I,
)

# Keywords as players misspell them: a small fixed list, each a spelling no card or other word has.
_KEYWORD_TYPOS: tuple[tuple[str, str], ...] = (
    (r"death\s?rouch|deathtuch|deathouch|deatchtouch|deathtoch|death\s+touch|death-touch", "deathtouch"),
    (r"life\s?link|life-link|lifelnk|liflink", "lifelink"),
    (r"life\s?linker|life-linker", "lifelinker"),
    (r"indestructable|indestrucible|indestructibe|indestrutible|in-destructible", "indestructible"),
    (r"trampel|trampple|tample", "trample"),
    (r"thoughness|toughnes|touhgness|toughess", "toughness"),
    (r"first-strike|firststrike|1st\s+strike", "first strike"),
    (r"double-strike|doublestrike|dubble\s+strike", "double strike"),
    (r"hex\s+proof|hex-proof|hexprof", "hexproof"),
    (r"vigilence|vigilanse", "vigilance"),
    (r"protecion|protectoin|proteciton", "protection"),
    (r"damge|dammage|damamge|dmage", "damage"),
    (r"crature|creture|creatrue", "creature"),
)
_KEYWORD_RES = [(re.compile(rf"(?<![\w/'])(?:{pattern})(?![\w/'])", re.I), repl) for pattern, repl in _KEYWORD_TYPOS]

# Whole words (case-insensitive) → their plain spelling. The opponent is "Opponent"; the asker is "I".
_WORDS: tuple[tuple[str, str], ...] = (
    (
        r"(?:my|the)\s+(?:opp|opponent|oponent|opponet|opponant|oppenent)'?s|my\s+(?:buddy|friend|mate|pal|buddie)'s",
        "Opponent's",
    ),
    (r"(?:opp|opponent|oponent|opponet|opponant|oppenent)'?s", "Opponent's"),
    # "My friends Ornithopter is enchanted …": a possessive typed without its apostrophe, before a card's capitals
    (r"my\s+(?:buddy|friend|mate|pal|buddie)s(?=(?-i:\s+[A-Z][a-z]))", "Opponent's"),
    (r"(?:my|the|an?)\s+(?:opp|opponent|oponent|opponet|opponant|oppenent|buddy|friend|mate|pal)", "Opponent"),
    (r"the\s+other\s+(?:guy|player|person|dude)", "Opponent"),
    (r"the\s+(?:computer|ai|a\.i\.|cpu|bot)", "Opponent"),  # a game against the program: it is the opponent
    (r"(?:the\s+|an?\s+)?(?:ai|cpu|computer|bot)\s+(?:opp|opponent)", "Opponent"),  # "AI opponent was at 5 life"
    (r"opp|opps|opponent|oponent|opponet|opponant|oppenent|villain", "Opponent"),
    (r"(?:me|I)\s+and\s+Opponent|Opponent\s+and\s+(?:me|I)", "we"),
    (r"i\s*'?ve\s+got|i\s+have\s+got|i\s+got", "I have"),
    (r"i\s*'?ve", "I have"),
    (r"i\s*'?m|im", "I am"),
    (r"i\s*'?d", "I would"),
    (r"(?:he|she|they)\s*'?s\s+got", "Opponent has"),
    # "She's on 3 loyalty", "he was at 5 loyalty": a planeswalker, not a player (loyalty said)
    (r"(?:he|she)(?:\s*'s|\s+is|\s+was)\s+(?:on|at)\s+([0-9]+)\s+loyalty", r"it has \1 loyalty"),
    (r"(?:he|she)\s*'s|hes|shes", "Opponent is"),  # "hes at 2": typed without its apostrophe
    (r"they\s*'re", "they are"),
    # "It's got deathtouch", "it's got 2 damage marked": what it has
    (r"it\s*'s\s+got", "it has"),
    # "It's blocked by …", "it's attacking": it is ("It's my turn" stays)
    (r"it\s*'s(?=\s+(?:blocked|blocking|attacking|unblocked|tapped|untapped|dealt)\b)", "it is"),
    # "Its my turn", "its opponent's turn": the apostrophe left out
    (r"its(?=\s+(?:my|your|his|her|their|Opponent's|opp's|opps|opponents)\s+turn\b)", "it's"),
    # "Gideon Jura at 8 loyalty": with that loyalty ("is at 8 loyalty": has it)
    (r"(?:is|was)\s+(?:at|on)\s+([0-9]+)\s+loyalty", r"has \1 loyalty"),
    # "with its starting loyalty of 4": with 4 loyalty
    (r"with\s+(?:its|his|her)\s+(?:starting\s+|printed\s+|base\s+)?loyalty\s+of\s+([0-9]+)", r"with \1 loyalty"),
    (r"(?:at|on)\s+([0-9]+)\s+loyalty", r"with \1 loyalty"),  # "Opponent had Jace Beleren on 3 loyalty"
    # contractions typed without their apostrophe ("didnt", "doesnt", "wouldnt"): not "its", "were", "well", "ill"
    (r"didnt", "didn't"),
    (r"doesnt", "doesn't"),
    (r"dont", "don't"),
    (r"isnt", "isn't"),
    (r"arent", "aren't"),
    (r"wasnt", "wasn't"),
    (r"werent", "weren't"),
    (r"wouldnt", "wouldn't"),
    (r"shouldnt", "shouldn't"),
    (r"couldnt", "couldn't"),
    (r"hasnt", "hasn't"),
    (r"havent", "haven't"),
    (r"hadnt", "hadn't"),
    (r"cant(?=\s+be\b)", "can't"),  # "damage that cant be prevented" (not the word "cant")
    # "I tap Samite Healer to prevent 1 to my bear": the damage, unsaid
    (r"(to\s+prevent|preventing)\s+([0-9]+)(?=\s+to\s)", r"\1 \2 damage"),
    # "opp has a 4/4 lifelink, attacks me": the creature said, then what it does (as "… and attacks me")
    (
        r"(he|she|they|I|we|Opponent)\s+(has|had|have|controls?|controlled|got)\s+([^,.;?!]+?),\s+"
        r"(attacks|attacked|attack|swings|swung|swing)(?=\s+(?:me|him|her|them|Opponent|you|with\s+it)\b)",
        r"\1 \2 \3 and \4",
    ),
    # "I double block with X and Y", "it was double blocked by X and Y", "he double blocks": two creatures block (the
    # two he has, when it isn't said which: reader situation._both_of)
    (r"double[- ]?block(s|ed|ing)?(?=\s+(?:with|by)\b)", r"block\1"),
    # "he double blocks my Hill Giant with X and Y": the attacker said, then the two blockers
    (r"double[- ]?block(s|ed)?(?=\s+(?:my|his|her|their|the|it|him)\b[^.;]*?\s+with\s)", r"block\1"),
    (r"(he|she|they|I|we|Opponent)\s+double[- ]?block(s|ed)?", r"\1 block\2 with both"),
    # "after damage he shocks my giant": when in the combat, said apart from what happens then (a clause of its own)
    (
        r"(after|before)\s+(?:the\s+)?(?:combat\s+)?damage(?:\s+step)?,?(?=\s+(?:I|he|she|they|we|Opponent|my|his|her)\s)",
        r"\1 combat damage,",
    ),
    (r"one(?=\s+[0-9]+/[0-9]+\b)", "a"),  # "I block with one 2/2": a 2/2
    (r"(?:gets|got|was|is)\s+chump[\s-]*blocked", "is blocked"),  # "my 5/5 trample gets chump blocked by a 1/1"
    # "3 goblins (1/1 each)": three 1/1 goblins
    (
        r"([0-9]+|two|three|four|five|six|seven|eight|nine|ten)\s+([a-z]+s)\s*\(\s*([0-9]+/[0-9]+)\s+each\s*\)",
        r"\1 \3 \2",
    ),
    (r"(my|his|her|their|your)\s+own", r"\1"),  # "my own Serra Angel": mine
    # "I blocked with both Llanowar Elves and Fyndhorn Elves": the two named (not "with both": the two he has)
    (r"with\s+both(?=\s+(?-i:[A-Z])[^.;!?]*?\s+and\s+(?-i:[A-Z]))", "with"),
    (r"w/", "with"),
    (r"w/o", "without"),
    # "I had a Forest open", "two Swamps up": lands said with the mana they could make, which isn't tracked
    (
        r"((?:an?|one|two|three|four|five|[0-9])\s+(?:untapped\s+)?(?:forests?|islands?|swamps?|mountains?|plains|"
        r"lands?))\s+(?:open|up)",
        r"\1",
    ),
    # "I attacked alone with Hill Giant": the attackers are the ones named anyway
    (r"(attack(?:s|ed)?|swung|swings?)\s+alone\s+with", r"\1 with"),
    # "swung w glistener elf", "blocked w his bears": "w" alone after a combat verb
    (r"(swung|swings?|swinging|attack(?:s|ed|ing)?|block(?:s|ed|ing)?|chump(?:s|ed)?)\s+w", r"\1 with"),
    # "youthful knight w jitte", "brute w menace": a lower-case "w" alone before a word is "with" (never "W", a
    # mana symbol: "I pay W to …")
    (r"(?-i:w)(?=\s+(?!(?:to|and|or|for|mana)\b)[a-z])", "with"),
    (r"dmg", "damage"),
    (r"ETBs?", "enters"),
    (r"pw", "planeswalker"),
    (r"gy|yard", "graveyard"),
    (r"bf", "battlefield"),
    (r"cmc", "mana value"),
    (r"u", "you"),
    (r"ur", "your"),
    (r"thru", "through"),
    (r"b/c|bc|cuz", "because"),
    (r"health\s+points|health|hp|life\s+points", "life"),  # "I'm at five health", "5 hp"
    # "he is currently at 0 life", "I'm still at 3": the life total now, said with an adverb
    (r"(I'm|is|am|are|was)\s+(?:currently|presently|now|still)(?=\s+at\s+-?[0-9]+\b)", r"\1"),
)
# "my walker" is a planeswalker; "Hangarback Walker", "Walker of the Grove" are cards' names
_WALKER = re.compile(r"(?<![\w'])(?P<before>[\w']+\s+)?(?P<w>walkers?)(?![\w'/])", re.I)


def _walker(m: re.Match[str]) -> str:
    before = m["before"] or ""
    if m["w"][0].isupper() or (before[:1].isupper() and before.split()[0] not in ("Opponent", "Opponent's", "I")):
        return m.group(0)
    return before + ("planeswalkers" if m["w"].lower().endswith("s") else "planeswalker")


_WORD_RES = [(re.compile(rf"(?<![\w/'])(?:{pattern})(?![\w/'])", re.I), repl) for pattern, repl in _WORDS]
# "pro red", "pro-green" in lower case: protection from that colour (CR 702.16; "(Pro Green)" after a card stays)
_PRO_COLOUR = re.compile(r"(?<![\w/'])pro[- ]?(white|blue|black|red|green)(?![\w/'])")
# each substitution with the strings its matches contain (commands/reader/needles.py), and the whole words it matches
# when it matches only words ("u", "dmg", "opp|opps|opponent"; None: any)
_SUBSTITUTIONS = [
    (sieved(rx), repl, whole_words(p))
    for (rx, repl), p in zip((*_WORD_RES, *_KEYWORD_RES), (p for p, _ in (*_WORDS, *_KEYWORD_TYPOS)), strict=True)
] + [(sieved(_PRO_COLOUR), r"protection from \1", None)]


def _substitute(text: str) -> str:
    """The chat words and keyword typos replaced, in order (each on what the ones before it left), each skipped when
    the text lacks the strings its matches contain, or the words (a word only inside another: "u" in "turn")."""
    low = lowered(text)
    said = words(low) if low is not None else None
    for pattern, repl, whole in _SUBSTITUTIONS:
        if (whole is not None and said is not None and said.isdisjoint(whole)) or not pattern.may_match(text, low):
            continue  # (the words first: a set test, no call)
        changed = pattern.rx.sub(repl, text)
        if changed != text:
            text = changed
            low = lowered(text)
            said = words(low) if low is not None else None
    return text


def _sub(steps: tuple[tuple[Sieved, Any], ...], text: str) -> str:
    """Each `pattern.rx.sub(repl, text)` in turn, skipped when the text lacks the strings its matches contain (the
    text lower-cased once, and again only when a step changes it)."""
    low = lowered(text)
    for pattern, repl in steps:
        if pattern.may_match(text, low if pattern.folded else None) and (changed := pattern.rx.sub(repl, text)) != text:
            text, low = changed, lowered(changed)
    return text


_MARKUP: tuple[tuple[Sieved, Any], ...] = ((sieved(_BRACKETS), r"\1"), (sieved(CARD_TAGS), r"\2"))
# "… targeting my Grizzly Bears What happens?": a question run on without its sentence's full stop (a capitalised
# question word after a word, then words to a "?"; not "Do or Die", a card)
_RUN_ON_QUESTION = re.compile(
    r"(?<=[a-z0-9)])\s+(?=(?:What|Does|Do(?!\s+or\b)|Did|Is|Are|Can|Could|Who|How|Will|Would|Am|Should)\s+[^.!?;]*\?)"
)
# "On his turn, Hill Giant attacks me": whose turn it is, said first (a sentence of its own)
_TURN_LEAD = re.compile(
    r"(?:^|(?<=[.!?;]\s))(?:on|during)\s+(my|his|her|their|opponent'?s|opp'?s|my\s+opponent'?s)\s+turn\s*,\s*",
    re.I | re.M,
)
# "On top of that my opponent said …", "Plus, he had …": a sentence added to what came before, as if said alone
_ADDED_LEAD = re.compile(
    r"(?:^|(?<=[.!?;]\s))(?:on\s+top\s+of\s+(?:that|this|it)|in\s+addition|what'?s\s+more|to\s+make\s+(?:it|things|matters)"
    r"\s+worse|besides(?:\s+that)?|plus|additionally|moreover|furthermore|not\s+only\s+that(?:\s+but)?)\s*,?\s+(?=\S)",
    re.I | re.M,
)
# "…, just to be safe", "… the Troll just in case": why, not what
_JUST_IN_CASE = re.compile(r",?\s+(?:just\s+)?(?:to\s+be\s+safe|in\s+case|to\s+be\s+sure)(?=\s*(?:[.;!?,]|$))", re.I)
# "if he blocks does the deathtouch still kill my knight": the supposition, then the question, its comma left out
_IF_THEN_ASKED = re.compile(
    r"(?<![\w,])(if\s+(?:I|he|she|they|we|Opponent|opp)\s+[a-z]+(?:\s+[a-z']+){0,3}?)\s+"
    r"(?=(?:does|do|is|are|can|will|would|did|am)\s+(?:the|my|his|her|their|it|he|she|they|I|Opponent)\b[^.;!,?\n]*"
    r"(?:\?|$|\n))",
    re.I,
)
# "I had Grizzly Bears out when opp cast Pyroclasm": the board, then what happened, as two sentences in that order
_HAD_WHEN = re.compile(  # (and "I was at 5 life when my opponent attacked me with …": the life, then the attack)
    r"(?P<board>\b(?:I|he|she|they|we|Opponent)\s+(?:had|have|has|controlled|control|controls|"
    r"was\s+at\s+-?[0-9]{1,3}(?:\s+life)?(?=\s+when\b))\s+[^.;!?]*?|\b(?:I|he|she|they|Opponent)\s+was\s+at\s+-?[0-9]{1,3}"
    r"(?:\s+life)?)\s+when\s+"
    r"(?=(?:I|he|she|they|Opponent|my\s+opponent|opp|the\s+AI)\s+(?:cast|casts|casted|attacked|attacks|played|plays|"
    r"swung|swings|activated|activates|used|uses|flashed)\b)",
    re.I,
)
# "Only blocker I had was Vault Skirge", "the only creature he has is …": what that player controls
_ONLY_ONE_HAD = re.compile(
    r"(?:^|(?<=[.!?;]\s))(?:the\s+|my\s+)?only\s+(?:blocker|creature|guy|permanent)\s+(?P<p>I|he|she|they)\s+(?:had|have|has)\s+"
    r"(?:was|is)\s+",
    re.I | re.M,
)
# "opp is on 9 poison (still at 20 life)": the life said in brackets after the poison, as "… and 20 life"
_LIFE_IN_BRACKETS = re.compile(r"(?<=poison)\s*\(\s*(?:still\s+)?(?:at\s+|on\s+)?([0-9]+)\s+life\s*\)", re.I)
# "swinging silver knight in, he …": a story's "I attack with" in chat, its subject left out (or "I'm swinging X in")
_SWINGING_IN = re.compile(
    r"(?:^|(?<=[.!?;]\s))(?:I\s+am\s+|I'm\s+)?(?:swinging|swing)\s+(?P<x>(?!at\b|back\b|in\b|with\b)[^.;!?,]+?)"
    r"\s+in(?=\s*(?:[,.;!?]|$))",
    re.I | re.M,
)
# "Ajani, Caller of the Pride on the battlefield with 4 loyalty": where it is, said before what it has
_WHERE_BEFORE_WITH = re.compile(r"(?<=[a-z])\s+(?:on\s+the\s+(?:battlefield|board|field)|in\s+play)(?=\s+with\s)", re.I)
_STEPS: tuple[tuple[Sieved, Any], ...] = tuple(
    (sieved(rx), repl)
    for rx, repl in (
        (_CHECKLIST_ITEM, _checklist_item),  # before the dash and the ellipsis: its dash and "[...]" are its own
        *_ABBREVIATIONS,  # before the ellipsis and the sentences: "e.g." isn't two sentences
        (SET_IN_BRACKETS, ""),  # "Shinewend (morningtide)": the printing doesn't change the card
        (_ASKED_IN_BRACKETS, ""),
        (_CUT, ". "),
        (_RUN_ON_QUESTION, ". "),
        (_TURN_LEAD, r"It's \1 turn. "),
        (_ADDED_LEAD, ""),
        (_LIFE_IN_BRACKETS, r" and \1 life"),
        (_HAD_WHEN, r"\g<board>. "),
        (_ONLY_ONE_HAD, r"\g<p> control "),
        (_IF_THEN_ASKED, r"\1, "),
        (_SWINGING_IN, r"I attack with \g<x>"),
        (_WHERE_BEFORE_WITH, ""),
        (_JUST_IN_CASE, ""),
        (_ELLIPSIS, "."),
        (_ASIDE, r". \1. "),
        (_DASH, "; "),
        (_GENERIC_PLURAL, r"\1 creatures"),
        (_KEYWORD_PLUS, _keywords_joined),
        (_LAUGH, _laugh),
        (_APP_TAG, ""),
        (_BRACKET_COMMA, r"(\g<a> \g<b>)"),
        (_APP_VERSION, ""),
        (_APP_VERSION_LEAD, ""),
        (_BARE_VERSION, ""),
        (_CARDS_HEADING, "Cards: "),
        (REPORT_FIELD, ""),
        (_ASKED_HOW, ""),
        (_Q_TOPIC, r"\1question"),
        (_QA_LEAD, ""),
        (_AS_ONLY, r" (\1)"),
        (_DOWN_TO, _down_to),
        (_COUNTERS_FROM_EARLIER, r"\1"),
        (_THAT_HAD_ON, _that_had_on),
        (_AI_SUBJECT, "Opponent"),
        (_PLUS_AND, " and "),
        (_SIZE_AFTER, r"\g<a> \g<pt> creature with \g<with>"),
        (_THINKING, ". "),
        (_OUT_WITH, " and "),
        (_NO_SUBJECT, "I "),
        (_ATTACKING_LEAD, "I attack "),
        (_RESTATED_SIZE, _size_once),
        (_WHICH_IS, r" (\g<d>)"),
        (_WHO_HAD_LOYALTY, r" (\g<n> loyalty)"),
        (_A_PLAIN_SIZE, _plain_size),
        (_NOTHING_TO_BLOCK, r"\g<p> didn't block"),
        (_SAYING, ". They said that "),
        (_JUST_THE, r"\1 "),
        (_AND_CHOSE, r", choosing \g<x>"),
        (_FOR_A_SHIELD, r"\1 \2 to regenerate"),
        (_IN_BLOCKERS_STEP, " before combat damage"),
        (_SIZE_AFTER_NAME, r"\g<o>\g<n> (\g<pt>)"),
        (_LET_THROUGH, _let_through),
        (_THAT_HAS, r"\1 with "),
        (_PT_COUNTER_TYPO, r"\1/\2"),
        (_BARE_COUNTER, _counter_word),
        (_HAS_PARENS, r" with \1"),
    )
)
# "opp shocks it in response I cast Giant Growth": a response said without a comma (not after "then" or "and")
_RESPONSE_NO_COMMA = re.compile(
    r"(?<=[a-z0-9])(?<!then)(?<!\band)\s+(in\s+response)(?=,?\s+(?:I|Opponent|he|she|they|we)\s)", re.I
)
# "I activate Circle of Protection: Red in response, choosing Lightning Bolt", "I cast Giant Growth in response
# targeting my bear": the response said between the card and its choice goes after it, where it is read
_RESPONSE_BEFORE_CHOICE = re.compile(r"\s+(in\s+response)\s*,?\s+((?:choosing|targeting)\s[^.;!?]*)", re.I)
# "I blocked with River Boa and paid G to regenerate it": the second verb's subject is the first's, said again so
# the clause after "and" reads on its own
_AND_PAID = re.compile(
    r"\b(I|he|she|they|Opponent)\b(?P<rest>(?:(?!\b(?:I|he|she|they|Opponent)\b)[^.;!?])*?)\s+and\s+"
    r"(?=(?:(?:paid|pays)\s+(?:\S+\s+)?(?:mana\s+)?to\s+)?(?-i:regen(?:erate[sd]?|s|ed|ned)?)\b)",  # (not Regeneration)
    re.I,
)
_AFTER_WORDS: tuple[tuple[Sieved, Any], ...] = (
    (sieved(_AND_PAID), r"\1\g<rest> and \1 "),
    (sieved(_RESPONSE_NO_COMMA), r", \1"),
    (sieved(_RESPONSE_BEFORE_CHOICE), r" \2 \1"),
    (sieved(_WALKER), _walker),
    (sieved(_DOES_DAMAGE), lambda m: "deals " if m[1] else "deal " if m[2] else "dealt "),
)


def normalise(text: str) -> str:
    """`text` as the rest of the reader expects it: one spelling for each word it knows."""
    text = plain(text).translate(_QUOTES)
    text = _sub(_MARKUP, text)
    text = without_links(text)  # links (commands/reader/links.py), after the markup that may hold a card's name
    text = _sub(_STEPS, text)
    text = _substitute(text)
    text = _sub(_AFTER_WORDS, text)
    return " ".join(text.split(" ")).strip()
