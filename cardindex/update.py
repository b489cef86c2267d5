"""`rulekeeper cards update`: the current card pool from Scryfall and the Grand Archive index.

Scryfall: GET https://api.scryfall.com/bulk-data (a list of bulk_data objects), take the one whose `type` is
"oracle_cards", and download its `download_uri` (a file on data.scryfall.io, one card object per Oracle ID).
Scryfall's etiquette (https://scryfall.com/docs/api): every request carries a User-Agent naming the application
and its version and an Accept header; bulk files change at most a few times a day and should be cached for at
least 24 hours (https://scryfall.com/docs/api/rate-limits). So a source is fetched at most once a day unless
forced, and the Scryfall file is not downloaded again when its bulk entry's `updated_at` hasn't changed.

Downloads stream into a temporary file in the data folder (a progress bar on a terminal); the cards are then
imported, compiled and stored by the ordinary import path (`import_cards`, `CardStore.save`, which swaps the
new index in only once it is complete). Any failure is one line (`UpdateError`) and leaves the stored cards as
they were.
"""

from __future__ import annotations

import http.client
import json
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, TextIO

from .importers import (
    CHUNK,
    FORMAT_NAMES,
    MAX_DOWNLOAD,
    MAX_PAGE,
    STORE_NAMES,
    CardImportError,
    CardStore,
    data_dir,
    import_cards,
)
from .models import Card

SCRYFALL_BULK_DATA = "https://api.scryfall.com/bulk-data"
GA_INDEX = "https://api.gatcg.com/cards/search"
ACCEPT = "application/json;q=0.9,*/*;q=0.8"
BULK_TYPE = "oracle_cards"
DAY = 24 * 3600.0
STATE_FILE = "card-update.json"
SCRYFALL_ASKS = "Scryfall asks that it be fetched at most once a day"
SOURCES = ("mtg", "grand-archive")
SOURCE_TITLES = {"mtg": "Scryfall oracle_cards", "grand-archive": "Grand Archive index"}


class UpdateError(Exception):
    """One line for the user: what failed, and that the stored cards were kept."""


def version() -> str:
    try:
        from importlib.metadata import version as dist_version

        return dist_version("rulekeeper")
    except Exception:  # not installed (a source checkout run in place)
        return "0.1.0"


def user_agent() -> str:
    return f"Rulekeeper/{version()} (Discord rules assistant; card pool update)"


# --- progress ---------------------------------------------------------------------------------------


class Progress:
    """A one-line progress bar on a terminal: bytes of Content-Length, or a count of bytes (or pages) when the
    total isn't known. Writes nothing when the stream isn't a terminal."""

    WIDTH = 30

    def __init__(self, label: str, stream: TextIO | None = None, tty: bool | None = None) -> None:
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.tty = tty if tty is not None else bool(getattr(self.stream, "isatty", lambda: False)())
        self.total: int | None = None
        self.done = 0
        self.pages = 0
        self._shown = 0.0
        self._dirty = False

    def start(self, total: int | None) -> None:
        """A new request: `total` bytes expected (None when unknown)."""
        self.total, self.done = total, 0
        self.pages += 1
        self._show(force=True)

    def advance(self, n: int) -> None:
        self.done += n
        self._show()

    def text(self) -> str:
        got = _size(self.done)
        page = f" page {self.pages}" if self.pages > 1 else ""
        if self.total:
            share = min(1.0, self.done / self.total)
            bar = "#" * int(share * self.WIDTH)
            return f"{self.label}{page} [{bar:<{self.WIDTH}}] {share:4.0%} {got} of {_size(self.total)}"
        return f"{self.label}{page} {got}"

    def _show(self, force: bool = False) -> None:
        if not self.tty:
            return
        now = time.monotonic()
        if force or now - self._shown >= 0.1:
            self._shown = now
            self.stream.write("\r" + self.text() + "\x1b[K")
            self.stream.flush()
            self._dirty = True

    def say(self, text: str) -> None:
        """A status in place of the bar (on a terminal only)."""
        if self.tty:
            self.stream.write("\r" + text + "\x1b[K")
            self.stream.flush()
            self._dirty = True

    def finish(self) -> None:
        """The request is complete: show its final state (100%)."""
        self._show(force=True)

    def close(self) -> None:
        if self.tty and self._dirty:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self._dirty = False


def _size(n: int) -> str:
    return f"{n / 1e6:.1f} MB" if n >= 100_000 else f"{n / 1e3:.0f} kB"


# --- HTTP -----------------------------------------------------------------------------------------


