"""`rulekeeper cards update` and the bot's start-up update, against a fake Scryfall and a fake Grand Archive
index on 127.0.0.1 (http.server in a thread). Nothing touches the network.

The oracle_cards file served is built at test time from ~20 real cards of ../shared's 2018 pool (never copied
into the repository).
"""

from __future__ import annotations

import io
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from cardindex import update
from cardindex.importers import CardStore
from cardindex.update import Progress, UpdateError, auto_update, load_state, update_cards, user_agent
from tests.conftest import SHARED

POOL_2018 = SHARED / "cards" / "oracle-cards-2018.json"
GA_PAGES = [Path(__file__).parent / "fixtures" / "cards" / f"ga_page{n}.json" for n in (1, 2)]
WANTED = ["Lightning Bolt", "Samite Healer", "Grizzly Bears", "Fog", "Shock", "Hill Giant", "Pyroclasm"]
UPDATED_AT = "2026-11-24T09:04:21.537+00:00"


def real_cards() -> list[dict]:
    pool = json.loads(POOL_2018.read_text(encoding="utf-8"))
    by_name = {c["name"]: c for c in pool}
    chosen = [by_name[n] for n in WANTED if n in by_name]
    chosen += [c for c in pool if c.get("layout") == "normal" and c not in chosen][: 20 - len(chosen)]
    return [*chosen, pool[0]]  # the first is a scheme: skipped on import


