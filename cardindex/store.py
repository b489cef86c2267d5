"""Imported cards on disk: one SQLite file, <data dir>/cards/cards.sqlite3, read with the stdlib sqlite3.

Two tables: `cards` holds what finding a card needs (name, game, the normalised names it is found by,
aliases, source; one row per card of each stored index: "scryfall", "mtgjson", "grand-archive"), and
`details` holds each card's JSON (faces, oracle text, compiled abilities). Starting up reads the small
`cards` table only, as `CardRef`s; a card's JSON is read and parsed when a lookup first returns it.
Saving an index replaces it in one transaction, so a failed import leaves the previous one in place.
Index files of earlier versions (<name>.jsonl beside it) are moved in the first time the store is read.
"""

from __future__ import annotations

import json
import re
import sqlite3
import time
from collections.abc import Iterable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from urllib.parse import quote

from pydantic import ValidationError

from .fuzzy import CardRef, _keys, normalise
from .importers import CardImportError, data_dir
from .models import Card

FILE_NAME = "cards.sqlite3"
SCHEMA_VERSION = 1
_STORE_NAME = re.compile(r"[a-z0-9][a-z0-9._-]{0,63}")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS indexes (name TEXT PRIMARY KEY, cards INTEGER NOT NULL, saved REAL NOT NULL);
CREATE TABLE IF NOT EXISTS cards (
    id INTEGER PRIMARY KEY,
    store TEXT NOT NULL,
    game TEXT NOT NULL,
    norm TEXT NOT NULL,
    name TEXT NOT NULL,
    keys TEXT NOT NULL,  -- the normalised names it is found by, one a line; '' for its name alone
    aliases TEXT NOT NULL,
    source TEXT NOT NULL,
    UNIQUE (store, game, norm)
);
CREATE TABLE IF NOT EXISTS details (id INTEGER PRIMARY KEY, json TEXT NOT NULL);
"""
_SEP = "\n"
BATCH = 1000  # rows inserted at a time


def _write(db: sqlite3.Connection, pending: dict[tuple[str, str], tuple[tuple[object, ...], str]]) -> None:
    """Insert a batch of (cards row, details JSON) and empty it."""
    db.executemany(
        "INSERT INTO cards (id, store, game, norm, name, keys, aliases, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [r for r, _ in pending.values()],
    )
    db.executemany("INSERT INTO details (id, json) VALUES (?, ?)", [(r[0], j) for r, j in pending.values()])
    pending.clear()


def _unreadable(path: Path, exc: BaseException) -> CardImportError:
    return CardImportError(f"{path} is not a readable card store ({exc}): delete it and import the cards again")


class CardStore:
    """Imported card indexes, by name ("scryfall", "mtgjson", "grand-archive"), in one SQLite file.

    `loaded` counts the cards whose details were parsed (by `load` or by a `CardRef` being used).
    """

    def __init__(self, root: Path | None = None) -> None:
        self.root = (root or data_dir()) / "cards"
        self.file = self.root / FILE_NAME
        self.problems: list[str] = []
        self.loaded = 0

    def path(self, name: str) -> Path:
        """The file an index is kept in (every index shares one); checks the index name."""
        if not _STORE_NAME.fullmatch(name):
            raise CardImportError(f"bad card index name {name!r}: use lower-case letters, digits, '.', '_', '-'")
        return self.file

    # --- connections ------------------------------------------------------------------------------

    @contextmanager
    def _db(self, write: bool = False) -> Iterator[sqlite3.Connection | None]:
        """A connection for one operation (None when reading and there is no store yet). Each operation
        opens its own, so the store is safe to use from threads and forked workers. A file that isn't a
        card store is one CardImportError line."""
        if not write and not self.file.exists():
            yield None
            return
        try:
            if write:
                self.root.mkdir(parents=True, exist_ok=True)
                db = sqlite3.connect(self.file, timeout=30, isolation_level=None)
            else:
                db = sqlite3.connect(f"file:{quote(str(self.file))}?mode=ro", uri=True, timeout=30)
        except (sqlite3.Error, OSError) as exc:
            raise _unreadable(self.file, exc) from None
        try:
            with closing(db):
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise CardImportError(f"{self.file} was written by a newer Rulekeeper (format {version})")
                if write and version < SCHEMA_VERSION:
                    db.executescript(_SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION};")
                elif version < SCHEMA_VERSION:
                    yield None  # an empty file another process is creating: nothing stored yet
                    return
                yield db
        except sqlite3.Error as exc:
            raise _unreadable(self.file, exc) from None

    def _migrate(self) -> None:
        """Move index files of earlier versions (<name>.jsonl) into the store, then remove them."""
        if not self.root.is_dir():
            return
        for old in sorted(self.root.glob("*.jsonl")):
            if _STORE_NAME.fullmatch(old.stem):
                self._save(old.stem, self._read_jsonl(old))
                old.unlink()

    def _read_jsonl(self, path: Path) -> Iterator[Card]:
        with path.open(encoding="utf-8") as lines:
            for n, line in enumerate(lines, 1):
                if line.strip():
                    try:
                        yield Card.model_validate_json(line)
                    except ValidationError as exc:
                        self.problems.append(f"{path.name}:{n}: {exc.errors()[0]['msg']}")

    # --- the CardStore interface --------------------------------------------------------------------

    def save(self, name: str, cards: Iterable[Card]) -> Path:
        """Store `cards` as the index `name`, replacing it, in one transaction: if reading `cards` raises,
        the previous index stays. A later card with the same game and normalised name replaces the earlier."""
        self.path(name)
        self._migrate()
        return self._save(name, cards)

    def _save(self, name: str, cards: Iterable[Card]) -> Path:
        path = self.path(name)
        with self._db(write=True) as db:
            assert db is not None
            db.execute("BEGIN IMMEDIATE")
            try:
                _clear(db, name)
                ids: dict[tuple[str, str], int] = {}  # (game, normalised name) -> row id
                pending: dict[tuple[str, str], tuple[tuple[object, ...], str]] = {}
                next_id = db.execute("SELECT coalesce(max(id), 0) + 1 FROM cards").fetchone()[0]
                for card in cards:
                    keys, norm = _keys(card), normalise(card.name)
                    key = (card.game, norm)
                    if key in ids and key not in pending:  # a later card of the same name replaces one written
                        db.execute("DELETE FROM details WHERE id = ?", (ids[key],))
                        db.execute("DELETE FROM cards WHERE id = ?", (ids[key],))
                    ids[key] = next_id
                    stored_keys = "" if keys == [norm] else _SEP.join(keys)  # "": the name alone, the usual case
                    row = (next_id, name, *key, card.name, stored_keys, _SEP.join(card.aliases), card.source)
                    pending[key] = (row, card.model_dump_json(exclude_defaults=True))
                    next_id += 1
                    if len(pending) >= BATCH:
                        _write(db, pending)
                _write(db, pending)
                count = len(ids)
                db.execute("INSERT OR REPLACE INTO indexes VALUES (?, ?, ?)", (name, count, time.time()))
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        return path

    def names(self) -> list[str]:
        """The stored indexes, sorted."""
        self._migrate()
        with self._db() as db:
            return [r[0] for r in db.execute("SELECT name FROM indexes ORDER BY name")] if db else []

    def entries(self) -> list[CardRef]:
        """Every stored card by its names only (indexes in name order, cards in import order): what a card
        index needs at start. Each ref reads its card's details when used (`details`)."""
        self._migrate()
        with self._db() as db:
            if db is None:
                return []
            groups = db.execute(
                "SELECT DISTINCT c.store, c.game, c.source FROM cards c JOIN indexes i ON i.name = c.store ORDER BY 1"
            ).fetchall()
            refs = []
            for store, game, source in groups:  # one string per index, game and source, shared by its refs
                rows = db.execute(
                    "SELECT name, norm, keys, aliases FROM cards "
                    "WHERE store = ? AND game = ? AND source = ? ORDER BY id",
                    (store, game, source),
                )
                refs += [
                    CardRef(
                        name,
                        game,
                        norm,
                        tuple(keys.split(_SEP)) if keys else (norm,) if norm else (),
                        self.details,
                        store,
                        source,
                        tuple(aliases.split(_SEP)) if aliases else (),
                    )
                    for name, norm, keys, aliases in rows
                ]
        return refs

    def details(self, ref: CardRef) -> Card:
        """The full card a ref names, read and parsed now. A row that can't be read (the index deleted or
        damaged since the ref was read) gives the card with its name only and a note saying so."""
        try:
            with self._db() as db:
                row = (
                    db.execute(
                        "SELECT d.json FROM cards c JOIN details d ON d.id = c.id "
                        "WHERE c.store = ? AND c.game = ? AND c.norm = ?",
                        (ref.store, ref.game, ref.norm),
                    ).fetchone()
                    if db
                    else None
                )
            if row is None:
                raise CardImportError(f"not in the store any more ({self.file})")
            card = Card.model_validate_json(row[0])
        except (CardImportError, ValidationError, json.JSONDecodeError) as exc:
            reason = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
            note = f"its stored details could not be read ({reason}): import the cards again"
            return Card(name=ref.name, game=ref.game, source=ref.source, note=note)  # type: ignore[arg-type]
        self.loaded += 1
        return card

    def load(self, name: str | None = None) -> list[Card]:
        """The cards of one stored index, or of all of them, parsed now; unreadable rows are listed in `problems`."""
        if name is not None:
            self.path(name)
        self.problems = []
        self._migrate()
        cards: list[Card] = []
        with self._db() as db:
            if name is not None and (
                db is None or not db.execute("SELECT 1 FROM indexes WHERE name = ?", (name,)).fetchone()
            ):
                raise CardImportError(f"no stored card index {name!r}")
            if db is None:
                return []
            where, args = ("WHERE c.store = ?", (name,)) if name else ("", ())
            query = f"SELECT c.store, c.id, d.json FROM cards c JOIN details d ON d.id = c.id {where} ORDER BY 1, 2"
            for store, cid, text in db.execute(query, args):
                try:
                    cards.append(Card.model_validate_json(text))
                except ValidationError as exc:
                    self.problems.append(f"{store} card {cid}: {exc.errors()[0]['msg']}")
        self.loaded += len(cards)
        return cards

    def delete(self, name: str) -> bool:
        """Remove a stored index; False if there was none."""
        self.path(name)
        self._migrate()
        if not self.file.exists():
            return False
        with self._db(write=True) as db:
            assert db is not None
            db.execute("BEGIN IMMEDIATE")
            try:
                _clear(db, name)
                gone = db.execute("DELETE FROM indexes WHERE name = ?", (name,)).rowcount
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        return bool(gone)


def _clear(db: sqlite3.Connection, name: str) -> None:
    """Remove one import's cards and their details (inside the caller's transaction)."""
    db.execute("DELETE FROM details WHERE id IN (SELECT id FROM cards WHERE store = ?)", (name,))
    db.execute("DELETE FROM cards WHERE store = ?", (name,))
