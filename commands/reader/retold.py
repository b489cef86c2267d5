"""What a story takes back (audit7): a correction of what was just told ("opp bolts it. sorry, he shocks it",
"I control Grizzly Bears, no wait Hill Giant"), a spell or ability said not to resolve ("… but it fizzled", "it
didn't resolve"), and damage or life taken told before the events it came before ("I took 3 and then 2 more. I
was at 20. opp bolts me").

Read as written, each flips an answer: the correction is added to what it corrects (Bolt and Shock both cast) or
dropped as "no …"; the spell the player says didn't resolve resolves (CR 608.2b is the engine's to apply, not
the message's to assert); the hits are set aside as a report and the life total said is taken as the one before
the bolt. None has one honest reading, so each is asked back, quoted.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..situation import SituationError

# A clause that starts by taking back what came before it: "sorry, he shocks it", "no wait Hill Giant", "my bad"
_CORRECTION = re.compile(
    r"^(?:(?:oh|ah|ahh|and|but)\s*,?\s+)?(?:sorry|oops|whoops|my\s+bad|my\s+mistake|scratch\s+that|correction|"
    r"er|erm|uhh?|umm?|no\s+wait|wait\s+no|wait|i\s+mean|i\s+meant|or\s+rather|i\s+misspoke|typo|actually|no,|"
    r"(?:no|nope|nah)(?=[\s,:;.!?-]*$))"  # a bare "no" split off ("opp bolts it? no, he shocks it")
    r"(?:\b|(?<=,))[\s,:;.!-]*",
    re.I,
)
# … or, inside a clause, what comes after a comma or a bracket ("I control Grizzly Bears, no wait Hill Giant")
_INNER = re.compile(
    r"[,(]\s*(?:no\s+wait|wait\s+no|sorry|i\s+mean|i\s+meant|er|erm|uhh?|or\s+rather|my\s+bad|oops)"
    r"\b[\s,:;!-]*(?P<rest>[^,()]*)",
    re.I,
)
# A spell or ability said not to resolve ("it fizzled", "Shock didn't resolve", "it got stifled"; "it was countered"
# is asked back as a board fact: commentary._BOARD_FACT)
_UNRESOLVED = re.compile(
    r"\b(?:didn't|did\s+not|doesn't|does\s+not|don't|never|won't|wouldn't|couldn't|can't|cannot|failed\s+to)\s+"
    r"(?:even\s+|actually\s+)?resolv\w*|\bfizzl\w*|\bstifl\w*",
    re.I,
)
# Damage or life a player or permanent took or lost, by an amount ("I took 3", "took 3 and then 2 more")
_TOOK = re.compile(
    r"\b(?:took|taken|lost|ate)\s+(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b)"
    r"(?!\s*(?:cards?|turns?|games?|creatures?|counters?|mana)\b)",
    re.I,
)


# A life total said as a sentence of the situation language, and what tells it is the one after what happened
_LIFE = re.compile(  # "I'm at 3 life", "opp is on 4 life", "I have 3 life (left)"
    r"^(?:(?:I\s+am|[A-Z][\w']*\s+is)\s+(?:at|on)|(?:I|[A-Z][\w']*)\s+ha(?:ve|s))\s+-?\d+\s+life(?:\s+left)?$"
)
_DAMAGE = re.compile(r"\bhas\s+\d+\s+damage(?:\s+marked|\s+on\s+it)?$")  # "it has 2 damage on it"
_NOW = re.compile(r"\b(?:now|left|after\s+(?:that|this|it))\b", re.I)
# an event told in the past ("opp bolted me", "his Hill Giant hit me"): what is said after it is after it
_PAST = re.compile(
    r"\b(?!(?:un)?(?:blocked|tapped|enchanted|equipped|kicked|named|controlled|damaged|marked|needed)\b)"  # what it is
    r"(?:\w{3,}ed|hit|swung|dealt|fought|shot|took)\b",
    re.I,
)


# a state a sentence sets (life, poison, loyalty, counters): said under a report's result heading, asked back
_STATE = re.compile(r"\b(?:life|poison|loyalty|counters?)\b", re.I)


def life_after(sentence: str, clause: str, before: list[str], happened: bool, result: bool = False) -> None:
    """Ask back a life total or damage told after something that changes it ("opp bolted me, I'm at 3. he shocks
    me", "opp shocks me. now I'm at 3", "opp shocked my Hill Giant. it has 2 damage on it"): read as the state
    before the events, the bolt is counted twice (at 3, dead; told, at 1). `before`: the clauses read before this
    one; `happened`: whether a spell, ability or attack was read; `result`: the clause is under a report's "Expected
    behavior" or "Actual behavior" heading, where a state told after the events is what came of them (audit 27:
    "He is at 16 life" there was the opponent's life before Serra Angel hit), any state then asked back."""
    what = "life total" if _LIFE.match(sentence) else "damage" if _DAMAGE.search(sentence) else None
    if what is None and result and _STATE.search(sentence):
        what = "state"
    if not happened or what is None:
        return
    # damage said after damage was dealt is never the state before (by tense or not): "opp shocks my Hill Giant.
    # Hill Giant has 2 damage marked" — the Shock's 2, or 2 more?
    if what == "damage" or result or _NOW.search(clause) or any(_PAST.search(t) for t in [*before, clause]):
        raise SituationError(
            f'"{clause}": is that {what} before what the message tells happened, or after? Say the life totals and '
            'damage first, then what happens ("I\'m at 3. Opponent casts Shock targeting me"; see /help ruling)'
        )


def no_correction(clause: str, told_before: bool, told_after: bool, says: Callable[[str], bool]) -> None:
    """Ask back a clause that corrects what the message told before it: "sorry, he shocks it" (else both spells
    are cast), "no wait Hill Giant" (else read as "no Hill Giant"), a bare "sorry" or "my bad" before what is
    told next. `says` tells whether the words after the correction carry anything of the game (a card, a number,
    a game word): "sorry for my english" corrects nothing."""
    inner = _INNER.search(clause)
    if inner and (says(inner["rest"].strip()) or (told_after and not inner["rest"].strip())):  # ", sorry, I mean …"
        told_before, rest = True, inner["rest"].strip()
    elif (m := _CORRECTION.match(clause)) is not None:
        rest = clause[m.end() :].strip()
    else:
        return
    if not told_before:
        return
    if rest and not says(rest):
        return
    if not rest and not told_after:
        return
    raise SituationError(
        f'"{clause}" takes back part of what was said before it: write the message again as it happened, without '
        "the part it replaces (see /help ruling)"
    )


def no_unresolved(clause: str) -> None:
    """Ask back a clause saying a spell or ability didn't resolve: the engine resolves what it is told is cast
    (and works out itself when all targets are illegal, CR 608.2b), so answering would contradict the message."""
    if _UNRESOLVED.search(clause):
        raise SituationError(
            f'"{clause}": a spell or ability that doesn\'t resolve does nothing, but the answer would resolve it: '
            "leave it out of the message, or say what happens to it as a sentence (see /help ruling)"
        )


def took_before(clause: str) -> bool:
    """Whether a clause set aside tells damage or life taken by an amount ("I took 3 and then 2 more"): a report
    of what came of the situation when it ends the story ("I only took 1"), a board fact when more is told after."""
    return _TOOK.search(clause) is not None


def taken_before_told(clause: str) -> SituationError:
    """The refusal for damage or life taken, told before the rest of the story (see took_before)."""
    return SituationError(
        f'"{clause}" tells damage or life taken before what happens next: say the life total or the damage marked '
        'as it is now ("I\'m at 15", "Hill Giant has 2 damage marked"; see /help ruling)'
    )
