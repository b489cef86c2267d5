"""The question asked, answered in the first line (issue #16, "Answer the question asked"): the classifier of
questions, the reader keeping the questions it skips, whom a question asks about, and the first lines `ask`
gives for real situations."""

from __future__ import annotations

import pytest
from ask_helpers import INDEX
from pool_cards import index_with, pool_cards

from bot.embeds import reply_embeds
from commands.ask import ask_reply
from commands.reader.answer import Facts, Question, answer_line, classify, normalise, split_questions
from commands.situation import Reading, parse_situation
from resolver.outcome import OutcomeOut, PermanentOut, PlayerOut, Resolution

# --- what a question asks ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Does my bear survive?", Question("fate", "my bear")),
        ("does Grizzly Bears die?", Question("fate", "grizzly bears", negated=True)),
        ("Is my Serra Angel dead?", Question("fate", "my serra angel", negated=True)),
        ("Will it make it?", Question("fate", "it")),
        ("will it survive the shock?", Question("fate", "it")),  # what it survives named
        ("Does it die or survive?", Question("fate", "it")),  # was the subject "it die or"
        ("will my bear live or die", Question("fate", "my bear")),
        ("So does my bear still survive in the end?", Question("fate", "my bear")),
        ("is it going to die", Question("fate", "it", negated=True)),
        ("Does Shock kill my bear?", Question("fate", "my bear", "shock", negated=True)),
        ("Do I kill his bear?", Question("fate", "his bear", "i", negated=True)),
        ("do I lose?", Question("fate", "i", negated=True, detail="lose")),
        ("Do they lose the game?", Question("fate", "they", negated=True, detail="lose")),
        ("am I dead?", Question("fate", "i", negated=True)),
        ("Does opp die?", Question("fate", "opp", negated=True)),
        ("is he dead?", Question("fate", "he", negated=True)),
        ("How much damage do I take?", Question("damage_taken", "i")),
        ("How much damage does my bear take from the bolt?", Question("damage_taken", "my bear", "the bolt")),
        ("How much damage is dealt to me?", Question("damage_taken", "me")),
        ("How much damage does Hill Giant deal?", Question("damage_dealt", "", "hill giant")),
        ("how much combat damage does Hill Giant deal to me", Question("damage_dealt", "me", "hill giant")),
        ("How much damage is prevented?", Question("prevented")),
        ("Does lifelink still gain them life?", Question("life_gain", "them", yes_no=True, detail="lifelink")),
        ("Does lifelink work?", Question("life_gain", "", yes_no=True, detail="lifelink")),
        ("How much life do I gain?", Question("life_gain", "i")),
        ("Do I gain any life from lifelink?", Question("life_gain", "i", yes_no=True, detail="lifelink")),
        ("How much life do I lose?", Question("life_lost", "i")),
        ("What's my life total?", Question("life_total", "my")),
        ("How much life will opponent have left?", Question("life_total", "opponent")),
        ("Does it keep its counters?", Question("counters", "it", yes_no=True)),
        ("does it lose its +1/+1 counters", Question("counters", "it", yes_no=True, negated=True, detail="+1/+1")),
        ("Does my bear keep its shield counter?", Question("counters", "my bear", yes_no=True, detail="shield")),
        ("How many counters does Phantom Centaur have left?", Question("counters", "phantom centaur")),
        ("How many -1/-1 counters are on it?", Question("counters", "it", detail="-1/-1")),
        ("What happens to my bear?", Question("fate", "my bear")),
    ],
)
def test_the_kind_of_question_and_the_words_for_its_subject(question, expected):
    assert classify(question) == expected


@pytest.mark.parametrize(
    "question",
    [
        "What happens?",
        "What happens to the damage?",  # no creature or player: "what happens to my bear?" is its fate
        "Who wins the argument?",
        "Does my bear survive if I cast Giant Growth?",  # a what-if: not the situation described
        "Can I respond?",
        "Is Grizzly Bears a creature?",
        "How does this work?",
        "Does it have first strike?",
        "",
    ],
)
def test_questions_it_doesnt_answer_are_not_classified(question):
    assert classify(question) is None


def test_normalising_keeps_the_question_and_drops_words_that_dont_change_it():
    assert normalise("  So, does my **bear** \\_really\\_ survive?? ") == "does my **bear** _really_ survive"
    assert normalise("And then is it still alive at the end?") == "is it alive"
    assert normalise("What’s my life total?") == "what is my life total"


