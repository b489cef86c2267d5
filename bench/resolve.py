"""Resolve-time benchmark: median and p99 over a corpus of scenarios.

    python bench/resolve.py [--repeat N]

Goal (issue #2): <= 1 ms median for a 20-object, 10-effect scenario with 3 binary choices. The row after it
is the same scenario with its choices fixed: one line of play, the part no sharing between lines can save.
The target deals damage to all 20 objects at once (the heaviest reading of the goal); the third row keeps
its board, effects and choices but deals only the three damage events the choices are about.
The last column resolves the same scenario with reuse=False (every damage event settled afresh on every
line of play, no resolver/memo.py): the answer is the same, the time shows what reusing saves.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

from resolver import parse_scenario, resolve


def _creature(ident: str, controller: str, power: int, toughness: int, **extra: Any) -> dict[str, Any]:
    return {
        "id": ident,
        "controller": controller,
        "name": ident,
        "types": ["creature"],
        "colors": ["G"],
        "power": power,
        "toughness": toughness,
        **extra,
    }


def target_scenario() -> dict[str, Any]:
    """20 permanents, 10 effects, 3 binary choices (prevent-then-double vs double-then-prevent on three
    creatures): 8 lines of play, 8 distinct outcomes."""
    battlefield = [_creature(f"mine{i}", "You", 2, 5) for i in range(10)]
    battlefield += [_creature(f"theirs{i}", "Opponent", 3, 3, subtypes=["Cleric"] if i < 2 else []) for i in range(10)]
    effects = [
        {"kind": "double", "name": "Furnace of Rath"},
        {"kind": "prevent", "amount": 1, "to": [{"id": "mine0"}], "name": "Samite Healer"},
        {"kind": "prevent", "amount": 2, "to": [{"id": "mine1"}], "name": "Healing Salve"},
        {"kind": "prevent", "amount": 3, "to": [{"id": "mine2"}], "name": "Mending Hands"},
        {
            "kind": "prevent",
            "amount": 1,
            "uses": "each",
            "to": [{"subtypes": ["Cleric"], "controller": "You"}],
            "controller": "You",
            "name": "Daunting Defender",
        },
        {
            "kind": "add",
            "plus": 2,
            "from": [{"colors": ["R"], "controller": "Opponent"}],
            "to": [{"player": "You"}],
            "name": "Torbran",
        },
        {"kind": "prevent", "damage": "combat", "name": "Fog"},
        {"kind": "cant_gain_life", "name": "Skullcrack"},
        {"kind": "prevent", "from": [{"colors": ["B"]}], "to": [{"id": "theirs3"}], "name": "Protection-like"},
        {
            "kind": "prevent",
            "amount": 1,
            "uses": "each",
            "to": [{"player": "Opponent"}],
            "controller": "Opponent",
            "from": [{"controller": "You"}],
            "name": "Guardian Seraph",
        },
    ]
    damage = [
        {
            "source": {"id": "quake", "name": "Earthquake", "controller": "Opponent", "colors": ["G"]},
            "to": t,
            "amount": 2,
        }
        for t in [b["id"] for b in battlefield]
    ]
    return {"battlefield": battlefield, "effects": effects, "actions": [{"damage": damage}]}


def target_one_line() -> dict[str, Any]:
    """The target with its 3 choices fixed: one line of play, so nothing to share between lines. What no
    amount of sharing between lines can take below."""
    return {
        **target_scenario(),
        "choices": [
            "mine0: Furnace of Rath → Samite Healer",
            "mine1: Furnace of Rath → Healing Salve",
            "mine2: Furnace of Rath → Mending Hands",
        ],
    }


def target_three_bolts() -> dict[str, Any]:
    """The same board and effects, but three Lightning Bolts (one each at mine0, mine1, mine2) instead of
    an Earthquake: the 3 binary choices and 8 outcomes, with 3 damage events instead of 20. The other
    reading of "a 20-object scenario": 20 objects on the battlefield, not 20 objects dealt damage."""
    bolts = [
        {
            "damage": [
                {
                    "source": {"id": f"bolt{i}", "name": "Lightning Bolt", "controller": "Opponent", "colors": ["R"]},
                    "to": f"mine{i}",
                    "amount": 3,
                }
            ]
        }
        for i in range(3)
    ]
    return {**target_scenario(), "actions": bolts}


def bolt_vs_healer() -> dict[str, Any]:
    return {
        "battlefield": [_creature("bears", "You", 2, 2)],
        "actions": [
            {"effect": {"kind": "prevent", "amount": 1, "to": [{"id": "bears"}], "name": "Samite Healer"}},
            {
                "damage": [
                    {
                        "source": {"name": "Lightning Bolt", "colors": ["R"], "controller": "Opponent"},
                        "to": "bears",
                        "amount": 3,
                    }
                ]
            },
        ],
    }


def combat_board() -> dict[str, Any]:
    battlefield = [_creature(f"a{i}", "Opponent", 3, 3, keywords=["first strike"] if i == 0 else []) for i in range(5)]
    battlefield += [_creature(f"b{i}", "You", 2, 4) for i in range(5)]
    return {
        "battlefield": battlefield,
        "effects": [{"kind": "prevent", "amount": 2, "to": [{"player": "You"}], "name": "Shield"}],
        "actions": [
            {
                "combat": {
                    "attackers": {f"a{i}": "You" for i in range(5)},
                    "blockers": {f"b{i}": f"a{i}" for i in range(3)},
                }
            }
        ],
    }


def redirect_chain() -> dict[str, Any]:
    giant = {
        "kind": "redirect",
        "static": True,
        "redirect_to": "this",
        "to": [{"player_is": "you"}, {"controller_is": "you", "kind": "permanent", "exclude": ["this"]}],
    }
    return {
        "battlefield": [_creature("g1", "You", 2, 7), _creature("g2", "You", 2, 7)],
        "effects": [{**giant, "source": "g1", "name": "Giant A"}, {**giant, "source": "g2", "name": "Giant B"}],
        "actions": [{"damage": [{"source": {"name": "Lava Axe", "colors": ["R"]}, "to": "You", "amount": 5}]}],
    }


CORPUS: dict[str, Callable[[], dict[str, Any]]] = {
    "target: 20 objects, 10 effects, 3 binary choices": target_scenario,
    "target, its 3 choices fixed (one line of play)": target_one_line,
    "target's board, three Bolts (3 events, 3 choices)": target_three_bolts,
    "bolt vs Samite Healer": bolt_vs_healer,
    "combat, first strike, 5 attackers": combat_board,
    "two Palisade Giants": redirect_chain,
}


def measure(data: dict[str, Any], repeat: int, reuse: bool = True) -> tuple[float, float, int]:
    scenario = parse_scenario(data)
    outcomes = len(resolve(scenario, reuse=reuse).outcomes)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        resolve(scenario, reuse=reuse)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.99))], outcomes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=300)
    args = parser.parse_args()
    print(f"{'scenario':<52} {'outcomes':>8} {'median ms':>10} {'p99 ms':>8} {'no reuse':>9}")
    for name, make in CORPUS.items():
        median, p99, outcomes = measure(make(), args.repeat)
        plain, _, _ = measure(make(), max(20, args.repeat // 3), reuse=False)
        print(f"{name:<52} {outcomes:>8} {median:>10.3f} {p99:>8.3f} {plain:>9.3f}")


if __name__ == "__main__":
    main()
