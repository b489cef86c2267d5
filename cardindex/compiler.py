"""Oracle-text compiler: common prevention/replacement templates -> the structured steps the engine runs.

Anything it does not recognise is reported as unmodelled with the reason — never half-compiled.
"""

from __future__ import annotations

import re
from typing import Any

from . import templates
from .models import Ability
from .numbers import NUMBER_WORDS, is_digits

ME = {"id": "$this"}
YOU = {"player_is": "you"}
MINE = {"controller_is": "you"}
OPP = {"player_is": "opponent"}
THEIRS = {"controller_is": "opponent"}
NUMBERS: dict[str, Any] = {**NUMBER_WORDS, "x": "$x"}
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
SELF_WORDS = r"(?:this (?:creature|artifact|enchantment|aura|permanent|equipment)|him|it)"


class _Grammar(dict):  # type: ignore[type-arg]
    """A phrase table whose phrases not listed are read by family A's phrase grammar
    (cardindex/templates/phrases.py): `phrase in TABLE` and `TABLE[phrase]` work for both."""

    def __init__(self, read: str, table: dict[str, Any]) -> None:
        super().__init__(table)
        self.read = read

    def _parse(self, phrase: object) -> Any:
        from .templates import phrases

        return getattr(phrases, self.read)(phrase) if isinstance(phrase, str) else None

    def __missing__(self, phrase: str) -> Any:
        found = self._parse(phrase)
        if found is None:
            raise KeyError(phrase)
        return found

    def __contains__(self, phrase: object) -> bool:
        return super().__contains__(phrase) or self._parse(phrase) is not None


# Recipients ("... dealt to <who>")
RECIPIENTS: dict[str, list[dict[str, Any]]] = {
    "any target": [{"id": "$target"}],
    "target creature": [{"id": "$target"}],
    "target player": [{"id": "$target"}],
    "target creature or player": [{"id": "$target"}],
    "you": [YOU],
    "you and/or permanents you control": [YOU, MINE],
    "you or a permanent you control": [YOU, MINE],
    "you and other permanents you control": [YOU, {"controller_is": "you", "kind": "permanent", "exclude": ["$this"]}],
    # today's wording of Palisade Giant (redirection family)
    "you or another permanent you control": [YOU, {"controller_is": "you", "kind": "permanent", "exclude": ["$this"]}],
    "this": [ME],
    "attached": [{"id": "$attached"}],
    "a cleric creature you control": [{"kind": "creature", "subtypes": ["Cleric"], "controller_is": "you"}],
    "a sliver": [{"kind": "creature", "subtypes": ["Sliver"]}],
    "attacking creatures you control": [{"kind": "creature", "controller_is": "you", "attacking": True}],
    "another creature you control": [{"kind": "creature", "controller_is": "you", "exclude": ["$this"]}],
    "an opponent or a permanent an opponent controls": [OPP, THEIRS],
    "a creature an opponent controls": [{"kind": "creature", "controller_is": "opponent"}],
    "creatures": [{"kind": "creature"}],
    "players": [{"kind": "player"}],
    "creatures you control": [{"kind": "creature", "controller_is": "you"}],
    "target artifact creature": [{"id": "$target"}],
    "target legendary creature": [{"id": "$target"}],
}
RECIPIENTS = _Grammar("recipient_or_target", RECIPIENTS)
# What a target must be beyond its kind ("target artifact creature"), checked as it is chosen and on resolution
TARGET_FILTERS: dict[str, dict[str, Any]] = _Grammar(
    "target_filter",
    {
        "target artifact creature": {"types": ["artifact"]},
        "target legendary creature": {"types": ["legendary"]},
    },
)
# Sources of damage an effect stops ("... dealt by <who>", "<who> would deal"): never a target the
# engine can't check (an attacking or blocked creature, a spell), which stay not recognised.
DEALT_BY: dict[str, list[dict[str, Any]]] = {
    "target creature": [{"id": "$target"}],
    "this": [ME],
    "attached": [{"id": "$attached"}],
    "creatures": [{"kind": "creature"}],
    "creatures you control": [{"kind": "creature", "controller_is": "you"}],
}
DEALT_BY = _Grammar("sources", DEALT_BY)
SOURCES: dict[str, list[dict[str, Any]]] = {
    "a source": [],
    "a source an opponent controls": [{"controller_is": "opponent"}],
    "a creature you control": [{"kind": "creature", "controller_is": "you"}],
    "a creature": [{"kind": "creature"}],
    "a red source you control": [{"colors": ["R"], "controller_is": "you"}],
    "a source you control": [{"controller_is": "you"}],
}
SOURCES = _Grammar("sources", SOURCES)


class NotRecognised(Exception):
    pass


def _replace_word(text: str, word: str, by: str) -> str:
    """re.sub(r"\b" + re.escape(word) + r"\b", by, text) without a pattern per card name (which thrashed re's
    cache on a large import): the same word boundaries, where a word character meets a non-word one."""
    out: list[str] = []
    i = 0
    while (j := text.find(word, i)) >= 0:
        end = j + len(word)
        if _boundary(text, j) and _boundary(text, end):
            out += [text[i:j], by]
            i = end
        else:
            out.append(text[i : j + 1])
            i = j + 1
    out.append(text[i:])
    return "".join(out)


def _boundary(text: str, at: int) -> bool:
    """Whether `at` is a word boundary (\b): a word character (alphanumeric or _) on one side only."""
    before = at > 0 and (text[at - 1].isalnum() or text[at - 1] == "_")
    after = at < len(text) and (text[at].isalnum() or text[at] == "_")
    return before != after


def normalise(text: str, name: str, type_line: str = "") -> str:
    """Lower-case, the card's own name and 'this creature' → 'this', 'enchanted/equipped creature' → 'attached'."""
    t = text.strip().lstrip("• ")
    names = [name, name.split(",")[0], name.split(" // ")[0]]
    if "legendary" in type_line.lower() and " " in name:
        names.append(name.split()[0])  # legendary cards call themselves by their short name ("Rasputin")
    for n in sorted({n for n in names if n}, key=len, reverse=True):
        if n in t:
            if " " not in n and f"{n} target" in t:  # "Regenerate target creature." (the card Regenerate): the verb
                t = t.replace(f"{n} target", f"{n.lower()} target")
            t = _replace_word(t, n, "THIS")
    t = t.lower()
    t = re.sub(r"\bhim\b", "this", t)
    t = re.sub(r"\bthis (?:creature|artifact|enchantment|aura|permanent|equipment|spell)\b", "this", t)
    t = re.sub(r"\b(?:enchanted|equipped) creature\b", "attached", t)
    t = re.sub(r"^[a-z ]+ — ", "", t)  # ability words ("Radiance — ")
    return " ".join(t.split())


