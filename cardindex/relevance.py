"""Relevance of what the compiler can't model: could an ability or keyword change a damage scenario?

A line the oracle-text compiler doesn't recognise is classified by its text, never guessed:

- an activated ability ("cost: effect") matters only when it is activated (the scenario refuses then);
  a mana ability ("{T}: Add {G}.") never matters;
- a triggered ability matters when its event happens: a self event the engine follows (this dies, is
  dealt damage, deals damage, becomes the target of a spell; a player casts a spell) refuses when it
  happens; a combat event refuses when the scenario has combat; an event these scenarios never have
  (the beginning of an upkeep or end step, something entering the battlefield, casting a creature
  spell, playing a land) never matters; any other event refuses;
- a static ability matters when its text touches damage, life, counters, power or toughness, zones,
  prevention, control, targeting or abilities it grants (`RELEVANT_STATIC`); else it is ignored.

Keywords the engine doesn't apply are in `data/keywords.json`: ignored (costs, ways to cast, abilities
used from a hand or graveyard), combat-only or dies triggers.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import Any

from .compiler import is_spell
from .models import Ability, Face

# Words that make a static ability (or the effect of a trigger we can't place) possibly matter.
RELEVANT_STATIC = re.compile(
    r"damage|prevent|\blife\b|counter|power|toughness|[+-−](?:\d+|x)/[+-−](?:\d+|x)|destroy|\bdies?\b|"
    r"graveyard|exile|sacrific|can't|cannot|regenerat|indestructible|protection|hexproof|shroud|"
    r"\bcontrol(?:s|led)? (?:of|target|enchanted|equipped|attached|this)\b|gain control|"
    r"\bhas\b|\bhave\b|\bgets?\b|\bgains?\b|\blose|\binstead\b|\btarget|\bcolou?r|\bis (?:a|an|all|still)\b|"
    r"\bare (?:all|still|\w+ creatures)\b|\bbecomes?\b|\bcreatures?\b.*\bbase\b|\bwin\b|\bloses? the game\b|"
    r"\bdraw|\breturn|\bput\b|\bleaves?\b|\bdeals?\b|\bdealt\b|\bflip|\bcopy\b|"
    r"\bphas|\bswitch|\bdouble\b|\bas though\b|\bwither\b|\binfect\b|\blifelink|\bdeathtouch|"
    r"\b(?:isn't|aren't) (?:an? )?(?:\w+ )?(?:creature|land|artifact|enchantment|planeswalker)s?\b|^\d+/\d+$|"
    r"^level\b|\bcreature types?\b|"
    # what a permanent is: its colour or card types ("All creatures are black", "All permanents are enchantments in
    # addition to their other types"): Doom Blade's "nonblack", protection and "destroy all enchantments" read them
    # (creature and land subtypes are left: only tribal and domain lines read those)
    r"\b(?:is|are)\s+(?:all\s+)?(?:white|blue|black|red|green|colorless)\b|"
    r"\bpermanents (?:you control )?are (?:artifacts|enchantments|creatures)\b",
    re.I,
)
COMBAT_WORDS = re.compile(r"\battack|\bblock|\bcombat\b|\bfirst strike|\bexert", re.I)

ACTIVATED = re.compile(r"(?P<cost>[^:\"“”]{1,120}): (?P<effect>.+)")
COST_START = re.compile(
    r"^(?:\{|[+−-]?(?:\d+|x)$|[+−-](?:\d+|x)\b|sacrifice|tap|untap|discard|pay|remove|exile|put|return|reveal|"
    r"collect|forage|\[)",
    re.I,
)
MANA = re.compile(r"^add (?:\{[^}]+\}|one mana|two mana|three mana|x mana|an amount of|mana)", re.I)

TRIGGER = re.compile(r"^(?:when|whenever|at)\b", re.I)
ENTERS_NEVER = "its trigger (something entering the battlefield) never happens here"
NEVER = [
    (
        re.compile(
            r"^(?:when [^,]* enters or )?at the beginning of (?:(?!combat\b)[a-z']+ ){0,3}?"
            r"(?:upkeep|draw step|end step|end of turn|precombat main phase|postcombat main phase|"
            r"first main phase|second main phase|cleanup|turn)\b"
        ),
        "its trigger (the beginning of a step) never happens here",
    ),
    (
        re.compile(r"^(?:when|whenever) [^,]*?\benters?(?: the battlefield)?\b(?! or)(?!, or)[^,]*,"),
        ENTERS_NEVER,
    ),
    (
        re.compile(r"^(?:when|whenever) [^,]*?\b(?:is|are) turned face up\b[^,]*,"),
        "its trigger (turning it face up) never happens here",
    ),
    (
        re.compile(
            r"^(?:when|whenever) [^,]*?\b(?:becomes? untapped|"
            r"phases? (?:in|out)|transforms?|clash(?:es)?|plays? a card)\b[^,]*,"
        ),
        "its trigger (untapping, phasing, transforming, clashing, playing a card) never happens here",
    ),
    (
        re.compile(r"^(?:when|whenever) [^,]*?\b(?:plays?|play) an? (?:[a-z]+ )?land\b[^,]*,"),
        "its trigger (playing a land) never happens here",
    ),
    (
        re.compile(r"^(?:when|whenever) [^,]*?\bputs? [^,]*? onto the battlefield\b[^,]*,"),
        "its trigger (something entering the battlefield) never happens here",
    ),
    (
        re.compile(r"^(?:when|whenever) [^,]*?\bbecomes? attached to\b[^,]*,"),
        "its trigger (attaching an Aura or Equipment) never happens here",
    ),
    (
        re.compile(r"^(?:when|whenever) [^,]*?\bshuffle (?:their|his or her|your|its) library\b[^,]*,"),
        "its trigger (shuffling a library) never happens here",
    ),
    (
        re.compile(
            r"^(?:when|whenever) (?:you|a player|an opponent|each opponent|target opponent|that player) casts? "
            r"(?:an? |your first |another )?(?:(?:legendary|historic|artifact|enchantment|creature|planeswalker|"
            r"aura|equipment|vehicle|[a-z]+ creature)(?:, (?:and |or )?| (?:and|or) )?)+ spells?\b(?: with [^,]*)?,"
        ),
        "its trigger (casting a permanent spell) never happens here: only instants and sorceries are cast",
    ),
    (
        # not "when you cycle this or it dies" (the Sojourners): dying happens here
        re.compile(r"^(?:when|whenever) (?:you cycle|a player cycles|you scry|you surveil)\b(?![^,]* or )"),
        "its trigger never happens here",
    ),
    (
        re.compile(r"^when you cast this\b"),
        "its trigger (casting it) happened before it was on the battlefield",
    ),
]
# An enters trigger whose effect changes this permanent for as long as it stays (CR 611.2a: no duration stated, it
# lasts): Council Guardian "this gains protection from each color with the most votes", Trench Gorger "this has base
# power and base toughness each equal to …", Earthbind "this gains 'attached loses flying'", Flame-Wreathed Phoenix
# "it gains haste and 'when this dies, return it to its owner's hand'". The trigger happened before the scenario,
# but its result is part of the permanent now, and the scenario doesn't say what it was: it may change the answer.
LASTING_SELF = re.compile(r"\bthis (?:gains?|has|loses?|becomes)\b|\bit (?:gains?|has|loses?)\b")
NOT_LASTING = re.compile(r"until end of turn|\bthis turn\b|until your next turn|\bcreates?\b|onto the battlefield")
LASTING_REASON = (
    "its trigger (something entering the battlefield) happened before this scenario, but what it did to this "
    "permanent lasts (CR 611.2a: no duration is stated), and the scenario doesn't say what that was"
)


def _lasting_self(bare: str) -> bool:
    """Whether an enters trigger's effect (after its first comma) changes this permanent with no duration."""
    effect = bare.split(",", 1)[1] if "," in bare else ""
    return bool(LASTING_SELF.search(effect)) and not NOT_LASTING.search(effect)


