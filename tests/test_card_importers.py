"""Streaming card importers (Scryfall, MTGJSON, Grand Archive), format sniffing, storage and the import reply.

The fixtures under tests/fixtures/cards are small files in the real formats. The Scryfall and MTGJSON
texts follow current Oracle wording; the Grand Archive cards are illustrative (the shape is what matters).
No test touches the network: URL fetches are mocked.
"""

from __future__ import annotations

import gzip
import io
import itertools
import json
import tracemalloc
from pathlib import Path

import pytest

from cardindex.fuzzy import CardIndex
from cardindex.importers import (
    CardImportError,
    CardStore,
    ImportStats,
    JsonStream,
    data_dir,
    detect_format,
    fetch_ga_pages,
    import_cards,
    iter_ga_pages,
    iter_mtgjson,
    iter_scryfall,
)
from cardindex.models import Card
from commands.cards import import_cards_reply

FIXTURES = Path(__file__).parent / "fixtures" / "cards"
SCRYFALL = FIXTURES / "scryfall_oracle_cards.json"
MTGJSON = FIXTURES / "mtgjson_atomic_cards.json"
GA_PAGES = [FIXTURES / "ga_page1.json", FIXTURES / "ga_page2.json"]


class Trickle(io.RawIOBase):
    """A binary stream that hands out at most `size` bytes per read, whatever is asked for."""

    def __init__(self, data: bytes, size: int = 1) -> None:
        self.data, self.size, self.at = data, size, 0

    def readable(self) -> bool:
        return True

    def read(self, n: int = -1) -> bytes:
        chunk = self.data[self.at : self.at + min(self.size, n if n >= 0 else self.size)]
        self.at += len(chunk)
        return chunk


def scryfall(**kw) -> tuple[list[Card], ImportStats]:
    stats = ImportStats()
    with SCRYFALL.open("rb") as f:
        return list(iter_scryfall(f, stats, **kw)), stats


# --- Scryfall --------------------------------------------------------------------------------------


def test_scryfall_cards_and_skipped_layouts():
    cards, stats = scryfall()
    by_name = {c.name: c for c in cards}
    assert list(by_name) == [
        "Lightning Bolt",
        "Grizzly Bears",
        "Jötun Grunt",
        "Gideon Jura",
        "Fire // Ice",
        "Bonecrusher Giant // Stomp",
        "Shatterskull Smashing // Shatterskull, the Hammer Pass",
        "Zndrsplt, Eye of Wisdom",
    ]
    assert stats.imported == 8 and stats.skipped == {"token": 1, "art_series": 1}
    bolt = by_name["Lightning Bolt"]
    assert (bolt.game, bolt.layout, bolt.source, bolt.abilities) == ("mtg", "normal", "scryfall", [])
    assert bolt.faces[0].model_dump(exclude_defaults=True) == {
        "name": "Lightning Bolt",
        "mana_cost": "{R}",
        "type_line": "Instant",
        "oracle_text": "Lightning Bolt deals 3 damage to any target.",
        "colors": ["R"],
    }
    bears = by_name["Grizzly Bears"].faces[0]
    assert (bears.power, bears.toughness, bears.subtypes) == ("2", "2", ["Bear"])
    assert by_name["Gideon Jura"].faces[0].loyalty == "6"
    assert by_name["Jötun Grunt"].faces[0].keywords == ["Cumulative upkeep"]


def test_scryfall_multi_face_cards():
    cards, _ = scryfall()
    by_name = {c.name: c for c in cards}
    fire_ice = by_name["Fire // Ice"]
    assert fire_ice.layout == "split" and [f.name for f in fire_ice.faces] == ["Fire", "Ice"]
    assert fire_ice.faces[1].oracle_text == "Tap target permanent.\nDraw a card."
    # Scryfall's split faces carry no colors: each half's come from its own cost (CR 709.3b, 202.2), as MTGJSON's
    assert [f.colors for f in fire_ice.faces] == [["R"], ["U"]]
    giant = by_name["Bonecrusher Giant // Stomp"]
    assert giant.layout == "adventure" and [f.name for f in giant.faces] == ["Bonecrusher Giant", "Stomp"]
    assert (giant.faces[0].mana_cost, giant.faces[0].power, giant.faces[0].toughness) == ("{2}{R}", "4", "3")
    assert giant.faces[1].type_line == "Instant — Adventure" and giant.faces[1].power is None
    mdfc = by_name["Shatterskull Smashing // Shatterskull, the Hammer Pass"]
    assert mdfc.layout == "modal_dfc" and [f.colors for f in mdfc.faces] == [["R"], []]
    assert mdfc.faces[1].type_line == "Land"
    reversible = by_name["Zndrsplt, Eye of Wisdom"]  # a reversible card is its first face, once
    assert reversible.layout == "normal" and len(reversible.faces) == 1
    assert reversible.faces[0].keywords == ["Partner with"]


