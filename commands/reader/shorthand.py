"""Table shorthand players type for combat (issue #16): "3/3 trample attacking vs 0/1 indestructible blocking",
"X attacks, opponent doesn't block", "it's unblocked", "it already took 2 this turn".

Each frame returns the clause in the situation language, or None. A creature said to be unblocked attacks (an
attack without a block is unblocked, CR 509.1h); "Opponent doesn't block" adds nothing to the board, and both are
checked against the blocks the rest of the message declares (`check_no_blocks`): a contradiction is asked back.
Damage a creature already took this turn is still marked on it (CR 120.6, 514.2).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import lexicon as lx
from ..situation import SituationError
from .dispatch import guarded
from .entities import Names, has_type, is_spell, subject
from .needles import sieved
from .story import casts, said

_NOT_BLOCK = (
    r"(?:does\s+not|doesn't|doesnt|did\s+not|didn't|didnt|do\s+not|don't|dont|won't|will\s+not|can't|cannot|"
    r"(?:chooses?|chose|decides?|decided|elects?|elected)\s+not\s+to)\s+block(?:\s+(?:it|them|him|her|at\s+all))?"
    r"(?:\s+or\s+prevent\s+(?:the\s+|any\s+)?damage)?|"  # "… does not block it or prevent damage": neither happens
    r"(?:has|had|have)\s+no\s+(?:blockers?|blocks?)|(?:is|was)\s+not\s+blocking|(?:isn't|wasn't)\s+blocking|"
    r"(?:makes?|made|declares?|declared)\s+no\s+(?:blocks?|blockers?)|"
    # "he has no creatures (on the battlefield)", "Opponent controls no untapped creatures": none to block with
    r"(?:has|had|have|controls?|controlled)\s+no\s+(?:untapped\s+)?(?:creatures?|potential\s+blockers?)"
    r"(?:\s+(?:in\s+play|on\s+(?:the\s+)?(?:battlefield|board|field|table)|out|to\s+block(?:\s+with)?))?"
)
_PLAYER_NO_BLOCK = re.compile(
    rf"^(?P<p>I|Opponent|he|she|they|we|nobody|no\s+one|no-one)\s+(?:{_NOT_BLOCK}|blocks?\s+nothing|blocked\s+nothing)$"
    r"|^(?:there\s+(?:are|were|is|was)\s+)?no\s+(?:blocks?|blockers?)(?:\s+(?:declared|were\s+declared))?$"
    r"|^(?P<q>nobody|no\s+one|no-one|nothing)\s+(?:blocks?|blocked)(?:\s+(?:it|them))?$",
    re.I,
)
# "I attack with a 3/3 infect, unblocked", "… and goes unblocked", "… (unblocked)": after an attack with its attacker
UNBLOCKED_AFTER = re.compile(
    r"\s*(?:,\s*|\s+and\s+(?:is|was|goes|went|gets|got|stays|remains)\s+|\s+)"
    r"(?:\(unblocked\)|unblocked|\(?no\s+blocks?\)?|\(?no\s+blockers?\)?|not\s+blocked)$",
    re.I,
)
_ATTACK_WITH = re.compile(r"^(?:I|Opponent|he|she|they|we)\s+(?:attacks?|attacked|swings?|swung)\b.*\bwith\s", re.I)
_UNBLOCKED = sieved(
    r"^(?P<x>.+?)\s+(?:(?:is|was|goes|went|gets|got|stays?|stayed|remains?|remained|comes?\s+through|"
    r"came\s+through|is\s+left|was\s+left)\s+unblocked|(?:is|was)\s+not\s+blocked|(?:isn't|wasn't)\s+blocked|"
    r"(?:does\s+not|doesn't|did\s+not|didn't)\s+get\s+blocked|(?:attacks?|attacked|swings?|swung)\s+unblocked|"
    r"(?:attacks?|attacked|swings?|swung|goes|went)\s+(?:in\s+)?unblocked)$",
    re.I,
)


_ITS = re.compile(r"^(it|that|he|she)'s\b", re.I)


@dataclass(frozen=True)
class NoBlock:
    """What a clause says is not blocked: a creature (`attacker`, as written) or a player's blocks (`player`)."""

    clause: str
    attacker: str = ""
    player: str = ""
    after_attack: bool = False  # "I attack with X, unblocked": the attack clause says it (frames.frame_attack_with)


