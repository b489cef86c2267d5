"""Permanents a message says were just played or put onto the battlefield ("Opponent plays Flametongue Kavu",
"I played a Pariah on my Doomwake Giant", "opp puts X into play", "X enters the battlefield").

The reader puts such a permanent on the battlefield (commands/reader/frames.py frame_put_into_play,
attachments.py, commands/entering.py), and the engine plays no entering: a trigger on entering never happens there
and is listed as ignored. But it entered, so its own "When … enters" trigger, and any other permanent's "Whenever
a creature (another enchantment, …) enters" trigger, would have triggered (CR 603.2, 603.6a): Flametongue Kavu's
4 damage, Doomwake Giant's -1/-1. Such a line refuses (exit 3), named, rather than the answer going on without it.
A game told as it went ("Player played Goblin Chainwhirler which entered the battlefield; Opponent had X and Y
which both got one damage") gives what the trigger did as what it tells after: there the trigger isn't played
again, and the reading says so.
"""

from __future__ import annotations

import re
from typing import Any

from resolver.errors import Unmodelled

from ..situation import SituationError
from .entities import Names, has_type, is_spell

# "When(ever) <subject> enters …" (after an ability word: "Constellation — Whenever …")
_ENTERS_TRIGGER = re.compile(r"^(?:[A-Z][\w' ]*\s+—\s+)?(?:when|whenever)\s+(?P<subject>[^,]*?)\s+enters?\b", re.I)
_OTHERS = re.compile(r"\b(?:another|other|a|an|one or more|each|any)\b", re.I)
# the words before a card's name that say it was played or put onto the battlefield now
_PLAYED_BEFORE = re.compile(
    r"\b(?:play|plays|played|playing|put|puts|putting|drop|drops|dropped|slam|slams|slammed|cast|casts|casted|"
    r"flash|flashes|flashed)(?:\s+(?:a|an|the|my|his|her|their|out|down|in))*\s*$",
    re.I,
)
# … and after it: "X enters (the battlefield)", "X came into play", "X ETBs"; "X which entered …": a report
_ENTERS_AFTER = re.compile(
    r"^\s*(?P<report>(?:,\s*)?(?:which|that)\s+)?(?:enters?|entered|entering|etbs?|etb'?d|c(?:ame|omes) into play)\b",
    re.I,
)
_SENTENCES = re.compile(r"(?<=[.;!?])\s+|\n+")
# a verb one of the two patterns above needs: a sentence without one tells no card entered (no name looked up)
_ENTERING_VERB = re.compile(
    r"\b(?:play|plays|played|playing|put|puts|putting|drop|drops|dropped|slam|slams|slammed|cast|casts|casted|"
    r"flash|flashes|flashed|enters?|entered|entering|"
    r"etbs?|etb'?d|c(?:ame|omes)\s+into\s+play)\b",
    re.I,
)


def entered(normal: str, names: Names) -> dict[str, bool]:
    """The cards the message (`normal`: as normalise() gives it) says were played or put onto the battlefield, in
    order, each with whether it is told as a report ("… which entered the battlefield")."""
    out: dict[str, bool] = {}
    for sentence in _SENTENCES.split(normal):
        if not _ENTERING_VERB.search(sentence):
            continue
        words = sentence.split()
        for i, j, name in names.spans(" ".join(words)):
            if (card := names.card(name)) is not None and is_spell(card):
                continue  # an instant or sorcery cast never enters
            after = _ENTERS_AFTER.match(" ".join(words[j:]))
            if _PLAYED_BEFORE.search(" ".join(words[:i])) or after:
                out[name] = out.get(name, True) and bool(after and after["report"])
    return out


def enters_trigger(line: str, card_name: str) -> tuple[bool, bool] | None:
    """(fires as the card itself enters, fires as another permanent enters) for a "When(ever) … enters" line, else
    None."""
    m = _ENTERS_TRIGGER.match(" ".join(line.split()))
    if m is None:
        return None
    subject = m["subject"].lower()
    short = card_name.split(",")[0].lower()
    itself = short in subject or card_name.lower() in subject or re.search(r"\bthis\b", subject) is not None
    return itself, _OTHERS.search(subject.replace(short, " ")) is not None


