"""Streaming card importers (Scryfall oracle_cards, MTGJSON AtomicCards, Grand Archive API pages); storage is store.py.

The importers yield `Card`s one at a time from a file-like object, never holding the whole file: a small
incremental JSON reader (`JsonStream`) decodes one array element or object member at a time. Abilities
stay empty; compiling oracle text into effects is another module's job.

Skipped Scryfall/MTGJSON layouts (not cards a player casts or plays from a deck): token,
double_faced_token, emblem, art_series, vanguard, scheme, planar. Kept: augment and host (Un-set cards),
reversible_card (imported as its first face, once per name).
"""

from __future__ import annotations

import codecs
import gzip
import io
import json
import os
import re
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from pydantic import ValidationError

from .models import Card, Face, GAStats

CHUNK = 1 << 16
MAX_VALUE = 64 * 1024 * 1024  # one array element or object member; a card is a few KB
MAX_DOWNLOAD = 512 * 1024 * 1024
MAX_GA_PAGES = 500
MAX_PAGE = 32 * 1024 * 1024
SNIFF = 4096
SKIP_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series", "vanguard", "scheme", "planar"})
_WS = re.compile(r"[ \t\n\r]*")

Fetch = Callable[[str], "bytes | IO[bytes]"]


class CardImportError(Exception):
    """A one-line, user-facing problem with a card file, URL or store."""


# --- the incremental JSON reader ---------------------------------------------------------------


def _maybe_cut(obj: Any, buf: str, end: int) -> bool:
    """Might more text change this value? Only a number can end where the buffer ends ("12" of "123", "7" of "7.5")."""
    if end >= len(buf):
        return True
    number = isinstance(obj, int | float) and not isinstance(obj, bool)
    return number and buf[end] not in ",]} \t\r\n" and len(buf) - end < 32


class JsonStream:
    """Reads a text or binary stream (UTF-8, BOM optional) `chunk_size` characters at a time.

    Each value is decoded by `json.JSONDecoder.raw_decode`; a value cut by a chunk boundary is retried
    with more text. Only the current value (plus a chunk) is in memory.
    """

    def __init__(self, stream: IO[Any], chunk_size: int = CHUNK, max_value: int = MAX_VALUE) -> None:
        self._read = stream.read
        self._chunk = max(1, chunk_size)
        self._max = max_value
        self._bytes = codecs.getincrementaldecoder("utf-8-sig")()
        self._decoder = json.JSONDecoder()
        self.buf = ""
        self.pos = 0
        self.eof = False
        self.consumed = 0  # characters already dropped from the front of the buffer

    def _more(self) -> bool:
        """Append the next chunk to the buffer; False at the end of the stream."""
        if self.eof:
            return False
        data = self._read(self._chunk)
        try:
            if isinstance(data, str):
                text = data.lstrip("\ufeff") if not self.consumed and not self.buf else data
            else:
                text = self._bytes.decode(data, final=not data)
        except UnicodeDecodeError:
            raise CardImportError("not UTF-8 text") from None
        self.eof = not data
        if self.pos:
            self.consumed += self.pos
            self.buf = self.buf[self.pos :]
            self.pos = 0
        self.buf += text
        return bool(data)

    def where(self) -> str:
        return f"character {self.consumed + self.pos + 1}"

    def peek(self) -> str:
        """The next non-whitespace character, not consumed ('' at the end)."""
        while True:
            self.pos = _WS.match(self.buf, self.pos).end()  # type: ignore[union-attr]
            if self.pos < len(self.buf):
                return self.buf[self.pos]
            if not self._more():
                return ""

    def expect(self, chars: str) -> str:
        found = self.peek()
        if not found or found not in chars:
            wanted = " or ".join(repr(c) for c in chars)
            got = repr(found) if found else "the end of the file"
            raise CardImportError(f"invalid JSON: expected {wanted} at {self.where()}, found {got}")
        self.pos += 1
        return found

    def value(self) -> Any:
        """Decode the next complete JSON value."""
        if not self.peek():
            raise CardImportError("invalid JSON: unexpected end of the file")
        while True:
            try:
                obj, end = self._decoder.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as exc:
                cut = exc.pos >= len(self.buf) - 32 or exc.msg.startswith("Unterminated")
                if self.eof or not cut:
                    at = self.consumed + exc.pos + 1
                    raise CardImportError(f"invalid JSON at character {at}: {exc.msg}") from None
            else:
                if self.eof or not _maybe_cut(obj, self.buf, end):
                    self.pos = end
                    return obj
            if len(self.buf) - self.pos > self._max:
                raise CardImportError(f"a JSON value at {self.where()} is larger than {self._max >> 20} MB")
            self._more()

    def items(self) -> Iterator[Any]:
        """The elements of the array that comes next, decoded one at a time."""
        self.expect("[")
        if self.peek() == "]":
            self.pos += 1
            return
        while True:
            yield self.value()
            if self.expect(",]") == "]":
                return

    def members(self) -> Iterator[str]:
        """The member names of the object that comes next. Read each member's value (`value()`,
        `items()` or `members()`) before asking for the next name."""
        self.expect("{")
        if self.peek() == "}":
            self.pos += 1
            return
        while True:
            if self.peek() != '"':
                raise CardImportError(f"invalid JSON: expected a member name at {self.where()}")
            key = self.value()
            self.expect(":")
            yield key
            if self.expect(",}") == "}":
                return


