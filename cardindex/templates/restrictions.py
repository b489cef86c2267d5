"""Restrictions on activating an ability: "Activate only once each turn." / 2018's "Activate this ability only once
each turn." (CR 602.5b). One `once_each_turn` step, which does nothing as the ability resolves: the scenario is
one turn, so a second activation of that ability of that permanent is refused as it is read (resolver/build.py).
"""

from __future__ import annotations

import re

from . import OneShot

ONCE = re.compile(r"activate (?:this ability )?only once each turn")


def one_shot(sentence: str, next_sentence: str) -> OneShot | None:
    if ONCE.fullmatch(sentence):
        return OneShot([{"do": "once_each_turn"}])
    return None