def test_two_questions_in_one_clause_are_two():
    assert split_questions("Does my bear die and do I lose") == ["Does my bear die", "do I lose"]
    assert split_questions("Does it survive, or does it die") == ["Does it survive", "does it die"]
    assert split_questions("Does it have first strike and trample") == ["Does it have first strike and trample"]


# --- the reader keeps the questions it skips -------------------------------------------------------------------


def test_the_reader_keeps_each_question_as_written_and_what_it_meant_then():
    reading = parse_situation(
        "Does it die? I control Grizzly Bears. Opponent casts Shock targeting it. Does my  bear survive? What happens",
        INDEX,
    )
    assert reading.questions == ["Does it die", "Does my bear survive", "What happens"]
    # "it" is the permanent named last when the question was read; before any, nothing
    assert reading.referents == {"Does my bear survive": "grizzly-bears", "What happens": "grizzly-bears"}
    assert [a["cast"] for a in reading.scenario["actions"]] == ["Shock"]  # questions aren't read into it


def test_a_situation_without_questions_keeps_none():
    reading = parse_situation("I control Grizzly Bears. Opponent casts Shock targeting it.", INDEX)
    assert reading.questions == [] and reading.referents == {}


# --- whom a question asks about ------------------------------------------------------------------------------

BOTH_BEARS = (
    "I control Grizzly Bears. Alice controls Grizzly Bears and Hill Giant. Alice casts Shock targeting my bear."
)


def _facts(text: str) -> tuple[Facts, Reading]:
    from commands.resolve import run_scenario

    reading = parse_situation(text, INDEX)
    return Facts(reading, run_scenario(reading.scenario, INDEX)), reading


@pytest.mark.parametrize(
    ("words", "key"),
    [
        ("i", "You"),
        ("me", "You"),
        ("alice", "Alice"),
        ("opponent", "Alice"),  # the one other player
        ("opp", "Alice"),
        ("he", "Alice"),
        ("my bear", "grizzly-bears"),
        ("your grizzly bears", "grizzly-bears"),
        ("alice's bear", "grizzly-bears-2"),
        ("opponent's bear", "grizzly-bears-2"),
        ("his grizly bares", "grizzly-bears-2"),  # a letter or two off
        ("the giant", "hill-giant"),
        ("hill giants", "hill-giant"),
        ("the bear", None),  # one a side: not told apart
        ("bears", None),
        ("my giant", None),  # Alice's
        ("it", "grizzly-bears"),  # the bear Shock targets, named last
        ("serra angel", None),
        ("bob", None),
    ],
)
def test_the_subject_is_one_player_or_one_permanent_of_the_reading(words, key):
    facts, reading = _facts(BOTH_BEARS + " Does it survive?")
    found = facts.subject(words, reading.questions[0])
    assert (found.key if found else None) == key


def test_a_generic_creature_is_the_one_creature_a_player_controls():
    facts, _ = _facts("I control Furnace of Rath and Grizzly Bears. Opponent casts Shock targeting my bear.")
    assert facts.subject("my creature", "").key == "grizzly-bears"  # Furnace of Rath stays without power
    assert facts.subject("my permanent", "") is not None
    facts, _ = _facts("I control Samite Healer and Grizzly Bears. Opponent casts Shock targeting my bear.")
    assert facts.subject("my creature", "") is None


# --- the first line, for real situations ----------------------------------------------------------------------


def first_line(text: str, index=INDEX, **kwargs) -> str | None:
    reply = ask_reply(text, index=index, **kwargs)
    assert not reply.error, reply.summary
    answer = reply.data["answer"]
    lines = reply.summary.split("\n")
    if answer is None:
        assert len(lines) == 1, reply.summary  # only "1 outcome." (or "2 different outcomes, …")
    else:
        assert lines[0] == answer and len(lines) == 2
    return answer