# --- card mapping --------------------------------------------------------------------------------


@dataclass
class ImportStats:
    """What an importer saw: cards yielded, records skipped by reason, and notes for the user."""

    imported: int = 0
    skipped: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def skip(self, reason: str) -> None:
        self.skipped[reason] = self.skipped.get(reason, 0) + 1

    @property
    def skipped_total(self) -> int:
        return sum(self.skipped.values())


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _opt(value: Any) -> str | None:
    return None if value is None else str(value)


def _strs(value: Any) -> list[str]:
    return [str(v) for v in value if v is not None] if isinstance(value, list) else []


def _int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value)
    return None


def _face_keywords(keywords: list[str], text: str, faces: int) -> list[str]:
    if faces == 1:
        return keywords
    return [k for k in keywords if k.casefold() in text.casefold()]


# Layouts whose halves are cast on their own: Scryfall gives their faces no colors of their own, only the
# card's combined ones (CR 709.4b). On the stack only the cast half exists (CR 709.3b; an Adventure, 716.3a),
# an adventurer permanent has its creature half's characteristics only (716.4), and each half's color comes
# from its own mana cost (CR 105.2, 202.2) or color indicator (202.2e). A flip card's faces keep the card's
# (CR 710.1c); transforming and modal faces carry their own colors.
OWN_COST_LAYOUTS = frozenset({"split", "adventure", "aftermath"})
WUBRG = "WUBRG"


def cost_colors(mana_cost: str, indicator: Iterable[str] = ()) -> list[str]:
    """The colors of the mana symbols in a mana cost, hybrid and Phyrexian included (CR 202.2, 202.2d), and
    of a color indicator (202.2e), in WUBRG order."""
    symbols = re.findall(r"\{([^}]*)\}", mana_cost)
    found = {c for sym in symbols for c in sym.upper().split("/") if c in WUBRG} | set(indicator)
    return [c for c in WUBRG if c in found]


def _scryfall_colors(face: dict[str, Any], card: dict[str, Any], layout: str, faces: int) -> list[str]:
    if "colors" in face:
        return _strs(face["colors"])
    if faces > 1 and layout in OWN_COST_LAYOUTS:
        return cost_colors(_text(face.get("mana_cost")), _strs(face.get("color_indicator")))
    return _strs(card.get("colors"))