def no_block(clause: str) -> NoBlock | None:
    """ "Opponent doesn't block" → NoBlock(player="Opponent"); "it's unblocked" → NoBlock(attacker="it")."""
    text = clause.strip()
    m = _PLAYER_NO_BLOCK.match(text)
    if m:
        who = subject(m["p"])[0] if m["p"] else None
        return NoBlock(text, player=who or "anyone")
    m = _UNBLOCKED.match(_ITS.sub(lambda its: f"{its[1]} is", text))  # (a function: no template parsed each call)
    if m and not subject(m["x"])[0]:
        return NoBlock(text, attacker=m["x"])
    if _ATTACK_WITH.match(text) and UNBLOCKED_AFTER.search(text):
        return NoBlock(text, attacker="it", after_attack=True)
    return None


@guarded(_PLAYER_NO_BLOCK, _UNBLOCKED)
def frame_no_block(clause: str, names: Names) -> str | None:
    """ "Grizzly Bears is unblocked" → "Grizzly Bears attacks"; "Opponent doesn't block" → nothing to add (the
    reading says it: no creature blocks)."""
    said_so = no_block(clause)
    if said_so is None or said_so.after_attack:
        return None
    if said_so.attacker:
        return said(f"{said_so.attacker} attacks", f'"{clause}": no creature blocks it')
    return said("", f'"{clause}": no creature blocks')


_NO_CREATURES = re.compile(r"\bno\s+(?:creatures?|potential\s+blockers?)\b", re.I)


def check_no_blocks(
    claims: list[tuple[NoBlock, str | None]],
    scenario: dict[str, Any],
    creatures: dict[str, tuple[str, str]] | None = None,
) -> None:
    """Asked back: a message that says nothing blocks and also declares a block, or says nothing blocks but no
    creature attacks (what attacks isn't a guess), or says a player has no creatures beside one of theirs that
    doesn't attack ("Opponent controls Grizzly Bears. He has no creatures"). `claims`: each claim with the attacker
    id it named, if any; `creatures`: the creatures on the battlefield, id -> (controller, name)."""
    if not claims:
        return
    attackers: set[str] = set()
    blocked: dict[str, str] = {}  # blocker -> attacker
    for action in scenario.get("actions") or []:
        combat = action.get("combat") or {}
        attackers |= set(combat.get("attackers") or {})
        for blocker, attacker in (combat.get("blockers") or {}).items():
            for a in attacker if isinstance(attacker, list) else [attacker]:
                blocked[blocker] = a
    for claim, attacker in claims:
        if not attackers:
            raise SituationError(
                f'"{claim.clause}": no creature attacks in the message: say what attacks (e.g. "Grizzly Bears '
                "attacks Opponent and isn't blocked\"; see /help ruling)"
            )
        if (attacker is not None and attacker in blocked.values()) or (claim.player and blocked):
            raise SituationError(
                f'"{claim.clause}" says nothing blocks, and the message also declares a block: say which creature '
                "is blocked and which isn't (see /help ruling)"
            )
        standing = [
            name
            for c, (who, name) in (creatures or {}).items()
            if c not in attackers and who == claim.player and _NO_CREATURES.search(claim.clause)
        ]
        if standing:
            raise SituationError(
                f'"{claim.clause}", and the message also puts {standing[0]} on {claim.player}\'s side: say whether it '
                "is there, and whether it blocks (see /help ruling)"
            )


_VERSUS = sieved(
    r"^(?P<x>.+?)\s*,?\s+(?:attacking|attacks|attacker|\(attacking\)|\(attacker\))\s*,?\s*"
    r"(?:vs\.?|versus|against|into|and|,)\s+(?P<y>.+?)\s+(?:blocking|blocks|blocker|\(blocking\)|\(blocker\))$",
    re.I,
)


@guarded(_VERSUS)
def frame_versus(clause: str, names: Names, rewrite: Callable[[str, Names], str]) -> str | None:
    """ "3/3 trample attacking vs 0/1 indestructible blocking" → "A 3/3 trample creature attacks. A 0/1
    indestructible creature blocks it" (each side read as any clause: a size, a card, "my"/"his")."""
    m = _VERSUS.match(clause.strip())
    if not m or subject(m["x"])[0] or subject(m["y"])[0]:
        return None  # "Opponent attacks and …": a player, not a creature (the other frames read it)
    x, y = (_article(part) for part in (m["x"], m["y"]))
    first, second = rewrite(f"{x} attacks", names), rewrite(f"{y} blocks it", names)
    notes = (*getattr(first, "notes", ()), *getattr(second, "notes", ()))
    return said(f"{first}. {second}", *notes)


