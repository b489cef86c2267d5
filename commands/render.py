"""Turn a Resolution into a readable answer: what happens, why, with rule numbers and texts."""

from __future__ import annotations

from collections import Counter
from typing import Any

from pydantic import BaseModel

from resolver.english import plural
from resolver.outcome import OutcomeOut, PermanentOut, PlayerOut, Resolution
from resolver.rulebook import RuleBook
from resolver.rules.library import rule_link
from resolver.ruleset import RULESETS

from .reply import Reply, Section

RULE_PREVIEW = 160


def result_lines(o: OutcomeOut, ruleset: str = "mtg", made: dict[tuple, str] | None = None) -> list[str]:
    """What an outcome leaves: each player and permanent on a line, then the damage prevented. `made`: the lines
    made so far for other outcomes of the same ruleset, by player or permanent (outcomes share them)."""
    made = {} if made is None else made
    lines = []
    with_life = RULESETS[ruleset].players_have_life if ruleset in RULESETS else True
    for name, p in o.players.items():
        line = made.get((name, id(p)))
        if line is None:
            line = made[name, id(p)] = _player_line(name, p, with_life)
        lines.append(line)
    in_play = RULESETS[ruleset].zones["battlefield"] if ruleset in RULESETS else "battlefield"
    seen = [perm.name for perm in o.permanents.values()]
    names: dict[str, int] = Counter(seen) if len(set(seen)) < len(seen) else {}  # names that twins share
    for pid, perm in o.permanents.items():
        twin = names.get(perm.name, 0) > 1  # the id only to tell twins apart
        line = made.get((pid, id(perm), twin))
        if line is None:
            line = made[pid, id(perm), twin] = _permanent_line(pid, perm, in_play, twin)
        lines.append(line)
    why = f" ({'; '.join(o.missed)})" if o.missed else ""
    lines.append(f"Damage prevented: {o.prevented}{why}")
    return lines


def _player_line(name: str, p: PlayerOut, with_life: bool) -> str:
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
    return f"{name}: {', '.join(bits)}"


def _permanent_line(pid: str, perm: PermanentOut, in_play: str, twin: bool) -> str:
    bits = [perm.zone]
    if perm.zone == in_play:
        if perm.power is not None:
            bits.append(f"{perm.power}/{perm.toughness}")
        if perm.damage:
            bits.append(f"{perm.damage} damage")
        if perm.loyalty is not None:
            bits.append(f"loyalty {perm.loyalty}")
        bits += [plural(n, f"{k} counter") for k, n in perm.counters.items()]
    name = f"{perm.name} [{pid}]" if twin else perm.name
    return f"{name} ({perm.controller}): {', '.join(bits)}"


TODAYS_NOTE = (
    "Rule 419 is the 2008 rules' own text; a rule marked today's is quoted from today's rules, where the 2008 "
    "text isn't bundled (the rule may have read otherwise then)."
)


def cited(rules: list[str], todays: set[str] | frozenset[str] = frozenset()) -> str:
    """A step's citations, those quoted from today's rules marked so: "419.7b; today's 120.3e, 120.6"."""
    own = [r for r in rules if r not in todays]
    borrowed = [r for r in rules if r in todays]
    parts = ([", ".join(own)] if own else []) + (["today's " + ", ".join(borrowed)] if borrowed else [])
    return "; ".join(parts)


def _corpus_game(ruleset: str) -> str:
    return ruleset if ruleset in ("mtg", "mtg-2008", "grand-archive") else "mtg"


def snippet(text: str, limit: int = RULE_PREVIEW) -> str:
    """`text` on one line, at most `limit` characters: cut at a word boundary, ending with "…" when cut."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    if " " in cut and not text[limit - 1].isspace():
        cut = cut[: cut.rindex(" ")]
    return cut.rstrip(" ,;:—-(") + "…"


def preview(text: str, limit: int = RULE_PREVIEW) -> str:
    """A rule's first paragraph, cut at a word boundary (snippet)."""
    return snippet(text.split("\n", 1)[0], limit)


def render_resolution(res: Resolution, book: RuleBook | None = None) -> Reply:
    title = RULESETS[res.ruleset].title if res.ruleset in RULESETS else res.ruleset
    n = len(res.outcomes)
    todays = set(res.todays_rules)
    summary = "1 outcome." if n == 1 else f"{n} different outcomes, depending on the players' choices."
    sections = []
    said: dict[int, str] = {}  # a step's text with its citations, by the step (outcomes share their steps)
    made: dict[tuple, str] = {}  # result lines, by player and permanent (likewise)
    for i, o in enumerate(res.outcomes, 1):
        head = f"Outcome {i}" if n > 1 else "Outcome"
        if o.choices:
            head += " — if " + "; ".join(o.choices)
        lines = result_lines(o, res.ruleset, made)
        lines.append("Why:")
        for s in o.log:
            if id(s) not in said:
                said[id(s)] = s.text + (f" [{cited(s.rules, todays)}]" if s.rules else "")
        lines += [f"  {k}. {said[id(s)]}" for k, s in enumerate(o.log, 1)]
        sections.append(Section(head, lines))
    if res.unchanged:
        sections.append(Section("Choices that change nothing here", [res.unchanged]))
    if res.ignored:
        sections.append(Section("Not modelled, and can't change this answer", [res.ignored]))
    if book is None or book.corpus.game != _corpus_game(res.ruleset):
        book = RuleBook.for_ruleset(res.ruleset)
    if res.rules:
        lines = [TODAYS_NOTE] if todays else []
        for number in res.rules:
            rule = book.get(number)
            link = rule_link(number, book.game_of(number), book.links(number))
            shown = f"{number} (today's rule)" if number in todays else number
            text = f"{shown} — {preview(rule.text)}" if rule else shown
            lines.append(f"{text} <{link}>" if link else text)
        sections.append(Section("Rules cited", lines))
    return Reply(title=title, summary=summary, sections=sections, data=resolution_data(res))


RESOLUTION_FIELDS = tuple(Resolution.model_fields)
OUTCOME_FIELDS = tuple(OutcomeOut.model_fields)
SHARED_FIELDS = frozenset({"players", "permanents", "log"})  # what outcomes share (resolver/engine.py _snapshot)
# the rest of an outcome: lists of strings and numbers, dumped as copies (what model_dump gives for them)
OWN_FIELDS = tuple(name for name in OUTCOME_FIELDS if name not in SHARED_FIELDS)


def resolution_data(res: Resolution) -> dict[str, Any]:
    """`res.model_dump()`, in the models' field order, with each player, permanent and step that several outcomes
    share dumped once (the same dict in each outcome that shows it)."""
    made: dict[int, Any] = {}

    def dump(model: BaseModel) -> Any:
        out = made[id(model)] = model.model_dump()
        return out

    outcomes = []
    for o in res.outcomes:
        rest = {name: _plain(getattr(o, name)) for name in OWN_FIELDS}
        rest["players"] = {name: made.get(id(p)) or dump(p) for name, p in o.players.items()}
        rest["permanents"] = {pid: made.get(id(p)) or dump(p) for pid, p in o.permanents.items()}
        rest["log"] = [made.get(id(step)) or dump(step) for step in o.log]
        outcomes.append({name: rest[name] for name in OUTCOME_FIELDS})
    rest = res.model_dump(exclude={"outcomes"})
    rest["outcomes"] = outcomes
    return {name: rest[name] for name in RESOLUTION_FIELDS}


def _plain(value: Any) -> Any:
    """A list of strings or a number as model_dump gives it (a list copied)."""
    return list(value) if isinstance(value, list) else value