def is_spell(type_line: str) -> bool:
    """An instant or sorcery: its lines are the spell's effect (modes, paragraphs), not abilities of a permanent."""
    return any(t in type_line.lower() for t in ("instant", "sorcery"))


def _n(word: str) -> Any:
    """A number in card text: digits, a number word ("ten") or X; anything else isn't recognised."""
    word = word.lower()
    if is_digits(word):
        return int(word)
    if word not in NUMBERS:
        raise NotRecognised(f"number {word!r}")
    return NUMBERS[word]


def _who(phrase: str) -> list[dict[str, Any]]:
    phrase = phrase.strip()
    if phrase in RECIPIENTS:
        return RECIPIENTS[phrase]
    raise NotRecognised(f"recipient {phrase!r}")


def _from(phrase: str) -> list[dict[str, Any]]:
    if phrase in SOURCES:
        return SOURCES[phrase]
    raise NotRecognised(f"source {phrase!r}")


def _effect(**spec: Any) -> dict[str, Any]:
    if "from_" in spec:
        spec["from"] = spec.pop("from_")
    return {"do": "effect", "effect": spec}


def _static(spec: dict[str, Any]) -> dict[str, Any]:
    return {"do": "effect", "effect": {"static": True, "source": "$this", **spec}}


def _with_filter(step: dict[str, Any], who: str) -> dict[str, Any]:
    """The step, with what its target must be when `who` says more than its kind."""
    return {**step, "target_filter": TARGET_FILTERS[who]} if who in TARGET_FILTERS else step


def _source_quality(word: str | None) -> dict[str, Any]:
    """'a [red|artifact] source of your choice': what the chosen source must be (CR 615.9)."""
    if word is None:
        return {}
    if word in COLORS:
        return {"colors": [COLORS[word]]}
    if word in ("artifact", "creature", "land"):
        return {"types": [word]}
    raise NotRecognised(f"source quality {word!r}")


def _target_kind(phrase: str) -> str | None:
    """What a targeted phrase may target (None: any target, or not a targeted phrase)."""
    from .templates.phrases import kind_of

    if (found := kind_of(phrase)) is not None:  # family A's grammar ("target multicolored creature")
        return found[0]
    return {
        "target creature": "creature",
        "target player": "player",
        "target player or planeswalker": "player_or_planeswalker",
        "target creature or player": "creature_or_player",
        **dict.fromkeys(TARGET_FILTERS, "creature"),
    }.get(phrase)


def negated_quality(quality: str) -> dict[str, Any] | None:
    """'nonwhite', 'nonartifact', 'nonartifact, nonblack' (Terror): what the target must not be (CR 105.2, 205.2a),
    checked as it is chosen and on resolution (resolver/cards.quality_mismatch); None for any other quality."""
    out: dict[str, Any] = {}
    for q in re.split(r",\s*(?:and\s+)?|\s+and\s+", quality):
        if q.startswith("non") and q[3:] in COLORS:
            out.setdefault("not_colors", []).append(COLORS[q[3:]])
        elif q == "nonartifact":
            out.setdefault("not_types", []).append("artifact")
        else:
            return None
    return out or None


def _damage_target_filter(quality: str) -> dict[str, Any]:
    """'target [red | white or blue | artifact | nonwhite | nonartifact, nonblack | attacking | attacking or
    blocking] creature': what the target must be, checked as it is chosen and on resolution (CR 601.2c, 608.2b). A
    quality the target check can't verify (tapped, a creature type) isn't recognised: dropping it would let the
    spell target creatures it can't."""
    if (negated := negated_quality(quality)) is not None:  # Sunlance: "target nonwhite creature"
        return negated
    colors = quality.split(" or ")
    if all(c in COLORS for c in colors):
        return {"colors": [COLORS[c] for c in colors], "kind": "creature"}
    if quality == "artifact":
        return {"types": ["artifact"]}
    if quality == "attacking":
        return {"attacking": True}
    if quality == "attacking or blocking":  # CR 506.4: in combat, checked when chosen and on resolution
        return {"in_combat": True}
    raise NotRecognised(f"target 'target {quality} creature'")


# --- one-shot effects (spells and activated abilities) ---------------------------------------------------


