"""Strings every match of a pattern contains (speed only, issue #16): a text lacking them can't match, so the
search or substitution is skipped — the same answer, without scanning the text.

They are read from the pattern's parse tree as sets, each of which has a string in every match: a run of literal
letters ("opp"), the words of an alternation ("(?:think|thought|believe)"), combined where they follow each other
("opp" then "'?s": "opp's", "opps"); a lookahead's are in the text after the match. Up to three sets are tested,
the most telling (the longest shortest string). A part that is optional, repeated zero times or more, a class of
many characters, a negative lookaround, or a pattern that turns case-folding on or off inside it bounds nothing
(with no other part, the pattern is always tried). A pattern anchored at the start fails at the text's first
letters, faster than needles are looked for: it has none, unless it begins by running over the text (".+?").

A pattern anchored at the end ("… in play$", "… is unblocked$") also has its ends: strings one of which the text
ends with (before a last line break, as "$" allows), read the same way from its last literal parts backwards. A
text ending with none of them can't match, whatever its start ("I control …" fails such a pattern only after
running over the whole clause).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from re import _constants as sre_constants  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

_MAX_STRINGS = 32  # a part matching more literal strings than this is no help as a test
_REPEATS = (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT, sre_constants.POSSESSIVE_REPEAT)


class _Unbounded(Exception):
    """The pattern changes case-folding inside it: its literals can't be compared with one form of the text."""


def _literals(items: Any) -> set[str] | None:
    """Every string the sequence `items` matches, when it matches only a few literal strings; else None."""
    out = {""}
    for op, av in items:
        if op is sre_constants.LITERAL:
            each = {chr(av)}
        elif op is sre_constants.IN:
            each = {chr(v) for o, v in av if o is sre_constants.LITERAL}
            if len(each) != len(av):
                return None  # a range, a category or a negated class
        elif op is sre_constants.SUBPATTERN:
            if (av[1] | av[2]) & re.I:  # case-folding turned on or off inside (other flags keep its letters)
                raise _Unbounded
            each = _literals(av[3])
        elif op is sre_constants.BRANCH:
            branches = [_literals(b) for b in av[1]]
            each = None if any(b is None for b in branches) else set().union(*branches)  # type: ignore[arg-type]
        elif op in _REPEATS and av[1] <= 1:
            inner = _literals(av[2])
            each = None if inner is None else ({""} if av[0] == 0 else set()) | inner
        else:
            return None
        if each is None or len(out) * len(each) > _MAX_STRINGS:
            return None
        out = {a + b for a in out for b in each}
    return out


def _best(candidates: list[set[str]]) -> set[str] | None:
    """The most telling of sets each of which some string of is in every match: few enough strings, the longest
    shortest string, then the fewest strings."""
    return max(candidates, key=lambda c: (min(map(len, c)), -len(c))) if candidates else None


_ZERO_WIDTH = (sre_constants.AT, sre_constants.ASSERT, sre_constants.ASSERT_NOT)


def _candidates(items: Any) -> list[set[str]]:
    """Sets of strings, each of which has a string in every match of the sequence `items` (or, for a lookaround's,
    in the text around it)."""
    candidates: list[set[str]] = []
    run: set[str] = {""}  # the literal strings the items just before match, one after the other
    for item in items:
        op, av = item
        if op in _ZERO_WIDTH:  # "\b", "^", a lookaround: nothing between the letters around it
            if op is sre_constants.ASSERT:
                candidates += _candidates(av[1])
            continue
        lits = _literals([item])
        if lits is not None and len(run) * len(lits) <= _MAX_STRINGS:
            run = {a + b for a in run for b in lits}
            continue
        candidates.append(run)
        run = {""}
        if lits is not None:
            candidates.append(lits)
        elif op is sre_constants.SUBPATTERN:
            if (av[1] | av[2]) & re.I:  # case-folding turned on or off inside (other flags keep its letters)
                raise _Unbounded
            candidates += _candidates(av[3])
        elif op is sre_constants.BRANCH:
            each = [_candidates(b) for b in av[1]]
            if all(each):  # each branch's most telling set; too many strings together: each branch's fewest
                union = set().union(*(_best(c) for c in each))  # type: ignore[arg-type]
                candidates.append(
                    union if len(union) <= _MAX_STRINGS else set().union(*(min(c, key=len) for c in each))
                )
        elif op in _REPEATS and av[0] >= 1:
            candidates += _candidates(av[2])
        elif op is sre_constants.ATOMIC_GROUP:
            candidates += _candidates(av)
    candidates.append(run)
    return [c for c in candidates if c and "" not in c and len(c) <= _MAX_STRINGS]