def test_survives_or_dies():
    healer = "I control Grizzly Bears and Samite Healer. Opponent casts Lightning Bolt targeting my Grizzly Bears. "
    assert first_line(healer + "I activate Samite Healer targeting it. Does my bear survive?") == "Grizzly Bears dies"
    assert first_line(healer + "Does Grizzly Bears die?") == "Grizzly Bears dies"
    assert first_line(healer + "Does the bolt kill it?") == "Grizzly Bears dies"
    combat = "Opponent controls Grizzly Bears. My Hill Giant attacks opponent. Grizzly Bears blocks it. "
    assert first_line(combat + "Do I kill his bear? Does the bear kill my giant?") == (
        "Grizzly Bears dies. Hill Giant survives"
    )
    growth = (
        "I control Grizzly Bears. Opponent casts Shock targeting it. In response, I cast Giant Growth targeting it."
    )
    assert first_line(growth + " Is it dead?") == "Grizzly Bears survives"
    assert first_line("I control Serra Angel. Opponent casts Lightning Bolt targeting it. Is my Serra Angel dead?") == (
        "Serra Angel survives"
    )


FURNACE_GIANT = (
    "I control Furnace of Rath, Samite Healer and Hill Giant. I activate Samite Healer targeting Hill Giant. "
    "Then opponent casts Shock targeting Hill Giant. "
)


def test_survives_or_dies_depending_on_a_choice_names_each_choice_as_the_outcomes_are_headed():
    reply = ask_reply(FURNACE_GIANT + "Does my giant survive?", index=INDEX)
    heads = [s.title for s in reply.sections if s.title.startswith("Outcome")]
    assert heads == [
        "Outcome 1 — if Hill Giant: Furnace of Rath → Samite Healer's effect",
        "Outcome 2 — if Hill Giant: Samite Healer's effect → Furnace of Rath",
    ]
    assert reply.data["answer"] == (
        "Hill Giant dies if Hill Giant: Furnace of Rath → Samite Healer's effect; "
        "it survives if Hill Giant: Samite Healer's effect → Furnace of Rath"
    )
    assert first_line(FURNACE_GIANT + "Does Samite Healer survive?") == "Samite Healer survives in every outcome"


def test_a_player_loses_or_survives_with_their_life_and_the_rule():
    assert first_line("I'm at 2 life. Opponent casts Lightning Bolt targeting me. Do I lose?") == (
        "You lose (-1 life, 704.5a)"
    )
    salve = "I'm at 2 life. I cast Healing Salve choosing prevent targeting me. Then opponent casts Shock targeting me."
    assert first_line(salve + " Am I dead?") == "You survive at 2 life"
    elf = "Opponent has 9 poison counters. I control Glistener Elf. It attacks opponent. "
    assert first_line(elf + "Does opp die?") == "Opponent loses (10 poison counters, 704.5c)"
    assert first_line(elf + "Is he dead?") == "Opponent loses (10 poison counters, 704.5c)"
    assert first_line(elf + "Do they lose?") == "Opponent loses (10 poison counters, 704.5c)"
    furnace = (
        "I'm at 3 life. I control Furnace of Rath and Samite Healer. I activate Samite Healer targeting me. "
        "Then opponent casts Shock targeting me. "
    )
    assert first_line(furnace + "Do I lose?") == (
        "You lose (0 life, 704.5a) if You: Furnace of Rath → Samite Healer's effect; "
        "you survive at 1 life if You: Samite Healer's effect → Furnace of Rath"
    )
    assert first_line(furnace + "What's my life total?") == "You: 0 or 1 life, depending on the order you choose"


def test_damage_taken_differs_with_the_order_of_effects():
    text = (
        "I control Furnace of Rath and Samite Healer. I activate Samite Healer targeting me. "
        "Then opponent casts Shock targeting me. How much damage do I take?"
    )
    assert first_line(text) == "You: 3 or 2 damage, depending on the order you choose"
    assert first_line(FURNACE_GIANT + "How much damage does it take?") == (
        "Hill Giant: 3 or 2 damage, depending on the order you choose"
    )


def test_damage_with_trample_depends_on_how_it_is_assigned():
    text = "I control a 4/4 green creature with trample. It attacks opponent. Opponent blocks with Grizzly Bears. "
    assert first_line(text + "How much damage does opp take?") == (
        "Opponent: 0, 1 or 2 damage, depending on how 4/4 green creature assigns its combat damage"
    )
    assert first_line(text + "How much damage does my creature deal?") == (
        "4/4 green creature deals 4 damage in every outcome"
    )
    assert first_line(text + "Does the bear die?") == "Grizzly Bears dies in every outcome"


