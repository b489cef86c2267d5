"""Capitalised runs that are no card's name, whatever the card index says (commands/reader/unknown.py asks):

- the game's own terms in title case ("We proceed to the Combat Damage step", "affects a single target vs All
  Creatures You Control"): every word a rules word (CR 506–511's steps, the objects and players of 109–110);
- a token named by its creature types in title case ("I have a Fallen Angel and a Zombie Token in play", "two Elf
  Warrior Tokens"): creature types (CR 205.3m) and "Token";
- a spell said as a verb with the card it's done to ("a situation similar to "Lightning Bolting the Tarmogoyf""):
  the verb is a card the index knows (entities.Names.spell_verb) and so is what follows it.

Card names made of rules words only ("Fog" isn't, "All Is Dust" isn't) are looked up before this is asked: a card
the index has is never unknown, so only names the index lacks are dropped here.
"""

from __future__ import annotations

import re
from typing import Any

from ..creature_types import creature_type

# The game's words for steps, phases, objects, players and quantities (CR 500–511, 109–110): a title-case run made
# of these alone is the game's vocabulary, not a card's name.
_RULES_WORDS = frozenset(
    """combat damage step steps phase phases beginning declare attackers attackers blockers blocker attacker
    main upkeep untap draw end cleanup turn first second strike double regular creature creatures permanent
    permanents player players opponent opponents all each other target targets you control controls life total
    counter counters token tokens spell spells ability abilities state based actions action assignment""".split()  # noqa: SIM905
)
_ARTICLES = frozenset("the a an my his her their your its".split())  # noqa: SIM905


def rules_terms(run: str) -> bool:
    """ "Combat Damage", "All Creatures", "First Strike Damage Step": only the game's words, no card's name."""
    words = [w.strip(",").lower() for w in run.split()]
    return len(words) >= 2 and all(w in _RULES_WORDS for w in words)


def verb_on_a_card(rest: str, index: Any, game: str) -> bool:
    """What follows a spell said as a verb is a card the index has ("Lightning Bolting" + "the Tarmogoyf"): the run
    is an action on that card, not an unknown name."""
    words = rest.split()
    while words and words[0].lower() in _ARTICLES:
        words = words[1:]
    if not words:
        return False
    found = index.lookup(re.sub(r"['’]s$", "", " ".join(words)), game)
    return found.card is not None and found.how in ("exact", "alias")  # not a face: "Survived the Night" (Night // Day)


def type_token(run: str) -> bool:
    """ "Zombie Token", "Elf Warrior Tokens": creature types then "token(s)", a token of those types, not a card."""
    words = run.split()
    return (
        len(words) >= 2
        and words[-1].lower() in ("token", "tokens")
        and all(creature_type(w.strip(",")) is not None for w in words[:-1])
    )
