"""The child side: the worker loop, the fork server ("zygote") that starts workers, and the wire format.

    python -c "from commands.workers._worker import main; main()" FD

starts a zygote on the socket FD: a fresh interpreter (never a fork of the multi-threaded bot) that loads
the card index and rules once, says it is ready, then forks one single-threaded worker per request, so a
replacement is ready in milliseconds. When the parent closes the socket (or dies), the zygote kills and
reaps its workers and exits.

Wire format, both ways: an 8-byte big-endian length, then a pickle. To a worker: (job id, job, limits).
From a worker: (job id, status, payload), status "ready" (payload: its pid), "ok" (the result), "error"
(the job's exception, with the worker's traceback as a note), "cpu" or "memory" (past a bound: the worker
exits after saying so).
"""

from __future__ import annotations

import contextlib
import os
import pickle
import signal
import socket
import struct
import sys
import traceback
from typing import Any

from ._jobs import Context, load_context
from ._limits import CpuExceeded, Limits, Refused, arm, disarm, install_handlers, too_large

HEADER = struct.Struct("!Q")
MAX_ANSWER = 16 * 1024 * 1024  # a pickled answer larger than this is refused (it would never fit Discord)


def frame(message: Any) -> bytes:
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    return HEADER.pack(len(data)) + data


def _recv_exactly(sock: socket.socket, n: int) -> bytes | None:
    buf = bytearray(n)
    view, got = memoryview(buf), 0
    while got < n:
        k = sock.recv_into(view[got:])
        if k == 0:
            return None
        got += k
    return bytes(buf)


def recv_frame(sock: socket.socket) -> Any:
    """The next message, or None when the other end is closed."""
    header = _recv_exactly(sock, HEADER.size)
    if header is None:
        return None
    data = _recv_exactly(sock, HEADER.unpack(header)[0])
    return None if data is None else pickle.loads(data)


def execute(job: Any, context: Context, limits: Limits, final: bool = False) -> tuple[str, Any]:
    """Run one job under the bounds: ("ok", result), ("error", exception), ("cpu" | "memory", None)."""
    try:
        arm(limits, final)
        try:
            return "ok", job.run(context)
        finally:
            disarm()
    except CpuExceeded:
        return "cpu", None
    except MemoryError:
        return "memory", None
    except Exception as exc:
        exc.add_note("in the engine worker:\n" + "".join(traceback.format_exception(exc)).rstrip())
        return "error", exc


def answer_frame(job_id: int, status: str, payload: Any) -> tuple[str, bytes]:
    """The answer as bytes: an exception that doesn't pickle travels as a RuntimeError with its text, and an
    answer too large to send (or to pickle in the memory left) is refused as too large."""
    try:
        data = frame((job_id, status, payload))
    except MemoryError:
        status, data = "memory", frame((job_id, "memory", None))
    except Exception:
        if status != "error":
            raise
        error = RuntimeError(f"{type(payload).__name__}: {payload}")
        for note in getattr(payload, "__notes__", []):
            error.add_note(note)
        data = frame((job_id, status, error))
    if len(data) > MAX_ANSWER + HEADER.size:
        status, data = "memory", frame((job_id, "memory", None))
    return status, data


def outcome(status: str, payload: Any, limits: Limits) -> Any:
    """What the caller gets for an answer: the result, or the exception raised (Refused past a bound)."""
    if status == "ok":
        return payload
    if status in ("cpu", "memory"):
        raise Refused(too_large(limits, status))
    if isinstance(payload, BaseException):
        raise payload
    raise RuntimeError(f"unexpected answer from an engine worker: {status!r}")


def serve(sock: socket.socket, context: Context) -> None:
    """A worker: answer jobs until the parent closes the socket, or until a job goes past a bound."""
    install_handlers()
    sock.sendall(frame((0, "ready", os.getpid())))
    while True:
        message = recv_frame(sock)
        if message is None:
            return
        job_id, job, limits = message
        status, payload = execute(job, context, limits)
        status, data = answer_frame(job_id, status, payload)
        del message, job, payload  # nothing of the last job stays referenced while waiting for the next
        sock.sendall(data)
        if status in ("cpu", "memory"):
            return  # the memory it used may not be given back: a fresh worker replaces this one


def zygote(control: socket.socket) -> None:
    """Load once, then fork a worker for each request (a socket passed with SCM_RIGHTS); answer its pid."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    context = load_context()
    children: set[int] = set()

    def reap(*_: Any) -> None:
        while True:
            try:
                pid, _status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            children.discard(pid)

    signal.signal(signal.SIGCHLD, reap)
    control.sendall(b"R")
    while True:
        try:
            message, fds, _flags, _addr = socket.recv_fds(control, 1, 1)
        except OSError:
            break
        if not message:
            break
        if not fds:
            continue
        pid = os.fork()
        if pid == 0:  # the worker
            code = 0
            try:
                signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                control.close()
                serve(socket.socket(fileno=fds[0]), context)
            except BaseException:
                code = 1
            finally:
                os._exit(code)
        os.close(fds[0])
        children.add(pid)
        try:
            control.sendall(struct.pack("!q", pid))
        except OSError:
            break
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    for pid in list(children):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    while True:
        try:
            os.waitpid(-1, 0)
        except ChildProcessError:
            break


def main() -> None:
    zygote(socket.socket(fileno=int(sys.argv[1])))
