"""Rule texts that ship with the package, so every citation expands offline.

The engine itself only emits rule numbers; callers load a RuleBook to show the text behind them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib import resources


@dataclass(frozen=True, slots=True)
class RuleText:
    number: str
    text: str
    edition: str


_NUM = re.compile(r"(\d+|[a-z]+)")


def rule_sort_key(number: str) -> tuple:
    """Natural order for rule ids: 615.9 < 615.10 < 615.12 < 615.12a; other prefixes (ga:) sort last."""
    parts = _NUM.findall(number)
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts)


class RuleBook:
    """Rules of one ruleset, keyed by rule id."""

    def __init__(self, ruleset: str, rules: dict[str, RuleText], glossary: dict[str, str]) -> None:
        self.ruleset = ruleset
        self.rules = rules
        self.glossary = glossary

    @classmethod
    def bundled(cls, ruleset: str = "mtg") -> RuleBook:
        data = json.loads(resources.files("resolver.data").joinpath(f"{ruleset}_rules.json").read_text("utf-8"))
        rules = {
            number: RuleText(number, entry["text"], entry.get("edition", "")) for number, entry in data["rules"].items()
        }
        return cls(data.get("ruleset", ruleset), rules, data.get("glossary", {}))

    def get(self, number: str) -> RuleText | None:
        return self.rules.get(number)

    def __contains__(self, number: str) -> bool:
        return number in self.rules

    def missing(self, numbers: list[str]) -> list[str]:
        return [n for n in numbers if n not in self.rules]
