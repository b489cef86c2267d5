"""`rulekeeper console`: the Discord commands in a terminal, same handlers, same SQLite file (channel "console").

    rk> /ruling Opponent casts Lightning Bolt targeting my Grizzly Bears
    rk> /scenario add I control Grizzly Bears with a shield counter.
    rk> /rule 615.7
    rk> /quiz start topic:prevention questions:3 mode:sprint
    rk> A C                      (an answer: the letter, or every letter of a select-all question)
    rk> /quit

Options are written as Discord shows them: `/ruling ruleset:mtg-2008 …`, `/card ruleset:grand-archive …`.
"""

from __future__ import annotations

import os
import re
import sys
import time
import traceback
from collections.abc import Callable
from typing import Any, TextIO

from commands.channel import Handlers
from commands.quiz import _render as quiz_render
from commands.quiz._sessions import Posted, QuestionSource, QuizRefused, QuizSessions, Summary, generate
from commands.reply import Reply, error_reply
from commands.safe_text import neutral
from commands.workers import Caller

from .settings import load_settings
from .storage import Storage, StorageUnavailable

CHANNEL = "console"
USER = "console"  # the console is one user, with every right (Manage Messages, Manage Channels)
CALLER = Caller(user=USER)  # … and one user for the engine's per-user limit
PROMPT = "rk> "
OPTION = re.compile(
    r"^(ruleset|game|examples|private|topic|level|questions|mode|timer|period|where|reveal|topics|skip_votes|reset):(\S+)\s*",
    re.I,
)
# the options each command takes (the quiz's are its own): any other option name is refused, never ignored
COMMAND_OPTIONS = {
    "ruling": ("ruleset", "private"),  # private: the console has one user, so every answer is private
    "compare": ("private",),
    "rule": ("ruleset", "examples"),
    "rules": ("ruleset",),
    "card": ("ruleset",),
    "settings": ("ruleset",),
}
ANSWER = re.compile(r"^[A-E](?:[\s,]+[A-E])*$", re.I)  # "B", or "A C" for a select-all question


def _options(text: str) -> tuple[dict[str, str], str]:
    found: dict[str, str] = {}
    while m := OPTION.match(text):
        found[m.group(1).lower()] = m.group(2)
        text = text[m.end() :]
    return found, text.strip()


def _joined(replies: list[Reply]) -> Reply:
    """Several replies shown one after the other (a reveal, then the next question)."""
    if len(replies) == 1:
        return replies[0]
    return Reply("\n\n".join(r.to_text() for r in replies))


