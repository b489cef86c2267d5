"""What a worker runs: the engine work of a command (parse, resolve, render) as small picklable jobs.

The same `job.run(context)` runs in a worker process (commands.workers.EnginePool), in a thread of the
caller (InProcessEngine, for tests) or in a forked child of the command line (run_bounded). `size()` is a
cheap static measure of the work, so that small jobs are served first.
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from resolver.errors import RulekeeperError
from resolver.ruleset import ALL_RULESETS, GAME_OF

from ..reply import Reply, error_reply
from ..situation import Reading


class Context:
    """What jobs need: the card index, given, or from `source()` (or load_index()) on first use."""

    def __init__(self, index: Any = None, source: Callable[[], Any] | None = None) -> None:
        self._index = index
        self._source = source
        self._lock = threading.Lock()

    @property
    def index(self) -> Any:
        if self._index is None:
            with self._lock:
                if self._index is None:
                    if self._source is not None:
                        self._index = self._source()
                    else:
                        from ..cardsource import load_index

                        self._index = load_index()
        return self._index


def load_context() -> Context:
    """A worker's context, loaded before any job: the card index with its lookup tables built, the rule
    books, and one small situation answered so that every module a job imports is imported."""
    from resolver.rulebook import RuleBook

    context = Context()
    index = context.index
    for game in sorted(set(GAME_OF.values())):
        index.lookup("warm up", game)
        index.complete("a", game)
    for ruleset in ALL_RULESETS:
        RuleBook.for_ruleset(ruleset)
    for compare in (False, True):
        Ask("I control Grizzly Bears. Opponent casts Shock targeting it.", "mtg", compare).run(context)
    freeze_loaded()
    return context


def freeze_loaded() -> None:
    """Put everything loaded so far (the card index above all) out of the garbage collector's reach: it lives as
    long as the process. A full collection walks every tracked object: over a large card pool that is 0.3 s or
    more, paid by whichever job's allocations happened to trigger it. Forked workers also keep these pages
    shared (a collection writes to every object it walks)."""
    gc.collect()
    gc.freeze()


def _text_size(text: str) -> float:
    return len(text) / 50  # 2 000 characters: about as much work as 40 objects


def _reading_size(reading: Reading) -> float:
    scenario = reading.scenario
    return sum(len(scenario.get(key) or []) for key in ("battlefield", "effects", "sources")) + 2 * len(
        scenario.get("actions") or []
    )


@dataclass(frozen=True)
class Read:
    """Read a situation: the Reading, or the one line saying why it doesn't read."""

    text: str
    ruleset: str

    def size(self) -> float:
        return 0.0  # reading is fast, and its problems are answered before anything else

    def run(self, context: Context) -> Reading | str:
        from ..ask import read_message

        if self.ruleset not in ALL_RULESETS:
            return f"unknown ruleset {self.ruleset!r} (choose {', '.join(ALL_RULESETS)})"
        try:
            return read_message(self.text, context.index, self.ruleset)
        except RulekeeperError as exc:
            return str(exc)


@dataclass(frozen=True)
class Answer:
    """Resolve (or compare) a situation already read, and render it."""

    reading: Reading
    compare: bool = False

    def size(self) -> float:
        return _reading_size(self.reading) * (len(ALL_RULESETS) if self.compare else 1)

    def run(self, context: Context) -> Reply:
        from ..ask import answer_reading

        return answer_reading(self.reading, self.compare, context.index)


@dataclass(frozen=True)
class Ask:
    """Read, resolve and render a situation in one go (`rulekeeper ask`, the console, /scenario resolve)."""

    text: str
    ruleset: str = "mtg"
    compare: bool = False

    def size(self) -> float:
        return _text_size(self.text) * (len(ALL_RULESETS) if self.compare else 1)

    def run(self, context: Context) -> Reply:
        from ..ask import ask_reply

        return ask_reply(self.text, self.ruleset, self.compare, context.index)


@dataclass(frozen=True)
class Resolve:
    """A scenario given as JSON text (`rulekeeper resolve`), resolved or compared under every ruleset."""

    text: str
    compare: bool = False

    def size(self) -> float:
        return _text_size(self.text)

    def run(self, context: Context) -> Reply:
        from ..resolve import load_json, resolve_text

        if not self.compare:
            return resolve_text(self.text)
        from ..compare import compare_reply

        try:
            data = load_json(self.text)
        except ValueError as exc:
            return error_reply(str(exc), 2)
        if not isinstance(data, dict):
            return error_reply("a scenario must be a JSON object", 2)
        return compare_reply(data)


# --- diagnostics: jobs that exceed the bounds on purpose (tests, bench/ask.py); no command sends them -----


@dataclass(frozen=True)
class Spin:
    """Burn CPU for `seconds` of CPU time (forever without), then answer "spun"."""

    seconds: float | None = None

    def size(self) -> float:
        return 1.0

    def run(self, context: Context) -> str:
        start = time.process_time()
        while self.seconds is None or time.process_time() - start < self.seconds:
            sum(range(1000))
        return "spun"


@dataclass(frozen=True)
class Hog:
    """Allocate (and touch) `mb` megabytes in `chunk_mb` pieces, `pause` seconds apart, then answer "fed"."""

    mb: int
    chunk_mb: int = 8
    pause: float = 0.0

    def size(self) -> float:
        return 1.0

    def run(self, context: Context) -> str:
        held = []
        for _ in range(max(1, self.mb // self.chunk_mb)):
            held.append(b"\1" * (self.chunk_mb * 1024 * 1024))
            if self.pause:
                time.sleep(self.pause)
        return "fed"


Job = Read | Answer | Ask | Resolve | Spin | Hog
