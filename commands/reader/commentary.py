"""What a message says besides the situation: greetings, opinions, what a card's text says, what the asker
saw happen ("it lost all its counters", "I only took 1"), complaints ("this seems wrong").

Commentary is ignored and listed under "I read this as" — unless it names a card the situation doesn't
have: then it may carry a board fact, and the reader refuses it (quoted) rather than answer without it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from re import _constants as sre_constants  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]

from .. import lexicon as lx
from .needles import Sieved, alternatives, found, lowered, sieved

_PATTERNS = (
    # greetings, thanks, asides
    r"^(?:hi|hey|hello|yo|dear|thanks|thank\s+you|ty|cheers|lol|lmao|ugh|help|please|pls|plz|edit|update|tl;?dr)\b",
    r"^(?:quick|rules?|simple|dumb|stupid|weird|odd|interesting|noob|newbie|beginner)\s+(?:rules?\s+)?(?:questions?|qs?)\b",
    # "Lifelink + Fog question", "menace question" (normalise says "q" so): a short topic line
    r"^(?:[\w'+/&-]+\s+){1,4}(?:rules?\s+)?question$",
    # "I have a question about legends, particularly Thriss", "Question about Grizzly Bears", "got a rules question
    # regarding …": what the message is about (a card it names must still be in the situation: reader/aside_names)
    r"^(?:(?:i|we)\s+)?(?:have|had|got|'ve\s+got)\s+(?:a|an|another|one|some|two|a\s+few)\s+(?:\w+\s+){0,2}?"
    r"questions?\b|^(?:an?\s+)?(?:\w+\s+)?questions?\s+(?:about|regarding|on|concerning|re:?|with)\s",
    r"^(?:so\s+)?(?:this|that|it|the\s+situation|the\s+following|something)\s+(?:came\s+up|happened|is\s+from|was\s+in)\b"
    # … unless it goes on to say what happened ("… came up last FNM where I was attacking for lethal")
    r"(?!.*\b(?:where|when|in\s+which|and)\s+(?:I|we|Opponent|he|she|they|my|his|her|their)\b)",
    r"^(?:we|i|my\s+\w+|the\s+judge|a\s+judge|everyone|nobody)\s+(?:were|was|are|got|had)?\s*"
    r"(?:arguing|argued|disagree|disagreed|debated|debating|discussing|playing|confused)\b",
    # … and "it turned into a 20 minute argument": how the talk went (its number is minutes, no part of the game);
    # "my Giant was a 2/2 for the rest of the game": what came of it later, seen
    r"\b(?:an?\s+)?(?:argument|debate|discussion|disagreement|dispute)\s+(?:with|over|about|between)\b|"
    r"\b(?:turned|turns|became|ended)\s+(?:into|up\s+(?:as|in))\s+an?\s+(?:[\w-]+\s+){0,3}"
    r"(?:argument|debate|discussion|disagreement|dispute|fight)\b|\bfor\s+the\s+rest\s+of\s+the\s+(?:game|match)\b",
    r"^(?:it\s+is|it's)\s+my\s+(?:understanding|belief|impression)\b",
    # opinions and beliefs
    r"^(?:i|we|Opponent|he|she|they|my\s+\w+|people|the\s+judge|someone|somebody|everyone|everybody|nobody|"
    r"a\s+(?:friend|guy|player|judge)(?:\s+at\s+(?:my|the)\s+\w+)?|someone\s+at\s+(?:my|the)\s+\w+)\s+"
    r"(?:then\s+|also\s+|just\s+|always\s+|still\s+)?"
    r"(?:think|thinks|thought|believe|believed|"
    r"assume|assumed|said|says|claim|claims|claimed|argue|argues|argued|feel|felt|guess|suspect|figured|insists?|"
    r"insisted|swears|swore|reckons?|"
    r"was\s+under\s+the\s+impression|were\s+under\s+the\s+impression|understand|understood|know|knew)\b",
    r"^(?:i\s+am|i'm)\s+(?:pretty\s+)?(?:sure|confused|not\s+sure|wondering|curious|guessing|assuming|figuring|"
    r"thinking|betting)\b",
    # "Seems like regen should save it", "feels wrong", "looks like a bug": an impression
    r"^(?:it\s+|that\s+|this\s+)?(?:seems|seemed|feels|felt|looks|looked|sounds)\s+(?:like|to\s+me|wrong|right|off|"
    r"weird|odd|broken|strange|fishy)\b",
    # "thinking the lifelink would get me out of burn range": what a player thought as they did it
    r"^(?:thinking|hoping|expecting|figuring|assuming|believing)\b",
    r"^(?:in\s+my\s+opinion|imo|iirc|afaik|as\s+far\s+as\s+i\s+know|apparently|obviously|clearly)\b",
    # hypotheticals and reasoning ("I could make it deal the damage to the 1/1 first", "… such that …")
    r"^(?:I|we|Opponent|he|she|they|it|you|Card|the\s+card)\s+(?:could|would|might|should|must|has\s+to|have\s+to|"
    # "Card": a card's name, masked ("Decorated Griffin should …"); "he could regenerate it", "I could prevent 1 with
    # Samite Healer": what a player may do there, which can change the answer (read, or asked back), not reasoning
    r"had\s+to)\s+(?!cast\b|activate\b|use\b|regenerate\b|prevent\b|redirect\b|sacrifice\b)",
    # what a card or an app does now, against what it should ("It can currently prevent damage of any source")
    r"^(?:it|Card|the\s+card|this|that)\s+(?:can|could|does|will)\s+(?:currently|now|still|always|sometimes)\b",
    r"\b(?:such\s+that|so\s+that|in\s+order\s+to|whereas|otherwise|instead\s+of\s+only)\b",
    # what should have happened ("all 3 damage should have been soaked by them"): an expectation, not an event
    r"\b(?:should|would|could|must|might)(?:n't|\s+not)?\s+have\s+(?:been|\w+ed|dealt|taken|died|gone|done|had)\b",
    # what the damage, a counter or an ability should do ("The trample damage should hit Sarkhan", "Infect should put a
    # -1/-1 counter on it"): what the asker expects, which the answer works out itself
    r"^(?:the\s+|its\s+|his\s+|my\s+)?(?:[\w-]+\s+){0,2}(?:damage|life|lifelink|infect|wither|trample|deathtouch|"
    r"counters?|loyalty|ability|trigger|effect|shield|prevention)\s+(?:should|shouldn't|should\s+not|ought\s+to)\s",
    # "I have read that the ordering step was removed": what the asker read or heard, no game state
    r"^(?:I|we)\s+(?:have\s+|'ve\s+|had\s+)?(?:read|heard|seen|saw)\s+(?:that|somewhere|online|on\s+reddit|it\s+said|"
    r"people|someone|others|players|judges)\b",
    # "I don't understand how a creature with a regeneration shield can still die": what the asker can't follow
    r"^(?:I|we)\s+(?:really\s+|just\s+|still\s+)?(?:don't|do\s+not|can't|cannot|didn't)\s+(?:understand|get|see|figure\s+out)"
    r"\s+(?:how|why|what|whether|if)\b",
    # "He answered that the Viper was still in combat …": what a player answered, an opinion
    r"^(?:I|we|he|she|they|Opponent|my\s+(?:friend|buddy|opponent))\s+(?:then\s+)?(?:answered|replied|retorted|countered|"
    r"explained|objected|pointed\s+out|responded)\s+(?:that|by\s+saying)\b",
    # "My opponent got upset and said …": how a player took it, no game state
    r"^(?:I|we|he|she|they|Opponent|my\s+(?:friend|buddy|brother|sister|son|daughter|wife|husband|partner|girlfriend|"
    r"boyfriend|dad|mom))\s+(?:got|gets|get|was|were|is|are|am|'m|seemed|became)\s+(?:really\s+|pretty\s+|quite\s+|"
    r"a\s+bit\s+|very\s+|so\s+|kind\s+of\s+|kinda\s+)?(?:upset|angry|mad|annoyed|salty|frustrated|surprised|heated|"
    r"tilted)\b",
    # "None of the Wurm's damage can hurt the Outlander anyway": what damage can or would do, the asker's reasoning
    r"^(?:none|neither|all|any|most)\s+of\s+(?:the|its|his|her|their|my|that)\s+[\w' -]{1,40}?\s+"
    r"(?:can|could|would|will|should|does|did|is|was|gets?|got)\b",
    # "The Myr should be 3/3 once it's blocked": what a permanent should be or do, an expectation
    r"^the\s+[\w'-]+\s+(?:should|shouldn't|should\s+not|ought\s+to)\s+(?:have\s+)?(?:be|been|get|got|survive|survived|"
    r"die|died|deal|dealt|take|taken|gain|lose|stay|remain)\b",
    # "he's the one being attacked", "it's the one blocking": a role the story has told, said again as a reason
    r"^(?:it|he|she|they|I|Opponent|Card|that|this)(?:'s|'re|'m|\s+is|\s+was|\s+are|\s+were|\s+am)\s+the\s+ones?\s+"
    r"(?:(?:being|getting|that's|that\s+is|who's|who\s+is)\s+)?(?:attack\w*|block\w*)\b",
    # what a role in combat must or may do ("the attacker has to assign 4 damage to the blocker"): reasoning
    r"^(?:the\s+)?(?:attacker|defender|blocker|trampler|attacking\s+(?:player|creature)|defending\s+(?:player|creature)|"
    r"blocking\s+(?:player|creature)|active\s+player|non-?active\s+player)\s+(?:could|would|might|should|must|"
    r"has\s+to|have\s+to|had\s+to|is\s+forced\s+to|was\s+forced\s+to|gets\s+to|is\s+able\s+to|can)\s+",
    r"\b(?:we|i)\s+(?:got|get|are|were|was|am|'m)\s+(?:so\s+|really\s+|a\s+bit\s+)?(?:confused|unsure|stuck)\b",
    # what the rules say ("But MTG rules say this: …")
    r"^(?:the\s+)?(?:mtg\s+|magic\s+|comprehensive\s+|official\s+)?rules?\s+(?:says?|said|states?)\b",
    # what the card says
    r"^(?:it|the\s+card|the\s+text|the\s+oracle(?:\s+text)?|its\s+text|the\s+reminder\s+text|gatherer|the\s+ruling)"
    r"\s+(?:says|said|reads|states|mentions)\b",
    # what the asker saw happen (the reader works it out itself)
    r"^(?:it|he|she|they|i|Opponent|my\s+[\w' ,-]+?|his\s+[\w' ,-]+?|the\s+[\w' ,-]+?|[\w' ,-]+?)\s+"
    r"(?:only\s+|still\s+|just\s+|also\s+|never\s+|then\s+)?(?:took|lost|died|survived|didn't|did\s+not|"
    r"gave\s+(?:me|him|her|them|us)\s+(?:[0-9]+|one|two|three|four|five|six|seven|eight|nine|ten)\s+life|"
    r"wasn't|was\s+not|weren't|ended\s+up|went\s+to|got\s+(?:\w+ly\s+|still\s+)?(?:destroyed|exiled|killed)|"
    r"(?:was|were|got)\s+(?:still\s+|\w+ly\s+|then\s+)?(?:destroyed|exiled|killed|dealt|assigned)|stayed|remained|kept|(?:was|were)\s+still\s+(?:blocking|attacking|alive|there|around)\b|fizzled|worked|"
    r"happened|seems?|looks?|appears?)\b",
    # "Any infect blocker vs a non-infect attacker", "every deathtouch creature against a trampler": how to make it
    # happen again, said in general (a report's steps to reproduce), no board of its own
    r"^(?:any|every|each|all)\s+[\w/+ -]{2,40}?\s+(?:vs\.?|versus|against)\s+",
    # what the client showed ("The Roughrider was shown with 1 damage", "it showed as a 3/2"): the asker's screen
    r"\b(?:was|were|is|are)\s+(?:still\s+)?(?:shown|displayed|listed)\s+(?:with|as|at)\b|\b(?:showed|shows)\s+(?:up\s+)?as\b",
    # the software or the game client
    r"\b(?:bugs?|bugged|buggy|glitch\w*|the\s+app|the\s+client|the\s+game\s+(?:did|does|says|shows)|"
    r"the\s+(?:engine|program|simulator|simulation|software|implementation|code)\s+(?:\w+ed|sent|did|does|put|gave|"
    r"dealt|says|shows|lets|let|made|makes))\b",
    r"\b(?:in|on|with|using|playing)\s+(?:arena|mtga|mtgo|forge|xmage|magarena|magic\s+arena|cockatrice|untap)\b",
)
# how a keyword works, said of the keyword itself ("Deathtouch works for blockers and does nothing for attackers",
# "Trample matters only for combat damage"): a rule as the asker understands it, no board fact
_ANY_KEYWORD = "|".join(sorted(lx.KEYWORDS + lx.OTHER_KEYWORDS, key=len, reverse=True))
_KEYWORD_CLAIM = (
    rf"^(?:{_ANY_KEYWORD})\s+"
    r"(?:only\s+|just\s+|still\s+|also\s+|never\s+|always\s+|even\s+|really\s+)?"
    r"(?:works?|worked|does|doesn't|did|didn't|do|don't|applies|apply|applied|matters|mattered|means|meant|is|isn't|"
    r"was|wasn't|should|shouldn't|can|can't|cannot|will|won't|would|wouldn't|says|triggers|counts|affects|only)\b"
)
# a keyword alone, as a topic ("… one thing that always confuses me - First Strike", a thread titled "Trample")
_TOPIC = rf"^(?:{_ANY_KEYWORD})(?:\s*(?:,|and|&|/|or|vs\.?|versus)\s*(?:{_ANY_KEYWORD}))*$"
_COMMENT_RE = [sieved(p, re.I) for p in (*_PATTERNS, _KEYWORD_CLAIM, _TOPIC)]
# Opinions, expectations and reasoning: what the asker thinks, not what happened. They are recognised before any
# frame reads the clause, so a card name that is also a verb ("I believe" – Reason // Believe) isn't read as a cast.
_OPINION_PATTERNS = (
    r"^(?:i|we|Opponent|he|she|they|my\s+\w+|people|everyone|the\s+judge)\s+(?:do\s+|does\s+|did\s+)?(?:not\s+|n't\s+)?"
    r"(?:both\s+|all\s+|also\s+|still\s+|really\s+|honestly\s+)?"
    r"(?:think|thinks|thought|believe|believes|believed|agree|agreed|agrees|expect|expected|expects|understand|say|"
    r"understood|feel|felt|guess|suspect|figured|says|said|"
    r"was\s+under\s+the\s+impression|were\s+under\s+the\s+impression|assume|assumed)\b",
    r"^I\s+would\s+(?:expect|think|assume|say|argue|guess)\b",
    r"^(?:my|our|his|her|their)\s+(?:thoughts?|opinion|belief|assumption|impression|reasoning|logic|argument|take)\s+"
    r"(?:would\s+be|is|was|were|are)\b",
    r"^(?:because\s+of|since|given\s+that|as)\s+.+?(?:\bclause\b|\bI\s+would\b|\bit\s+should\b)",
    r"^since\s+(?:you|I|we|it|they|he|she)\s+(?:can't|cannot|can\s+not|couldn't|don't|doesn't|can|could)\b",
    # reported speech to someone ("… and told him that is sort of right, but …")
    r"\b(?:told|tell|telling|explained\s+to|explaining\s+to)\s+(?:him|her|them|me|us|Opponent|my\s+\w+|everyone)\b",
    # how a keyword works, in general ("For trample this amount is reduced by the defender's toughness")
    r"^(?:similarly\s+|likewise\s+|and\s+)?for\s+(?:trample|lifelink|deathtouch|first\s+strike|double\s+strike|"
    r"infect|wither|indestructible|protection|hexproof|flying|vigilance|menace|reach)\b(?!\s+(?:creatures?|\d))",
)
_OPINION_RE = [sieved(p, re.I) for p in _OPINION_PATTERNS]
# Words of the game: a clause with none of these, no card name and no number carries no board fact.
_GAME_WORDS = re.compile(
    r"\b(?:attack\w*|block\w*|cast\w*|activat\w*|damag\w*|kill\w*|deal\w*|dealt|control\w*|life|counters?|targets?\w*|"
    r"prevent\w*|redirect\w*|creatures?|planeswalkers?|spells?|abilit\w+|trample|lifelink|deathtouch|"
    r"first\s+strike|double\s+strike|flying|protection|hexproof|indestructible|loyalty|token\w*|sacrific\w*|"
    r"destroy\w*|exile\w*|tap\w*|untap\w*|equip\w*|enchant\w*|aura|poison|infect|wither|blocker|attacker|"
    r"stack|respon\w+|resolv\w+|combat|postcombat|end\s+step|ending\s+phase|(?:second|2nd)\s+main|main\s+phase\s+(?:2|two)|eot|turn|out|in\s+play|into\s+play|battlefield|board|hand|"
    # what a permanent is or has, which an answer can turn on ("It's red", "It has menace", "It's regenerated")
    r"white|blue|black|red|green|colou?rless|shroud\w*|regen\w*|shield\w*|menace|reach|vigilance|haste|"
    r"defender|fear|intimidate|\w+walk|shadow|horsemanship|unblockable|pro|indestructable|power|toughness|"
    r"pump\w*|boost\w*|buff\w*|shrink\w*|sick\w*|copy|copies|token|"
    # what a player does, in chat words ("I ping it", "I tim it", "he zapped my bear", "I chump")
    r"ping\w*|tim|tims|timm?ed|zap\w*|burn\w*|shoot\w*|shot|hit\w*|smack\w*|chump\w*|swing\w*|swung|fight\w*|fought|"
    # what a player does to a permanent, in plain words ("I protect it", "I remove it", "he bounces it")
    r"protect\w*|remov\w*|rescu\w*|return\w*|bounc\w*|blink\w*|flicker\w*|heal\w*|crush\w*|smash\w*|sac|sacs|"
    r"sac'?k?ed|sac'?k?ing|steal\w*|stole|stolen|sav(?:e|es|ed|ing)|tricks?|flip\w*|morph\w*|unmorph\w*|"
    r"transform\w*|bigger|smaller|grow\w*|jump\w*|kick\w*|flash\w*|(?:get|gets|got|bring|brings|brought)\s+\w+\s+back)\b",
    re.I,
)
# More of them, in chat (audit6): using a permanent ("I use it on itself": Samite Healer activated; not "used to"),
# combat ("my giant eats his bear", "I trade my giant for his bear", not "a fair trade"; "I go face", "my giant
# connects", "it gets in"), a sweeper ("opp wraths", "he wiped my board", "he nukes everything"), and what was just
# told done once more ("Opponent shocks it. Again.", "… twice.")
_CHAT_GAME_WORDS = re.compile(
    r"\b(?:us(?:e|es|ed|ing)(?!\s+to\b)|eat\w*|ate|trad(?:e|es|ed|ing)\s+(?:my|his|her|their|its?|them|with|for|off)|"
    r"face|connect\w*|(?:get|gets|got|go|goes|went)\s+in|wrath\w*|wip(?:e|es|ed|ing)|sweep\w*|nuk(?:e|es|ed|ing)|"
    r"again|twice|thrice)\b",
    re.I,
)


def is_opinion(clause: str) -> bool:
    """Whether a clause says what someone thinks, expects or reasons ("I believe …", "my thoughts would be …",
    "Since you can't prevent damage that Combust deals"): commentary, whatever verbs or card names follow."""
    return _any_search(_OPINIONS, clause)


def is_commentary(clause: str) -> bool:
    """Whether a clause comments rather than states the situation (it may still name cards)."""
    return is_opinion(clause) or _any_search(_COMMENTS, _NAME_WORDS.sub("Card", clause))


# A verb of what the asker saw happen, capitalised after the clause's first word, is a card name's word ("Opponent
# controls Lost Leoin and …", misspelt, so no name masks it): said as "Card", as Names.masked says a name
_NAME_WORDS = re.compile(
    r"(?<=\S )(?:Took|Lost|Died|Survived|Stayed|Remained|Kept|Fizzled|Worked|Happened|Seems?|Looks?|Appears?)\b"
)


# a sentence ends at ".", "!" or "?" (not an abbreviation's: "e.g. Lightning Bolt") or a line's end
_SENTENCE_END = re.compile(r"(?<=[.!?])(?<!e\.g\.)(?<!i\.e\.)(?<!etc\.)(?<!vs\.)\s+|\s*\n\s*", re.I)


def idle_talk(clause: str) -> bool:
    """Commentary with no game word or number ("Hey all, quick rules question", "Is this a bug or am I wrong?"): no
    part of a situation."""
    return is_commentary(clause) and carries_nothing(clause)


def without_commentary(text: str) -> str:
    """`text` without its sentences that are commentary with no game word or number in them ("Hey all, quick rules
    question.", "Is this a bug or am I wrong?"): what the message tells of the game. (All of it, when every
    sentence is such commentary.)"""
    sentences = [s for s in _SENTENCE_END.split(text) if s.strip()]
    told = [s for s in sentences if not idle_talk(s)]
    return " ".join(told) if told and len(told) < len(sentences) else text


def either(test: Callable[[str], bool], clause: str, bare: str) -> bool:
    """`test` of a clause or of its words after the lead ("so", "now", "basically": `bare`), each text tested once."""
    return test(clause) or (bare != clause and test(bare))


Battery = tuple[re.Pattern[str] | None, list[Sieved]]


def _any_search(patterns: Battery, clause: str) -> bool:
    """Whether any of the patterns is found in the clause: those anchored at its start all at once, then each other
    one, skipped when the clause lacks its needles."""
    start, others = patterns
    if start is not None and start.match(clause):
        return True
    low = lowered(clause)
    return any((not p.needles or p.may_match(clause, low)) and p.rx.search(clause) for p in others)


def _battery(patterns: list[Sieved]) -> Battery:
    """The patterns anchored at the text's start ("^…" before any alternation, no group, the same flags each) as one
    alternation matched at the start — one call for whether any of them matches (speed only) —, and the others."""
    start = [p.rx for p in patterns if list(sre_parse.parse(p.rx.pattern, p.rx.flags))[:1] == [_AT_BEGINNING]]
    start = [rx for rx in start if not rx.groups]
    assert len({rx.flags for rx in start}) <= 1
    joined = re.compile("|".join(f"(?:{rx.pattern})" for rx in start), start[0].flags) if start else None
    return joined, [p for p in patterns if p.rx not in start]


_AT_BEGINNING = (sre_constants.AT, sre_constants.AT_BEGINNING)
_COMMENTS, _OPINIONS = _battery(_COMMENT_RE), _battery(_OPINION_RE)


def carries_nothing(clause: str) -> bool:
    """No game word and no number: nothing in it could be a board fact ("we had a long game last night")."""
    if _CHAT_GAME_WORDS.search(clause):
        return False
    return not _GAME_WORDS.search(clause) and not re.search(r"(?<!#)[0-9]", clause)  # "#5": an issue, no number


# What a belief may state about the board that would change an answer: counters, damage marked, life, loyalty,
# poison, a keyword a permanent has ("I believe it has a +1/+1 counter", "I think the bear has 1 damage marked")
_BELIEF_LEAD = re.compile(
    r"^(?:i|we)\s+(?:do\s+)?(?:\w+\s+)?(?:think|thought|believe|believed|assume|assumed|guess|suspect|figured|"
    r"am\s+(?:pretty\s+|fairly\s+|quite\s+)?sure|'m\s+(?:pretty\s+|fairly\s+|quite\s+)?sure)\s+(?:that\s+)?",
    re.I,
)
# what players call a hit of damage: a ping, a shock, a bolt ("it took a shock earlier")
_DAMAGE_NOUNS = "|".join(sorted(lx.CARD_VERBS | {"ping", "hit", "shot", "point", "bolt", "burn"}))
_BOARD_FACT = re.compile(
    r"\b(?:has|have|had|with)\s+(?:a|an|one|two|three|four|five|\d+)\s+(?:[+-]\d+/[+-]\d+|shield|loyalty|poison)"
    r"(?:\s+counters?)?\b|\bdamage\s+marked\b|\b(?:is|am|was|'s|'m)\s+(?:(?:actually|really|now|only|still|already|just)\s+)?(?:at|on)\s+\d+(?:\s+life)?\b|"
    # a life total reached ("Opp went to 3 after my attack", "he ended up at 3 after combat")
    r"\b(?:went|goes|gone|dropped|drops|fell|falls|ended\s+up|ends\s+up|was\s+left|is\s+left|got)\s+"
    r"(?:(?:down|back|all\s+the\s+way)\s+)?(?:to|at|on)\s+\d+(?:\s+life)?\b|"
    # damage a permanent has, said without "marked" ("It seems his giant has 2 damage")
    r"\b(?:has|have|had)\s+(?:(?:already|still)\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(?:damage|dmg)\b|"
    r"\b(?:has|have|had)\s+(?:\d+\s+)?(?:loyalty|life)\b|"
    # audit14: a life total, a tap, damage or a block told as what seems so or was seen ("opp seems to be at 4" —
    # answered "Opponent survives at 17 life"; "it looks tapped" beside a block by it; "it survived combat with his
    # bear" and "it was dealt damage earlier this turn" — Hill Giant "survives" a Shock; "I think he blocked with
    # the angel" — answered unblocked)
    r"\bbe\s+(?:(?:at|on)\s+\d+(?:\s+life)?|(?:still\s+)?(?:tapped|untapped))\b|"
    r"\b(?:looks?|seems?|appears?)\s+(?:to\s+be\s+)?(?:still\s+)?(?:tapped|untapped)\b|"
    r"\b(?:survived|lived\s+through|made\s+it\s+through)\s+(?:(?:a|an)\s+(?:fight|block|battle|ping|shock|bolt|burn|"
    r"hit|shot)\b|(?:the\s+|a\s+)?(?:combat|fight|block|battle)\s+(?:with|against)\b)|"
    r"\b(?:(?:was|were|been|got)\s+dealt|took|taken|takes)\s+(?:some\s+)?(?:damage|dmg)\s+(?:(?:this|last)\s+turn|"
    r"earlier|already|before|previously)\b|\balready\s+(?:(?:was|were|been|got)\s+dealt|took|taken)\s+(?:some\s+)?damage\b|"
    r"\bblocked\s+with\b|"
    # a combat or a fight earlier, which leaves damage marked ("it traded blows with his bear earlier", "it was in
    # combat with his bear this turn": Hill Giant "survived" a Shock)
    r"\b(?:traded\s+blows|(?:was|were|been)\s+in\s+(?:a\s+)?(?:combat|fight))\b.*\b(?:earlier|this\s+turn|already|"
    r"before|previously)\b|"
    r"\b(?:has|have|had)\s+(?:flying|trample|deathtouch|lifelink|first\s+strike|double\s+strike|indestructible|"
    r"hexproof|shroud|protection\s+from\s+\w+|infect|wither|reach)\b|"
    # what happened before, which the board keeps: damage taken, life lost, a keyword or counter lost or gained,
    # a block, a spell countered ("It already took 2 damage this turn", "It lost deathtouch", "It was countered")
    r"\b(?:damage|dmg)\s+on\s+(?:it|him|her|them|me)\b|"
    r"\b(?:took|takes|taken|lost|loses|gained|gains|was\s+dealt|were\s+dealt|been\s+dealt)\s+(?:\d+|one|two|three|four|"
    r"five|six|seven|eight|nine|ten)\s+(?:damage|dmg|life)\b|"
    # damage taken or kept said without the word, where it came from ("It took 3 in combat", "it kept 3 damage
    # from blocking", "survived combat with 3 damage"); "I only took 3" alone is a report of what came of it
    r"\b(?:took|takes|taken|kept|keeps)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(?:(?:damage|dmg)\s+)?(?:from|in|during|when|while|earlier|already|before|this\s+turn|last\s+turn|"
    r"blocking|attacking|combat)\b|"
    r"\b(?:survived|lived|blocked|attacked|ended\s+up|was\s+left|is\s+left|stayed|remained)\b.*\bwith\s+"
    r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:damage|dmg)\b|"
    r"\b(?:blocked|attacked|fought)\b.*\b(?:took|takes|kept)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b|"
    r"\b(?:lost|loses|gained|gains|got|has\s+no|no\s+longer\s+has)\s+(?:its\s+|their\s+|his\s+|her\s+|a\s+|an\s+|the\s+|all\s+)?"
    r"(?:flying|trample|deathtouch|lifelink|first\s+strike|double\s+strike|indestructible|hexproof|protection|"
    r"[+-]\d+/[+-]\d+\s+counters?|counters?)\b|"
    # a counter, a keyword or a size kept ("It kept its +1/+1 counter", "It remained a 4/4"), tapped or not
    r"\b(?:kept|keeps|retain\w*|still\s+ha[sd])\s+(?:its\s+|their\s+|his\s+|her\s+|a\s+|an\s+|the\s+|all\s+)?"
    r"(?:[+-]\d+/[+-]\d+\s+counters?|\w+\s+counters?|counters?|flying|trample|deathtouch|lifelink|first\s+strike|"
    r"double\s+strike|indestructible|hexproof|protection|damage)\b|"
    r"\b(?:remained|remains|stayed|stays|(?:is|was|were)\s+still|looks?\s+like|seems?\s+(?:like|to\s+be)|"
    r"appears?\s+to\s+be|be|been|being)\s+(?:an?\s+)?[+-]?\d+/[+-]?\d+|"
    r"\b(?:didn't|did\s+not|doesn't|does\s+not|hasn't|has\s+not|won't)\s+untap\w*|"
    r"\b(?:was|is|were|are|'s|stayed|remained)\s+(?:still\s+|already\s+)?(?:tapped|untapped)\b|"
    # a size, a pump, a toughness or a keyword said of it ("I guess it's a 3/3 now", "Clearly it got +2/+2",
    # "it might have lost 1 toughness", "Apparently it's indestructible")
    r"\b(?:is|'s|was|are|were)\s+(?:(?:now|still|actually|really|already|just|probably)\s+)?(?:an?\s+)?"
    r"[+-]?\d+/[+-]?\d+(?!\s+(?:creature|token)s?\b)|"  # "as he is a 6/6 creature": a reason (jb-043)
    r"\b(?:got|gets|has|had|have|gained|gains|with)\s+(?:an?\s+)?[+-]\d+/[+-]\d+(?!\s+counters?\b)|"
    r"\b(?:lost|loses|gained|gains|has|had|have|got|gets)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
    r"(?:toughness|power)\b|"
    r"\b(?:is|'s|was|are|were)\s+(?:(?:now|still|actually|really|also|probably)\s+)?(?:indestructible|hexproof|"
    r"shroud(?:ed)?|unblockable|regenerated|protected)\b|"
    # what happened to it earlier this turn, which can leave damage marked ("It survived a Shock earlier")
    r"\b(?:survived|blocked|fought|was\s+\w+ed|got\s+\w+ed)\b.*\b(?:earlier|previously|before|already)\b|"
    # damage it took, said as what dealt it ("it took a shock earlier", "it already took a ping this turn")
    rf"\b(?:took|takes|taken|ate|eats)\s+(?:a|an|one|two|three)\s+(?:{_DAMAGE_NOUNS})s?\b|"
    r"\b(?:was|were)\s+(?:still\s+)?blocking\b|\bstayed\s+back\b|\bblocked\s+(?:it|him|her|them)\b|\bcounter(?:ed|s)?\s+(?:it|that|the\s+spell|\w+'s)\b|\b(?:was|gets|got|is|been)\s+countered\b",
    re.I,
)


_BOARD_FACTS = alternatives(_BOARD_FACT)  # each looked for where its needles are (found: as _BOARD_FACT.search)


def believed_fact(clause: str) -> str | None:
    """The board fact a clause set aside states ("it has a +1/+1 counter" from "I believe it has a +1/+1 counter";
    "Apparently it has a +1/+1 counter", "Opponent says it has 1 damage marked", "… because it has deathtouch"
    whole), or None: such a clause is asked back, never set aside (the answer could turn on it) nor assumed."""
    lead = _BELIEF_LEAD.match(clause)
    rest = clause[lead.end() :].strip().rstrip(".") if lead else clause
    return rest if found(_BOARD_FACTS, rest) else None
