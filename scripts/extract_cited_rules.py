"""Build resolver/data/mtg_rules.json: the text of every CR rule the engine cites.

Run from the repository root with ../shared beside it:
    python scripts/extract_cited_rules.py

Sources, newest first: the seed copy of CR 615/616 (November 2024), the official CR file of
2022-04-29 for the rest, and a few rules changed or added since 2022 whose current wording was
verified separately (listed in OVERRIDES with the edition they come from). The output is a small
extract, not a copy of the rules files.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CR_2022 = SHARED / "rules" / "mtg" / "MagicCompRules-20220429.txt"
SEED_615 = SHARED / "seeds" / "001_b14a25ba7103b463.txt"
SEED_WIKI = SHARED / "seeds" / "000_cd1693ec8cc5fedd.txt"
OUT = ROOT / "resolver" / "data" / "mtg_rules.json"

# Rule numbers the engine cites (and their parents, so a citation can be expanded in context).
CITED = [
    "101.4",
    "104.2a",
    "119.3",
    "119.7",
    "120.1",
    "120.1a",
    "120.2",
    "120.2a",
    "120.2b",
    "120.3",
    "120.3a",
    "120.3b",
    "120.3c",
    "120.3d",
    "120.3e",
    "120.3f",
    "120.4",
    "120.4a",
    "120.4b",
    "120.4c",
    "120.4d",
    "120.5",
    "120.6",
    "120.8",
    "121.1",
    "122.1c",
    "306.8",
    "400.7",
    "608.2b",
    "613.1",
    "510.1",
    "510.1a",
    "510.1b",
    "510.1c",
    "510.1d",
    "510.2",
    "510.4",
    "609.7",
    "609.7a",
    "609.7b",
    "609.7c",
    "614.1",
    "614.1a",
    "614.5",
    "614.6",
    "614.9",
    "614.15",
    "615.1",
    "615.1a",
    "615.2",
    "615.3",
    "615.4",
    "615.5",
    "615.6",
    "615.7",
    "615.8",
    "615.9",
    "615.10",
    "615.11",
    "615.12",
    "615.12a",
    "615.13",
    "616.1",
    "616.1a",
    "616.1b",
    "616.1c",
    "616.1d",
    "616.1e",
    "616.1f",
    "616.1g",
    "616.2",
    "702.2b",
    "702.2c",
    "702.4b",
    "702.7b",
    "702.12b",
    "702.15b",
    "702.16e",
    "702.19b",
    "702.19d",
    "702.80a",
    "702.90b",
    "702.90c",
    "704.3",
    "704.5a",
    "704.5c",
    "704.5f",
    "704.5g",
    "704.5h",
    "704.5i",
    "704.5q",
]

# Rules that changed or were added after 2022-04-29, with their current wording.
OVERRIDES = {
    "510.1c": (
        "A blocked creature assigns its combat damage to the creatures blocking it. If no creatures "
        "are currently blocking it (if, for example, they were destroyed or removed from combat), it "
        "assigns no combat damage. If exactly one creature is blocking it, it assigns all its combat "
        "damage to that creature. If two or more creatures are blocking it, it assigns its combat "
        "damage to those creatures divided as its controller chooses among them.",
        "CR 2024-11-08 (damage assignment order removed)",
    ),
    "120.3g": (
        "Combat damage dealt to a player by a creature with toxic causes that creature's controller "
        "to give the player a number of poison counters equal to that creature's total toxic value, "
        "in addition to the damage's other results. See rule 702.164.",
        "CR 2023-02-03 (toxic added)",
    ),
    "702.164a": ('Toxic is a static ability. It is written "toxic N," where N is a number.', "CR 2023-02-03"),
    "702.164b": (
        "Some rules and effects refer to a creature's \"total toxic value.\" A creature's total toxic "
        "value is the sum of all N values of toxic abilities that creature has.",
        "CR 2023-02-03",
    ),
    "702.164c": (
        "Combat damage dealt to a player by a creature with toxic causes that creature's controller "
        "to give the player a number of poison counters equal to that creature's total toxic value, "
        "in addition to the damage's other results.",
        "CR 2023-02-03",
    ),
}

RULE_LINE = re.compile(r"^(\d{3}\.\d+[a-z]{0,2})\.? (.*)$")


def _parse_cr(path: Path) -> dict[str, str]:
    text = path.read_text(encoding="utf-8-sig").replace("\r\n", "\n")
    rules: dict[str, str] = {}
    last = None
    for line in text.split("\n"):
        m = RULE_LINE.match(line)
        if m:
            last = m.group(1)
            rules.setdefault(last, m.group(2).strip())
        elif line.startswith("Example:") and last:
            rules[last] += "\n" + line.strip()
        elif not line.strip():
            continue
        else:
            last = None
    return rules


def _parse_seed(path: Path) -> dict[str, str]:
    rules: dict[str, str] = {}
    last = None
    for raw in path.read_text(encoding="utf-8").split("\n"):
        line = raw.strip().removeprefix("- ")
        m = RULE_LINE.match(line)
        if m and m.group(1).startswith(("615.", "616.")):
            last = m.group(1)
            rules.setdefault(last, m.group(2).strip())
        elif line.startswith("Example:") and last and line not in rules[last]:
            rules[last] += "\n" + line
        elif line.startswith("|") or line.startswith("This search"):
            break
    return rules


def main() -> None:
    cr = _parse_cr(CR_2022)
    seed = _parse_seed(SEED_615)
    seed.update({k: v for k, v in _parse_seed(SEED_WIKI).items() if k.startswith("616.")})
    out: dict[str, dict[str, str]] = {}
    for number in CITED + [k for k in OVERRIDES if k not in CITED]:
        if number in OVERRIDES:
            text, edition = OVERRIDES[number]
        elif number in seed:
            text, edition = seed[number], "CR 2024-11-08"
        elif number in cr:
            text, edition = cr[number], "CR 2022-04-29"
        else:
            raise SystemExit(f"rule {number} not found in any source")
        out[number] = {"text": text, "edition": edition}
    glossary = {
        "Prevention Effect": (
            "A kind of continuous effect that watches for a damage event that would happen and "
            "completely or partially prevents the damage that would be dealt. See rule 615, "
            "\u201cPrevention Effects.\u201d"
        ),
        "Prevent": (
            "A word used by prevention effects to indicate what damage will not be dealt. See rule "
            "615, \u201cPrevention Effects.\u201d"
        ),
    }
    OUT.write_text(
        json.dumps({"ruleset": "mtg", "rules": out, "glossary": glossary}, indent=1, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    print(f"wrote {len(out)} rules to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
