"""Step 3: sentences split into clauses, each a statement (read into the situation) or a question (answered).

A sentence splits where a new subject starts ("I'm at 3, Opponent casts …, am I dead?"), at "then", and
at "if"/"when" inside a question ("does my Phantom Centaur keep its counters if Opponent casts Pyroclasm?"
asks the first part about the situation the second part states).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .commentary import carries_nothing, is_opinion
from .indirect import asked_directly
from .intent import intended, wished
from .needles import sieved

_SENTENCE = re.compile(r"[^.;!?\n]+[.;!?\n]*")
_SUBJECT = (
    # (not "… targeting Hill Giant and Opponent with X = 5": the last of a spell's targets, then its X)
    r"(?:(?:I|Opponent|he|she|they|we|it|there)(?=\s+(?!with\s+x\b|x\s*=|for\s+[0-9]+\s*(?:damage\s*)?$)\S)|(?:my|his|her|their|Opponent's|the|that|this)\s+[\w',/+-]+(?:\s+[\w',/+-]+){0,4}?"
    r"\s+(?=(?:is|are|was|were|has|had|have|gets?|got|dies|died|attacks|attacked|blocks|blocked|deals|dealt|"
    r"survives?|survived|takes?|took|would|will|should|can|could|does|did|lost|loses|gains?|gained)\b))"
)
# "then" stays with the clause it starts ("…, then Opponent casts …"): it orders the two (the first resolves first)
_JOINER = r"(?:,\s*(?:and\s+|but\s+|so\s+)?|\s+(?:and|but|so|while)\s+|\s+(?=then\s))"
# ", because I block three damage …": a reason starts a clause of its own, kept with its word (commentary)
# a reason: "… because deathtouch"; ", since it has reach" (a comma before it: "since my last turn" is a time)
_BECAUSE = (
    r",?\s+(?=because\s+)|"
    r",\s+(?=since\s+(?:it|he|she|they|the\s+\w+|my\s+\w+|his\s+\w+|her\s+\w+)\s+(?:has|had|have)\s)"
)
_ASKS = r"(?:does|do|is|are|am|can|could|will|would|should|did|what|how|who|which|why)\s"
# ", say I swing …": an example the sentence goes on to give (its lead word is dropped with the clause's)
_SAY = r",\s*(?=(?:say|suppose|imagine|let's\s+say)\s+(?:I|Opponent|he|she|they|we|my|an?)\s)"
# ", In FORGE it works like this": what an app does starts a clause of its own (commentary)
_APP = r",\s*(?=in\s+(?:forge|arena|mtga|mtgo|xmage|magarena|magic\s+arena|cockatrice|untap)\b)"
# "…, then after damage he shocks my giant": when in the combat the next clause happens
_WHEN_IN_COMBAT = r"(?:after|before)\s+(?:combat\s+)?(?:damage|blocks|blockers)\s*,?\s+"
# "I attack with Hill Giant, Grizzly Bears blocks": after a comma, a capitalised name that blocks starts a clause (a
# card's name isn't known here: only a run of capitalised words, then "blocks" or "blocked", said of one)
# (apart from _SPLIT: a pattern that turns case-folding off has no needles, and _SPLIT's would be lost)
_NAME_BLOCKS = re.compile(
    r",\s*(?=[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,4}\s+(?:blocks|blocked)(?:\s+(?:it|him|her))?\s*$|"
    # "…, Grizzly Bears dies", "…, Bears die": what came of it, a clause of its own (a report: commentary)
    r"(?:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,4}|(?:my|his|her|their|the)(?:\s+[\w'-]+){1,3})\s+"
    r"(?:dies|died|die|survives|survived)\s*$)"
)
_SPLIT = sieved(  # (a sentence without a comma, "and", "then" … isn't searched for where to split)
    rf"{_JOINER}(?=(?:then\s+)?(?:in\s+response(?:\s+to\s+\w+)?,?\s+|{_WHEN_IN_COMBAT})?{_SUBJECT})"
    rf"|,\s*(?:so\s+|and\s+|but\s+)?(?={_ASKS})"
    rf"|{_SAY}|{_APP}|{_BECAUSE}",
    re.I,
)
_WITH_LEAD = re.compile(
    r"^(with\s+[^,]+?\s+(?:on\s+the\s+(?:battlefield|field|board|table)|in\s+play|out|on\s+board))\s*,\s*", re.I
)
# "Chandra survives?", "my bear dies?", "bears dead?": the last clause of a sentence ending in "?", said as a
# statement
_FATE_STATED = re.compile(
    r"^(?!(?:I|Opponent|we|you)\s)[\w ,'-]{1,60}?\s(?:(?:just|still)\s+)?(?:survives?|lives?|dies|die|"
    r"(?:is\s+)?dead|(?:is\s+)?alive|is\s+destroyed)(?:,?\s+(?:right|correct|too|then))?$",
    re.I,
)
# "i take 1 right?", "he gains 3, correct?", "so I take 4?": an amount asked as a statement; asked directly
_AMOUNT_STATED = re.compile(
    r"^(?:so\s+)?(?P<s>I|we|he|she|they|Opponent)\s+(?:(?:only|just|still)\s+)?(?P<v>take|takes|lose|loses|gain|gains)"
    r"\s+(?:[0-9]+|[a-z]+)(?:\s+(?:damage|dmg|life))?(?:,?\s+(?:right|correct|too|then))?$",
    re.I,
)


def _amount_asked(m: re.Match[str]) -> str:
    """ "i take 1 right" → "how much damage do i take"; "he gains 3" → "how much life does he gain"."""
    verb = m["v"].lower().removesuffix("s")
    does = "do" if m["s"].lower() in ("i", "we", "they") else "does"
    what = "damage" if verb == "take" else "life"
    return f"how much {what} {does} {m['s']} {verb}"


_CONDITION = re.compile(
    # "… after combat?", "… after that?": when it is asked about, not a situation of its own
    r"\s*,?\s+(?:if|when|after(?!\s+(?:the\s+)?(?:combat(?:\s+damage)?|damage|attack|fight|blocks?|that|this|all)\s*$)|"
    r"once|assuming)\s+(?=\S)",
    re.I,
)
# "life totals?", "my life?", "his life?", "life gained?", "counters?": a terse question, the last clause of a
# sentence ending in "?", that names only what is asked about (audit 23: refused as a clause it couldn't read)
_TERSE_ASK = re.compile(
    r"^(?:(?:and|so)\s+)?(?:(?:my|his|her|their|your|our|the|both|opp(?:'?s)?|Opponent(?:'?s)?|each|new|final)\s+)*"
    r"(?:life(?:\s+totals?)?|life\s+(?:gain(?:ed)?|lost|loss|change)|counters?|(?:\+1/\+1\s+)?counters?\s+on\s+it)$",
    re.I,
)
QUESTION_START = re.compile(
    r"^(?:what|how|who|which|why|whose|where|does|do|is|are|am|can|could|will|would|should|did|was|were|has|have|"
    r"whats|what's|wouldn't|couldn't|can't|doesn't|isn't|shouldn't|won't|don't|didn't|any\s+idea|so\s+(?:does|do|is|what|how)|"
    r"any\s?thing\s+(?:I|we)\s+(?:can|could)\s+do)\b",  # "anything I can do?" (commands/reader/unused.py)
    re.I,
)
# a question said without "?" ("Is there something about trample I don't know."); "what a game": an exclamation;
# "what's my life total", "who gains the life": a contraction, and "who" before its verb ("who wins" has its form)
_ASKING = re.compile(
    r"^(?:(?:does|do|is|are|am|can|could|will|would|should|did|was|were|how|why|what(?!\s+an?\s)|what's|whats|which)"
    r"\s+(?:I|you|he|she|it|they|we|my|your|his|her|their|the|there|this|that|a|an|Opponent|[A-Z][a-z]|\d)"
    r"|who\s+(?:gains?|gets?|loses?|wins?|dies|survives|takes?|is|will|would|does|did|won|lost|gained|died)\b)",
    re.I,
)
# a yes-or-no question by its word order ("do i still gain 5 from lifelink"), not a relative clause ("which has …")
_YES_NO_ASKED = re.compile(
    r"^(?:do|does|did|is|are|am|can|could|will|would|should|was|were)\s+"
    r"(?:i|you|he|she|it|they|we|my|his|her|their|the|Opponent)\s",
    re.I,
)
# "… giant dies right? and does opp gain 2 or 3": a question joined on by "and" (or "but", "also") asks all the same
_AND_ASK = re.compile(
    r"^(?:and|but|also|plus|or)\s+(?=(?:does|do|is|are|am|can|could|will|would|should|did|was|were|how|why|what|"
    r"who|which)\b)",
    re.I,
)
_EXAMPLE = re.compile(
    r"^(?:e\.?g\.?|ex\.?|example|for\s+example|scenario|situation|say|suppose|imagine|let'?s\s+say|let\s+us\s+say|"
    r"think\s+of|consider|picture|"
    # "First, if I have …": an ordinal leading a question in a list of them (only with its comma: "First strike …")
    r"(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|next|lastly),|"
    # "First he said …", "Firstly I attack …": without its comma, only before a player ("First Strike …" stays)
    r"(?:first(?:ly)?|second(?:ly)?|lastly)(?=\s+(?:he|she|they|I|we|Opponent|my\s+opponent)\s)|"
    # "This is the scenario:", "Here's the situation:", "The scenario is:": a lead-in before the situation
    r"(?:this\s+is|here\s+is|here's|heres)\s+(?:the|my|a|an|our)\s+(?:\w+\s+)?(?:scenario|situation|example|"
    r"board(?:\s+state)?|setup|play)\s*:|the\s+(?:\w+\s+)?(?:scenario|situation|setup|board\s+state)\s+(?:is|was)\s*:|"
    r"(?:my|our)\s+(?:interpretation|understanding|reading|assumption)(?:\s+of\s+(?:this|it))?\s+is(?:\s+that)?)"
    r"\s*[:,]?\s+",
    re.I,
)
# "In FORGE it works like this:", "But MTG rules say this:": what follows is what it says, not the situation
_SAYS_THIS = re.compile(r"\b(?:works?|worked|goes|went|says?|said|states?|reads?)\s+(?:like\s+)?this\s*:", re.I)
_LEAD_IF = re.compile(
    r"^(?:so\s+|and\s+|but\s+)?(?:if|what\s+if|what\s+happens\s+(?:if|when)|suppose|say|"
    r"(?:when|whenever)(?=\s+(?:I|Opponent|he|she|they|we|my|his|her|their|Opponent's)\s))\s+",
    re.I,
)


# a sentence told as a supposition, not as what happened ("If he bolts my bear, …", "Suppose he Shocks it", "what if
# …", "let's say …"): read as happening, and the reading says so (audit7)
_SUPPOSING = re.compile(
    r"^(?:so\s+|and\s+|but\s+|ok\s+|okay\s+)?(?:if|what\s+if|what\s+happens\s+if|suppose|supposing|say|imagine|"
    r"let'?s\s+say|let\s+us\s+say|assume|assuming|hypothetically|in\s+theory)\b",
    re.I,
)


# words before a colon that lead into what follows ("Verified by execution, both before and after the #5
# restructure: a 2/4 …"); split off when they carry no game word (then commentary)
_SAID_LEAD = re.compile(r"^((?:[^\s:]+\s+){2,}[^:]{1,120}?)\s*:\s+(?=\S)")  # three words or more ("Opponent: …" stays)


@dataclass(frozen=True)
class Clause:
    text: str  # as written (normalised), without its end punctuation
    question: bool  # asks something rather than states it
    sentence: int  # which sentence it came from (0-based)
    aside: bool = False  # a report of what came of the sentence's situation (commentary)
    supposed: bool = False  # told as a supposition ("if …", "suppose …"): answered as if it happens, said so
    timed: bool = False  # when a question in its sentence asks about ("Can I cast X after Pyroclasm resolves?")
    intent: str = ""  # told as what a player means to do, these words ("I want to bolt it"): read as done, said so


_SAME_SUBJECT = re.compile(
    r"(?:,\s*|\s+)(?:and\s+|then\s+|and\s+then\s+|but\s+)(?=(?:attacks|attacked|attack|swings|swung|swing|blocks|blocked|"
    r"block|casts|cast|"
    r"activates|activated|uses|used|taps|tapped|sacrifices|sacrificed|responds|responded|pumps|pumped|pump|"
    # "… is at 2 life and 8 poison, but has Healing Salve in hand", "… and is attacking Nissa"
    r"(?:has|have|had)\s+[^,]+?\s+in\s+(?:my\s+|his\s+|her\s+|their\s+)?hand|(?:is|am|was)\s+attacking|"
    # "Opponent is at 2 life and controls Grizzly Bears", "… and has no creatures", "… controls X and is at 3" (or
    # "is at -2", "is on negative life")
    # "… controls Platinum Angel and has 10 poison counters", "… and has 3 life"
    r"controls|controlled|control|(?:is|am|was)\s+(?:at|on)\s+(?:\d+|-\d+|negative)|(?:has|have|had)\s+no"
    r"|(?:has|have|had)\s+-?\d+\s+(?:life|poison)"
    # "I have Grizzly Bears out and want to bolt his Hill Giant": what the player means to do (intent.py)
    r"|(?:wants?|wanted|tried|tries|plans?|planned|intends?|intended)\s+to|(?:is|am|was)\s+(?:going|planning|about|"
    r"trying)\s+to)\b)"
    # "Efren is at 33 life, has no poison counters, and …": a list of what the player is and has, commas only
    r"|,\s*(?=(?:(?:is|am|was)\s+(?:at|on)\s+\d+|(?:has|have|had)\s+no|controls|controlled)\b)"
    # "I chump with a 1/1 and then Fog", "… and then Shock him": a card's name as the verb (frames read it)
    r"|\s+and\s+then\s+(?=(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)*"
    r"(?:\s+(?:it|him|her|me|them|myself|himself|herself|my|his|their|the|Opponent)\b|$))",
    re.I,
)
_NEXT_LEAD = re.compile(r"^next\s*,", re.I)
# a clause that tells a play, in an opinion's sentence ("I think he's wrong, I attack with …"): read on its own
_A_PLAY = re.compile(
    r"^(?:then\s+)?(?:I|Opponent|he|she|they|we)\s+(?:attack|attacks|attacked|block|blocks|blocked|cast|casts|activate|"
    r"activates|activated|swing|swings|swung)\b",
    re.I,
)
_ONLY_RESPONSE = re.compile(r"^in\s+response(?:\s+to\s+.+)?$", re.I)
# "Later, I control …": a word of time alone leads the clause after it (it says when that happened)
_ONLY_WHEN = re.compile(r"^(?:and\s+)?(?:then|next|after\s+that|afterwards|finally|later(?:\s+on)?|eventually)$", re.I)
_PLAYER = re.compile(r"^(I|Opponent|he|she|they|we|it)\s", re.I)  # ("It gets Shocked and then blocks a 2/2": it)


_AFTER = sieved(rf"\s*,?\s+after\s+(?={_SUBJECT})", re.I)
# "a 10/10 trampler blocked by a 1/1 creature would deal 19 points of trample damage": a situation stated as a
# participle phrase, then what the asker expects of it (a claim: commentary, listed under "I read this as")
_CLAIM = re.compile(
    r"^(?:(?:thus|so|hence|therefore|now|and|but)[,\s]+)?(?P<s>(?:an?|the|my|Opponent's|his|her|their)\s+.+?\s+(?:blocked|attacked|targeted|enchanted|equipped)\s+by\s+.+?)"
    r"\s+(?P<c>(?:would|will|should|could|must)\s+.+)$",
    re.I,
)


# "a 2/4 deathtouch attacker against a 5/5 blocker leaves the blocker at damage: 1": a fight named by its roles,
# then what the asker saw come of it (a report about that very fight: set aside, listed under "I read this as")
_RESULT = re.compile(
    r"^(?P<s>(?:an?|the|my|Opponent's|his|her|their)\s+.+?\s+(?:attacker|attacking)\s+(?:against|vs\.?|versus|into)\s+"
    r".+?\s+(?:blocker|blocking))\s+(?P<c>(?:leaves|left|results?\s+in|resulted\s+in|ends?\s+up|ended\s+up|kills|killed|"
    r"deals|dealt|dies|died|survives|survived|gets|got|goes|went)\b.*)$",
    re.I,
)


# "you have a 5/5 Trampler, blocked by a 1/1 …": the one creature just named is blocked (only after one thing named:
# after "A and B, blocked by …" which one isn't said, and it is read as written)
_THEN_BLOCKED = sieved(
    r"^(?P<head>[^,]+?(?<!\band)),\s*(?:being\s+|which\s+is\s+|that\s+is\s+|and\s+is\s+|and\s+gets\s+|gets\s+)?"
    r"blocked\s+by\s+(?P<y>.+)$",
    re.I,
)


class Aside(str):
    """A piece of a sentence that reports what came of the situation the rest of it states (commentary)."""


def _agree(subject: str, rest: str) -> str:
    """ "is attacking" after "I" → "am attacking" (a player named by name became "I": "Amy … and is attacking")."""
    return re.sub(r"^is\b", "am", rest) if subject.lower() == "i" else rest


def _pieces(body: str) -> list[str]:
    """A sentence's clauses, in the order they happened ("I cast Fog after Opponent attacked" → the attack first)."""
    after = _AFTER.search(body)
    if after:  # what "after …" tells comes before the clause it ends, not before the whole sentence ("Opponent
        # casts Giant Growth, and I shocked the bears after it resolved": the cast, its resolving, the Shock)
        *first, last = _pieces(body[: after.start()]) or [""]
        return [*first, *_pieces(body[after.end() :]), *([last] if last else [])]
    out: list[str] = []
    split = _SPLIT.split(body)
    if "block" in body or "die" in body or "surviv" in body:  # "I attack with Hill Giant, Grizzly Bears blocks"
        split = [q for p in split for q in (_NAME_BLOCKS.split(p) if p else [p])]
    for p in split:
        p = p.strip(" ,") if p else ""
        if not p:
            continue
        claim = _CLAIM.match(p)
        if claim:
            out += [*_pieces(claim["s"]), f"it {claim['c']}"]
            continue
        blocked = _THEN_BLOCKED.match(p)
        if blocked and not re.search(r"\band\b", blocked["head"], re.I):
            out += [*_pieces(blocked["head"]), f"it is blocked by {blocked['y']}"]
            continue
        result = _RESULT.match(p)
        if result:
            out += [*_pieces(result["s"]), Aside(f"it {result['c']}")]
            continue
        who = _PLAYER.match(p)
        parts = _SAME_SUBJECT.split(p) if who else [p]  # "Opponent has Hill Giant and attacks with it"
        joins = [m.group(0) for m in _SAME_SUBJECT.finditer(p)] if who else []
        pieces = [parts[0], *(_then(j, who, q) for j, q in zip(joins, parts[1:], strict=True) if who)]
        if who and len(pieces) > 1 and parts[0].strip().lower() == who.group(1).lower():
            pieces = pieces[1:]  # "I then cast Giant Growth …": the player alone isn't a clause
        if out and (_ONLY_RESPONSE.match(out[-1]) or _ONLY_WHEN.match(out[-1])):  # "In response to Shock, …"
            out[-1] = f"{out[-1]}, {pieces[0]}"
        else:
            out.append(pieces[0])
        out += pieces[1:]
    return out


