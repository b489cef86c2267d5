"""Magic: The Gathering expansion and core set names, as players add them after a card's name ("Shinewend
(morningtide)", "Rancor (Urza's Legacy)"): which printing doesn't change a card's rules (its Oracle text is the
same), so the reader takes the brackets off (normalise)."""

from __future__ import annotations

import re

SET_NAMES = (
    "alpha", "beta", "unlimited", "revised", "arabian nights", "antiquities", "legends", "the dark",
    "fallen empires", "homelands", "ice age", "alliances", "coldsnap", "mirage", "visions", "weatherlight",
    "tempest", "stronghold", "exodus", "urza's saga", "urza's legacy", "urza's destiny", "mercadian masques",
    "nemesis", "prophecy", "invasion", "planeshift", "apocalypse", "odyssey", "torment", "judgment", "onslaught",
    "legions", "scourge", "mirrodin", "darksteel", "fifth dawn", "champions of kamigawa", "betrayers of kamigawa",
    "saviors of kamigawa", "ravnica", "ravnica: city of guilds", "guildpact", "dissension", "time spiral",
    "planar chaos", "future sight", "lorwyn", "morningtide", "shadowmoor", "eventide", "shards of alara",
    "conflux", "alara reborn", "zendikar", "worldwake", "rise of the eldrazi", "scars of mirrodin",
    "mirrodin besieged", "new phyrexia", "innistrad", "dark ascension", "avacyn restored", "return to ravnica",
    "gatecrash", "dragon's maze", "theros", "born of the gods", "journey into nyx", "khans of tarkir",
    "fate reforged", "dragons of tarkir", "battle for zendikar", "oath of the gatewatch", "shadows over innistrad",
    "eldritch moon", "kaladesh", "aether revolt", "amonkhet", "hour of devastation", "ixalan", "rivals of ixalan",
    "dominaria", "guilds of ravnica", "ravnica allegiance", "war of the spark", "throne of eldraine",
    "theros beyond death", "ikoria", "zendikar rising", "kaldheim", "strixhaven", "modern horizons",
    "modern horizons 2", "time spiral remastered", "portal", "portal second age", "starter 1999", "magic 2010",
    "magic 2011", "magic 2012", "magic 2013", "magic 2014", "magic 2015", "magic origins", "core set 2019",
    "core set 2020", "m10", "m11", "m12", "m13", "m14", "m15", "m19", "m20", "4th edition", "fourth edition",
    "5th edition", "fifth edition", "6th edition", "sixth edition", "7th edition", "seventh edition",
    "8th edition", "eighth edition", "9th edition", "ninth edition", "10th edition", "tenth edition",
)  # fmt: skip
SET_IN_BRACKETS = re.compile(
    r"(?<=[\w'])\s*\((?:" + "|".join(re.escape(n) for n in sorted(SET_NAMES, key=len, reverse=True)) + r")\)",
    re.I,
)


# a set's name in running text ("we're playing a Scars of Mirrodin cube"), or a card's name as a deck's or a
# format's ("my Goblins deck", "a Slivers cube"): no card of the situation (commands/reader/__init__.py's asides)
_SET_OR_LABEL = re.compile(
    r"\b(?:" + "|".join(re.escape(n) for n in sorted(SET_NAMES, key=len, reverse=True)) + r")\b|"
    r"\b[\w',-]+(?:\s+[\w',-]+){0,3}(?=\s+(?:deck|decks|cube|draft|precon|block|sealed|league|tribal)\b)",
    re.I,
)


def labelled_words(text: str) -> set[int]:
    """The indexes of `text`'s words (split on spaces) inside a set's name or a deck's or format's label."""
    out: set[int] = set()
    for m in _SET_OR_LABEL.finditer(text):
        first = len(text[: m.start()].split())
        out.update(range(first, first + len(m.group(0).split())))
    return out
