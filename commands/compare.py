"""One scenario under every ruleset, side by side: where the outcomes differ and which rules each cites."""

from __future__ import annotations

from typing import Any

from resolver.errors import RulekeeperError
from resolver.outcome import Resolution
from resolver.rules.model import rule_sort_key
from resolver.ruleset import ALL_RULESETS, GAME_OF, RULESETS

from .render import cited, result_lines
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


def _common_terms(*keys: str) -> str:
    """The ruleset in whose terms outcomes under `keys` are compared: one whose players have no life total if
    any (Grand Archive: a champion's damage counters stand for it, so players compare by who lost), else today's."""
    return next((k for k in keys if not RULESETS[k].players_have_life), "mtg")


def _signature(res: Resolution, terms: str) -> tuple[list[tuple[str, ...]], dict[str, str]]:
    """What the outcomes show, in the zone words and terms of ruleset `terms` ("in play" and "battlefield"
    compare equal; a permanent on the field shows its damage and counters under every ruleset), and each such
    line as the ruleset itself shows it (a difference is said in the words of the ruleset it is about)."""
    words = RULESETS[terms].zones
    back = {shown: words.get(zone, zone) for zone, shown in RULESETS[res.ruleset].zones.items()}
    out = []
    own: dict[str, str] = {}
    for o in res.outcomes:
        same = o.model_copy(  # why an effect didn't apply is said, not compared: it names each ruleset's terms
            update={
                "missed": [],
                "permanents": {
                    k: p.model_copy(update={"zone": back.get(p.zone, p.zone)}) for k, p in o.permanents.items()
                },
            }
        )
        lines = result_lines(same, terms)
        own |= dict(zip(lines, result_lines(o, res.ruleset), strict=True))
        out.append(tuple(lines))
    return sorted(out), own


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
        lines.append("Rules: " + cited(res.rules, set(res.todays_rules)))
        sections.append(Section(f"{title} [{key}]", lines))
    differences = _differences(results)
    sections.insert(0, Section("Differences", differences))
    data["differences"] = differences
    n = len(results)
    summary = f"Resolved under {n} of {len(ALL_RULESETS)} rulesets."
    return Reply(title="Side by side", summary=summary, sections=sections, data=data)


def _n(count: int) -> str:
    return f"{count} outcome" + ("" if count == 1 else "s")


def _differences(results: dict[str, Resolution]) -> list[str]:
    """How each ruleset's outcomes and citations differ from the first one's."""
    keys = list(results)
    if len(keys) < 2:
        return ["Only one ruleset can express this scenario: nothing to compare."]
    base = keys[0]
    out = []
    for key in keys[1:]:
        terms = _common_terms(base, key)
        (a, said_a), (b, said_b) = _signature(results[base], terms), _signature(results[key], terms)
        if a == b:
            out.append(f"{key}: the same outcomes as {base}.")
        else:
            gone = sorted({line for sig in a for line in sig} - {line for sig in b for line in sig})
            new = sorted({line for sig in b for line in sig} - {line for sig in a for line in sig})
            details = [*(f"{base}: {said_a[x]}" for x in gone), *(f"{key}: {said_b[x]}" for x in new)]
            counts = f"{base}: {_n(len(a))}, {key}: {_n(len(b))}"
            out.append(f"{key} differs from {base} ({counts}): " + "; ".join(details))
        mine, theirs = set(results[key].rules), set(results[base].rules)
        if mine != theirs:
            only_base = ", ".join(sorted(theirs - mine, key=rule_sort_key)) or "nothing else"
            only_key = ", ".join(sorted(mine - theirs, key=rule_sort_key)) or "nothing else"
            out.append(f"  rules: {base} cites {only_base}; {key} cites {only_key}")
    return out