# Events the engine follows at run time (resolver/play.py): the ability refuses when its event happens.
SELF_EVENTS: list[tuple[re.Pattern[str], dict[str, Any]]] = [
    (re.compile(r"^(?:when|whenever) this dies,"), {"event": "dies"}),
    # CR 702.29: cycling is done from a hand, never here; dying is the event that matters
    (re.compile(r"^when you cycle this or it dies,"), {"event": "dies"}),
    (
        re.compile(r"^(?:when|whenever) this is put into a graveyard from the battlefield,"),
        {"event": "put_into_graveyard"},
    ),
    (
        re.compile(r"^(?:when|whenever) this is put into (?:a|your|its owner's) graveyard from the battlefield,"),
        {"event": "put_into_graveyard"},
    ),
    (re.compile(r"^(?:when|whenever) this leaves the battlefield,"), {"event": "leaves_battlefield"}),
    (re.compile(r"^whenever this is dealt damage,"), {"event": "dealt_damage"}),
    (re.compile(r"^whenever this deals combat damage\b[^,]*,"), {"event": "deals_damage", "combat": True}),
    (re.compile(r"^whenever this deals damage\b[^,]*,"), {"event": "deals_damage"}),
    (
        re.compile(r"^whenever this becomes the target of a spell an opponent controls,"),
        {"event": "becomes_target_of_spell", "by": "opponent"},
    ),
    (re.compile(r"^whenever this becomes the target of a spell,"), {"event": "becomes_target_of_spell"}),
    (re.compile(r"^whenever this becomes the target of a spell or ability\b[^,]*,"), {"event": "becomes_target"}),
    (
        re.compile(
            r"^whenever (?:you|a player|an opponent) casts? an? "
            r"(white|blue|black|red|green)(?: or (white|blue|black|red|green))? spell(?: during [^,]*)?,"
        ),
        {"event": "spell_cast"},
    ),
    (
        re.compile(r"^(?:when|whenever) you cast (?:an? |your )?[^,]*?\bspells?\b[^,]*,"),
        {"event": "spell_cast", "by": "you"},
    ),
    (
        re.compile(r"^whenever an opponent casts (?:an? |their )?[^,]*?\bspells?\b[^,]*,"),
        {"event": "spell_cast", "by": "opponent"},
    ),
    (
        re.compile(r"^whenever (?:a player|any player) casts (?:an? |their )?[^,]*?\bspells?\b[^,]*,"),
        {"event": "spell_cast"},
    ),
]
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COMBAT_EVENT = re.compile(
    r"^(?:when|whenever|at) [^,]*\b(?:attacks?|attacked|blocks?|becomes? blocked|is blocked|attacking|blocking|"
    r"beginning of (?:each )?combat|end of combat|combat damage|exerts?)\b[^,]*,"
)
# A tapped-for-mana trigger's effect that only taps lands or keeps them tapped (no untap step happens here)
LANDS_ONLY = re.compile(
    r"(?:tap all lands (?:that player|its controller|they) controls?(?: that could produce [^.]*)?|"
    r"that land doesn't untap during its controller's next untap step)"
)
ADDS_MANA = re.compile(r"^(?:its controller |that player |you )?adds? (?:an additional |one |two |three )?(?:\{|mana)")
# Events that happen only with some actions: {event: the actions (Scenario action types) that may cause it}.
CONDITIONAL_EVENTS = [
    (
        re.compile(
            r"^(?:when|whenever) [^,]*?\b(?:taps? (?:[^,]*, )*?[^,]* for mana|(?:is|are) tapped for mana)\b[^,]*,"
        ),
        "mana",
    ),
    (re.compile(r"^(?:when|whenever) [^,]*?\b(?:becomes? tapped|is tapped|crews?)\b[^,]*,"), "tapped"),
    (re.compile(r"^(?:when|whenever) [^,]*?\b(?:discards?|activates?)\b[^,]*,"), "activation"),
]
# A trigger whose whole effect is that something doesn't untap in a later untap step (Wall of Frost's "that creature
# doesn't untap during its controller's next untap step"): no untap step comes in a resolution here (CR 502.3)
LATER_UNTAP_ONLY = re.compile(
    r"(?:that creature|that permanent|it|target creature|those creatures|each of those creatures|the creature)"
    r" (?:doesn't|don't|does not|do not) untap during (?:its|their) controller'?s? next untap steps?"
)
KICKS = re.compile(r"^(?:when|whenever) (?:a player|you|an opponent) kicks? a spell,")
OTHER_EVENT_WORDS = re.compile(
    r"\b(?:dies|damage|life|counter|graveyard|leaves|exile|destroy|sacrific|target|cast|draw|loses?|gains?)"
)


