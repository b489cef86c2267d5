"""A question that asks whether a player could do something the situation doesn't say they do ("Could he
regenerate the Ornithopter?" after "I cast Disenchant targeting the Ornithopter").

Answered as the situation stands, such a question would get the answer to another one (the Ornithopter is
destroyed: nobody regenerated it). So it is read as the player doing it, where the board says exactly how
(the one permanent of theirs that regenerates that creature: activated in response to what is on the stack,
else at that point — CR 701.15a, 614.8), and the reading says so; where it doesn't, it is asked back.
"""

from __future__ import annotations

import re
from typing import Any

from resolver.cards import activated_abilities

from .. import lexicon as lx
from ..situation import Reader, SituationError
from .entities import Names, is_spell, subject

_ASKS = (
    r"^(?:so\s+)?(?:could|can|may|would|will|should|shall|is|couldn't|can't|cannot|wouldn't|won't|shouldn't|isn't)\s+"
)
_REGENERATE = re.compile(
    rf"{_ASKS}(?P<p>I|Opponent|he|she|they)\s+(?:still\s+|then\s+|just\s+)?(?:be\s+able\s+to\s+)?regenerate\s+"
    r"(?P<x>.+?)(?:\s+in\s+response(?:\s+to\s+.+)?)?$",
    re.I,
)
# "Can he use his CoP …?", "Could I activate Samite Healer?", "Can Opponent respond with …?": something done
_DOES = re.compile(
    rf"{_ASKS}(?P<p>I|Opponent|he|she|they)\s+(?:still\s+|then\s+|just\s+)?(?:be\s+able\s+to\s+)?"
    r"(?P<v>regenerate|activate|use|cast|play|flash|respond|sacrifice|counter|redirect|tap|equip|pump|"
    r"bolt|shock|ping|burn)\b",
    re.I,
)


# "Can I activate Samite Healer targeting my bear?", "Could he cast Shock on it?": a named card's use asked about
_COULD = re.compile(
    rf"{_ASKS}(?P<p>I|Opponent|he|she|they)\s+(?:still\s+|then\s+|just\s+|also\s+)?(?:be\s+able\s+to\s+)?"
    r"(?P<v>activate|cast|use)\s+(?P<x>.+?)(?:\s+(?:now|here|first))?$",
    re.I,
)


# "Can I save my bear with Giant Growth?", "Could I kill it with Prodigal Sorcerer?": what for, then the card
_WITH_CARD = re.compile(
    rf"{_ASKS}(?P<p>I|Opponent|he|she|they)\s+(?:still\s+|then\s+|just\s+|also\s+)?(?:be\s+able\s+to\s+)?"
    r"(?:save|kill|stop|finish(?:\s+off)?|protect)\s+\S.*?\s+(?:with|using|by\s+(?:casting|activating|using))\s+"
    r"(?:my\s+|his\s+|her\s+|their\s+|an?\s+)?(?P<x>.+?)(?:\s+in\s+response)?$",
    re.I,
)


# when the use asked about would be other than at this point: asked back (not_done), never offered as a response
_WHEN = re.compile(
    r"\b(?:after|before|once|when|whenever|until|during|then|later|next|resolves?|resolved|end\s+of|"
    r"upkeep|combat|blockers?|attackers?|damage\s+step|main\s+phase)\b",
    re.I,
)