def test_scryfall_streams_one_byte_at_a_time():
    whole, _ = scryfall()
    stats = ImportStats()
    trickled = list(iter_scryfall(Trickle(SCRYFALL.read_bytes()), stats, chunk_size=1))
    assert trickled == whole and stats.skipped == {"token": 1, "art_series": 1}


@pytest.mark.parametrize("chunk", [1, 2, 3, 5, 7, 64, 333, 1000, 4096])
def test_objects_straddling_chunk_boundaries(chunk):
    whole, _ = scryfall()
    with SCRYFALL.open("rb") as f:
        assert list(iter_scryfall(f, chunk_size=chunk)) == whole
    text = io.StringIO(SCRYFALL.read_text(encoding="utf-8"))  # text streams work too
    assert list(iter_scryfall(text, chunk_size=chunk)) == whole


def test_reader_numbers_literals_and_multibyte_text_at_chunk_ends():
    raw = '\ufeff[1, 23456, -7.5e3, true, null, "Jötun ☃", {"a": [false]}]'.encode()
    for size in range(1, 12):
        assert list(JsonStream(Trickle(raw, size), chunk_size=size).items()) == [
            1,
            23456,
            -7500.0,
            True,
            None,
            "Jötun ☃",
            {"a": [False]},
        ]
    assert list(JsonStream(io.BytesIO(b"[]")).items()) == []


def test_reader_keeps_memory_flat_on_a_large_stream():
    """A 6 MB array of cards is read with well under 1 MB in use at any time."""
    obj = json.loads(SCRYFALL.read_text(encoding="utf-8").split("\n")[1].rstrip(","))

    class Generated(io.RawIOBase):
        def __init__(self, count: int) -> None:
            cards = (json.dumps({**obj, "name": f"Card {i}"}) + "," for i in range(count - 1))
            self.parts = itertools.chain(["["], cards)
            self.tail = json.dumps({**obj, "name": "Last"}) + "]"
            self.pending = b""

        def readable(self) -> bool:
            return True

        def read(self, n: int = -1) -> bytes:
            while len(self.pending) < n:
                part = next(self.parts, None)
                if part is None:
                    part, self.tail = self.tail, ""
                    if not part:
                        break
                self.pending += part.encode()
            out, self.pending = self.pending[:n], self.pending[n:]
            return out

    tracemalloc.start()
    count = 0
    for _ in iter_scryfall(Generated(4000), chunk_size=1 << 16):
        count += 1
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert count == 4000
    assert peak < 1_000_000, peak


# --- MTGJSON ---------------------------------------------------------------------------------------


def test_mtgjson_groups_faces_by_side_and_skips_planes():
    stats = ImportStats()
    with MTGJSON.open("rb") as f:
        cards = list(iter_mtgjson(f, stats))
    by_name = {c.name: c for c in cards}
    assert sorted(by_name) == [
        "Bonecrusher Giant // Stomp",
        "Fire // Ice",
        "Gideon Jura",
        "Grizzly Bears",
        "Jötun Grunt",
        "Lightning Bolt",
    ]
    assert stats.skipped == {"planar": 1}
    fire_ice = by_name["Fire // Ice"]  # the file lists Ice (side b) first
    assert [f.name for f in fire_ice.faces] == ["Fire", "Ice"] and fire_ice.layout == "split"
    assert [f.colors for f in fire_ice.faces] == [["R"], ["U"]]
    giant = by_name["Bonecrusher Giant // Stomp"]
    assert [(f.name, f.mana_cost, f.power) for f in giant.faces] == [
        ("Bonecrusher Giant", "{2}{R}", "4"),
        ("Stomp", "{1}{R}", None),
    ]
    gideon = by_name["Gideon Jura"].faces[0]
    assert (gideon.type_line, gideon.loyalty) == ("Legendary Planeswalker — Gideon", "6")
    assert by_name["Jötun Grunt"].faces[0].keywords == ["Cumulative upkeep"]
    assert all(c.source == "mtgjson" and c.abilities == [] for c in cards)
    with MTGJSON.open("rb") as f:
        assert list(iter_mtgjson(Trickle(f.read(), 1), chunk_size=1)) == cards