@cache
def keyword_table() -> dict[str, dict[str, str]]:
    raw = json.loads(resources.files("cardindex.data").joinpath("keywords.json").read_text("utf-8"))
    return {k: v for k, v in raw.items() if not k.startswith("_")}


@cache
def _keyword_index() -> tuple[dict[str, tuple[int, str, str]], list[tuple[int, str, str, str]]]:
    """The table by name (its position, category, why), and its "*suffix" entries, for keyword_category."""
    names: dict[str, tuple[int, str, str]] = {}
    suffixes: list[tuple[int, str, str, str]] = []
    order = 0
    for category, entries in keyword_table().items():
        for name, why in entries.items():
            if name.startswith("*"):
                suffixes.append((order, name[1:], category, why))
            else:
                names.setdefault(name, (order, category, why))
            order += 1
    return names, suffixes


def keyword_category(word: str) -> tuple[str, str] | None:
    """(category, why) for a keyword the table knows: "enchant creature" → ("ignored", …). The first entry of
    the table that matches: the keyword itself, a name it starts with (then a space or —), or a "*suffix" its
    first word ends with ("*cycling": forestcycling, landcycling)."""
    word = " ".join(word.lower().split())
    first = word.split(" ")[0].split("—")[0]
    names, suffixes = _keyword_index()
    tokens = word.split(" ")
    candidates = {" ".join(tokens[:k]) for k in range(1, len(tokens) + 1)}
    candidates |= {word[:at] for at, ch in enumerate(word) if ch == "—"}
    found = [names[c] for c in candidates if c in names]
    found += [(order, category, why) for order, suffix, category, why in suffixes if first.endswith(suffix)]
    if not found:
        return None
    _, category, why = min(found)
    return category, why


