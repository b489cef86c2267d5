"""Scoring, as pure functions: practice (no score), sprint (points by level, small capped bonuses for speed and
streaks) and exam (all-or-nothing per question, a pass mark).

An answer is right only when its letters are exactly the right ones: for a select-all question, every right
option and no wrong one (in every mode; sprint gives no partial credit either, so guessing "all of them"
never pays).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

MODES = ("practice", "sprint", "exam")
DEFAULT_MODE = "practice"
PASS_MARK = 70  # exam: the percentage of right answers that passes

LEVEL_POINTS = {1: 10, 2: 20, 3: 30}  # sprint: a right answer at that level
SPEED_BONUS = 5  # sprint: at most this much for answering at once, nothing at the end of the timer
STREAK_BONUS = 5  # sprint: +1 per right answer in a row before this one, at most this much


def is_right(picked: Iterable[str], correct: Iterable[str]) -> bool:
    """All-or-nothing: exactly the right letters (order and case don't matter)."""
    return {p.upper() for p in picked} == {c.upper() for c in correct}


def speed_bonus(elapsed: float, timer: float) -> int:
    """SPEED_BONUS for an answer at once, falling linearly to 0 at the end of the timer."""
    if timer <= 0:
        return 0
    left = max(0.0, min(1.0, 1.0 - elapsed / timer))
    return round(SPEED_BONUS * left)


def streak_bonus(streak: int) -> int:
    """+1 per right answer in a row before this one, capped."""
    return max(0, min(STREAK_BONUS, streak))


def points(mode: str, level: int, right: bool, elapsed: float = 0.0, timer: float = 30.0, streak: int = 0) -> int:
    """The points one answer earns: practice none; sprint by level plus the bonuses when right; exam 1 when
    right (the count of right answers, for the pass mark)."""
    if mode not in MODES:
        raise ValueError(f"unknown quiz mode {mode!r}: use {', '.join(MODES)}")
    if not right or mode == "practice":
        return 0
    if mode == "exam":
        return 1
    return LEVEL_POINTS.get(level, LEVEL_POINTS[1]) + speed_bonus(elapsed, timer) + streak_bonus(streak)


def streak_before(results: Iterable[bool]) -> int:
    """How many right answers in a row end `results` (a player's earlier answers in the session, in order)."""
    count = 0
    for right in results:
        count = count + 1 if right else 0
    return count


@dataclass(frozen=True)
class ExamResult:
    right: int
    asked: int
    percent: int
    passed: bool


def exam_result(right: int, asked: int, pass_mark: int = PASS_MARK) -> ExamResult:
    """The exam mark over every question asked (an unanswered question counts as wrong)."""
    percent = round(100 * right / asked) if asked else 0
    return ExamResult(right, asked, percent, asked > 0 and percent >= pass_mark)
