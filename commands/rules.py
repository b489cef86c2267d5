"""Rule lookup, glossary, search and import commands: shared by the console and Discord."""

from __future__ import annotations

import contextlib

from resolver.rules.library import GAME_NAMES, Lookup, RuleLibrary, RuleNotFound
from resolver.rules.model import Rule

from .progress import Progress
from .render import snippet
from .reply import Reply, Section, error_reply
from .rules_store import Fetch, RulesError, RulesStore, fetch, update_rules
from .safe_text import neutral

MAX_QUERY = 200
SNIPPET = 160  # characters of a search hit's text, cut at a word


def _rule_lines(rule: Rule, examples: bool, indent: str = "") -> list[str]:
    head = rule.id if rule.title and "." not in rule.id else rule.id + ("." if rule.dotted else "")
    lines = [f"{indent}{head} {rule.text}".replace("\n", "\n" + indent)]
    if examples:
        lines += [f"{indent}  Example: {e}" for e in rule.examples]
        lines += [f"{indent}  Note: {h}" for h in rule.hints]
    return lines


def _where(found: Lookup) -> str:
    editions = sorted({r.edition or found.edition for r in found.rules} or {found.edition})
    return f"{GAME_NAMES.get(found.game, found.game)} rules, {' and '.join(editions)}"


def rule_reply(
    library: RuleLibrary,
    query: str,
    *,
    game: str | None = None,
    edition: str | None = None,
    examples: bool = True,
    step: int = 0,
    diff: str | None = None,
) -> Reply:
    """`/rule 615.7`: the rule with its subrules and examples; a section; a range; next/previous; a diff."""
    query = " ".join(query.split())[:MAX_QUERY]
    if not query:
        return error_reply("give a rule number, e.g. 615.7, 615, or 704.5a-704.5m", 2)
    try:
        if diff:
            return _diff_reply(library, query, diff, game or "mtg")
        found = library.neighbour(query, step, game) if step else library.lookup(query, game, edition)
    except RuleNotFound as exc:  # the library's message quotes the query: neutralised as a whole
        hint = f"; nearest: {', '.join(exc.nearest)}" if exc.nearest else ""
        return error_reply(neutral(f"{exc}{hint}"), 2)
    except LookupError as exc:
        return error_reply(neutral(str(exc.args[0])), 2)
    first = found.rules[0]
    lines: list[str] = []
    for rule in found.rules:
        depth = "  " if rule is not first and rule.parent not in (None, first.parent) else ""
        lines += _rule_lines(rule, examples, depth)
    sections = [Section(_where(found), lines)]
    more = []
    if found.link:
        more.append(f"Link: {found.link}")
    if found.previous or found.next:
        more.append(f"Previous: {found.previous or '—'} · Next: {found.next or '—'}")
    if found.old_numbers:
        more.append(f"In the 2008 rules this was rule {', '.join(found.old_numbers)} (ask for it to compare).")
    if found.new_numbers:
        more.append(f"Today's rules: {', '.join(found.new_numbers)}.")
    if more:
        sections.append(Section("See also", more))
    title = first.id if len(found.rules) == 1 or first.title else f"{first.id} – {found.rules[-1].id}"
    data = {
        "game": found.game,
        "edition": found.edition,
        "link": found.link,
        "previous": found.previous,
        "next": found.next,
        "old_numbers": list(found.old_numbers),
        "new_numbers": list(found.new_numbers),
        "rules": [r.to_dict() if examples else {**r.to_dict(), "examples": []} for r in found.rules],
    }
    return Reply(title=f"Rule {title}" + (f": {first.title}" if first.title else ""), sections=sections, data=data)


def _diff_reply(library: RuleLibrary, rule_id: str, old: str, game: str) -> Reply:
    try:
        d = library.diff(rule_id, old, game=game)
    except RuleNotFound as exc:
        return error_reply(neutral(f"{exc}; nearest: {', '.join(exc.nearest)}"), 2)
    except LookupError as exc:
        return error_reply(neutral(str(exc.args[0])), 2)
    if not d.changed:
        summary = f"Rule {rule_id} reads the same in {d.old_edition} and {d.new_edition}."
        sections = [Section(d.new_edition, (d.new_text or "").split("\n"))]
    else:
        summary = f"Rule {rule_id} changed between {d.old_edition} and {d.new_edition}."
        sections = [
            Section(f"{d.old_edition}", (d.old_text or "(not in this edition)").split("\n")),
            Section(f"{d.new_edition}", (d.new_text or "(not in this edition)").split("\n")),
            Section("Changes", d.diff),
        ]
    return Reply(
        title=f"Rule {rule_id}: {d.old_edition} → {d.new_edition}",
        summary=summary,
        sections=sections,
        data={
            "rule": rule_id,
            "old_edition": d.old_edition,
            "new_edition": d.new_edition,
            "old_text": d.old_text,
            "new_text": d.new_text,
            "changed": d.changed,
            "diff": d.diff,
        },
    )