class ConsoleQuiz:
    """/quiz in the terminal: the same sessions as Discord (channel "console", one player), answered by typing
    the letter. The console is the only player, so each answer is followed by its reveal (the same text as in
    Discord), then the next question."""

    def __init__(
        self, store, source: QuestionSource = generate, clock: Callable[[], float] = time.time, ruleset: str = "mtg"
    ) -> None:
        self.sessions = QuizSessions(store, source, clock, ruleset)

    async def command(self, rest: str) -> Reply:
        sub, _, after = rest.strip().partition(" ")
        opts, text = _options(after)
        sub = sub.lower()
        try:
            if sub == "start":
                return await self._start(opts)
            if sub == "stop":
                reveal, summary = await self.sessions.stop(CHANNEL)
                return _joined(
                    [*([quiz_render.reveal_reply(reveal)] if reveal else []), quiz_render.summary_reply(summary)]
                )
            if sub == "skip":
                votes, needed, posted = await self.sessions.skip(CHANNEL, USER)
                if votes < needed:
                    return Reply(f"Skip vote {votes}/{needed} for question {posted.number}.")
                return await self._close(posted.session["id"], posted.number, "skip")
            if sub == "leaderboard":
                period, where = opts.get("period", "all").lower(), opts.get("where", "channel").lower()
                board = await self.sessions.leaderboard(CHANNEL, None, where, period)
                return quiz_render.leaderboard_reply(board, "the console", period)
            if sub == "me":
                return quiz_render.me_reply(await self.sessions.me(USER, CHANNEL, None))
            if sub == "review":
                return quiz_render.review_reply(await self.sessions.review(USER, CHANNEL, None))
            if sub == "report":
                number, _, reason = text.partition(" ")
                if not number.isdigit():
                    return error_reply("use /quiz report NUMBER [REASON]", 2)
                await self.sessions.report(CHANNEL, USER, int(number), reason)
                return Reply(f"Thanks: question {number} is reported to the moderators.")
            if sub == "settings":
                return await self._settings(opts)
        except QuizRefused as exc:
            return error_reply(str(exc), exc.exit_code)
        return error_reply("use /quiz start, stop, skip, leaderboard, me, review, report or settings", 2)

    async def _start(self, opts: dict[str, str]) -> Reply:
        numbers = {}
        for key in ("level", "questions", "timer"):
            if key in opts:
                if not opts[key].isdigit():
                    return error_reply(f"{key} is a number", 2)
                numbers[key] = int(opts[key])
        posted = await self.sessions.start(
            CHANNEL, None, USER, topic=opts.get("topic"), ruleset=opts.get("ruleset"), mode=opts.get("mode"), **numbers
        )
        return _joined([quiz_render.started_reply(posted), quiz_render.question_reply(posted)])

    async def _settings(self, opts: dict[str, str]) -> Reply:
        changes: dict = {}
        for key, target in (("timer", "timer"), ("questions", "count"), ("skip_votes", "skip_votes")):
            if key in opts:
                if not opts[key].isdigit():
                    return error_reply(f"{key} is a number", 2)
                changes[target] = int(opts[key])
        changes |= {k: opts[k] for k in ("reveal", "topics") if k in opts}
        if changes:
            await self.sessions.set_settings(f"channel:{CHANNEL}", **changes)
        if "reset" in opts:
            await self.sessions.reset_leaderboard(CHANNEL, None, "channel", USER)
        reports = await self.sessions.reports(CHANNEL, None)
        reply = quiz_render.settings_reply(await self.sessions.settings(CHANNEL, None), None, reports)
        reply.summary = "Saved." if changes or "reset" in opts else ""
        return reply

    async def answer(self, letters: str) -> Reply:
        """The console's answer to the open question, then its reveal and what comes next."""
        info = await self.sessions.current(CHANNEL)
        posted = await self.sessions.posted(info["id"]) if info else None
        if posted is None:
            return error_reply("no quiz is running: /quiz start", 2)
        try:
            result = await self.sessions.answer(posted.session["id"], posted.number, USER, letters)
        except QuizRefused as exc:
            if not str(exc).startswith("time's up"):
                return error_reply(str(exc), exc.exit_code)
            late = await self._close(posted.session["id"], posted.number, "time")
            return _joined([Reply(f"Too late: {exc}."), late])
        return _joined([Reply(result.message), await self._close(posted.session["id"], posted.number, "early")])

    async def _close(self, session: int, number: int, reason: str) -> Reply:
        out = []
        reveal = await self.sessions.reveal(session, number, reason)
        if reveal is not None:
            out.append(quiz_render.reveal_reply(reveal))
        nxt: Posted | Summary | None = await self.sessions.advance(session)
        if isinstance(nxt, Summary):
            out.append(quiz_render.summary_reply(nxt))
        elif nxt is not None:
            out.append(quiz_render.question_reply(nxt))
        return _joined(out or [Reply("The quiz has ended.")])


KNOWN = ("ruling", "compare", "scenario", "rule", "rules", "define", "card", "settings", "help")


async def dispatch(handlers: Handlers, line: str, quiz: ConsoleQuiz | None = None) -> Reply | None:
    """One console line -> the reply the same Discord command gives (None for an empty line). With a quiz, a
    line of letters ("B", "A C") answers its open question."""
    line = line.strip()
    if not line:
        return None
    if quiz is not None and ANSWER.match(line):
        return await quiz.answer(line)
    if line.startswith("/quiz") and line[5:6] in ("", " "):
        quiz = quiz or ConsoleQuiz(handlers.store, ruleset=handlers.default_ruleset)
        return await quiz.command(line[5:])
    if not line.startswith("/"):
        return error_reply(f"commands start with /: try /ruling {neutral(line[:40])}", 2)
    name, _, rest = line[1:].partition(" ")
    name = name.lower()
    if name == "rules":  # the options come after the subcommand: /rules search ruleset:mtg QUERY
        sub, _, query = rest.strip().partition(" ")
        opts, query = _options(query.strip())
        rest = f"{sub} {query}"
    else:
        opts, rest = _options(rest.strip())
    if name in KNOWN and (wrong := [k for k in opts if k not in COMMAND_OPTIONS.get(name, ())]):
        takes = " ".join(f"{k}:" for k in COMMAND_OPTIONS.get(name, ())) or "none"
        return error_reply(f"/{name} has no option {wrong[0]}: (its options: {takes})", 2)
    if name == "scenario":
        sub, _, text = rest.partition(" ")
        actions = {
            "add": lambda: handlers.scenario_add(CHANNEL, text, USER),
            "show": lambda: handlers.scenario_show(CHANNEL, CALLER),
            "resolve": lambda: handlers.scenario_resolve(CHANNEL, CALLER),
            "undo": lambda: handlers.scenario_undo(CHANNEL, USER, may_manage=True),
            "clear": lambda: handlers.scenario_clear(CHANNEL, USER, may_manage=True),
        }
        if sub.lower() not in actions:
            return error_reply("use /scenario add TEXT, show, resolve, undo or clear", 2)
        return await actions[sub.lower()]()
    if name == "rules":
        sub, _, query = rest.partition(" ")
        if sub.lower() != "search" or not query.strip():
            return error_reply("use /rules search QUERY", 2)
        return handlers.rules_search(query, opts.get("ruleset"))
    if name == "settings":
        return await (
            handlers.set_ruleset(CHANNEL, opts["ruleset"]) if "ruleset" in opts else handlers.settings(CHANNEL)
        )
    if name == "help":
        return handlers.help(rest or None)
    if name not in KNOWN:
        return error_reply(f"unknown command /{neutral(name)}: /help lists the commands", 2)
    if not rest:
        return error_reply(f"/{name} needs text: /help {name} shows how, with examples", 2)
    if name in ("ruling", "compare"):
        return await handlers.ruling(CHANNEL, rest, opts.get("ruleset"), compare=name == "compare", caller=CALLER)
    if name == "rule":
        return handlers.rule(rest, opts.get("ruleset"), opts.get("examples", "true").lower() != "false")
    if name == "define":
        return handlers.define(rest)
    return handlers.card(rest, opts.get("ruleset"))