def could_do(question: str, names: Names) -> tuple[str, str] | None:
    """ "Can I activate Samite Healer targeting Grizzly Bears?": read as the use offered ("I could activate …"):
    each legal way and not using it is an outcome, labelled (what the question asks is which of them works), and
    the reading says so. None when the question doesn't start its object with a card's name."""
    m = _COULD.match(question) or _WITH_CARD.match(question)
    if m is None or _WHEN.search(m["x"]):  # "… on my bear after Pyroclasm resolves": not the use offered now
        return None
    spans = names.spans(m["x"])
    if not spans or spans[0][0] != 0:
        return None
    card = names.card(spans[0][2])
    if card is None:
        return None
    verb = "cast" if is_spell(card) else "activate"
    if m.re is _WITH_CARD:  # which target it would take is the player's choice: each legal one is an outcome
        if spans[0][1] != len(m["x"].split()):
            return None  # more said after the card ("with Giant Growth and Shock"): not one use
        rest = spans[0][2]
    elif m["v"].lower() not in ("use", verb):
        return None  # "Can I cast Samite Healer?": not what the card is for; asked back (not_done)
    else:
        rest = re.sub(r"\s+(?:on|at)\s+", " targeting ", m["x"], count=1, flags=re.I)
    p = subject(m["p"])[0] or "Opponent"
    who = "you" if p == "I" else p
    return (
        f"{p} could {verb} {rest}",
        f'"{question}" is read as {who} may {verb} {card.name} or not: each way is an outcome',
    )


def asked_action(question: str, r: Reader, names: Names) -> tuple[str, str] | None:
    """(the sentence the question is read as, the note that says so), or None when it asks about no action.
    Raises SituationError when it asks about one the board doesn't say how to do."""
    m = _REGENERATE.match(question)
    if m is None:
        return could_do(question, names)
    p = subject(m["p"])[0] or "Opponent"
    target = _the_creature(m["x"], r, names)
    if target is None:
        raise SituationError(f'"{question}": say which creature is regenerated, by its name (see /help ruling)')
    source, named = regenerator(r, p, target, question)
    if not r.stack and r.actions:  # "Lightning Bolt resolves. Can he regenerate it?": too late, or before? unsaid
        raise SituationError(
            f'"{question}": say when it is activated ("In response to <spell>, {p} activates {source.name}"; '
            "see /help ruling)"
        )
    verb = lx.verb(p, "activate")
    lead = "In response, " if r.stack else ""
    then = "in response to what is on the stack" if r.stack else "at this point"
    note = (
        f'"{question}" is read as {"you" if p == "I" else p} activating {source.name} to regenerate {target.name} '
        f"{then}: the answer says whether it survives (CR 701.15a)"
    )
    return f"{lead}{p} {verb} {named}", note


def not_done(question: str, read: str, names: Names) -> None:
    """A question about something a player could do that no sentence says they do, and no frame reads: asked back
    (answered without it, the answer would be to another question)."""
    m = _DOES.match(question)
    if m is None:
        _no_card_verb_asked(question, read, names)
        return
    if _REGENERATE.match(question):
        return
    cards = [n for *_, n in names.spans(question[m.end() :])]
    again = re.search(r"\b(?:another|again|twice|(?:a\s+)?(?:second|third)|one\s+more)\b", question, re.I)
    if cards and all(n in read for n in cards) and not again:
        return  # "Can I activate Samite Healer?" after "I activate Samite Healer …": what it states
    if not cards and not again and re.search(rf"\b{m['v']}", read, re.I):
        return  # the situation says it: the question asks about what it states
    raise SituationError(
        f'"{question}" asks whether a player could {m["v"].lower()} something the situation doesn\'t say they do: '
        'say it as a sentence (e.g. "In response, Opponent activates <card>"), then ask (see /help ruling)'
    )


# "could I giant growth it in response?", "should I bolt his bear?": a player, then what they would do
_ASKED_PLAYER = re.compile(rf"{_ASKS}(?:I|Opponent|he|she|they)\s+(?:still\s+|then\s+|just\s+)?(?P<rest>.+)$", re.I)


def _no_card_verb_asked(question: str, read: str, names: Names) -> None:
    """A question whose action is a spell's name as a verb ("could I giant growth it in response?") that no
    sentence says is cast: asked back, as not_done asks the verbs it lists (answered as the board stands, the bear
    "dies", the answer to another question)."""
    m = _ASKED_PLAYER.match(question)
    verb = names.spell_verb(m["rest"]) if m else None
    if verb is None or verb.name in read:
        return
    raise SituationError(
        f'"{question}" asks whether a player could cast {verb.name}, which the situation doesn\'t say they do: say '
        f'it as a sentence (e.g. "In response, I cast {verb.name} targeting <target>"), then ask (see /help ruling)'
    )