def define_reply(library: RuleLibrary, term: str, *, game: str | None = None) -> Reply:
    """`/define prevention effect`: the glossary entry (fuzzy), with its 'See rule' texts."""
    term = " ".join(term.split())[:MAX_QUERY]
    if not term:
        return error_reply("give a glossary term, e.g. 'prevention effect'", 2)
    found = library.define(term, game)
    if not found:
        suggestions = [name for name, _ in library.complete_term(term, game)[:5]]
        hint = f"; did you mean {', '.join(suggestions)}?" if suggestions else ""
        return error_reply(f"no glossary entry matches {neutral(repr(term))}{hint}", 2)
    best = found[0]
    lines = best.entry.definition.split("\n")
    for rule in best.see:
        shown = [rule]
        heading = rule.title or (len(rule.text.split()) <= 6 and not rule.text.rstrip().endswith((".", ":")))
        if heading and "." in rule.id:  # a rule that is only a name, "702.19. Trample": the rules under it too
            with contextlib.suppress(LookupError):
                shown = library.lookup(rule.id, best.game).rules
        lines.append("")
        for r in shown:
            lines += _rule_lines(r, examples=False)
    sections = [Section(f"{best.entry.term} ({GAME_NAMES.get(best.game, best.game)})", lines)]
    if len(found) > 1 and best.score < 100:
        sections.append(Section("Also close", [d.entry.term for d in found[1:]]))
    return Reply(
        title=best.entry.term,
        sections=sections,
        data={
            "term": best.entry.term,
            "game": best.game,
            "definition": best.entry.definition,
            "see": [r.to_dict() for r in best.see],
            "others": [d.entry.term for d in found[1:]],
        },
    )


def search_reply(library: RuleLibrary, query: str, *, game: str | None = None, limit: int = 10) -> Reply:
    query = " ".join(query.split())[:MAX_QUERY]
    if not query:
        return error_reply("give words to search for, e.g. 'unpreventable'", 2)
    hits = library.search(query, game, max(1, min(limit, 25)))
    if not hits:
        return Reply(
            title=f"No rule mentions {neutral(repr(query))}",
            summary="Try fewer or other words.",
            data={"query": query, "hits": []},
        )
    lines = [f"{h.rule.id} — {snippet(h.rule.text, SNIPPET)}" for h in hits]
    return Reply(
        title=f"Rules matching {neutral(repr(query))}",
        sections=[Section(f"{len(hits)} result(s)", lines)],
        data={
            "query": query,
            "hits": [{"id": h.rule.id, "game": h.game, "score": round(h.score, 3), "text": h.rule.text} for h in hits],
        },
    )


def list_reply(library: RuleLibrary) -> Reply:
    lines = []
    for game in library.games():
        for corpus in library.editions[game]:
            alias = f" (also {', '.join(corpus.aliases)})" if corpus.aliases else ""
            lines.append(
                f"{game} {corpus.edition}{alias}: {len(corpus.rules)} rules, "
                f"{len(corpus.glossary)} glossary entries — {corpus.title}" + (" (bundled)" if corpus.bundled else "")
            )
    return Reply(
        title="Rules loaded",
        sections=[Section("Editions", lines)],
        data={
            "editions": [
                {"game": c.game, "edition": c.edition, "aliases": c.aliases, "rules": len(c.rules)}
                for g in library.games()
                for c in library.editions[g]
            ]
        },
    )


def import_reply(
    source: str, store: RulesStore | None = None, fetcher: Fetch = fetch, progress: Progress | None = None
) -> Reply:
    """`rulekeeper rules import`: read, parse and store (each step shown by `progress` in a terminal)."""
    from .rules_store import read_rules

    try:
        if progress is not None:
            progress.stage(f"reading and parsing {source}")
        corpus = read_rules(source, fetcher)
        if progress is not None:
            progress.stage(f"storing {len(corpus.rules):,} rules and {len(corpus.glossary):,} glossary entries")
        path = (store or RulesStore()).save(corpus)
    except RulesError as exc:
        return error_reply(str(exc), 2)
    finally:
        if progress is not None:
            progress.close()
    return _imported(corpus, str(path))


def update_reply(store: RulesStore | None = None, fetcher: Fetch = fetch) -> Reply:
    try:
        corpus, path = update_rules(store, fetcher)
    except RulesError as exc:
        return error_reply(str(exc), 2)
    return _imported(corpus, str(path))


def _imported(corpus, path: str) -> Reply:
    return Reply(
        title=f"Imported {GAME_NAMES.get(corpus.game, corpus.game)} rules, {corpus.edition}",
        summary=f"{len(corpus.rules)} rules and {len(corpus.glossary)} glossary entries, stored in {path}.",
        data={
            "game": corpus.game,
            "edition": corpus.edition,
            "rules": len(corpus.rules),
            "glossary": len(corpus.glossary),
            "path": path,
        },
    )