def get(
    url: str, out: IO[bytes], progress: Progress | None = None, limit: int = MAX_DOWNLOAD, timeout: float = 60
) -> int:
    """GET `url` into `out`, streamed (a chunk at a time), with Scryfall's required headers. Returns the bytes
    written. A network failure, an HTTP error status or a body cut short (fewer bytes than its Content-Length)
    is an UpdateError."""
    request = urllib.request.Request(url, headers={"User-Agent": user_agent(), "Accept": ACCEPT})
    copied = 0
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            length = response.headers.get("Content-Length")
            total = int(length) if length and length.isdigit() else None
            if progress:
                progress.start(total)
            while block := response.read(CHUNK):
                copied += len(block)
                if copied > limit:
                    raise UpdateError(f"{url} is larger than {limit >> 20} MB")
                out.write(block)
                if progress:
                    progress.advance(len(block))
            if progress:
                progress.finish()
    except urllib.error.HTTPError as exc:
        raise UpdateError(f"{url} answered HTTP {exc.code} {exc.reason}") from None
    except http.client.IncompleteRead as exc:
        raise UpdateError(f"the download of {url} stopped after {copied + len(exc.partial)} bytes") from None
    except (urllib.error.URLError, http.client.HTTPException, TimeoutError, OSError) as exc:
        raise UpdateError(f"could not download {url}: {getattr(exc, 'reason', None) or exc}") from None
    if total is not None and copied < total:
        raise UpdateError(f"the download of {url} stopped after {copied} of {total} bytes")
    return copied


def get_json(url: str) -> Any:
    with tempfile.TemporaryFile() as out:
        get(url, out, limit=MAX_PAGE)
        out.seek(0)
        try:
            return json.loads(out.read().decode("utf-8-sig"))
        except (UnicodeDecodeError, ValueError):
            raise UpdateError(f"{url} did not answer with JSON") from None


def oracle_cards_entry(bulk: Any, url: str = SCRYFALL_BULK_DATA) -> dict[str, Any]:
    """The `oracle_cards` bulk_data object of a GET /bulk-data answer ({"object": "list", "data": [...]})."""
    items = bulk.get("data") if isinstance(bulk, dict) else None
    if not isinstance(items, list):
        raise UpdateError(f"{url} did not answer with a list of bulk data files")
    for item in items:
        if isinstance(item, dict) and item.get("type") == BULK_TYPE:
            uri = item.get("download_uri")
            if not isinstance(uri, str) or not uri.startswith(("https://", "http://")):
                raise UpdateError(f"{url}: the {BULK_TYPE} entry has no download_uri")
            return item
    raise UpdateError(f"{url} lists no {BULK_TYPE} file")


# --- state ------------------------------------------------------------------------------------------


def state_path(root: Path | None = None) -> Path:
    return (root or data_dir()) / STATE_FILE


def load_state(root: Path | None = None) -> dict[str, dict[str, Any]]:
    """What was fetched when: {"mtg": {"checked_at", "downloaded_at", "updated_at"}, "grand-archive": {…}}."""
    try:
        state = json.loads(state_path(root).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in state.items() if isinstance(v, dict)} if isinstance(state, dict) else {}


def save_state(state: dict[str, Any], root: Path | None = None) -> None:
    path = state_path(root)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(state, indent=1, sort_keys=True), encoding="utf-8")
    tmp.replace(path)


def age(root: Path | None = None, source: str = "mtg", now: float | None = None) -> float | None:
    """Seconds since `source` was last fetched (or checked unchanged); None if never."""
    checked = load_state(root).get(source, {}).get("checked_at")
    if not isinstance(checked, int | float):
        return None
    return max(0.0, (time.time() if now is None else now) - checked)


def ago(seconds: float) -> str:
    if seconds < 60:
        return "less than a minute ago"
    if seconds < 3600:
        return f"{round(seconds / 60)} min ago"
    return f"{round(seconds / 3600)} h ago"


# --- the update ---------------------------------------------------------------------------------------


@dataclass
class UpdateResult:
    """What an update did: cards stored per source, sources skipped (fresh or unchanged) and why."""

    stored: dict[str, int] = field(default_factory=dict)
    paths: dict[str, str] = field(default_factory=dict)
    skipped: dict[str, str] = field(default_factory=dict)
    updated_at: str | None = None
    seconds: float = 0.0

    def line(self) -> str:
        """The one final line."""
        if not self.stored:
            return next(iter(self.skipped.values()), "nothing to update")
        parts = []
        if "mtg" in self.stored:
            when = f" (Scryfall's file of {self.updated_at[:16].replace('T', ' ')} UTC)" if self.updated_at else ""
            parts.append(f"{self.stored['mtg']} MTG cards{when}")
        if "grand-archive" in self.stored:
            parts.append(f"{self.stored['grand-archive']} Grand Archive cards")
        kept = [self.skipped[s] for s in SOURCES if s in self.skipped]
        return f"Updated the card pool: {' and '.join(parts)} in {self.seconds:.0f} s" + "".join(f"; {k}" for k in kept)


def fresh_message(source: str, seconds: float, how: str = "downloaded") -> str:
    if source == "mtg":
        return f"the card pool was {how} {ago(seconds)}; {SCRYFALL_ASKS} (use --force)"
    return f"the Grand Archive cards were {how} {ago(seconds)}; they are fetched once a day (use --force)"


def _compile(cards: list[Card]) -> None:
    from commands.cards import compile_abilities

    compile_abilities(cards)