def _one_shot(sentences: list[str]) -> tuple[list[dict[str, Any]], str | None]:
    steps: list[dict[str, Any]] = []
    target_kind = None
    i = 0
    while i < len(sentences):
        s = sentences[i]
        nxt = sentences[i + 1] if i + 1 < len(sentences) else ""
        if m := re.fullmatch(r"prevent the next (\w+) damage that would be dealt to (.+?) this turn", s):
            amount, who = _n(m.group(1)), m.group(2)
            if who == "target creature and each other creature that shares a color with it":
                spec = {
                    "kind": "prevent",
                    "amount": amount,
                    "per_recipient": True,
                    "to": "$target_and_each_creature_sharing_a_color",
                }
                target_kind = "creature"
            else:
                spec = {"kind": "prevent", "amount": amount, "to": _who(who)}
                target_kind = target_kind or _target_kind(who)
            extra, used = _additional(nxt)
            if extra:
                spec["additional"] = extra
                i += used
            steps.append(_with_filter(_effect(**spec), who))
        elif m := re.fullmatch(
            r"prevent all (combat )?damage (?:that would be dealt by (.+?)|(.+?) would deal) this turn", s
        ):
            by = m.group(2) or m.group(3)
            if chosen := re.fullmatch(r"a(?: (\w+))? source of your choice", by):  # CR 615.9: chosen on resolution
                spec = {"kind": "prevent", "choose_source": _source_quality(chosen.group(1))}
            elif by in DEALT_BY:
                spec = {"kind": "prevent", "from_": DEALT_BY[by]}
            else:
                raise NotRecognised(f"source {by!r}")
            if m.group(1):
                spec["damage"] = "combat"
            target_kind = target_kind or _target_kind(by)
            extra, used = _additional(nxt)
            if extra:
                spec["additional"] = extra
                i += used
            steps.append(_effect(**spec))
        elif m := re.fullmatch(
            r"prevent all (combat )?damage that would be dealt to and dealt by (this|target creature you control) "
            r"this turn",
            s,
        ):  # two effects: to it, and by it (Moonlight Geist)
            who = [ME] if m.group(2) == "this" else [{"id": "$target"}]
            for key in ("to", "from_"):
                spec = {"kind": "prevent", key: who, **({"damage": "combat"} if m.group(1) else {})}
                steps.append(_effect(**spec))
            if m.group(2) != "this":
                steps[-1]["target_filter"] = {"controller_is": "you"}
                target_kind = "creature"
        elif m := re.fullmatch(
            r"prevent all (combat )?damage that would be dealt(?: to (.+?))? this turn(?: by (attacking creatures))?", s
        ):
            spec = {"kind": "prevent"}
            who, by = m.group(2) or "", None
            if " by " in who and who.rsplit(" by ", 1)[1] in DEALT_BY:  # "to this by target creature" (Stonewise)
                who, by = who.rsplit(" by ", 1)
            if m.group(1):
                spec["damage"] = "combat"
            if who:
                spec["to"] = _who(who)
            if by:
                spec["from_"] = DEALT_BY[by]
            if m.group(3):  # Heavy Fog: by attacking creatures
                spec["from_"] = [{"kind": "creature", "attacking": True}]
            extra, used = _additional(nxt)  # "for each 1 damage prevented this way, put a +1/+1 counter…" (615.5)
            if extra:
                spec["additional"] = extra
                i += used
            steps.append(_with_filter(_effect(**spec), who))
            target_kind = target_kind or _target_kind(who) or _target_kind(by or "")
        elif m := re.fullmatch(
            r"the next time an?(?: (\w+))? source of your choice would deal damage to (you|any target) this turn, "
            r"prevent (that damage|half that damage, rounded (?:up|down))",
            s,
        ):
            to = [YOU] if m.group(2) == "you" else _who(m.group(2))
            spec = {"kind": "prevent", "uses": "next", "choose_source": _source_quality(m.group(1)), "to": to}
            if m.group(3) != "that damage":
                spec = {
                    "kind": "prevent",
                    "amount": "half_up" if m.group(3).endswith("up") else "half_down",
                    "uses": "next",
                    "choose_source": spec["choose_source"],
                    "to": to,
                }
            extra, used = _additional(nxt)
            if extra:
                spec["additional"] = extra
                i += used
            steps.append(_effect(**spec))
        elif m := re.fullmatch(
            r"the next (\w+) damage that a source of your choice would deal to (.+?) this turn "
            r"is dealt to any target instead",
            s,
        ):
            steps.append(
                _effect(
                    kind="redirect", amount=_n(m.group(1)), choose_source={}, to=_who(m.group(2)), redirect_to="$target"
                )
            )
        elif m := re.fullmatch(
            r"the next (\w+) damage that would be dealt to (this) this turn is dealt to target creature you control "
            r"instead",
            s,
        ):  # the en-Kor cycle: its controller's creature takes it (CR 614.9)
            spec = {"kind": "redirect", "amount": _n(m.group(1)), "to": _who(m.group(2)), "redirect_to": "$target"}
            steps.append({**_effect(**spec), "target_filter": {"controller_is": "you"}})
            target_kind = "creature"
        elif re.fullmatch(r"damage can't be prevented(?: this turn)?", s):
            steps.append(_effect(kind="cant_prevent"))
        elif re.fullmatch(r"players can't gain life(?: this turn)?", s):
            steps.append(_effect(kind="cant_gain_life"))
        elif m := re.fullmatch(
            r"this deals (\w+) damage to (any target|target player or planeswalker|each creature|"
            r"each creature and each player|each opponent|each player|target creature|target player|"
            r"target creature or player|target creature (?:you don't control|an opponent controls)|"
            r"target (?:white or blue|attacking or blocking|\w+) creature|target creature with(?:out)? flying)"
            r"(?: and (\w+) damage to (you|that creature's controller))?"  # Char, Chandra's Outrage: one batch
            r"(?: and you gain (\w+) life)?",  # Lightning Helix, Sorin's Thirst: then its controller gains life
            s,
        ):
            amount = _n(m.group(1))
            who = m.group(2)
            gain = m.group(5)
            to = {
                "each creature": "$each_creature",
                "each creature and each player": "$each_creature_and_player",
                "each opponent": "$each_opponent",  # CR 102.2: the caster's opponents
                "each player": "$each_player",
            }
            step: dict[str, Any] = {"do": "damage", "amount": amount, "to": to.get(who, "$target")}
            if m.group(3):  # dealt with the first damage, at once (CR 120.2: one source, one event)
                if m.group(4) == "that creature's controller" and who != "target creature":
                    raise NotRecognised(f"sentence {s!r}")
                also = {"you": "$you", "that creature's controller": "$target_controller"}[m.group(4)]
                step["also"] = [{"to": also, "amount": _n(m.group(3))}]
            if who in (
                "target player or planeswalker",
                "target creature",
                "target player",
                "target creature or player",
            ):
                target_kind = _target_kind(who)
            elif who.endswith(("you don't control", "an opponent controls")):  # Mizzium Mortars (two players)
                step["target_filter"] = {"controller_is": "not_you"}
                target_kind = "creature"
            elif flying := re.fullmatch(r"target creature (with(?:out)? flying)", who):  # Plummet's kin, Roast
                key = "keywords" if flying.group(1) == "with flying" else "not_keywords"
                step["target_filter"] = {key: ["flying"]}
                target_kind = "creature"
            elif quality := re.fullmatch(r"target (.+) creature", who):
                step["target_filter"] = _damage_target_filter(quality.group(1))
                target_kind = None if "kind" in step["target_filter"] else "creature"
            if nxt == "the damage can't be prevented":
                step["unpreventable"] = True
                i += 1
            elif nxt == "a creature dealt damage this way can't be regenerated this turn":  # Incinerate
                step["no_regeneration"] = True
                i += 1
            steps.append(step)
            if gain is not None:  # CR 119.3: after the damage, in the order written (608.2c)
                steps.append({"do": "gain_life", "player": "$you", "amount": _n(gain)})
        elif m := _DIVIDED.fullmatch(s):
            # CR 601.2d: divided as it is cast, each target dealt at least 1 (so at most `amount` targets; X is
            # checked as the spell resolves, resolver/play.py)
            amount = _n(m.group(1))
            most = {"one or two": 2, "one, two, or three": 3}.get(m.group(2), amount if isinstance(amount, int) else 99)
            steps.append({"do": "damage", "amount": amount, "to": "$targets", "divided": True, "targets": [1, most]})
        elif m := _TWO_TARGETS.fullmatch(s):  # Arc Trail: each amount to its own target, declared in order
            first, second = _TARGET_SPECS[m.group(2)], _TARGET_SPECS[m.group(4)]
            steps.append({"do": "targets", "targets": [first, second]})
            steps.append({"do": "damage", "amount": _n(m.group(1)), "to": "$target"})
            steps.append({"do": "damage", "amount": _n(m.group(3)), "to": "$target2"})
            target_kind = first["kind"]
        elif m := _FIGHT.fullmatch(s):  # CR 701.12: two targets, declared in order (resolver/cards.py)
            theirs = {"kind": "creature", "filter": {"controller_is": "not_you"}}
            mine = {"kind": "creature", "filter": {"controller_is": "you"}}
            steps.append({"do": "targets", "targets": [mine, theirs]})
            steps.append({"do": "fight" if m.group(1) == "fights" else "bite", "a": "$target", "b": "$target2"})
            target_kind = "creature"
        elif m := _EVENLY.fullmatch(s):  # Fireball: each of its targets dealt the same, rounded down
            steps.append(
                {"do": "damage", "amount": _n(m.group(1)), "to": "$targets", "evenly": True, "targets": [1, 99]}
            )
        elif m := re.fullmatch(
            r"until end of turn, this becomes a (\d+)/(\d+) ([a-z ]+?) creature(?: with (indestructible))? that's "
            r"still a planeswalker",
            s,
        ):
            steps.append(
                {
                    "do": "become",
                    "types": ["planeswalker", "creature"],
                    "subtypes": [w.capitalize() for w in m.group(3).split()],
                    "power": int(m.group(1)),
                    "toughness": int(m.group(2)),
                }
            )
            if m.group(4):  # "with indestructible": it has the keyword while it is one (CR 702.12)
                steps.append({"do": "grant", "keywords": [m.group(4)]})
        elif m := re.fullmatch(r"target player gains (\w+) life", s):
            steps.append({"do": "gain_life", "player": "$target", "amount": _n(m.group(1))})
            target_kind = "player"
        elif (hit := templates.first("one_shot", s, nxt)) is not None:
            steps += hit.steps
            target_kind = target_kind or hit.target_kind
            i += hit.used
        else:
            raise NotRecognised(f"sentence {s!r}")
        i += 1
    return steps, target_kind