def no_entering_triggers(normal: str, scenario: dict[str, Any], names: Names) -> list[str]:
    """Refuse (exit 3) a permanent's enters trigger that a card the message (`normal`: normalised) says entered
    would trigger; one told as a report is a note for the reading instead."""
    came = entered(normal, names)
    notes: list[str] = []
    if not came:
        return notes
    for permanent in scenario.get("battlefield", []):
        card = names.card(permanent["card"]) if isinstance(permanent.get("card"), str) else None
        if card is None:
            continue
        face = next((k for k, f in enumerate(card.faces) if f.name == permanent["card"]), 0)
        for ability in card.abilities:
            mine = ability.kind == "triggered" and ability.face == face  # the face on the battlefield
            fires = enters_trigger(ability.text, card.faces[face].name) if mine else None
            if fires is None:
                continue
            itself, others = fires
            by = next((n for n in came if (n == card.name and itself) or (n != card.name and others)), None)
            if by is None:
                continue
            said = " ".join(ability.text.split())
            if came[by]:
                note = f"{card.name}'s \"{said}\" isn't played: the message tells the game after {by} entered"
                notes += [note] if note not in notes else []  # (two of the card: said once)
                continue
            raise Unmodelled(
                f'{card.name}: "{said}" — the message says {by} was played or put onto the battlefield, so it '
                "triggers (CR 603.2), and a permanent entering isn't modelled: it isn't answered "
                f"(/card {card.name} shows what is modelled)"
            )
    return notes


def _hasty(card: Any) -> bool:
    """Whether a face of the card has haste: it may attack and pay {T} the turn it comes (CR 702.10, 302.6)."""
    return any("haste" in map(str.lower, f.keywords) for f in card.faces)


def no_attacker_just_played(inferred: dict[str, str], normal: str, names: Names) -> None:
    """A block said with no attack takes the other player's one creature as the attacker (situation._sole_attacker:
    `inferred` maps its name to what was said); one the message (`normal`) says was just played or put onto the
    battlefield can't attack that turn unless it has haste (CR 302.6, 702.10), so the block is asked about."""
    came = entered(normal, names) if inferred else {}
    for name, said in inferred.items():
        card = names.card(name)
        if name in came and not (card is not None and _hasty(card)):
            raise SituationError(
                f'"{said}": no attack was said, and {name} was just played — a creature can\'t attack the turn it '
                f"comes under its controller's control unless it has haste (CR 302.6): say what attacks (\"{name} "
                'attacks me") and what blocks it (see /help ruling)'
            )


# a turn told as passing ("… and ends his turn", "next turn"): what was played may attack in a later turn
_TURN_PASSED = re.compile(
    r"\b(?:ends?|ended|ending|passe[sd]?|pass(?:ing)?)\s+(?:his|her|their|my|the|its|your)\s+turn\b|"
    r"\b(?:next|last|following|later)\s+turn\b|\bturns?\s+later\b|\bturn\s+(?:passes|passed)\b",
    re.I,
)


def no_just_played_attacking(scenario: dict[str, Any], normal: str, names: Names) -> None:
    """A creature the message says was just played or put onto the battlefield ("Opponent plays Hill Giant. Hill
    Giant attacks me.") can't attack or pay {T} that turn unless it has haste (CR 302.6, 702.10); the engine doesn't
    know when it came, so such an attack or {T} use is asked about rather than answered as if it had been there."""
    came = {n for n, report in entered(normal, names).items() if not report}
    if not came or _TURN_PASSED.search(normal):  # "plays an Avatar of Might and ends his turn. … He attacks with it"
        return
    ids = {p["id"]: p["card"] for p in scenario.get("battlefield", []) if p.get("card") in came}
    for pid, name in ids.items():
        card = names.card(name)
        if not has_type(card, "creature"):
            continue
        if _hasty(card):
            continue
        taps = any(a.kind == "activated" and "{T}" in a.text.split(":")[0] for a in card.abilities)
        for used in _uses(scenario.get("actions", [])):
            kind, who = used
            if who == pid and (kind == "attacks" or (kind == "activates" and taps)):
                raise SituationError(
                    f"{name} was just played, and a creature can't attack or pay {{T}} the turn it comes under its "
                    "controller's control unless it has haste (CR 302.6): if it was there since the turn began, say "
                    f'"<player> controls {name}" (see /help ruling)'
                )


def _uses(node: Any) -> list[tuple[str, str]]:
    """("attacks" | "activates", the permanent's id) for each attacker and each ability's source in `node`."""
    out: list[tuple[str, str]] = []
    if isinstance(node, list):
        for item in node:
            out += _uses(item)
    elif isinstance(node, dict):
        for key, value in node.items():
            if key == "attackers" and isinstance(value, dict):
                out += [("attacks", a) for a in value]
            elif key == "activate" and isinstance(value, str):
                out.append(("activates", value))
            else:
                out += _uses(value)
    return out
