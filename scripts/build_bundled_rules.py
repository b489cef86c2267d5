"""Build the rules that ship with the package (resolver/data/*_rules.json).

Run from the repository root with ../shared beside it:
    python scripts/build_bundled_rules.py           # write the files
    python scripts/build_bundled_rules.py --check   # exit 1 if a committed file differs from what it would write

- mtg: the whole Comprehensive Rules of April 29, 2022 (every rule, example and glossary entry; its effective
  date is the corpus's edition). Over it, the rules the seeds quote in newer wording: CR 615 and 616 from the
  November 8, 2024 CR, wherever their text differs, and a few rules the engine cites whose wording changed or
  that were added since (OVERRIDES). Each of those carries the edition its text comes from. Every rule the
  engine cites must be there, or the build stops.
- mtg-2008: rule 419 from the March 17, 2008 rulings (seed).
- grand-archive: the whole Grand Archive rules site (its GitBook Markdown), every page, section and item.
The files hold one rule (glossary entry, link) a line, so a change in the rules is a readable diff.
"""

from __future__ import annotations

import json
import re
import sys
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
        cited.update(r for r in m.rules if not r.startswith("ga:"))  # Grand Archive's ship in ga_rules.json
    return cited


def _newer(rid: str, cr: Corpus, text: str, examples: list[str]) -> bool:
    """Does the seed's wording of `rid` differ from the 2022 file's?"""
    base = cr.rules.get(rid)
    return base is None or base.text != text or list(base.examples) != examples


def build_mtg() -> Corpus:
    cr = parse_cr(CR_2022.read_text(encoding="utf-8"))
    seed = _seed_rules(SEED_615)
    for rid, value in _seed_rules(SEED_WIKI).items():
        if rid.startswith("616."):
            seed.setdefault(rid, value)
    out = Corpus(
        "mtg",
        cr.edition,
        "Magic: The Gathering Comprehensive Rules",
        dict(cr.rules),
        dict(cr.glossary),
        source=(
            f"the Comprehensive Rules effective {cr.edition} ({CR_2022.name}); CR 615 and 616 where the November 8, "
            "2024 CR words them differently, and the rules in OVERRIDES, each marked with its edition"
        ),
        credits=cr.credits,
    )
    for rid, (text, examples) in seed.items():
        if _newer(rid, cr, text, examples):
            base = cr.rules.get(rid)
            out.rules[rid] = Rule(
                rid,
                text,
                tuple(examples),
                (),
                base.title if base else "",
                base.parent if base else rid[:3],
                not rid[-1].isalpha(),
                SEED_EDITION,
            )
    for rid, (text, edition) in OVERRIDES.items():
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
    out.rules = dict(sorted(out.rules.items(), key=lambda kv: rule_sort_key(kv[0])))
    missing = sorted((r for r in _cited() if r not in out.rules), key=rule_sort_key)
    if missing:
        raise SystemExit(f"rules the engine cites are missing: {', '.join(missing)}")
    return out


def build_2008() -> Corpus:
    text = SEED_419.read_text(encoding="utf-8")
    return parse_2008(text[text.index("search based on") :])


def build_ga() -> Corpus:
    files = {p.relative_to(GA_ROOT).as_posix(): p.read_text(encoding="utf-8") for p in GA_ROOT.rglob("*.md")}
    full = parse_ga(files)
    cited = {r for rs in RULESETS.values() for c in rs.concepts.values() for r in c.rules if r.startswith("ga:")}
    cited |= set(DIRECT_CITATIONS)
    missing = sorted(r for r in cited if r not in full.rules)
    if missing:
        raise SystemExit(f"Grand Archive rules not found: {', '.join(missing)}")
    return full


def build() -> dict[str, Corpus]:
    """The bundled corpora by file name."""
    out = {"mtg_rules.json": build_mtg(), "mtg2008_rules.json": build_2008(), "ga_rules.json": build_ga()}
    for corpus in out.values():
        corpus.bundled = True
    return out


def _line(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def render(corpus: Corpus) -> str:
    """The corpus as JSON, one rule (glossary entry, link) a line."""
    rows = []
    for key, value in corpus.to_dict().items():
        if isinstance(value, list) and value:
            body = ",\n".join(_line(v) for v in value)
            rows.append(f"{_line(key)}:[\n{body}\n]")
        elif isinstance(value, dict) and value:
            body = ",\n".join(f"{_line(k)}:{_line(v)}" for k, v in value.items())
            rows.append(f"{_line(key)}:{{\n{body}\n}}")
        else:
            rows.append(f"{_line(key)}:{_line(value)}")
    return "{\n" + ",\n".join(rows) + "\n}\n"


def main(argv: list[str] | None = None) -> int:
    check = "--check" in (sys.argv[1:] if argv is None else argv)
    stale = []
    for name, corpus in build().items():
        path = DATA / name
        text = render(corpus)
        if check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(name)
            continue
        path.write_text(text, encoding="utf-8")
        print(
            f"wrote {len(corpus.rules)} rules, {len(corpus.glossary)} glossary entries "
            f"({len(text.encode()) // 1024} KB) to {path.relative_to(ROOT)}"
        )
    if stale:
        print(f"out of date: {', '.join(stale)}; run: python scripts/build_bundled_rules.py")
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