def _additional(sentence: str) -> tuple[list[dict[str, Any]], int]:
    if m := re.fullmatch(
        r"if damage is prevented this way, this deals that much damage to (any target|"
        r"that source's controller)",
        sentence,
    ):
        to = "$target" if m.group(1) == "any target" else "source_controller"
        return [{"op": "deal_damage", "to": to, "count": "prevented"}], 1
    if re.fullmatch(r"for each 1 damage prevented this way, put a \+1/\+1 counter on that creature", sentence):
        return [{"op": "counters", "on": "recipient", "counter": "+1/+1", "count": "prevented"}], 1
    if sentence == "you gain life equal to the damage prevented this way":
        return [{"op": "gain_life", "player": "you", "count": "prevented"}], 1
    return [], 0


# --- static abilities ----------------------------------------------------------------------------------------

ENTERS = re.compile(r"this enters with (\w+) ([a-z+/1-]+) counters? on it")
SELF_PREVENT = re.compile(
    r"if (?:damage would be dealt to this|this would be dealt damage|a source would deal "
    r"damage to this)(?P<while> while it has a \+1/\+1 counter on it)?, prevent that damage"
    r"(?P<rest>.*)"
)


def _self_prevention(s: str) -> dict[str, Any] | None:
    m = SELF_PREVENT.fullmatch(s)
    if not m:
        return None
    spec: dict[str, Any] = {"kind": "prevent", "to": [ME]}
    if m.group("while"):
        spec["requires_counter"] = "+1/+1"
    rest = m.group("rest").strip()
    table = {
        ". remove a +1/+1 counter from this": {
            "op": "counters",
            "on": "this",
            "counter": "+1/+1",
            "remove": True,
            "count": "event",
        },
        "and remove a +1/+1 counter from this": {
            "op": "counters",
            "on": "this",
            "counter": "+1/+1",
            "remove": True,
            "count": "event",
        },
        "and remove a +1/+1 counter from it": {
            "op": "counters",
            "on": "this",
            "counter": "+1/+1",
            "remove": True,
            "count": "event",
        },
        "and remove that many +1/+1 counters from it": {
            "op": "counters",
            "on": "this",
            "counter": "+1/+1",
            "remove": True,
            "count": "damage",
        },
        ". put a -1/-1 counter on this for each 1 damage prevented this way": {
            "op": "counters",
            "on": "this",
            "counter": "-1/-1",
            "count": "prevented",
        },
        ". when damage is prevented this way, this deals that much damage to any other target": {
            "op": "deal_damage",
            "count": "prevented",
            "trigger": True,
            "exclude_self": True,
        },
        ". the source's controller draws cards equal to the damage prevented this way": {
            "op": "draw",
            "player": "source_controller",
            "count": "prevented",
        },
    }
    # Magma Pummeler: the reflexive trigger deals what was actually removed (CR 603.12), not the damage
    removed_then_dealt = (
        "and remove that many +1/+1 counters from it. when one or more counters are removed from this this way, "
        "it deals that much damage to any target"
    )
    if rest == removed_then_dealt:
        spec["additional"] = [
            table["and remove that many +1/+1 counters from it"],
            {"op": "deal_damage", "count": "removed", "trigger": True},
        ]
    elif rest:
        if rest not in table:
            raise NotRecognised(f"after 'prevent that damage': {rest!r}")
        spec["additional"] = [table[rest]]
    return spec