def _then(join: str, who: re.Match[str], rest: str) -> str:
    """A clause of the same player after `join`, the player said again; "then" kept in front when the join says it
    ("I then cast …", "… and then Fog": after what waits on the stack resolves, not in response to it)."""
    clause = f"{who.group(1)} {_agree(who.group(1), rest)}"
    if re.match(r"respond\w*\b", rest, re.I):  # "I then responded with Giant Growth": a response, told in order
        return clause
    return f"then {clause}" if re.search(r"\bthen\b", join, re.I) else clause


def _opinion_groups(body: str, pieces: list[str]) -> list[str]:
    """An opinion's sentence as one piece; with reasons in it, a piece per reason and per opinion, each with what
    follows it that is neither ("he says the cobra never gets to hit", "because first strike, AND he still tramples 1
    over me"): in the order said."""
    if not any(p.lower().startswith("because ") for p in pieces[1:]):
        return [body]
    groups = [str(pieces[0])]
    for p in pieces[1:]:
        if p.lower().startswith("because ") or is_opinion(p):
            groups.append(str(p))
        else:
            groups[-1] = f"{groups[-1]}, {p}"
    return groups


def asks_unmarked(sentence: str) -> bool:
    """A question typed without its "?": "Is there something about trample I don't know.", or after a supposition,
    "If the 7/5 trampler had deathtouch, would 1 be lethal and 6 would spill over"."""
    if _ASKING.match(sentence):
        return True
    return bool(_LEAD_IF.match(sentence)) and "," in sentence and bool(_ASKING.match(sentence.split(",", 1)[1].strip()))


