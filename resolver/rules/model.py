"""Rules corpora: one edition of one rule system's rules and glossary."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

_NUM = re.compile(r"(\d+|[a-z]+)")


def rule_sort_key(number: str) -> tuple:
    """Natural order: 615.9 < 615.10 < 615.12 < 615.12a; non-numeric ids (ga:…) sort after."""
    parts = _NUM.findall(number)
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in parts)


@dataclass(frozen=True, slots=True)
class Rule:
    """One numbered rule: its id, text, examples (and, for Grand Archive, hints)."""

    id: str
    text: str
    examples: tuple[str, ...] = ()
    hints: tuple[str, ...] = ()
    title: str = ""  # section and chapter headings ("615. Prevention Effects")
    parent: str | None = None
    dotted: bool = False  # written "100.1." (a rule) rather than "100.1a" (a subrule)
    edition: str = ""  # set when a rule's wording comes from another edition than its corpus

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "text": self.text}
        if self.examples:
            out["examples"] = list(self.examples)
        if self.hints:
            out["hints"] = list(self.hints)
        if self.title:
            out["title"] = self.title
        if self.parent:
            out["parent"] = self.parent
        if self.dotted:
            out["dotted"] = True
        if self.edition:
            out["edition"] = self.edition
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Rule:
        return cls(
            d["id"],
            d["text"],
            tuple(d.get("examples", ())),
            tuple(d.get("hints", ())),
            d.get("title", ""),
            d.get("parent"),
            d.get("dotted", False),
            d.get("edition", ""),
        )


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    term: str
    definition: str
    see: tuple[str, ...] = ()  # rule ids named by "See rule N" / "See section N"

    def to_dict(self) -> dict[str, Any]:
        return {"term": self.term, "definition": self.definition, "see": list(self.see)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GlossaryEntry:
        return cls(d["term"], d["definition"], tuple(d.get("see", ())))


@dataclass
class Corpus:
    """One edition of a rule system: rules in document order, glossary, metadata."""

    game: str  # "mtg", "mtg-2008", "grand-archive"
    edition: str  # "2022-04-29" (effective date), "2008-03-17"
    title: str
    rules: dict[str, Rule] = field(default_factory=dict)
    glossary: dict[str, GlossaryEntry] = field(default_factory=dict)
    aliases: list[str] = field(default_factory=list)  # other names for the edition (a file's date)
    source: str = ""
    links: dict[str, str] = field(default_factory=dict)  # rule id -> page URL (Grand Archive)
    credits: str = ""
    bundled: bool = False  # ships with the package; an imported edition as new or newer takes precedence

    @property
    def precedence(self) -> tuple[str, bool]:
        """Sort key: the newest edition first, an imported one before the bundled one of the same date (used
        descending). An older edition imported (to compare with) doesn't replace the bundled rules."""
        return (self.edition, not self.bundled)

    @property
    def key(self) -> str:
        return f"{self.game}@{self.edition}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "edition": self.edition,
            "title": self.title,
            "aliases": self.aliases,
            "source": self.source,
            "credits": self.credits,
            "links": self.links,
            "bundled": self.bundled,
            "rules": [r.to_dict() for r in self.rules.values()],
            "glossary": [g.to_dict() for g in self.glossary.values()],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Corpus:
        rules = [Rule.from_dict(r) for r in d["rules"]]
        glossary = [GlossaryEntry.from_dict(g) for g in d.get("glossary", [])]
        return cls(
            d["game"],
            d["edition"],
            d["title"],
            {r.id: r for r in rules},
            {g.term: g for g in glossary},
            list(d.get("aliases", [])),
            d.get("source", ""),
            dict(d.get("links", {})),
            d.get("credits", ""),
            bool(d.get("bundled", False)),
        )