def test_damage_dealt_by_a_creature_or_a_spell_and_damage_prevented():
    combat = "Opponent controls Hill Giant. It attacks me. I block with Grizzly Bears. "
    assert first_line(combat + "How much damage does Hill Giant deal?") == "Hill Giant deals 3 damage"
    assert first_line(combat + "How much damage does my bear take from the giant?") == (
        "Grizzly Bears: 3 damage from Hill Giant"
    )
    healer = "I control Samite Healer. I activate Samite Healer targeting me. Then opponent casts Shock targeting me. "
    assert first_line(healer + "How much damage does Shock deal?") == "Shock deals 1 damage"
    assert first_line(healer + "How much damage is prevented?") == "Damage prevented: 1"


def test_life_gained_by_a_choice_of_modes():
    assert first_line("Healing Salve on me. How much life do I gain?") == (
        "You gain 3 or 0 life, depending on the mode chosen for Healing Salve"
    )


def test_lifelink_gains_life_or_not():
    attack = "I control Vampire Nighthawk. It attacks opponent. "
    assert first_line(attack + "Does lifelink gain me life?") == "Yes: You gain 2 life (lifelink, 120.3f, 702.15b)"
    assert first_line(attack + "How much life does opponent lose?") == "Opponent loses 2 life"
    fog = "Opponent controls Vampire Nighthawk. It attacks me. I cast Fog. "
    assert first_line(fog + "Does lifelink still gain them life?") == "No: Opponent gains no life from lifelink"
    assert first_line(fog + "Does lifelink work?") == "No: no player gains life from lifelink"


def test_lifelink_and_lethal_damage_at_the_same_time_a_real_question():
    # tests/corpus se-001: lethal damage against a lifelink blocker; the life is gained as the damage is dealt
    index = index_with(pool_cards(("Child of Night",)))
    text = (
        "Opponent is at 2 life. Opponent controls Child of Night. It's my turn. I control Hill Giant and Grizzly "
        "Bears. They attack opponent. Child of Night blocks Grizzly Bears. Does opponent die? Does lifelink still "
        "gain them life?"
    )
    assert first_line(text, index) == (
        "Opponent survives at 1 life. Yes: Opponent gains 2 life (lifelink, 120.3f, 702.15b)"
    )


def test_counters_kept_removed_or_gone_with_the_permanent():
    bolt = "Opponent casts Lightning Bolt targeting it. "
    assert first_line("I control Grizzly Bears with 2 +1/+1 counters. " + bolt + "Does it keep its counters?") == (
        "Yes: Grizzly Bears keeps its 2 +1/+1 counters"
    )
    centaur = "I control Phantom Centaur. It has 3 +1/+1 counters on it. " + bolt
    assert first_line(centaur + "Does it keep its counters?") == "No: Phantom Centaur has 2 +1/+1 counters (it had 3)"
    assert first_line(centaur + "How many counters does Phantom Centaur have?") == (
        "Phantom Centaur has 2 +1/+1 counters (it had 3)"
    )
    shield = "I control Grizzly Bears with a shield counter. " + bolt
    assert first_line(shield + "Does it lose its shield counter?") == (
        "Yes: Grizzly Bears has no counters (it had 1 shield counter)"
    )
    gone = "I control Grizzly Bears with 2 +1/+1 counters. " + bolt + "Then opponent casts Shock targeting it. "
    assert first_line(gone + "Does it keep its counters?") == "No: Grizzly Bears dies, so its counters are gone"


def test_several_questions_are_answered_in_order_once_each():
    text = "I control Grizzly Bears. Opponent casts Shock targeting it. Does it die? Is it dead and do I lose?"
    assert first_line(text) == "Grizzly Bears dies. You survive at 20 life"


@pytest.mark.parametrize(
    "text",
    [
        "I control Grizzly Bears. Opponent casts Shock targeting it. What happens?",
        "I control Grizzly Bears. Opponent casts Shock targeting it.",
        BOTH_BEARS + " Does the bear survive?",  # two bears: not told apart
        "I control two Grizzly Bears. Opponent casts Pyroclasm. Does my bear survive?",
        "Opponent controls two Hill Giants. They attack me. Do they die?",  # creatures or the player
        # "… Does Serra Angel die?" (not in the situation) is asked back: tests/test_reader_retold.py
        "Does it die? I control Grizzly Bears. Opponent casts Shock targeting it.",  # "it" before anything
    ],
)
def test_no_first_line_when_it_isnt_a_question_answered_or_its_subject_isnt_clear(text):
    assert first_line(text) is None