def test_mtgjson_wrong_shapes():
    with pytest.raises(CardImportError, match="no 'data' object"):
        list(iter_mtgjson(io.BytesIO(b'{"meta": {"version": "5"}}')))
    with pytest.raises(CardImportError, match="not a list of faces"):
        list(iter_mtgjson(io.BytesIO(b'{"meta": {}, "data": {"Shock": {"name": "Shock"}}}')))
    with pytest.raises(CardImportError, match="not an object of card names"):
        list(iter_mtgjson(io.BytesIO(b'{"data": [1, 2]}')))


# --- Grand Archive -----------------------------------------------------------------------------------


def ga_pages() -> list[dict]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in GA_PAGES]


def test_ga_pages_map_to_cards_with_stats():
    cards = list(iter_ga_pages(ga_pages()))
    assert [c.name for c in cards] == ["Spirit of Fire", "Lorraine, Wandering Warrior", "Ember Lance"]
    spirit = cards[0]
    assert spirit.game == "grand-archive" and spirit.source == "gatcg"
    assert spirit.faces[0].type_line == "CHAMPION — SPIRIT"
    assert spirit.faces[0].oracle_text == "On Enter: Draw seven cards."
    assert spirit.ga.model_dump(exclude_defaults=True) == {
        "slug": "spirit-of-fire",
        "types": ["CHAMPION"],
        "subtypes": ["SPIRIT"],
        "classes": ["SPIRIT"],
        "element": "FIRE",
        "cost_memory": 0,
        "life": 15,
        "level": 0,
    }
    lance = cards[2]
    assert (lance.ga.cost_reserve, lance.ga.speed, lance.ga.power) == (2, True, None)
    nulls = {"name": "Blank", "types": None, "subtypes": None, "effect_raw": None, "level": "2", "life": "x"}
    (blank,) = iter_ga_pages([{"data": [nulls], "has_more": False}])
    assert blank.faces[0].type_line == "" and blank.faces[0].oracle_text == ""
    assert (blank.ga.level, blank.ga.life) == (2, None)


def page_fetcher(pages: list[dict], calls: list[str]):
    def fetch(url: str) -> bytes:
        calls.append(url)
        number = int(url.rsplit("page=", 1)[1]) if "page=" in url else 1
        return json.dumps(pages[number - 1]).encode()

    return fetch


def test_fetch_ga_pages_follows_page_numbers():
    calls: list[str] = []
    url = "https://api.gatcg.com/cards/search?name=&page=1"
    got = list(fetch_ga_pages(url, page_fetcher(ga_pages(), calls)))
    assert got == ga_pages()
    assert calls == [
        "https://api.gatcg.com/cards/search?name=&page=1",
        "https://api.gatcg.com/cards/search?name=&page=2",
    ]


def test_fetch_ga_pages_stops_at_the_cap():
    endless = {"data": [], "has_more": True}
    stats = ImportStats()
    got = list(
        fetch_ga_pages("https://api.gatcg.com/cards/search", lambda url: json.dumps(endless).encode(), 3, None, stats)
    )
    assert len(got) == 3 and stats.notes == ["stopped after 3 pages although the API reported more"]


def test_import_ga_from_a_url():
    calls: list[str] = []
    result = import_cards("https://api.gatcg.com/cards/search", fetch=page_fetcher(ga_pages(), calls))
    assert result.format == "ga" and [c.name for c in result.cards][-1] == "Ember Lance"
    assert calls == ["https://api.gatcg.com/cards/search", "https://api.gatcg.com/cards/search?page=2"]


# --- sniffing, import_cards and bad input ---------------------------------------------------------


def test_detect_format():
    assert detect_format(SCRYFALL.read_bytes()[:4096]) == "scryfall"
    assert detect_format(MTGJSON.read_bytes()[:4096]) == "mtgjson"
    assert detect_format(GA_PAGES[0].read_bytes()[:4096]) == "ga"
    assert detect_format(b'\xef\xbb\xbf  {"has_more": false, "data": []}') == "ga"
    with pytest.raises(CardImportError, match="Scryfall API list page"):
        detect_format(b'{"object":"list","has_more":false,"data":[]}')
    with pytest.raises(CardImportError, match="unrecognised JSON"):
        detect_format(b'{"cards": []}')
    with pytest.raises(CardImportError, match="not a JSON card file"):
        detect_format(b"1. Game Concepts")


