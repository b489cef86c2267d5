"""bench/load.py's checks: the database against what the bot processes acknowledged (bench/load_guilds.py's logs).

A step is identified by its author (each added step has its own). An acknowledged step must be in the database
unless a removal may have taken it: an undo or clear by its author, or a moderator's begun after the step was
(an acknowledged moderator's undo took the step with the text it answered; one never answered, killed or met
an error, may have taken any). A channel is served by one process slot, so its log lines are in one file, in
the order they were written.
"""

from __future__ import annotations

import asyncio
import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Removal:
    author: str | None  # None: a moderator's (anyone's steps)
    what: str  # undo, clear
    begun: int  # its "B" line's position in the file
    answered: int | None = None  # its "A" line's position: None when it never answered (killed, or an error)
    removed: str | None = None  # an acknowledged moderator's undo: the text it removed


@dataclass
class Log:
    began: dict[tuple[str, str], tuple[int, str]] = field(default_factory=dict)  # (channel, author): (line, text)
    acked: set[tuple[str, str]] = field(default_factory=set)
    removals: dict[str, list[Removal]] = field(default_factory=lambda: defaultdict(list))  # by channel
    answers: set[tuple[int, int, str]] = field(default_factory=set)  # acknowledged (session, number, user)


def read_logs(work: Path) -> Log:
    log = Log()
    for path in sorted(work.glob("log-*.jsonl")):
        open_removals: dict[str, Removal] = {}  # by the operation's id
        for position, line in enumerate(path.read_text().splitlines()):
            phase, kind, *fields = json.loads(line)
            if phase in ("T", "E"):  # a time, an error (bench/load.py counts them)
                continue
            channel, *rest = fields
            if kind == "answer":
                log.answers.add((channel, *rest))
            elif kind == "add":
                author, text = rest
                if phase == "B":
                    log.began[(channel, author)] = (position, text)
                else:
                    log.acked.add((channel, author))
            elif phase == "B":
                author, op = rest
                log.removals[channel].append(open_removals.setdefault(op, Removal(author, kind, position)))
            else:
                op, removed = rest
                removal = open_removals.pop(op)
                removal.answered, removal.removed = position, removed
    return log


def may_remove(removal: Removal, step_begun: int, text: str, author: str) -> bool:
    if removal.author is not None:
        return removal.author == author
    if removal.answered is None:  # never answered: it may have taken anything
        return True
    if removal.answered < step_begun:  # a moderator's, done before the step was begun
        return False
    return removal.what == "clear" or removal.removed == text  # an undo took the step with the text it answered


def check(url: str, work: Path, phantoms_too: bool = True) -> list[str]:
    """What the database holds against the processes' logs. While processes still run (a check after a kill),
    only losses are counted: a step being written may be in the database before its process logged it."""
    from bot.storage import Storage

    before = read_logs(work)  # what was acknowledged before the database is read

    async def read() -> tuple[set[tuple[str, str]], set[tuple[int, int, str]], int]:
        store = await Storage.open(url)
        try:
            steps = {(r["channel_id"], r["author"]) for r in await store.table_rows("scenario_steps")}
            answers = {(r["session_id"], r["number"], r["user_id"]) for r in await store.table_rows("quiz_answers")}
            doubles = await store._rows(
                "SELECT channel_id FROM quiz_sessions WHERE closed_at IS NULL GROUP BY channel_id HAVING COUNT(*) > 1"
            )
        finally:
            await store.close()
        return steps, answers, len(doubles)

    steps, answers, doubles = asyncio.run(read())
    after = read_logs(work)  # … and the removals begun by the time it was read (processes may still run)
    problems = []
    if phantoms_too and (phantoms := sorted(steps - after.began.keys())):
        problems.append(f"{len(phantoms)} steps no command wrote: {phantoms[:3]}")
    lost = []
    for channel, author in sorted(before.acked - steps):
        begun, text = before.began[(channel, author)]
        if not any(may_remove(r, begun, text, author) for r in after.removals[channel]):
            lost.append((channel, author, text))
    if lost:
        problems.append(f"{len(lost)} acknowledged steps lost: {lost[:3]}")
    if lost_answers := sorted(before.answers - answers):
        problems.append(f"{len(lost_answers)} acknowledged quiz answers lost: {lost_answers[:3]}")
    if doubles:
        problems.append(f"{doubles} channels with two open quizzes")
    return problems