def test_keeping_counters_it_never_had_says_what_became_of_it_not_yes_or_no():
    text = "I control Grizzly Bears. Opponent casts Shock targeting it. Does my bear keep its counters?"
    assert first_line(text) == "Grizzly Bears dies"
    text = "I control Hill Giant. Opponent casts Shock targeting it. Does my giant keep its counters?"
    assert first_line(text) == "Hill Giant has no counters"


def test_compare_answers_with_the_outcomes_only():
    reply = ask_reply("Opponent casts Shock targeting me. Do I lose?", compare=True, index=INDEX)
    assert reply.data["answer"] is None and not reply.error


def test_the_answer_is_the_first_line_in_the_console_and_in_discord():
    reply = ask_reply("I'm at 2 life. Opponent casts Lightning Bolt targeting me. Do I lose?", index=INDEX)
    assert reply.to_text().split("\n")[1] == "You lose (-1 life, 704.5a)"  # after the ruleset's title
    (first, *_) = reply_embeds(reply)
    assert first.description.split("\n")[0] == "You lose (-1 life, 704.5a)"


# --- outcomes told apart by their choices (made up, to reach every case) ------------------------------------------


def _resolution(zones_and_choices: list[tuple[str, list[str]]]) -> tuple[Reading, Resolution]:
    reading = Reading({"battlefield": [{"id": "bears", "card": "Grizzly Bears", "controller": "You"}]}, [], [])
    outcomes = [
        OutcomeOut(
            choices=choices,
            players={"You": PlayerOut(life=20, poison=0, lost=False)},
            permanents={"bears": PermanentOut(name="Grizzly Bears", controller="You", zone=zone, damage=0)},
            prevented=0,
            log=[],
        )
        for zone, choices in zones_and_choices
    ]
    return reading, Resolution(ruleset="mtg", outcomes=outcomes, rules=[])


def test_the_choice_that_alone_tells_the_outcomes_apart_is_named():
    reading, res = _resolution([("graveyard", ["A", "X"]), ("battlefield", ["A", "Y"]), ("graveyard", ["B", "X"])])
    assert answer_line(["Does my bear survive?"], reading, res) == "Grizzly Bears dies if X; it survives if Y"


def test_without_one_such_choice_each_line_of_choices_is_named_or_else_the_outcomes_by_number():
    lines = [
        ("graveyard", ["A", "X"]),
        ("battlefield", ["A", "Y"]),
        ("battlefield", ["B", "X"]),
        ("graveyard", ["B", "Y"]),
    ]
    reading, res = _resolution(lines)
    assert answer_line(["Does my bear survive?"], reading, res) == (
        "Grizzly Bears dies if A and X or B and Y; it survives if A and Y or B and X"
    )
    long = [(zone, [c * 200 for c in choices]) for zone, choices in lines]
    reading, res = _resolution(long)
    assert answer_line(["Does my bear survive?"], reading, res) == (
        "Grizzly Bears dies in outcomes 1 and 4; it survives in outcomes 2 and 3"
    )


def test_questions_passed_in_are_answered_and_it_needs_the_reading():
    reading, res = _resolution([("graveyard", [])])
    assert answer_line(["Does Grizzly Bears die?", "What happens?"], reading, res) == "Grizzly Bears dies"
    assert answer_line(["Does it die?"], reading, res) is None  # no "it" was read
    assert answer_line([], reading, res) is None


def test_a_questions_if_part_is_read_as_the_situation_and_answered():
    """The players' reader (commands/reader/clauses.py) reads "if I cast Giant Growth targeting it" as what
    happens; Giant Growth, cast after Shock, resolves first (CR 405.5)."""
    text = (
        "I control Grizzly Bears. Opponent casts Shock targeting it. "
        "Does it survive if I cast Giant Growth targeting it?"
    )
    assert first_line(text) == "Grizzly Bears survives"


# --- poison counters (CR 122.1f, 702.90b) --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("How many poison counters?", Question("poison", "")),
        ("How many poison counters does he have?", Question("poison", "he")),
        ("how many poison counters do I get", Question("poison", "i")),
        ("How much poison does opp take?", Question("poison", "opp")),
    ],
)
def test_poison_questions_are_classified(question, expected):
    assert classify(question) == expected


