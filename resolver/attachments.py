"""Whether an Aura or an Equipment is legally attached, for the state-based actions 704.5m (an Aura attached
to an illegal object or player, or to nothing, goes to its owner's graveyard) and 704.5n (an Equipment attached
to an illegal permanent or a player becomes unattached and stays on the battlefield).

What is legal: the Aura's enchant ability (CR 303.4c, read from its "Enchant …" line), an Equipment only a
creature (301.5c), and neither on a permanent (nor an Aura on a player) with protection from a quality it has
(702.16c, 702.16d). An enchant restriction or a protection quality this module can't check is refused (exit 3),
never guessed.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .errors import Unmodelled
from .scenario import COLOR_NAMES

if TYPE_CHECKING:
    from .context import Run

CARD_TYPES = ("creature", "land", "artifact", "enchantment", "planeswalker")
_ENCHANT = re.compile(r"^enchant ([^(]+?)\s*(?:\(.*)?$", re.I | re.M)
_WHO = re.compile(r"^(?P<what>.+?)(?: (?P<who>you control|you don't control|an opponent controls))?$")
# one kind of object: an optional colour or type word, or a "non" one, then a card type or "permanent"
_QUALITIES = "|".join([*COLOR_NAMES, *CARD_TYPES])
_KIND = re.compile(rf"^(?:(?P<adj>non-?)?(?P<quality>{_QUALITIES}) )?(?P<noun>{'|'.join(CARD_TYPES)}|permanent)$")
_ALTERNATIVES = re.compile(r",? or |, ")


@lru_cache(maxsize=512)
def enchant_rule(text: str) -> tuple[tuple[str, str | None, str | None], ...] | str | None:
    """The Aura's enchant ability as alternatives (noun, quality, who), with quality "white"/"nonwhite"/
    "artifact"/… or None, who "you control"/"you don't control"/"an opponent controls" or None; noun "player"
    or "opponent" for a player. None without an Enchant line; the words (a str) when they can't be read here."""
    m = _ENCHANT.search(text)
    if m is None:
        return None
    words = " ".join(m.group(1).split()).rstrip(".")
    if words.lower() in ("player", "opponent"):
        return ((words.lower(), None, None),)
    if words != words.lower():
        return words  # a subtype ("Enchant Forest", "creature or Vehicle"): not always given in a scenario
    who = _WHO.match(words)
    assert who is not None
    out = []
    for part in _ALTERNATIVES.split(who.group("what")):
        kind = _KIND.match(part.strip())
        if kind is None:
            return words  # "tapped creature", "creature with power 3 or less", "red or green creature", …
        quality = kind.group("quality") and ("non" if kind.group("adj") else "") + kind.group("quality")
        out.append((kind.group("noun"), quality, who.group("who")))
    return tuple(out)


def _is(obj: Any, quality: str) -> bool:
    """Whether the object has a colour or card type ("white", "artifact"), or lacks one ("nonwhite")."""
    if quality.startswith("non"):
        return not _is(obj, quality[3:])
    if quality in COLOR_NAMES:
        return COLOR_NAMES[quality] in obj.colors
    return quality in obj.types


def _fits(run: Run, aura: Any, ref: str, rule: tuple[tuple[str, str | None, str | None], ...]) -> bool:
    st = run.state
    if ref in st.players:
        return any(noun == "player" or (noun == "opponent" and ref != aura.controller) for noun, _, _ in rule)
    obj = st.objects[ref]
    for noun, quality, who in rule:
        if noun in ("player", "opponent") or not (noun == "permanent" or noun in obj.types):
            continue
        if quality is not None and not _is(obj, quality):
            continue
        if who is not None and (obj.controller == aura.controller) != (who == "you control"):
            continue
        return True
    return False


# protection qualities other than a colour that can be checked against an Aura or Equipment (702.16c, 702.16d)
_QUALITY_TYPES = {"creatures": "creature", "lands": "land", "artifacts": "artifact", "enchantments": "enchantment"}
_QUALITY_TYPES |= {"planeswalkers": "planeswalker", "instants": "instant", "sorceries": "sorcery"}
_QUALITY_SUBTYPES = {"auras": "aura", "equipment": "equipment"}


def _protected_from(holder: Any, attachment: Any, why: str) -> str | None:
    """The quality the holder's protection names that the attachment has (702.16c-d), or None; a quality not
    checked here stops the answer."""
    for colour in sorted(attachment.colors & holder.keywords.protection):
        return next(word for word, letter in COLOR_NAMES.items() if letter == colour)
    for quality in sorted(holder.keywords.other_protection):
        if quality == "everything":
            return quality
        if quality in _QUALITY_TYPES:
            if _QUALITY_TYPES[quality] in attachment.types:
                return quality
        elif quality in _QUALITY_SUBTYPES:
            if _QUALITY_SUBTYPES[quality] in attachment.subtypes:
                return quality
        else:
            raise Unmodelled(f"{holder.name} has protection from {quality}, which isn't modelled, and {why}")
    return None


def illegal_attachment(run: Run, obj: Any) -> tuple[str, str] | None:
    """Why this permanent, an Aura or Equipment from a card, is attached illegally (CR 704.5m, 704.5n), with the
    rules concept to cite; None when it is legally attached or not an Aura or Equipment attached to anything."""
    if run.plan is None or obj.id not in run.plan.permanents or obj.unattached:
        return None
    aura = "aura" in obj.subtypes
    if not aura and "equipment" not in obj.subtypes:
        return None
    use = run.plan.permanents[obj.id]
    ref = use.attached
    if ref is None:
        return None  # an Equipment equips nothing; an Aura given without attached_to (what it enchants not said)
    st = run.state
    target = st.objects.get(ref)
    if ref not in st.players and (target is None or not target.on_battlefield):
        return "is attached to nothing", "sba_aura" if aura else "sba_equipment"
    name = st.display(ref)
    if not aura:  # an Equipment (301.5c, 702.16d)
        if target is None:
            return f"can't equip a player ({name})", "sba_equipment"
        if not target.is_creature:
            return f"can't equip {name}, which is not a creature", "sba_equipment"
        if obj.is_creature or ref == obj.id:
            return f"can't equip {name}: it is itself a creature or equips itself", "sba_equipment"
        quality = _protected_from(target, obj, "an Equipment is attached to it")
        return (
            (f"can't equip {name}, which has protection from {quality}", "sba_equipment_protection")
            if quality
            else None
        )
    text = use.card.faces[use.face].oracle_text
    rule = enchant_rule(text)
    if not isinstance(rule, tuple):
        what = f'"Enchant {rule}"' if rule else "no Enchant line"
        raise Unmodelled(
            f"{obj.name} has {what}: whether it can legally be attached to {name} (CR 303.4c, 704.5m) isn't modelled"
        )
    if ref == obj.id or (target is not None and obj.is_creature):  # 303.4d
        return "can't enchant itself, and an Aura that is a creature can't enchant anything", "sba_aura_illegal"
    if not _fits(run, obj, ref, rule):
        return (
            f"can't enchant {name} (its enchant ability: {_ENCHANT.search(text).group(0).strip()})",
            "sba_aura_illegal",
        )
    holder = target if target is not None else st.players[ref]  # a player with protection too (702.16c)
    if quality := _protected_from(holder, obj, "an Aura is attached to it"):
        return f"can't enchant {name}, which has protection from {quality}", "sba_aura_protection"
    return None
