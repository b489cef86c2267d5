"""Card-driven play: characteristics and static abilities of permanents named by card, casting spells
and activating abilities (their structured steps), and the triggered abilities cards have.

Cards come from a CardSource the caller passes in (the card index): the engine never reads files.
Step language: docs/cards.md.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .combat_targets import SPELL_KINDS, combat_mismatch, needs_status, spell_mismatch, wanted
from .errors import BadInput, Unmodelled, line_not_modelled
from .scenario import COLOR_WORDS


class CardSource(Protocol):
    """What the engine needs from a card index: find a card (and which face was named) by name."""

    def find(self, name: str) -> tuple[Any, int | None]: ...


@dataclass
class CardUse:
    """A card bound to an object of the scenario (a permanent, or a spell being cast)."""

    card: Any
    face: int
    object_id: str
    controller: str
    attached: str | None = None
    chosen: dict[str, str] = field(default_factory=dict)  # "color"/"type" chosen as it entered (CR 607.2d)


@dataclass
class CardPlan:
    """Everything card-related that build time resolved, for the runs to use."""

    permanents: dict[str, CardUse] = field(default_factory=dict)
    # what each attached Aura or Equipment gives its creature (resolver/attached_bonus.py), by its id
    bonuses: dict[str, Any] = field(default_factory=dict)
    # what each static "creatures you control get +1/+1" gives, and to which creatures (resolver/anthems.py)
    anthems: list[Any] = field(default_factory=list)
    spells: dict[int, CardUse] = field(default_factory=dict)  # id() of the cast action -> the spell (one inside a
    # combat's after_assignment shares the combat's index)
    armored: bool = False  # an Aura with totem armor is on the battlefield (resolver/totem_armor.py)

    # the triggered abilities of each event, found once (build_state makes the plan; the lines only read it)
    found: dict[tuple[str, int], list[tuple[CardUse, Any]]] = field(default_factory=dict, repr=False, compare=False)

    def triggers(self, event: str) -> list[tuple[CardUse, Any]]:
        key = (event, len(self.permanents))
        out = self.found.get(key)
        if out is None:
            out = self.found[key] = [
                (use, a)
                for use in self.permanents.values()
                for a in use.card.abilities
                if a.kind == "triggered" and a.trigger and a.trigger.get("event") == event
            ]
        return list(out)


def find_card(cards: CardSource | None, name: str, where: str) -> tuple[Any, int | None]:
    if cards is None:
        raise Unmodelled(f"{where}: card {name!r} needs the card index, which wasn't given")
    try:
        return cards.find(name)
    except LookupError as exc:
        raise BadInput(str(exc.args[0] if exc.args else exc), field=where) from None


def face_stat(value: str | None, what: str, name: str, where: str) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        raise Unmodelled(f"{where}: {name} has {what} {value!r}; give it explicitly") from None


def enters_counters(card: Any, where: str) -> dict[str, int]:
    """'Enters with N counters': the counters a permanent has when the scenario doesn't say."""
    out: dict[str, int] = {}
    for ability in card.abilities:
        if ability.kind != "enters":
            continue
        if not ability.modelled:
            raise BadInput(f"{card.name}: {ability.reason}", field=where)
        for step in ability.steps:
            if not isinstance(step.get("amount"), int):
                raise BadInput(f"{card.name} enters with X counters: give its counters", field=f"{where}.counters")
            out[step["counter"]] = out.get(step["counter"], 0) + step["amount"]
    ga = getattr(card, "ga", None)
    if ga is not None and ga.durability:  # enters with durability counters (ga:counters/durability/1)
        out["durability"] = ga.durability
    return out


NEEDS = {
    "$chosen_color": 'the color chosen for it as it entered (give "chosen": {"color": …} on the permanent)',
    "$chosen_type": 'the creature type chosen for it as it entered (give "chosen": {"type": …} on the permanent)',
    "$level_plus_1": "its controller's champion (LV is that champion's level), and that player controls none",
    "$x": 'a value for X ("x" in the action)',
    "$target": "a target",
    "$attached": "the permanent it is attached to (attached_to)",
}


def substitute(value: Any, bindings: dict[str, Any]) -> Any:
    """Replace "$name" placeholders (in strings, lists and dicts) by their bound values."""
    if isinstance(value, str) and value.startswith("$"):
        if value not in bindings:
            need = NEEDS.get(value, f"{value}, which this situation doesn't give")
            raise Unmodelled(f"a card's effect needs {need}")
        return bindings[value]
    if isinstance(value, list):
        out = []
        for item in value:
            sub = substitute(item, bindings)
            out += sub if isinstance(item, str) and item.startswith("$") and isinstance(sub, list) else [sub]
        return out
    if isinstance(value, dict):
        return {k: substitute(v, bindings) for k, v in value.items()}
    return copy.copy(value)


