"""Family A: recipient and source phrases (a small grammar behind cardindex.compiler's RECIPIENTS, SOURCES,
DEALT_BY and TARGET_FILTERS), and the word-order variants of the prevention sentences.

A phrase is read as: an optional determiner (a/an/another/all; "each" only where a template makes one shield
per recipient), adjectives (a color, non<color>, colorless, multicolored, artifact, legendary, snow, land,
instant or sorcery), a noun (creature, planeswalker, permanent, player, source, spell, a creature type),
and qualifiers (with flying / without flying / with power N or less / with no +1/+1 counters on them; you
control / an opponent controls / you don't control). "you and X" / "you or X" add you. Anything else is not a
phrase this grammar reads (None), and the caller refuses it, naming it.
"""

from __future__ import annotations

import re
from typing import Any

from . import OneShot

YOU = {"player_is": "you"}
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# Keywords a qualifier may name: only those the engine keeps on an object (resolver/state.py FLAG_KEYWORDS),
# so "creatures with flying" is checked, never assumed.
KEYWORDS = (
    "flying",
    "first strike",
    "double strike",
    "trample",
    "deathtouch",
    "lifelink",
    "reach",
    "shadow",
    "horsemanship",
    "defender",
    "menace",
    "indestructible",
    "infect",
    "wither",
)
NOUNS = {  # singular -> (selector keys)
    "creature": {"kind": "creature"},
    "planeswalker": {"kind": "planeswalker"},
    "permanent": {"kind": "permanent"},
    "player": {"kind": "player"},
    "source": {},
    "artifact": {"kind": "permanent", "types": ["artifact"]},
}
# Creature types a phrase may name as its noun ("a Sliver", "Walls", "Clerics"): the engine matches subtypes
SUBTYPES = ("sliver", "wall", "cleric", "soldier", "knight", "goblin", "elf", "zombie", "spirit", "dragon", "angel")
RELATIONS = {
    "you control": {"controller_is": "you"},
    "an opponent controls": {"controller_is": "opponent"},
    "your opponents control": {"controller_is": "opponent"},
    "you don't control": {"controller_is": "not_you"},
}
PLURAL = {"sources": "source", "creatures": "creature", "permanents": "permanent", "planeswalkers": "planeswalker"}


def _singular(word: str) -> str:
    if word in PLURAL:
        return PLURAL[word]
    if word.endswith("s") and word[:-1] in (*NOUNS, *SUBTYPES):
        return word[:-1]
    return word