def scryfall_card(obj: dict[str, Any]) -> Card | None:
    """One Scryfall card object as a Card, or None for a skipped layout."""
    layout = _text(obj.get("layout")) or "normal"
    if layout in SKIP_LAYOUTS:
        return None
    raw_faces = [f for f in obj.get("card_faces") or [] if isinstance(f, dict)]
    name = obj["name"]
    if layout == "reversible_card" and raw_faces:
        raw_faces, layout = raw_faces[:1], _text(raw_faces[0].get("layout")) or "normal"
        name = _text(raw_faces[0].get("name")) or name.split(" // ")[0]
    raw_faces = raw_faces or [obj]
    keywords = _strs(obj.get("keywords"))
    faces = []
    for f in raw_faces:
        text = _text(f.get("oracle_text"))
        faces.append(
            Face(
                name=_text(f.get("name")) or name,
                mana_cost=_text(f.get("mana_cost")),
                type_line=_text(f.get("type_line")),
                oracle_text=text,
                colors=_scryfall_colors(f, obj, layout, len(raw_faces)),
                power=_opt(f.get("power")),
                toughness=_opt(f.get("toughness")),
                loyalty=_opt(f.get("loyalty")),
                keywords=_face_keywords(keywords, text, len(raw_faces)),
            )
        )
    return Card(name=name, game="mtg", layout=layout, faces=faces, source="scryfall")


def _mtgjson_type(face: dict[str, Any]) -> str:
    if isinstance(face.get("type"), str):
        return face["type"]
    left = " ".join(_strs(face.get("supertypes")) + _strs(face.get("types")))
    sub = " ".join(_strs(face.get("subtypes")))
    return f"{left} — {sub}" if sub else left


def mtgjson_card(name: str, entry: list[dict[str, Any]]) -> Card | None:
    """One AtomicCards entry (the faces listed under a card name) as a Card, or None for a skipped layout."""
    layout = _text(entry[0].get("layout")) or "normal"
    if layout in SKIP_LAYOUTS:
        return None
    seen: set[tuple[str, str]] = set()
    ordered = []
    for face in sorted(entry, key=lambda f: _text(f.get("side"))):
        key = (_text(face.get("side")), _text(face.get("faceName")) or _text(face.get("name")))
        if key not in seen:
            seen.add(key)
            ordered.append(face)
    if layout == "reversible_card":
        ordered, layout = ordered[:1], "normal"
    faces = [
        Face(
            name=_text(f.get("faceName")) or _text(f.get("name")) or name,
            mana_cost=_text(f.get("manaCost")),
            type_line=_mtgjson_type(f),
            oracle_text=_text(f.get("text")),
            colors=_strs(f.get("colors")),
            power=_opt(f.get("power")),
            toughness=_opt(f.get("toughness")),
            loyalty=_opt(f.get("loyalty")),
            keywords=_strs(f.get("keywords")),
        )
        for f in ordered
    ]
    return Card(name=name, game="mtg", layout=layout, faces=faces, source="mtgjson")


def ga_card(raw: dict[str, Any]) -> Card:
    """One Grand Archive index card as a Card with GA stats and a single face."""
    types, subtypes = _strs(raw.get("types")), _strs(raw.get("subtypes"))
    speed = raw.get("speed")
    stats = GAStats(
        slug=_text(raw.get("slug")),
        types=types,
        subtypes=subtypes,
        classes=_strs(raw.get("classes")),
        element=_opt(raw.get("element")),
        cost_reserve=_int(raw.get("cost_reserve")),
        cost_memory=_int(raw.get("cost_memory")),
        power=_int(raw.get("power")),
        life=_int(raw.get("life")),
        durability=_int(raw.get("durability")),
        speed=speed if isinstance(speed, bool | str) else None,
        level=_int(raw.get("level")),
    )
    type_line = " ".join(types) + (" — " + " ".join(subtypes) if subtypes else "")
    face = Face(name=raw["name"], oracle_text=_text(raw.get("effect_raw")), type_line=type_line)
    return Card(name=raw["name"], game="grand-archive", ga=stats, faces=[face], source="gatcg")


# --- the importers ---------------------------------------------------------------------------------


