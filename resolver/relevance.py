"""What a scenario may ignore of its permanents' unmodelled abilities, and what stops the answer.

An unmodelled ability stops the answer only when it could change it (cardindex/relevance.py decides by
the text, as the card is compiled): a relevant static ability always; an activated ability when it is
activated (checked as the action is prepared); a triggered ability when its event happens (the self events
are followed as the scenario runs, resolver/play.py; combat events refuse here when the scenario has
combat; an event that can't be placed refuses here). Everything else is ignored, and the answer says so in
one line.
"""

from __future__ import annotations

import re
from typing import Any

from .cards import CardPlan
from .english import tidy
from .errors import Unmodelled, line_not_modelled
from .scenario import ActivateAction, CastAction, CombatAction, Scenario

EVENTS = {
    "dies": "it dies",
    "leaves_battlefield": "it leaves the battlefield",
    "put_into_graveyard": "it is put into a graveyard",
    "dealt_damage": "it is dealt damage",
    "deals_damage": "it deals damage",
    "becomes_target_of_spell": "it becomes the target of a spell",
    "spell_cast": "a spell it names is cast",
    "counters_at_least": "its counters reach the number",
    "kicked": "a spell with kicker is cast",
}


# Conditions (an unmodelled ability's Ability.note, or its trigger's event) and the actions that meet them.
CONDITIONS: dict[str, tuple[set[type], str]] = {
    "combat": ({CombatAction}, "there is no combat here"),
    "activation": ({ActivateAction}, "nothing is activated here"),
    "cast": ({CastAction}, "nothing is cast here"),
    "tapped": ({ActivateAction, CombatAction}, "nothing is tapped here"),
    "mana": ({CastAction, ActivateAction}, "no mana is paid here"),
    "becomes_target": ({CastAction, ActivateAction}, "nothing here targets"),
    "cast_or_activation": ({CastAction, ActivateAction}, "nothing is cast or activated here"),
}


# Notes of restrictions on one side's casting, and the side, relative to the permanent's controller
CASTER = {"cast_you": "you", "cast_opponent": "opponent"}


def _has_kicker(spell: Any) -> bool:
    return "kicker" in spell.card.oracle_text.lower()


def _casters(scenario: Scenario) -> set[str | None]:
    from .build import all_actions

    return {action.by for _, _, action in all_actions(scenario) if isinstance(action, CastAction)}


def _kinds(scenario: Scenario) -> set[type]:
    from .build import all_actions

    return {type(action) for _, _, action in all_actions(scenario)}


def _not_now(text: str, use: Any, scenario: Scenario) -> bool:
    """A restriction "during your turn" (Dragonlord Dromoka) while the scenario says it is another player's turn
    (CR 500: the active player's turn): it doesn't apply. Whose turn it is is never assumed."""
    return (
        "during your turn" in text.lower()
        and scenario.active_player is not None
        and scenario.active_player != use.controller
    )