def static_effects(use: CardUse) -> list[tuple[dict[str, Any], bool]]:
    """The effect specs of a permanent's static abilities, bound to it, each with whether it is about what the
    permanent is attached to ("enchanted/equipped creature": it stops if an Equipment becomes unattached)."""
    bindings = {"$this": use.object_id, "$you": use.controller, "$attached": use.attached, **chosen_bindings(use)}
    out = []
    for ability in use.card.abilities:
        if ability.kind != "static" or ability.face != use.face:
            continue
        if not ability.modelled:
            if ability.relevant:
                raise Unmodelled(line_not_modelled(use.card.name, ability.text, ability.reason))
            continue
        for step in ability.steps:
            if step.get("do") in ("attached_gets", "anthem", "keyword"):  # applied to the creatures (attached_bonus,
                continue  # anthems) or the permanent itself (build: a keyword its static ability gives it)
            attached = "$attached" in placeholders(step)  # about "enchanted/equipped creature"
            if use.attached is None and attached:
                if "equipment" in (s.lower() for s in use.card.faces[use.face].subtypes):
                    continue  # unattached Equipment stays on the battlefield and equips nothing (CR 704.5n, 301.5)
                raise BadInput(
                    f"{use.card.name} must be attached to something: give attached_to",
                    field=f"{use.object_id}.attached_to",
                )
            need_choice(use, step, f"{use.object_id}.chosen")
            spec = substitute(step["effect"], bindings)
            spec.setdefault("name", use.card.faces[use.face].name)
            out.append((spec, attached))
    return out


def chosen_bindings(use: CardUse) -> dict[str, str]:
    """'$chosen_color' / '$chosen_type': what the scenario says was chosen as the permanent entered."""
    return {f"$chosen_{k}": v for k, v in use.chosen.items()}


def need_choice(use: CardUse, steps: Any, where: str) -> None:
    """Refuse, in one line asking for it, an ability that reads a choice the scenario didn't state."""
    used = placeholders(steps)
    for key in ("color", "type"):
        if f"$chosen_{key}" in used and key not in use.chosen:
            what = "color" if key == "color" else "creature type"
            raise BadInput(
                f'{use.card.name} uses the {what} chosen as it entered: give it ("chosen": {{"{key}": …}}, or '
                f'"{use.card.name} with {"red" if key == "color" else "Goblin"} chosen")',
                field=where,
            )


def placeholders(value: Any) -> set[str]:
    """Every "$name" placeholder a step structure uses (the names `substitute` will look up)."""
    found: set[str] = set()
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, str):
            if item.startswith("$"):
                found.add(item)
        elif isinstance(item, dict):
            todo.extend(item.values())
        elif isinstance(item, list | tuple):
            todo.extend(item)
    return found


def declared_targets(ability: Any) -> list[dict[str, Any]] | None:
    """The targets an ability declares one by one, in order (CR 601.2c), when they differ from each other
    (Carom: 'target creature … another target creature'; Azorius Ploy: one target a paragraph): a
    `{"do": "targets", "targets": [{"kind": …, "filter": {…}}, …]}` step. Its steps name them `$target`,
    `$target2`, … (see positional_name)."""
    for step in ability.steps:
        if step.get("do") == "targets":
            return list(step["targets"])
    return None


def positional_name(i: int) -> str:
    """The placeholder of the (i+1)-th declared target: $target, $target2, $target3 …"""
    return "$target" if i == 0 else f"$target{i + 1}"


def needed_targets(ability: Any) -> tuple[int, int]:
    """How many targets an ability's steps ask for (min, max)."""
    declared = declared_targets(ability)
    if declared is not None:
        return len(declared), len(declared)
    low = high = 0
    used = placeholders(ability.steps)
    if "$targets" in used:
        for step in ability.steps:
            if step.get("targets"):
                low, high = step["targets"]
    elif any(p.startswith("$target") for p in used):  # $target, or one built on it (sharing a color)
        low = high = 1
    return low, high


WHERE_CHOSEN = " where it is chosen (CR 115.1, 601.2c; in combat it goes in the combat's after_assignment)"
WHERE_CHOSEN_PLAIN = " where it is chosen (CR 115.1, 601.2c)"  # "target creature with flying": no combat status


