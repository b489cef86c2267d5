"""`/help COMMAND`: each command's use, options and examples; `/help ruling` adds the forms the situation
reader reads, each with an example that answers when pasted (tests/test_help_topics.py pastes every one)."""

from __future__ import annotations

from dataclasses import dataclass

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
        "an Aura or Equipment and what it's attached to",
        "I control Grizzly Bears equipped with Shield of the Realm. Opponent casts Lightning Bolt targeting it.",
    ),
    (
        "a permanent entering, with the counters its card gives it",
        "Phantom Centaur enters the battlefield. Opponent casts Lightning Bolt targeting it.",
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
    ("table shorthand, and who dies", "3/3 trample attacking vs 0/1 indestructible blocking. Who dies?"),
    ("no block, life said short", "Opp at 3. I attack with Hill Giant, opp doesn't block. Is he dead?"),
    ("a card name as a past-tense verb", "opp bolts my Grizzly Bears, I Giant Grew it in response. Does it survive?"),
    ("do both die?", "Opponent's Hill Giant blocks my Grizzly Bears. Do both die?"),
    (
        "a spell cast for a purpose",
        "I control Grizzly Bears. He casts Lightning Bolt to kill my bear. I try to save it by casting Giant Growth.",
    ),
    ("a spell cast several times", "I'm at 7. Opp casts 3 Shocks at my face. Am I dead?"),
    ("who wins?", "We are both at 1 life. I attack with a 2/2 lifelink, opp does not block. Who wins?"),
    ("poison counters", "He attacks me with a 5/5 infect. I don't block. How many poison counters?"),
    (
        "'and then' with a card as the verb",
        "opp attacks with Hill Giant. I block with Grizzly Bears and then Giant Growth my bear. Does the giant die?",
    ),
    (
        "a modal spell by what it does",
        "Opp casts Lightning Bolt at me. I respond with Healing Salve preventing 3 damage to me. How much do I take?",
    ),
    (
        "what you can do (your abilities, each use or not)",
        "I control Samite Healer and Grizzly Bears. Opponent shocks my Grizzly Bears. Can I save it?",
    ),
    ("an X spell 'for' an amount", "I'm at 4. He Banefires me for 4. Am I dead?"),
    ("a double block", "Opp attacks with Hill Giant. I double block with Grizzly Bears and Samite Healer. Who dies?"),
    ("after combat damage", "I block his Grizzly Bears with my Hill Giant, then after damage he shocks my giant."),
    (
        "a spell's damage divided as you choose",
        "Opp controls Grizzly Bears and Hill Giant. I cast Flames of the Firebrand dealing 2 to Grizzly Bears and 1 to "
        "Hill Giant. Who dies?",
    ),
    (
        "how an attacker divides its damage",
        "Opp attacks with Hill Giant. I block with Grizzly Bears and Samite Healer. He assigns 2 to Grizzly Bears and "
        "1 to Samite Healer.",
    ),
    (
        "a friend by name, a card's size said before it",
        "My friend Adam attacks me with Hill Giant. I block with my 2/2 Grizzly Bears. Does my bear die?",
    ),
    ("killed in combat by two creatures", "My Hill Giant got killed in combat by a 2/2 and a 3/3. Did it kill one?"),
    ("only a question, about a spell", "Does my Grizzly Bears survive a Lightning Bolt?"),
    (
        "a tapped creature",
        "My Grizzly Bears is tapped and opp swings at me with a Hill Giant. How much damage do I take?",
    ),
    (
        "can I … with a card?",
        "Opponent casts Lightning Bolt targeting my Grizzly Bears. Can I save my bear with Giant Growth?",
    ),
    ("a blocker named, the one attacker unsaid", "I attack with Hill Giant, Grizzly Bears blocks. Who dies?"),
    ("chat shorthand for an attack", "opp at 5. swung w hill giant + grizzly bears, no blocks. is he dead?"),
    ("a size said again, a fate asked short", "Opp's Hill Giant blocked my Grizzly Bears. its a 2/2. bears dead?"),
    ("regeneration told as done", "His Blight Mamba blocked my Hill Giant and he paid to regenerate it. Who dies?"),
    ("what a player means to do", "I have Grizzly Bears out and want to bolt his Hill Giant. Does the giant die?"),
    ("a question asked indirectly", "Opp bolts my Grizzly Bears. I was wondering if my bear survives."),
    ("a creature spell, read as resolved", "I cast Grizzly Bears. Opponent casts Lightning Bolt targeting it."),
    ("a column's question", "Q: My opponent cast Pyroclasm while I had Grizzly Bears and Serra Angel out. Who dies?"),
    (
        "an ability used for a purpose",
        "I control Samite Healer and Grizzly Bears. Opp shocks my bear and I use Samite Healer to save it. "
        "Does it survive?",
    ),
    ("whether it can block", "Opponent attacks with Serra Angel. Can my Hill Giant block it?"),
    (
        "a fact in brackets, checked",
        "Opponent attacks me with Hill Giant. I block with Grizzly Bears (my only creature). Who dies?",
    ),
    ("whose attacker it is, from who blocks it", "Hill Giant swings, I block with Grizzly Bears. Does my bear die?"),
    ("a board, then what happened", "I had Grizzly Bears out when opp cast Pyroclasm. Does it survive?"),
    (
        "combat damage told as it happened",
        "Opp attacks with Hill Giant, I block with Grizzly Bears. Hill Giant dealt 3 to my Grizzly Bears. "
        "Did the giant die?",
    ),
    (
        "what came of it, checked against the answer",
        "I attack with a 2/2 creature with lifelink and opp doesn't block. I gained 2 life. Right?",
    ),
    ("poison, then life", "opp at 9 poison but still 20 life. I swing with a 1/1 infect creature. Is he dead?"),
    (
        "a report form's cards field",
        "### Card(s)\n\nHill Giant\n\n### Actual behavior\n\nThe AI attacked with Hill Giant and I blocked with "
        "Grizzly Bears. Who dies?",
    ),
    (
        "what a card is, said after it",
        "Opp attacks with Hill Giant, which is a 3/3. I block with my Grizzly Bears 2/2.",
    ),
    (
        "an attacker let through",
        "Opp attacks with Hill Giant and Grizzly Bears. I block the bears with my Grizzly Bears, "
        "let the Giant through. I'm at 5. What's my life?",
    ),
)


