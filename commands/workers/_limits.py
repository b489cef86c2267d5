"""The bounds of one engine job: what they are, how the child arms them, how the parent measures a worker.

The parent's watchdog is the precise bound (CPU time and RSS read from /proc every `poll` seconds, a
wall clock slightly above the CPU bound); the child's rlimits are the backstop when the parent is slow to
look: RLIMIT_CPU's soft limit raises SIGXCPU (turned into `CpuExceeded`) at most a second after the bound,
and RLIMIT_AS turns an allocation far past the memory bound into a MemoryError. Either way the user gets
one line (`too_large`), and the worker exits and is replaced.
"""

from __future__ import annotations

import math
import os
import signal
import time
from dataclasses import dataclass

from ..reply import JSON_CHOICES

try:
    import resource
except ImportError:  # pragma: no cover - not on Linux/macOS: the parent's wall clock still bounds a job
    resource = None  # type: ignore[assignment]

PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
ADVICE = f"describe fewer permanents or effects at once, {JSON_CHOICES}"


@dataclass(frozen=True)
class Limits:
    """Per job: `cpu_seconds` of CPU (wall clock: that plus `wall_slack`), `memory_mb` of resident memory
    for the whole worker. A job past `light_cpu_seconds` is heavy: at most (workers - 1) run at once."""

    cpu_seconds: float = 2.0
    memory_mb: int = 250
    light_cpu_seconds: float = 0.3
    wall_slack: float = 0.5
    poll: float = 0.025  # the watchdog's period

    @property
    def memory_bytes(self) -> int:
        return self.memory_mb * 1024 * 1024

    @property
    def wall_seconds(self) -> float:
        return self.cpu_seconds + self.wall_slack

    @classmethod
    def from_env(cls) -> Limits:
        """ENGINE_CPU_SECONDS and ENGINE_MEMORY_MB from the environment (the command line's bound)."""
        base = cls()
        try:
            cpu = float(os.environ.get("ENGINE_CPU_SECONDS") or base.cpu_seconds)
            memory = int(os.environ.get("ENGINE_MEMORY_MB") or base.memory_mb)
        except ValueError:
            return base
        return cls(cpu_seconds=cpu if cpu > 0 else base.cpu_seconds, memory_mb=memory if memory > 0 else base.memory_mb)


class Refused(Exception):
    """A command the engine won't run or finish: one line for the user (exit 2, like any bad input)."""

    exit_code = 2


class CpuExceeded(BaseException):
    """Raised in a worker by SIGXCPU (a BaseException so that no `except Exception` in a job swallows it)."""


def too_large(limits: Limits, what: str) -> str:
    bound = f"{limits.cpu_seconds:g} s of CPU" if what == "cpu" else f"{limits.memory_mb} MB of memory"
    return f"too large to answer within the limits ({bound}): {ADVICE}"


# --- measuring a process from outside (Linux /proc; None elsewhere) -----------------------------------


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a process, from /proc/<pid>/stat (10 ms resolution)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime (fields 14, 15 of stat)


def rss_bytes(pid: int) -> int | None:
    """Resident set size of a process, from /proc/<pid>/statm."""
    try:
        with open(f"/proc/{pid}/statm", "rb") as fh:
            return int(fh.read().split()[1]) * PAGE
    except (OSError, IndexError, ValueError):
        return None


def alive(pid: int) -> bool:
    """Does the process exist and isn't a zombie?"""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            return fh.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except (OSError, IndexError):
        return False


@dataclass
class Usage:
    """What a job has used so far, as the parent sees it."""

    cpu: float
    wall: float
    rss: int | None

    def verdict(self, limits: Limits, heavy: bool) -> str | None:
        """What is past: "memory" or "cpu" (a bound), "light" (the light budget of a job not yet heavy), or None.
        Without /proc the wall clock (less the slack) stands for the CPU time."""
        if self.rss is not None and self.rss > limits.memory_bytes:
            return "memory"
        if self.cpu > limits.cpu_seconds or self.wall > limits.wall_seconds:
            return "cpu"
        if not heavy and max(self.cpu, self.wall - limits.wall_slack) > limits.light_cpu_seconds:
            return "light"
        return None


class Meter:
    """Measures one job of a process from outside: CPU since the start, wall time, RSS."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.restart()

    def restart(self) -> None:
        self.started = time.monotonic()
        self.cpu0 = cpu_seconds(self.pid)

    def usage(self) -> Usage:
        wall = time.monotonic() - self.started
        now = cpu_seconds(self.pid)
        cpu = now - self.cpu0 if now is not None and self.cpu0 is not None else max(0.0, wall - 0.5)
        return Usage(cpu=cpu, wall=wall, rss=rss_bytes(self.pid))


# --- arming the bound inside the child ------------------------------------------------------------------


def _on_sigxcpu(signum: int, frame: object) -> None:
    raise CpuExceeded


def install_handlers() -> None:
    """In a worker: SIGXCPU raises CpuExceeded; Ctrl-C in a terminal is the parent's to handle."""
    signal.signal(signal.SIGXCPU, _on_sigxcpu)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _vsize() -> int | None:
    try:
        with open("/proc/self/statm", "rb") as fh:
            return int(fh.read().split()[0]) * PAGE
    except (OSError, IndexError, ValueError):
        return None


def arm(limits: Limits, final: bool = False) -> None:
    """Before a job, in the child: SIGXCPU at most a second past the CPU bound (soft RLIMIT_CPU, rounded up
    to whole seconds), and an address-space cap 16 MB above the memory bound. `final` (a process that
    runs one job, then exits) also sets the hard CPU limit: SIGKILL a second later if SIGXCPU is ignored."""
    if resource is None:
        return
    soft = math.ceil(_own_cpu() + limits.cpu_seconds)
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    if hard != resource.RLIM_INFINITY:  # a lower limit set from outside (ulimit -t) stays the limit
        soft = min(soft, hard)
    if final and (hard == resource.RLIM_INFINITY or soft + 1 < hard):
        hard = soft + 1
    resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))
    vsize, rss = _vsize(), rss_bytes(os.getpid())
    if vsize is not None and rss is not None:
        headroom = max(limits.memory_bytes - rss, 0) + 16 * 1024 * 1024  # the watchdog usually acts first
        _, hard_as = resource.getrlimit(resource.RLIMIT_AS)
        cap = vsize + headroom
        if hard_as == resource.RLIM_INFINITY or cap < hard_as:
            resource.setrlimit(resource.RLIMIT_AS, (cap, hard_as))


def disarm() -> None:
    """After a job: no CPU or address-space limit until the next one arms them again."""
    if resource is None:
        return
    for which in (resource.RLIMIT_CPU, resource.RLIMIT_AS):
        _, hard = resource.getrlimit(which)
        resource.setrlimit(which, (hard, hard))