def unmodelled_line(line: str, norm: str, face: int, why: str) -> Ability:
    """The ability for a line the compiler didn't recognise (`norm`: the compiler's normalised text),
    marked with whether and when it could matter."""
    reason = f"not recognised by the oracle-text compiler ({why})"
    bare = re.sub(r"\s*\([^)]*\)", "", norm).strip().rstrip(".")
    told = " ".join(re.findall(r"\(([^)]*)\)", norm)).strip().rstrip(".")
    if 0 < len(bare.split()) <= 3 and not TRIGGER.match(bare) and TRIGGER.match(told):
        # a keyword whose reminder text is its trigger ("Mentor (Whenever this creature attacks, put a +1/+1
        # counter on …)", extort): a triggered ability (CR 603.1), judged by its trigger event as any other, so one
        # that triggers only in combat matters only when there is combat (audit 23: Truefire Captain, bolted
        # outside combat, was refused for its mentor). Only a trigger with an event the engine checks is taken:
        # one judged never to happen (cascade's "when you cast this spell", champion's enters) stays refused.
        trig = unmodelled_line(line, told, face, why)
        if trig.kind == "triggered" and trig.relevant and trig.trigger:
            return trig
    if (m := ACTIVATED.fullmatch(bare)) and COST_START.match(m.group("cost").strip()) and not TRIGGER.match(bare):
        beyond_mana = re.sub(r"^add [^.]*\.?", "", m.group("effect"))  # what else it does
        if MANA.match(m.group("effect")) and not RELEVANT_STATIC.search(beyond_mana):
            return Ability(
                kind="activated",
                text=line,
                face=face,
                cost=_cost(line),
                modelled=False,
                relevant=False,
                reason="a mana ability: it can't change damage",
            )
        return Ability(kind="activated", text=line, face=face, cost=_cost(line), modelled=False, reason=reason)
    if TRIGGER.match(bare):
        for pattern, why_never in NEVER:
            if pattern.match(bare):
                if why_never == ENTERS_NEVER and _lasting_self(bare):
                    return Ability(kind="triggered", text=line, face=face, modelled=False, reason=LASTING_REASON)
                return Ability(kind="triggered", text=line, face=face, modelled=False, relevant=False, reason=why_never)
        for pattern, trigger in SELF_EVENTS:
            if m := pattern.match(bare):
                trig = dict(trigger)
                if m.groups() and m.group(1) in COLORS:
                    trig["colors"] = [COLORS[c] for c in m.groups() if c in COLORS]
                    who = bare.split()[1]
                    trig.update({"by": "you"} if who == "you" else {"by": "opponent"} if who == "an" else {})
                return Ability(kind="triggered", text=line, face=face, modelled=False, reason=reason, trigger=trig)
        effect = bare.split(",", 1)[1].strip() if "," in bare else ""
        if LATER_UNTAP_ONLY.fullmatch(effect):
            return Ability(
                kind="triggered",
                text=line,
                face=face,
                modelled=False,
                relevant=False,
                reason="its effect is only on a later untap step, which no answer here reaches",
            )
        if KICKS.match(bare):  # only a spell with kicker can be kicked (CR 702.33a)
            return Ability(
                kind="triggered", text=line, face=face, modelled=False, reason=reason, trigger={"event": "kicked"}
            )
        for pattern, event in CONDITIONAL_EVENTS:
            found = pattern.match(bare)
            effect = bare[found.end() :].strip() if found else ""
            if event == "mana" and found and ADDS_MANA.match(effect) and not RELEVANT_STATIC.search(effect):
                return Ability(
                    kind="triggered",
                    text=line,
                    face=face,
                    modelled=False,
                    relevant=False,
                    reason="a triggered mana ability (CR 605.1b): it only adds mana",
                )
            if event == "mana" and found and LANDS_ONLY.fullmatch(effect):
                return Ability(
                    kind="triggered",
                    text=line,
                    face=face,
                    modelled=False,
                    relevant=False,
                    reason="it only taps lands or keeps them tapped, which no damage here depends on",
                )
            if pattern.match(bare):
                return Ability(
                    kind="triggered", text=line, face=face, modelled=False, reason=reason, trigger={"event": event}
                )
        clause = bare.split(",", 1)[0]
        if COMBAT_EVENT.match(bare) and not OTHER_EVENT_WORDS.search(clause.replace("combat damage", "")):
            return Ability(
                kind="triggered", text=line, face=face, modelled=False, reason=reason, trigger={"event": "combat"}
            )
        return Ability(kind="triggered", text=line, face=face, modelled=False, reason=reason)
    if EXERT.match(bare):  # all of it happens only as it attacks (CR 701.39a: exert as it attacks)
        return Ability(
            kind="static",
            text=line,
            face=face,
            modelled=False,
            relevant=False,
            note=COMBAT_ONLY,
            reason="it matters only in combat (it happens as this attacks)",
        )
    # a keyword the compiler doesn't know ("Exalted (Whenever …)") is judged with its reminder text as well
    reminder = " ".join(re.findall(r"\(([^)]*)\)", norm)) if 0 < len(bare.split()) <= 3 else ""
    rest, never = _without(bare, NEVER_PHRASES)
    rest += " " + reminder
    rest, combat = _without(rest, COMBAT_PHRASES)
    for condition, phrases in CONDITIONAL_PHRASES.items():
        rest, found = _without(rest, phrases)
        if found and not RELEVANT_STATIC.search(rest) and not combat and not COMBAT_WORDS.search(rest):
            return Ability(
                kind="static",
                text=line,
                face=face,
                modelled=False,
                relevant=False,
                note=condition,
                reason=f"it matters only when {CONDITION_WORDS[condition]}",
            )
    if not RELEVANT_STATIC.search(rest):
        if combat or COMBAT_WORDS.search(rest):
            return Ability(
                kind="static",
                text=line,
                face=face,
                modelled=False,
                relevant=False,
                note=COMBAT_ONLY,
                reason="it matters only in combat (attacking, blocking, evasion, combat damage)",
            )
        why_not = never[0] if never else "it says nothing about damage, life, counters, power or toughness, or zones"
        return Ability(kind="static", text=line, face=face, modelled=False, relevant=False, reason=why_not)
    return Ability(kind="static", text=line, face=face, modelled=False, reason=reason)