def noun_phrase(phrase: str, *, each: bool = False) -> dict[str, Any] | None:
    """One selector for a phrase without "and"/"or" between groups ("creatures with flying", "a red source
    you control", "another creature you control"); None when it isn't one this grammar reads."""
    words = phrase.strip()
    sel: dict[str, Any] = {}
    det = re.match(r"(a|an|another|all|other|each) ", words)
    if det:
        if det.group(1) == "each" and not each:
            return None  # "each X": one shield per recipient, which only a per-recipient template says
        if det.group(1) in ("another", "other"):
            sel["exclude"] = ["$this"]
        words = words[det.end() :]
    if m := re.search(r" (you control|an opponent controls|your opponents control|you don't control)$", words):
        sel.update(RELATIONS[m.group(1)])
        words = words[: m.start()]
    if m := re.search(r" with power (\d+) or less$", words):
        sel["power_at_most"] = int(m.group(1))
        words = words[: m.start()]
    elif m := re.search(r" with no \+1/\+1 counters on (?:it|them)$", words):
        sel["no_counters"] = "+1/+1"
        words = words[: m.start()]
    elif m := re.search(r" (with|without) (" + "|".join(KEYWORDS) + r")$", words):
        sel["keywords" if m.group(1) == "with" else "not_keywords"] = [m.group(2)]
        words = words[: m.start()]
    if m := re.fullmatch(r"(.*\bcreature) tokens?", words):  # "creature tokens": tokens (CR 111.1)
        sel["token"] = True
        words = m.group(1) + "s"
    parts = words.split(" ")
    noun = _singular(parts[-1])
    adjectives = parts[:-1]
    if noun in NOUNS:
        for k, v in NOUNS[noun].items():
            sel[k] = list(v) if isinstance(v, list) else v
    elif noun in SUBTYPES:
        sel.update(kind="creature", subtypes=[noun.capitalize()])
    elif noun in ("spell", "spells"):
        if adjectives in (["instant", "and", "sorcery"], ["instant", "or", "sorcery"]):
            return {**sel, "types": ["instant", "sorcery"]}  # never a permanent: a spell on the stack
        return None
    else:
        return None
    if sel.get("kind") == "player" and (adjectives or set(sel) - {"kind", "controller_is"}):
        return None
    if sel.get("kind") == "player" and "controller_is" in sel:
        return None  # "players you control" isn't English; no guessing
    i = 0
    while i < len(adjectives):
        adj = adjectives[i]
        if adj in COLORS:
            sel.setdefault("colors", []).append(COLORS[adj])
        elif adj.startswith("non") and adj[3:] in COLORS:
            sel.setdefault("not_colors", []).append(COLORS[adj[3:]])
        elif adj == "colorless":
            sel["colorless"] = True
        elif adj == "multicolored":
            sel["multicolored"] = True
        elif adj == "attacking" and noun == "creature":
            sel["attacking"] = True
        elif adj in ("artifact", "legendary", "snow", "land", "enchantment"):
            sel.setdefault("types", []).append(adj)
        elif adj == "instant" and adjectives[i + 1 : i + 3] == ["or", "sorcery"] and noun == "source":
            sel["types"] = [*sel.get("types", []), "instant", "sorcery"]
            i += 2
        else:
            return None
        i += 1
    if sel.get("kind") == "creature" and "types" in sel and "land" in sel["types"]:
        return None
    return sel


def recipients(phrase: str, *, each: bool = False) -> list[dict[str, Any]] | None:
    """Who damage is dealt to ("you and permanents you control", "a planeswalker you control", "creatures
    you control"); None when the grammar doesn't read it. Targets aren't read here (see `target`)."""
    phrase = phrase.strip()
    if phrase == "you":
        return [dict(YOU)]
    if m := re.fullmatch(r"you (?:and|or|and/or) (.+)", phrase):
        rest = recipients(m.group(1), each=each)
        return None if rest is None or rest == [YOU] else [dict(YOU), *rest]
    if phrase.startswith("target ") or phrase in ("any target", "it", "this", "attached"):
        return None
    if phrase in ("players", "each player", "all players"):
        return [{"kind": "player"}]
    sel = noun_phrase(phrase, each=each)
    if sel is None or sel.get("kind") not in ("creature", "planeswalker", "permanent", "player"):
        return None  # a recipient is a player or permanent ("sources" as recipients isn't English)
    return [sel]


def sources(phrase: str) -> list[dict[str, Any]] | None:
    """What deals the damage ("a green source", "creatures with flying", "instant and sorcery spells",
    "sources you don't control", "nongreen creatures"); None when the grammar doesn't read it."""
    phrase = phrase.strip()
    if phrase == "creatures other than target creature":  # Terrifying Presence (the target: kind_of)
        return [{"kind": "creature", "exclude": ["$target"]}]
    if phrase.startswith("target ") or phrase in ("it", "this", "attached"):
        return None
    sel = noun_phrase(phrase)
    if sel is None or sel.get("kind") == "player":
        return None
    return [sel]


def kind_of(phrase: str) -> tuple[str | None, dict[str, Any]] | None:
    """What a phrase that names a target may target and its filter (None: it names no target)."""
    if phrase == "creatures other than target creature":
        return "creature", {}
    return target(phrase)