def test_how_many_poison_counters_is_answered_from_the_outcomes(pool_index):
    """An unblocked 5/5 infect gives 5 poison counters, not damage (702.90b); a 3/3 trampling infect attacker
    blocked by a 1/1 gives 0, 1 or 2 more, by how it assigns its damage (702.19b)."""
    reply = ask_reply("He attacks me with a 5/5 infect. I don't block. How many poison counters?", index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith("You: 5 poison counters\n")
    assert reply.data["outcomes"][0]["players"]["You"]["life"] == 20
    text = (
        "Opponent attacks me with a 4/4 infect creature and a 3/3 trample infect creature. I block the 3/3 with a "
        "1/1. How many poison counters do I have?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.summary.startswith("You: 4, 5 or 6 poison counters, depending on how 3/3 creature assigns")


def test_how_much_loyalty_is_left(pool_index):
    """Damage to a planeswalker removes that much loyalty (CR 120.3c); at 0 it is put into the graveyard (704.5i)."""
    text = "Opponent has Gideon Jura with 6 loyalty. I attack Gideon with my Hill Giant. "
    text += "How much loyalty does Gideon have left?"
    reply = ask_reply(text, index=pool_index)
    assert reply.summary.startswith("Gideon Jura has 3 loyalty (it had 6)\n")
    assert classify("How many loyalty counters does Chandra have left?") == Question(
        "counters", "chandra", detail="loyalty"
    )
    text = "Opponent controls Chandra, Torch of Defiance with 3 loyalty. I bolt Chandra. "
    text += "How much loyalty does Chandra have left?"
    reply = ask_reply(text, index=pool_index)
    assert reply.summary.startswith("Chandra, Torch of Defiance is put into its owner's graveyard\n")


def test_who_wins(pool_index):
    """Lifelink damage is dealt and the life gained at once (CR 510.2, 120.3f): at 1 life each, the unblocked 2/2
    lifelink puts Opponent to -1 and its controller at 3, so You win (104.2a, 704.5a)."""
    text = "We are both at 1 life. I attack with a 2/2 lifelink, opp does not block. Who wins?"
    reply = ask_reply(text, index=pool_index)
    assert reply.summary.startswith("You win (104.2a); Opponent loses (-1 life, 704.5a)\n")
    assert reply.data["outcomes"][0]["players"]["You"]["life"] == 3
    text = "Both players at 1. I attack with a 1/1 lifelink. Opp blocks with a 1/1 deathtouch. Who wins?"
    reply = ask_reply(text, index=pool_index)
    assert reply.summary.startswith("Nobody wins: both players survive\n")
    assert reply.data["outcomes"][0]["players"]["You"]["life"] == 2


def test_what_is_his_life_after_combat(pool_index):
    """'after combat' ends the question; it isn't a situation of its own (was: can't read "combat")."""
    text = "opp's 2/2 lifelink is blocked by my 3/3, he's at 5. what's his life after combat?"
    reply = ask_reply(text, index=pool_index)
    assert reply.summary.startswith("Opponent: 7 life\n")


def test_die_or_survive_and_what_it_survives_get_a_first_line():
    """Both had no first line: "Does it die or survive?" took "it die or" for the creature, and "will it survive
    the shock?" wasn't read as a question of its fate."""
    reply = ask_reply("I control Hill Giant. Opp shocks it. Does it die or survive?", index=INDEX)
    assert reply.summary.startswith("Hill Giant survives\n")
    reply = ask_reply(
        "I control Grizzly Bears. Opponent casts Shock targeting Grizzly Bears. will it survive the shock?", index=INDEX
    )
    assert reply.summary.startswith("Grizzly Bears dies\n")


@pytest.mark.parametrize("asked", ["How much loyalty is left?", "how much loyalty will the planeswalker have left?"])
def test_how_much_loyalty_is_left_of_the_one_planeswalker(asked, pool_index):
    """Was "1 outcome." with no first line: "the planeswalker" named no permanent (audit12)."""
    reply = ask_reply(f"I control Gideon Jura with 6 loyalty. Opp Lava Axes it. {asked}", index=pool_index)
    assert reply.summary.startswith("Gideon Jura has 1 loyalty (it had 6)\n"), reply.summary


def test_how_much_loyalty_is_left_with_two_planeswalkers_has_no_first_line(pool_index):
    text = (
        "I control Gideon Jura with 6 loyalty and Chandra, Torch of Defiance with 4 loyalty. Opp Lava Axes Gideon. "
        "How much loyalty is left?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith("1 outcome."), reply.summary
