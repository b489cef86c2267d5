"""Resolve-time benchmark: median and p99 over a corpus of scenarios, then the bounds (issue #14).

    python bench/resolve.py [--repeat N] [--bounds-only]

Bounds: n Palisade Giants and a Lightning Bolt (goal: n outcomes, each n in < 100 ms), and adversarial
situations (goal: answered or refused within 2 s and 300 MB), each in a fresh process that prints its
time and peak memory (VmHWM, the bundled card index included).

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

from resolver import RulekeeperError, parse_scenario, resolve


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


def measure(data: dict[str, Any], repeat: int, reuse: bool = True, cards: Any = None) -> tuple[float, float, int]:
    scenario = parse_scenario(data)
    outcomes = len(resolve(scenario, reuse=reuse, cards=cards).outcomes)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        resolve(scenario, reuse=reuse, cards=cards)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.99))], outcomes


ADVERSARIAL = {
    "20 + 20 Palisade Giants, Pyroclasm": (
        "I control 20 Palisade Giants and 20 Palisade Giants. Opponent casts Pyroclasm."
    ),
    "20 Giants each side, Pyroclasm": (
        "I control 20 Palisade Giants. Opponent controls 20 Palisade Giants. Opponent casts Pyroclasm."
    ),
    "20 Bears, 9 replacement/prevention cards, Pyroclasm": (
        "I control twenty Grizzly Bears, Furnace of Rath, Gisela, Blade of Goldnight, Valkmira, Protector's "
        "Shield, Vigor and a Palisade Giant. Opponent controls Torbran, Thane of Red Fell, Furnace of Rath and "
        "Gisela, Blade of Goldnight. Opponent casts Pyroclasm."
    ),
    "/compare, 20 Palisade Giants and a Bolt": (
        "compare:I control 20 Palisade Giants. Opponent casts Lightning Bolt targeting me."
    ),
}


def _index() -> Any:
    from cardindex.cards import bundled_cards
    from cardindex.fuzzy import CardIndex

    return CardIndex(bundled_cards())


def giants(n: int, repeat: int) -> tuple[int, float]:
    """n Palisade Giants, Lightning Bolt at you: the outcomes and the median resolve time (ms)."""
    from commands.cardsource import IndexCards
    from commands.situation import parse_situation

    index = _index()
    text = f"I control {n} Palisade Giants. Opponent casts Lightning Bolt targeting me."
    median, _, outcomes = measure(parse_situation(text, index).scenario, repeat, cards=IndexCards(index, "mtg"))
    return outcomes, median


def one_adversarial(text: str) -> None:
    """Run one situation (read, resolve or compare) and print its time, answer and peak memory as JSON."""
    import json

    from commands.ask import ask_reply

    index = _index()
    compare = text.startswith("compare:")
    start = time.perf_counter()
    try:
        reply = ask_reply(text.removeprefix("compare:"), compare=compare, index=index)
        if reply.error or compare:
            answer = reply.summary.splitlines()[0][:90]
        else:
            answer = f"{len(reply.data['outcomes'])} outcomes"
    except RulekeeperError as exc:
        answer = str(exc)[:90]
    ms = (time.perf_counter() - start) * 1000
    with open("/proc/self/status") as status:
        peak = next(int(line.split()[1]) // 1024 for line in status if line.startswith("VmHWM"))
    print(json.dumps({"ms": ms, "peak_mb": peak, "answer": answer}))


def bounds(repeat: int) -> None:
    import json
    import subprocess
    import sys

    print(f"{'n Palisade Giants + Lightning Bolt':<52} {'outcomes':>8} {'median ms':>10}   goal: n outcomes, < 100 ms")
    for n in (6, 8, 10, 12):
        outcomes, median = giants(n, max(5, repeat // 30))
        print(f"{n:<52} {outcomes:>8} {median:>10.1f}")
    print(f"\n{'adversarial (fresh process each)':<52} {'ms':>8} {'peak MB':>8}   goal: < 2 000 ms, < 300 MB")
    for name, text in ADVERSARIAL.items():
        run = subprocess.run(
            [sys.executable, __file__, "--one", text], capture_output=True, text=True, check=True, timeout=600
        )
        got = json.loads(run.stdout.strip().splitlines()[-1])
        print(f"{name:<52} {got['ms']:>8.0f} {got['peak_mb']:>8}   {got['answer']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=300)
    parser.add_argument("--bounds-only", action="store_true")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        one_adversarial(args.one)
        return
    if not args.bounds_only:
        print(f"{'scenario':<52} {'outcomes':>8} {'median ms':>10} {'p99 ms':>8} {'no reuse':>9}")
        for name, make in CORPUS.items():
            median, p99, outcomes = measure(make(), args.repeat)
            plain, _, _ = measure(make(), max(20, args.repeat // 3), reuse=False)
            print(f"{name:<52} {outcomes:>8} {median:>10.3f} {p99:>8.3f} {plain:>9.3f}")
        print()
    bounds(args.repeat)


if __name__ == "__main__":
    main()