def test_import_cards_from_files_and_urls(tmp_path):
    result = import_cards(str(SCRYFALL))
    assert result.format == "scryfall" and len(result.cards) == 8 and result.stats.skipped_total == 2
    assert result.seconds >= 0
    assert import_cards(str(MTGJSON)).format == "mtgjson"
    assert import_cards(str(GA_PAGES[1])).cards[0].name == "Ember Lance"
    packed = tmp_path / "oracle-cards.json.gz"
    packed.write_bytes(gzip.compress(SCRYFALL.read_bytes()))
    assert import_cards(str(packed)).cards == result.cards
    fetched = import_cards("https://example.test/oracle-cards.json", fetch=lambda url: SCRYFALL.read_bytes())
    assert fetched.cards == result.cards


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"1. Game Concepts\n100. General", "not a JSON card file"),
        (b'{"foo": 1}', "unrecognised JSON"),
        (b"[1, 2, 3]", "item 1 is not a Scryfall card"),
        (b'[{"name": "Shock", "layout": "normal"}, {"name": ', "invalid JSON"),
        (b'[{"name": "Shock"} {"name": "Bolt"}]', "invalid JSON: expected ',' or ']'"),
        (b'[{"name": "Goblin", "layout": "token"}]', "no cards found (1 skipped)"),
        (b"[]", "no cards found"),
        (b"\xff\xfe[]", "not UTF-8"),
    ],
)
def test_bad_files_give_one_line_errors(tmp_path, content, message):
    path = tmp_path / "cards.json"
    path.write_bytes(content)
    with pytest.raises(CardImportError) as exc:
        import_cards(str(path))
    assert message in str(exc.value) and str(exc.value).startswith(str(path)) and "\n" not in str(exc.value)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(CardImportError, match="no such file"):
        import_cards(str(tmp_path / "nope.json"))
    with pytest.raises(CardImportError, match="is a folder"):
        import_cards(str(tmp_path))


# --- storage and the import reply -----------------------------------------------------------------


def test_store_round_trip(tmp_path):
    store = CardStore(tmp_path)
    cards = import_cards(str(SCRYFALL)).cards + list(iter_ga_pages(ga_pages()))
    path = store.save("mixed", cards)
    assert path == tmp_path / "cards" / "cards.sqlite3"  # one SQLite file for every index: tests/test_card_store.py
    assert store.load("mixed") == cards and store.load() == cards and store.names() == ["mixed"]
    index = CardIndex(store.load())
    assert index.resolve("stomp").name == "Bonecrusher Giant // Stomp"
    assert index.resolve("spirit of fire", game="grand-archive").ga.life == 15


def test_store_problems_and_names(tmp_path, monkeypatch):
    store = CardStore(tmp_path)
    store.save("a", [Card(name="Shock")])
    (tmp_path / "cards" / "a.jsonl").write_text('{"name": "Shock"}\n{"name": 3}\n\n', encoding="utf-8")
    assert [c.name for c in store.load()] == ["Shock"]
    assert len(store.problems) == 1 and store.problems[0].startswith("a.jsonl:2:")
    with pytest.raises(CardImportError, match="bad card index name"):
        store.save("../escape", [])
    with pytest.raises(CardImportError, match="no stored card index 'b'"):
        store.load("b")
    assert CardStore(tmp_path / "empty").load() == []
    monkeypatch.setenv("RULEKEEPER_DATA", str(tmp_path / "data"))
    assert data_dir() == tmp_path / "data" and CardStore().root == tmp_path / "data" / "cards"


def test_import_reply_reports_counts_and_stores(tmp_path):
    store = CardStore(tmp_path)
    reply = import_cards_reply(str(SCRYFALL), store)
    assert not reply.error and reply.title == "Imported 8 cards from Scryfall"
    assert "8 imported, 2 skipped (art_series 1, token 1)" in reply.summary and " s." in reply.summary
    assert reply.data["imported"] == 8 and reply.data["skipped"] == {"token": 1, "art_series": 1}
    assert store.load("scryfall")[0].name == "Lightning Bolt"
    calls: list[str] = []
    reply = import_cards_reply("https://api.gatcg.com/cards/search", store, fetch=page_fetcher(ga_pages(), calls))
    assert reply.title == "Imported 3 cards from Grand Archive" and "none skipped" in reply.summary
    assert store.names() == ["grand-archive", "scryfall"]


def test_import_reply_errors(tmp_path):
    reply = import_cards_reply(str(tmp_path / "missing.json"), CardStore(tmp_path))
    assert reply.error and reply.exit_code == 2 and reply.summary.endswith("missing.json: no such file")

    def offline(url: str) -> bytes:
        raise CardImportError(f"could not download {url}: offline")

    reply = import_cards_reply("https://example.test/cards.json", CardStore(tmp_path), fetch=offline)
    assert reply.error and "could not download" in reply.summary
