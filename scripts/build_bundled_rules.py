"""Build the rule texts that ship with the package (resolver/data/*_rules.json).

Run from the repository root with ../shared beside it:
    python scripts/build_bundled_rules.py

- mtg: every CR rule the engine cites (and their section headings), CR 615/616 in the November 2024
  wording of the seed, the glossary entries the seed quotes; the rest from the official 2022-04-29 file,
  and a few rules whose wording changed since then (OVERRIDES, each with its edition).
- mtg-2008: rule 419 from the March 17, 2008 rulings (seed).
- grand-archive: the damage prevention page (the seed's page, parsed from the GitBook source) and the
  rules the engine cites (its concepts' rules and DIRECT_CITATIONS) with their parents.
This is an extract of what the engine needs, not a copy of the rules files.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from resolver.grand_archive import DIRECT_CITATIONS  # noqa: E402
from resolver.misconceptions import MISCONCEPTIONS  # noqa: E402
from resolver.rules.cr import parse_cr  # noqa: E402
from resolver.rules.ga import parse_ga  # noqa: E402
from resolver.rules.legacy import parse_2008  # noqa: E402
from resolver.rules.model import Corpus, Rule, rule_sort_key  # noqa: E402
from resolver.ruleset import RULESETS  # noqa: E402

SHARED = ROOT.parent / "shared"
CR_2022 = SHARED / "rules" / "mtg" / "MagicCompRules-20220429.txt"
SEED_615 = SHARED / "seeds" / "001_b14a25ba7103b463.txt"
SEED_WIKI = SHARED / "seeds" / "000_cd1693ec8cc5fedd.txt"
SEED_419 = SHARED / "seeds" / "002_3db922fbf44d0aed.txt"
GA_ROOT = SHARED / "rules" / "grand-archive"
DATA = ROOT / "resolver" / "data"
SEED_EDITION = "2024-11-08"

EXTRA = [
    "101.4",
    "405.5",
    "506.4",
    "510.2",
    "614.8",
    "701.15a",
    "506.1",
    "506.2",
    "104.2a",
    "119.3",
    "119.7",
    "120.1",
    "120.2",
    "120.2a",
    "120.2b",
    "120.3",
    "120.4",
    "120.4a",
    "120.4b",
    "120.4c",
    "120.4d",
    "120.5",
    "121.1",
    "510.1",
    "510.1e",
    "609.7",
    "614.1",
    "614.6",
    "614.10",
    "614.15",
    "701.15",
    "702.90a",
    "702.80b",
    "702.15c",
]

OVERRIDES = {
    "510.1c": (
        "A blocked creature assigns its combat damage to the creatures blocking it. If no creatures "
        "are currently blocking it (if, for example, they were destroyed or removed from combat), it "
        "assigns no combat damage. If exactly one creature is blocking it, it assigns all its combat "
        "damage to that creature. If two or more creatures are blocking it, it assigns its combat "
        "damage to those creatures divided as its controller chooses among them.",
        "2024-11-08",
    ),
    "120.3g": (
        "Combat damage dealt to a player by a creature with toxic causes that creature's controller "
        "to give the player a number of poison counters equal to that creature's total toxic value, "
        "in addition to the damage's other results. See rule 702.164.",
        "2023-02-03",
    ),
    "702.164": ("Toxic", "2023-02-03"),
    "702.164a": ('Toxic is a static ability. It is written "toxic N," where N is a number.', "2023-02-03"),
    "702.164b": (
        "Some rules and effects refer to a creature's \"total toxic value.\" A creature's total toxic "
        "value is the sum of all N values of toxic abilities that creature has.",
        "2023-02-03",
    ),
    "702.164c": (
        "Combat damage dealt to a player by a creature with toxic causes that creature's controller "
        "to give the player a number of poison counters equal to that creature's total toxic value, "
        "in addition to the damage's other results.",
        "2023-02-03",
    ),
}
RULE_LINE = re.compile(r"^(\d{3}\.\d+[a-z]{0,2})\.? (.*)$")


def _seed_rules(path: Path) -> dict[str, tuple[str, list[str]]]:
    """615.x / 616.x rules and their examples from a seed, in the seed's (November 2024) wording."""
    out: dict[str, tuple[str, list[str]]] = {}
    last = None
    for raw in path.read_text(encoding="utf-8").split("\n"):
        line = raw.strip().removeprefix("- ")
        m = RULE_LINE.match(line)
        if m and m.group(1).startswith(("615.", "616.")):
            last = m.group(1)
            out.setdefault(last, (m.group(2).strip(), []))
        elif line.startswith("Example:") and last:
            example = line.removeprefix("Example:").strip()
            if example not in out[last][1]:
                out[last][1].append(example)
        elif line.startswith("|") or "search based on" in line:
            break
    return out


