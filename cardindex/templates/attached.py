"""What an Aura or Equipment gives the creature it is attached to: "Enchanted creature gets +2/+0 and has
trample" (Rancor), "Equipped creature gets +2/+0" (Bonesplitter), "Enchanted creature has protection from the
chosen color" (Floating Shield, the colour chosen as it entered, CR 607.2d).

A static ability (CR 604.1) that changes power and toughness in layer 7c (613.4c) and grants keywords in layer 6
(613.1f) while the permanent is attached (301.5c, 303.4). The engine applies it (resolver/attached_bonus.py) as
an `attached_gets` step. Anything more in the line ("for each …", "as long as …", "is an Angel …") is not this
template: the whole line stays unmodelled (the core's "not recognised"), never half-compiled.
"""

from __future__ import annotations

import re

from ..compiler import COLORS
from ..keywords import KEYWORDS
from ..models import Ability

# keywords an attached permanent may grant here: the engine's, minus those that mean nothing on a permanent
GRANTABLE = KEYWORDS - {"enchant creature", "flash"}
ATTACHED = re.compile(
    r"attached (?:gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?: and has (?P<with>.+))?|has (?P<only>.+?))"
    r"(?P<keeps>\. this effect doesn't remove this)?"
)
_SPLIT = re.compile(r",? and |, ")


def _keyword(word: str) -> str | None:
    """One granted keyword, as the engine reads it ("protection from $chosen_color" for the chosen colour); None
    when the words are not one."""
    if word in GRANTABLE:
        return word
    if word == "protection from the chosen color":
        return "protection from $chosen_color"
    if (m := re.fullmatch(r"protection from (\w+)", word)) and m.group(1) in COLORS:
        return word
    return None


def line(norm: str, text: str, name: str, type_line: str, face: int) -> Ability | None:
    """'Enchanted/Equipped creature gets +N/+M [and has <keywords>]' or '… has <keywords>' (normalised to
    'attached …'): one `attached_gets` step."""
    if not (m := ATTACHED.fullmatch(norm.rstrip("."))):
        return None
    words = m.group("with") or m.group("only")
    keywords = [_keyword(w.strip()) for w in _SPLIT.split(words)] if words else []
    if None in keywords:  # not only keywords (a granted quoted ability, "… as long as …"): the other templates'
        return None
    if m.group("keeps") and keywords != ["protection from $chosen_color"]:
        return None
    step = {"do": "attached_gets", "on": "$attached", "power": int(m.group("p") or 0)}
    step |= {"toughness": int(m.group("t") or 0), "keywords": keywords}
    if m.group("keeps"):  # Floating Shield: its own protection doesn't make it fall off (CR 702.16c, 704.5m)
        step["keeps_itself"] = True
    from ..relevance import unmodelled_line

    # whether it can matter when what it is attached to isn't given: as the line would be if unmodelled
    unread = unmodelled_line(text, norm, face, f"sentence {norm!r}")
    how = {"relevant": unread.relevant, "note": unread.note, "reason": unread.reason}
    return Ability(kind="static", text=text, steps=[step], face=face, **how)
