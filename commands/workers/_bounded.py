"""One job under the bounds in a forked child: `rulekeeper ask` and `rulekeeper resolve`.

The command line is single-threaded, so a plain fork is safe here. The child arms the same limits as a
pool worker (with a hard CPU limit too: it runs one job, then exits); the parent watches it the same way
and, past a bound, kills it and raises Refused: one line, exit 2, never a traceback.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import select
import signal
import time
from dataclasses import replace
from typing import Any

from ._jobs import Context
from ._limits import Limits, Meter, Refused, install_handlers, rss_bytes, too_large
from ._worker import HEADER, answer_frame, execute, outcome


def run_bounded(job: Any, limits: Limits | None = None, context: Context | None = None) -> Any:
    """The job's result, run in a child process within `limits` (default: ENGINE_CPU_SECONDS and
    ENGINE_MEMORY_MB from the environment, else 2 s and 250 MB). Raises Refused past a bound, and the
    job's own exception if it raised one. Without fork (not POSIX), the job runs here, unbounded."""
    limits = limits or Limits.from_env()
    context = context or Context()
    if not hasattr(os, "fork"):  # pragma: no cover
        return job.run(context)
    inherited = rss_bytes(os.getpid()) or 0
    if inherited > limits.memory_bytes // 2:  # a large caller (a test run holding a whole card pool): the
        # child starts with its pages, so the bound is what the job adds to them, not the process's total
        limits = replace(limits, memory_mb=limits.memory_mb + inherited // 2**20)
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: run, write the answer, exit without running the parent's cleanups
        code = 0
        try:
            os.close(read_end)
            install_handlers()
            status, data = answer_frame(0, *execute(job, context, limits, final=True))
            view = memoryview(data)
            while view:
                view = view[os.write(write_end, view) :]
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    os.close(write_end)
    meter, chunks, verdict, done = Meter(pid), [], None, False
    last = time.monotonic()
    try:
        while True:
            ready, _, _ = select.select([read_end], [], [], limits.poll)
            if ready:
                chunk = os.read(read_end, 1 << 20)
                if not chunk:
                    done = True
                    break
                chunks.append(chunk)
            if time.monotonic() - last >= limits.poll:
                last = time.monotonic()
                verdict = meter.usage().verdict(limits, heavy=True)
                if verdict is not None:
                    break
    finally:
        os.close(read_end)
        if not done:  # past a bound, or interrupted (Ctrl-C)
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
    if verdict is not None:
        raise Refused(too_large(limits, verdict))
    data = b"".join(chunks)
    if len(data) < HEADER.size:  # died without answering: the hard CPU limit, or the kernel's OOM killer
        if os.WIFSIGNALED(status) and os.WTERMSIG(status) in (signal.SIGXCPU, signal.SIGKILL):
            raise Refused(too_large(limits, "cpu" if os.WTERMSIG(status) == signal.SIGXCPU else "memory"))
        raise RuntimeError(f"the engine stopped unexpectedly (status {status})")
    _, answer_status, payload = pickle.loads(data[HEADER.size :])
    return outcome(answer_status, payload, limits)