def _named(obj: Any, what: str, where: str) -> dict[str, Any]:
    if not isinstance(obj, dict) or not isinstance(obj.get("name"), str) or not obj["name"].strip():
        raise CardImportError(f"{where} is not a {what} (no name)")
    return obj


def _emit(card: Card | None, reason: str, stats: ImportStats, seen: set[str]) -> Card | None:
    if card is None:
        stats.skip(reason)
        return None
    key = f"{card.game}:{card.name}"
    if key in seen:
        stats.skip("duplicate")
        return None
    seen.add(key)
    stats.imported += 1
    return card


def iter_scryfall(stream: IO[Any], stats: ImportStats | None = None, chunk_size: int = CHUNK) -> Iterator[Card]:
    """Cards from a Scryfall bulk `oracle_cards` file (a JSON array of card objects), streamed."""
    stats = stats if stats is not None else ImportStats()
    reader = JsonStream(stream, chunk_size)
    if reader.peek() != "[":
        raise CardImportError("not a Scryfall card array (expected '[')")
    seen: set[str] = set()
    for i, obj in enumerate(reader.items()):
        obj = _named(obj, "Scryfall card", f"item {i + 1}")
        try:
            card = scryfall_card(obj)
        except (ValidationError, TypeError, KeyError):
            stats.skip("invalid")
            continue
        if _emit(card, _text(obj.get("layout")), stats, seen):
            yield card  # type: ignore[misc]


def iter_mtgjson(stream: IO[Any], stats: ImportStats | None = None, chunk_size: int = CHUNK) -> Iterator[Card]:
    """Cards from MTGJSON `AtomicCards.json` ({"meta": …, "data": {name: [face, …]}}), streamed key by key."""
    stats = stats if stats is not None else ImportStats()
    reader = JsonStream(stream, chunk_size)
    if reader.peek() != "{":
        raise CardImportError("not an MTGJSON file (expected '{')")
    found = False
    seen: set[str] = set()
    for key in reader.members():
        if key != "data":
            reader.value()
            continue
        if reader.peek() != "{":
            raise CardImportError("MTGJSON 'data' is not an object of card names: not AtomicCards")
        found = True
        for name in reader.members():
            entry = reader.value()
            if not isinstance(entry, list) or not entry or not all(isinstance(f, dict) for f in entry):
                raise CardImportError(f"MTGJSON data[{name!r}] is not a list of faces: not AtomicCards")
            try:
                card = mtgjson_card(name, entry)
            except (ValidationError, TypeError, KeyError):
                stats.skip("invalid")
                continue
            if _emit(card, _text(entry[0].get("layout")), stats, seen):
                yield card  # type: ignore[misc]
    if not found:
        raise CardImportError("no 'data' object: not an MTGJSON AtomicCards file")


def iter_ga_pages(pages: Iterable[Any], stats: ImportStats | None = None) -> Iterator[Card]:
    """Cards from Grand Archive index API pages ({"data": [card, …], "has_more": bool, …})."""
    stats = stats if stats is not None else ImportStats()
    seen: set[str] = set()
    for n, page in enumerate(pages, 1):
        if not isinstance(page, dict) or not isinstance(page.get("data"), list):
            raise CardImportError(f"page {n} is not a Grand Archive API page (no 'data' list)")
        for i, raw in enumerate(page["data"]):
            raw = _named(raw, "Grand Archive card", f"page {n} card {i + 1}")
            try:
                card = ga_card(raw)
            except (ValidationError, TypeError, KeyError):
                stats.skip("invalid")
                continue
            if _emit(card, "", stats, seen):
                yield card


def _with_page(url: str, page: int) -> str:
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "page"]
    return urlunsplit(parts._replace(query=urlencode([*query, ("page", str(page))])))


def _read_all(data: bytes | IO[bytes], limit: int) -> bytes:
    if isinstance(data, bytes | bytearray):
        raw = bytes(data)
    else:
        with data:
            raw = data.read(limit + 1)
    if len(raw) > limit:
        raise CardImportError(f"larger than {limit >> 20} MB")
    return raw


