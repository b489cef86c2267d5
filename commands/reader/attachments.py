"""Auras and Equipment as players mention them, put into the situation language (commands/attach.py):

    "I play a Floating Shield (Pro Green) on my Stormscape Familiar"  → I control Floating Shield with green
                                                                          chosen. Floating Shield is attached to …
    "I equipped Bonesplitter to my bear"                              → … Bonesplitter is attached to my bear
    "Cho-Manno, Revolutionary with Pariah" (a clause of its own)      → I control Cho-Manno, Revolutionary with
                                                                          Pariah (whose: assumed, and said)

"Played" means it resolved: it is on the battlefield (as "Opponent plays an Avatar of Might" does). A spell cast
now ("I cast Rancor on my bear") is not read here: whether it resolves is part of the question.
"""

from __future__ import annotations

import re

from .dispatch import guarded
from .entities import Names, controls, is_spell, subject
from .needles import sieved

_ATTACH_VERBS = (
    r"(?:just\s+|then\s+|had\s+)?(?:play|plays|played|put|puts|placed|equip|equips|equipped|attach|attaches|attached|"
    # "I control Pariah on my Grizzly Bears", "I have Bonesplitter attached to my bear": it is there already
    r"control|controls|controlled|have|has|had|got)"
)
_END_TURN = r"(?:\s*,?\s+and\s+(?:end|ends|ended|pass|passes|passed)\s+(?:my|his|her|their|the)\s+turn)?"
_PLAY_ON = re.compile(
    rf"^(?P<p>I|Opponent|he|she|they)\s+{_ATTACH_VERBS}\s+(?P<y>.+?)(?:\s*\((?P<note>[^()]*)\))?"
    r"(?:\s+(?:attached|equipped))?\s+(?:on|onto|to|enchanting|equipping)\s+"
    rf"(?P<x>.+?){_END_TURN}$",
    re.I,
)
_ON_WORD = re.compile(r"\s(?:on|onto|to|enchanting|equipping)\s", re.I)  # what _PLAY_ON puts it on follows
# "(Pro Green)", "(protection from green)", "(green)", "(naming green)": the colour chosen as it entered
_CHOSEN_COLOR = re.compile(
    r"^(?:pro(?:tection)?(?:\s+from)?\s+|naming\s+|chose\s+|chosen:?\s+)?(white|blue|black|red|green)(?:\s+chosen)?$",
    re.I,
)


def _attachment(text: str, names: Names) -> str | None:
    """The Aura or Equipment card a whole phrase names ("a Floating Shield"), else None."""
    name = re.sub(r"^(?:an?|the|my|his|her|their)\s+", "", text.strip(), flags=re.I)
    card = names.card(name)
    if card is None or not {"Aura", "Equipment"} & set(card.faces[0].subtypes):
        return None
    return card.name


# "I enchanted my own Wall of Stone with Pariah", "he equipped his Hill Giant with Bonesplitter": the creature first
_ENCHANTED_WITH = re.compile(
    r"^(?P<p>I|Opponent|he|she|they)\s+(?:then\s+|just\s+)?(?P<v>enchanted|enchants?|equipped|equips?)\s+(?P<x>.+?)\s+"
    rf"with\s+(?P<y>.+?){_END_TURN}$",
    re.I,
)
# the verbs that move an Equipment already there (CR 702.6a) or attach what is there: no new permanent
_MOVES = re.compile(r"^(?:equip|equips|equipped|attach|attaches|attached)$", re.I)


@guarded(_ENCHANTED_WITH)
def frame_enchanted_with(clause: str, names: Names) -> str | None:
    """ "I enchanted my own Wall of Stone with Pariah" → "I control Pariah. Pariah is attached to my Wall of Stone";
    "he equipped his Hill Giant with Bonesplitter" → "Bonesplitter is attached to his Hill Giant"."""
    m = _ENCHANTED_WITH.match(clause)
    name = _attachment(m["y"], names) if m else None
    if m is None or name is None:
        return None
    creature = re.sub(r"\b(my|his|her|their)\s+own\b", r"\1", m["x"], flags=re.I)
    if m["v"].lower().startswith("equip"):
        return f"{name} is attached to {creature}"
    return f"{controls(subject(m['p'])[0] or 'I', name)}. {name} is attached to {creature}"


@guarded(_PLAY_ON)
def frame_play_attachment(clause: str, names: Names) -> str | None:
    """ "I play a Floating Shield (Pro Green) on my Stormscape Familiar and end my turn": on the battlefield,
    attached to the creature; a colour in brackets is the one chosen, for a card that chooses one. "I equip Basilisk
    Collar to Rootbreaker Wurm": the Equipment there already, attached (a second one isn't put there)."""
    m = _PLAY_ON.match(clause) if _ON_WORD.search(clause) else None
    if not m:
        return None
    name = _attachment(m["y"], names)
    if name is None:
        return None
    verb = re.match(r"^\S+\s+(?:just\s+|then\s+|had\s+)?(\S+)", clause)
    if verb and _MOVES.match(verb.group(1)) and not m["note"]:
        return f"{name} is attached to {m['x']}"
    p = subject(m["p"])[0] or "I"
    has = ""
    if m["note"]:
        color = _CHOSEN_COLOR.match(m["note"].strip())
        card = names.card(name)
        if color is None or "choose a color" not in " ".join(f.oracle_text.lower() for f in card.faces):
            return None  # brackets this doesn't read: the clause is quoted back as it is
        has = f" with {color.group(1).lower()} chosen"
    return f"{controls(p, name + has)}. {name} is attached to {m['x']}"


_WITH_ATTACHED = sieved(r"^(?P<x>.+?)\s+(?:with|enchanted\s+by|enchanted\s+with|equipped\s+with)\s+(?P<y>.+)$", re.I)


@guarded(_WITH_ATTACHED)
def frame_with_attachment(clause: str, names: Names) -> str | None:
    """ "Cho-Manno, Revolutionary with Pariah": a permanent and what is attached to it, said without a verb —
    on the battlefield, whose not said (the reading says it assumed yours)."""
    m = _WITH_ATTACHED.match(clause)
    if not m or subject(clause)[0] is not None:
        return None
    x = re.sub(r"^(?:an?|the)\s+", "", m["x"].strip(), flags=re.I)
    card = names.card(x)
    if card is None or is_spell(card):
        return None
    attached = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", m["y"])
    if not all(_attachment(a, names) for a in attached):
        return None
    return controls("I", clause)


_HOLDING = re.compile(r"^(?P<x>.+?)\s+(?P<how>enchanted\s+(?:by|with)|equipped\s+with|with)\s+(?P<y>.+)$", re.I)


def attachments_off(text: str, names: Names) -> tuple[str, str]:
    """ "a Hill Giant equipped with a Bonesplitter" → ("a Hill Giant", ". Hill Giant is equipped with
    Bonesplitter"): a creature named in a slot, and what is attached to it said as a sentence of its own."""
    m = _HOLDING.match(text.strip())
    if not m:
        return text, ""
    name = _attachment(m["y"], names)
    holder = re.sub(r"^(?:an?|the|my|his|her|their|Opponent's)\s+", "", m["x"].strip(), flags=re.I)
    if name is None or names.card(holder) is None:
        return text, ""
    how = "enchanted by" if "Aura" in names.card(name).faces[0].subtypes else "equipped with"
    return m["x"], f". {holder} is {how} {name}"