def target(phrase: str) -> tuple[str | None, dict[str, Any]] | None:
    """A targeted phrase: what it may target (resolver/cards.py check_target's kinds; None = any target)
    and what the target must be beyond that; None when it isn't a targeted phrase this grammar reads."""
    phrase = phrase.strip()
    fixed = {
        "any target": None,
        "target creature, planeswalker, or player": None,  # "any target" (CR 115.4)
        "target creature or player": "creature_or_player",
        "target player": "player",
        "target player or planeswalker": "player_or_planeswalker",
        "target permanent or player": "permanent_or_player",
    }
    if phrase in fixed:
        return fixed[phrase], {}
    m = re.fullmatch(r"target (.+)", phrase)
    if not m:
        return None
    sel = noun_phrase(m.group(1))
    if sel is None or sel.get("kind") != "creature":
        return None
    flt = {k: v for k, v in sel.items() if k != "kind"}
    if set(flt) - {"types", "colors", "multicolored", "controller_is"} or len(flt.get("types", [])) > 1:
        return None  # check_target checks these qualities of a target, and no others
    if flt.get("controller_is") not in (None, "you"):
        return None
    return "creature", flt


# --- word-order variants of the prevention sentences ------------------------------------------------------


def _c():
    from .. import compiler

    return compiler


def _to(phrase: str) -> tuple[list[dict[str, Any]], str | None, dict[str, Any]]:
    """A recipient phrase: its selectors, and for a targeted one its kind and filter."""
    c = _c()
    if (t := target(phrase)) is not None:
        return [{"id": "$target"}], t[0], t[1]
    if phrase == "that creature":  # the creature an earlier sentence of the spell targets
        return [{"id": "$target"}], "creature", {}
    return c._who(phrase), None, {}


def _by(phrase: str) -> list[dict[str, Any]]:
    c = _c()
    if phrase in c.DEALT_BY:
        return c.DEALT_BY[phrase]
    raise c.NotRecognised(f"source {phrase!r}")


def _step(spec: dict[str, Any], flt: dict[str, Any]) -> dict[str, Any]:
    step = _c()._effect(**spec)
    return {**step, "target_filter": flt} if flt else step


def _more(spec: dict[str, Any], nxt: str) -> int:
    """The next sentence as the effect's additional effect (615.5), if it is one; how many it used."""
    extra, used = _c()._additional(nxt)
    if extra:
        spec["additional"] = extra
    return used


COUNTER_PER_PREVENTED = ", and put a \\+1/\\+1 counter on that creature for each 1 damage prevented this way"


