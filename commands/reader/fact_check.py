"""A fact said inside a belief or a report that the board as read already has ("First he said the Archer can't block
fliers at all (it has reach??)", "thinking it's indestructible so it's fine", "his Wurm lives because it has 4
toughness"): such a fact can't change the answer, so the clause is set aside as commentary rather than asked back
(reader._no_belief). The facts checked: a keyword ("has reach", "is indestructible"), a power or toughness ("has 4
toughness"), a size ("is a 6/4"), each of the one permanent the words name, as printed or described with its
counters: "it" is the permanent the clause names last before it, else the one the reading named last; a word is one
of a single permanent's name ("the Archer": Thornweald Archer). Anything else said as a fact keeps it asked back."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .. import lexicon as lx
from ..creature_types import creature_type
from ..referent_fit import one_named
from ..size_said import size_read
from .commentary import believed_fact

if TYPE_CHECKING:
    from ..situation import Reader

_KEYWORDS = "|".join(sorted((k.replace(" ", r"\s+") for k in lx.KEYWORDS), key=len, reverse=True))
_ADJECTIVES = "indestructible|hexproof|unblockable"
_SUBJECT = (
    r"(?P<s>it|(?:the|my|his|her|their|Opponent's|opp's)\s+[a-z][\w'-]*|(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})|"
    r"(?-i:[a-z][a-z'-]{3,}))"  # "croc has 5 power": a word of one permanent's name, in lower case (_loosely_named)
)
_CLAIM = re.compile(
    rf"\b{_SUBJECT}(?:\s+only|\s+just|\s+still)?(?:\s+|(?='s\s))(?:"
    rf"(?:has|had|have|'s\s+got|got)\s+(?P<k>{_KEYWORDS})|"
    rf"(?:is\s+|'s\s+|was\s+)(?:still\s+|also\s+)?(?P<a>{_ADJECTIVES})|"
    r"(?:has|had|have)\s+(?P<n>[0-9]{1,2})\s+(?P<pt>toughness|power)|"
    r"(?:is\s+|'s\s+|was\s+)(?:an?\s+)?(?P<size>[0-9]{1,2}/[0-9]{1,2})(?!\s*/)"
    r")\b",
    re.I,
)


def keywords_it_has(clause: str, r: Reader, before: str = "") -> bool:
    """Whether every board fact `clause` states is one the board as read has of the permanent it names; `before`:
    the clause a reason follows ("his Wurm lives" before "because it has 4 toughness"), where "it" may be named."""
    claims = list(_CLAIM.finditer(clause))
    if not claims or believed_fact(_CLAIM.sub(" ", clause)):
        return False
    return _all_hold(claims, clause, r, before)


def restated_fact(clause: str, r: Reader, before: str = "") -> bool:
    """Whether `clause` is only facts the board as read has ("my elf only has 1 toughness", "the croc has 5 power"):
    a restatement, which changes nothing (the reading says so)."""
    claims = list(_CLAIM.finditer(clause))
    rest = _CLAIM.sub(" ", clause).lower()
    if not claims or re.sub(r"\b(?:and|but|so|also|only|just|still|too|though|because|since)\b|[\s,.;:!?]", "", rest):
        return False
    return _all_hold(claims, clause, r, before)


def _all_hold(claims: list[re.Match[str]], clause: str, r: Reader, before: str) -> bool:
    """Whether the board as read has each fact claimed, of the permanent each names."""
    return all(_holds(_named(r, m["s"], f"{before} {clause[: m.start()]}"), m) for m in claims)


# "i block with ukud cobra because deathtouch", "… since it has first strike and trample": a reason that is only
# keywords, of the permanent named last before it
_KEYWORD_REASON = re.compile(
    rf"^(?:because|since|as|cause|cuz|bc)\s+(?:of\s+)?(?:(?:it|he|she|{_SUBJECT[6:-1]})\s+(?:has|had|have)\s+)?"
    rf"(?P<k>(?:{_KEYWORDS})(?:\s*(?:,|and|&|\+|,\s*and)\s*(?:{_KEYWORDS}))*)$",
    re.I,
)


def keyword_reason(clause: str, r: Reader, before: str) -> bool:
    """Whether `clause` is a reason that is only keywords ("because deathtouch") the board as read gives the
    permanent `before` names last (or the one it names, "since the Cobra has deathtouch"): it changes nothing."""
    m = _KEYWORD_REASON.match(clause.strip())
    if m is None:
        return False
    said = re.match(r"^\S+\s+(?:of\s+)?(?P<s>.+?)\s+(?:has|had|have)\s", clause.strip(), re.I)
    subject = said["s"] if said and said["s"].lower() not in ("he", "she") else "it"
    obj = _named(r, subject, before)
    wanted = [" ".join(k.lower().split()) for k in re.split(r"\s*(?:,\s*and|,|\band\b|&|\+)\s*", m["k"]) if k.strip()]
    return obj is not None and all(k in keywords_of(obj) for k in wanted)


def _named(r: Reader, subject: str, before: str) -> Any:
    """The one permanent `subject` names ("it": the last one `before` names, else the reading's last), or None."""
    if subject.strip().lower() != "it":
        return one_named(r, subject) or _loosely_named(r, subject)
    permanents = [o for o in r.objects if o.permanent]
    for w in reversed([w.strip(".,;:!?()'\"").lower() for w in before.split()]):
        hit = [o for o in permanents if w and w in o.name.lower().replace(",", "").split()]
        if hit:
            return hit[0] if len(hit) == 1 else None
    return r.last if r.last is not None and r.last.permanent else None


_OWNERS = {"my": lx.YOU, **dict.fromkeys(("his", "her", "their", "opponent's", "opp's"), lx.OPPONENT)}


def _loosely_named(r: Reader, said: str) -> Any:
    """The one permanent a chat word names ("croc": Dross Crocodile, a start of one of its name's words of 4 letters
    or more; "my elf": my one Elf), of the owner said, or None when none or several do."""
    words = said.strip().lower().split()
    owner = _OWNERS.get(words[0]) if len(words) > 1 else None
    word = words[-1]
    kind = creature_type(word)
    found = [
        o
        for o in r.objects
        if o.permanent
        and (owner is None or o.controller == owner)
        and (
            (len(word) >= 4 and any(w.startswith(word) for w in o.name.lower().replace(",", "").split()))
            or (kind is not None and o.card is not None and kind in o.card.faces[o.face].subtypes)
        )
    ]
    return found[0] if len(found) == 1 else None


def _holds(obj: Any, m: re.Match[str]) -> bool:
    if obj is None:
        return False
    if m["k"] or m["a"]:
        return " ".join((m["k"] or m["a"]).lower().split()) in keywords_of(obj)
    size = size_read(obj)
    if size is None:
        return False
    if m["size"]:
        return size == m["size"]
    power, toughness = size.split("/")
    return (toughness if m["pt"].lower() == "toughness" else power) == m["n"]


def keywords_of(obj: Any) -> set[str]:
    """The keywords a permanent has as read: its card's, given and described (lower case)."""
    printed = obj.card.faces[obj.face].keywords if obj.card is not None else []
    return {k.lower() for k in (*printed, *obj.keywords, *obj.explicit.get("keywords", ()))}
