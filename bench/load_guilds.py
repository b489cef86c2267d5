"""One bot process of bench/load.py: simulated guilds' commands through the code a Discord command runs —
commands.channel.Handlers for /settings, /scenario add|show|undo|clear and /ruling, and
commands.quiz._sessions.QuizSessions for a quiz (start, answers by button, skip votes, reveal and the next
question, stop), called as bot/cogs/ call them, without Discord (no permissions, cooldowns, posting or timers).

Every write the handlers acknowledge (a success reply) is logged before the next command, one write(2) a line
so that it survives a SIGKILL: ["B", kind, …] before the command, ["A", kind, …] after its reply, and
["T", kind, seconds, refused] once it answered, ["E", what] for an error: all counted, even those of a process
killed later. Each added
step has its own author, which identifies it in the database (bench/load_check.py reads the log back).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import time
from collections import defaultdict
from pathlib import Path

KINDS = {  # command kind: weight (a quiz is 2 questions: its start, answers, skip votes, reveals or a stop)
    "settings": 6,
    "set ruleset": 4,
    "scenario add": 35,
    "scenario show": 22,
    "scenario undo": 8,
    "scenario clear": 2,
    "ruling": 3,
    "quiz": 20,
}
QUIZ_KINDS = ("quiz start", "quiz answer", "quiz skip", "quiz reveal", "quiz stop")
SHOWN = [k for k in KINDS if k != "quiz"] + list(QUIZ_KINDS)  # the kinds timed, in the order printed
UNAVAILABLE = "unavailable"  # the clear "the database is unreachable, try again" (per kind: "unavailable: KIND")
LOGGED = "logged"  # the start of a log record's first line in a process's log file
TASKS_PER_PROCESS = 16  # commands in flight at once in one process

STEPS = (  # each reads alone and, but for a rare ambiguity, with the others (tests/test_bench_load.py)
    "I control Grizzly Bears.",
    "Opponent controls Hill Giant.",
    "I control Samite Healer.",
    "Opponent controls Serra Angel.",
    "I'm at 12 life.",
    "I control Daunting Defender.",
    "Opponent casts Shock targeting me.",
    "I cast Lightning Bolt targeting opponent.",
    "Opponent casts Shock targeting Grizzly Bears.",
    "Opponent casts Pyroclasm.",
)
RULINGS = (
    "I control Grizzly Bears. Opponent casts Shock targeting it.",
    "I control Daunting Defender and Samite Healer. Opponent casts Pyroclasm.",
    "Opponent casts Lightning Bolt targeting my Grizzly Bears; I activate Samite Healer targeting it.",
)


def bundled_index():
    """The bundled cards only (fast to load; every step and ruling above uses them)."""
    from cardindex.cards import bundled_cards
    from cardindex.fuzzy import CardIndex

    return CardIndex(bundled_cards())


async def open_store(url: str):
    """The store, as a bot process (re)started while PostgreSQL restarts would open it: try again for a while."""
    from bot.storage import Storage, StorageError

    for attempt in range(100):
        try:
            return await Storage.open(url)
        except (StorageError, OSError):  # StorageUnavailable is one
            if attempt == 99:
                raise
            await asyncio.sleep(0.2)
    raise AssertionError("unreachable")


class Guilds:
    """The commands of a slice of the guilds (three channels each), as one bot process runs them."""

    def __init__(self, store, guilds: list[int], log_path: str, engine=None) -> None:
        from commands.channel import Handlers
        from commands.quiz._sessions import QuizSessions, generate

        self.handlers = Handlers(store, index=bundled_index(), engine=engine)
        self.sessions = QuizSessions(store, generate, time.time, self.handlers.default_ruleset)
        self.guilds = guilds
        self.log = os.open(log_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        self.rng = random.Random(os.getpid())
        self.counter = 0
        self.authors: dict[str, list[str]] = defaultdict(list)  # a channel's steps this process added, by author

    def note(self, *fields: object) -> None:
        """One write(2) per line: once written it survives a SIGKILL of this process."""
        os.write(self.log, (json.dumps(fields) + "\n").encode())

    async def timed(self, kind: str, call):
        """Run one command; its time counts under `kind` when it answered (a success or a one-line refusal)."""
        from commands.quiz._sessions import QuizRefused

        start = time.perf_counter()
        try:
            result = await call
        except QuizRefused:
            result = None
        except Exception as exc:
            exc.kind = kind  # type: ignore[attr-defined]  # which command met it, for the error counts
            raise
        refused = result is None or getattr(result, "error", False)  # QuizRefused, or an error reply: one line
        self.note("T", kind, round(time.perf_counter() - start, 5), refused)
        return result

    async def one(self, kind: str) -> None:
        from commands.workers import Caller

        rng, h = self.rng, self.handlers
        guild = rng.choice(self.guilds)
        channel = f"g{guild}c{rng.randrange(3)}"
        caller = Caller(user=rng.randrange(10_000), guild=guild)
        if kind == "settings":
            await self.timed(kind, h.settings(channel))
        elif kind == "set ruleset":
            await self.timed(kind, h.set_ruleset(channel, rng.choice(["mtg", "mtg-2008"])))
        elif kind == "scenario add":
            self.counter += 1
            author, text = f"{os.getpid()}-{self.counter}", rng.choice(STEPS)
            self.note("B", "add", channel, author, text)
            reply = await self.timed(kind, h.scenario_add(channel, text, author))
            if not reply.error:
                self.note("A", "add", channel, author, text)
                self.authors[channel].append(author)
        elif kind == "scenario show":
            await self.timed(kind, h.scenario_show(channel, caller))
        elif kind in ("scenario undo", "scenario clear"):  # mostly in a channel with steps (most have none)
            built = [c for c, authors in self.authors.items() if authors]
            await self.remove(kind, rng.choice(built) if built and rng.random() < 0.8 else channel)
        elif kind == "ruling":
            await self.timed(kind, h.ruling(channel, rng.choice(RULINGS), caller=caller))
        else:
            await self.quiz(channel, str(guild))

    async def remove(self, kind: str, channel: str) -> None:
        """/scenario undo or clear: by a moderator (anyone's steps) or by the author of a step added here."""
        mine = self.authors[channel]
        author = mine.pop(self.rng.randrange(len(mine))) if mine and self.rng.random() < 0.6 else None
        what = kind.split()[1]
        self.counter += 1
        op = f"{os.getpid()}-{self.counter}"
        self.note("B", what, channel, author, op)
        if what == "undo":
            reply = await self.timed(kind, self.handlers.scenario_undo(channel, author or "mod", author is None))
            removed = None if reply.error else reply.sections[0].lines[0]
        else:
            reply = await self.timed(kind, self.handlers.scenario_clear(channel, author or "mod", author is None))
            removed = None
        self.note("A", what, channel, op, removed)
        if author is None and what == "clear":
            self.authors[channel].clear()

    async def quiz(self, channel: str, guild: str) -> None:
        """A two-question quiz as the cog plays it: start (the first question posted), three players answer by
        button, skip votes until the question is skipped (revealed, the next one posted), answers, then the
        timer's reveal and the summary; one quiz in four is stopped after its first question instead."""
        from commands.quiz._sessions import Posted, QuizRefused

        s, rng = self.sessions, self.rng

        async def start() -> Posted:  # /quiz start: the channel's ruleset, the quiz, its first question posted
            ruleset = await self.handlers.ruleset_for(channel)
            posted = await s.start(channel, guild, "mod", questions=2, ruleset=ruleset, mode="sprint", timer=30)
            await s.set_message(posted.session["id"], 1, rng.randrange(10**17))  # the cog keeps the message's id
            return posted

        posted = await self.timed("quiz start", start())
        if posted is None:  # a quiz is running here (or one a restart cut short): a moderator stops it
            await self.timed("quiz stop", s.stop(channel))
            return
        session = posted.session["id"]
        for number in (1, 2):
            await self.answers(session, number)
            if number == 1 and rng.random() < 0.25:
                await self.timed("quiz stop", s.stop(channel))
                return
            if number == 1:  # skip votes until it is skipped (the cog's close_question: reveal, then go on)
                for user in ("u0", "u1", "u2"):
                    voted = await self.timed("quiz skip", s.skip(channel, user))
                    if voted is None or voted[0] >= voted[1]:
                        break
                reason = "skip"
            else:
                reason = "time"  # the cog's timer

            async def reveal(number: int = number, reason: str = reason) -> Posted | object | None:
                if await s.reveal(session, number, reason) is None:
                    raise QuizRefused("revealed already")
                nxt = await s.advance(session)
                if isinstance(nxt, Posted) and nxt.message_id is None:
                    await s.set_message(session, nxt.number, rng.randrange(10**17))
                return nxt

            if not isinstance(await self.timed("quiz reveal", reveal()), Posted):  # the summary, or stopped
                return

    async def answers(self, session: int, number: int) -> None:
        """Three players press a button: the cog looks the question up, then records the answer."""
        from commands.quiz._sessions import QuizRefused

        for user in ("u0", "u1", "u2"):

            async def press(user: str = user):
                posted = await self.sessions.posted(session, number)
                if posted is None:  # as the cog's on_button: stopped meanwhile, before this question was posted
                    raise QuizRefused("that quiz question no longer exists")
                right = "".join(sorted(posted.question.correct_letters()))
                wrong = [o.letter for o in posted.question.options if o.letter not in right] or [right]
                result = await self.sessions.answer(session, number, user, right if user == "u0" else wrong[0])
                self.note("A", "answer", session, number, user)
                return result

            await self.timed("quiz answer", press())


async def run(url: str, guilds: list[int], stop: Path, log_path: str) -> None:
    """Commands, TASKS_PER_PROCESS at once, until the file `stop` appears."""
    from bot.storage import UNREACHABLE, StorageUnavailable

    logging.basicConfig(  # what a bot process logs (asyncpg reconnecting after a restart) goes to a file
        filename=str(Path(log_path).with_suffix(f".{os.getpid()}.log")), format=f"{LOGGED} %(name)s: %(message)s"
    )
    store = await open_store(url)
    load = Guilds(store, guilds, log_path)
    print("ready", flush=True)
    names, weights = list(KINDS), list(KINDS.values())

    async def task() -> None:
        while not stop.exists():
            try:
                await load.one(load.rng.choices(names, weights)[0])
            except StorageUnavailable as exc:  # PostgreSQL restarting: what the shells show, in one line
                kind = getattr(exc, "kind", "?")
                load.note("E", f"{UNAVAILABLE}: {kind}" if str(exc) == UNREACHABLE else f"{kind}: {exc}")
                await asyncio.sleep(0.2)
            except Exception as exc:  # anything else is a problem the parent reports
                load.note("E", f"{getattr(exc, 'kind', '?')}: {type(exc).__name__}: {str(exc)[:80]}")
                await asyncio.sleep(0.2)

    await asyncio.gather(*(task() for _ in range(TASKS_PER_PROCESS)))
    await store.close()
