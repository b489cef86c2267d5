"""The card store (cardindex/store.py): imported cards in one SQLite file, found by name at start and read
in full only when used.

The cards are real: a few from the 2018 Oracle pool in ../shared (read, never copied), written to a small
Scryfall file in a temporary folder and imported by the ordinary path (stream, compile, store).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardNotFound, CardRef
from cardindex.importers import CardImportError, import_cards
from cardindex.models import Card
from cardindex.store import CardStore
from commands.cards import compile_abilities, import_cards_reply
from commands.cardsource import IndexCards, load_index

POOL = Path(__file__).resolve().parent.parent.parent / "shared" / "cards" / "oracle-cards-2018.json"
NAMES = [
    "Dark Depths",
    "Lightning Bolt",  # also bundled: the bundled card, with its curated effects, comes first
    "Fire // Ice",
    "Delver of Secrets // Insectile Aberration",
    "Circle of Protection: Red",
    "Fog",
    "Vampire Nighthawk",
    "Ajani Goldmane",
]


@pytest.fixture(scope="module")
def pool_file(tmp_path_factory) -> Path:
    cards = [c for c in json.loads(POOL.read_text(encoding="utf-8")) if c["name"] in NAMES]
    assert sorted(c["name"] for c in cards) == sorted(NAMES)
    path = tmp_path_factory.mktemp("pool") / "oracle-cards.json"
    path.write_text(json.dumps(cards), encoding="utf-8")
    return path


@pytest.fixture()
def store(tmp_path, pool_file) -> CardStore:
    store = CardStore(tmp_path)
    reply = import_cards_reply(str(pool_file), store)
    assert not reply.error and reply.data["imported"] == len(NAMES)
    return CardStore(tmp_path)  # a fresh store object: nothing read yet


def test_round_trip_of_real_cards(store, pool_file):
    cards = import_cards(str(pool_file)).cards
    compile_abilities(cards)
    assert store.names() == ["scryfall"]
    assert store.file == store.root / "cards.sqlite3" and store.file.exists()
    assert store.load() == cards and store.load("scryfall") == cards and not store.problems
    fire_ice = next(c for c in store.load() if c.name == "Fire // Ice")
    assert [f.name for f in fire_ice.faces] == ["Fire", "Ice"] and fire_ice.layout == "split"


def test_a_card_whose_text_does_not_compile_is_stored_not_modelled_and_the_import_goes_on(store):
    depths = load_index(store).resolve("Dark Depths")
    assert depths.source == "scryfall" and "ten ice counters" in depths.oracle_text
    missing = [a for a in depths.abilities if not a.modelled]
    assert missing and all(a.reason for a in missing)
    assert any("not recognised" in (a.reason or "") for a in missing)
    assert len(store.load()) == len(NAMES)  # every card stored, whatever its text


def test_the_index_starts_with_names_only_and_reads_a_card_when_it_is_used(store):
    refs = store.entries()
    assert sorted(r.name for r in refs) == sorted(NAMES) and all(isinstance(r, CardRef) for r in refs)
    fire_ice = next(r for r in refs if r.name == "Fire // Ice")
    assert fire_ice.keys == ("fire ice", "fire", "ice") and fire_ice.game == "mtg" and fire_ice.source == "scryfall"
    assert store.loaded == 0
    index = load_index(store)
    index.lookup("warm up")  # builds every lookup table: still no card read
    assert store.loaded == 0 and "Dark Depths" in index.names()
    assert index.resolve("dark depth").name == "Dark Depths"  # fuzzy: read once it is the answer
    assert store.loaded == 1
    assert index.resolve("Dark Depths") is index.resolve("dark depths")  # kept: not read again
    assert store.loaded == 1
    card, face = IndexCards(index).find("Ice")  # the engine's card source: a face finds its card
    assert card.name == "Fire // Ice" and face == 1 and store.loaded == 2
    assert index.complete("vamp") == [("Vampire Nighthawk", "Vampire Nighthawk")] and store.loaded == 2
    bundled = {c.name for c in bundled_cards()} & set(NAMES)  # Lightning Bolt, Fog, …: the bundled card counts
    assert index.sources()["scryfall"] == len(NAMES) - len(bundled) and store.loaded == 2


def test_bundled_cards_come_first_and_work_without_any_import(store, tmp_path):
    index = load_index(store)
    bolt = index.resolve("Lightning Bolt")
    assert bolt.source == "bundled" and bolt.abilities and all(a.modelled for a in bolt.abilities)
    assert store.loaded == 0  # the imported Lightning Bolt is never read
    empty = load_index(CardStore(tmp_path / "nothing-imported"))
    assert empty.resolve("bolt").source == "bundled" and not (tmp_path / "nothing-imported").exists()
    with pytest.raises(CardNotFound):
        empty.resolve("Dark Depths")


def test_deleting_an_import(store):
    index = load_index(store)  # loaded before the delete: its refs now find nothing to read
    assert store.delete("scryfall") and not store.delete("scryfall")
    assert store.names() == [] and store.load() == [] and store.entries() == []
    with pytest.raises(CardNotFound):
        load_index(store).resolve("Dark Depths")
    gone = index.resolve("Dark Depths")
    assert gone.name == "Dark Depths" and "could not be read" in gone.note and not gone.abilities
    with pytest.raises(CardImportError, match="no stored card index 'scryfall'"):
        store.load("scryfall")


def test_a_new_import_replaces_the_old_and_a_failed_one_keeps_it(store, tmp_path):
    store.save("scryfall", [Card(name="Dark Depths", source="scryfall", note="newer")])
    assert [c.note for c in store.load()] == ["newer"]
    bad = tmp_path / "bad.json"
    bad.write_text('[{"name": "Fog", "layout": "normal"}, {"name": ', encoding="utf-8")
    reply = import_cards_reply(str(bad), store)
    assert reply.error and reply.exit_code == 2 and "invalid JSON" in reply.summary
    assert [c.note for c in store.load()] == ["newer"]


@pytest.mark.parametrize("damage", ["garbage", "truncated"])
def test_a_damaged_store_is_one_line_not_a_traceback(store, damage, capsys):
    data = store.file.read_bytes()
    store.file.write_bytes(b"not a database at all\n" * 64 if damage == "garbage" else data[: len(data) // 3])
    with pytest.raises(CardImportError) as caught:
        store.load()
        store.entries()
    message = str(caught.value)
    assert "\n" not in message and "import the cards again" in message and str(store.file) in message
    index = load_index(store)  # the bundled cards still work; one warning line
    assert index.resolve("Lightning Bolt").source == "bundled"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("rulekeeper: warning: imported cards not loaded:")
    reply = import_cards_reply(str(POOL), store)
    assert reply.error and reply.exit_code == 2 and "not a readable card store" in reply.summary


def test_index_files_of_earlier_versions_are_moved_in(tmp_path):
    folder = tmp_path / "cards"
    folder.mkdir()
    old = [Card(name="Fog", source="scryfall"), Card(name="Shock", source="mtgjson")]
    (folder / "scryfall.jsonl").write_text(old[0].model_dump_json() + "\n", encoding="utf-8")
    (folder / "mtgjson.jsonl").write_text(old[1].model_dump_json() + '\n{"name": 3}\n', encoding="utf-8")
    store = CardStore(tmp_path)
    assert store.names() == ["mtgjson", "scryfall"] and not list(folder.glob("*.jsonl"))
    assert store.problems == ["mtgjson.jsonl:2: Input should be a valid string"]
    assert sorted(c.name for c in store.load()) == ["Fog", "Shock"]


def test_the_file_is_plain_sqlite_with_a_names_table_and_json_details(store):
    with sqlite3.connect(store.file) as db:
        (count,) = db.execute("SELECT count(*) FROM cards").fetchone()
        (text,) = db.execute("SELECT d.json FROM cards c JOIN details d ON d.id = c.id WHERE c.name = 'Fog'").fetchone()
    assert count == len(NAMES) and json.loads(text)["faces"][0]["oracle_text"].startswith("Prevent all combat")


def test_a_later_card_of_the_same_name_replaces_the_earlier_even_in_another_batch(tmp_path, monkeypatch):
    monkeypatch.setattr("cardindex.store.BATCH", 2)
    store = CardStore(tmp_path)
    cards = [
        Card(name="Mist Wall", note="first"),
        Card(name="Kelp"),
        Card(name="Opt"),
        Card(name="mist wall", note="2"),
    ]
    store.save("mixed", cards)
    assert [(c.name, c.note) for c in store.load()] == [("Kelp", ""), ("Opt", ""), ("mist wall", "2")]
    assert load_index(store).resolve("Mist Wall").note == "2" and len(store.entries()) == 3
