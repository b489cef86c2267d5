"""A quiz in a channel, as a state machine over the store (bot/storage.py holds every SQL statement).

    start ──> question 1 posted ──(answers, once each)──> revealed (time's up, skip vote, everyone answered, stop)
                      ^                                        │
                      └──────────── next question <────────────┘ … after the last one: closed, with a summary

Everything lives in the database (the session, each question's JSON with its template, seed, ruleset and
engine version, its message id, posted and revealed times, every answer, pick, skip vote and report), so a
restarted bot continues where it was: `due()` lists the questions whose time passed meanwhile. No Discord
objects here: the cog (bot/cogs/quiz/) and the console are shells over this. Time comes from `clock`
(seconds since the epoch), so tests never sleep.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from resolver.errors import RulekeeperError
from resolver.ruleset import ALL_RULESETS

from . import _scoring as scoring
from ._question import LETTERS, Question

MIN_QUESTIONS, MAX_QUESTIONS, DEFAULT_QUESTIONS = 1, 20, 5
MIN_TIMER, MAX_TIMER, DEFAULT_TIMER = 10, 120, 30
DEFAULT_SKIP_VOTES = 3  # a skip needs a majority of this session's players, or this many votes if fewer
REVEALS = ("timer", "early")  # early: as soon as everyone who has played this session answered
PERIODS = {"all": None, "week": 7 * 86400, "month": 30 * 86400}
UNPOSTED_AFTER = 60  # seconds: a quiz still without its first question by then was left half-started
ATTEMPTS = 5  # seeds tried for one question (one that gives none, or repeats an earlier question, is tried again)
REVIEW_MAX = 10

log = logging.getLogger("rulekeeper.quiz")


class QuestionSource(Protocol):
    """What makes questions: commands.quiz.generate_question, or a deterministic stand-in in tests."""

    def __call__(self, topic: str | None, level: int | None, ruleset: str, seed: int) -> Question: ...


def generate(topic: str | None, level: int | None, ruleset: str, seed: int) -> Question:
    """The production source: the engine's question generator (imported when first used)."""
    try:
        from commands.quiz import generate_question  # type: ignore[attr-defined]
    except ImportError:
        raise QuizRefused("the question generator isn't installed in this version") from None
    return generate_question(topic, level, ruleset, seed)


class QuizRefused(RulekeeperError):
    """A quiz action that can't be done now; the message is one line for the user."""

    exit_code = 2


