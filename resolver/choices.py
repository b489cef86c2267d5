"""Player choices: the engine never picks for a player, it explores every line of play.

Each resolution run asks a Chooser at every choice point. The explorer replays the scenario with
every combination of answers (depth first, deterministic), so the engine code stays straight-line.
Choices the user fixed (by label) are taken as given and don't branch.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from .errors import BadInput, TooManyOutcomes

T = TypeVar("T")

DEFAULT_MAX_OUTCOMES = 256  # distinct outcomes
MAX_LINES = 4096  # lines of play run to find them
MAX_WORK = 15_000  # steps of work (effects applied, settlements reused) over all lines of one resolution


class OverBudget(Exception):
    """The resolution did more steps of work than its bound (raised mid-line; explore reports it)."""


@dataclass(slots=True)
class Work:
    """Steps of work shared by every line of play of one resolution: a bound on time that doesn't depend
    on the machine (the same scenario is refused at the same point everywhere)."""

    left: int

    def spend(self, steps: int = 1) -> None:
        self.left -= steps
        if self.left < 0:
            raise OverBudget


class InvalidLine(Exception):
    """This combination of answers is not a legal line of play (it is dropped, not reported)."""


def norm_label(label: str) -> str:
    return " ".join(label.casefold().split())


class Merged(Exception):
    """This line of play reached a point an earlier line already went on from, in the same state: what
    follows is that line's (the same choices, the same results), so this one stops there."""


@dataclass(slots=True)
class Decision:
    question: str
    player: str
    label: str
    options: int


@dataclass(slots=True)
class Alike:
    """A choice point whose options fall into classes that each lead to one game (resolver/alike.py): `reps` gives
    each option's first alike option; the rest say the choice as its Decision does."""

    reps: list[int]
    decision: int  # the position of its Decision in the decisions of a line that meets it
    question: str
    player: str
    options: list[str]  # as shown (a question asked again on a line has its own labels)


# Test-only switch: play every line the explorer would write down as an alike one's (resolver/alike.py) and insist
# it is that line (tests/conftest.py turns it on for the whole suite).
CHECK_ALIKE = False


@dataclass(slots=True)
class Chooser:
    """Answers choice points from a fixed prefix of option indexes, then takes the first option."""

    prefix: list[int]
    fixed: dict[str, str]  # normalised label -> label as the user typed it
    path: list[int] = field(default_factory=list)
    widths: list[int] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    used_fixed: set[str] = field(default_factory=set)
    seen_questions: list[tuple[str, list[str]]] = field(default_factory=list)
    calls: int = 0  # how many times it was asked (a settlement that asked nothing can be reused)
    queued: bool = False  # other lines of play were already waiting when this one started
    # The explorer's record of the states lines of play reached at checkpoints: key -> the choices that
    # first led there (None: every line is played to its end).
    reached: dict[object, tuple[int, ...]] | None = None
    work: Work = field(default_factory=lambda: Work(MAX_WORK))  # shared by the explorer's lines
    asked: dict[str, int] = field(default_factory=dict)  # question -> how often this line asked it
    # the explorer's record of choice points whose options lead to the same games by class (resolver/alike.py), by
    # the choices before them (None: none is recorded)
    alike: dict[tuple[int, ...], Alike] | None = None
    checkpointed: int = -1  # how many choices this line had made at its last checkpoint

    @property
    def replaying(self) -> bool:
        """Some earlier line of play went the same way up to here (this one replays its answers)."""
        return bool(self.prefix)

    @property
    def more_lines(self) -> bool:
        """Whether another line of play will follow this one: one was waiting, or this line made a
        choice no earlier line made (its other options are lines still to play)."""
        return self.queued or len(self.path) > len(self.prefix)

    def checkpoint(self, key: object) -> None:
        """A point where all that is still to happen depends on `key` alone (the whole game state between
        two actions). If an earlier line reached it in the same state after as many choices, this line
        would go on exactly as that one did: raise Merged. Lines are played in the order of their choices
        (explore), so the earlier line is the one each shared outcome is shown with anyway."""
        self.checkpointed = len(self.path)
        if self.reached is None:
            return
        here = tuple(self.path)
        first = self.reached.setdefault(key, here)
        if first != here and len(first) == len(here):
            raise Merged

    def choose(
        self, question: str, player: str, options: list[str], alike: Callable[[], list[int] | None] | None = None
    ) -> int:
        """Return the index of the option taken; options must be distinct labels. `alike` gives, for each option,
        the first option that leads to the same game (resolver/alike.py), or None: asked once per choice point."""
        self.calls += 1
        if len(options) == 1:
            if self.fixed and norm_label(options[0]) in self.fixed:
                self.used_fixed.add(norm_label(options[0]))
            return 0
        times = self.asked[question] = self.asked.get(question, 0) + 1
        if times > 1:  # asked again on this line (the same recipient, a later event): its own labels, so that
            options = [f"{o} (#{times})" for o in options]  # a label fixes one choice point only
        self.seen_questions.append((question, options))
        if self.fixed:
            for i, label in enumerate(options):
                if norm_label(label) in self.fixed:
                    self.used_fixed.add(norm_label(label))
                    self.decisions.append(Decision(question, player, label, len(options)))
                    return i
        depth = len(self.path)
        index = self.prefix[depth] if depth < len(self.prefix) else 0
        self.path.append(index)
        self.widths.append(len(options))
        self.decisions.append(Decision(question, player, options[index], len(options)))
        if alike is not None and self.alike is not None and depth >= len(self.prefix):  # first met on this line
            reps = alike()
            if reps is not None:
                self.alike[tuple(self.path[:depth])] = Alike(reps, len(self.decisions) - 1, question, player, options)
        return index


