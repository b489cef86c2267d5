"""Family: replacement effects that change the amount of damage (CR 614.1a), and spells whose damage or
prevention depends on a condition checked as they resolve (CR 608.2c, 608.2h).

- Amounts: "… it deals double that damage … instead" (multiply), "that much damage plus/minus N" (add),
  "half that damage, rounded down" (halve: a replacement, not prevention), "if a source would deal 4 or more
  damage …, that source deals 3 damage … instead" (set_amount with at_least), "if a source would deal 3 or
  less damage to this, prevent that damage" (prevent with at_most).
- Conditions: a rider sentence or line ("If this spell was kicked, it deals 4 damage … instead", "Threshold —
  … deals 5 damage to that creature instead if seven or more cards are in your graveyard") turns the step it
  modifies into an ``if`` step (docs/cards.md). What the board shows as the spell resolves is checked there
  (a +1/+1 counter on the target, an artifact creature, a green creature); kicking is the caster's choice as it
  is cast (CR 601.2b, 702.33d); a hidden fact (cards in hand, the graveyard, the phase) must be stated by the
  scenario (``conditions``) and is never assumed.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from cardindex.compiler import (
    ME,
    YOU,
    NotRecognised,
    _cost,
    _effect,
    _from,
    _n,
    _one_shot,
    _original_cost,
    _sentences,
    _static,
    _who,
    is_spell,
)
from cardindex.models import Ability

from . import OneShot

# --- sources and recipients of this family's sentences ------------------------------------------------------

MINE = {"controller_is": "you"}
INSTANT_OR_SORCERY = ["instant", "sorcery"]
SOURCES: dict[str, list[dict[str, Any]]] = {
    "a source": [],
    "any source": [],
    "a source you control": [MINE],
    "any source you control": [MINE],
    "a red source you control": [{"colors": ["R"], **MINE}],
    "another red source you control": [{"colors": ["R"], **MINE, "exclude": ["this"]}],
    "a red instant or sorcery spell you control": [{"colors": ["R"], "types": INSTANT_OR_SORCERY, **MINE}],
    "a red instant or sorcery spell you control or a red planeswalker you control": [
        {"colors": ["R"], "types": INSTANT_OR_SORCERY, **MINE},
        {"kind": "planeswalker", "colors": ["R"], **MINE},
    ],
    "an instant or sorcery source": [{"types": INSTANT_OR_SORCERY}],
    "an instant or sorcery source you control": [{"types": INSTANT_OR_SORCERY, **MINE}],
    "this": [ME],
    "attached": [{"id": "$attached"}],
    "a creature": [{"kind": "creature"}],
    # "another creature would deal combat damage to equipped creature": another than the equipped one
    "another creature": [{"kind": "creature", "exclude": ["$attached"]}],
    "target permanent": [{"id": "$target"}],
}
RECIPIENTS: dict[str, list[dict[str, Any]] | None] = {
    "a permanent or player": None,  # anything that can be dealt damage
    "you": [YOU],
    "this": [ME],
    "attached": [{"id": "$attached"}],
    "enchanted player": [{"id": "$attached"}],  # a Curse: the player it is attached to
    "a player": [{"kind": "player"}],
    "a creature": [{"kind": "creature"}],
    "a creature you control": [{"kind": "creature", **MINE}],
}
# "… to <that one> instead": the words that refer back to the recipient
SAME_RECIPIENT = {
    "a permanent or player": ("that permanent or player", "that player or permanent"),
    "you": ("you",),
    "this": ("this",),
    "attached": ("attached",),
    "enchanted player": ("that player",),
    "a player": ("that player",),
    "a creature": ("that creature",),
    "a creature you control": ("that creature",),
}


def _source(phrase: str) -> list[dict[str, Any]]:
    return SOURCES[phrase] if phrase in SOURCES else _from(phrase)


def _recipient(phrase: str) -> list[dict[str, Any]] | None:
    return RECIPIENTS[phrase] if phrase in RECIPIENTS else _who(phrase)


AMOUNT = re.compile(
    r"(?:if|each time) (?P<src>.+?) would deal (?P<kind>combat |noncombat )?(?:(?P<n>\w+) or (?P<cmp>more|less) )?"
    r"damage(?: to (?P<to>.+?))?(?P<turn> this turn)?, (?:it|that source) deals (?P<amt>double that damage|"
    r"that much damage (?:plus|minus) \w+|half that damage, rounded (?:down|up)|\w+ damage)"
    r",?(?: to (?P<again>.+?))? instead"
)
CALLOUS = re.compile(r"if (?P<src>.+?) would deal (?P<n>\w+) or less damage to (?P<to>.+?), prevent that damage")


def amount_spec(sentence: str) -> tuple[dict[str, Any], bool] | None:
    """An amount-changing replacement sentence as an effect spec, and whether it says "this turn"."""
    if m := CALLOUS.fullmatch(sentence):
        return {"kind": "prevent", "at_most": _n(m["n"]), "to": _recipient(m["to"]), **_from_key(m["src"])}, False
    m = AMOUNT.fullmatch(sentence)
    if m is None:
        return None
    amt = m["amt"]
    spec: dict[str, Any]
    if amt == "double that damage":
        spec = {"kind": "double"}
    elif amt.startswith("that much damage"):
        word, n = amt.split()[-2:]
        spec = {"kind": "add", "plus": _n(n) if word == "plus" else -_n(n)}
    elif amt.startswith("half"):
        spec = {"kind": "halve", "rounding": amt.rsplit(" ", 1)[-1]}
    else:
        spec = {"kind": "set_amount", "amount": _n(amt.split()[0])}
    if m["n"] is not None:
        if m["cmp"] == "more":
            spec["at_least"] = _n(m["n"])
        else:
            spec["at_most"] = _n(m["n"])
    if m["kind"]:
        spec["damage"] = m["kind"].strip()
    spec.update(_from_key(m["src"]))
    to = m["to"]
    if to is not None:
        who = _recipient(to)
        if who is not None:
            spec["to"] = who
        same = SAME_RECIPIENT.get(to, ("that permanent or player", "that player or permanent"))
        if m["again"] is not None and m["again"] not in same:
            raise NotRecognised(f"damage to {to!r} dealt to {m['again']!r} instead")
    elif m["again"] is not None:
        raise NotRecognised(f"damage dealt to {m['again']!r} instead")
    return spec, bool(m["turn"])


def _from_key(phrase: str) -> dict[str, Any]:
    sources = _source(phrase)
    return {"from": sources} if sources else {}


# --- hooks -----------------------------------------------------------------------------------------------------


def static(sentence: str) -> dict[str, Any] | None:
    hit = amount_spec(sentence)
    if hit is None:
        return None
    spec, this_turn = hit
    if this_turn:
        raise NotRecognised(f"'this turn' in a static ability: {sentence!r}")
    return spec


def one_shot(sentence: str, next_sentence: str) -> OneShot | None:
    if sentence == "all creatures lose trample until end of turn":  # Blind Fury (CR 611.2c)
        return OneShot([{"do": "lose_keywords", "keywords": ["trample"]}])
    if m := re.fullmatch(
        r"this deals (\w+) damage to (each creature (?:with|without) flying(?: and each player)?)", sentence
    ):
        # Earthquake, Hurricane, Whirlwind's kin: every such creature (and player) at once (CR 120.4)
        return OneShot(
            [
                {
                    "do": "damage",
                    "amount": _n(m[1]),
                    "to": "$" + m[2].replace(" each player", " player").replace(" ", "_"),
                }
            ]
        )
    hit = amount_spec(sentence)
    if hit is None:
        return None
    spec, this_turn = hit
    if not this_turn and not sentence.startswith("each time"):
        raise NotRecognised(f"an effect without a duration: {sentence!r}")
    if "from" in spec:
        spec["from_"] = spec.pop("from")
    kind = "permanent" if spec.get("from_") == [{"id": "$target"}] else None
    return OneShot([_effect(**spec)], target_kind=kind)


AS_LONG_AS = re.compile(r"as long as (?P<cond>.+?), (?P<rest>if .+)")


def line(norm: str, text: str, name: str, type_line: str, face: int) -> Ability | None:
    """Whole lines: a static amount replacement (tried before the core's static templates, which don't know
    this family's sources); a spell or ability with a rider sentence ("If this spell was kicked, …")."""
    if not any(w in norm for w in ("damage", "kicker", "instead", "prevent")):  # none of its templates: skip fast
        return None
    spell_like = is_spell(type_line)
    if spell_like and re.fullmatch(r"kicker \{[^}]+\}(?:\{[^}]+\})*(?: \(.*\))?", norm):
        return Ability(
            kind="static",
            text=text,
            face=face,
            relevant=False,  # modelled: the cast says whether it was kicked (CR 702.33d), resolver/play.py
            reason="kicker is paid as the spell is cast: the cast says whether it was kicked",
        )
    if m := re.fullmatch(r"(?P<cost>[^:]+): (?P<effect>.+)", norm):
        sentences = _sentences(m["effect"])
        if not any(_rider(s) for s in sentences[1:]):
            return None
        steps, kind = _with_riders(sentences)
        return Ability(
            kind="activated",
            text=text,
            cost=_original_cost(text),
            steps=_cost(m["cost"]) + steps,
            face=face,
            target_kind=kind,
        )
    sentences = _sentences(norm)
    if spell_like:
        if not any(_rider(s) for s in sentences[1:]):
            return None
        steps, kind = _with_riders(sentences)
        return Ability(kind="spell", text=text, steps=steps, face=face, target_kind=kind)
    if len(sentences) != 1:
        return None
    if m := AS_LONG_AS.fullmatch(sentences[0]):
        if amount_spec(m["rest"]) is None:
            return None
        raise NotRecognised(f"a condition on a static ability: as long as {m['cond']}")
    if static(sentences[0]) is None:
        return None
    return Ability(kind="static", text=text, steps=[_static(static(sentences[0]) or {})], face=face)


# --- riders ------------------------------------------------------------------------------------------------------

STATED = {
    "you have no cards in hand": "hellbent",
    "seven or more cards are in your graveyard": "threshold",
    "there are two or more instant and/or sorcery cards in your graveyard": "spell_mastery",
    "you attacked with a creature this turn": "raid",
    "you control three or more artifacts": "metalcraft",
    "you control a creature with power 4 or greater": "ferocious",
    "you cast this during your main phase": "main_phase",
    "you control a snow swamp": "snow_swamp",
}
CHECKED: dict[str, dict[str, Any]] = {
    "this was kicked": {"kicked": True},
    "that creature has a +1/+1 counter on it": {"target_counter": "+1/+1"},
    "it's an artifact creature": {
        "target": {"kind": "creature", "types": ["artifact"]},
        "text": "an artifact creature",
    },
    "that creature is green": {"target": {"kind": "creature", "colors": ["G"]}, "text": "a green creature"},
}
RIDER = re.compile(r"if (?P<cond>[^,]+), (?P<body>.+) instead|(?P<body2>.+) instead if (?P<cond2>.+)")
DAMAGE_BODY = re.compile(
    r"(?:this|it) deals (?P<n>\w+)(?: plus (?P<plus>\w+))? damage to (?P<to>that permanent or player|that creature|"
    r"it|that player or planeswalker|each creature and each player|each creature without flying and each player)"
)
PREVENT_BODY = re.compile(
    r"prevent the next (?P<n>\w+) damage(?: that would be dealt to (?:that permanent or player|that creature) "
    r"this turn)?"
)
TO = {
    "that permanent or player": "$target",
    "that creature": "$target",
    "it": "$target",
    "that player or planeswalker": "$target",
    "each creature and each player": "$each_creature_and_player",
    "each creature without flying and each player": "$each_creature_without_flying_and_player",
}


def _rider(sentence: str) -> tuple[dict[str, Any], str] | None:
    """A rider sentence's condition and what it does instead (None: not a rider)."""
    m = RIDER.fullmatch(sentence)
    if m is None:
        return None
    cond, body = (m["cond"], m["body"]) if m["cond"] else (m["cond2"], m["body2"])
    if cond in CHECKED:
        return CHECKED[cond], body
    if cond in STATED:
        return {"stated": STATED[cond]}, body
    if DAMAGE_BODY.fullmatch(body) or PREVENT_BODY.fullmatch(body):  # this family's rider, on a condition
        raise NotRecognised(f"the condition {cond!r}")  # it doesn't know: the spell isn't modelled
    return None


def _rewrite(steps: list[dict[str, Any]], sentence: str) -> list[dict[str, Any]]:
    """The steps with the rider applied to the step it modifies: an ``if`` step choosing between the two."""
    found = _rider(sentence)
    if found is None:
        raise NotRecognised(f"sentence {sentence!r}")
    condition, body = found
    if not steps:
        raise NotRecognised(f"{sentence!r} modifies nothing before it")
    old = steps[-1]
    new = copy.deepcopy(old)
    if m := DAMAGE_BODY.fullmatch(body):
        if old.get("do") != "damage" or old.get("to") != TO[m["to"]] or old.get("divided"):
            raise NotRecognised(f"{sentence!r}: not the damage before it")
        new["amount"] = _n(m["n"])
        if m["plus"]:  # "X plus 2"
            new["amount_plus"] = _n(m["plus"])
    elif m := PREVENT_BODY.fullmatch(body):
        effect = old.get("effect", {})
        if old.get("do") != "effect" or effect.get("kind") != "prevent" or not isinstance(effect.get("amount"), int):
            raise NotRecognised(f"{sentence!r}: not the prevention before it")
        new["effect"]["amount"] = _n(m["n"])
    elif "divided" in body:
        raise NotRecognised(f"{sentence!r}: other targets when kicked (CR 702.33g) aren't modelled")
    else:
        raise NotRecognised(f"what {sentence!r} does instead")
    return [*steps[:-1], {"do": "if", "condition": condition, "then": [new], "else": [old]}]


def _with_riders(sentences: list[str]) -> tuple[list[dict[str, Any]], str | None]:
    """The steps of a spell or ability's sentences, each rider applied to the step before it; its target kind."""
    steps: list[dict[str, Any]] = []
    kind = None
    for s in sentences:
        if _rider(s):
            steps = _rewrite(steps, s)
        else:
            more, found = _one_shot([s])
            steps += more
            kind = kind or found
    return steps, kind


def rider(norm: str, text: str, previous: Ability, face: int) -> Ability | None:
    """A line that is a rider of the spell before it (Hellbent, Threshold, Spell mastery, Raid, Metalcraft,
    Ferocious, Addendum)."""
    sentences = _sentences(norm)
    try:
        if len(sentences) != 1 or not _rider(sentences[0]):
            return None
        previous.steps = _rewrite(previous.steps, sentences[0])
    except NotRecognised as exc:  # the spell can't be cast without it: neither is modelled
        reason = f"not recognised by the oracle-text compiler ({exc})"
        previous.modelled, previous.reason = False, reason
        return Ability(kind="static", text=text, face=face, modelled=False, reason=reason)
    return Ability(
        kind="static",
        text=text,
        face=face,
        relevant=False,
        reason="a rider of the spell's effect above, checked as it resolves",
    )