def seed_for(session: int, number: int, attempt: int = 0) -> int:
    """The question's seed, from the session id and the question number (and the attempt): stable and recorded."""
    digest = hashlib.sha256(f"rk-quiz:{session}:{number}:{attempt}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFFFFFF


@dataclass
class QuizSettings:
    timer: int = DEFAULT_TIMER
    count: int = DEFAULT_QUESTIONS
    reveal: str = "timer"
    role_id: str | None = None
    topics: list[str] = field(default_factory=list)
    skip_votes: int = DEFAULT_SKIP_VOTES


@dataclass
class Posted:
    """A question as posted: what the shells show."""

    session: dict
    number: int
    question: Question
    posted_at: float
    deadline: float
    message_id: str | None = None
    revealed_at: float | None = None

    @property
    def total(self) -> int:
        return int(self.session["total"])


@dataclass
class Reveal:
    session: dict
    number: int
    question: Question
    reason: str  # time, skip, early, stopped
    counts: dict[str, int]  # letters as picked: "A" or, for select-all, "AC"
    option_counts: dict[str, int]  # how many picked each option
    answered: int
    right: list[str]  # users who got it right, fastest first
    points: dict[str, int]
    message_id: str | None = None


@dataclass
class Standing:
    user: str
    points: int
    right: int
    answered: int


@dataclass
class Summary:
    session: dict
    asked: int
    standings: list[Standing]
    reason: str  # done, stopped, error
    note: str = ""

    def exam(self, standing: Standing) -> scoring.ExamResult:
        return scoring.exam_result(standing.right, self.asked)


@dataclass
class AnswerResult:
    message: str  # the private confirmation
    picks: str = ""
    submitted: bool = False
    everyone_in: bool = False  # every player of the session has answered (reveal "early")


@dataclass
class TopicStats:
    topic: str
    answered: int
    right: int

    @property
    def percent(self) -> int:
        return round(100 * self.right / self.answered) if self.answered else 0


class QuizSessions:
    """The quizzes of every channel, over a store (bot.storage.Storage)."""

    def __init__(
        self,
        store: Any,
        source: QuestionSource = generate,
        clock: Callable[[], float] = time.time,
        ruleset: str = "mtg",
    ) -> None:
        self.store = store
        self.source = source
        self.clock = clock
        self.default_ruleset = ruleset

    # --- settings --------------------------------------------------------------------------------------

    async def settings(self, channel: str, guild: str | None) -> QuizSettings:
        """The channel's settings over the server's over the defaults."""
        out = QuizSettings()
        scopes = ([f"guild:{guild}"] if guild else []) + [f"channel:{channel}"]
        for scope in scopes:
            for key, value in (await self.store.quiz_settings(scope)).items():
                if value is None:
                    continue
                setattr(out, key, [t for t in value.split(",") if t] if key == "topics" else value)
        return out

    async def set_settings(self, scope: str, **values: Any) -> QuizSettings:
        """Change settings of "guild:<id>" or "channel:<id>" (values None are left as they are)."""
        values = {k: v for k, v in values.items() if v is not None}
        if "timer" in values and not MIN_TIMER <= values["timer"] <= MAX_TIMER:
            raise QuizRefused(f"the timer is {MIN_TIMER} to {MAX_TIMER} seconds")
        if "count" in values and not MIN_QUESTIONS <= values["count"] <= MAX_QUESTIONS:
            raise QuizRefused(f"a quiz has {MIN_QUESTIONS} to {MAX_QUESTIONS} questions")
        if "reveal" in values and values["reveal"] not in REVEALS:
            raise QuizRefused(f"reveal is one of {', '.join(REVEALS)}")
        if "skip_votes" in values and not 1 <= values["skip_votes"] <= 25:
            raise QuizRefused("skip votes are 1 to 25")
        if "topics" in values:
            topics = values["topics"]
            if isinstance(topics, str):
                topics = [t.strip().lower() for t in topics.replace(" ", ",").split(",")]
            values["topics"] = ",".join(t for t in topics if t and t not in ("all", "any"))
        if "role_id" in values:
            values["role_id"] = str(values["role_id"]) if values["role_id"] not in ("", "0", 0) else ""
        await self.store.quiz_set_settings(scope, values)
        kind, _, ident = scope.partition(":")
        return await self.settings(ident, None) if kind == "channel" else await self.settings("", ident)

    # --- a session ------------------------------------------------------------------------------------

    async def current(self, channel: str) -> dict | None:
        return await self.store.quiz_open_session(channel)

    async def start(
        self,
        channel: str,
        guild: str | None,
        user: str,
        *,
        topic: str | None = None,
        level: int | None = None,
        questions: int | None = None,
        ruleset: str | None = None,
        mode: str | None = None,
        timer: int | None = None,
    ) -> Posted:
        """Start a quiz in the channel and post its first question."""
        settings = await self.settings(channel, guild)
        mode = (mode or scoring.DEFAULT_MODE).lower()
        if mode not in scoring.MODES:
            raise QuizRefused(f"unknown mode {mode}: use {', '.join(scoring.MODES)}")
        total = questions if questions is not None else settings.count
        if not MIN_QUESTIONS <= total <= MAX_QUESTIONS:
            raise QuizRefused(f"a quiz has {MIN_QUESTIONS} to {MAX_QUESTIONS} questions")
        timer = timer if timer is not None else settings.timer
        if not MIN_TIMER <= timer <= MAX_TIMER:
            raise QuizRefused(f"the timer is {MIN_TIMER} to {MAX_TIMER} seconds")
        ruleset = ruleset or self.default_ruleset
        if ruleset not in ALL_RULESETS:
            raise QuizRefused(f"unknown ruleset {ruleset}: use {', '.join(ALL_RULESETS)}")
        if level is not None and level not in (1, 2, 3):
            raise QuizRefused("the level is 1, 2 or 3")
        topic = topic.strip().lower() if topic else None
        if topic and settings.topics and topic not in settings.topics:
            raise QuizRefused(f"this channel's quiz topics are {', '.join(settings.topics)}")
        fields = {"topic": topic, "level": level, "total": total, "ruleset": ruleset, "mode": mode, "timer": timer}
        fields |= {"skip_votes": settings.skip_votes, "reveal": settings.reveal}
        session_id = await self.store.quiz_start(channel, guild, user, self.clock(), **fields)
        if session_id is None and await self._close_unposted(channel):
            session_id = await self.store.quiz_start(channel, guild, user, self.clock(), **fields)
        if session_id is None:
            raise QuizRefused("a quiz is running in this channel already: /quiz stop ends it")
        session = await self.store.quiz_session(session_id)
        try:
            return await self._post(session, 1, settings.topics)
        except BaseException:  # no quiz is left open without a question
            await self.store.quiz_close(session_id, self.clock(), "error")
            raise

    async def _close_unposted(self, channel: str) -> bool:
        """The channel's open quiz, started over UNPOSTED_AFTER seconds ago and still without a first question (the
        database went away between starting it and posting the question, so closing it failed too): closed, so a
        new one can start. True when it closed one."""
        info = await self.store.quiz_open_session(channel)
        if info is None or self.clock() - float(info["started_at"]) < UNPOSTED_AFTER:
            return False
        if await self.store.quiz_question(info["id"], 1) is not None:
            return False
        return await self.store.quiz_close(info["id"], self.clock(), "error")

    async def _post(self, session: dict, number: int, topics: list[str]) -> Posted:
        asked = {Question.model_validate_json(q["question"]).id for q in await self._questions(session["id"])}
        question: Question | None = None
        refused = ""
        for attempt in range(ATTEMPTS):  # a seed whose template gives no question, or a repeat: the next seed
            seed = seed_for(session["id"], number, attempt)
            topic = session["topic"] or (topics[seed % len(topics)] if topics else None)
            try:
                found = await asyncio.to_thread(self.source, topic, session["level"], session["ruleset"], seed)
            except QuizRefused:
                raise
            except RulekeeperError as exc:  # QuizError: no template fits, or this seed's filling gave no question
                refused = str(exc).splitlines()[0] if str(exc) else "no question fits"
                continue
            question = found
            if found.id not in asked:
                break
        if question is None:
            raise QuizRefused(refused)
        _check(question)
        now = self.clock()
        deadline = now + int(session["timer"])
        await self.store.quiz_add_question(
            session["id"], number, question.model_dump(), question.model_dump_json(), now, deadline
        )
        return Posted(session, number, question, now, deadline)

    async def _questions(self, session: int) -> list[dict]:
        rows = []
        number = 1
        while (row := await self.store.quiz_question(session, number)) is not None:
            rows.append(row)
            number += 1
        return rows

    async def posted(self, session: int, number: int | None = None) -> Posted | None:
        """A question as it was posted (the latest when no number), from the database."""
        info = await self.store.quiz_session(session)
        row = await self.store.quiz_question(session, number) if info else None
        if row is None:
            return None
        question = Question.model_validate_json(row["question"])
        return Posted(
            info, row["number"], question, row["posted_at"], row["deadline"], row["message_id"], row["revealed_at"]
        )

    async def set_message(self, session: int, number: int, message_id: int | str) -> None:
        await self.store.quiz_set_message(session, number, str(message_id))

    async def _open_question(self, session: int, number: int) -> tuple[dict, dict]:
        info = await self.store.quiz_session(session)
        row = await self.store.quiz_question(session, number)
        if info is None or row is None:
            raise QuizRefused("that quiz question no longer exists")
        if info["closed_at"] is not None or row["revealed_at"] is not None:
            raise QuizRefused(f"question {number} is closed: its answer has been shown")
        if self.clock() > row["deadline"]:
            raise QuizRefused(f"time's up for question {number}")
        return info, row

    async def answer(self, session: int, number: int, user: str, letters: str) -> AnswerResult:
        """A single answer ("B"), or a whole select-all answer ("A C"): each user answers once per question."""
        info, row = await self._open_question(session, number)
        question = Question.model_validate_json(row["question"])
        picked = _letters(letters, question)
        if question.kind == "single" and len(picked) != 1:
            raise QuizRefused("pick one letter")
        return await self._record(info, row, question, user, picked)

    async def toggle(self, session: int, number: int, user: str, letter: str) -> AnswerResult:
        """Select-all: toggle one option among the user's picks (kept until Submit)."""
        _info, row = await self._open_question(session, number)
        question = Question.model_validate_json(row["question"])
        (letter,) = _letters(letter, question)
        picks = await self.store.quiz_toggle(session, number, user, letter)
        if picks is None:
            raise QuizRefused(f"you have answered question {number} already")
        shown = ", ".join(picks) if picks else "none"
        return AnswerResult(f"Your picks: {shown}. Press Submit when done (once only).", picks=picks)

    async def submit(self, session: int, number: int, user: str) -> AnswerResult:
        info, row = await self._open_question(session, number)
        question = Question.model_validate_json(row["question"])
        picks = await self.store.quiz_picks(session, number, user)
        if not picks:
            answered = await self.store.quiz_answers(session, number, user)
            if answered:
                raise QuizRefused(f"you have answered question {number} already")
            raise QuizRefused("pick at least one option before you submit")
        return await self._record(info, row, question, user, frozenset(picks))

    async def _record(
        self, info: dict, row: dict, question: Question, user: str, picked: frozenset[str]
    ) -> AnswerResult:
        now = self.clock()
        right = scoring.is_right(picked, question.correct_letters())
        earlier = [bool(a["is_right"]) for a in await self.store.quiz_answers(info["id"], user=user)]
        points = scoring.points(
            info["mode"],
            question.level,
            right,
            elapsed=now - row["posted_at"],
            timer=info["timer"],
            streak=scoring.streak_before(earlier),
        )
        letters = "".join(sorted(picked))
        status = await self.store.quiz_answer(info["id"], row["number"], user, letters, now, right, points)
        if status == "again":
            raise QuizRefused(f"you have answered question {row['number']} already")
        if status == "closed":
            raise QuizRefused(f"time's up for question {row['number']}")
        shown = ", ".join(letters)
        message = f"Your answer {shown} to question {row['number']} is in; the answer shows when time is up."
        if info["mode"] == "practice":
            message = f"Your answer {shown} to question {row['number']} is in."
        players = {a["user_id"] for a in await self.store.quiz_answers(info["id"])} | {info["started_by"]}
        answered = {a["user_id"] for a in await self.store.quiz_answers(info["id"], row["number"])}
        return AnswerResult(message, letters, True, everyone_in=players <= answered)

    async def skip(self, channel: str, user: str) -> tuple[int, int, Posted]:
        """A vote to skip the channel's current question: (votes, votes needed, the question). The question is
        skipped (revealed) when votes reach the number needed: a majority of those who answered in this
        session, or the channel's skip votes (3) when that is fewer; at least 1."""
        info = await self.current(channel)
        if info is None:
            raise QuizRefused("no quiz is running in this channel")
        posted = await self.posted(info["id"])
        if posted is None:
            raise QuizRefused("no question is open")
        votes = await self.store.quiz_skip_vote(info["id"], posted.number, user, self.clock())
        if votes is None:
            raise QuizRefused(f"question {posted.number} is closed already")
        players = {a["user_id"] for a in await self.store.quiz_answers(info["id"])}
        needed = max(1, min(int(info["skip_votes"]), len(players) // 2 + 1))
        return votes, needed, posted

    async def reveal(self, session: int, number: int, reason: str) -> Reveal | None:
        """Close the question and say how it went; None when it was revealed already (by another path)."""
        if not await self.store.quiz_reveal(session, number, self.clock(), reason):
            return None
        return await self.revealed(session, number, reason)

    async def revealed(self, session: int, number: int, reason: str = "time") -> Reveal | None:
        posted = await self.posted(session, number)
        if posted is None:
            return None
        answers = await self.store.quiz_answers(session, number)
        counts = Counter(a["letters"] for a in answers)
        option_counts = {o.letter: sum(o.letter in a["letters"] for a in answers) for o in posted.question.options}
        right = [a["user_id"] for a in sorted(answers, key=lambda a: a["answered_at"]) if a["is_right"]]
        return Reveal(
            posted.session,
            number,
            posted.question,
            reason,
            dict(counts),
            option_counts,
            len(answers),
            right,
            {a["user_id"]: a["points"] for a in answers},
            posted.message_id,
        )

    async def advance(self, session: int) -> Posted | Summary | None:
        """After a reveal: the next question, or the summary when the last one was asked (the session closes);
        None when the session was closed meanwhile (stopped: its summary was shown then)."""
        info = await self.store.quiz_session(session)
        if info is None:
            raise QuizRefused("that quiz no longer exists")
        latest = await self.store.quiz_question(session)
        if info["closed_at"] is not None:
            return None
        if latest is not None and latest["revealed_at"] is None:
            return await self.posted(session)  # still open: nothing to advance
        number = (latest["number"] if latest else 0) + 1
        if number > info["total"]:
            await self.store.quiz_close(session, self.clock(), "done")
            return await self.summary(session)
        settings = await self.settings(info["channel_id"], info["guild_id"])
        try:
            return await self._post(info, number, settings.topics)
        except Exception as exc:  # a question that can't be made ends the quiz, with the scores so far
            if not isinstance(exc, RulekeeperError):
                log.exception("quiz %s: question %s could not be made", session, number)
            await self.store.quiz_close(session, self.clock(), "error")
            summary = await self.summary(session)
            why = str(exc).splitlines()[0] if isinstance(exc, RulekeeperError) and str(exc) else "an internal error"
            summary.note = f"The quiz ended early: {why}."
            return summary

    async def abandon(self, session: int) -> None:
        """End a quiz that can't go on (its channel can't be posted to)."""
        await self.store.quiz_close(session, self.clock(), "error")

    async def stop(self, channel: str) -> tuple[Reveal | None, Summary]:
        """End the channel's quiz now: the open question is revealed, then the summary."""
        info = await self.current(channel)
        if info is None:
            raise QuizRefused("no quiz is running in this channel")
        latest = await self.store.quiz_question(info["id"])
        reveal = await self.reveal(info["id"], latest["number"], "stopped") if latest else None
        await self.store.quiz_close(info["id"], self.clock(), "stopped")
        return reveal, await self.summary(info["id"])

    async def summary(self, session: int) -> Summary:
        info = await self.store.quiz_session(session)
        asked = len(await self._questions(session))
        totals: dict[str, Standing] = {}
        for a in await self.store.quiz_answers(session):
            s = totals.setdefault(a["user_id"], Standing(a["user_id"], 0, 0, 0))
            s.points += a["points"]
            s.right += a["is_right"]
            s.answered += 1
        standings = sorted(totals.values(), key=lambda s: (-s.points, -s.right, s.user))
        return Summary(info, asked, standings, info["closed_reason"] or "open")

    async def due(self) -> list[tuple[int, int]]:
        """(session, question) of every open question whose time is up: revealed by the shell (at start after a
        restart, and by its timers); a session left without an open question is advanced too."""
        now = self.clock()
        out = []
        for info in await self.store.quiz_open_sessions():
            latest = await self.store.quiz_question(info["id"])
            if latest is not None and (latest["revealed_at"] is not None or latest["deadline"] <= now):
                out.append((info["id"], latest["number"]))
        return out

    async def open_questions(self) -> list[Posted]:
        """The open question of every open session (to resume their timers after a restart)."""
        out = []
        for info in await self.store.quiz_open_sessions():
            posted = await self.posted(info["id"])
            if posted is not None:
                out.append(posted)
        return out

    # --- after the game -------------------------------------------------------------------------------

    async def report(self, channel: str, user: str, number: int, text: str) -> int:
        """Report question `number` of the channel's current (or last) quiz; stored for moderators."""
        info = await self.current(channel) or await self.store.quiz_last_session(channel)
        if info is None:
            raise QuizRefused("no quiz has been played in this channel")
        if await self.store.quiz_question(info["id"], number) is None:
            raise QuizRefused(f"the quiz has no question {number}")
        return await self.store.quiz_report(info, number, user, text.strip() or "(no reason given)", self.clock())

    async def reports(self, channel: str, guild: str | None) -> list[dict]:
        """Reports on questions, newest first: the server's (the channel's outside a server)."""
        return await self.store.quiz_reports(None if guild else channel, guild)

    async def leaderboard(
        self, channel: str, guild: str | None, scope: str = "channel", period: str = "all", limit: int = 10
    ) -> list[Standing]:
        if period not in PERIODS:
            raise QuizRefused(f"the period is one of {', '.join(PERIODS)}")
        by_guild = scope == "server" and guild is not None
        resets = [f"guild:{guild}"] if guild else []
        if not by_guild:
            resets.append(f"channel:{channel}")
        since = await self.store.quiz_last_reset(resets)
        if PERIODS[period] is not None:
            since = max(since, self.clock() - PERIODS[period])
        rows = await self.store.quiz_leaderboard(
            None if by_guild else channel, guild if by_guild else None, since, limit
        )
        return [Standing(r["user_id"], int(r["points"]), int(r["right_answers"]), int(r["answered"])) for r in rows]

    async def reset_leaderboard(self, channel: str, guild: str | None, scope: str, by: str) -> None:
        key = f"guild:{guild}" if scope == "server" and guild else f"channel:{channel}"
        await self.store.quiz_reset(key, by, self.clock())

    async def me(self, user: str, channel: str, guild: str | None) -> list[TopicStats]:
        """The user's accuracy per topic (in the server, or the channel outside one)."""
        rows = await self.store.quiz_history(user, None if guild else channel, guild)
        stats: dict[str, TopicStats] = {}
        for r in rows:
            s = stats.setdefault(r["topic"], TopicStats(r["topic"], 0, 0))
            s.answered += 1
            s.right += r["is_right"]
        return sorted(stats.values(), key=lambda s: s.topic)

    async def review(self, user: str, channel: str, guild: str | None) -> list[tuple[Question, str]]:
        """The user's latest misses: (the question, the letters they picked), newest first."""
        rows = await self.store.quiz_history(
            user, None if guild else channel, guild, misses_only=True, limit=REVIEW_MAX
        )
        return [(Question.model_validate_json(r["question"]), r["letters"]) for r in rows]


def _letters(text: str, question: Question) -> frozenset[str]:
    letters = [c for c in text.upper() if c.isalpha()]
    valid = {o.letter for o in question.options}
    wrong = [c for c in letters if c not in valid]
    if not letters or wrong:
        raise QuizRefused(
            f"answer with {', '.join(sorted(valid))}" + (" (select all that apply)" * (question.kind == "multi"))
        )
    return frozenset(letters)


def _check(question: Question) -> None:
    """A question the shells can show: 2 to 5 options lettered A… in order, at least one right."""
    letters = [o.letter for o in question.options]
    if not 2 <= len(letters) <= len(LETTERS) or letters != list(LETTERS[: len(letters)]):
        raise QuizRefused(f"question {question.id} has options {letters}: expected A to E in order")
    if not question.correct_letters():
        raise QuizRefused(f"question {question.id} has no right option")
