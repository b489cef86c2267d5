"""Engine work (reading, resolving, rendering a situation) in bounded worker processes.

    pool = await EnginePool(workers=2).start()
    reply = await pool.run(Ask("Opponent casts Shock targeting me."), Caller(user=42, guild=7))
    await pool.close()

Each job gets at most `Limits.cpu_seconds` of CPU and `Limits.memory_mb` of memory; past either, its
worker is killed and replaced, and the caller gets Refused with one line. At most (workers - 1) jobs run
past the short light budget at once, so everyday commands keep answering while huge ones run. Quota limits
how many commands a user and a server may have at once. InProcessEngine runs the same jobs in a thread,
without bounds (tests); run_bounded runs one job in a forked child under the same bounds (the CLI).
"""

from ._bounded import run_bounded
from ._jobs import Answer, Ask, Context, Hog, Read, Resolve, Spin, load_context
from ._limits import Limits, Refused, too_large
from ._pool import Engine, EnginePool, Event, InProcessEngine
from ._quota import Caller, Quota

__all__ = [
    "Answer",
    "Ask",
    "Caller",
    "Context",
    "Engine",
    "EnginePool",
    "Event",
    "Hog",
    "InProcessEngine",
    "Limits",
    "Quota",
    "Read",
    "Refused",
    "Resolve",
    "Spin",
    "load_context",
    "run_bounded",
    "too_large",
]