EXERT = re.compile(r"^(?:if this hasn't been exerted this turn, )?you may exert (?:this|it) as it attacks\b")
COMBAT_ONLY = "combat"  # Ability.note of a static ability that matters only when the scenario has combat
_UPTO = r"(?:(?! and (?:its?|has|have|gets?|can't|doesn't|is)\b)[^.,;])*"
_KW = (
    r"(?:flying|haste|vigilance|reach|menace|fear|intimidate|shadow|horsemanship|first strike|double strike|"
    r"trample|defender|(?:legendary |nonbasic |snow )?[a-z]*walk)"
)
_LAND = r"(?:plains|island|swamp|mountain|forest)s?"
COMBAT_PHRASES = [
    re.compile(r"\bcan't (?:attack|block)" + _UPTO),
    re.compile(r"\b(?:attacks?|blocks?|attacks? or blocks?) each (?:combat|turn) if able" + _UPTO),
    re.compile(r"\bcan't be blocked" + _UPTO),
    re.compile(r"(?:^as long as this is a creature, it )?\bcan (?:block|attack|be blocked)\b" + _UPTO),
    re.compile(r"\ball creatures able to block [^.,;]* do so"),
    re.compile(  # before has/gains: "lose first strike and can't have or gain first strike"
        rf"\bloses? (?:all )?{_KW}(?:(?:,|,? and) {_KW})*(?: and can't have or gain {_KW}(?:(?:,|,? and) {_KW})*)?"
    ),
    # "has shadow as long as you have no cards in hand": the condition only decides a combat keyword
    re.compile(rf"\b(?:has|have|gains?) {_KW}(?:(?:,|,? and) {_KW})*\b(?: as long as [^.,;]*)?"),
    re.compile(  # a land's type: only landwalk cares
        r"^(?:attached|enchanted land|each land|all lands|lands you control|nonbasic lands) (?:is|are) "
        rf"(?:an? )?{_LAND}(?:(?:,|,? and) {_LAND})*\b(?: in addition to (?:its|their) other (?:land )?types)?\s*$"
    ),
]
# Static restrictions that matter only with some actions (Ability.note names the condition).
CONDITIONAL_PHRASES = {
    "equipped": [re.compile(r"^this can't be equipped\s*$")],  # matters only with an Equipment attached to it
    # a restriction on one side's casting matters only when that side casts (first: "cast" would take them)
    "cast_you": [re.compile(r"^you can't cast (?:[a-z, ]*?)spells\b[^.;]*$")],
    "cast_opponent": [re.compile(r"^your opponents can't cast (?:[a-z, ]*?)spells\b[^.;]*$")],
    "activation": [re.compile(r"\babilities (?:of [^.]*? )?can't be activated(?: unless they're mana abilities)?")],
    # City of Solitude: "Players can cast spells and activate abilities only during their own turns."
    "cast_or_activation": [re.compile(r"\bcan cast spells and activate abilities only\b[^.;]*")],
    "cast": [
        re.compile(r"\bcan't cast (?:[a-z, ]*?)spells?\b[^.;]*"),
        re.compile(r"\bspells [^.]* can't be cast\b"),
        re.compile(r"\bcan cast (?:[a-z, ]*?)spells only\b[^.;]*"),  # Dosan: "… only during their own turns"
    ],
}
CONDITION_WORDS = {
    "activation": "an ability is activated",
    "cast": "a spell is cast",
    "cast_or_activation": "a spell is cast or an ability activated",
    "cast_you": "its controller casts a spell",
    "equipped": "an Equipment is attached to it",
    "cast_opponent": "an opponent of its controller casts a spell",
    "combat": "there is combat",
}
NEVER_PHRASES = [
    (
        re.compile(
            r"\bcan't cast (?:an? )?(?:[a-z]+ )*?(?:artifact|creature|enchantment|planeswalker)"
            r"(?! or (?:instant|sorcery))[a-z ,]*? spells\b"
        ),
        "only instants and sorceries are cast here",
    ),
    (re.compile(r"^while voting\b[^.]*|\bcan't search libraries\b"), "voting and searching never happen here"),
    (re.compile(r"\byou can't cast this\b[^.]*"), "a restriction on casting it"),
    (re.compile(r"\bcan't play (?:[a-z]+ )*lands?\b[^.]*"), "no land is played here"),
    (re.compile(r"\bcan't untap [^.]* untap steps?"), "no untap step happens here"),
    (re.compile(r"\b(?:you )?have no maximum hand size\b"), "hand size doesn't matter here"),
    (re.compile(r"\bspells you cast have (?:improvise|convoke|affinity for [a-z]+|delve)\b"), "it changes a cost"),
    (
        re.compile(r'\b(?:has|have|gains?) "when this [^"]*\benters\b[^"]*"'),
        "it grants a trigger that never happens here",
    ),
    (re.compile(r"\bdoesn't untap during [^.,;]*untap steps?"), "no untap step happens here"),
    (  # with its condition and subject: "if an opponent has no cards in hand, this costs {6} less to cast"
        re.compile(
            r"(?:^|(?<=\. ))(?:(?:if|as long as) [^,.;]*, )?(?:this |(?:[a-z]+ )*spells (?:you cast |[a-z]+ cast )?"
            r"(?:that [^.,;]*? )?)costs? (?:\{[^}]+\})+ (?:less|more) to (?:cast|activate)\b[^.;]*"
        ),
        "it changes a cost",
    ),
    (re.compile(r"\b(?:costs?|cost) (?:\{[^}]+\})+ (?:less|more) to (?:cast|activate)\b[^.;]*"), "it changes a cost"),
    (
        re.compile(
            r"(?:(?:if|as long as) [^,.;]*, )?(?:you )?may pay [^.]*? rather than pay [^.]*?(?:mana cost|costs?)\b[^.]*"
        ),
        "it changes a cost",
    ),
    (re.compile(r"\b(?:has|have|gains?) phasing\b"), "phasing happens only in an untap step, which never happens here"),
    (re.compile(r'(?<= and )"(?:[^":]{1,80}): [^"]*"'), "it grants an activated ability, which isn't activated here"),
    (re.compile(r'\b(?:has|have|gains?) "untap [^"]*\buntap steps?\b[^"]*"'), "no untap step happens here"),
    (re.compile(r"\bcan't cycle\b[^.]*"), "cycling never happens here"),
    (  # a permanent's line; an instant's or sorcery's is read where ward counters it (resolver/play.py)
        re.compile(r"^this (?:spell )?can't be countered\b[^.]*"),
        "it matters only to a spell that would be countered, and a permanent is never cast here",
    ),
    (re.compile(r"\bdon't lose unspent mana\b[^.]*"), "mana pools don't matter here"),
    (re.compile(r"\b(?:has|have) equip (?:\{[^}]+\})+[^.]*"), "equip is never activated here"),
    (re.compile(r"^each [^.]*?\bcards? in [^.]*?\bhands? (?:has|have) [^.]*"), "cards in a hand aren't used here"),
    (
        re.compile(r"^you may reveal this card from your opening hand\b[^.]*(?:\. if you do, [^.]*)?"),
        "it is used only as the game begins",
    ),
    (
        re.compile(r"\b(?:you|any player|each player) may cast [^.]* as though (?:it|they) had flash\b[^.]*"),
        "a casting permission",
    ),
    (re.compile(r"\b(?:has|have) flash\b"), "a casting permission"),
    (re.compile(r"\brather than pay the mana cost for [^.]*"), "it changes a cost"),
    (re.compile(r"\bthis effect can't reduce [^.]* to less than one mana\b"), "it changes a cost"),
    (re.compile(r"\bskips? (?:your|their|his or her|each) (?:upkeep|draw|untap) steps?"), "no such step happens here"),
    (
        re.compile(r'\b(?:has|have|gains?) "(?:[^":]{1,80}): [^"]*"'),
        "it grants an activated ability, which isn't activated here",
    ),
    (
        re.compile(r'\b(?:has|have|gains?) "at the beginning of (?:your|each|the) (?:upkeep|end step|draw step)[^"]*"'),
        "it grants a trigger that never happens here",
    ),
    (re.compile(r"^you may spend [^.]* as though [^.]*"), "it changes how mana is spent"),
    (re.compile(r"^this spell can't be countered"), "it matters only while it is a spell"),
    (
        re.compile(r"^as this enters(?: the battlefield)?, (?:choose|name) (?:a|an|two|one|a card|a number)[^.]*"),
        "a choice made as it entered (its other lines are read on their own)",
    ),
]