def clauses(text: str) -> list[Clause]:
    """The text's clauses in order. In a sentence ending in "?", the clauses that start like a question
    are questions; the others state the situation ("I'm at 3, Opponent bolts me, am I dead?")."""
    out: list[Clause] = []
    for n, m in enumerate(_SENTENCE.finditer(text)):
        raw = m.group(0)
        body = _AND_ASK.sub("", raw.rstrip(".;!?\n ").strip())
        supposed = bool(_SUPPOSING.match(body))
        # "e.g.", "Example:", "Scenario:" only introduce what follows; "Next," after a sentence that states says when
        # ("Opponent casts Pyroclasm. Next, Grizzly Bears has protection from red": after it, as "then" is read)
        when = bool(n and "?" not in raw and _NEXT_LEAD.match(body))
        body = body if when else _EXAMPLE.sub("", body)
        asked_in_sentence = "?" in raw or asks_unmarked(body)
        if not body:
            continue
        said = _SAID_LEAD.match(body) if ":" in body else None  # (a colon: cheap to test, costly to look for)
        # "Verified by execution, both before and after the #5 restructure: <situation>"
        if said and carries_nothing(said.group(1)) and not _SAYS_THIS.search(said.group(0)):
            out.append(Clause(said.group(1), False, n))
            body = body[said.end() :]
        with_lead = _WITH_LEAD.match(body)
        if with_lead:  # "With Torbran on the field, I activated …"
            out.append(Clause(with_lead.group(1), False, n))
            body = body[with_lead.end() :]
        told = _SAYS_THIS.search(body) if ":" in body else None
        tail = body[told.end() :] if told else ""  # "… it works like this: <what it does>": one clause with it
        body = body[: told.end()] if told else body
        lead = _LEAD_IF.match(body)
        if lead:  # "If Opponent bolts my bear in response, does it die?" — a statement, then the question
            body = body[lead.end() :]
        pieces = [p if isinstance(p, Aside) or when else _EXAMPLE.sub("", p) for p in _pieces(body)]
        if (
            len(pieces) > 1
            # (asked: "he says …, AND he still tramples 1 over me??", unless a later piece asks: "…, does it die?")
            and (not asked_in_sentence or not any(QUESTION_START.match(p) for p in pieces[1:]))
            and is_opinion(pieces[0])
            and not any(_A_PLAY.match(p) for p in pieces)
        ):  # "I figured …, so the Giant is dead …": what follows an opinion is the opinion's (a reason after it is
            pieces = _opinion_groups(body, pieces)  # set aside as the opinion's already: reader._reason_for)
        timed = bool(asked_in_sentence and QUESTION_START.match(body) and _AFTER.search(body))  # "Can I …, after he …?"
        if tail and pieces:
            pieces[-1] = f"{pieces[-1]} {tail.strip()}"
        for i, piece in enumerate(pieces):
            direct = None if isinstance(piece, Aside) else asked_directly(piece)
            if direct:  # "I was wondering if my bear survives": the question it asks
                piece = direct
            asked = asked_in_sentence or bool(direct)
            if asked and not isinstance(piece, Aside):
                piece = _AND_ASK.sub("", piece)  # "I attack, and does he die?"
            if (
                asked
                and i == len(pieces) - 1
                and raw.rstrip().endswith("?")
                and (_FATE_STATED.match(piece) or _TERSE_ASK.match(piece))
            ):
                out.append(Clause(piece, True, n))  # "Chandra survives?": a yes-or-no question said as a statement
                continue
            if asked and i == len(pieces) - 1 and raw.rstrip().endswith("?") and (said := _AMOUNT_STATED.match(piece)):
                out.append(Clause(_amount_asked(said), True, n))  # "i take 1 right?": how much, asked
                continue
            if asked and QUESTION_START.match(piece):
                cond = _CONDITION.search(piece)
                if cond:
                    out.append(Clause(piece[: cond.start()].strip(" ,"), True, n))
                    supposing = bool(re.match(r"\s*,?\s*(?:if|assuming)\b", cond.group(0), re.I))
                    out += [
                        Clause(p, False, n, supposed=supposing, timed=not supposing)
                        for p in _pieces(piece[cond.end() :])
                    ]
                    continue
                out.append(Clause(piece, True, n))
            else:
                asks = bool(asked and not lead and QUESTION_START.match(piece))
                # "my baneslayer swings in unblocked, do i still gain 5 from lifelink": the last clause asks (no "?")
                last = i == len(pieces) - 1 and i > 0 and not isinstance(piece, Aside)
                asks = asks or (last and bool(_YES_NO_ASKED.match(piece)))
                acted = None if asks or isinstance(piece, Aside) else intended(piece)
                if acted:  # "I want to bolt his Hill Giant": read as done, said so
                    out.append(Clause(acted, False, n, intent=piece))
                    continue
                aside = isinstance(piece, Aside) or (not asks and wished(piece))  # "I wanted to trample over"
                out.append(Clause(piece, asks, n, aside, supposed and not asks, timed and not asks))
    return out


Split = Callable[[str], list[Clause]]


def once_each() -> Split:
    """`clauses` for one reading: each text split once, however often it is asked for (the players' passes split the
    text the reader then reads). The lists are shared: not to be changed."""
    made: dict[str, list[Clause]] = {}

    def split(text: str) -> list[Clause]:
        if text not in made:
            made[text] = clauses(text)
        return made[text]

    return split