@dataclass
class Line(Generic[T]):
    """One explored line of play: its result and the decisions that led to it."""

    result: T
    decisions: list[Decision]
    path: list[int]
    signature: object = None  # signature(result), when explore was given `signature`


def explore(
    run: Callable[[Chooser], T],
    fixed: list[str],
    max_outcomes: int = DEFAULT_MAX_OUTCOMES,
    *,
    signature: Callable[[T], object] | None = None,
    merge: bool = True,
    max_lines: int = MAX_LINES,
    max_work: int | None = None,
) -> list[Line[T]]:
    """Run `run` once per combination of unfixed choices; return the legal lines in path order.

    Lines are played depth first in the order of their choices (option 0 before 1 at every choice), so
    each line's choices come after those of every line played before it. With `merge`, a line that reaches
    a checkpoint (Chooser.checkpoint) in a state an earlier line reached there stops: its outcomes are that
    line's. `signature` tells outcomes apart: more than `max_outcomes` distinct ones are refused, and so is
    playing more than `max_lines` lines (merged or not), or more than `max_work` steps of work (Work)."""
    fixed_map = {norm_label(f): f for f in fixed}
    # Alternatives still to play, one frame per choice point: (the choices of the line that met it, its
    # depth, the next option, how many options). The deepest, lowest option is on top (played next). A
    # frame shares its line's choices, so what waits grows with the depth, not with depth × width × depth.
    stack: list[tuple[tuple[int, ...], int, int, int]] = []
    lines: list[Line[T]] = []
    used: set[str] = set()
    runs = 0
    questions: dict[str, list[str]] = {}
    reached: dict[object, tuple[int, ...]] | None = {} if merge else None
    distinct: set[object] = set()
    max_work = MAX_WORK if max_work is None else max_work
    work = Work(max_work)
    prefix: list[int] | None = []
    # choice points whose options lead to the same games by class, and the lines played to their end (with the work
    # each spent and how many choices it had made at its last checkpoint): resolver/alike.py
    alike: dict[tuple[int, ...], Alike] | None = {} if signature is not None else None
    done: dict[tuple[int, ...], tuple[Line[T], int, int]] = {}
    while prefix is not None:
        runs += 1
        if runs > max_lines:
            raise TooManyOutcomes(_explosion_message(f"more than {max_lines} lines of play", questions))
        written = _alike_line(prefix, alike, done) if alike else None
        if written is not None and not CHECK_ALIKE:  # the line an alike option's line was: written down, not played
            line, spent = written
            try:
                work.spend(spent)
            except OverBudget:
                raise TooManyOutcomes(
                    _explosion_message(f"more than {max_work} steps of work ({runs} lines of play)", questions)
                ) from None
            lines.append(line)  # (its signature is the alike line's: no new outcome)
            prefix = _next(stack)
            continue
        left = work.left
        chooser = Chooser(prefix, fixed_map, queued=bool(stack), reached=reached, work=work, alike=alike)
        try:
            result: T | None = run(chooser)
        except (InvalidLine, Merged):
            result = None
        except OverBudget:
            for q, opts in chooser.seen_questions:
                questions.setdefault(q, opts)
            raise TooManyOutcomes(
                _explosion_message(f"more than {max_work} steps of work ({runs} lines of play)", questions)
            ) from None
        used |= chooser.used_fixed
        for q, opts in chooser.seen_questions:
            questions.setdefault(q, opts)
        path = tuple(chooser.path)
        for depth in range(len(prefix), len(path)):
            if chooser.widths[depth] > path[depth] + 1:
                stack.append((path, depth, path[depth] + 1, chooser.widths[depth]))
        if result is not None:
            line = Line(result, chooser.decisions, chooser.path)
            lines.append(line)
            if signature is not None:
                line.signature = signature(result)
                distinct.add(line.signature)
                if len(distinct) > max_outcomes:
                    raise TooManyOutcomes(_explosion_message(f"more than {max_outcomes} distinct outcomes", questions))
            done[path] = (line, left - work.left, chooser.checkpointed)
        if written is not None:
            _check_alike(written, done.get(path) if result is not None else None, path)
        prefix = _next(stack)
    unknown = [label for key, label in fixed_map.items() if key not in used]
    if unknown:
        hint = "; ".join(f"{q} → {' | '.join(o[:4])}" for q, o in list(questions.items())[:3])
        raise BadInput(
            f"choice {unknown[0]!r} matches no choice in this scenario"
            + (f" (choices here: {hint})" if hint else " (it has no choices to make)"),
            field="choices",
        )
    lines.sort(key=lambda line: line.path)
    return lines