# An instant's or sorcery's line that is neither one of its effects nor a mode (CR 700.2) and that the compiler
# can't model: whether it can change an answer in which the spell is cast (resolver/relevance.py lists or refuses
# it as the spell is cast). (pattern on the normalised line without reminder text, relevant, note, why); the
# first that matches decides; a line none matches could change the answer and refuses. (An instant's keywords
# are also checked by the engine, resolver/state.py Keywords: split second and entwine refuse there.)
SPELL_LINES: list[tuple[re.Pattern[str], bool, str]] = [
    (  # CR 601.3: a spell may be cast only when its text allows; the scenario doesn't say when it was cast
        re.compile(r"^(?:cast this only\b|you can't cast this\b|this can be cast only\b)"),
        True,
        "a restriction on when it may be cast (CR 601.3), which the scenario can't check",
    ),
    (  # CR 118.9: an alternative cost changes what is paid, not what the spell does (one paid in life, damage,
        # counters or a permanent sacrificed, exiled or returned could change the answer: it refuses)
        re.compile(
            r"^(?:(?:if|as long as) [^,]*, )?you may (?![^.]*\b(?:life|damage|sacrific|counters?|exile|return)\b)"
            r"(?:[^.]*? rather than pay this(?:'s)? mana cost|cast this without paying its mana cost)$"
        ),
        False,
        "an alternative cost (CR 118.9): how it was paid doesn't change what it does",
    ),
    (  # a cost to cast it that is only mana (CR 601.2f): what it does is the same
        re.compile(
            r"^(?:(?:if|as long as) [^,]*, )?(?:this|spells that target (?:this|it)) costs? (?:\{[^}]+\})+ "
            r"(?:less|more) to cast\b[^.]*$"
        ),
        False,
        "it changes a cost",
    ),
    (  # CR 702.29: cycling is done from a hand instead of casting it; a cast spell wasn't cycled
        re.compile(r"^when you cycle this\b(?! or )"),
        False,
        "its trigger (cycling it) never happens when it is cast",
    ),
    (  # CR 101.2: only ward counters a spell here, and ward's trigger reads this line (resolver/targeting.py)
        re.compile(r"^this can't be countered(?: by spells or abilities)?$"),
        False,
        "it says nothing about damage: only ward could counter a spell here, and ward is checked against it",
    ),
    (  # CR 603.7: a delayed trigger at the next upkeep acts after the turn the answer describes (no upkeep here)
        re.compile(
            r"^(?:[^.]* at the beginning of the next turn's upkeep|at the beginning of (?:your|the) next upkeep, .*)$"
        ),
        False,
        "a delayed trigger at the next upkeep (CR 603.7): it happens after the turn this answer describes",
    ),
]