def _the_creature(text: str, r: Reader, names: Names) -> Any:
    phrase = re.sub(r"^(?:the|that|this|his|her|their|my|Opponent's)\s+", "", text.strip(), flags=re.I)
    if phrase.lower() in ("it", "him", "her", "them", "that", "this"):
        return r.last if r.last is not None and r.last.permanent else None
    card = names.card(phrase)
    if card is None:
        return None
    found = [o for o in r.objects if o.card is not None and o.card.name == card.name]
    return found[0] if len(found) == 1 else None


def regenerator(r: Reader, p: str, target: Any, said: str) -> tuple[Any, str]:
    """The one permanent of player `p`'s ("I", "Opponent") whose activated ability regenerates `target`, and how
    to name that ability ("Drudge Skeletons", "River Boa ability 2"); none or several (or two of its name): asked."""
    who = lx.YOU if p == "I" else lx.OPPONENT
    ways = [o for o in r.objects if o.permanent and o.controller == who and regenerates_by(o, target)]
    if len(ways) != 1 or sum(o.name == ways[0].name for o in r.objects) > 1:
        whose = "you control" if p == "I" else f"{p} {lx.verb(p, 'control')}"
        what = f"nothing {whose} regenerates it" if not ways else "several permanents could"
        raise SituationError(
            f'"{said}": {what} — say what is activated ("In response, {p} {lx.verb(p, "activate")} <card>"; see '
            "/help ruling)"
        )
    source = ways[0]
    abilities = activated_abilities(source.card, source.face)
    which = next(n for n, a in enumerate(abilities, 1) if _regeneration_of(a))
    return source, source.name if len(abilities) == 1 else f"{source.name} ability {which}"  # "which ability?"


def regenerates_by(source: Any, target: Any) -> bool:
    """Whether an activated ability of `source` regenerates `target`: its own ("{1}{G}: Regenerate Skyshroud Troll")
    or an Aura's for what it enchants ("{G}: Regenerate enchanted creature")."""
    whom = regenerated(source.card)
    return ("$this" in whom and source is target) or ("$attached" in whom and source.attached_to == target.id)


def regenerated(card: Any) -> set[str]:
    """What the card's activated abilities regenerate: "$this" (itself), "$attached" (what it enchants)."""
    if card is None:
        return set()
    return {who for a in card.abilities if a.kind == "activated" for who in _regeneration_of(a)}


def _regeneration_of(ability: Any) -> list[str]:
    return [
        t.get("id")
        for st in ability.steps
        if (st.get("effect") or {}).get("kind") == "regenerate"
        for t in (st.get("effect") or {}).get("to", [])
    ]


_REGENERATE_SAID = re.compile(
    r"^(?P<p>I|Opponent|he|she|they)\s+(?:regenerates?|regenerated|regen|regens)\s+(?P<x>.+?)$", re.I
)


def frame_regenerate(clause: str, names: Names) -> str | None:
    """ "In response, I regenerate my Drudge Skeletons" → "I activate my Drudge Skeletons": a creature whose one
    activated ability regenerates itself (CR 701.15a); another way to regenerate it isn't read here (asked)."""
    m = _REGENERATE_SAID.match(clause.strip())
    if m is None:
        return None
    spans = names.spans(m["x"])
    card = names.card(spans[0][2]) if len(spans) == 1 else None
    activated = [a for a in card.abilities if a.kind == "activated"] if card is not None else []
    if len(activated) != 1 or "$this" not in regenerated(card):
        return None
    p = subject(m["p"])[0]
    return f"{p} {lx.verb(p, 'activate')} {m['x']}" if p else None