def _article(part: str) -> str:
    """ "3/3 trample" → "a 3/3 trample" (a size said alone is a creature of that size)."""
    part = part.strip(" ,")
    return f"a {part}" if re.match(r"^[0-9]{1,3}/[0-9]{1,3}\b", part) else part


_DAMAGE_BEFORE = sieved(
    r"^(?P<x>.+?)\s+(?:has\s+|had\s+)?(?P<already>already\s+)?(?:(?:took|taken|has\s+taken|had\s+taken|was\s+dealt|"
    r"has\s+been\s+dealt|had\s+been\s+dealt|been\s+dealt|got\s+dealt)\s+(?P<n>[0-9]+|one|two|three|four|five|six)"
    r"(?:\s+(?:points?\s+of\s+)?(?:damage|dmg))?|(?:got|received)\s+(?P<m>[0-9]+|one|two|three|four|five|six)\s+"
    r"(?:points?\s+of\s+)?(?:damage|dmg))(?P<when>\s+(?:already\s+)?(?:earlier\s+)?this\s+turn|\s+already)?$",
    re.I,
)
_NUMBER = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


@guarded(_DAMAGE_BEFORE)
def frame_damage_this_turn(clause: str, names: Names) -> str | None:
    """ "it already took 2 this turn", "Hill Giant has already been dealt 2 damage" → "it has 2 damage marked"
    (damage stays marked until the cleanup step, CR 120.6, 514.2). Only with "already" or "this turn": "it took 2"
    alone may be what the asker saw happen (a report, set aside). Never a player's: their life says it."""
    m = _DAMAGE_BEFORE.match(clause.strip())
    if not m or not (m["already"] or m["when"]):
        return None
    x = m["x"].strip()
    if subject(x)[0] or x.lower() in ("me", "you", "we", "us", "him", "her", "them", "my face"):
        return None
    for *_, name in names.spans(x):
        if not has_type(names.card(name), "creature"):
            return None  # a planeswalker dealt damage lost loyalty (CR 120.3c): its loyalty says it
    said_n = m["n"] or m["m"]
    n = _NUMBER.get(said_n.lower(), said_n)
    return said(f"{x} has {n} damage marked", f'"{clause}": the damage is still marked on it this turn (CR 120.6)')


_ROLE = re.compile(
    r"^(?P<q>my|Opponent's|his|her|their|the)?\s*(?P<role>attacker|attacking\s+creature|blocker|blocking\s+creature)"
    r"\s*(?::|=|-|\bis\b)\s*(?P<x>(?:an?\s+)?[0-9]{1,3}/[0-9]{1,3}\b.*|[A-Z].*)$",
    re.I,
)


_ARTICLE = re.compile(r"^an?\s+", re.I)


@guarded(_ROLE)
def frame_role(clause: str, names: Names, rewrite: Callable[[str, Names], str]) -> str | None:
    """ "Attacker: 4/4 trample deathtouch", "his blocker is a 2/2 indestructible" → it attacks / it blocks the
    creature named before ("it"; asked back when nothing was). Whose it is: "my"/"his", else assumed and said."""
    m = _ROLE.match(clause.strip())
    if not m:
        return None
    whose = m["q"] if m["q"] and m["q"].lower() != "the" else ""
    x = _article(m["x"])
    if whose:
        x = f"{whose} {_ARTICLE.sub('', x)}"
    verb = "attacks" if m["role"].lower().startswith("attack") else "blocks it"
    out = rewrite(f"{x} {verb}", names)
    return said(out, *getattr(out, "notes", ()))


_HIT_WITH = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we)\s+(?:hit|hits|hitting|zapped|zaps|zap|pinged|pings|ping|shot|shoots|shoot|burned|burnt|"
    r"burns|nailed|nails|killed|kills|finished\s+off|finishes\s+off|tried\s+to\s+kill|tries\s+to\s+kill)\s+"
    r"(?P<t>.+?)\s+with\s+(?:an?\s+|my\s+|his\s+|her\s+|their\s+|the\s+)?(?P<x>.+?)"
    r"(?:\s+on\s+(?P<turn>his|her|my|their|Opponent's)\s+turn)?$",
    re.I,
)


