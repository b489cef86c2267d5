"""`/help ruling`: the forms the situation reader reads, each with an example that answers when pasted
(tests/test_help_topics.py pastes every one)."""

from __future__ import annotations

# (what it says, an example that works as typed with the bundled cards)
RULING_FORMS: tuple[tuple[str, str], ...] = (
    ("the board", "I control Grizzly Bears and two Samite Healers. Opponent casts Pyroclasm."),
    ("an explicit creature", "I control a 3/3 red creature with trample. Opponent casts Lightning Bolt targeting it."),
    (
        "counters and damage",
        "I control Grizzly Bears with a shield counter. Opponent casts Lightning Bolt targeting it.",
    ),
    ("life and poison", "I'm at 3 life. Opponent casts Lightning Bolt targeting me."),
    ("a spell on a target", "Opponent casts Lightning Bolt targeting my Grizzly Bears."),
    (
        "a response",
        "I control Grizzly Bears. "
        "Opponent casts Lightning Bolt targeting it. In response, I cast Giant Growth targeting Grizzly Bears.",
    ),
    (
        "an activated ability",
        "I control Samite Healer and Grizzly Bears. "
        "Opponent casts Shock targeting Grizzly Bears. In response, I activate Samite Healer targeting Grizzly Bears.",
    ),
    (
        "a source of your choice",
        "Opponent casts Lightning Bolt targeting me. "
        "I activate Circle of Protection: Red choosing Lightning Bolt as the source.",
    ),
    ("damage", "Hill Giant deals 3 damage to me."),
    (
        "combat",
        "Opponent controls Hill Giant. I control Grizzly Bears. "
        "Hill Giant attacks me. Grizzly Bears blocks Hill Giant.",
    ),
    ("a spell during combat", "Opponent controls Hill Giant. Hill Giant attacks me. I cast Fog."),
    (
        "a question, answered first",
        "I control Grizzly Bears. Opponent casts Shock targeting it. "
        "Does my bear survive? How much damage does it take?",
    ),
    (
        "a card in hand (each way to cast it, or not)",
        "I'm at 3 life. Opponent casts Lightning Bolt targeting me. I have Mending Hands in hand.",
    ),
    (
        "an ability you could activate",
        "I control Samite Healer. Opponent casts Shock targeting me. I could activate Samite Healer.",
    ),
    (
        "a creature by its size and keywords",
        "Opponent controls a 4/4 trampler. It attacks me. I block with a 3/3 flier.",
    ),
    ("life said short", "I'm at 2. Opponent casts Shock targeting my face."),
    (
        "a player's protection or hexproof",
        "I have protection from red. Opponent controls Hill Giant. Hill Giant attacks me.",
    ),
    (
        "what changed this turn",
        "I control Grizzly Bears (+2/+2 and lifelink). Opponent casts Lightning Bolt targeting it.",
    ),
    (
        "an ability by its cost or number",
        "I control Gideon Jura. I activate Gideon Jura's 0. Then opponent casts Lightning Bolt targeting Gideon Jura.",
    ),
)
RULING_FORMS += (
    ("as typed in chat", "I'm at 3, opp bolts me, I've got Mending Hands in hand — am I dead?"),
    ("a card name used as a verb", "I control Grizzly Bears. opp bolts my bear. does it die?"),
    ("chat combat", "opp swings at me with Hill Giant and I block with my Grizzly Bears"),
    ("commentary is set aside", "I had Samite Healer out. he Shocks me, I used the healer on me. is that a bug?"),
)
TOPICS = {"ruling": "the forms /ruling reads, with examples you can paste"}
