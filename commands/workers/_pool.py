"""Engines that run jobs: EnginePool (worker processes, bounded) and InProcessEngine (a thread, unbounded).

EnginePool keeps `workers` processes forked from a zygote (see _worker.py). Scheduling:

- Every job starts *light*. Waiting jobs are served smallest first, a job's place being its arrival time
  plus `SIZE_DELAY` seconds per unit of its static size (objects, actions, characters), so a big situation
  can't be overtaken forever.
- A job past `light_cpu_seconds` of CPU becomes *heavy* if fewer than (workers - 1) heavy jobs run;
  otherwise its worker is killed and the job waits, from scratch, for a heavy slot. So at least one worker
  only ever runs jobs for at most the light budget, and an everyday command never waits behind a huge one.
- The watchdog reads each busy worker's CPU time and RSS from /proc every `poll` seconds: past the CPU bound
  (or the wall clock slightly above it) or the memory bound, the worker gets SIGKILL and the caller one line
  (Refused); a replacement is forked at once. A worker left large by a job is replaced while idle.

Nothing here blocks the event loop: workers talk over non-blocking sockets, and starting the zygote or
asking it for a worker happens in a thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import logging
import os
import pickle
import signal
import socket
import struct
import subprocess
import sys
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ._jobs import Context
from ._limits import Limits, Meter, Refused, Usage, too_large
from ._quota import Caller, Quota
from ._worker import HEADER, outcome

log = logging.getLogger("rulekeeper.engine")

SIZE_DELAY = 0.02  # seconds of queue place per unit of a job's static size
RETIRE_AT = 0.6  # an idle worker above this share of the memory bound is replaced
SHUTTING_DOWN = "the bot is restarting: ask again in a minute"
BUSY = "too many large situations are being answered right now: try again in a minute"
UNAVAILABLE = "the engine can't start right now (it has been logged): try again later"
LOST = "the engine stopped while answering this (it has been logged): try again, or simplify the situation"
ZYGOTE_START_TIMEOUT = 120.0
ROOT = Path(__file__).resolve().parent.parent.parent


class Engine(Protocol):
    """Runs a job (commands.workers Read, Answer, Ask, Resolve: picklable, with run(context) and size()) for
    a caller; Refused with one line when the caller is over a limit or the job is over a bound."""

    async def run(self, job: Any, caller: Caller | None = None) -> Any: ...

    async def close(self) -> None: ...


class InProcessEngine:
    """Jobs in a thread of this process, without bounds: for unit tests and scripts. The per-user and
    per-server limits still apply."""

    def __init__(self, index: Any = None, *, quota: Quota | None = None) -> None:
        self.context = Context(source=index) if callable(index) else Context(index)
        self.quota = quota or Quota()

    async def run(self, job: Any, caller: Caller | None = None) -> Any:
        with self.quota.hold(caller):
            return await asyncio.to_thread(job.run, self.context)

    async def close(self) -> None:
        return None


@dataclass(frozen=True)
class Event:
    """Something the pool did to a worker: killed it past a bound ("cpu", "memory"), made its job wait for
    a heavy slot ("demoted"), replaced it while idle ("retired"), lost it ("lost"), or closed it."""

    kind: str
    pid: int
    started: float  # when its job started (time.monotonic), or when the event happened if idle
    at: float
    cpu: float = 0.0
    rss: int | None = None
    by: str = "watchdog"  # or "worker": its own backstop (SIGXCPU, MemoryError) answered first


@dataclass(eq=False)
class _Pending:
    job: Any
    future: asyncio.Future[Any]
    place: float
    seq: int
    heavy: bool = False  # known to need more than the light budget: waits for a heavy slot
    worker: _Worker | None = None


@dataclass(eq=False)
class _Worker:
    pid: int
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter
    since: float | None  # when the worker it replaces was lost (None: one of the first)
    meter: Meter = field(init=False)
    task: asyncio.Task[None] | None = None
    pending: _Pending | None = None
    heavy: bool = False
    ready: bool = False
    gone: bool = False
    job_id: int = 0
    lost_at: float | None = None

    def __post_init__(self) -> None:
        self.meter = Meter(self.pid)


class _Zygote:
    """The fork server process of one pool (see _worker.py)."""

    def __init__(self, proc: subprocess.Popen[bytes], control: socket.socket) -> None:
        self.proc = proc
        self.control = control
        self.lock = asyncio.Lock()

    @classmethod
    def start_blocking(cls) -> _Zygote:
        parent, child = socket.socketpair()
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
        try:
            proc = subprocess.Popen(
                [sys.executable, "-c", "from commands.workers._worker import main; main()", str(child.fileno())],
                pass_fds=(child.fileno(),),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                env=env,
                start_new_session=True,  # no Ctrl-C from the console's terminal
            )
        finally:
            child.close()
        parent.settimeout(ZYGOTE_START_TIMEOUT)
        try:
            ready = parent.recv(1)
        except OSError:
            ready = b""
        if ready != b"R":
            parent.close()
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            proc.wait()
            raise RuntimeError("the engine's fork server didn't start (see the log above)")
        parent.settimeout(30)
        return cls(proc, parent)

    def fork_blocking(self, sock: socket.socket) -> int:
        socket.send_fds(self.control, [b"F"], [sock.fileno()])
        data = b""
        while len(data) < 8:
            chunk = self.control.recv(8 - len(data))
            if not chunk:
                raise ConnectionError("the engine's fork server stopped")
            data += chunk
        return struct.unpack("!q", data)[0]

    async def fork(self, sock: socket.socket) -> int:
        async with self.lock:
            return await asyncio.to_thread(self.fork_blocking, sock)

    def close_blocking(self) -> None:
        """Closing the socket tells the zygote to kill and reap its workers, then exit."""
        self.control.close()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class EnginePool:
    """Worker processes for engine jobs, each job bounded in CPU time and memory (see the module doc)."""

    def __init__(
        self,
        workers: int | None = None,
        limits: Limits | None = None,
        quota: Quota | None = None,
        *,
        max_waiting_heavy: int = 16,
    ) -> None:
        self.size = max(2, workers or os.cpu_count() or 2)
        self.limits = limits or Limits()
        self.quota = quota or Quota()
        self.max_heavy = self.size - 1
        self.max_waiting_heavy = max_waiting_heavy
        self.events: deque[Event] = deque(maxlen=1000)
        self.respawn_times: deque[float] = deque(maxlen=1000)  # seconds from a worker's loss to its replacement
        self._workers: set[_Worker] = set()
        self._light: list[tuple[float, int, _Pending]] = []
        self._heavy: deque[_Pending] = deque()
        self._zygote: _Zygote | None = None
        self._seq = itertools.count()
        self._watchdog: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._readers: set[asyncio.Task[None]] = set()
        self._start_lock = asyncio.Lock()
        self._started = False
        self._closed = False

    # --- lifecycle -----------------------------------------------------------------------------------

    async def start(self) -> EnginePool:
        """Start the zygote and the workers (about a second: the zygote loads the card index once)."""
        async with self._start_lock:
            if self._started or self._closed:
                return self
            t0 = time.perf_counter()
            self._zygote = await asyncio.to_thread(_Zygote.start_blocking)
            for _ in range(self.size):
                await self._spawn(None)
            self._watchdog = asyncio.create_task(self._watch())
            self._started = True
            log.info("engine: %d workers ready in %.2f s (zygote %d)", self.size, time.perf_counter() - t0, self.pid)
        return self

    async def __aenter__(self) -> EnginePool:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        """Refuse what waits, kill the workers, stop the zygote (which reaps them): no process is left."""
        if self._closed:
            return
        self._closed = True
        if self._watchdog is not None:
            self._watchdog.cancel()
        for pending in [p for _, _, p in self._light] + list(self._heavy):
            _fail(pending, Refused(SHUTTING_DOWN))
        self._light.clear()
        self._heavy.clear()
        for worker in list(self._workers):
            self._kill(worker, "closed", None, Refused(SHUTTING_DOWN))
        for task in list(self._tasks):  # replacements being forked
            task.cancel()
        pending = [*self._readers, *self._tasks]
        if pending:
            await asyncio.wait(pending, timeout=2)
        if self._zygote is not None:
            async with self._zygote.lock:
                await asyncio.to_thread(self._zygote.close_blocking)
            self._zygote = None

    @property
    def pid(self) -> int | None:
        """The zygote's pid (the workers are its children)."""
        return self._zygote.proc.pid if self._zygote is not None else None

    def worker_pids(self) -> list[int]:
        return sorted(w.pid for w in self._workers if not w.gone)

    # --- running a job -------------------------------------------------------------------------------

    async def run(self, job: Any, caller: Caller | None = None) -> Any:
        """The job's result; Refused (one line) over a caller's limit or a job's bound; the job's own
        exception (with the worker's traceback as a note) if it raised one."""
        if self._closed:
            raise Refused(SHUTTING_DOWN)
        with self.quota.hold(caller):
            if not self._started:
                await self.start()
            loop = asyncio.get_running_loop()
            seq = next(self._seq)
            size = job.size() if hasattr(job, "size") else 1.0
            pending = _Pending(job, loop.create_future(), time.monotonic() + SIZE_DELAY * size, seq)
            heapq.heappush(self._light, (pending.place, seq, pending))
            self._schedule()
            try:
                return await pending.future
            except asyncio.CancelledError:
                self._abandon(pending)
                raise

    def _abandon(self, pending: _Pending) -> None:
        """The caller stopped waiting: drop the job, or stop its worker."""
        pending.future.cancel()
        worker = pending.worker
        if worker is not None and worker.pending is pending:
            self._kill(worker, "cancelled", None, None)

    # --- scheduling ----------------------------------------------------------------------------------

    def _heavy_running(self) -> int:
        return sum(1 for w in self._workers if w.pending is not None and w.heavy)

    def _next(self) -> tuple[_Pending, bool] | None:
        while self._heavy and self._heavy_running() < self.max_heavy:
            pending = self._heavy.popleft()
            if not pending.future.done():
                return pending, True
        while self._light:
            pending = heapq.heappop(self._light)[2]
            if not pending.future.done():
                return pending, False
        return None

    def _schedule(self) -> None:
        if self._closed:
            return
        for worker in sorted(self._workers, key=lambda w: w.pid):
            if worker.ready and not worker.gone and worker.pending is None:
                found = self._next()
                if found is None:
                    return
                self._send(worker, *found)

    def _send(self, worker: _Worker, pending: _Pending, heavy: bool) -> None:
        worker.job_id += 1
        worker.pending, worker.heavy, pending.worker = pending, heavy, worker
        try:
            data = pickle.dumps((worker.job_id, pending.job, self.limits), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # a job that doesn't pickle is a bug of the caller
            worker.pending = None
            _fail(pending, exc)
            return
        worker.meter.restart()
        worker.writer.write(HEADER.pack(len(data)) + data)

    # --- the watchdog ----------------------------------------------------------------------------------

    async def _watch(self) -> None:
        while True:
            await asyncio.sleep(self.limits.poll)
            try:
                self._check()
            except Exception:
                log.exception("engine watchdog")

    def _check(self) -> None:
        for worker in list(self._workers):
            if worker.pending is None or worker.gone:
                continue
            usage = worker.meter.usage()
            verdict = usage.verdict(self.limits, worker.heavy)
            if verdict == "light":
                if self._heavy_running() < self.max_heavy:
                    worker.heavy = True
                else:
                    self._demote(worker, usage)
            elif verdict is not None:
                self._kill(worker, verdict, usage, Refused(too_large(self.limits, verdict)))
        self._schedule()

    def _demote(self, worker: _Worker, usage: Usage) -> None:
        """Past the light budget with every heavy slot taken: stop it, and let it wait for a heavy slot."""
        pending = worker.pending
        self._kill(worker, "demoted", usage, None)
        if pending is None or pending.future.done():
            return
        if len(self._heavy) >= self.max_waiting_heavy:
            _fail(pending, Refused(BUSY))
            return
        pending.heavy, pending.worker = True, None
        self._heavy.append(pending)

    # --- workers coming and going --------------------------------------------------------------------

    def _kill(
        self, worker: _Worker, kind: str, usage: Usage | None, error: BaseException | None, by: str = "watchdog"
    ) -> None:
        """SIGKILL a worker (its replacement is forked when its socket closes) and answer its job with
        `error` (None: the caller decides what becomes of the job)."""
        if worker.gone:
            return
        worker.gone, worker.lost_at = True, time.monotonic()
        with contextlib.suppress(ProcessLookupError):
            os.kill(worker.pid, signal.SIGKILL)
        usage = usage or worker.meter.usage()
        started = worker.meter.started if worker.pending is not None else time.monotonic()
        self.events.append(Event(kind, worker.pid, started, time.monotonic(), usage.cpu, usage.rss, by))
        if kind not in ("closed", "demoted"):
            log.info(
                "engine: killed worker %d (%s) after %.2f s of CPU, %s MB",
                worker.pid,
                kind,
                usage.cpu,
                "?" if usage.rss is None else usage.rss // 2**20,
            )
        pending, worker.pending, worker.heavy = worker.pending, None, False
        if pending is not None and error is not None:
            _fail(pending, error)

    async def _spawn(self, since: float | None) -> None:
        """Fork a worker from the zygote (restarting the zygote if it is gone)."""
        parent, child = socket.socketpair()
        try:
            try:
                assert self._zygote is not None
                pid = await self._zygote.fork(child)
            except (OSError, AssertionError):
                if self._closed:
                    parent.close()
                    return
                log.warning("engine: the fork server stopped; starting another")
                old, self._zygote = self._zygote, None
                if old is not None:
                    await asyncio.to_thread(old.close_blocking)
                self._zygote = await asyncio.to_thread(_Zygote.start_blocking)
                pid = await self._zygote.fork(child)
        except BaseException:  # also cancelled by close(): the zygote reaps what it forked
            parent.close()
            raise
        finally:
            child.close()
        if self._closed:
            parent.close()
            return
        reader, writer = await asyncio.open_connection(sock=parent)
        worker = _Worker(pid, reader, writer, since)
        self._workers.add(worker)
        worker.task = asyncio.create_task(self._read(worker))
        self._readers.add(worker.task)
        worker.task.add_done_callback(self._readers.discard)

    def _replace(self, since: float) -> None:
        if self._closed:
            return
        task = asyncio.create_task(self._respawn(since))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _respawn(self, since: float) -> None:
        delay = 0.5
        while not self._closed:
            try:
                await self._spawn(since)
                return
            except Exception:
                log.exception("engine: can't start a worker; retrying in %.1f s", delay)
                if not any(not w.gone for w in self._workers):
                    for pending in [p for _, _, p in self._light] + list(self._heavy):
                        _fail(pending, Refused(UNAVAILABLE))
                    self._light.clear()
                    self._heavy.clear()
                await asyncio.sleep(delay)
                delay = min(delay * 2, 30.0)

    async def _read(self, worker: _Worker) -> None:
        try:
            while True:
                header = await worker.reader.readexactly(HEADER.size)
                data = await worker.reader.readexactly(HEADER.unpack(header)[0])
                if len(data) > 256 * 1024:  # a long answer is unpickled off the event loop
                    message = await asyncio.to_thread(pickle.loads, data)
                else:
                    message = pickle.loads(data)
                self._received(worker, *message)
        except (asyncio.IncompleteReadError, ConnectionError, OSError):
            pass
        except Exception:
            log.exception("engine: bad answer from worker %d", worker.pid)
        finally:
            self._lost(worker)

    def _received(self, worker: _Worker, job_id: int, status: str, payload: Any) -> None:
        if status == "ready":
            worker.ready = True
            if worker.since is not None:
                self.respawn_times.append(time.monotonic() - worker.since)
            self._schedule()
            return
        pending = worker.pending
        if pending is None or job_id != worker.job_id or worker.gone:
            return
        if status in ("cpu", "memory"):  # the worker's own backstop; it exits after saying so
            self._kill(worker, status, None, Refused(too_large(self.limits, status)), by="worker")
            return
        worker.pending, worker.heavy = None, False
        if not pending.future.done():
            try:
                pending.future.set_result(outcome(status, payload, self.limits))
            except BaseException as exc:
                pending.future.set_exception(exc)
        usage = worker.meter.usage()
        if usage.rss is not None and usage.rss > RETIRE_AT * self.limits.memory_bytes:
            self._kill(worker, "retired", usage, None)
        self._schedule()

    def _lost(self, worker: _Worker) -> None:
        """A worker's socket closed: killed by us, or died on its own. Fork its replacement."""
        self._workers.discard(worker)
        worker.writer.close()
        if not worker.gone:  # died by itself (a signal, the OOM killer), or said something unreadable
            worker.gone, worker.lost_at = True, time.monotonic()
            with contextlib.suppress(ProcessLookupError):
                os.kill(worker.pid, signal.SIGKILL)
            self.events.append(Event("lost", worker.pid, worker.meter.started, time.monotonic()))
            log.warning("engine: worker %d stopped unexpectedly", worker.pid)
            pending, worker.pending = worker.pending, None
            if pending is not None:
                _fail(pending, Refused(LOST))
        self._replace(worker.lost_at or time.monotonic())
        self._schedule()


def _fail(pending: _Pending, error: BaseException) -> None:
    if not pending.future.done():
        pending.future.set_exception(error)