@dataclass(frozen=True)
class Topic:
    """Help on one command: how it is written, what it does, its options, examples that work when pasted."""

    usage: str
    what: str
    options: tuple[str, ...] = ()
    examples: tuple[str, ...] = ()


RULESET_OPTION = "ruleset: mtg (today's rules), mtg-2008 (rule 419, March 2008) or grand-archive"
TOPICS: dict[str, Topic] = {
    "ruling": Topic(
        "/ruling situation [ruleset] [private]",
        "Answers a situation in plain words: how it was read, every outcome a player's choice can lead to, "
        "and the rule behind each step.",
        (f"{RULESET_OPTION} (default: the channel's)", "private: only you see the answer"),
        ("/ruling Opponent casts Lightning Bolt targeting my Grizzly Bears.",),
    ),
    "compare": Topic(
        "/compare situation [private]",
        "The same situation under every ruleset, the differences first.",
        ("private: only you see the answer",),
        ("/compare I control Daunting Defender and Samite Healer. Opponent casts Pyroclasm.",),
    ),
    "scenario": Topic(
        "/scenario add text | show | resolve | undo | clear",
        "A situation built step by step in this channel (it survives restarts): add sentences, show how they "
        "read, resolve them. undo and clear act on your own steps (everyone's with Manage Messages).",
        (),
        (
            "/scenario add I control Grizzly Bears with a shield counter.",
            "/scenario add Opponent casts Lightning Bolt targeting it.",
            "/scenario resolve",
        ),
    ),
    "rule": Topic(
        "/rule number [ruleset] [examples]",
        "Quotes a rule with its subrules: a number, a section, a range, a Grand Archive path.",
        (f"{RULESET_OPTION} (default: from the number)", "examples: include examples (default: yes)"),
        ("/rule 615.7", "/rule 704.5a-704.5c", "/rule ruleset:mtg-2008 419.7c"),
    ),
    "rules": Topic(
        "/rules search query [ruleset]",
        "Full-text search over the rules, best matches first.",
        (f"{RULESET_OPTION} (default: every one)",),
        ("/rules search shield counter",),
    ),
    "define": Topic(
        "/define term",
        "A glossary entry (the name is forgiving) with the rules it points to.",
        (),
        ("/define prevention effect",),
    ),
    "card": Topic(
        "/card name [ruleset]",
        "A card's text and how the engine models it; the name is forgiving ('bolt', 'cop red').",
        (f"{RULESET_OPTION}: whose cards (default: any game)",),
        ("/card cop red", "/card ruleset:grand-archive deflecting edge"),
    ),
    "settings": Topic(
        "/settings [ruleset]",
        "This channel's default ruleset; changing it needs Manage Channels, in a server channel.",
        (RULESET_OPTION,),
        ("/settings",),
    ),
    "quiz": Topic(
        "/quiz start|stop|skip|leaderboard|me|review|report|settings",
        "Practice rules quizzes in a channel: each question is a situation the engine resolves; answer with "
        "the buttons (in the console, type the letter). Starting or stopping one needs Manage Server, Manage "
        "Channels or the quizmaster role.",
        (
            "start: topic, level 1-3, questions 1-20, ruleset, mode (practice, sprint or exam), timer 10-120 s",
            "leaderboard: period (all, week or month), where (channel or server)",
            "report: a question's number and what is wrong with it",
        ),
        ("/quiz start", "/quiz me"),
    ),
    "help": Topic(
        "/help [topic]",
        "What Rulekeeper does; with a topic, one command's use, options and examples.",
        (),
        ("/help ruling", "/help card"),
    ),
}
"""Every topic /help knows: one per command."""