def _static_sentence(s: str) -> dict[str, Any] | list[dict[str, Any]]:
    """One static sentence: an effect spec, or several (a family may read one sentence as two effects)."""
    if spec := _self_prevention(s):
        return spec
    if m := re.fullmatch(
        r"if (a source|a source an opponent controls) would deal damage to (.+?), prevent "
        r"(\w+|half) (?:of )?that damage(?:, rounded (up|down))?",
        s,
    ):
        amount: Any = ("half_" + m.group(4)) if m.group(3) == "half" else _n(m.group(3))
        spec = {"kind": "prevent", "amount": amount, "uses": "each", "to": _who(m.group(2))}
        if m.group(1) != "a source":
            spec["from"] = _from(m.group(1))
        return spec
    if m := re.fullmatch(
        r"if a source would deal damage to you, prevent that damage and put an? (\w+) counter on this", s
    ):
        return {
            "kind": "prevent",
            "to": [YOU],
            # the subject is the source: one counter per source at once (Nine Lives' ruling)
            "additional": [{"op": "counters", "on": "this", "counter": m.group(1), "count": "source"}],
        }
    if m := re.fullmatch(
        r"if damage would be dealt to (another creature you control), prevent that damage\. put a "
        r"\+1/\+1 counter on that creature for each 1 damage prevented this way",
        s,
    ):
        return {
            "kind": "prevent",
            "to": _who(m.group(1)),
            "additional": [{"op": "counters", "on": "recipient", "counter": "+1/+1", "count": "prevented"}],
        }
    if m := re.fullmatch(
        r"if a creature would deal combat damage to this, prevent that damage and put a \+1/\+1 "
        r"counter on this",
        s,
    ):
        return {
            "kind": "prevent",
            "damage": "combat",
            "to": [ME],
            "from": [{"kind": "creature"}],
            "additional": [{"op": "counters", "on": "this", "counter": "+1/+1", "count": "source"}],
        }
    if re.fullmatch(
        r"for each 1 damage that would be dealt to this, if it has a \+1/\+1 counter on it, remove a "
        r"\+1/\+1 counter from it and prevent that 1 damage",
        s,
    ):
        return {"kind": "prevent", "amount": "counters", "requires_counter": "+1/+1", "to": [ME]}
    if m := re.fullmatch(r"prevent all (combat )?damage that would be dealt by (.+)", s):
        if m.group(2) not in DEALT_BY:
            raise NotRecognised(f"source {m.group(2)!r}")
        spec = {"kind": "prevent", "from": DEALT_BY[m.group(2)]}
        return {**spec, "damage": "combat"} if m.group(1) else spec
    if m := re.fullmatch(r"prevent all (combat )?damage that would be dealt to (this|attached) by (creatures)", s):
        spec = {"kind": "prevent", "to": _who(m.group(2)), "from": DEALT_BY[m.group(3)]}
        return {**spec, "damage": "combat"} if m.group(1) else spec
    if m := re.fullmatch(r"prevent all (combat )?damage that would be dealt to (.+)", s):
        spec = {"kind": "prevent", "to": _who(m.group(2))}
        if m.group(1):
            spec = {"kind": "prevent", "damage": "combat", "to": spec["to"]}
        return spec
    if m := re.fullmatch(
        r"if (.+?) would deal (noncombat )?damage to (.+?), (?:it|that source) deals (double that "
        r"damage|that much damage plus (\w+))(?: to that (?:permanent or player|player or permanent))?"
        r" instead",
        s,
    ):
        spec = {"kind": "double"} if m.group(4).startswith("double") else {"kind": "add", "plus": _n(m.group(5))}
        if m.group(1) != "a source":
            spec["from"] = _from(m.group(1))
        if m.group(3) not in ("a permanent or player",):
            spec["to"] = _who(m.group(3))
        return spec
    if m := re.fullmatch(
        r"(?:if you control (a creature), )?damage that would reduce your life total to less than (\w+) reduces it "
        r"to (\w+) instead",
        s,
    ):
        if m.group(2) != m.group(3):
            raise NotRecognised(f"sentence {s!r}")
        spec = {"kind": "life_floor", "amount": _n(m.group(2)), "to": [YOU]}
        if m.group(1):
            spec["if_you_control"] = {"kind": "creature"}
        return spec
    if s == "you can't lose the game and your opponents can't win the game":  # Platinum Angel (CR 101.2, 104.3)
        return {"kind": "cant_lose", "to": [YOU]}  # ("can't win" matters only to a win the engine never makes)
    if s == "as long as you have 0 or less life, all damage is dealt to you as though its source had infect":
        return {"kind": "as_though_infect", "to": [YOU]}  # Phyrexian Unlife (CR 702.90b)
    if s == "you don't lose the game for having 0 or less life":  # Phyrexian Unlife, Lich (704.5a only)
        return {"kind": "cant_lose_for_life", "to": [YOU]}
    if m := re.fullmatch(r"all damage that would be dealt to (.+?) is dealt to (this|attached) instead", s):
        return {"kind": "redirect", "redirect_to": "$" + m.group(2), "to": _who(m.group(1))}
    if m := re.fullmatch(r"if damage would be dealt to this, put that many ([+-]1/[+-]1) counters on it instead", s):
        return {"kind": "counters_instead", "counter": m.group(1), "to": [ME]}
    if m := re.fullmatch(
        r"if (a source you control) would deal noncombat damage to (a creature an opponent controls), "
        r"put that many (-1/-1) counters on that creature instead",
        s,
    ):
        return {
            "kind": "counters_instead",
            "counter": m.group(3),
            "damage": "noncombat",
            "from": _from(m.group(1)),
            "to": _who(m.group(2)),
        }
    if m := re.fullmatch(r"all (\w+) creatures have absorb (\d+)", s):
        return {
            "kind": "prevent",
            "amount": int(m.group(2)),
            "uses": "each",
            "to": [{"kind": "creature", "subtypes": [m.group(1).capitalize()]}],
        }
    if re.fullmatch(r"damage can't be prevented", s):
        return {"kind": "cant_prevent"}
    if re.fullmatch(r"players can't gain life", s):
        return {"kind": "cant_gain_life"}
    if re.fullmatch(r"all damage is dealt as though its source had wither", s):
        return {"kind": "as_though_wither"}
    if re.fullmatch(r"combat damage that would be dealt by creatures you control can't be prevented", s):
        return {"kind": "cant_prevent", "damage": "combat", "from": [{"kind": "creature", "controller_is": "you"}]}
    if (spec := templates.first("static", s)) is not None:
        return spec
    raise NotRecognised(f"sentence {s!r}")


