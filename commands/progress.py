"""A progress line on standard error for long imports (`cards import`, `rules import`), only when standard
error is a terminal: a bar when the total is known (bytes of a local file), else a count; nothing in pipes."""

from __future__ import annotations

import sys
import time
from typing import TextIO

WIDTH = 30


class Progress:
    """`tick(done)` redraws at most every `every` seconds; `stage(text)` shows a step; `close()` clears it."""

    def __init__(
        self, what: str, total: int | None = None, stream: TextIO | None = None, every: float = 0.1, force: bool = False
    ) -> None:
        self.stream = stream or sys.stderr
        self.on = force or self.stream.isatty()
        self.what, self.total, self.every = what, total, every
        self.count, self.last, self.start = 0, 0.0, time.monotonic()
        self.shown = False

    def tick(self, done: int, count: int | None = None) -> None:
        """`done` of `total` (bytes read), `count` of what (cards) so far."""
        if count is not None:
            self.count = count
        now = time.monotonic()
        if not self.on or now - self.last < self.every:
            return
        self.last = now
        seconds = f"{now - self.start:.0f} s"
        if self.total:
            share = min(1.0, done / self.total)
            bar = "#" * int(share * WIDTH)
            self._show(f"{self.what} [{bar:<{WIDTH}}] {share:4.0%} {self.count:,} · {seconds}")
        else:
            self._show(f"{self.what}: {self.count or done:,} · {seconds}")

    def stage(self, text: str) -> None:
        if self.on:
            self._show(f"{self.what}: {text}")

    def _show(self, text: str) -> None:
        self.stream.write("\r\x1b[K" + text)
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False