def ignored_abilities(plan: CardPlan, scenario: Scenario) -> list[str]:
    """Each unmodelled ability of a permanent that can't change this answer, as "<card>'s <what> (<text>) —
    <why>"; raises Unmodelled for one that could (and isn't followed as the scenario runs)."""
    kinds = _kinds(scenario)
    casters = _casters(scenario)
    out: list[str] = []
    for use in plan.permanents.values():
        name = use.card.faces[use.face].name
        for ability in use.card.abilities:
            if ability.face != use.face or ability.kind in ("enters", "spell"):
                continue
            aura = "aura" in {s.lower() for s in use.card.faces[use.face].subtypes}
            if aura and use.attached is None and any(s.get("do") == "attached_gets" for s in ability.steps):
                # an Aura's bonus to a creature the scenario doesn't name (resolver/attached_bonus.py): ignored
                # only where the line, unmodelled, would be (its relevance is kept as it compiles)
                text = " ".join(ability.text.split())
                if (why := _why_ignored(ability.model_copy(update={"modelled": False}), kinds, name)) is None:
                    raise Unmodelled(f"{name}: {text} — what it is attached to isn't given, and it may decide this")
                out.append(f"{name}'s ability ({text}) — {why}")
                continue
            if ability.modelled and (ability.kind != "triggered" or ability.relevant):
                continue  # a modelled triggered ability whose event never happens here is named as ignored
            text = " ".join(ability.text.split())
            if ability.note in CASTER and not ability.relevant and not _not_now(text, use, scenario):
                # "you can't cast …": who casts here?
                sides = {None if by is None else "you" if by == use.controller else "opponent" for by in casters}
                if CASTER[ability.note] in sides or None in sides:
                    raise Unmodelled(line_not_modelled(name, text, ability.reason, "as may happen here"))
            if ability.note == "equipped" and any(p.attached_to == use.object_id for p in scenario.battlefield):
                raise Unmodelled(line_not_modelled(name, text, ability.reason, "as something is here"))
            if (ability.trigger or {}).get("event") == "kicked" and any(_has_kicker(s) for s in plan.spells.values()):
                raise Unmodelled(
                    line_not_modelled(name, text, ability.reason, "it may trigger here: a spell with kicker is cast")
                )
            why = _why_ignored(ability, kinds, name)
            if why is None:
                continue  # refused where it happens (static_effects, an activation)
            what = {
                "activated": "mana ability" if not ability.relevant and "add" in text.lower() else "activated ability",
                "triggered": "triggered ability",
            }.get(ability.kind, "keyword" if ability.reason and ability.reason.startswith("keyword") else "ability")
            out.append(f"{name}'s {what} ({_bare(text) if what == 'keyword' else text}) — {why}")
    return out + _spell_lines(plan, scenario)


def _spell_lines(plan: CardPlan, scenario: Scenario) -> list[str]:
    """Each cast spell's unmodelled line that is neither an effect nor a mode (those refuse when chosen, in
    resolver/play.py): a line that can't change the answer (relevant: false, cardindex/relevance.py SPELL_LINES
    and the keyword table) is listed with its reason; any other stops the answer, naming it (a spell's text is
    never skipped silently)."""
    out: list[str] = []
    for use in plan.spells.values():
        name = use.card.faces[use.face].name
        for ability in use.card.abilities:
            if ability.face != use.face or ability.kind == "spell" or ability.modelled:
                continue
            text = " ".join(ability.text.split())
            if ability.relevant:
                raise Unmodelled(line_not_modelled(name, text, ability.reason))
            what = "keyword" if (ability.reason or "").startswith("keyword") else "line"
            why = (ability.reason or "").removeprefix("keyword: ")
            entry = f"{name}'s {what} ({_bare(text) if what == 'keyword' else text}) — {why}"
            if entry not in out:  # the same card cast twice
                out.append(entry)
    return out


def _why_ignored(ability: Any, kinds: set[type], name: str) -> str | None:
    reason = ability.reason or "it can't change damage"
    text = " ".join(ability.text.split())
    if ability.kind == "static":
        if ability.note == "equipped" and not ability.relevant:
            return f"{reason}: nothing is attached to it here"
        if ability.note in CASTER and not ability.relevant:
            return (
                f"{reason}: {'it' if ability.note == 'cast_you' else 'no opponent of its controller'} casts none here"
            )
        if ability.note in CONDITIONS and not ability.relevant:
            actions, none = CONDITIONS[ability.note]
            if kinds & actions:
                raise Unmodelled(line_not_modelled(name, text, reason, "as it does here"))
            return f"{reason}: {none}"
        return None if ability.relevant else reason.removeprefix("keyword: ")
    if ability.kind == "activated":
        return reason if not ability.relevant else "it isn't activated here"
    # triggered
    if not ability.relevant:
        return reason
    event = (ability.trigger or {}).get("event")
    if event in CONDITIONS:
        actions, none = CONDITIONS[event]
        if kinds & actions:
            raise Unmodelled(line_not_modelled(name, text, reason, "and it may trigger here"))
        return none
    if event in EVENTS:
        return f"{EVENTS[event]} in no line of play here (if it did, the answer would stop)"
    raise Unmodelled(line_not_modelled(name, text, reason))


def _bare(text: str) -> str:
    """A keyword's line without its reminder text ("Eternalize {3}{W}{W}", "Fading 4")."""
    return re.sub(r"\s*\([^)]*\)", "", text).strip()


def ignored_line(notes: list[str]) -> str:
    return tidy("Ignored: " + "; ".join(notes))