def _json_page(data: bytes | IO[bytes], url: str) -> Any:
    try:
        return json.loads(_read_all(data, MAX_PAGE).decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError):
        raise CardImportError(f"{url} did not answer with JSON") from None


def fetch_ga_pages(
    url: str,
    fetch: Fetch,
    max_pages: int = MAX_GA_PAGES,
    first: Any = None,
    stats: ImportStats | None = None,
) -> Iterator[Any]:
    """Every page of a Grand Archive search URL: follows `page=N` while the answer says `has_more`.

    `first` is the already-fetched page the URL names (its `page` parameter, default 1). Stops at
    `max_pages` with a note in `stats`.
    """
    number = _int(dict(parse_qsl(urlsplit(url).query)).get("page")) or 1
    page = first
    for _ in range(max_pages):
        if page is None:
            target = _with_page(url, number)
            page = _json_page(fetch(target), target)
        yield page
        if not (isinstance(page, dict) and page.get("has_more") is True):
            return
        number += 1
        page = None
    if stats is not None:
        stats.notes.append(f"stopped after {max_pages} pages although the API reported more")


# --- sniffing and importing --------------------------------------------------------------------------


def detect_format(first_bytes: bytes | str) -> str:
    """The format of a card file from its first bytes: "scryfall", "mtgjson" or "ga"; else CardImportError."""
    text = first_bytes if isinstance(first_bytes, str) else first_bytes.decode("utf-8", "ignore")
    text = text.lstrip("\ufeff \t\r\n")
    if text.startswith("["):
        return "scryfall"
    if text.startswith("{"):
        if re.search(r'"object"\s*:\s*"list"', text):
            raise CardImportError("a Scryfall API list page: import the bulk oracle_cards file instead")
        if re.search(r'"data"\s*:\s*\[|"has_more"\s*:', text):
            return "ga"
        if re.search(r'"meta"\s*:|"data"\s*:\s*\{', text):
            return "mtgjson"
        raise CardImportError(
            "unrecognised JSON: expected a Scryfall oracle_cards array, MTGJSON AtomicCards or a Grand Archive page"
        )
    raise CardImportError("not a JSON card file")


def download(
    url: str, *, limit: int, agent: str, error: type[Exception], timeout: float, accept: str = "*/*"
) -> IO[bytes]:
    """GET a URL into a temporary file (at most `limit` bytes) and return it open at the start; any
    failure is one `error` line. The one place this package talks to the network."""
    request = urllib.request.Request(url, headers={"User-Agent": f"rulekeeper ({agent})", "Accept": accept})
    out = tempfile.TemporaryFile()  # noqa: SIM115 (returned open to the caller)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            copied = 0
            while block := response.read(CHUNK):
                copied += len(block)
                if copied > limit:
                    raise error(f"{url} is larger than {limit >> 20} MB")
                out.write(block)
    except (urllib.error.URLError, TimeoutError, OSError) as exc:
        out.close()
        raise error(f"could not download {url}: {getattr(exc, 'reason', exc)}") from None
    except error:
        out.close()
        raise
    out.seek(0)
    return out


def fetch_url(url: str) -> IO[bytes]:
    """GET a card database (at most 512 MB) into a temporary file."""
    return download(
        url,
        limit=MAX_DOWNLOAD,
        agent="card import",
        error=CardImportError,
        timeout=60,
        accept="application/json;q=0.9,*/*;q=0.8",
    )


@dataclass
class ImportResult:
    cards: list[Card]
    format: str  # scryfall, mtgjson, ga
    source: str
    stats: ImportStats
    seconds: float


FORMAT_NAMES = {"scryfall": "Scryfall", "mtgjson": "MTGJSON", "ga": "Grand Archive"}
STORE_NAMES = {"scryfall": "scryfall", "mtgjson": "mtgjson", "ga": "grand-archive"}


