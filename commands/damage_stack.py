"""'Damage on the stack': until the M10 rules (2009) combat damage was assigned and put on the stack, and players
could respond before it was dealt; the March 2008 rules speak of "a creature that assigned combat damage on the
stack" (419.8a). Players still type it: "damage on the stack, I sac my Mogg Fanatic", "after combat damage is
assigned, I activate …".

What the message says happens after such words in the combat goes after combat damage is assigned (the combat
action's `after_assignment`, docs/scenario.md): under `mtg-2008` it happens with the damage on the stack, so a
creature that leaves still deals its damage; under a ruleset where combat damage doesn't use the stack (today's CR
510.2) the reading says so, and the engine has it happen before combat damage is assigned (and says so too).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from resolver.ruleset import RULESETS

if TYPE_CHECKING:
    from .situation import Obj, Reader

_DAMAGE = r"(?:the\s+)?(?:combat\s+)?(?:damage|dmg)"
_ON_STACK = (
    rf"{_DAMAGE}\s+(?:(?:is|goes|went|was|gets|got|has\s+gone|has\s+been|being)\s+)?(?:put\s+|placed\s+)?"
    r"on\s+(?:the\s+)?stack"
)
_ASSIGNED = rf"{_DAMAGE}\s+(?:is|was|has\s+been|gets|got|being)\s+assigned"
_WHEN = r"(?:(?:after|with|once|when|while|now\s+that|now|(?:wait\s+)?(?:until|till|til)|as\s+soon\s+as)\s+)?"
_PUT = rf"(?P<who>i|we|you|they|he|she|opp(?:onent)?)\s+puts?\s+{_DAMAGE}\s+on\s+(?:the\s+)?stack"
_VERB = re.compile(r"(?:sac|sacs|sacrifices?|casts?|activates?|taps?)\s", re.I)
FORM = re.compile(rf"^{_WHEN}(?:{_ON_STACK}|{_ASSIGNED}|{_PUT})(?:\s*(?:[,:;]|\s-+|\s—)\s*|\s+|$)(?P<rest>.*)$", re.I)


def form_damage_on_stack(r: Reader, s: str) -> bool:
    """ "Damage on the stack, I sac Mogg Fanatic …": the rest of the combat happens after assignment."""
    m = FORM.match(s.strip())
    if not m:
        return False
    if r.combat is None:
        from .situation import SituationError

        raise SituationError(f'"{s}": no creature has attacked yet, so no combat damage is assigned')
    r.resolve_stack()
    r.after_assignment.add(id(r.combat))
    said = s[: m.start("rest")].strip(" ,:;-—")
    if RULESETS[r.ruleset].combat_uses_stack:
        r.notes.append(
            f'"{said}": what follows happens with combat damage on the stack (419.8a): a '
            "creature that leaves still deals the combat damage it assigned"
        )
    else:
        r.notes.append(
            f'"{said}": combat damage doesn\'t use the stack under these rules (CR '
            "510.2, since 2009), so what follows happens before combat damage (the mtg-2008 ruleset has the old rules)"
        )
    rest = re.sub(r"^(?:and\s+)?(?:then\s+)?", "", m.group("rest").strip(), flags=re.I)
    if m.group("who") and _VERB.match(rest):  # "I put damage on the stack, and then sac …": the same player
        rest = f"{m.group('who')} {rest}"
    if rest:
        r.sentence(rest, False)
    return True


def damage_counters(r: Reader, obj: Obj, n: int) -> None:
    """ "Lorraine with 14 damage counters": a champion's damage is kept as damage counters (ga:counters/damage/1,
    ga:damage/13), which the engine counts as its damage; in Magic damage is marked, not counters (CR 120.3e), so
    the reading says it took them for damage marked."""
    obj.damage += n
    if RULESETS[r.ruleset].players_have_life:
        r.notes.append(
            f'"{n} damage counter{"s" if n != 1 else ""}" on {obj.name} is read as {n} damage marked on it (CR 120.3e)'
        )


def no_life_total(r: Reader, said: str, poison: bool) -> None:
    """ "I'm at 15 life" under Grand Archive: players have no life total (damage goes to their champion as damage
    counters, ga:damage/13), and no poison counters: asked back, never dropped unsaid."""
    if RULESETS[r.ruleset].players_have_life:
        return
    from .situation import SituationError

    what = "poison counters" if poison else "life total"
    raise SituationError(
        f'"{said}": in Grand Archive players have no {what}; a champion takes damage as damage counters '
        '(ga:damage/13): say "<champion> with N damage counters"'
    )
