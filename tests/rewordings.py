"""Meaning-preserving rewordings of the controlled-English situations, the ways players type them in Discord,
for the metamorphic check (bench/metamorphic.py, tests/test_metamorphic.py): a situation read exactly and the
same situation reworded must get the same answer, or the reworded one a refusal (exit 2 or 3), never another
answer.

Each rewording is small and named; it returns the text changed, or the text unchanged where it doesn't apply.
Each keeps the meaning of the text it is given — where a change could change it (a pronoun with two players it
could name, a turn dropped where nothing else says whose it is), it does not apply.

    from rewordings import REWORDINGS, situations, signature
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from itertools import combinations
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"
# The dev sets' controlled versions (never the held-out fresh2–fresh5, named here one by one, never by a pattern).
DEV_SETS = ("questions", "fresh", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13")


def situations() -> list[tuple[str, str]]:
    """(key, text): each paragraph of examples/situations.txt, then each dev-set entry's controlled version."""
    found: list[tuple[str, str]] = []
    text = (ROOT / "examples" / "situations.txt").read_text(encoding="utf-8")
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", text)]
    for n, para in enumerate(p for p in paragraphs if p and not p.startswith("#")):
        found.append((f"situations.txt:{n}", para))
    for name in DEV_SETS:
        for line in (CORPUS / f"{name}.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                entry = json.loads(line)
                if entry.get("controlled"):
                    found.append((f"{name}:{entry['id']}", entry["controlled"]))
    return found


# --- the rewordings ------------------------------------------------------------------------------------------

_DAMAGE_SPELLS = r"(?:Lightning Bolt|Shock|Skullcrack|Banefire(?: with X = \d+)?|Combust)"
_OTHER_PLAYERS = re.compile(r"\b(?:Alice|Bob|They|they)\b")


def _sentences(text: str) -> list[str]:
    return re.split(r"(?<=[.?!;])\s+", text.strip())


def _join(sentences: list[str]) -> str:
    return " ".join(sentences)


def _cap(word: str) -> str:
    return word[:1].upper() + word[1:]


def _opp(text: str) -> str:
    text = re.sub(r"\bOpponent\b", "Opp", text)
    return re.sub(r"\bopponent\b", "opp", text)


def _my_opponent(text: str) -> str:
    text = re.sub(r"(?<!my )\bopponent\b", "my opponent", text)
    return re.sub(r"\bOpponent\b", "My opponent", text)


def _he(text: str) -> str:
    """After the opponent is first named, a sentence started 'Opponent …' says 'He …', 'Opponent's' 'his' — only
    where no other player (Alice, Bob, 'they') is named, so 'he' can name no one else."""
    if _OTHER_PLAYERS.search(text):
        return text
    out, named = [], False
    for sentence in _sentences(text):
        if named:
            sentence = re.sub(r"^Opponent's\b", "His", sentence)
            sentence = re.sub(r"^Opponent\b", "He", sentence)
            sentence = re.sub(r"(?<=\s)[Oo]pponent's\b", "his", sentence)
        if re.search(r"\b[Oo]pponent\b", sentence) or sentence.startswith(("He ", "His ")):
            named = True
        out.append(sentence)
    return _join(out)


def _bolt_verb(text: str) -> str:
    text = re.sub(r"\b(I|[Oo]pponent|[Oo]pp) casts? Lightning Bolt targeting\b", _bolt_subject, text)
    return text


def _bolt_subject(m: re.Match) -> str:
    return "I bolt" if m[1] == "I" else f"{m[1]} bolts"


def _at_target(text: str) -> str:
    return re.sub(rf"\b(casts? (?:another )?{_DAMAGE_SPELLS}) targeting\b", r"\1 at", text)


def _on_target(text: str) -> str:
    return re.sub(r"\b(casts? (?:another )?[A-Z][\w',:]*(?: [A-Z][\w',:]*)*) targeting\b", r"\1 on", text)


def _face(text: str) -> str:
    return re.sub(rf"\b(casts? (?:another )?{_DAMAGE_SPELLS}) targeting me\b", r"\1 at my face", text)


_PAST = {
    "casts": "cast",
    "attacks": "attacked",
    "blocks": "blocked",
    "activates": "activated",
    "deals": "dealt",
    "resolves": "resolved",
    "targets": "targeted",
}


def _past(text: str) -> str:
    """Each action told in the past tense: 'Opponent cast …', 'It attacked me', 'Grizzly Bears blocked it'."""
    text = re.sub(r"\bI (attack|block)\b", r"I \1ed", text)
    text = re.sub(r"\bI activate\b", "I activated", text)  # (not "activateed")
    return re.sub(r"\b(casts|attacks|blocks|activates|deals|resolves|targets)\b", lambda m: _PAST[m[1]], text)


def _have_out(text: str) -> str:
    return re.sub(r"(^|[.;] )I control ([^.;]+)\.", r"\1I have \2 out.", text)


def _got_battlefield(text: str) -> str:
    return re.sub(r"(^|[.;] )I control ([^.;]+)\.", r"\1I've got \2 on the battlefield.", text)


def _opp_has(text: str) -> str:
    return re.sub(r"(^|[.;] )Opponent controls ([^.;]+)\.", r"\1Opponent has \2 out.", text)


def _swings(text: str) -> str:
    text = re.sub(r"\battacks (me|opponent)\b", r"swings at \1", text)
    return re.sub(r"\battack (me|opponent)\b", r"swing at \1", text)


def _mine(text: str) -> set[str]:
    """The names of what the text says I control ('I control A, B and C.')."""
    names: set[str] = set()
    for m in re.finditer(r"(?:^|[.;] )I control ([^.;]+)\.", text):
        for part in re.split(r", | and ", m[1]):
            names.add(re.sub(r"^(?:a|an|two|the) ", "", part.strip()))
    return names


def _block_with(text: str) -> str:
    """'My 3/3 creature blocks it.' / 'Grizzly Bears blocks Hill Giant.' (a creature of mine) → 'I block it with my
    3/3 creature.' / 'I block Hill Giant with Grizzly Bears.'"""
    mine = _mine(text)

    def sub(m: re.Match) -> str:
        lead, my, blocker, blocked = m[1], m[2], m[3], m[4]
        if my:
            return f"{lead}I block {blocked} with my {blocker}."
        if blocker in mine:
            return f"{lead}I block {blocked} with {blocker}."
        return m[0]

    return re.sub(r"(^|[.;] )(My )?([A-Z0-9][\w/',: ]*?|\d+/\d+ creature) blocks (it|[A-Z][\w/',: ]*?)\.", sub, text)


def _opp_blocks_with(text: str) -> str:
    """'Opponent's 1/1 creature blocks it.' / 'The 5/2 creature blocks it.' (where the opponent controls a 5/2
    creature) → 'Opponent blocks with his 1/1 creature.' / 'Opponent blocks with the 5/2 creature.'"""
    if _OTHER_PLAYERS.search(text):
        return text
    text = re.sub(r"(^|[.;] )Opponent's ([^.;]+?) blocks it\.", r"\1Opponent blocks with his \2.", text)
    theirs = " ".join(m[1] for m in re.finditer(r"Opponent controls ([^.;]+)\.", text))

    def sub(m: re.Match) -> str:
        return f"{m[1]}Opponent blocks with the {m[2]}." if m[2] in theirs else m[0]

    return re.sub(r"(^|[.;] )The ([^.;]+?) blocks it\.", sub, text)


def _respond_with(text: str) -> str:
    return re.sub(r"\bIn response,? I cast ([^.;]+)", r"I respond with \1", text)


def _turn_short(text: str) -> str:
    text = re.sub(r"\bIt's my turn\.", "My turn.", text)
    return re.sub(r"\bIt's opponent's turn\.", "Opponent's turn.", text)


def _turn_dropped(text: str) -> str:
    """'It's my turn.' dropped where my creature attacks the opponent, 'It's opponent's turn.' where the opponent's
    creature attacks me (whose turn it is is said by the attack)."""
    if re.search(r"\battacks? opponent\b|\bI attack\b", text):
        text = re.sub(r"\bIt's my turn\. ", "", text)
    if re.search(r"\battacks? me\b", text):
        text = re.sub(r"\bIt's opponent's turn\. ", "", text)
    return text


def _life_on(text: str) -> str:
    text = re.sub(r"\bI'm at (\d+) life\b", r"I'm on \1 life", text)
    return re.sub(r"\bOpponent is at (\d+) life\b", r"Opponent is on \1 life", text)


def _life_have(text: str) -> str:
    text = re.sub(r"\bI'm at (\d+) life\b", r"I have \1 life", text)
    return re.sub(r"\bOpponent is at (\d+) life\b", r"Opponent has \1 life", text)


def _names(text: str) -> list[str]:
    """Card names in the text: runs of capitalised words (with 'of', 'the', commas of a legend's name)."""
    word = r"[A-Z][a-z'’]+(?:-[A-Z]?[a-z]+)?"
    run = rf"{word}(?:(?: of| the|,| of the)? {word})*(?:: {word})?"
    skip = {"I", "It", "It's", "Opponent", "Opponent's", "Then", "In", "My", "The", "After", "What", "How", "A"}
    found = []
    for m in re.finditer(run, text):
        name = m[0]
        first = name.split()[0]
        if first in skip or name in ("Alice", "Bob", "They", "Alice's", "Bob's"):
            continue
        found.append(name.rstrip(","))
    return found


def _lower_names(text: str) -> str:
    for name in sorted(set(_names(text)), key=len, reverse=True):
        if " " in name or len(name) > 6:  # a card's name, not a sentence's first word
            text = text.replace(name, name.lower())
    return text


def _greeting(text: str) -> str:
    return "hey guys, quick rules question. " + text


def _is_this_right(text: str) -> str:
    return text.rstrip() + " Is this right?"


def _what_happens(text: str) -> str:
    return text if text.rstrip().endswith("?") else text.rstrip() + " What happens?"


def _survive_question(text: str) -> str:
    """'Does my X survive?' after it, for a permanent the text says is mine ('I control X', 'my X')."""
    if text.rstrip().endswith("?"):
        return text
    mine = [n for n in _mine(text) if re.match(r"^[A-Z]", n) and " with " not in n and "," not in n]
    mine += [n for n in _names(text) if f"my {n}" in text]
    if not mine:
        return text
    return text.rstrip() + f" Does my {mine[0]} survive?"


def _pt_bare(text: str) -> str:
    """'a 2/2 creature' → 'a 2/2', 'My 4/4 creature' → 'My 4/4' (a size names a creature)."""
    return re.sub(r"\b(\d+/\d+) creatures?\b(?! (?:with|creature))", r"\1", text)


def _no_apostrophes(text: str) -> str:
    for said, typed in (("I'm", "Im"), ("It's", "Its"), ("I've", "Ive"), ("don't", "dont"), ("can't", "cant")):
        text = text.replace(said, typed)
    return text


def _numerals(text: str) -> str:
    for word, digit in (("two", "2"), ("three", "3"), ("four", "4")):
        text = re.sub(rf"\b{word}\b", digit, text)
    return text


def _counters_on_it(text: str) -> str:
    text = re.sub(r"\bIt has (a|\d+) (\+1/\+1|shield) counters?\.", lambda m: m[0][:-1] + " on it.", text)
    return re.sub(r"\bwith (a|\d+) (\+1/\+1|shield) (counters?)(?! on it)\b", r"with \1 \2 \3 on it", text)


def _lines(text: str) -> str:
    return re.sub(r"(?<=[.;?])\s+", "\n", text.strip())


def _no_final_stop(text: str) -> str:
    return text.rstrip().rstrip(".")


def _then_comma(text: str) -> str:
    return re.sub(r"\. Then ", ", then ", text)


def _does_damage(text: str) -> str:
    return re.sub(r"\bdeals (\d+) ((?:combat )?damage) to me\b", r"does \1 \2 to me", text)


def _use_ability(text: str) -> str:
    text = re.sub(r"\bI activate ([A-Z][\w ]*?) targeting\b", r"I use \1 on", text)
    return re.sub(r"\b(I|Opponent|opponent) activates? ([A-Z][\w ]*?)\.", _use_sub, text)


def _use_sub(m: re.Match) -> str:
    verb = "use" if m[1] == "I" else "uses"
    return f"{m[1]} {verb} {m[2]}'s ability."


def _him(text: str) -> str:
    """After the opponent is first named, 'targeting opponent' / 'to opponent' / 'attacks opponent' say 'him' (as
    "he" for the opponent, only where no other player is named)."""
    if _OTHER_PLAYERS.search(text) or not re.search(r"\b[Oo]pponent\b", text):
        return text
    first = re.search(r"\b[Oo]pponent\b", text).end()
    rest = re.sub(r"\b(targeting|to|attacks|attack) opponent\b", r"\1 him", text[first:])
    return text[:first] + rest


def _typo(text: str) -> str:
    """A letter dropped from the middle of the longest word of each card name of two words or more (the same typo
    at each mention): 'Grizzly Bears' → 'Grizzy Bears'."""
    for name in sorted({n for n in _names(text) if " " in n}, key=len, reverse=True):
        longest = max(name.split(), key=len)
        if len(longest) < 6:
            continue
        i = len(longest) // 2
        text = text.replace(name, name.replace(longest, longest[:i] + longest[i + 1 :]))
    return text


def _later_short(text: str) -> str:
    """A card of two words named again later as 'the <last word>': '… targeting my Grizzly Bears. … targeting the
    bears.' — only for a name no other card of the text ends with the same word."""
    names = {n for n in _names(text) if " " in n and "," not in n and ":" not in n}
    for name in sorted(names, key=len, reverse=True):
        last = name.split()[-1]
        if sum(1 for n in names if n.split()[-1] == last) > 1 or text.count(name) < 2:
            continue
        if re.search(rf",\s+(?:the\s+)?{re.escape(name)}", text):
            continue  # the end of a longer name ("Ugin, the Spirit Dragon")
        first = text.index(name) + len(name)
        rest = re.sub(
            rf"(?<![\w'])(?<!another )(?<!, )(?P<pre>(?:my |his |her |their |Opponent's |first |second |third |the )?)"
            rf"{re.escape(name)}\b",
            lambda m, last=last: f"{m['pre'] if m['pre'] not in ('', 'the ') else 'the '}{last.lower()}",
            text[first:],
        )  # ("my Grizzly Bears" → "my bears", never "my the bears")
        rest = re.sub(r"(^|[.;] )the ", r"\1The ", rest)
        text = text[:first] + rest
    return text


def _attack_with(text: str) -> str:
    """'My 4/4 creature attacks opponent.' → 'I attack with my 4/4 creature.'; 'Opponent's Hill Giant attacks me.'
    → 'Opponent attacks me with Hill Giant.'"""
    text = re.sub(r"(^|[.;] )My ([^.;]+?) attacks opponent\.", r"\1I attack with my \2.", text)
    return re.sub(r"(^|[.;] )Opponent's ([^.;]+?) attacks me\.", r"\1Opponent attacks me with \2.", text)


def _block_it(text: str) -> str:
    """'It is blocked by A and B.' → 'A and B block it.'"""
    return re.sub(r"(^|[.;] )It is blocked by ([^.;]+)\.", lambda m: f"{m[1]}{_cap(m[2])} block it.", text)


def _split_control(text: str) -> str:
    """'I control A and B.' → 'I control A. I control B.' (two cards named, no 'with …' to share)."""

    def sub(m: re.Match) -> str:
        parts = m[3].split(" and ")
        if len(parts) != 2 or "," in m[3] or " with " in m[3] or not all(p[:1].isupper() for p in parts):
            return m[0]
        return (
            f"{m[1]}{m[2]} controls {parts[0]}. {m[2]} controls {parts[1]}."
            if m[2] != "I"
            else (f"{m[1]}I control {parts[0]}. I control {parts[1]}.")
        )

    return re.sub(r"(^|[.;] )(I|Opponent) controls? ([^.;]+)\.", sub, text)


def _in_response_after(text: str) -> str:
    return re.sub(r"\bIn response,? I cast ([^.;]+)", r"I cast \1 in response", text)


def _after_that(text: str) -> str:
    """'Then X' → 'After that, X' ('Then' isn't dropped: two casts told one after the other, with nothing between,
    are the second cast in response to the first — examples/situations.txt — and so is English unsaid)."""
    return re.sub(r"(^|[.;] )Then,? (\w)", lambda m: m[1] + "After that, " + m[2], text)


def _damage_on_it(text: str) -> str:
    return re.sub(r"\bhas (\d+) damage marked\b", r"has \1 damage on it", text)


def _its_got(text: str) -> str:
    return re.sub(r"(^|[.;] )It has ", r"\1It's got ", text)


def _loyalty_at(text: str) -> str:
    return re.sub(r"\bwith (\d+) loyalty\b", r"at \1 loyalty", text)


def _question_first(text: str) -> str:
    return "What happens here? " + text


_BOARD = re.compile(r"^(?:I control|Opponent controls) [^.;]+\.$")


def _board_swapped(text: str) -> str:
    """Two board statements one after the other ('I control A. Opponent controls B.') told the other way round —
    where no 'It …' after them could then name the other one."""
    parts = _sentences(text)
    for i in range(len(parts) - 1):
        a, b = parts[i], parts[i + 1]
        after = parts[i + 2] if i + 2 < len(parts) else ""
        if _BOARD.match(a) and _BOARD.match(b) and a.split()[0] != b.split()[0] and not after.startswith("It "):
            return _join([*parts[:i], b, a, *parts[i + 2 :]])
    return text


def _list_swapped(text: str) -> str:
    """'I control A and B.' → 'I control B and A.' (two things, no 'with …' to share, no 'It …' after)."""
    parts = _sentences(text)
    for i, part in enumerate(parts):
        m = re.match(r"^(I control|Opponent controls) ([^.;]+?) and ([^.;]+)\.$", part)
        after = parts[i + 1] if i + 1 < len(parts) else ""
        if not m or "," in m[2] or " with " in part or after.startswith("It ") or " first " in text:
            continue
        parts[i] = f"{m[1]} {m[3]} and {m[2]}."
    return _join(parts)


def _keywords_swapped(text: str) -> str:
    """'with deathtouch and trample' → 'with trample and deathtouch'."""
    return re.sub(r"\bwith ([a-z]+(?: strike)?) and ([a-z]+(?: strike)?)\b(?! \+)", r"with \2 and \1", text)


def _keyword_first(text: str) -> str:
    """'a 1/1 black creature with infect' → 'a 1/1 black infect creature' (one keyword of one word)."""
    return re.sub(r"\b(\d+/\d+ (?:[a-z]+ )?)creature with ([a-z]+)(?=[.;,]| attacks| blocks)", r"\1\2 creature", text)


def _plays(text: str) -> str:
    """'casts' → 'plays', 'I cast' → 'I play' (casual for casting a spell)."""
    text = re.sub(r"\bcasts\b", "plays", text)
    return re.sub(r"\bI cast\b", "I play", text)


def _progressive(text: str) -> str:
    """'Hill Giant attacks me.' → 'Hill Giant is attacking me.'; '… blocks it.' → '… is blocking it.'"""
    text = re.sub(r"(^|[.;] )([^.;]+?) attacks (me|opponent)\.", r"\1\2 is attacking \3.", text)
    return re.sub(r"(^|[.;] )([^.;]+?) blocks (it|[A-Z][^.;]*)\.", r"\1\2 is blocking \3.", text)


def _dmg(text: str) -> str:
    return re.sub(r"\b(\d+) damage\b", r"\1 dmg", text)


def _its_blocked(text: str) -> str:
    return re.sub(r"\bIt is blocked by\b", "It's blocked by", text)


def _comma_targeting(text: str) -> str:
    return re.sub(r"\b(casts? (?:another )?[A-Z][^.;,]*?) targeting\b", r"\1, targeting", text)


def _whose_said(text: str) -> str:
    """A card said under one player's control ('I control Grizzly Bears', 'Opponent controls Hill Giant') called
    'my Grizzly Bears' / 'Opponent's Hill Giant' where a later sentence starts with it."""
    mine = {n for n in _mine(text) if n[:1].isupper() and " with " not in n}
    theirs = set()
    for m in re.finditer(r"(?:^|[.;] )Opponent controls ([^.;]+)\.", text):
        theirs |= {p.strip() for p in re.split(r", | and ", m[1]) if p[:1].isupper() and " with " not in p}
    if mine & theirs:
        return text
    parts = _sentences(text)
    for i, part in enumerate(parts):
        if _BOARD.match(part):
            continue
        for name in sorted(mine, key=len, reverse=True):
            if part.startswith(name + " "):
                parts[i] = "My " + part
        for name in sorted(theirs, key=len, reverse=True):
            if part.startswith(name + " "):
                parts[i] = "Opponent's " + part
    return _join(parts)


REWORDINGS: dict[str, Callable[[str], str]] = {
    '"opp"': _opp,
    '"my opponent"': _my_opponent,
    '"he" for the opponent': _he,
    '"bolts X"': _bolt_verb,
    '"casts <burn> at X"': _at_target,
    '"casts X on Y"': _on_target,
    '"at my face"': _face,
    "past tense": _past,
    '"I have X out"': _have_out,
    '"I\'ve got X on the battlefield"': _got_battlefield,
    '"Opponent has X out"': _opp_has,
    '"swings at"': _swings,
    '"I block X with Y"': _block_with,
    '"Opponent blocks with Y"': _opp_blocks_with,
    '"I respond with X"': _respond_with,
    '"My turn."': _turn_short,
    "turn dropped where the attack says it": _turn_dropped,
    '"I\'m on N life"': _life_on,
    '"I have N life"': _life_have,
    "card names lower case": _lower_names,
    "a greeting first": _greeting,
    '"Is this right?" after': _is_this_right,
    '"What happens?" after': _what_happens,
    '"Does my X survive?" after': _survive_question,
    '"a 2/2" for "a 2/2 creature"': _pt_bare,
    "apostrophes dropped": _no_apostrophes,
    "numbers as digits": _numerals,
    '"counters on it"': _counters_on_it,
    "one sentence a line": _lines,
    "no final full stop": _no_final_stop,
    '", then"': _then_comma,
    '"does N damage to me"': _does_damage,
    '"I use X"': _use_ability,
    '"him" for the opponent': _him,
    "a typo in each long card name": _typo,
    'later "the bears" for Grizzly Bears': _later_short,
    '"I attack with X"': _attack_with,
    '"A and B block it"': _block_it,
    '"I control A. I control B."': _split_control,
    '"I cast X in response"': _in_response_after,
    '"After that," for "Then"': _after_that,
    '"N damage on it"': _damage_on_it,
    '"It\'s got …"': _its_got,
    '"at N loyalty"': _loyalty_at,
    '"What happens here?" first': _question_first,
    "board statements swapped": _board_swapped,
    '"B and A" for "A and B"': _list_swapped,
    "keywords swapped": _keywords_swapped,
    '"a 1/1 infect creature"': _keyword_first,
    '"plays" for "casts"': _plays,
    '"is attacking", "is blocking"': _progressive,
    '"dmg"': _dmg,
    '"It\'s blocked by"': _its_blocked,
    '", targeting"': _comma_targeting,
    '"my X" / "Opponent\'s X" where said': _whose_said,
}


def reworded(text: str, pairs: bool = True) -> Iterator[tuple[tuple[str, ...], str]]:
    """(names, text) for each rewording that changes the text, then (with pairs) each two of them in turn, then
    every one of them, where that gives a text not yet made. Deterministic: REWORDINGS' order."""
    single = [(name, change) for name, change in REWORDINGS.items() if change(text) != text]
    made = {text}
    for name, change in single:
        out = change(text)
        if out not in made:
            made.add(out)
            yield (name,), out
    if not pairs:
        return
    for (a, fa), (b, fb) in combinations(single, 2):
        out = fb(fa(text))
        if out not in made:
            made.add(out)
            yield (a, b), out
    out = text
    for _, change in single:
        out = change(out)
    if out not in made and len(single) > 2:
        yield tuple(name for name, _ in single), out


# --- comparing answers ---------------------------------------------------------------------------------------


def signature(reply: Any) -> frozenset:
    """The distinct outcomes of an answered reply: each player's life, poison and loss, and each permanent's zone,
    damage, counters and loyalty by card name and controller (as many of each as there are)."""
    found = set()
    for outcome in reply.data["outcomes"]:
        # 'Alice controls … Bob casts …' labels the players 'You' and 'Opponent' or 'You' and 'Bob': the other
        # player of two is one player whatever the label
        two = len(outcome["players"]) == 2
        role = {who: "Opponent" if two and who != "You" else who for who in outcome["players"]}
        players = tuple(
            sorted((role[who], p["life"], p["poison"], bool(p["lost"])) for who, p in outcome["players"].items())
        )
        permanents = tuple(
            sorted(
                (
                    p["name"].lower(),
                    role.get(p["controller"], p["controller"]),
                    p["zone"],
                    p["damage"],
                    tuple(sorted((p.get("counters") or {}).items())),
                    p.get("loyalty"),
                )
                for p in outcome["permanents"].values()
            )
        )
        found.add((players, permanents))
    return frozenset(found)


def compare(base: Any, reply: Any) -> str:
    """'same', 'refused' (exit 2 or 3) or 'DIFFERENT' (answered, with other outcomes), or 'crash'."""
    if reply.error:
        return "refused" if reply.exit_code in (2, 3) else "crash"
    return "same" if signature(reply) == signature(base) else "DIFFERENT"


def pairs_of(texts: list[tuple[str, str]]) -> list[tuple[str, str, tuple[str, ...], str]]:
    """(key, controlled text, rewording names, reworded text) for every rewording of every situation."""
    return [(key, text, names, out) for key, text in texts for names, out in reworded(text)]
