"""One scenario under every ruleset, side by side: where the outcomes differ and which rules each cites."""

from __future__ import annotations

from typing import Any

from resolver.errors import RulekeeperError
from resolver.outcome import Resolution
from resolver.ruleset import ALL_RULESETS, GAME_OF, RULESETS

from .render import result_lines
from .reply import Reply, Section
from .resolve import run_scenario


def card_names(scenario: dict[str, Any]) -> list[str]:
    """Every card a scenario names (permanents by card, cast spells)."""
    names = [p["card"] for p in scenario.get("battlefield", []) if isinstance(p, dict) and p.get("card")]
    return names + [a["cast"] for a in scenario.get("actions", []) if isinstance(a, dict) and "cast" in a]


def foreign_cards(scenario: dict[str, Any], ruleset: str, index: Any) -> list[str]:
    """Cards that don't exist in the game `ruleset` is for (a Magic card under Grand Archive rules)."""
    game = GAME_OF[ruleset]
    return [n for n in card_names(scenario) if index.get(n, game) is None and index.lookup(n, game).card is None]


def _signature(res: Resolution) -> list[tuple[str, ...]]:
    return sorted(tuple(result_lines(o, res.ruleset)) for o in res.outcomes)


def compare_reply(scenario: dict[str, Any], index: Any = None) -> Reply:
    """Resolve `scenario` under each ruleset that can express it; say where outcomes differ."""
    if index is None and card_names(scenario):
        from .cardsource import load_index

        index = load_index()
    results: dict[str, Resolution] = {}
    sections: list[Section] = []
    data: dict[str, Any] = {"rulesets": {}}
    for key in ALL_RULESETS:
        title = RULESETS[key].title if key in RULESETS else key
        foreign = foreign_cards(scenario, key, index) if index is not None else []
        if foreign:
            verb = "is not a card" if len(foreign) == 1 else "are not cards"
            reason = f"can't be expressed: {', '.join(foreign)} {verb} of this game"
            sections.append(Section(f"{title} [{key}]", [reason]))
            data["rulesets"][key] = {"error": reason}
            continue
        try:
            res = run_scenario({**scenario, "ruleset": key}, index)
        except RulekeeperError as exc:
            sections.append(Section(f"{title} [{key}]", [f"can't be expressed: {exc}"]))
            data["rulesets"][key] = {"error": str(exc)}
            continue
        results[key] = res
        data["rulesets"][key] = res.model_dump()
        lines = []
        for i, o in enumerate(res.outcomes, 1):
            head = f"Outcome {i}" + (" — if " + "; ".join(o.choices) if o.choices else "")
            lines += [head, *(f"  {x}" for x in result_lines(o, key))]
        lines.append("Rules: " + ", ".join(res.rules))
        sections.append(Section(f"{title} [{key}]", lines))
    differences = _differences(results)
    sections.insert(0, Section("Differences", differences))
    data["differences"] = differences
    n = len(results)
    summary = f"Resolved under {n} of {len(ALL_RULESETS)} rulesets."
    return Reply(title="Side by side", summary=summary, sections=sections, data=data)


def _differences(results: dict[str, Resolution]) -> list[str]:
    keys = list(results)
    if len(keys) < 2:
        return ["Only one ruleset can express this scenario: nothing to compare."]
    base = keys[0]
    out = []
    for key in keys[1:]:
        a, b = _signature(results[base]), _signature(results[key])
        only_rules = sorted(set(results[key].rules) - set(results[base].rules))
        if a == b:
            out.append(f"{key}: the same outcomes as {base}.")
        else:
            gone = sorted({line for sig in a for line in sig} - {line for sig in b for line in sig})
            new = sorted({line for sig in b for line in sig} - {line for sig in a for line in sig})
            out.append(
                f"{key} differs from {base}: "
                + "; ".join([*(f"{base}: {x}" for x in gone), *(f"{key}: {x}" for x in new)])
            )
        if only_rules:
            out.append(f"  rules cited only under {key}: {', '.join(only_rules)}")
    return out