def spell_line_abilities(line: str, norm: str, face: int, unmodelled: Ability) -> list[Ability]:
    """An instant's or sorcery's unmodelled line that isn't an effect or a mode, classified: keywords by the
    keyword table (cycling, buyback, splice, convoke…: ignored), then SPELL_LINES; any other keeps
    `unmodelled` (relevant: casting the spell refuses, naming it)."""
    keywords = keyword_line_abilities(line, face)
    if keywords and all(not a.relevant for a in keywords):
        return keywords
    bare = re.sub(r"\s*\([^)]*\)", "", norm).strip().rstrip(".")
    for pattern, relevant, why in SPELL_LINES:
        if pattern.search(bare):
            return [Ability(kind="static", text=line, face=face, modelled=False, relevant=relevant, reason=why)]
    return [unmodelled]


def _without(text: str, phrases: list[Any]) -> tuple[str, list[str]]:
    """The text with each phrase removed, and the reasons of those found (combat phrases: their text)."""
    found: list[str] = []
    for item in phrases:
        pattern, why = item if isinstance(item, tuple) else (item, "")
        if pattern.search(text):
            found.append(why or pattern.pattern)
            text = pattern.sub(" ", text)
    return text, found


def _cost(line: str) -> str:
    return line.split(":", 1)[0].split(" — ", 1)[-1].strip()