class FakeApis:
    """Scryfall's GET /bulk-data and its oracle_cards file, and the Grand Archive search pages."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, dict[str, str]]] = []
        self.cards = real_cards()
        self.body = json.dumps(self.cards).encode()
        self.mode = "ok"  # ok | 500 | truncated | badjson | unknown-length
        self.bulk_mode = "ok"  # ok | 500 | notjson | nofile
        self.updated_at = UPDATED_AT
        self.ga_pages = [p.read_bytes() for p in GA_PAGES]
        self.ga_mode = "ok"
        apis = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:  # quiet
                pass

            def do_GET(self) -> None:
                apis.requests.append((self.path, dict(self.headers.items())))
                path = urlsplit(self.path).path
                if path == "/bulk-data":
                    apis.bulk(self)
                elif path == "/file/oracle-cards-20261124090421.json":
                    apis.oracle(self)
                elif path == "/ga/cards/search":
                    apis.ga(self)
                else:
                    self.send_error(404)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def send(self, h: BaseHTTPRequestHandler, body: bytes, length: int | None = None, status: int = 200) -> None:
        h.send_response(status)
        h.send_header("Content-Type", "application/json")
        if length is not None:
            h.send_header("Content-Length", str(length))
        h.end_headers()
        h.wfile.write(body)
        h.wfile.flush()
        h.close_connection = True

    def bulk(self, h: BaseHTTPRequestHandler) -> None:
        if self.bulk_mode == "500":
            return self.send(h, b'{"object": "error"}', 19, 500)
        if self.bulk_mode == "notjson":
            return self.send(h, b"<html>maintenance</html>", 24)
        entries = [
            {"object": "bulk_data", "type": "rulings", "download_uri": f"{self.base}/file/rulings.json"},
            {
                "object": "bulk_data",
                "type": "oracle_cards",
                "updated_at": self.updated_at,
                "name": "Oracle Cards",
                "size": len(self.body),
                "download_uri": f"{self.base}/file/oracle-cards-20261124090421.json",
                "content_type": "application/json",
                "content_encoding": "gzip",
            },
        ]
        if self.bulk_mode == "nofile":
            entries = entries[:1]
        body = json.dumps({"object": "list", "has_more": False, "data": entries}).encode()
        self.send(h, body, len(body))

    def oracle(self, h: BaseHTTPRequestHandler) -> None:
        if self.mode == "500":
            self.send(h, b"Internal Server Error", 21, 500)
        elif self.mode == "truncated":
            self.send(h, self.body[: len(self.body) // 2], len(self.body))
        elif self.mode == "badjson":
            self.send(h, self.body[:-40], len(self.body) - 40)
        elif self.mode == "unknown-length":
            self.send(h, self.body)
        else:
            self.send(h, self.body, len(self.body))

    def ga(self, h: BaseHTTPRequestHandler) -> None:
        if self.ga_mode == "500":
            return self.send(h, b"{}", 2, 503)
        page = int(parse_qs(urlsplit(h.path).query).get("page", ["1"])[0])
        body = self.ga_pages[page - 1]
        self.send(h, body, len(body))

    def paths(self) -> list[str]:
        return [urlsplit(p).path for p, _ in self.requests]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture()
def apis(monkeypatch):
    fake = FakeApis()
    monkeypatch.setattr(update, "SCRYFALL_BULK_DATA", f"{fake.base}/bulk-data")
    monkeypatch.setattr(update, "GA_INDEX", f"{fake.base}/ga/cards/search")
    yield fake
    fake.close()


@pytest.fixture()
def root(tmp_path, monkeypatch):
    monkeypatch.setenv("RULEKEEPER_DATA", str(tmp_path / "data"))
    return tmp_path / "data"


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    from commands.cli import main

    code = main(["cards", "update", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def stored_names(root: Path, name: str = "scryfall") -> list[str]:
    return [c.name for c in CardStore(root).load(name)]


# --- the update ----------------------------------------------------------------------------------------


def test_update_stores_the_pool_and_the_ga_index_with_scryfalls_headers(apis, root, capsys):
    code, out, err = run_cli(capsys)
    assert code == 0 and err == ""
    assert out.count("\n") == 1 and out.startswith("Updated the card pool: 20 MTG cards")
    assert "(Scryfall's file of 2026-11-24 09:04 UTC)" in out and "3 Grand Archive cards" in out
    names = stored_names(root)
    assert len(names) == 20 and "A Display of My Dark Power" not in names  # the scheme is skipped
    assert {"Lightning Bolt", "Samite Healer", "Grizzly Bears"} <= set(names)
    bolt = next(c for c in CardStore(root).load("scryfall") if c.name == "Lightning Bolt")
    assert bolt.faces[0].oracle_text == "Lightning Bolt deals 3 damage to any target."
    assert bolt.abilities  # compiled by the ordinary import path
    assert stored_names(root, "grand-archive") == ["Spirit of Fire", "Lorraine, Wandering Warrior", "Ember Lance"]
    oracle = "/file/oracle-cards-20261124090421.json"
    assert apis.paths() == ["/bulk-data", oracle, "/ga/cards/search", "/ga/cards/search"]
    assert apis.requests[3][0].endswith("page=2")
    for _, headers in apis.requests:
        assert headers["User-Agent"] == user_agent()
        assert headers["Accept"] == "application/json;q=0.9,*/*;q=0.8"
    assert user_agent().startswith("Rulekeeper/0.") and "card pool" in user_agent()
    state = load_state(root)
    assert state["mtg"]["updated_at"] == UPDATED_AT
    assert state["mtg"]["downloaded_at"] == state["mtg"]["checked_at"] > time.time() - 60
    assert not [p for p in root.rglob("*") if p.is_file() and p.suffix == ".tmp"]  # no temporary file left


def test_a_second_update_within_a_day_is_skipped_without_a_request(apis, root, capsys):
    assert run_cli(capsys)[0] == 0
    apis.requests.clear()
    code, out, err = run_cli(capsys)
    assert code == 0 and err == "" and apis.requests == []
    asks = "Scryfall asks that it be fetched at most once a day"
    assert out == f"the card pool was downloaded less than a minute ago; {asks} (use --force)\n"
    state = load_state(root)  # three hours later: still skipped, and says so
    hours_ago = time.time() - 3 * 3600
    state["mtg"]["checked_at"] = state["mtg"]["downloaded_at"] = hours_ago
    update.save_state(state, root)
    assert run_cli(capsys)[1].startswith("the card pool was downloaded 3 h ago;")
    assert apis.requests == []


def test_force_downloads_again(apis, root, capsys):
    assert run_cli(capsys)[0] == 0
    apis.requests.clear()
    apis.cards = apis.cards[:10]
    apis.body = json.dumps(apis.cards).encode()
    code, out, _ = run_cli(capsys, "--force")
    assert code == 0 and out.startswith("Updated the card pool: 10 MTG cards")
    assert "/file/oracle-cards-20261124090421.json" in apis.paths() and len(stored_names(root)) == 10


def test_after_a_day_an_unchanged_file_is_not_downloaded_again(apis, root, capsys):
    assert run_cli(capsys, "--game", "mtg")[0] == 0
    state = load_state(root)
    state["mtg"]["checked_at"] = state["mtg"]["downloaded_at"] = time.time() - 25 * 3600
    update.save_state(state, root)
    apis.requests.clear()
    code, out, _ = run_cli(capsys, "--game", "mtg")
    assert code == 0 and apis.paths() == ["/bulk-data"]
    assert out == f"Scryfall's oracle_cards file is unchanged since {UPDATED_AT}: not downloaded again\n"
    apis.requests.clear()
    assert run_cli(capsys, "--game", "mtg")[1].startswith("the card pool was checked less than a minute ago;")
    assert apis.requests == []


@pytest.mark.parametrize(
    ("mode", "bulk_mode", "message"),
    [
        ("500", "ok", "/file/oracle-cards-20261124090421.json answered HTTP 500"),
        ("truncated", "ok", "stopped after"),
        ("badjson", "ok", "invalid JSON"),
        ("ok", "500", "/bulk-data answered HTTP 500"),
        ("ok", "notjson", "/bulk-data did not answer with JSON"),
        ("ok", "nofile", "/bulk-data lists no oracle_cards file"),
    ],
)
def test_failures_keep_the_old_data_and_exit_2_with_one_line(apis, root, capsys, mode, bulk_mode, message):
    assert run_cli(capsys)[0] == 0
    before = CardStore(root).load()
    state = load_state(root)
    apis.mode, apis.bulk_mode = mode, bulk_mode
    code, out, err = run_cli(capsys, "--force")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("rulekeeper: error: ") and message in err
    assert err.rstrip().endswith("(the cards stored before are kept)")
    assert CardStore(root).load() == before and len(before) == 23
    assert load_state(root) == state
    assert [p.name for p in root.iterdir() if p.is_file()] == ["card-update.json"]  # no download left behind


def test_network_failure_is_one_line(root, capsys, monkeypatch):
    monkeypatch.setattr(update, "SCRYFALL_BULK_DATA", "http://127.0.0.1:9/bulk-data")  # nothing listens there
    code, out, err = run_cli(capsys)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "could not download http://127.0.0.1:9/bulk-data" in err
    assert not (root / "cards").exists()


def test_the_ga_index_pages_and_its_failure(apis, root, capsys):
    code, out, _ = run_cli(capsys, "--game", "grand-archive")
    assert code == 0 and out == f"Updated the card pool: 3 Grand Archive cards in {out.split(' in ')[1]}"
    assert apis.paths() == ["/ga/cards/search", "/ga/cards/search"]  # page 1, then page=2 (has_more)
    apis.ga_mode = "500"
    code, _, err = run_cli(capsys, "--game", "grand-archive", "--force")
    assert code == 2 and "answered HTTP 503" in err and err.count("\n") == 1
    assert len(stored_names(root, "grand-archive")) == 3


def test_a_failed_source_is_retried_without_downloading_the_fresh_one_again(apis, root, capsys):
    apis.ga_mode = "500"
    assert run_cli(capsys)[0] == 2
    assert len(stored_names(root)) == 20  # Scryfall's cards were stored before the GA index failed
    apis.ga_mode, apis.requests = "ok", []
    code, out, _ = run_cli(capsys)
    assert code == 0 and apis.paths() == ["/ga/cards/search", "/ga/cards/search"]
    assert out.startswith("Updated the card pool: 3 Grand Archive cards") and "the card pool was downloaded" in out


def test_json_output(apis, root, capsys):
    code, out, _ = run_cli(capsys, "--json", "--game", "mtg")
    data = json.loads(out)
    assert code == 0 and data["stored"] == {"mtg": 20} and data["updated_at"] == UPDATED_AT


# --- streaming and the progress bar ----------------------------------------------------------------------


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_on_a_terminal_and_nothing_otherwise(apis, root):
    tty, pipe = Tty(), io.StringIO()
    update_cards(games=("mtg",), progress=lambda label: Progress(label, tty))
    shown = tty.getvalue()
    assert "\rScryfall oracle_cards [" in shown and "100%" in shown and f"of {len(apis.body) / 1e3:.0f} kB" in shown
    assert "\rScryfall oracle_cards: 6 kB downloaded; importing and compiling the cards…" in shown
    assert shown.endswith("\r\x1b[K")  # cleared before the final line
    update_cards(games=("mtg",), force=True, progress=lambda label: Progress(label, pipe))
    assert pipe.getvalue() == ""


def test_progress_counts_bytes_when_the_length_is_unknown(apis, root):
    apis.mode = "unknown-length"
    tty = Tty()
    result = update_cards(games=("mtg",), progress=lambda label: Progress(label, tty))
    assert result.stored == {"mtg": 20}
    assert "%" not in tty.getvalue() and "Scryfall oracle_cards " in tty.getvalue()


def test_the_download_streams_in_chunks(apis, tmp_path):
    """A 6 MB body goes to the file a chunk at a time: never the whole of it in memory. (The peak counts every
    thread's allocations, the fake server's sending included: it was 1.54 MB once on a clean clone, so the bound is
    half the body, which a whole-body read still breaks.)"""
    import tracemalloc

    apis.body = b"[" + b" " * 6_000_000 + b"]"
    with (tmp_path / "out").open("wb") as out:
        tracemalloc.start()
        copied = update.get(f"{apis.base}/file/oracle-cards-20261124090421.json", out)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert copied == len(apis.body) and (tmp_path / "out").stat().st_size == copied
    assert peak < 3_000_000, peak


# --- the bot's start-up update ------------------------------------------------------------------------------


def test_auto_update_runs_only_when_the_pool_is_old(apis, root):
    line = auto_update(24, games=("mtg",))
    assert line.startswith("Updated the card pool: 20 MTG cards")  # never downloaded: old
    apis.requests.clear()
    assert auto_update(24, games=("mtg",)) is None and apis.requests == []  # fresh
    state = load_state(root)
    state["mtg"]["checked_at"] = time.time() - 2 * 3600
    update.save_state(state, root)
    assert auto_update(24, games=("mtg",)) is None and apis.requests == []  # 2 h old, max 24 h
    # older than 1 h, but Scryfall's day still holds:
    assert auto_update(1, games=("mtg",)).startswith("the card pool was checked 2 h ago;")
    assert apis.requests == []


def test_auto_update_logs_failures_instead_of_raising(apis, root):
    apis.bulk_mode = "500"
    line = auto_update(24)
    assert line.startswith("card update failed: ") and "HTTP 500" in line and "\n" not in line
    assert not (root / "cards").exists()


def test_the_bot_updates_in_the_background_only_when_enabled(caplog):
    from bot.client import start_card_update
    from bot.settings import Settings

    calls: list[float] = []
    release = threading.Event()

    def slow(hours: float) -> str:
        calls.append(hours)
        release.wait(10)
        return "Updated the card pool: 20 MTG cards in 3 s"

    assert start_card_update(Settings(), run=slow) is None  # CARDS_AUTO_UPDATE defaults to off
    assert Settings().cards_max_age_hours == 24
    started = time.perf_counter()
    with caplog.at_level("INFO", logger="rulekeeper.bot"):
        thread = start_card_update(Settings(cards_auto_update=True, cards_max_age_hours=6), run=slow)
        assert time.perf_counter() - started < 1 and thread.daemon and thread.is_alive()  # setup goes on
        release.set()
        thread.join(5)
    assert calls == [6.0]
    assert [r.getMessage() for r in caplog.records] == ["Updated the card pool: 20 MTG cards in 3 s"]

    def broken(hours: float) -> str:
        raise UpdateError("boom")

    caplog.clear()
    with caplog.at_level("INFO", logger="rulekeeper.bot"):
        start_card_update(Settings(cards_auto_update=True), run=broken).join(5)
    assert [(r.levelname, r.getMessage()) for r in caplog.records] == [
        ("WARNING", "card update failed: UpdateError: boom")
    ]


def test_settings_from_the_environment(monkeypatch):
    from bot.settings import Settings

    monkeypatch.setenv("CARDS_AUTO_UPDATE", "1")
    monkeypatch.setenv("CARDS_MAX_AGE_HOURS", "48")
    settings = Settings()
    assert settings.cards_auto_update is True and settings.cards_max_age_hours == 48