# --- entry point -------------------------------------------------------------------------------------------------


def _sentences(text: str) -> list[str]:
    text = re.sub(r"\s*\([^)]*\)", "", text)  # reminder text
    return [s.strip().rstrip(".") for s in re.split(r"(?<=\.)\s+", text) if s.strip().rstrip(".")]


# A permanent's line without any of these words is read by no template (checked over the whole 2018 pool: the
# abilities compile identically with and without this shortcut), so it goes straight to the relevance check.
TEMPLATE_WORDS = re.compile(
    r"damage|prevent|life|counter|lose|draw|tap|sacrifice|destroy|exile|shuffle|hexproof|gets?|gains?|becomes|regenerate|"
    r"instead|kicker|choose|chosen|any player may|spend only|cumulative upkeep|target of spells|activate|^when|"
    r"^counter target|"
    r"^attached (?:gets|has) "
)


def _statics(sentence: str) -> list[dict[str, Any]]:
    """A static sentence's effects as steps."""
    spec = _static_sentence(sentence)
    return [_static(x) for x in (spec if isinstance(spec, list) else [spec])]


def compile_line(line: str, name: str, type_line: str = "", face: int = 0, norm: str | None = None) -> Ability:
    """Compile one ability line of oracle text (`norm`: its normalise(), when the caller has it already)."""
    norm = normalise(line, name, type_line) if norm is None else norm
    spell_like = is_spell(type_line)
    if not spell_like and not TEMPLATE_WORDS.search(norm):  # no template reads it: straight to relevance
        from .relevance import unmodelled_line

        effect = m.group(1) if (m := re.fullmatch(r"[^:]+: (.+)", norm)) else norm
        first = next(iter(_sentences(effect)), effect)  # the sentence the templates would have stopped at
        return unmodelled_line(line, norm, face, f"sentence {first!r}")
    try:
        if (ability := templates.first("line", norm, line, name, type_line, face)) is not None:
            return ability
        if m := re.fullmatch(r"(?P<cost>[^:]+): (?P<effect>.+)", norm):
            steps, kind_target = _one_shot(_sentences(m.group("effect")))
            pay = _cost(m.group("cost"))
            return Ability(
                kind="activated",
                text=line,
                cost=_original_cost(line),
                steps=pay + steps,
                face=face,
                target_kind=kind_target,
            )
        sentences = _sentences(norm)
        if len(sentences) == 1 and (m := ENTERS.fullmatch(sentences[0])):
            step = {"do": "counters", "on": "$this", "counter": m.group(2), "amount": _n(m.group(1))}
            return Ability(kind="enters", text=line, steps=[step], face=face)
        if spell_like:
            steps, kind_target = _one_shot(sentences)
            return Ability(kind="spell", text=line, steps=steps, face=face, target_kind=kind_target)
        joined = ". ".join(sentences)
        if len(sentences) == 1 and (m := TO_AND_BY.fullmatch(joined)):  # Fog Bank: two prevention effects
            combat, who = m.group(1) or "", m.group(2)
            specs = [
                _static_sentence(f"prevent all {combat}damage that would be dealt {w} {who}") for w in ("to", "by")
            ]
            return Ability(kind="static", text=line, steps=[_static(x) for x in specs], face=face)
        try:
            return Ability(kind="static", text=line, steps=_statics(joined), face=face)
        except NotRecognised:
            if len(sentences) > 1:
                steps = [step for s in sentences for step in _statics(s)]
                return Ability(kind="static", text=line, steps=steps, face=face)
            raise
    except NotRecognised as exc:
        if not spell_like:  # a permanent's line: activated, triggered or static, and whether it can matter
            from .relevance import unmodelled_line

            return unmodelled_line(line, norm, face, str(exc))
        return Ability(
            kind="static",
            text=line,
            face=face,
            modelled=False,
            reason=f"not recognised by the oracle-text compiler ({exc})",
        )


def _original_cost(line: str) -> str:
    return line.split(":", 1)[0].split(" — ", 1)[-1].strip()


TAP_SELF = {"do": "pay", "tap_self": True}  # the {T} of a cost; mana symbols are paid as written