def check_target(
    state: Any,
    ability: Any,
    ref: str,
    card_name: str,
    where: str,
    controller: str | None = None,
    index: int | None = None,
) -> None:
    """Whether `ref` is a target this ability's text allows; `controller` (the ability's) for 'you control'.
    `index`: which of its declared targets `ref` is (declared_targets), each with its own kind and filter."""
    kind = ability.target_kind
    filters = [step.get("target_filter") for step in ability.steps]
    declared = declared_targets(ability)
    if declared is not None and index is not None and index < len(declared):
        kind, filters = declared[index].get("kind"), [declared[index].get("filter")]
    obj = state.objects.get(ref)
    if kind in SPELL_KINDS:  # "target spell" (Hallow): a spell on the stack, never a player or permanent
        why = spell_mismatch(kind, obj)
        if why is not None:
            raise BadInput(
                f"{card_name} needs {SPELL_KINDS[kind]} as its target, not {state.display(ref)}: {why} (CR 115.1)",
                field=where,
            )
        return
    if ref not in state.players and obj is None:
        raise BadInput(f"{ref!r} is not a player or permanent in this scenario", field=where)
    if kind in ("creature", "unit") and (obj is None or not obj.is_creature):
        raise BadInput(f"{card_name} needs a {kind} as its target, not {state.display(ref)}", field=where)
    if kind == "permanent" and obj is None:  # "target permanent" (Overblaze)
        raise BadInput(f"{card_name} needs a permanent as its target, not {state.display(ref)}", field=where)
    if kind == "creature_or_player" and obj is not None and not obj.is_creature:
        raise BadInput(f"{card_name} targets a creature or player, not {state.display(ref)}", field=where)
    if kind == "player" and obj is not None:
        raise BadInput(f"{card_name} needs a player as its target, not {state.display(ref)}", field=where)
    if kind == "player_or_planeswalker" and obj is not None and not obj.is_planeswalker:
        raise BadInput(f"{card_name} targets a player or planeswalker, not {state.display(ref)}", field=where)
    if kind == "permanent_or_player" and obj is not None and not obj.on_battlefield:  # "target permanent or player"
        raise BadInput(f"{card_name} targets a permanent or player, not {state.display(ref)}", field=where)
    if kind is None and obj is not None and not (obj.is_creature or obj.is_planeswalker):
        raise BadInput(f"{card_name} targets a creature, planeswalker or player, not {state.display(ref)}", field=where)
    for flt in filters:
        if flt and (why := combat_mismatch(flt, obj)) is not None:  # combat status (CR 506.4, 509.1h)
            raise BadInput(
                f"{card_name} needs {wanted(flt)} as its target, not {state.display(ref)}: {why}"
                + ((WHERE_CHOSEN if needs_status(flt) else WHERE_CHOSEN_PLAIN) if where else ""),
                field=where,
            )
        if flt and "colors" in flt and (obj is None or not obj.is_creature or not set(flt["colors"]) & set(obj.colors)):
            colors = " or ".join(COLOR_WORDS.get(c, c) for c in flt["colors"])
            raise BadInput(
                f"{card_name} needs a {colors} creature as its target, not {state.display(ref)}", field=where
            )
        if flt and "types" in flt and (obj is None or not set(flt["types"]) <= obj.types):
            raise BadInput(
                f"{card_name} needs {_a(' '.join(flt['types']))} creature as its target, not {state.display(ref)}",
                field=where,
            )
        if flt and flt.get("multicolored") and (obj is None or not obj.is_creature or len(obj.colors) < 2):
            raise BadInput(  # "target multicolored creature" (CR 105.4: two or more colors)
                f"{card_name} needs a multicolored creature as its target, not {state.display(ref)}", field=where
            )
        if flt and (want := quality_mismatch(flt, obj)) is not None:
            raise BadInput(f"{card_name} needs {want} as its target, not {state.display(ref)}", field=where)
        theirs = flt and flt.get("controller_is") == "not_you" and controller is not None
        if theirs and (obj is None or obj.controller == controller):
            raise BadInput(
                f"{card_name} needs a creature {'you don' if controller == 'You' else controller + ' doesn'}'t "
                f"control as its target, not {state.display(ref)}",
                field=where,
            )
        mine = flt and flt.get("controller_is") == "you" and controller is not None
        if mine and (obj is None or obj.controller != controller):
            raise BadInput(
                f"{card_name} needs a creature {'you control' if controller == 'You' else controller + ' controls'} "
                f"as its target, not {state.display(ref)}",
                field=where,
            )