def update_cards(
    *,
    force: bool = False,
    games: tuple[str, ...] = SOURCES,
    root: Path | None = None,
    store: CardStore | None = None,
    bulk_url: str | None = None,
    ga_url: str | None = None,
    progress: Callable[[str], Progress] | None = None,
    prepare: Callable[[list[Card]], None] = _compile,
    now: Callable[[], float] = time.time,
) -> UpdateResult:
    """Fetch what is older than a day (everything with `force`), import it and store it. Raises UpdateError
    (one line) on the first failure; whatever was stored before for that source is kept."""
    root = root or data_dir()
    store = store or CardStore(root)
    bulk_url, ga_url = bulk_url or SCRYFALL_BULK_DATA, ga_url or GA_INDEX
    make_progress = progress or Progress
    start = time.perf_counter()
    result = UpdateResult()
    state = load_state(root)
    for source in games:
        entry = state.get(source, {})
        checked = entry.get("checked_at")
        if not force and isinstance(checked, int | float) and now() - checked < DAY:
            how = "downloaded" if entry.get("downloaded_at") == checked else "checked"
            result.skipped[source] = fresh_message(source, max(0.0, now() - checked), how)
            continue
        if source == "mtg":
            _update_scryfall(bulk_url, entry, force, root, store, make_progress, prepare, now, result)
        else:
            _update_ga(ga_url, entry, root, store, make_progress, prepare, now, result)
        state[source] = entry
        save_state(state, root)
    result.seconds = time.perf_counter() - start
    return result


def _import_and_store(
    url: str,
    fetch: Callable[[str], IO[bytes]],
    fmt: str,
    store: CardStore,
    prepare: Callable[[list[Card]], None],
) -> tuple[int, str]:
    try:
        imported = import_cards(url, fetch)
        if imported.format != fmt:
            raise UpdateError(f"{url} is not a {FORMAT_NAMES[fmt]} card file")
        prepare(imported.cards)
        path = store.save(STORE_NAMES[fmt], imported.cards)
    except CardImportError as exc:
        raise UpdateError(str(exc)) from None
    except OSError as exc:
        raise UpdateError(f"could not store the cards: {exc}") from None
    return len(imported.cards), str(path)


def _update_scryfall(url, entry, force, root, store, make_progress, prepare, now, result) -> None:
    bulk = oracle_cards_entry(get_json(url), url)
    updated_at = bulk.get("updated_at") if isinstance(bulk.get("updated_at"), str) else None
    result.updated_at = updated_at
    if not force and updated_at and updated_at == entry.get("updated_at"):
        entry["checked_at"] = now()
        result.skipped["mtg"] = f"Scryfall's {BULK_TYPE} file is unchanged since {updated_at}: not downloaded again"
        return
    progress = make_progress(SOURCE_TITLES["mtg"])
    root.mkdir(parents=True, exist_ok=True)

    def fetch(target: str) -> IO[bytes]:
        out = tempfile.TemporaryFile(dir=root)  # noqa: SIM115 (import_cards closes it)
        try:
            size = get(target, out, progress)
        except BaseException:
            out.close()
            raise
        progress.say(f"{progress.label}: {_size(size)} downloaded; importing and compiling the cards…")
        out.seek(0)
        return out

    try:
        count, path = _import_and_store(bulk["download_uri"], fetch, "scryfall", store, prepare)
    finally:
        progress.close()
    at = now()
    entry.update(checked_at=at, downloaded_at=at, updated_at=updated_at)
    result.stored["mtg"], result.paths["mtg"] = count, path


def _update_ga(url, entry, root, store, make_progress, prepare, now, result) -> None:
    progress = make_progress(SOURCE_TITLES["grand-archive"])
    root.mkdir(parents=True, exist_ok=True)

    def fetch(target: str) -> IO[bytes]:
        out = tempfile.TemporaryFile(dir=root)  # noqa: SIM115 (the importer closes it)
        try:
            get(target, out, progress, limit=MAX_PAGE)
        except BaseException:
            out.close()
            raise
        out.seek(0)
        return out

    try:
        count, path = _import_and_store(url, fetch, "ga", store, prepare)
    finally:
        progress.close()
    at = now()
    entry.update(checked_at=at, downloaded_at=at)
    result.stored["grand-archive"], result.paths["grand-archive"] = count, path


# --- at the bot's start ---------------------------------------------------------------------------------


def auto_update(max_age_hours: float, *, root: Path | None = None, **kw: Any) -> str | None:
    """The bot's start-up update: when the Scryfall pool is older than `max_age_hours` (or was never fetched),
    update it. Returns the one line to log, or None when nothing was due; never raises."""
    current = age(root)
    if current is not None and current < max_age_hours * 3600:
        return None
    try:
        kw.setdefault("progress", lambda label: Progress(label, tty=False))
        return update_cards(root=root, **kw).line()
    except UpdateError as exc:
        return f"card update failed: {exc}"
    except Exception as exc:  # a bug must not stop the bot
        return f"card update failed: {type(exc).__name__}: {exc}"


__all__ = [
    "GA_INDEX",
    "SCRYFALL_BULK_DATA",
    "Progress",
    "UpdateError",
    "UpdateResult",
    "auto_update",
    "load_state",
    "update_cards",
    "user_agent",
]
