"""Turn a Resolution into a readable answer: what happens, why, with rule numbers and texts."""

from __future__ import annotations

from resolver.outcome import OutcomeOut, Resolution
from resolver.rulebook import RuleBook
from resolver.rules.library import rule_link
from resolver.ruleset import RULESETS

from .reply import Reply, Section

RULE_PREVIEW = 160


def result_lines(o: OutcomeOut, ruleset: str = "mtg") -> list[str]:
    lines = []
    with_life = RULESETS[ruleset].players_have_life if ruleset in RULESETS else True
    for name, p in o.players.items():
        bits = [f"{p.life} life"] if with_life else [] if p.lost else ["in the game"]
        if p.poison:
            bits.append(f"{p.poison} poison")
        if p.cards_drawn:
            bits.append(f"drew {p.cards_drawn}")
        for n, what in (
            (p.exiled_from_library, "exiled from library"),
            (p.milled, "milled"),
            (p.exiled_from_graveyard, "exiled from graveyard"),
        ):
            if n:
                bits.append(f"{n} card{'s' if n != 1 else ''} {what}")
        if p.lost:
            bits.append("LOST THE GAME")
        lines.append(f"{name}: {', '.join(bits)}")
    in_play = RULESETS[ruleset].zones["battlefield"] if ruleset in RULESETS else "battlefield"
    for pid, perm in o.permanents.items():
        bits = [perm.zone]
        if perm.zone == in_play:
            if perm.power is not None:
                bits.append(f"{perm.power}/{perm.toughness}")
            if perm.damage:
                bits.append(f"{perm.damage} damage")
            if perm.loyalty is not None:
                bits.append(f"loyalty {perm.loyalty}")
            bits += [f"{n} {k} counter{'s' if n != 1 else ''}" for k, n in perm.counters.items()]
        lines.append(f"{perm.name} [{pid}] ({perm.controller}): {', '.join(bits)}")
    lines.append(f"Damage prevented: {o.prevented}")
    return lines


def _corpus_game(ruleset: str) -> str:
    return ruleset if ruleset in ("mtg", "mtg-2008", "grand-archive") else "mtg"


def preview(text: str, limit: int = RULE_PREVIEW) -> str:
    first = text.split("\n", 1)[0]
    return first if len(first) <= limit else first[: limit - 1].rstrip() + "…"


def render_resolution(res: Resolution, book: RuleBook | None = None) -> Reply:
    title = RULESETS[res.ruleset].title if res.ruleset in RULESETS else res.ruleset
    n = len(res.outcomes)
    summary = "1 outcome." if n == 1 else f"{n} different outcomes, depending on the players' choices."
    sections = []
    for i, o in enumerate(res.outcomes, 1):
        head = f"Outcome {i}" if n > 1 else "Outcome"
        if o.choices:
            head += " — if " + "; ".join(o.choices)
        steps = [f"{k}. {s.text}" + (f" [{', '.join(s.rules)}]" if s.rules else "") for k, s in enumerate(o.log, 1)]
        sections.append(Section(head, result_lines(o, res.ruleset) + ["Why:"] + [f"  {s}" for s in steps]))
    if res.unchanged:
        sections.append(Section("Choices that change nothing here", [res.unchanged]))
    if res.ignored:
        sections.append(Section("Not modelled, and can't change this answer", [res.ignored]))
    if book is None or book.corpus.game != _corpus_game(res.ruleset):
        book = RuleBook.for_ruleset(res.ruleset)
    if res.rules:
        cited = []
        for number in res.rules:
            rule = book.get(number)
            link = rule_link(number, book.game_of(number), book.links(number))
            text = f"{number} — {preview(rule.text)}" if rule else number
            cited.append(f"{text} <{link}>" if link else text)
        sections.append(Section("Rules cited", cited))
    return Reply(title=title, summary=summary, sections=sections, data=res.model_dump())