# the verbs that say a permanent's damage ability was used ("I pinged his goblin with Prodigal Sorcerer")
_PINGED = re.compile(r"^(?:pinged|pings|ping|shot|shoots|shoot|zapped|zaps|zap)$", re.I)


@guarded(_HIT_WITH)
def frame_hit_with(clause: str, names: Names) -> str | None:
    """ "My opponent hit me with a Lightning Bolt", "he killed my bear with a Shock" → "<player> casts <spell>
    targeting <target>": only an instant or sorcery (a creature "hitting" someone may be an attack or an ability).
    "I pinged his goblin with Prodigal Sorcerer": a permanent's ability, by the verbs of a pinger only ("shot",
    "zapped"), read as activating it (CR 602.2; which ability, when it has several, is asked there)."""
    m = _HIT_WITH.match(clause.strip())
    pinged = m is not None and _PINGED.match(m.group(0).split()[1]) is not None
    if pinged and (card := names.card(m["x"])) is not None and not is_spell(card):
        p = subject(m["p"])[0] or "I"
        return f"{p} {lx.verb(p, 'activate')} {m['x']} targeting {m['t']}"
    cast = casts(m, names)
    if m is None or cast is None:
        return None
    turn = ""
    if m["turn"]:  # "on his turn": whose turn it is
        turn = "It's my turn. " if m["turn"].lower() == "my" else "It's Opponent's turn. "
    return said(f"{turn}{cast} targeting {m['t']}", f'"{clause}" is read as casting {names.card(m["x"]).name}')


_AND_THEN = re.compile(
    r"^(?P<p>I|Opponent|he|she|we)\s+(?P<a>.+?),?\s+(?:(?P<then>and\s+then|then)|and)\s+(?P<b>\S.+)$", re.I
)


# "… and ends his turn" (Odds // Ends), "… and passes": words of the game's flow, never a spell cast
_NOT_A_CAST = re.compile(r"^(?:ends?|ended|pass(?:es|ed)?)\b|\b(?:turn|phase|step)\b", re.I)


# what a spell used as a verb is aimed at: "… and Giant Growth it", "… and Shocks him", "… and bolts my bear"
_AIMED = re.compile(
    r"^(?:it|him|her|them|me|myself|himself|herself|face|my\s+face|(?:my|his|her|their|Opponent's|the|that)\s+(?!hand\b)\S.*)$"
    r"(?<!\bhand)",
    re.I,
)


@guarded(_AND_THEN)
def frame_and_card_verb(clause: str, names: Names, rewrite: Callable[[str, Names], str]) -> str | None:
    """ "I block with Grizzly Bears and Giant Growth it" → "I block with Grizzly Bears. I cast Giant Growth targeting
    it": a second verb that is a spell's name, after the same player (the first part read as any clause)."""
    m = _AND_THEN.match(clause.strip())
    verb = names.spell_verb(m["b"]) if m and not _NOT_A_CAST.search(m["b"]) else None
    if m is None or verb is None or not _AIMED.match(verb.rest):
        return None  # "I have Mending Hands and Healing Salve in hand": a list of cards, not a cast
    first, second = rewrite(f"{m['p']} {m['a']}", names), rewrite(f"{m['p']} {m['b']}", names)
    if second == f"{m['p']} {m['b']}":
        return None
    then = "Then " if m["then"] else ""  # "… and then bolts it": the first resolves first
    return said(f"{first}. {then}{second}", *getattr(first, "notes", ()), *getattr(second, "notes", ()))


_ITEM = r"(?:(?<=\s)|^)\(?{n}\)\s*(?=\S)|(?m:^\s*\(?{n}[.)]\s+(?=\S))"
_FIRST_ITEM = sieved(_ITEM.format(n="1"))  # (a message without "1)" or "1." isn't searched)
NUMBERED_ITEMS = "the message lists numbered items"  # how no_numbered_cases's refusal starts
_SECOND_ITEM = re.compile(_ITEM.format(n="2"))


