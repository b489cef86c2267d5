"""Which frames may read a clause, by its first two words (speed only, issue #16): a clause is put only to the frames
whose pattern can start with its words, not to each of the ~40 frames in turn — the same rewrite, with fewer calls.

A frame declares its patterns with `@guarded(pattern, …)`: the frame returns None (and raises nothing) unless one
of them matches the clause (stripped or not). The words a pattern's matches start with are read from its parse
tree (`heads`): for "^(?P<p>I|he)\\s+(?:just\\s+)?(?:put|played)\\s+…", the first word is "i" or "he" and the second
"just", "put" or "played", as str.split() splits the matched text in lower case. A frame without a guard, or whose
pattern bounds neither word (not anchored at the start, a class, a repeat), is always tried. tests/test_frame_gates.py
checks each frame against its guard on every clause the dev sets put to the frames.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any, TypeVar

from .needles import Sieved

F = TypeVar("F", bound=Callable[..., Any])
WORDS = 2  # how many of a clause's first words tell frames apart
Heads = tuple[frozenset[str] | None, ...]  # per word: the words it may be ("": no word there), None: any

_SPACE = [(sre.IN, [(sre.CATEGORY, sre.CATEGORY_SPACE)])]
_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)
_MAX_STATES = 512
_END = "end"  # a state's words so far are followed by none
State = tuple[tuple[str, ...], str | None]  # the words read, and the word being read (None: no longer known)


class _Unbounded(Exception):
    """Too many ways to start: the pattern bounds no word."""


def heads(pattern: re.Pattern[str], n: int = WORDS) -> Heads:
    """The words the first `n` words of a text `pattern` matches may be (see the module docstring): per word, a set
    (in lower case; "" where the text may have no word there), or None where any word may be. Only case-insensitive
    patterns anchored at the start bound any."""
    items = list(sre_parse.parse(pattern.pattern, pattern.flags))
    if not pattern.flags & re.I or not items or items[0] != (sre.AT, sre.AT_BEGINNING):
        return (None,) * n
    try:
        states = _run(items[1:], {((), "")}, n)
    except _Unbounded:
        return (None,) * n
    out: list[frozenset[str] | None] = []
    for k in range(n):
        found: set[str] = set()
        for words, rest in states:
            if k < len(words):
                found.add(words[k])
            elif rest == _END:
                found.add("")
            else:
                break
        else:
            out.append(frozenset(found))
            continue
        out += [None] * (n - k)  # (a word not known makes every later one unknown)
        break
    return tuple(out)


def _run(items: list[Any], states: set[State], n: int) -> set[State]:
    """The states after the sequence `items`, from each of `states` (one that has read `n` words, or no longer
    knows its word, stays as it is)."""
    for op, av in items:
        if len(states) > _MAX_STATES:
            raise _Unbounded
        live = {s for s in states if len(s[0]) < n and s[1] not in (None, _END)}
        if not live:
            break
        done = states - live
        if op is sre.LITERAL:
            char = chr(av).lower()
            states = done | {_space(s) if char.isspace() else (s[0], s[1] + char) for s in live}  # type: ignore[operator]
        elif [(op, av)] == _SPACE:
            states = done | {_space(s) for s in live}
        elif op is sre.IN and all(o is sre.LITERAL for o, _ in av):  # a class of letters ("[sz]")
            states = done | {s for v in {chr(c).lower() for _, c in av} for s in _run([(sre.LITERAL, ord(v))], live, n)}
        elif op in _REPEATS and list(av[2]) == _SPACE:  # "\s+" ends the word; "\s*" may, or may not
            states = done | {_space(s) if av[0] >= 1 or s[1] == "" else (s[0], None) for s in live}
        elif op in _REPEATS and av[1] <= 1:  # optional, or once
            states = done | _run(list(av[2]), live, n) | (live if av[0] == 0 else set())
        elif op is sre.SUBPATTERN and not (av[1] | av[2]) & re.I:
            states = done | _run(list(av[3]), live, n)
        elif op is sre.BRANCH:
            states = done | {s for branch in av[1] for s in _run(list(branch), live, n)}
        elif op is sre.AT and av in (sre.AT_END, sre.AT_END_STRING):  # the text's last word, then none
            states = done | {((*s[0], s[1]) if s[1] else s[0], _END) for s in live}  # type: ignore[misc]
        elif op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):  # "\b", a lookaround: nothing read
            continue
        else:  # anything else: the word being read is no longer known
            states = done | {(s[0], None) for s in live}
    return states  # (at the pattern's end without "$", any text follows: a word being read isn't known)


def _space(state: State) -> State:
    """A whitespace character: the word being read ends (several in a row, or at the start, end none)."""
    words, word = state
    return ((*words, word), "") if word else state  # type: ignore[misc]


def guarded(*patterns: re.Pattern[str] | Sieved) -> Callable[[F], F]:
    """Mark a frame with the patterns one of which matches every clause it reads (see the module docstring)."""
    each = [heads(p.rx if isinstance(p, Sieved) else p) for p in patterns]

    def mark(frame: F) -> F:
        frame.guards = patterns  # type: ignore[attr-defined]
        frame.heads = tuple(  # type: ignore[attr-defined]
            None if any(h[k] is None for h in each) else frozenset().union(*(h[k] for h in each))  # type: ignore[misc]
            for k in range(WORDS)
        )
        return frame

    return mark


def frame_heads(frame: Callable[..., Any]) -> Heads:
    """The words a frame's clause may start with (none known: any)."""
    return getattr(frame, "heads", (None,) * WORDS)


def first_words(text: str) -> tuple[str, ...] | None:
    """The clause's first words in lower case ("" past its last), or None when it isn't ASCII (re.I folds a few other
    letters to ASCII ones: every frame is tried then)."""
    if not text.isascii():
        return None
    words = text.lower().split(maxsplit=WORDS)
    return tuple(words[k] if k < len(words) else "" for k in range(WORDS))