PARTS = re.compile(r",\s*|;\s*")


def keyword_line_abilities(line: str, face: int) -> list[Ability] | None:
    """A line made only of keywords ("Morph {2}{G}", "Flying, equip {2}", "Protection from creatures"):
    one ability per keyword the table handles (the engine gets the others from the card's keyword list);
    None when any part isn't a keyword."""
    from .keywords import is_keyword_line

    bare = re.sub(r"\s*\([^)]*\)", "", line).strip().rstrip(".")
    parts = [p.strip() for p in PARTS.split(bare) if p.strip()]
    out: list[Ability] = []
    for part in parts:
        category = keyword_category(part)
        if category is not None:  # one keyword alone on its line keeps the line, reminder text and all
            out.append(keyword_ability(part, category, face, line.strip() if len(parts) == 1 else None))
        elif not (is_keyword_line(part) or PROTECTION.match(part)):
            return None
    return out if parts else None


def keyword_ability(word: str, category: tuple[str, str], face: int, text: str | None = None) -> Ability:
    kind, why = category
    if kind == "ignored":
        return Ability(
            kind="static", text=text or word, face=face, modelled=False, relevant=False, reason=f"keyword: {why}"
        )
    trigger = {"event": "combat"} if kind == "combat" else {"event": "dies"}
    return Ability(
        kind="triggered",
        text=word,
        face=face,
        modelled=False,
        reason=f"keyword {word.split()[0]} isn't modelled ({why})",
        trigger=trigger,
    )


PROTECTION = re.compile(r"^protection from (.+)$", re.I)


def engine_keywords(face: Face, index: int, abilities: list[Ability]) -> tuple[list[str], list[Ability]]:
    """A permanent face's keywords as the engine should get them, and abilities for the table's keywords
    that `abilities` (the compiled lines) don't have yet: ignored ones and triggers are abilities, not
    engine keywords; "Protection" becomes each quality its text names ("protection from red")."""
    if is_spell(face.type_line):  # its lines are compiled (spell_line_abilities): only the table's "ignored" go
        return [k for k in face.keywords if _ignored_on_spell(k) is None], []
    keywords: list[str] = []
    extra: list[Ability] = []
    have = {_head(a.text) for a in abilities}
    for word in face.keywords:
        low = word.lower()
        if low == "protection":
            keywords += protection_qualities(face.oracle_text) or [word]
            continue
        category = keyword_category(low)
        if category is None:
            keywords.append(word)
        elif _head(low) not in have:
            extra.append(keyword_ability(_keyword_text(face.oracle_text, low) or word, category, index))
    return keywords, extra


def _ignored_on_spell(word: str) -> tuple[str, str] | None:
    """An instant's or sorcery's keyword the table ignores (buyback, flashback, devoid, splice…): what it does
    happens from a hand or graveyard, or is already on the card (devoid's colour), so the spell on the stack
    needs none of it. Flash stays (it says when the card may be cast: resolver/optional.py)."""
    category = keyword_category(word.lower())
    return category if category is not None and category[0] == "ignored" and word.lower() != "flash" else None


def _head(text: str) -> str:
    """A keyword's first word: "Morph—Pay 5 life" → "morph"."""
    return re.split(r"[^a-z]+", text.strip().lower() + " ", maxsplit=1)[0]


def _keyword_text(oracle: str, keyword: str) -> str | None:
    for line in oracle.split("\n"):
        for part in PARTS.split(re.sub(r"\s*\([^)]*\)", "", line).strip().rstrip(".")):
            if part.lower().startswith(keyword):
                return part
    return None


def protection_qualities(oracle: str) -> list[str]:
    """ "Protection from black and from white" → ["protection from black", "protection from white"]."""
    out: list[str] = []
    for line in oracle.split("\n"):
        bare = re.sub(r"\s*\([^)]*\)", "", line).strip().rstrip(".")
        for part in PARTS.split(bare):
            m = PROTECTION.match(part.strip())
            if m:
                for q in re.split(r",? and from |, from ", m.group(1)):
                    out.append(f"protection from {q.strip().lower()}")
            elif out and part.lower().startswith("from "):
                out.append(f"protection {part.strip().lower()}")
    return out
