"""A throwaway PostgreSQL cluster for the tests: initdb into a temporary folder, the server listening on a unix
socket in that folder only (no TCP port, never the network), one fresh database per test, stopped and removed
at the end of the session.

The server binaries are looked for in $PG_BIN, then beside `pg_ctl` on the PATH, then in Debian's
/usr/lib/postgresql/<version>/bin (the `postgresql` package). PostgreSQL refuses to run as root: as root the
cluster runs as the `postgres` user (Debian's package creates it) or `nobody`.
"""

from __future__ import annotations

import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

NEEDED = ("initdb", "pg_ctl", "postgres", "createdb")
SUPERUSER = "rulekeeper"


def find_bin_dir() -> Path | None:
    candidates: list[Path] = []
    if os.environ.get("PG_BIN"):
        candidates.append(Path(os.environ["PG_BIN"]))
    on_path = shutil.which("pg_ctl")
    if on_path:
        candidates += [Path(on_path).parent, Path(on_path).resolve().parent]

    def version(p: Path) -> float:
        try:
            return float(p.parent.name)
        except ValueError:
            return 0.0

    candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=version, reverse=True)
    for folder in candidates:
        if all((folder / name).is_file() and os.access(folder / name, os.X_OK) for name in NEEDED):
            return folder
    return None


class Cluster:
    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="rk-pg-"))
        self.data = self.root / "data"
        self.user: str | None = None
        if os.geteuid() == 0:  # initdb and postgres refuse root
            for name in ("postgres", "nobody"):
                try:
                    entry = pwd.getpwnam(name)
                except KeyError:
                    continue
                self.user = name
                os.chown(self.root, entry.pw_uid, entry.pw_gid)
                break
        self._names = itertools.count(1)
        self.started = False

    def _run(self, *args: str, timeout: float = 120) -> None:
        result = subprocess.run(
            [str(a) for a in args],
            cwd=self.root,
            user=self.user,
            capture_output=True,
            text=True,
            timeout=timeout,
            env={**os.environ, "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"},
        )
        if result.returncode != 0:
            log = (self.root / "server.log").read_text(errors="replace") if (self.root / "server.log").exists() else ""
            raise RuntimeError(f"{args[0]} failed ({result.returncode}): {result.stderr.strip()}\n{log[-2000:]}")

    OPTIONS = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"

    def start(self) -> Cluster:
        self._run(self.bin / "initdb", "-D", self.data, "-U", SUPERUSER, "--auth=trust", "-E", "UTF8", "--no-sync")
        self.start_server()
        return self

    def start_server(self) -> None:
        options = f"-c listen_addresses='' -c unix_socket_directories='{self.root}' {self.OPTIONS}"
        self._run(self.bin / "pg_ctl", "-D", self.data, "-o", options, "-l", self.root / "server.log", "-w", "start")
        self.started = True

    def stop_server(self) -> None:
        """Stop the server (its connections drop); start_server() starts it again on the same data."""
        self._run(self.bin / "pg_ctl", "-D", self.data, "-m", "fast", "-w", "stop")
        self.started = False

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@/{database}?host={self.root}"

    def new_database(self) -> str:
        """A fresh empty database; its URL."""
        name = f"t{os.getpid()}_{next(self._names)}"
        self._run(self.bin / "createdb", "-h", self.root, "-U", SUPERUSER, name)
        return self.url(name)

    def stop(self) -> None:
        try:
            if self.started:
                self._run(self.bin / "pg_ctl", "-D", self.data, "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