def one_shot(s: str, nxt: str) -> OneShot | None:
    c = _c()
    # "prevent all damage that would be dealt this turn to X" (Sivvi's Ruse; Redeem: up to two targets)
    if m := re.fullmatch(r"prevent all (combat )?damage that would be dealt this turn to (.+)", s):
        who = m.group(2)
        if up := re.fullmatch(r"up to (one|two|three) target creatures?", who):
            spec = {"kind": "prevent", "to": "$targets"}
            if m.group(1):
                spec["damage"] = "combat"
            step = {**c._effect(**spec), "targets": [0, c._n(up.group(1))]}
            return OneShot([step], "creature")
        to, kind, flt = _to(who)
        spec = {"kind": "prevent", "to": to, **({"damage": "combat"} if m.group(1) else {})}
        used = _more(spec, nxt)
        return OneShot([_step(spec, flt)], kind, used)
    # "prevent all damage that would be dealt to X this turn by Y" / "… to X by Y this turn"
    if m := re.fullmatch(
        r"prevent all (combat )?damage that would be dealt to (.+?) (?:this turn by (.+)|by (.+?) this turn)", s
    ):
        to, kind, flt = _to(m.group(2))
        by = m.group(3) or m.group(4)
        if kind is not None and by.startswith("target "):
            return None  # two targets: not this template
        if chosen := re.fullmatch(r"a(?:n)?(?: (\w+))? source of your choice", by):  # CR 615.9
            spec = {"kind": "prevent", "to": to, "choose_source": c._source_quality(chosen.group(1))}
        else:
            spec = {"kind": "prevent", "to": to, "from_": _by(by)}
            if by == "target creature":
                kind = "creature"
        if m.group(1):
            spec["damage"] = "combat"
        used = _more(spec, nxt)
        return OneShot([_step(spec, flt)], kind, used)
    # "prevent all combat damage that would be dealt this turn by Y" (Vine Snare, Hindervines)
    if m := re.fullmatch(r"prevent all (combat )?damage that would be dealt this turn by (.+)", s):
        spec = {"kind": "prevent", "from_": _by(m.group(2)), **({"damage": "combat"} if m.group(1) else {})}
        return OneShot([c._effect(**spec)], None, _more(spec, nxt))
    # "prevent all damage that X would deal to Y this turn" (Chameleon Blur)
    if m := re.fullmatch(r"prevent all (combat )?damage that (.+?) would deal to (.+?) this turn", s):
        spec = {"kind": "prevent", "from_": _by(m.group(2)), "to": c._who(m.group(3))}
        if m.group(1):
            spec["damage"] = "combat"
        return OneShot([c._effect(**spec)], None, _more(spec, nxt))
    # "prevent the next N [combat] damage that would be dealt [this turn] to X [this turn][, and put …]"
    if m := re.fullmatch(
        r"prevent the next (\w+) (combat )?damage that would be dealt (this turn to (.+?)|to (.+?) this turn)"
        r"(" + COUNTER_PER_PREVENTED + r")?",
        s,
    ):
        amount, who = c._n(m.group(1)), m.group(4) or m.group(5)
        if who == "any number of targets, divided as you choose":
            if not isinstance(amount, int):
                raise c.NotRecognised(f"divided amount {m.group(1)!r}")
            spec = {"kind": "prevent", "amount": amount, "to": "$targets"}
            if m.group(2):
                spec["damage"] = "combat"
            # CR 601.2d: divided as it is cast, each target at least 1; each gets its own shield (615.7)
            return OneShot([{**c._effect(**spec), "divided": True, "targets": [1, amount]}], None)
        if who.startswith("each "):  # one shield per recipient, fixed now (CR 615.11)
            to = recipients(who, each=True)
            if to is None:
                raise c.NotRecognised(f"recipient {who!r}")
            kind, flt = None, {}
            spec = {"kind": "prevent", "amount": amount, "to": to, "per_recipient": True}
        else:
            to, kind, flt = _to(who)
            spec = {"kind": "prevent", "amount": amount, "to": to}
        if m.group(2):
            spec["damage"] = "combat"
        used = 0
        if m.group(6):
            spec["additional"] = [{"op": "counters", "on": "recipient", "counter": "+1/+1", "count": "prevented"}]
        else:
            used = _more(spec, nxt)
        return OneShot([_step(spec, flt)], kind, used)
    # "prevent the next N damage that would be dealt by this this turn" (Barbed Wire)
    if m := re.fullmatch(
        r"prevent the next (\w+) (combat )?damage that would be dealt by (this|attached) this turn", s
    ):
        spec = {"kind": "prevent", "amount": c._n(m.group(1)), "from_": [{"id": "$" + m.group(3)}]}
        if m.group(2):
            spec["damage"] = "combat"
        return OneShot([c._effect(**spec)], None, _more(spec, nxt))
    return None