def _next(stack: list[tuple[tuple[int, ...], int, int, int]]) -> list[int] | None:
    """The choices of the next line to play (the deepest, lowest alternative waiting), or None when none waits."""
    if not stack:
        return None
    path, depth, alt, width = stack.pop()
    if alt + 1 < width:
        stack.append((path, depth, alt + 1, width))
    return [*path[:depth], alt]


def _alike_line(
    prefix: list[int], alike: dict[tuple[int, ...], Alike], done: dict[tuple[int, ...], tuple[Line[T], int, int]]
) -> tuple[Line[T], int] | None:
    """The line `prefix` leads to, written down, and the work playing it would spend: when its last choice is an
    option of an alike choice point (resolver/alike.py) whose first alike option's line made no choice after it
    and met no checkpoint after it (this line would then be merged into that one and dropped). None otherwise."""
    *before, alt = prefix
    point = alike.get(tuple(before))
    if point is None or point.reps[alt] == alt:
        return None
    found = done.get((*before, point.reps[alt]))
    if found is None:  # dropped, or it made more choices
        return None
    first, spent, checkpointed = found
    if checkpointed > len(before):
        return None
    decisions = list(first.decisions)
    decisions[point.decision] = Decision(point.question, point.player, point.options[alt], len(point.options))
    return Line(first.result, decisions, list(prefix), first.signature), spent


def _check_alike(written: tuple[Line[T], int], played: tuple[Line[T], int, int] | None, path: tuple[int, ...]) -> None:
    """CHECK_ALIKE: the line played is the one that would have been written down, and it spent the same work."""
    line, spent = written
    if played is None:
        raise AssertionError(f"the alike line {list(path)} was not played to its end")
    got, got_spent, _ = played
    if (got.path, got.decisions, got.signature, got_spent) != (line.path, line.decisions, line.signature, spent):
        raise AssertionError(f"the alike line {list(path)} is not the line it would be written down as")


def _explosion_message(what: str, questions: dict[str, list[str]]) -> str:
    parts = [f"{q} ({len(o)} options, e.g. {o[0]!r})" for q, o in list(questions.items())[:3]]
    if not parts:  # not one choice was reached: one event alone has too many orders of effects to walk
        return f"{what} to consider before the first choice: fewer effects can apply to one damage event at once"
    return f'{what} to consider: fix some choices with "choices" (labels as shown) — open choices include: ' + (
        "; ".join(parts)
    )
