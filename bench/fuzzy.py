"""Card name lookup and import benchmark.

    python bench/fuzzy.py [--names 30000] [--queries 200] [--difflib 10]

For the bundled index (when `cardindex.cards.bundled_cards` exists) and a synthetic index of plausible
names (fixed seed): median and p99 `CardIndex.lookup` time for exact, misspelled and prefix queries,
next to `difflib.get_close_matches` and a raw `rapidfuzz.process.extractOne` scan over the same
normalised names (default scorer WRatio, and fuzz.ratio, the index's own pre-selection scan).
Goals: ≥ 10× faster than difflib, ≤ 1.5× the raw scan, 0 wrong top hits (a card answered that isn't the
one meant). bench/cards.py runs the same check over a large imported pool. Then the time and peak memory (tracemalloc)
of streaming a generated Scryfall-format file of as many cards from a temporary file.
"""

from __future__ import annotations

import argparse
import difflib
import json
import random
import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from rapidfuzz import fuzz, process

from cardindex.fuzzy import CardIndex, normalise
from cardindex.importers import ImportStats, import_cards, iter_scryfall
from cardindex.models import Card, Face


def _words(text: str) -> list[str]:
    return text.split()


ADJ = _words(
    "Ancient Arcane Ashen Blazing Bloodthirsty Brazen Burning Crimson Cursed Dread Ember Feral Fiery Frozen "
    "Gilded Grim Hallowed Hidden Howling Iron Jade Lost Mighty Molten Mystic Noble Primal Radiant Raging Savage "
    "Scorched Shadow Silent Silver Spectral Storm Sunlit Thorned Twisted Verdant Vicious Wild Withered Æthersworn"
)
NOUN = _words(
    "Angel Apprentice Archon Bear Behemoth Cleric Crusader Dragon Drake Elemental Elf Falcon Giant Goblin Golem "
    "Guardian Harpy Hydra Knight Leviathan Mage Mantis Oracle Phoenix Raider Rogue Sage Seer Serpent Shaman "
    "Sphinx Spirit Titan Troll Vampire Wall Warden Wizard Wolf Wurm Zombie Jötun"
)
PLACE = _words("Akros Amonkhet Benalia Dominaria Innistrad Ixalan Kaladesh Kamigawa Lorwyn Mirrodin Ravnica Tarkir")
SPELL = _words(
    "Blessing Bolt Call Charm Command Decree Edict Fury Gift Grasp Hymn Oath Pact Rage Rite Ruin Sermon Strike "
    "Surge Vow Wrath"
)
TITLE = _words("Keeper Lord Herald Scourge Voice Bane Champion Warden")
FIRST = _words("Aria Bryn Corwin Daxos Elspeth Feyra Garruk Hallar Isolde Jorah Kiora Lathril Mirel Nissa Oona")


def synthetic_names(count: int, seed: int = 2024) -> list[str]:
    """`count` distinct, plausible card names, the same for the same seed."""
    rng = random.Random(seed)
    shapes: list[Callable[[], str]] = [
        lambda: f"{rng.choice(ADJ)} {rng.choice(NOUN)}",
        lambda: f"{rng.choice(SPELL)} of the {rng.choice(ADJ)} {rng.choice(NOUN)}",
        lambda: f"{rng.choice(NOUN)} of {rng.choice(PLACE)}",
        lambda: f"{rng.choice(PLACE)} {rng.choice(NOUN)} {rng.choice(SPELL)}",
        lambda: f"{rng.choice(FIRST)}, {rng.choice(TITLE)} of {rng.choice(PLACE)}",
        lambda: f"{rng.choice(ADJ)} {rng.choice(SPELL)} // {rng.choice(ADJ)} {rng.choice(SPELL)}",
        lambda: f"{rng.choice(NOUN)}'s {rng.choice(SPELL)}",
    ]
    weights = [30, 20, 12, 12, 12, 4, 10]
    names: dict[str, None] = {}
    while len(names) < count:
        names[rng.choices(shapes, weights)[0]()] = None
    return list(names)


def synthetic_cards(names: list[str]) -> list[Card]:
    return [
        Card(name=n, faces=[Face(name=p.strip()) for p in n.split("//")], layout="split" if "//" in n else "normal")
        for n in names
    ]


def misspell(name: str, rng: random.Random) -> str:
    """One or two typos: a dropped, swapped, doubled or wrong letter."""
    out = name
    for _ in range(rng.choice((1, 1, 2))):
        i = rng.randrange(1, max(2, len(out) - 1))
        kind = rng.randrange(4)
        if kind == 0:
            out = out[:i] + out[i + 1 :]
        elif kind == 1 and i + 1 < len(out):
            out = out[:i] + out[i + 1] + out[i] + out[i + 2 :]
        elif kind == 2:
            out = out[:i] + out[i] + out[i:]
        else:
            out = out[:i] + rng.choice("aeioustrnl") + out[i + 1 :]
    return out


def queries(names: list[str], count: int, seed: int = 7) -> dict[str, list[str]]:
    rng = random.Random(seed)
    picked = [rng.choice(names) for _ in range(count)]
    return {
        "exact": picked,
        "misspelled": [misspell(n, rng) for n in picked],
        "prefix": [n[: max(4, int(len(n) * 0.6))] for n in picked],
    }


def times_ms(fn: Callable[[str], object], items: list[str], repeat: int = 1) -> list[float]:
    out = []
    for q in items:
        best = float("inf")
        for _ in range(repeat):
            start = time.perf_counter()
            fn(q)
            best = min(best, time.perf_counter() - start)
        out.append(best * 1000)
    return sorted(out)


def p99(values: list[float]) -> float:
    return values[min(len(values) - 1, int(len(values) * 0.99))]