def quality_mismatch(flt: dict[str, Any], obj: Any) -> str | None:
    """What the target must be, when `obj` isn't it, for the qualities "target nonblack creature", "target
    nonartifact creature", "target artifact or enchantment", "target creature without flying" (CR 115.1, 205.2a,
    105.2); None when it is."""
    if "not_colors" in flt and (obj is None or set(flt["not_colors"]) & set(obj.colors)):
        return "a " + "".join("non" + COLOR_WORDS.get(c, c) for c in flt["not_colors"]) + " creature"
    if "not_types" in flt and (obj is None or set(flt["not_types"]) & obj.types):
        return "a " + "".join("non" + t for t in flt["not_types"]) + " creature"
    if "any_types" in flt and (obj is None or not obj.on_battlefield or not set(flt["any_types"]) & obj.types):
        return _a(" or ".join(flt["any_types"]))
    if "not_keywords" in flt and (obj is None or any(obj.keywords.has(k) for k in flt["not_keywords"])):
        return "a creature without " + " or ".join(flt["not_keywords"])  # Roast: "target creature without flying"
    return None


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def targets_fit(
    state: Any, ability: Any, targets: list[str], card_name: str, where: str, controller: str | None = None
) -> None:
    """Raise BadInput unless `targets` are the right number and kind for this ability (or mode)."""
    low, high = needed_targets(ability)
    if not low <= len(targets) <= high:
        want = f"{low}" if low == high else f"{low} to {high}"
        raise BadInput(f"{card_name} needs {want} target(s), got {len(targets)}", field=f"{where}.targets")
    for i, t in enumerate(targets):
        check_target(state, ability, t, card_name, f"{where}.targets[{i}]", controller, i)


def legal_modes(
    state: Any, abilities: Sequence[Any], targets: list[str], card_name: str, where: str, controller: str | None = None
) -> list[int]:
    """The modes (0-based) these targets suit (CR 700.2: a mode is chosen with its targets); none raises
    the first mode's reason."""
    legal, first_error = [], None
    for i, ability in enumerate(abilities):
        if not ability.modelled:  # its targets say nothing the engine reads: choosing it refuses, naming it
            legal.append(i)
            continue
        try:
            targets_fit(state, ability, targets, card_name, where, controller)
        except BadInput as exc:
            first_error = first_error or exc
        else:
            legal.append(i)
    if not legal and first_error is not None:
        raise first_error
    return legal


def unread_line(card: Any, face: int) -> bool:
    """Whether a line of the card that isn't a mode wasn't read by the compiler but may matter (Electrolyze's
    "deals 2 damage divided as you choose among one or two targets", Fireball's X): how many targets the spell
    takes and whether it has an X aren't known then, so neither is checked (whether each target may be targeted
    still is: protection, hexproof); the line is refused by name when it resolves."""
    return any(not a.modelled and a.relevant and a.mode is None and a.face == face for a in card.abilities)


def spell_abilities(use: CardUse) -> Sequence[Any]:
    return [a for a in use.card.abilities if a.kind == "spell" and a.face == use.face]


def activated_abilities(card: Any, face: int) -> list[Any]:
    """One entry per activated ability: a modal one ("{X}, {T}: Choose one — • … • …") by its first mode."""
    return [a for a in card.abilities if a.kind == "activated" and a.face == face and a.mode in (None, 1)]


def ability_modes(card: Any, face: int, ability: Any) -> list[Any]:
    """The modes of a modal activated ability (CR 700.2), in order; [ability] for one that isn't modal."""
    if ability.mode is None:
        return [ability]
    mine = [a for a in card.abilities if a.kind == "activated" and a.face == face]
    start = next(i for i, a in enumerate(mine) if a is ability)
    out = [ability]
    for a in mine[start + 1 :]:
        if a.mode != len(out) + 1:
            break
        out.append(a)
    return out


ANY_PLAYER = "any_player_may_activate"  # a step marking "Any player may activate this ability" (CR 602.2)


def may_activate(ability: Any, player: str, controller: str) -> bool:
    """CR 602.2: only its controller may activate an ability, unless it says otherwise."""
    return player == controller or any(s.get("do") == ANY_PLAYER for s in ability.steps)


_CHOOSE = re.compile(r"\bchoose (one or both|one or more|any number|two|three|four|one)\b", re.I)
SEVERAL_ALLOWED = ("one or both", "one or more", "any number")  # may be cast with one mode, or more at once


def modes_to_choose(oracle: str) -> str | None:
    """How many modes a modal card's text has its controller choose (CR 700.2): "one", "one or both", "one or more",
    "any number", "two" …; None when it says none."""
    found = _CHOOSE.search(oracle)
    return found.group(1).lower() if found else None