def _suffixes(items: Any) -> set[str] | None:
    """Strings one of which every match of the sequence `items` ends with, or None (no bound)."""
    items = [i for i in items if i[0] not in _ZERO_WIDTH]  # "\b", a lookaround: nothing between the letters
    out = {""}  # the literal strings the items after `items` match, one after the other
    while items:
        *before, (op, av) = items
        lits = _literals([(op, av)])
        if lits is not None and "" not in lits and len(out) * len(lits) <= _MAX_STRINGS:
            out, items = {a + b for a in lits for b in out}, before
            continue
        inner: set[str] | None = None  # the strings the matches of `items` end with
        if op is sre_constants.SUBPATTERN and not (av[1] or av[2]):
            inner = _suffixes([*before, *av[3]])
        elif op is sre_constants.BRANCH:
            ends = [_suffixes([*before, *b]) for b in av[1]]
            inner = None if any(e is None for e in ends) else set().union(*ends)  # type: ignore[arg-type]
        elif op in _REPEATS and av[0] >= 1:
            inner = _suffixes(av[2])
        elif op in _REPEATS or (lits is not None and "" in lits):  # may match nothing: its ends, or what precedes
            own = _suffixes(av[2]) if op in _REPEATS else {s for s in lits or () if s}
            earlier = _suffixes(before)
            inner = None if own is None or earlier is None else own | earlier
        if inner is None or len(out) * len(inner) > _MAX_STRINGS:
            break
        return {a + b for a in inner for b in out}
    return None if "" in out else out


_ENDS = (sre_constants.AT_END, sre_constants.AT_END_STRING)


def _ends(items: Any) -> set[str] | None:
    """Strings one of which the text ends with when the sequence `items` (a whole pattern) matches it: its matches
    end at the text's end ("$"), after one of them; None when they needn't."""
    items = [i for i in items if i[0] not in (sre_constants.ASSERT, sre_constants.ASSERT_NOT)]
    if len(items) == 1 and items[0][0] is sre_constants.BRANCH:  # "a$|b$": each branch's
        ends = [_ends(b) for b in items[0][1][1]]
        return None if any(e is None for e in ends) else set().union(*ends)  # type: ignore[arg-type]
    if len(items) == 1 and items[0][0] is sre_constants.SUBPATTERN and not (items[0][1][1] or items[0][1][2]):
        return _ends(items[0][1][3])
    if not items or items[-1][0] is not sre_constants.AT or items[-1][1] not in _ENDS:
        return None
    return _suffixes(items[:-1])


_ANCHORS = (sre_constants.AT_BEGINNING, sre_constants.AT_BEGINNING_STRING)
_SCANNERS = (sre_constants.ANY, sre_constants.IN, sre_constants.NOT_LITERAL)


def _fails_fast(items: list[Any]) -> bool:
    """A pattern anchored at the start that doesn't begin by running over the text ("^(?:hi|hey)…", unlike
    "^(?P<x>.+?)\\s+is…"): it fails at the first letters, faster than the needles are looked for."""
    if not items or items[0][0] is not sre_constants.AT or items[0][1] not in _ANCHORS:
        return False
    first = items[1] if len(items) > 1 else None
    while first is not None and first[0] is sre_constants.SUBPATTERN and len(first[1][3]):
        first = first[1][3][0]
    return not (
        first is not None
        and first[0] in _REPEATS
        and first[1][1] > 1
        and len(first[1][2])
        and first[1][2][0][0] in _SCANNERS
    )


@dataclass(frozen=True)
class Sieved:
    """A compiled pattern and sets of strings, each of which has one in any text it matches (none: always tried)."""

    rx: re.Pattern[str]
    needles: tuple[frozenset[str], ...]
    folded: bool  # a case-insensitive pattern: its needles are lower-case, compared with the text lower-cased
    ends: tuple[str, ...] = ()  # strings one of which a text it matches ends with (see the module docstring)

    def may_match(self, text: str, low: str | None) -> bool:
        """False only when `rx` can't match `text`. `low`: `lowered(text)`."""
        if self.folded:
            if low is None:
                return True
            text = low
        if self.ends and not text.endswith(self.ends) and not (text.endswith("\n") and text[:-1].endswith(self.ends)):
            return False
        for needles in self.needles:  # (loops, not any/all: no generator made for each of many short texts)
            for needle in needles:
                if needle in text:
                    break
            else:
                return False
        return True

    def _may(self, text: str) -> bool:
        if not self.needles and not self.ends:
            return True
        return self.may_match(text, lowered(text) if self.folded else None)

    # the pattern's own methods, answering as it does when the text can't match (None, the text unchanged, [])
    def match(self, text: str) -> re.Match[str] | None:
        return self.rx.match(text) if self._may(text) else None

    def search(self, text: str) -> re.Match[str] | None:
        return self.rx.search(text) if self._may(text) else None

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return self.rx.fullmatch(text) if self._may(text) else None

    def sub(self, repl: Any, text: str, count: int = 0) -> str:
        return self.rx.sub(repl, text, count=count) if self._may(text) else text

    def split(self, text: str) -> list[str]:
        return self.rx.split(text) if self._may(text) else [text]

    def findall(self, text: str) -> list[Any]:
        return self.rx.findall(text) if self._may(text) else []

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.rx.finditer(text) if self._may(text) else iter(())


