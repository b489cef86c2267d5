"""Counterspells: "Counter target spell." and "Counter target spell unless its controller pays {N}." (Counterspell,
Cancel, Mana Leak), of a spell on the stack (CR 115.1; "noncreature", "instant or sorcery": every spell here is an
instant or sorcery, since only those are cast). Countered, the spell is put into its owner's graveyard and doesn't
resolve (CR 701.5a); one that "can't be countered" isn't (101.2). "Unless its controller pays" is that player's
choice, each an outcome (mana isn't tracked: paying is assumed possible, as for ward).
"""

from __future__ import annotations

import re

from . import OneShot

_COUNTER = re.compile(
    r"counter target (?P<kind>spell|noncreature spell|instant or sorcery spell)"
    r"(?: unless its controller pays (?P<cost>(?:\{[^}]+\})+))?"
)


def one_shot(sentence: str, next_sentence: str) -> OneShot | None:
    if m := _COUNTER.fullmatch(sentence):
        step = {"do": "counter", "what": "$target"}
        if m["cost"]:
            step["unless_pays"] = m["cost"].upper()
        kind = "instant_or_sorcery_spell" if m["kind"] == "instant or sorcery spell" else "spell"
        return OneShot([step], kind)
    return None