def _cited() -> set[str]:
    cited = set(EXTRA)
    for ruleset in RULESETS.values():
        for concept in ruleset.concepts.values():
            cited.update(r for r in concept.rules if not r.startswith(("ga:", "419")))
    for m in MISCONCEPTIONS.values():  # the rules a misconception gets wrong, cited where it is switched on
        cited.update(m.rules)
    return cited


def build_mtg() -> Corpus:
    cr = parse_cr(CR_2022.read_text(encoding="utf-8"))
    seed = _seed_rules(SEED_615)
    for rid, value in _seed_rules(SEED_WIKI).items():
        if rid.startswith("616."):
            seed.setdefault(rid, value)
    wanted = _cited() | set(seed) | {"615", "616", "614", "120", "704", "702", "510", "122", "609", "616.1"}
    wanted |= {r.rsplit(".", 1)[0] for r in list(wanted) if "." in r}  # parent rules and sections
    wanted |= {r[:3] for r in list(wanted)}
    out = Corpus(
        "mtg",
        "bundled",
        "Magic: The Gathering Comprehensive Rules (bundled extract)",
        source="CR 2022-04-29 file; CR 615/616 and glossary entries from the November 8, 2024 CR (seed)",
    )
    for rid in sorted(wanted, key=rule_sort_key):
        if rid in OVERRIDES:
            text, edition = OVERRIDES[rid]
            base = cr.rules.get(rid)
            out.rules[rid] = Rule(
                rid,
                text,
                (),
                (),
                base.title if base else ("Toxic" if rid == "702.164" else ""),
                rid.rstrip("abcdefghijklmnopqrstuvwxyz") if rid[-1].isalpha() else rid[:3],
                not rid[-1].isalpha(),
                edition,
            )
        elif rid in seed:
            text, examples = seed[rid]
            base = cr.rules.get(rid)
            out.rules[rid] = Rule(
                rid,
                text,
                tuple(examples),
                (),
                "",
                base.parent if base else rid[:3],
                not rid[-1].isalpha(),
                SEED_EDITION,
            )
        elif rid in cr.rules:
            out.rules[rid] = replace(cr.rules[rid], edition="2022-04-29")
        else:
            raise SystemExit(f"rule {rid} not found in any source")
    for term in (
        "Prevention Effect",
        "Prevent",
        "Damage",
        "Lethal Damage",
        "Replacement Effect",
        "Redirect",
        "Shield Counter",
        "Source of Damage",
        "Deathtouch",
        "Lifelink",
        "Infect",
        "Wither",
        "Trample",
        "Indestructible",
        "Protection",
    ):
        if term in cr.glossary:
            out.glossary[term] = cr.glossary[term]
    return out


def build_2008() -> Corpus:
    text = SEED_419.read_text(encoding="utf-8")
    return parse_2008(text[text.index("search based on") :])


def build_ga() -> Corpus:
    files = {str(p.relative_to(GA_ROOT)): p.read_text(encoding="utf-8") for p in GA_ROOT.rglob("*.md")}
    full = parse_ga(files)
    cited = {r for rs in RULESETS.values() for c in rs.concepts.values() for r in c.rules if r.startswith("ga:")}
    cited |= set(DIRECT_CITATIONS)
    missing = sorted(r for r in cited if r not in full.rules)
    if missing:
        raise SystemExit(f"Grand Archive rules not found: {', '.join(missing)}")
    for rid in list(cited):  # and their parents, which give a sub-item its context ("A player wins if …")
        while (rid := full.rules[rid].parent) is not None:
            cited.add(rid)
    out = Corpus("grand-archive", full.edition, full.title + " (bundled extract)", source=full.source)
    for rid, rule in full.rules.items():
        if rid in cited or rid.startswith("ga:damage-prevention/"):
            out.rules[rid] = rule
            out.links[rid] = full.links[rid]
    return out


def main() -> None:
    for name, corpus in (("mtg", build_mtg()), ("mtg2008", build_2008()), ("ga", build_ga())):
        corpus.bundled = True
        path = DATA / f"{name}_rules.json"
        path.write_text(json.dumps(corpus.to_dict(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {len(corpus.rules)} rules, {len(corpus.glossary)} glossary entries to {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
