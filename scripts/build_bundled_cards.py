"""Build cardindex/data/mtg_cards.json: the verified oracle reference + the curated structured effects.

Run from the repository root with ../shared beside it:
    python scripts/build_bundled_cards.py
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from cardindex.curated import ALIASES, CURATED  # noqa: E402
from cardindex.curated_ga import GA_ABILITIES, GA_CARDS, PENDING  # noqa: E402
from cardindex.importers import ga_card as import_ga_card  # noqa: E402
from cardindex.keywords import keyword_line  # noqa: E402
from cardindex.models import Ability, Card, Face  # noqa: E402

REFERENCE = ROOT.parent / "shared" / "cards" / "oracle-reference.txt"
OUT = ROOT / "cardindex" / "data" / "mtg_cards.json"
GA_OUT = ROOT / "cardindex" / "data" / "ga_cards.json"
HEADER = re.compile(r"^(.+?) \| (.*?) \| (.*?) \| (.*?) \| (.*?)$")


def parse_reference(text: str) -> list[dict[str, str]]:
    entries, current = [], None
    for line in text.split("\n"):
        if line.startswith("#") or not line.strip():
            continue
        if line.startswith("ORACLE: ") and current is not None:
            current["oracle"] = line.removeprefix("ORACLE: ")
        elif line.startswith("SOURCE: ") and current is not None:
            current["source"] = line.removeprefix("SOURCE: ")
        elif m := HEADER.match(line):
            current = {"header": m.groups()}
            entries.append(current)
    return entries


def make_face(name: str, cost: str, type_line: str, colors: str, stats: str, oracle: str) -> Face:
    face = Face(
        name=name,
        mana_cost=cost,
        type_line=type_line,
        colors=[] if colors in ("colorless", "—") else [c.strip() for c in colors.split(",")],
    )
    if stats.startswith("Loyalty "):
        face.loyalty = stats.split()[1]
    elif "/" in stats:
        face.power, face.toughness = stats.split("/")
    lines = [] if oracle == "(no rules text)" else [x.strip() for x in oracle.split(" \\n ")]
    face.oracle_text = "\n".join(lines)
    for line in lines:
        face.keywords += keyword_line(line) or []
    return face


def ability_lines(face: Face) -> list[str]:
    return [
        line
        for line in face.oracle_text.split("\n")
        if line and keyword_line(line) is None and not line.rstrip().endswith("—")
    ]


def main() -> None:
    cards: list[Card] = []
    for entry in parse_reference(REFERENCE.read_text(encoding="utf-8")):
        name, cost, type_line, colors, stats = entry["header"]
        oracle = entry.get("oracle", "")
        if name.startswith("Stomp ("):
            giant = Face(
                name="Bonecrusher Giant",
                mana_cost="{2}{R}",
                type_line="Creature — Giant",
                colors=["R"],
                power="4",
                toughness="3",
                oracle_text="Whenever this creature becomes the target of a spell, "
                "this creature deals 2 damage to that spell's controller.",
            )
            faces = [giant, make_face("Stomp", cost, type_line, colors, stats, oracle)]
            card = Card(name="Bonecrusher Giant // Stomp", layout="adventure", faces=faces)
        elif name.startswith("Valkmira"):
            card = Card(
                name="Valkmira, Protector's Shield",
                layout="modal_dfc",
                faces=[make_face("Valkmira, Protector's Shield", cost, type_line, colors, stats, oracle)],
                note="the back face of Reidane, God of the Worthy // Valkmira, Protector's Shield; "
                "the front face isn't bundled",
            )
        else:
            card = Card(name=name, faces=[make_face(name, cost, type_line, colors, stats, oracle)])
        curated = CURATED.get(card.name)
        if curated is None:
            raise SystemExit(f"no curated abilities for {card.name}")
        lines = [(i, line) for i, face in enumerate(card.faces) for line in ability_lines(face)]
        if len(lines) != len(curated):
            raise SystemExit(
                f"{card.name}: {len(curated)} curated abilities for {len(lines)} ability lines: "
                f"{[line for _, line in lines]}"
            )
        card.abilities = [
            Ability(**{"face": face, **spec, "text": line}) for (face, line), spec in zip(lines, curated, strict=True)
        ]
        card.aliases = ALIASES.get(card.name, [])
        card.source = "bundled"
        cards.append(card)
    missing = set(CURATED) - {c.name for c in cards}
    if missing:
        raise SystemExit(f"curated cards missing from the reference: {sorted(missing)}")
    OUT.write_text(
        json.dumps([c.model_dump(exclude_defaults=True) for c in cards], indent=1, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    print(f"wrote {len(cards)} cards to {OUT.relative_to(ROOT)}")
    ga = [ga_card(raw) for raw in GA_CARDS]
    GA_OUT.write_text(
        json.dumps([c.model_dump(exclude_defaults=True) for c in ga], indent=1, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    print(f"wrote {len(ga)} cards to {GA_OUT.relative_to(ROOT)}")


def ga_card(raw: dict) -> Card:
    """A Grand Archive card from its index fields, with each paragraph's ability from GA_ABILITIES."""
    card = import_ga_card(raw)
    paragraphs = [part.strip() for part in (raw.get("effect_raw") or "").split("\n\n") if part.strip()]
    curated = GA_ABILITIES.get(raw["name"])
    if curated is not None and len(curated) != len(paragraphs):
        raise SystemExit(f"{raw['name']}: {len(curated)} curated abilities for {len(paragraphs)} paragraphs")
    abilities = [
        Ability(text=text, **spec) if curated else Ability(kind="static", text=text, modelled=False, reason=PENDING)
        for text, spec in zip(paragraphs, curated or [{}] * len(paragraphs), strict=True)
    ]
    return card.model_copy(update={"abilities": abilities, "source": "bundled", "note": raw.get("note", "")})


if __name__ == "__main__":
    main()