async def run_console(
    database: str, default_ruleset: str = "mtg", stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout
) -> int:
    """Read commands until /quit or end of input; print each answer as text."""
    store = await Storage.open(database)
    engine = load_settings().engine()  # engine work in bounded worker processes, as in the bot
    try:
        await engine.start()
        handlers = Handlers(store, default_ruleset=default_ruleset, engine=engine)
        handlers.warm()
        print(
            f"Rulekeeper console (state in {store.path}, channel '{CHANNEL}'). /help for commands, /quit to leave.",
            file=stdout,
        )
        reader = terminal_reader(handlers, stdin, stdout)
        await console_loop(handlers, stdin, stdout, ConsoleQuiz(store, ruleset=default_ruleset), reader)
    finally:
        await engine.close()
        await store.close()
    return 0


def terminal_reader(handlers: Handlers, stdin: TextIO, stdout: TextIO) -> Any:
    """A prompt_toolkit reader (line editing, history, completions) when the console runs in a terminal;
    None otherwise (pipes, tests: plain lines)."""
    if not (stdin is sys.stdin and stdout is sys.stdout and stdin.isatty() and stdout.isatty()):
        return None
    try:
        from .terminal import Completions, TerminalReader

        return TerminalReader(Completions(handlers), PROMPT)
    except ImportError:  # prompt_toolkit missing: plain lines
        return None


async def console_loop(
    handlers: Handlers, stdin: TextIO, stdout: TextIO, quiz: ConsoleQuiz | None = None, reader: Any = None
) -> None:
    """Answer each line until /quit or end of input (Ctrl-D in a terminal). A command that fails in an
    unexpected way is answered with one line ("internal error …", as the command line does) and the next line
    is read as usual. `reader` (bot.terminal.TerminalReader) reads from a terminal; without it, plain lines."""
    quiz = quiz or ConsoleQuiz(handlers.store, ruleset=handlers.default_ruleset)
    interactive = stdin.isatty()
    while True:
        if reader is not None:
            line = await reader.read()  # "" after Ctrl-C: the line is cancelled
        else:
            if interactive:
                print(PROMPT, end="", file=stdout, flush=True)
            line = stdin.readline() or None
        if line is None or line.strip().lower() in ("/quit", "/exit"):
            break
        try:
            reply = await dispatch(handlers, line, quiz)
        except StorageUnavailable as exc:  # PostgreSQL down: one line, nothing written, the next line tries again
            print(f"error: {exc}", file=stdout)
            print(file=stdout, flush=True)
            continue
        except Exception as exc:  # never a traceback, and the console keeps answering; RULEKEEPER_DEBUG=1 shows it
            if os.environ.get("RULEKEEPER_DEBUG"):
                traceback.print_exc(file=sys.stderr)
            print(f"internal error: {type(exc).__name__}: {exc} (please report this)", file=stdout)
            print(file=stdout, flush=True)
            continue
        if reply is None:
            continue
        if reply.error:
            print(f"error: {reply.summary}", file=stdout)
        else:
            print(reply.to_text(), file=stdout)
        print(file=stdout, flush=True)
