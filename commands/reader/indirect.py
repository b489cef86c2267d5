"""A question asked indirectly (issue #16, "answer the question asked"): "I want to know whether it dies", "I was
wondering if my bear survives", "not sure if I take 4", "Wondering whether lifelink still gains him life?". Said
as the direct question ("does it die", "does my bear survive", "do I take 4"), it is answered as one; before,
the sentence was set aside as commentary and the answer had no first line."""

from __future__ import annotations

import re

_LEAD = re.compile(
    r"^(?:so\s+|and\s+|but\s+|now\s+)?(?:(?:I|we|im)(?:\s+|(?='))(?:just\s+|really\s+)?(?:(?:want(?:ed)?|would\s+like|'d\s+like|"
    r"need(?:ed)?)\s+to\s+know|(?:(?:am|'m|are|'re|was|were)\s+)?(?:just\s+)?(?:wondering|curious|not\s+sure|unsure)|wonder(?:ed)?|"
    r"(?:don't|do\s+not|didn't)\s+know)|(?:just\s+)?wondering|not\s+sure|curious)\s+(?:if|whether)\s+(?P<q>.+)$",
    re.I,
)
_AUX = r"will|would|can|could|should|is|are|am|was|were"  # ("does" is a verb too: "it does full damage")
# the subject (one to five words), then its auxiliary: "my bear will survive" → "will my bear survive"
_AUX_AFTER = re.compile(rf"^(?P<s>(?:[\w'/+-]+\s+){{0,4}}?[\w'/+-]+)\s+(?P<aux>{_AUX})\s+(?P<rest>.+)$", re.I)
# the subject, then a verb of what a question asks about: "I take 4" → "do I take 4"
_VERBS = "take|lose|gain|get|deal|survive|die|live|trample|kill|go|stay|keep|prevent|destroy|assign|block|do"
_IRREGULAR = {"dies": "die", "does": "do", "goes": "go"}
_VERB_AFTER = re.compile(
    rf"^(?P<s>(?:[\w'/+-]+\s+){{0,4}}?[\w'/+-]+)\s+(?:still\s+)?(?P<v>(?:{_VERBS})s?|dies|does|goes)\b(?P<rest>.*)$",
    re.I,
)
_PLURAL_SUBJECT = re.compile(r"^(?:i|you|we|they|both\b.*|.*\band\b.*)$", re.I)
# a subject that can't be one (a word that starts a clause of its own): "if so", "if this is a bug" stays
_NOT_A_SUBJECT = re.compile(r"^(?:so|not|this|that|there|it's|its)$", re.I)


def asked_directly(clause: str) -> str | None:
    """The direct question `clause` asks indirectly ("I was wondering if my bear survives" → "does my bear
    survive"), or None."""
    m = _LEAD.match(clause)
    if m is None:
        return None
    q = m["q"].strip(" ,")
    if aux := _AUX_AFTER.match(q):
        if _NOT_A_SUBJECT.match(aux["s"]):
            return None
        return f"{aux['aux']} {aux['s']} {aux['rest']}"
    if verb := _VERB_AFTER.match(q):
        if _NOT_A_SUBJECT.match(verb["s"]):
            return None
        v = verb["v"].lower()
        base = _IRREGULAR.get(v) or re.sub(r"s$", "", v)
        does = "do" if _PLURAL_SUBJECT.match(verb["s"]) or v == base else "does"
        return f"{does} {verb['s']} {base}{verb['rest']}"
    return None
