"""How many engine commands one user, and one server, may have running (or waiting) at once."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ._limits import Refused


@dataclass(frozen=True)
class Caller:
    """Who asked: a user id and, in a server, its id (None in direct messages and the console)."""

    user: Any = None
    guild: Any = None


def _situations(n: int) -> str:
    return f"{n} situation" + ("" if n == 1 else "s")


class Quota:
    """At most `per_user` commands per user and `per_guild` per server at once; a slot is held from the
    moment a command is accepted until it is answered (or refused, or killed)."""

    def __init__(self, per_user: int = 2, per_guild: int = 4) -> None:
        self.per_user = per_user
        self.per_guild = per_guild
        self._users: Counter[Any] = Counter()
        self._guilds: Counter[Any] = Counter()
        self._lock = threading.Lock()

    def running(self, caller: Caller) -> tuple[int, int]:
        """How many commands the caller's user and server have now."""
        with self._lock:
            return self._users[caller.user], self._guilds[caller.guild] if caller.guild is not None else 0

    @contextmanager
    def hold(self, caller: Caller | None) -> Iterator[None]:
        """A slot for the caller's user and server for the duration, or Refused with one line."""
        if caller is None:  # internal work (benchmarks, the command line): not counted
            yield
            return
        user, guild = caller.user, caller.guild
        with self._lock:
            if user is not None and self._users[user] >= self.per_user:
                raise Refused(f"you already have {_situations(self.per_user)} being answered; wait for one to finish")
            if guild is not None and self._guilds[guild] >= self.per_guild:
                raise Refused(
                    f"this server already has {_situations(self.per_guild)} being answered; wait for one to finish"
                )
            if user is not None:
                self._users[user] += 1
            if guild is not None:
                self._guilds[guild] += 1
        try:
            yield
        finally:
            with self._lock:
                for counter, key in ((self._users, user), (self._guilds, guild)):
                    if key is not None:
                        counter[key] -= 1
                        if counter[key] <= 0:
                            del counter[key]