def _is_url(source: str) -> bool:
    return source.startswith(("http://", "https://"))


def _open(source: str, fetch: Fetch) -> IO[bytes]:
    if _is_url(source):
        data = fetch(source)
        return io.BytesIO(bytes(data)) if isinstance(data, bytes | bytearray) else data
    path = Path(source).expanduser()
    if path.is_dir():
        raise CardImportError(f"{source} is a folder: give a card file")
    try:
        return path.open("rb")
    except OSError:
        raise CardImportError(f"{source}: no such file") from None


@dataclass
class CardStream:
    """Cards being read from a source, one at a time (see `stream_cards`)."""

    cards: Iterator[Card]
    format: str  # scryfall, mtgjson, ga
    source: str
    stats: ImportStats
    # bytes read so far of the file or download, and its size when known (a local file): for a progress bar
    position: Callable[[], int] | None = None
    size: int | None = None


@contextmanager
def stream_cards(source: str, fetch: Fetch = fetch_url) -> Iterator[CardStream]:
    """Open a Scryfall, MTGJSON or Grand Archive card file (path or URL; gzip fine), sniffing the format, and
    read its cards one at a time: `with stream_cards(path) as found: for card in found.cards: …`. Only the
    card being read is in memory. Problems are CardImportError lines naming the source; a file without any
    card raises one at its end."""
    stats = ImportStats()
    raw = stream = _open(source, fetch)
    try:
        try:
            if stream.read(2) == b"\x1f\x8b":
                stream.seek(0)
                stream = gzip.GzipFile(fileobj=raw)  # type: ignore[assignment]
            stream.seek(0)
            fmt = detect_format(stream.read(SNIFF))
            stream.seek(0)
            if fmt == "scryfall":
                cards = iter_scryfall(stream, stats)
            elif fmt == "mtgjson":
                cards = iter_mtgjson(stream, stats)
            else:
                first = _json_page(stream, source)
                pages = fetch_ga_pages(source, fetch, first=first, stats=stats) if _is_url(source) else [first]
                cards = iter_ga_pages(pages, stats)
        except CardImportError as exc:
            raise CardImportError(f"{source}: {exc}") from None
        except (OSError, EOFError) as exc:
            raise CardImportError(f"{source}: could not read it ({exc})") from None
        size = None if _is_url(source) else Path(source).expanduser().stat().st_size
        yield CardStream(_checked(cards, source, stats), fmt, source, stats, raw.tell, size)
    finally:
        stream.close()
        raw.close()


def _checked(cards: Iterator[Card], source: str, stats: ImportStats) -> Iterator[Card]:
    try:
        yield from cards
    except CardImportError as exc:
        raise CardImportError(f"{source}: {exc}") from None
    except (OSError, EOFError) as exc:
        raise CardImportError(f"{source}: could not read it ({exc})") from None
    if not stats.imported:
        skipped = f" ({stats.skipped_total} skipped)" if stats.skipped else ""
        raise CardImportError(f"{source}: no cards found{skipped}")


def import_cards(source: str, fetch: Fetch = fetch_url) -> ImportResult:
    """Import a Scryfall, MTGJSON or Grand Archive card file (path or URL; gzip fine), sniffing the format:
    every card in a list (`stream_cards` reads them one at a time)."""
    start = time.perf_counter()
    with stream_cards(source, fetch) as found:
        cards = list(found.cards)
    return ImportResult(cards, found.format, source, found.stats, time.perf_counter() - start)


# --- storage ---------------------------------------------------------------------------------------


def data_dir() -> Path:
    """$RULEKEEPER_DATA, else $XDG_DATA_HOME/rulekeeper, else ~/.local/share/rulekeeper."""
    if env := os.environ.get("RULEKEEPER_DATA"):
        return Path(env)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "rulekeeper"


def __getattr__(name: str) -> Any:
    """`CardStore` moved to cardindex.store (it imports this module); still importable from here."""
    if name == "CardStore":
        from .store import CardStore

        return CardStore
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