def wrong_top_hits(index: CardIndex, queries_by_kind: dict[str, list[str]], meant: list[str]) -> int:
    """Lookups answered with a card that isn't the one meant (`meant[i]` for each kind's i-th query). A query
    that is exactly another card's name, nickname or face name is rightly answered with that card."""
    wrong = 0
    for items in queries_by_kind.values():
        for query, name in zip(items, meant, strict=True):
            found = index.lookup(query)
            if found.card is not None and found.card.name != name and found.how not in ("exact", "alias", "face"):
                wrong += 1
                print(f"  wrong top hit: {query!r} (meant {name!r}) -> {found.card.name!r} ({found.how})")
    return wrong


def bench_index(label: str, cards: list[Card] | CardIndex, count: int, difflib_count: int) -> int:
    """Time lookups over the cards (or a ready index, whose cards aren't loaded for this); the wrong top hits."""
    start = time.perf_counter()
    index = cards if isinstance(cards, CardIndex) else CardIndex(cards)
    index.lookup("warm up")
    build = (time.perf_counter() - start) * 1000
    names = index.names()
    keys = [normalise(n) for n in names]
    print(f"\n{label}: {len(index)} cards, index built in {build:.0f} ms")
    print(
        f"  {'query':<11} {'lookup med/p99 ms':>18} {'difflib med':>12} {'WRatio scan':>12} {'ratio scan':>11}   ratios"
    )
    asked = queries(names, count)
    for kind, items in asked.items():
        mine = times_ms(index.lookup, items, repeat=3)
        few = items[:difflib_count]
        dl = times_ms(lambda q: difflib.get_close_matches(normalise(q), keys, n=3, cutoff=0.6), few)
        raw = times_ms(lambda q: process.extractOne(normalise(q), keys, processor=None), items)
        raw_ratio = times_ms(lambda q: process.extractOne(normalise(q), keys, scorer=fuzz.ratio, processor=None), items)
        med = statistics.median(mine)
        print(
            f"  {kind:<11} {med:>8.3f} / {p99(mine):<7.3f} {statistics.median(dl):>12.2f} "
            f"{statistics.median(raw):>12.2f} {statistics.median(raw_ratio):>11.2f}   "
            f"difflib/lookup {statistics.median(dl) / med:,.0f}×; "
            f"lookup/WRatio scan {med / statistics.median(raw):.3g}×; "
            f"lookup/ratio scan {med / statistics.median(raw_ratio):.3g}×"
        )
    found = {kind: sum(index.lookup(q).card is not None for q in items) for kind, items in asked.items()}
    print(f"  answered with one card: {', '.join(f'{k} {v}/{count}' for k, v in found.items())}")
    wrong = wrong_top_hits(index, asked, asked["exact"])
    print(f"  wrong top hits: {wrong}")
    return wrong


def scryfall_object(name: str, i: int) -> dict[str, object]:
    return {
        "object": "card",
        "id": f"00000000-0000-4000-8000-{i:012d}",
        "oracle_id": f"10000000-0000-4000-8000-{i:012d}",
        "name": name,
        "lang": "en",
        "layout": "normal",
        "mana_cost": "{2}{R}",
        "cmc": 3.0,
        "type_line": "Creature — Giant Warrior",
        "oracle_text": f"Whenever {name} attacks, it deals 1 damage to each opponent.\nTrample",
        "power": "3",
        "toughness": "3",
        "colors": ["R"],
        "color_identity": ["R"],
        "keywords": ["Trample"],
        "legalities": {"standard": "not_legal", "modern": "legal", "legacy": "legal", "commander": "legal"},
        "image_uris": {"small": f"https://cards.scryfall.io/small/front/{i}.jpg"},
        "prices": {"usd": "0.10", "eur": "0.08"},
        "set": "xyz",
        "rarity": "common",
    }


def bench_import(names: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "oracle-cards.json"
        with path.open("w", encoding="utf-8") as out:
            out.write("[\n")
            out.write(",\n".join(json.dumps(scryfall_object(n, i), ensure_ascii=False) for i, n in enumerate(names)))
            out.write("\n]\n")
        size = path.stat().st_size / 1e6
        start = time.perf_counter()
        with path.open("rb") as f:
            count = sum(1 for _ in iter_scryfall(f, ImportStats()))
        stream_s = time.perf_counter() - start
        tracemalloc.start()
        with path.open("rb") as f:
            sum(1 for _ in iter_scryfall(f, ImportStats()))
        stream_peak = tracemalloc.get_traced_memory()[1] / 1e6
        tracemalloc.stop()
        start = time.perf_counter()
        result = import_cards(str(path))
        import_s = time.perf_counter() - start
        del result
        tracemalloc.start()
        result = import_cards(str(path))
        import_peak = tracemalloc.get_traced_memory()[1] / 1e6
        tracemalloc.stop()
    print(f"\nimport of a {count}-card Scryfall file ({size:.1f} MB):")
    print(f"  streaming (cards not kept): {stream_s:.2f} s, peak {stream_peak:.2f} MB")
    print(f"  import_cards (all {len(result.cards)} cards kept as models): {import_s:.2f} s, peak {import_peak:.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--names", type=int, default=30_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--difflib", type=int, default=10, help="queries timed with difflib (it is slow)")
    args = parser.parse_args()
    try:
        from cardindex.cards import bundled_cards
    except ImportError:
        print("bundled index: cardindex.cards.bundled_cards() not available, skipped")
    else:
        bench_index("bundled index", bundled_cards(), args.queries, args.queries)
    names = synthetic_names(args.names)
    bench_index("synthetic index", synthetic_cards(names), args.queries, args.difflib)
    bench_import(names)


if __name__ == "__main__":
    main()