_WORD = re.compile(r"[\w/']+")


def whole_words(pattern: str, flags: int = re.I) -> frozenset[str] | None:
    r"""The words `pattern` matches, when it matches only a few literal words of letters, digits, "/" and "'" (in
    lower case with re.I): wrapped in (?<![\w/'])…(?![\w/']), each match is then one of them, a whole word of the
    text as `words` splits it. None otherwise."""
    try:
        found = _literals(sre_parse.parse(pattern, flags))
    except _Unbounded:
        return None
    if not found or not all(_WORD.fullmatch(w) for w in found):
        return None
    return frozenset(w.lower() if flags & re.I else w for w in found)


def words(low: str) -> set[str]:
    """The words of a text (`lowered`) as whole_words's words are delimited."""
    return set(_WORD.findall(low))


def lowered(text: str) -> str | None:
    """The text lower-cased, for case-insensitive patterns' needles; None when it isn't ASCII (re.I folds a few
    other letters to ASCII ones, "K" to "k": then every pattern is tried)."""
    return text.lower() if text.isascii() else None


def sieved(pattern: str | re.Pattern[str], flags: int = 0) -> Sieved:
    """The pattern (compiled as `re.compile(pattern, flags)` does) with its needles (see the module docstring): the
    three most telling sets, the smallest tried first."""
    rx = re.compile(pattern, flags)
    folded = bool(rx.flags & re.I)
    tree = sre_parse.parse(rx.pattern, rx.flags)
    try:
        found = [] if _fails_fast(list(tree)) else _candidates(tree)
    except _Unbounded:
        found = []
    if folded:  # re.I folds a few letters outside ASCII to ASCII ones ("K" to "k"): only ASCII needles then
        found = [c for c in found if all(n.isascii() for n in c)]
    unique = list(dict.fromkeys(frozenset(n.lower() if folded else n for n in c) for c in found))
    telling = sorted(unique, key=lambda c: (-min(map(len, c)), len(c)))[:3]
    try:
        ends = None if rx.flags & re.M else _ends(tree)  # (with re.M, "$" is any line's end)
    except _Unbounded:
        ends = None
    if ends and folded and not all(e.isascii() for e in ends):
        ends = None
    return Sieved(
        rx, tuple(sorted(telling, key=len)), folded, tuple(sorted({e.lower() if folded else e for e in ends or ()}))
    )


def word_needles(rx: re.Pattern[str]) -> tuple[frozenset[str], ...] | None:
    """Every set of strings with no space in them that has one in every match of `rx` (`_candidates`, in lower case
    for a case-insensitive pattern, ASCII only), or None when `rx` turns case-folding on or off inside it. Unlike a
    sieved pattern's needles, all of them, and a pattern anchored at the start has its own (speed only: see
    commentary_words)."""
    try:
        found = _candidates(sre_parse.parse(rx.pattern, rx.flags))
    except _Unbounded:
        return None
    folded = bool(rx.flags & re.I)
    return tuple(
        frozenset(n.lower() if folded else n for n in c)
        for c in found
        if all(n.isascii() and not any(ch.isspace() for ch in n) for n in c)
    )


def alternatives(pattern: re.Pattern[str]) -> tuple[Sieved, ...]:
    """The pattern's top-level alternatives ("A|B|C", with no group), each compiled with its flags and sieved: a text
    holds a match of the pattern exactly when it holds one of an alternative (`found`), and each alternative is
    looked for only where its own needles are — not every alternative tried at every letter of the text."""
    assert not pattern.groups, "numbered groups would change between the alternatives"
    parts, depth, start, i, in_class = [], 0, 0, 0, False
    text = pattern.pattern
    while i < len(text):
        char = text[i]
        if char == "\\":
            i += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class, i = True, i + (2 if text[i + 1 : i + 2] == "]" else 1) - 1  # "[]…]": the "]" is a member
        elif char in "()":
            depth += 1 if char == "(" else -1
        elif char == "|" and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    return tuple(sieved(part, pattern.flags) for part in parts)


def found(alternatives: tuple[Sieved, ...], text: str) -> bool:
    """Whether `text` holds a match of the pattern `alternatives` came from (see `alternatives`)."""
    low = lowered(text)
    for alternative in alternatives:
        if alternative.may_match(text, low if alternative.folded else None) and alternative.rx.search(text):
            return True
    return False
