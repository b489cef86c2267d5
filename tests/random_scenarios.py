"""Seeded random scenarios where the exploration's shortcuts act: Palisade-Giant-style redirections (some
of them twins), shields, doublers, +N, several damage actions; and the comparison of an answer with the
exhaustive engine's (used by tests/test_exploration.py and bench/equivalence.py)."""

from __future__ import annotations

import random
from typing import Any

from resolver import BadInput, RulekeeperError, TooManyOutcomes, engine, parse_scenario

GIANT_TO = [{"player_is": "you"}, {"controller_is": "you", "kind": "permanent", "exclude": ["this"]}]


def random_scenario(rng: random.Random) -> dict[str, Any]:
    players = ["You", "Opponent"]
    battlefield: list[dict[str, Any]] = []
    effects: list[dict[str, Any]] = []
    for i in range(rng.randint(1, 6)):
        owner = rng.choice(players)
        toughness = rng.choice([2, 3, 7])
        thing = {
            "id": f"c{i}",
            "controller": owner,
            "name": rng.choice(["Palisade Giant", "Grizzly Bears", "Hill Giant"]),
            "types": ["creature"],
            "colors": ["W"],
            "power": 2,
            "toughness": toughness,
        }
        if rng.random() < 0.15:
            thing["damage"] = 1
        battlefield.append(thing)
        if rng.random() < 0.5:  # a redirector: 'all damage to you and your other permanents is dealt to this'
            effects.append(
                {"kind": "redirect", "static": True, "source": f"c{i}", "redirect_to": "this", "to": GIANT_TO,
                 "name": thing["name"]}
            )  # fmt: skip
        if rng.random() < 0.2:
            effects.append({"kind": "prevent", "amount": rng.randint(1, 3), "to": [{"id": f"c{i}"}], "name": "Shield"})
    for _ in range(rng.randint(0, 2)):
        kind = rng.choice(["double", "add", "prevent"])
        to = rng.choice([[{"player": "You"}], [{"player": "Opponent"}], [{"controller_is": "you"}], []])
        effect: dict[str, Any] = {"kind": kind, "name": f"{kind} effect", "controller": rng.choice(players)}
        if to:
            effect["to"] = to
        if kind == "add":
            effect["plus"] = rng.randint(1, 2)
        if kind == "prevent":
            effect["amount"] = rng.randint(1, 2)
        effects.append(effect)
    targets = [*players, *(b["id"] for b in battlefield)]
    actions = []
    for a in range(rng.randint(1, 3)):
        hits = rng.sample(targets, k=rng.randint(1, min(2, len(targets))))
        source = {"id": f"s{a}", "name": rng.choice(["Lightning Bolt", "Shock", "Lava Axe"]), "colors": ["R"]}
        actions.append({"damage": [{"source": source, "to": t, "amount": rng.randint(1, 5)} for t in hits]})
    return {"battlefield": battlefield, "effects": effects, "actions": actions}


def compare_with_exhaustive(data: dict[str, Any]) -> str:
    """'same' (identical answer), 'same results' (a chain was followed or twins exchanged: the same
    outcomes' results, and each outcome's label, fixed as the choice, gives that outcome), 'both refuse',
    'only merged answers' (the exhaustive engine has too many lines), or 'DIFFERENT: …'."""
    try:
        scenario = parse_scenario(data)
    except RulekeeperError:
        return "both refuse"
    trace: dict[str, int] = {}
    try:
        answer = engine._resolve(scenario, None, 256, True, trace=trace)
    except TooManyOutcomes:
        answer = None
    except RulekeeperError as exc:
        answer = type(exc).__name__
    try:
        every_line = engine._resolve(scenario, None, 256, True, merge=False, exhaustive=True)
    except TooManyOutcomes:
        return "only merged answers" if answer is not None and not isinstance(answer, str) else "both refuse"
    except RulekeeperError as exc:
        return "both refuse" if answer == type(exc).__name__ else f"DIFFERENT: {answer} vs {type(exc).__name__}"
    if answer is None or isinstance(answer, str):
        return f"DIFFERENT: the exhaustive engine answers, the merged one gives {answer}"
    if answer.model_dump() == every_line.model_dump():
        return "same"
    if not (trace.get("chains") or trace.get("twins")) or engine._results(answer) != engine._results(every_line):
        return "DIFFERENT"
    for outcome in answer.outcomes:  # each label, fixed as the choice, leads to its own outcome
        try:
            fixed = engine._resolve(parse_scenario({**data, "choices": outcome.choices}), None, 256, True)
        except BadInput as exc:
            return f"DIFFERENT: the label {outcome.choices} is refused: {exc}"
        if len(fixed.outcomes) != 1 or engine._results(fixed) != engine._results(_only(answer, outcome)):
            return f"DIFFERENT: the label {outcome.choices} doesn't lead to its outcome"
    return "same results"


def _only(resolution: Any, outcome: Any) -> Any:
    return resolution.model_copy(update={"outcomes": [outcome]})