def static(s: str) -> dict[str, Any] | list[dict[str, Any]] | None:
    c = _c()
    # the Spheres, Orbs of Warding: "if a <color> source / a creature would deal damage to X, prevent N of that"
    if m := re.fullmatch(r"if (.+?) would deal (combat |noncombat )?damage to (.+?), prevent (\w+) of that damage", s):
        spec = {"kind": "prevent", "amount": c._n(m.group(4)), "uses": "each", "to": c._who(m.group(3))}
        if m.group(1) != "a source":
            spec["from"] = c._from(m.group(1))
        if m.group(2):
            spec["damage"] = m.group(2).strip()
        return spec
    # Purity: "if noncombat damage would be dealt to you, prevent that damage[. you gain life equal to …]"
    if m := re.fullmatch(r"if (combat |noncombat )?damage would be dealt to (.+?), prevent that damage(?:\. (.+))?", s):
        spec = {"kind": "prevent", "to": c._who(m.group(2))}
        if m.group(1):
            spec["damage"] = m.group(1).strip()
        if m.group(3):
            extra, _ = c._additional(m.group(3))
            if not extra:
                raise c.NotRecognised(f"after 'prevent that damage': {m.group(3)!r}")
            spec["additional"] = extra
        return spec
    # Personal Sanctuary: "during your turn, prevent all damage that would be dealt to you"
    if m := re.fullmatch(r"during your turn, prevent all damage that would be dealt to (you)", s):
        return {"kind": "prevent", "to": [{**YOU, "your_turn": True}]}
    # Magebane Armor: "prevent all noncombat damage that would be dealt to X"
    if m := re.fullmatch(r"prevent all noncombat damage that would be dealt to (.+)", s):
        return {"kind": "prevent", "damage": "noncombat", "to": c._who(m.group(1))}
    # Goblin Furrier: "prevent all damage that this would deal to X"
    if m := re.fullmatch(r"prevent all (combat )?damage that (this|attached) would deal(?: to (.+))?", s):
        spec = {"kind": "prevent", "from": [{"id": "$" + m.group(2)}]}
        if m.group(3):
            spec["to"] = c._who(m.group(3))
        if m.group(1):
            spec["damage"] = "combat"
        return spec
    return None


EACH_NEXT = re.compile(
    r"(?P<cost>[^:]+): (?P<effect>prevent the next \w+ damage that would be dealt to each .+ this turn)"
)
STATIC_BY = re.compile(r"prevent all (combat |noncombat )?damage that would be dealt to (.+?) by (.+)")


def line(norm: str, line: str, name: str, type_line: str, face: int) -> Any:
    """A permanent's static line "prevent all damage that would be dealt to X by Y" (Artifact Ward, Tresserhorn
    Skyknight, Light of Sanction): read here, before the core's "… dealt to <anything>" takes the whole tail."""
    if _c().is_spell(type_line):
        return None
    if each := EACH_NEXT.fullmatch(norm.rstrip(".")):  # Samite Censer-Bearer: the core reads no "each X"
        c = _c()
        from ..models import Ability

        hit = one_shot(each.group("effect"), "")
        if hit is None:
            return None
        steps = c._cost(each.group("cost")) + hit.steps
        cost = c._original_cost(line)
        return Ability(kind="activated", text=line, cost=cost, steps=steps, face=face, target_kind=hit.target_kind)
    m = STATIC_BY.fullmatch(norm.rstrip("."))
    if not m or " this turn" in norm or ":" in norm or "dealt to and dealt by" in norm:
        return None
    c = _c()
    from ..models import Ability

    to_phrase, by = m.group(2), m.group(3)
    to = {"this": [c.ME], "attached": [{"id": "$attached"}]}.get(to_phrase) or c._who(to_phrase)
    spec: dict[str, Any] = {"kind": "prevent", "to": to, "from": _by(by)}
    if m.group(1):
        spec["damage"] = m.group(1).strip()
    return Ability(kind="static", text=line, steps=[c._static(spec)], face=face)


# --- the readers behind cardindex.compiler's phrase tables --------------------------------------------------


def recipient_or_target(phrase: str) -> list[dict[str, Any]] | None:
    """RECIPIENTS: a targeted phrase is the target; otherwise the recipients the grammar reads."""
    if target(phrase) is not None:
        return [{"id": "$target"}]
    return recipients(phrase)


def target_filter(phrase: str) -> dict[str, Any] | None:
    """TARGET_FILTERS: what a target must be beyond its kind, when it must be anything more."""
    found = target(phrase)
    return found[1] if found is not None and found[1] else None
