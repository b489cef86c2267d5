"""Regeneration told as done ("I regenerate it", "he paid to regenerate it", "I paid {B} to regen my Skeletons"):
read as the one permanent of that player's whose activated ability regenerates that creature being activated
(CR 701.15a), as "I activate <card>" reads. None or several such permanents: asked back, never guessed."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .referent_fit import fitting_ref

if TYPE_CHECKING:
    from .situation import Reader

_REGENERATE_DONE = re.compile(
    r"^(?P<p>I|Opponent|he|she|they)\s+(?:then\s+|also\s+|just\s+)?"
    r"(?:respond(?:s|ed)?\s+by\s+)?"  # "The AI responded by paying 2 to regenerate"
    r"(?:(?:paid|pays|pay|paying)\s+(?:(?:the\s+)?\S+\s+)?(?:mana\s+)?to\s+)?"
    r"(?:regenerates?|regenerated|regenerating|regen(?:s|ed|ned)?|activat(?:e|es|ed)\s+(?:the\s+|its\s+)?(?-i:regenerat(?:e|ion))(?:\s+(?:ability|shield))?(?:\s+(?:on|for))?)"
    r"(?:\s+(?!in\s+response$|before\s)(?P<x>.+?))?"
    r"(?:\s+(?:in\s+response|(?P<before>before\s+(?:the\s+)?(?:combat\s+)?damage(?:\s+(?:is|was)\s+dealt)?)))?$",
    re.I,
)


def form_regenerate_said(r: Reader, s: str) -> bool:
    """ "<player> [paid … to] regenerate(s) <creature>": that player activates what regenerates it."""
    from .reader.asked_action import regenerates_by, regenerator
    from .situation import form_activate

    m = _REGENERATE_DONE.match(s.strip())
    if not m:
        return False
    if m["before"] and r.combat is None:
        return False  # "… before damage" told after the combat damage: not where the story puts it (asked back)
    who = r.player_word(m["p"])
    if who is None:
        return False
    p = "I" if who == "You" else "Opponent"
    mine = [o for o in r.objects if o.permanent and o.controller == who]
    if m["x"] is None:  # "I paid G to regenerate in response": the one creature of theirs they can regenerate
        able = [t for t in mine if any(regenerates_by(o, t) for o in mine)]
        if len(able) != 1:
            return False  # none or several: the form doesn't say which (the reader's own refusal quotes it)
        target = able[0]
    else:
        target = fitting_ref(r, m["x"], lambda t: any(regenerates_by(o, t) for o in mine))
    source, named = regenerator(r, p, target, s.strip())
    whom = "you" if p == "I" else who
    r.notes.append(f'"{s.strip()}" is read as {whom} activating {source.name} to regenerate {target.name} (CR 701.15a)')
    return form_activate(r, f"{'I activate' if p == 'I' else 'Opponent activates'} {named}")
