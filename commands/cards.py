"""Card lookup and card import commands: shared by the console and Discord."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator

from cardindex.fuzzy import AmbiguousCard, CardIndex, CardNotFound
from cardindex.importers import (
    FORMAT_NAMES,
    STORE_NAMES,
    CardImportError,
    Fetch,
    fetch_url,
    import_cards,
    stream_cards,
)
from cardindex.models import Ability, Card, Face, GAStats
from cardindex.store import CardStore

from .progress import Progress
from .reply import Reply, Section, error_reply
from .safe_text import neutral

MAX_QUERY = 200
GAME_TITLES = {"mtg": "Magic: The Gathering", "grand-archive": "Grand Archive"}
LAYOUTS = {"modal_dfc": "modal double-faced", "transform": "double-faced (transforming)"}


def compile_abilities(cards: list[Card]) -> None:
    """Give imported cards the structured effects the oracle-text compiler recognises (the rest is
    marked unmodelled, so a scenario that needs it refuses rather than guesses)."""
    from cardindex.compiler import compile_card
    from cardindex.relevance import engine_keywords

    for card in cards:
        if not card.abilities and card.game == "mtg":
            abilities = []
            for i, f in enumerate(card.faces):
                lines = compile_card(f.name, f.oracle_text, f.type_line, i)
                f.keywords, extra = engine_keywords(f, i, lines)  # ignored keywords become abilities
                abilities += lines + extra
            card.abilities = abilities


def compiled(cards: Iterable[Card]) -> Iterator[Card]:
    """`compile_abilities` one card at a time, as they are read."""
    for card in cards:
        compile_abilities([card])
        yield card


def coverage_reply(source: str, fetch: Fetch = fetch_url) -> Reply:
    """`rulekeeper cards coverage FILE`: how many prevention/replacement cards the compiler handles."""
    from cardindex.compiler import coverage

    try:
        result = import_cards(source, fetch)
    except CardImportError as exc:
        return error_reply(str(exc), 2)
    report = coverage(result.cards)
    total, done = report["total"], report["compiled"]
    share = f"{100 * done / total:.1f}%" if total else "n/a"
    lines = [
        f"Cards whose text says 'prevent' or 'damage … instead': {total}",
        f"Compiled completely: {done} ({share})",
    ]
    lines.append("The 20 most common reasons (numbers shown as N):")
    lines += [f"{n}× {reason}" for reason, n in report["reasons"]]
    return Reply(
        title=f"Oracle-text compiler coverage: {done} of {total}",
        sections=[Section("Coverage", lines)],
        data={"total": total, "compiled": done, "missed": report["missed"][:200], "reasons": report["reasons"]},
    )


def import_cards_reply(
    source: str, store: CardStore | None = None, fetch: Fetch = fetch_url, progress: Progress | None = None
) -> Reply:
    """`rulekeeper cards import FILE|URL`: import, store, and report counts and the time taken (with a
    progress bar on standard error when it is a terminal: `progress`)."""
    store = store or CardStore()
    start = time.perf_counter()
    try:  # streamed: each card is read, compiled and stored before the next is read
        with stream_cards(source, fetch) as found:
            cards = compiled(found.cards)
            if progress is not None:
                progress.total = found.size
                cards = _ticking(cards, progress, found.position)
            path = store.save(STORE_NAMES[found.format], cards)
    except CardImportError as exc:
        return error_reply(str(exc), 2)
    except OSError as exc:
        return error_reply(f"could not store the cards: {exc}", 2)
    finally:
        if progress is not None:
            progress.close()
    seconds, stats, count = time.perf_counter() - start, found.stats, found.stats.imported
    reasons = ", ".join(f"{reason or 'no layout'} {n}" for reason, n in sorted(stats.skipped.items()))
    skipped = f"{stats.skipped_total} skipped ({reasons})" if stats.skipped else "none skipped"
    lines = [
        f"Imported: {count} cards",
        f"Skipped: {skipped}",
        f"Time: {seconds:.2f} s",
        f"Stored in: {path}",
        *stats.notes,
    ]
    return Reply(
        title=f"Imported {count} cards from {FORMAT_NAMES[found.format]}",
        summary=f"{count} imported, {skipped}, in {seconds:.2f} s.",
        sections=[Section("Import", lines)],
        data={
            "source": source,
            "format": found.format,
            "imported": count,
            "skipped": dict(stats.skipped),
            "seconds": round(seconds, 3),
            "path": str(path),
            "notes": list(stats.notes),
        },
    )


def _ticking(cards: Iterator[Card], progress: Progress, position: Callable[[], int] | None) -> Iterator[Card]:
    """The cards, telling `progress` how far the file is read and how many cards were read."""
    for n, card in enumerate(cards, 1):
        progress.tick(position() if position else 0, n)
        yield card


def _face_lines(face: Face, ga: GAStats | None) -> list[str]:
    lines = []
    if face.mana_cost:
        lines.append(f"Mana cost: {face.mana_cost}")
    if face.type_line:
        lines.append(f"Type: {face.type_line}")
    if face.power is not None or face.toughness is not None:
        lines.append(f"P/T: {face.power or '—'}/{face.toughness or '—'}")
    if face.loyalty is not None:
        lines.append(f"Loyalty: {face.loyalty}")
    if ga is not None:
        lines += _ga_lines(ga)
    text = face.oracle_text.strip()
    lines += ["", *text.split("\n")] if text else ["", "(no rules text)"]
    return lines


def _ga_lines(ga: GAStats) -> list[str]:
    bits = []
    if ga.element:
        bits.append(f"Element: {ga.element}")
    if ga.classes:
        bits.append(f"Class: {' '.join(ga.classes)}")
    if ga.cost_reserve is not None:
        bits.append(f"Reserve cost: {ga.cost_reserve}")
    if ga.cost_memory is not None:
        bits.append(f"Memory cost: {ga.cost_memory}")
    stats = [
        f"{label} {value}"
        for label, value in (("Level", ga.level), ("Power", ga.power), ("Life", ga.life), ("Durability", ga.durability))
        if value is not None
    ]
    if ga.speed is not None:
        stats.append(f"Speed {('fast' if ga.speed else 'slow') if isinstance(ga.speed, bool) else ga.speed}")
    return [" · ".join(bits)] * bool(bits) + [" · ".join(stats)] * bool(stats)


def _ability_line(ability: Ability) -> str:
    where = f" (mode {ability.mode})" if ability.mode is not None else ""  # modes count from 1, as "mode" takes
    if ability.modelled:
        status = "modelled"
    else:
        status = f"not modelled: {ability.reason or 'no reason given'}"
        if ability.note in ("combat", "activation", "cast", "cast_you", "cast_opponent"):
            pass  # the reason says when it matters (cardindex/relevance.py)
        elif not ability.relevant:
            status += " (never matters for damage)"
        elif ability.kind == "activated":
            status += " (an answer stops only if it is activated)"
        elif ability.kind == "triggered" and ability.trigger:
            status += " (an answer stops only if it triggers)"
    text = " ".join(ability.text.split())
    return f"{ability.kind}{where}: {text} — {status}"


def _model_lines(card: Card) -> list[str]:
    if card.abilities:
        return [_ability_line(a) for a in card.abilities]
    if not card.oracle_text.strip():
        return ["no rules text: nothing to model"]
    return ["not compiled: the engine has no structured effects for this card's text yet"]


def card_reply(index: CardIndex, name: str, game: str | None = None) -> Reply:
    """`/card bolt`: the card (fuzzy name), its characteristics and text, and how the engine models it."""
    query = " ".join(name.split())[:MAX_QUERY]
    if not query:
        return error_reply("give a card name, e.g. 'Lightning Bolt'", 2)
    found = index.lookup(query, game)
    if found.card is None:
        exc: LookupError = (
            AmbiguousCard(query, found.candidates, found.total)
            if found.ambiguous
            else CardNotFound(query, found.candidates)
        )
        return error_reply(neutral(str(exc)), 2)  # the message quotes the query
    card = found.card
    sections = []
    for face in card.faces or [Face(name=card.name)]:
        title = face.name if len(card.faces) > 1 else "Card"
        sections.append(Section(title, _face_lines(face, card.ga if len(card.faces) <= 1 else None)))
    sections.append(Section("How the engine models it", _model_lines(card)))
    parts = [GAME_TITLES.get(card.game, card.game)]
    if card.layout not in ("normal", ""):
        parts[0] += f", {LAYOUTS.get(card.layout, card.layout.replace('_', ' '))} card"
    if found.how not in ("exact", "alias", "face"):
        parts.append(f"Closest match for {neutral(repr(query))} ({found.how})")
    if card.note:
        parts.append(card.note[:1].upper() + card.note[1:].rstrip("."))
    return Reply(
        title=card.name,
        summary=". ".join(parts) + ".",
        sections=sections,
        data={"query": query, "match": found.how, "card": card.model_dump(mode="json", exclude_defaults=True)},
    )