def _cost(cost: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for part in [p.strip() for p in cost.split(",")]:
        if m := re.fullmatch(r"remove (\w+) ([\w+/-]+) counters? from this", part):
            out.append({"do": "pay", "remove_counters": {"counter": m.group(2), "amount": _n(m.group(1))}})
        elif m := re.fullmatch(r"pay (\w+) life", part):
            out.append({"do": "pay", "life": _n(m.group(1))})
        elif m := re.fullmatch(r"\[?([+\u2212-])(\d+)\]?", part):  # a loyalty cost, "[+1]", "[−3]" (CR 606.4)
            out.append({"do": "pay", "loyalty": int(m.group(2)) * (1 if m.group(1) == "+" else -1)})
        elif part == "sacrifice this":
            out.append({"do": "pay", "sacrifice": "$this"})
        elif re.fullmatch(r"(\{[^}]+\})+", part) or part in ("discard a card", "sacrifice a snow mountain", "0", "[0]"):
            if "{t}" in part:  # {T} (CR 107.5): paying it taps the permanent, which must be untapped
                out.append(dict(TAP_SELF))
            continue
        elif (paid := templates.first("cost", part)) is not None:
            out += paid
        else:
            raise NotRecognised(f"cost {part!r}")
    return out


# "deals 3 damage divided as you choose among one, two, or three targets" (Arc Lightning), "… among one or two
# targets" (Forked Bolt), "… among any number of targets" (Pyrotechnics)
_DIVIDED = re.compile(
    r"this deals (\w+) damage divided as you choose among (one or two|one, two, or three|any number of) targets"
)
# "deals 2 damage to any target and 1 damage to another target" (Arc Trail), "… to target creature and 2 damage to
# target player or planeswalker" (Lunge): two targets, declared one by one (resolver/cards.py declared_targets;
# "another": not the first, CR 115.3)
_TARGET_SPECS: dict[str, dict[str, Any]] = {
    "any target": {"kind": None},
    "another target": {"kind": None, "another": True},
    "target creature": {"kind": "creature"},
    "target player": {"kind": "player"},
    "target player or planeswalker": {"kind": "player_or_planeswalker"},
    "target creature you don't control": {"kind": "creature", "filter": {"controller_is": "not_you"}},
    "target creature you control": {"kind": "creature", "filter": {"controller_is": "you"}},
}
_SPEC_WORDS = "|".join(sorted(map(re.escape, _TARGET_SPECS), key=len, reverse=True))
_TWO_TARGETS = re.compile(rf"this deals (\w+) damage to ({_SPEC_WORDS}) and (\w+) damage to ({_SPEC_WORDS})")
# "target creature you control fights target creature you don't control" (Prey Upon), "… deals damage equal to its
# power to target creature you don't control" (Rabid Bite); "an opponent controls" is the same in a two-player game
_FIGHT = re.compile(
    r"target creature you control (fights|deals damage equal to its power to) "
    r"target creature (?:you don't control|an opponent controls)"
)
_EVENLY = re.compile(r"this deals (\w+) damage divided evenly, rounded down, among any number of targets")
# "Choose two —", "Choose three —": a spell cast with that many modes (CR 700.2), which the engine doesn't play (it
# plays one mode); "Choose one or both —" and "Choose one or more —" may be cast with one.
SEVERAL_MODES = re.compile(r"\bchoose (?:two|three|four)\b(?! or)", re.I)
SEVERAL_MODES_REASON = (
    "a spell cast with two or more modes at once (CR 700.2) isn't modelled: the engine plays one mode"
)

TO_AND_BY = re.compile(
    r"prevent all (combat )?damage that would be dealt to and dealt by (this|attached|creatures you control)"
)
IF_X = re.compile(r"if x is (\d+) or more, this can't be countered and the damage can't be prevented")


# Keywords that are a trigger the templates read, said as the trigger (CR 702.45a bushido: "Whenever this creature
# blocks or becomes blocked, it gets +N/+N until end of turn")
_KEYWORD_TRIGGERS = (
    (
        re.compile(r"bushido (?P<n>[0-9]+)", re.I),
        "Whenever {name} blocks or becomes blocked, {name} gets +{n}/+{n} until end of turn.",
    ),
)
# Keywords that are a trigger of an event the engine binds itself (no template says it): (event, its one step).
# Exalted (CR 702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn"
# ($attacker: resolver/attack_triggers.py); flanking (702.25a): "Whenever a creature without flanking blocks this
# creature, the blocking creature gets -1/-1 until end of turn" ($blocker: resolver/play.py)
_KEYWORD_EVENTS: dict[str, tuple[str, dict[str, Any]]] = {
    "exalted": ("attacks_alone", {"do": "modify", "target": "$attacker", "power": 1, "toughness": 1}),
    "flanking": ("blocked_by_unflanked", {"do": "modify", "target": "$blocker", "power": -1, "toughness": -1}),
}


def _keyword_trigger(line: str, name: str, type_line: str, face: int) -> Ability | None:
    """The trigger a line that is one such keyword alone (with its reminder text) is, or None: "Exalted", "Bushido
    2" (compiled as "Whenever <name> blocks or becomes blocked, <name> gets +2/+2 until end of turn.")."""
    bare = re.sub(r"\s*\([^)]*\)", "", line).strip().rstrip(".")
    if (known := _KEYWORD_EVENTS.get(bare.lower())) is not None:
        event, step = known
        return Ability(kind="triggered", text=line, face=face, steps=[dict(step)], trigger={"event": event})
    for pattern, template in _KEYWORD_TRIGGERS:
        if m := pattern.fullmatch(bare):
            ability = compile_line(template.format(name=name, **m.groupdict()), name, type_line, face)
            ability.text = line
            return ability
    return None


def compile_card(name: str, oracle_text: str, type_line: str = "", face: int = 0) -> list[Ability]:
    """Compile every line of a face's oracle text (keyword-only lines give no ability). Modal spells'
    bullets become modes 1, 2, …; Banefire-style 'if X is N or more … can't be prevented' joins the spell."""
    from .keywords import is_keyword_line

    spell_like = is_spell(type_line)
    lines = [line for line in oracle_text.split("\n") if line.strip() and not is_keyword_line(line)]
    out: list[Ability] = []
    mode = 0
    modal_cost: str | None = None  # "{X}, {T}: Choose one —": its bullets are the modes of that ability
    several = False  # "Choose two —": the modes that follow are chosen two at a time
    for line in lines:
        if line.rstrip().endswith("—"):
            m = re.fullmatch(r"(?P<cost>[^:]+): choose one —", line.strip(), re.I)
            modal_cost, mode = (m.group("cost") if m and not spell_like else None), 0
            several = SEVERAL_MODES.search(line) is not None
            continue
        if modal_cost is not None and line.lstrip().startswith("•"):
            mode += 1  # CR 700.2: each bullet is a mode of the activated ability, chosen as it is activated
            ability = compile_line(f"{modal_cost}: {line.strip().lstrip('• ')}", name, type_line, face)
            ability.kind, ability.mode, ability.text, ability.cost = "activated", mode, line, modal_cost
            out.append(ability)
            continue
        modal_cost = None
        full = normalise(line, name, type_line)
        norm = full.rstrip(".")
        if (m := IF_X.fullmatch(norm)) and out and out[-1].kind == "spell":
            for step in out[-1].steps:
                if step.get("do") == "damage" and step.get("amount") == "$x":
                    step["unpreventable_if_x_at_least"] = int(m.group(1))
            out.append(
                Ability(
                    kind="static",
                    text=line,
                    face=face,
                    modelled=False,
                    relevant=False,
                    reason="'this spell can't be countered' has no effect on damage",
                )
            )
            continue
        # a family may read a line as a rider of the spell paragraph before it ("Hellbent — … instead if …");
        # it changes that paragraph's steps and returns the rider line's own ability (templates/__init__.py)
        if out and out[-1].kind == "spell" and (rider := templates.first("rider", norm, line, out[-1], face)):
            out.append(rider)
            continue
        if not is_spell(type_line) and (keyword := _keyword_trigger(line, name, type_line, face)) is not None:
            out.append(keyword)  # "Exalted", "Flanking", "Bushido 1"
            continue
        if not is_spell(type_line):
            from .relevance import keyword_line_abilities

            if (keyword_abilities := keyword_line_abilities(line, face)) is not None:  # "Morph {2}{G}"
                out += keyword_abilities
                continue
        ability = compile_line(line, name, type_line, face, full)
        unread = ability.kind == "static" and not ability.modelled and ability.relevant
        if spell_like and unread and not line.lstrip().startswith("•"):  # neither an effect nor a mode:
            from .relevance import spell_line_abilities  # may it change an answer in which the spell is cast?

            out += spell_line_abilities(line, norm, face, ability)
            continue
        if line.lstrip().startswith("•") and is_spell(type_line):
            mode += 1  # every bullet is a mode, in order (CR 700.2), whether or not it is modelled
            ability.kind, ability.mode = "spell", mode
            if several and ability.modelled:
                ability.modelled = False  # (its steps stay: they say how many targets it takes)
                ability.reason = SEVERAL_MODES_REASON
        out.append(ability)
    paragraphs = [a for a in out if a.kind == "spell" and not a.mode]
    if len(paragraphs) > 1 and (merged := _merge_paragraphs(paragraphs)) is not None:
        at = out.index(paragraphs[0])
        out = [a for a in out if a not in paragraphs]
        out.insert(at, merged)
    elif len(paragraphs) > 1:  # the engine would read them as modes; each does its own thing to its own target
        for a in paragraphs:
            a.modelled = False  # (its steps stay: they say how many targets it takes)
            a.reason = "a spell with several paragraphs of effects (each with its own targets) isn't modelled"
    return out


def _merge_paragraphs(paragraphs: list[Ability]) -> Ability | None:
    """A spell's paragraphs as one effect, in order, when each is modelled and names its targets one by one:
    the targets are chosen in the order the text names them (CR 601.2c), declared one by one (a `targets`
    step, resolver/cards.py) and renamed $target, $target2 …; each paragraph affects only its own (Azorius
    Ploy; Carom's 'draw a card' takes none). None when a paragraph isn't modelled or takes a variable number
    of targets."""
    from resolver.cards import declared_targets, needed_targets, placeholders, positional_name

    if not all(a.modelled for a in paragraphs):
        return None
    varying = [a for a in paragraphs if "$targets" in placeholders(a.steps)]
    if len(varying) == 1 and all(needed_targets(a) == (0, 0) for a in paragraphs if a is not varying[0]):
        # "deals 2 damage divided as you choose among one or two targets. / Draw a card." (Electrolyze): the one
        # paragraph with targets keeps them, the others take none
        text = "\n".join(a.text for a in paragraphs)
        steps = [s for a in paragraphs for s in a.steps]
        return Ability(
            kind="spell", text=text, steps=steps, face=paragraphs[0].face, target_kind=varying[0].target_kind
        )
    steps: list[dict[str, Any]] = []
    declared: list[dict[str, Any]] = []
    for a in paragraphs:
        own = declared_targets(a)
        if own is None:
            count = needed_targets(a)
            if count == (0, 0):
                steps += a.steps
                continue
            if count != (1, 1) or placeholders(a.steps) & {"$targets", "$target_and_each_creature_sharing_a_color"}:
                return None
            flt: dict[str, Any] = {}
            for s in a.steps:
                flt.update(s.get("target_filter") or {})
            own = [{"kind": a.target_kind, **({"filter": flt} if flt else {})}]
        names = {positional_name(i): positional_name(len(declared) + i) for i in range(len(own))}
        declared += own
        steps += [_rename(s, names) for s in a.steps if s.get("do") != "targets"]
    if declared:
        steps.insert(0, {"do": "targets", "targets": declared})
    first = paragraphs[0]
    text = "\n".join(a.text for a in paragraphs)
    return Ability(kind="spell", text=text, steps=steps, face=first.face, target_kind=first.target_kind)


def _rename(value: Any, names: dict[str, str]) -> Any:
    """The step with its targets renamed (a paragraph's n-th target is the spell's m-th)."""
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, dict):
        return {k: _rename(v, names) for k, v in value.items() if k != "target_filter"}
    if isinstance(value, list):
        return [_rename(v, names) for v in value]
    return value


COVERED = re.compile(r"\bprevent\b|damage\b[^.]*\binstead\b", re.I)


def coverage(cards: Any) -> dict[str, Any]:
    """How many cards whose text says "prevent" or "damage … instead" compile completely.

    A card counts as compiled when every one of its relevant lines compiles; the failures keep the
    compiler's reason, so the most common gaps can be listed.
    """
    from collections import Counter

    total = compiled = 0
    reasons: Counter[str] = Counter()
    missed: list[str] = []
    for card in cards:
        text = "\n".join(f.oracle_text for f in card.faces)
        if not COVERED.search(text):
            continue
        total += 1
        abilities = [a for i, f in enumerate(card.faces) for a in compile_card(f.name, f.oracle_text, f.type_line, i)]
        lines = [a for a in abilities if COVERED.search(a.text)]
        failed = [a for a in lines if not a.modelled]
        if lines and not failed:
            compiled += 1
        else:
            missed.append(card.name)
            for a in failed:  # the sentence quoted, its numbers as N so that templates group
                reasons[re.sub(r"\b[0-9]+\b", "N", a.reason or "")] += 1
    return {"total": total, "compiled": compiled, "missed": missed, "reasons": reasons.most_common(20)}