def no_numbered_cases(text: str) -> None:
    """ "1) Trample + Deathtouch 2) Trample only": numbered items may be cases to compare or steps of one game;
    which isn't a guess: asked back, with the first item as a rewrite to ask about."""
    first = _FIRST_ITEM.search(text)
    second = _SECOND_ITEM.search(text, first.end()) if first else None
    if not first or not second:
        return
    item = " ".join(text[first.end() : second.start()].split()).rstrip(" ,;")
    mark, other = first.group(0).strip(), second.group(0).strip()
    raise SituationError(
        f'{NUMBERED_ITEMS} ("{mark} {item[:60]}", "{other} …"): ask about one case at a time, each '
        "said as sentences (steps of one game: write them as sentences in order; see /help ruling)"
    )


_HAS_ATTACKING = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we)\s+(?:has|had|have|controls?|controlled|got)\s+"
    r"(?P<x>(?!(?:nothing|no|none)\b).+?)\s+(?:attacking|swinging)(?:\s+(?:me|you|him|them|Opponent))?$",
    re.I,
)


@guarded(_HAS_ATTACKING)
def frame_has_attacking(clause: str, names: Names) -> str | None:
    """ "opp has a 4/4 lifelink attacking", "I had a Hill Giant attacking him": that player attacks with it (the
    other player: CR 506.2)."""
    m = _HAS_ATTACKING.match(clause.strip())
    if m is None:
        return None
    who = subject(m["p"])[0]
    if who is None:
        return None
    return f"{who} {'attack' if who == 'I' else 'attacks'} with {m['x']}"


# "I have a 3/3 first striker blocking his 2/2 deathtouch": that player's creature blocks the other's
_HAS_BLOCKING = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we)\s+(?:has|had|have|controls?|controlled|got)\s+"
    r"(?P<x>(?!(?:nothing|no|none)\b).+?)\s+blocking\s+(?P<y>(?:his|her|their|my|Opponent's)\s+.+)$",
    re.I,
)


# "If I have a 4/4 with lifelink blocked by a 2/2": that player's creature attacks and is blocked
_HAS_BLOCKED = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we)\s+(?:has|had|have|controls?|controlled|got)\s+"
    r"(?P<x>(?!(?:nothing|no|none)\b).+?)\s+(?:that\s+(?:is|was|gets|got)\s+|which\s+(?:is|was)\s+)?"
    r"(?:chump\s+)?blocked\s+by\s+(?P<y>.+)$",
    re.I,
)


@guarded(_HAS_BLOCKED)
def frame_has_blocked(clause: str, names: Names) -> str | None:
    """ "If I have a 4/4 with lifelink blocked by a 2/2" → "I attack with a 4/4 with lifelink. It is blocked by a
    2/2" (a blocked creature attacks: CR 509.1)."""
    m = _HAS_BLOCKED.match(clause.strip())
    if m is None:
        return None
    who = subject(m["p"])[0]
    if who is None:
        return None
    return f"{who} {'attack' if who == 'I' else 'attacks'} with {m['x']}. It is blocked by {m['y']}"


@guarded(_HAS_BLOCKING)
def frame_has_blocking(clause: str, names: Names) -> str | None:
    """ "I have a 3/3 first striker blocking his 2/2 deathtouch" → "I block his 2/2 deathtouch with a 3/3 first
    striker" (the blocked creature attacks: CR 509.1)."""
    m = _HAS_BLOCKING.match(clause.strip())
    if m is None:
        return None
    who = subject(m["p"])[0]
    if who is None:
        return None
    return f"{who} {'block' if who == 'I' else 'blocks'} {m['y']} with {m['x']}"


_NOT_DONE = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we)\s+(?:doesn't|does\s+not|didn't|did\s+not|don't|do\s+not|won't|will\s+not|"
    r"(?:chooses?|chose|decides?|decided)\s+not\s+to)\s+(?:regenerate|respond|activate|cast|use|sacrifice|pay|play)\b"
    r"[^,;]*$",
    re.I,
)


@guarded(_NOT_DONE)
def frame_not_done(clause: str, names: Names) -> str | None:
    """ "He doesn't regenerate it", "Opponent didn't respond": what a player doesn't do adds nothing (what isn't said
    to happen doesn't happen here), and the reading says so."""
    if _NOT_DONE.match(clause.strip()) is None:
        return None
    return said("", f'"{clause.strip()}": nothing is done')
