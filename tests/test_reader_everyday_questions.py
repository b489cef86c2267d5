"""Everyday phrasings found while probing counters, infect and life (issue 16): "what happens to my bear?" is a
question about its fate, answered first; "I'm at 1 life with 9 poison counters" says both totals.

Oracle texts (../shared/cards/oracle-reference.txt): Grizzly Bears 2/2; Lightning Bolt "Lightning Bolt deals 3
damage to any target."; Healing Salve "Choose one — • You gain 3 life. • Prevent the next 3 damage that would be
dealt to any target this turn." Infect: damage to a player gives poison counters (CR 702.90b), to a creature -1/-1
counters (702.90c); ten or more poison counters lose the game (704.5c).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from corpus.run import entries
from test_reader_retold import answered

from commands.ask import ask_reply

FRESH11 = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh11.jsonl")}


@pytest.mark.parametrize(
    ("text", "first"),
    [
        (
            "opp attacks with a 2/2 infect creature. I block with my grizzly bears. what happens to my bear?",
            "Grizzly Bears dies",
        ),
        (
            "I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. What happens to my bear?",
            "Grizzly Bears dies",
        ),
        ("I am at 2 life. Opp bolts me. what happens to me?", "You lose"),
    ],
)
def test_what_happens_to_it_is_its_fate(text, first, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith(first), reply.summary


def test_what_happens_to_something_not_in_the_situation_gets_no_first_line(pool_index):
    """f11-011's kind of general question stays refused; "the damage" is no creature or player: no first line."""
    reply = ask_reply(FRESH11["f11-001"], index=pool_index)
    assert reply.exit_code != 0
    reply = ask_reply(
        "I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. What happens to the damage?",
        index=pool_index,
    )
    assert reply.exit_code == 0 and reply.summary == "1 outcome.", reply.summary


def test_life_with_poison_counters_says_both(pool_index):
    data = answered(
        "I'm at 1 life with 9 poison counters. opp attacks with a 1/1 infect. I don't block. do I lose?", pool_index
    )
    (outcome,) = data["outcomes"]
    assert outcome["players"]["You"]["life"] == 1 and outcome["players"]["You"]["poison"] == 10
    assert outcome["players"]["You"]["lost"] and "704.5c" in str(outcome["log"])
    # fr-003's words ("Nissa is at 2 life and 8 poison, but has Healing Salve in hand"), told in the first person
    data = answered(
        "I'm at 2 life and 8 poison. Opponent controls a 2/2 creature with infect. It attacks me. I don't block.",
        pool_index,
    )
    (outcome,) = data["outcomes"]
    assert outcome["players"]["You"]["poison"] == 10 and outcome["players"]["You"]["life"] == 2


def test_two_life_totals_in_one_sentence_are_asked(pool_index):
    reply = ask_reply("I'm at 5 life with 3 life. Opp bolts me.", index=pool_index)
    assert reply.exit_code == 2 and "at 5 life and at 3" in reply.summary, reply.summary


def test_a_blocker_or_attacker_of_a_size_is_a_creature(pool_index):
    """f12-002's words ("I blocked my opponents 1/1 attacker with a 2/2 blocker"): "attacker" and "blocker" are words
    for a creature, like "dude" ("can't read "1/1 attacker"" before); the 2/2 kills the 1/1 and survives."""
    data = answered("I blocked my opponents 1/1 attacker with a 2/2 blocker. Does the 1/1 die?", pool_index)
    (outcome,) = data["outcomes"]
    zones = {(p["name"], p["controller"]): p["zone"] for p in outcome["permanents"].values()}
    assert zones == {("1/1 creature", "Opponent"): "graveyard", ("2/2 creature", "You"): "battlefield"}
    reply = ask_reply(
        "I attack with my 5/5 trample into his 2/2 indestructible blocker. how much goes through?", index=pool_index
    )
    # trample over an indestructible 2/2: lethal (2) first, the rest as the attacker chooses (CR 702.19b)
    assert reply.exit_code == 0 and reply.summary.startswith("Opponent: 0, 1, 2 or 3 damage"), reply.summary


def test_permanents_listed_each_with_what_it_has(pool_index):
    """ "Gideon Jura with 8 loyalty and Chandra Nalaar with 6 loyalty" was one card name ("no card named …"): the
    name before "with" joins list items only when it spans them ("Cho-Manno, Revolutionary with Pariah")."""
    data = answered(
        "Opponent controls Gideon Jura with 8 loyalty and Chandra Nalaar with 6 loyalty. I bolt Gideon Jura.",
        pool_index,
    )
    (outcome,) = data["outcomes"]
    loyalty = {p["name"]: p["loyalty"] for p in outcome["permanents"].values()}
    assert loyalty == {"Gideon Jura": 5, "Chandra Nalaar": 6}
    data = answered(
        "Opponent controls Grizzly Bears with a +1/+1 counter and Hill Giant with a +1/+1 counter. I shock the bear.",
        pool_index,
    )
    (outcome,) = data["outcomes"]
    assert {p["name"]: p["zone"] for p in outcome["permanents"].values()} == {
        "Grizzly Bears": "battlefield",
        "Hill Giant": "battlefield",
    }
    answered("I control Cho-Manno, Revolutionary with Pariah. Opponent casts Lightning Bolt targeting me.", pool_index)


def test_how_much_loyalty_is_left(pool_index):
    reply = ask_reply(
        "I attack his planeswalker with 4 loyalty with my 3/3. he doesnt block. how much loyalty is left?",
        index=pool_index,
    )
    assert reply.exit_code == 0 and reply.summary.startswith("planeswalker has 1 loyalty (it had 4)"), reply.summary
    reply = ask_reply(
        "Opponent controls Gideon Jura with 8 loyalty and Chandra Nalaar with 6 loyalty. I bolt Gideon Jura. how "
        "much loyalty is left?",
        index=pool_index,
    )
    assert reply.exit_code == 0 and reply.summary == "1 outcome.", reply.summary  # which one isn't said


def test_an_x_spell_for_n_is_x_n(pool_index):
    """ "I Banefire him for 4" (Banefire: "Banefire deals X damage to any target."): X = 4, said in the reading;
    "he shocks me for 2": Shock has no X, asked to leave it out (never read as a target "me for 2")."""
    data = answered("I Banefire him for 4. He is at 4. does he die?", pool_index)
    assert "You cast Banefire targeting Opponent with X = 4" in " ".join(data["interpretation"])
    assert data["outcomes"][0]["players"]["Opponent"]["lost"]
    reply = ask_reply("he shocks me for 2. I'm at 2.", index=pool_index)
    assert reply.exit_code == 2 and '"for 2": Shock has no X' in reply.summary, reply.summary


@pytest.mark.parametrize(
    "how",
    [
        "casts Blaze for 2 targeting my Grizzly Bears",
        "casts Blaze for 2 on my Grizzly Bears",
        "casts Blaze for 2, targeting my Grizzly Bears",
    ],
)
def test_an_x_spell_for_n_before_its_target(how, pool_index):
    """Was 'no card named "Blaze for 2"' (audit12): the amount said before the target (Blaze: "Blaze deals X damage
    to any target.")."""
    data = answered(f"Opp {how}. does it survive?", pool_index)
    assert "Opponent casts Blaze with X = 2 targeting Grizzly Bears" in " ".join(data["interpretation"])
    assert data["outcomes"][0]["permanents"]["grizzly-bears"]["zone"] == "graveyard"


def test_double_block(pool_index):
    """ "he double blocks": the two creatures he has block (said in the reading); "I double block with X and Y" and
    "double blocked by" are blocks; "got double blocked" (which two isn't said) is still asked."""
    data = answered("I have a 3/3, he has a 2/2 and a 1/1. I attack, he double blocks. what happens?", pool_index)
    combat = data["scenario"]["actions"][0]["combat"]
    assert len(combat["blockers"]) == 2 and set(combat["blockers"].values()) == set(combat["attackers"])
    assert any('"both" is read as' in line for line in data["interpretation"])
    data = answered(
        "Opponent attacks with Hill Giant. I double block with Grizzly Bears and Llanowar Elves. Who dies?", pool_index
    )
    assert all(
        {p["name"]: p["zone"] for p in o["permanents"].values()}["Hill Giant"] == "graveyard" for o in data["outcomes"]
    )  # 2 + 1 damage to a 3/3
    assert ask_reply("I attack with my 5/5. It got double blocked.", index=pool_index).exit_code == 2


def test_after_damage_then_an_action(pool_index):
    """ "…, then after damage he shocks my giant": after combat damage is a step of its own, then the Shock (was read
    as one clause no form reads). Hill Giant (3/3) takes 2 from Grizzly Bears, then 2 from Shock: it dies."""
    data = answered(
        "I block his grizzly bears with my hill giant, then after damage he shocks my giant. does it die?", pool_index
    )
    (outcome,) = data["outcomes"]
    assert {p["name"]: p["zone"] for p in outcome["permanents"].values()} == {
        "Grizzly Bears": "graveyard",
        "Hill Giant": "graveyard",
    }
    assert any(line.startswith("2. Opponent casts Shock targeting Hill Giant") for line in data["interpretation"])


def test_one_of_a_size_is_a_creature_of_that_size(pool_index):
    """ "I block with one 2/2" (was "can't read one 2/2"): a 2/2; against a menace attacker the block is refused with
    the rule (CR 702.111b), which answers "is that legal?"."""
    reply = ask_reply("Opp attacks with a 3/3 menace. I block with one 2/2. is that legal?", index=pool_index)
    assert reply.exit_code == 2 and "menace" in reply.summary and "702.111b" in reply.summary, reply.summary
    data = answered("Opp attacks with a 3/3. I block with one 2/2. Does it die?", pool_index)
    assert len(data["scenario"]["battlefield"]) == 2


def test_refusals_that_named_cards_no_one_meant(pool_index):
    """audit10: "targeting me and opp" named Web or Werebear ("we"); "opp earthquakes for 2" looked for a target "for
    2" (Lust for War …); "my own Serra Angel" was a card name; "attacks with Hill Giant, no block" a name "attack me".
    Earthquake: "Earthquake deals X damage to each creature without flying and each player."."""
    reply = ask_reply("Opponent casts Shock targeting me and opp.", index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith("Shock needs 1 target, got 2"), reply.summary
    data = answered("I control Grizzly Bears. opp earthquakes for 2.", pool_index)
    (outcome,) = data["outcomes"]
    assert outcome["players"]["You"]["life"] == 18 and outcome["players"]["Opponent"]["life"] == 18
    assert {p["name"]: p["zone"] for p in outcome["permanents"].values()} == {"Grizzly Bears": "graveyard"}
    data = answered("I control Serra Angel. opp bolts my own angel.", pool_index)
    assert data["scenario"]["actions"][0]["targets"] == ["serra-angel"]
    reply = ask_reply("I'm at 3. Opponent attacks with Hill Giant, no block. am I dead?", index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith("You lose (0 life"), reply.summary


def test_a_walker_not_said_and_a_name_across_and(pool_index):
    """ "I attack his walker with my 5/5 trampler and he chumps with a 1/1": no card named "trampler and he chumps"
    (a conjunction and a pronoun are no words of a name), and "his planeswalker" with none said asks for it and its
    loyalty (was "did you mean Planeswalker's Fury …"); said first, it is answered."""
    text = "I attack his walker with my 5/5 trampler and he chumps with a 1/1. how much loyalty does it lose?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2 and "say it first with its loyalty" in reply.summary, reply.summary
    assert "Planeswalker's" not in reply.summary
    data = answered(f"Opponent controls a planeswalker with 4 loyalty. {text}", pool_index)
    left = sorted(
        {p["loyalty"] for o in data["outcomes"] for p in o["permanents"].values() if p["name"] == "planeswalker"}
    )
    assert left == [0, 1, 2, 3, 4]  # 1 lethal to the 1/1, up to 4 trampling over to the planeswalker (CR 702.19c)


def test_one_verb_agreement_for_players():
    """commands.lexicon.verb: the form for "I", "You", a player or a permanent as the subject (shared by the reader's
    messages and the first lines)."""
    from commands import lexicon as lx

    assert [lx.verb("I", v) for v in ("control", "have", "be", "don't")] == ["control", "have", "am", "don't"]
    assert [lx.verb("You", v) for v in ("control", "be", "survive")] == ["control", "are", "survive"]
    assert [lx.verb("Opponent", v) for v in ("control", "have", "be", "don't", "copy", "play")] == [
        "controls",
        "has",
        "is",
        "doesn't",
        "copies",
        "plays",
    ]
    assert lx.verb("Grizzly Bears", "survive") == "survives"


@pytest.mark.parametrize(
    "question", ["what's my life after?", "what will my life be after?", "what will I be at after?"]
)
def test_my_life_after(question, pool_index):
    """ "what's my life after?" ("after" at the end changes nothing; "what will my life be", "what will I be at" are
    the life-total question): 5 life, one 3/3 unblocked → 2."""
    reply = ask_reply(f"opp attacks with two 3/3s. I block one with my 4/4. I'm at 5. {question}", index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith("You: 2 life"), reply.summary


def test_i_block_one_of_alike_attackers(pool_index):
    """ "opp swings with 2 grizzly bears. I have a hill giant. I block one.": the one creature blocks either (alike,
    said); 4 life − 2 from the other = 2. Two different attackers: which one is asked."""
    reply = ask_reply(
        "I'm at 4. opp swings with 2 grizzly bears. I have a hill giant. I block one. do I survive?", index=pool_index
    )
    assert reply.exit_code == 0 and reply.summary.startswith("You survive at 2 life"), reply.summary
    reply = ask_reply(
        "Opponent attacks with Hill Giant and Grizzly Bears. I control Serra Angel. I block one.", index=pool_index
    )
    assert reply.exit_code == 2 and "which attacker is blocked" in reply.summary, reply.summary


@pytest.mark.parametrize(
    "said", ["He double blocks my Hill Giant with", "he double-blocked my Hill Giant with", "Opp double blocks it with"]
)
def test_double_block_naming_the_attacker(said, pool_index):
    """Was "which attacker is blocked?" (audit12): "He blocks with both my Hill Giant with …"."""
    data = answered(f"I attack with Hill Giant. {said} Grizzly Bears and Mogg Fanatic. What happens?", pool_index)
    assert "Combat damage: Hill Giant attacks Opponent, blocked by Grizzly Bears and Mogg Fanatic" in " ".join(
        data["interpretation"]
    )
    assert all(o["permanents"]["hill-giant"]["zone"] == "graveyard" for o in data["outcomes"])  # 2 + 1 damage


@pytest.mark.parametrize(
    ("text", "read", "first"),
    [
        (
            "opp swings Hill Giant at me, I chump with grizzly bears. does my bear die?",
            "Combat damage: Hill Giant attacks You, blocked by Grizzly Bears",
            "Grizzly Bears dies",
        ),
        (
            "I control Gideon Jura with 3 loyalty. he swung his Hill Giant at my Gideon. does Gideon die?",
            "Combat damage: Hill Giant attacks Gideon Jura, unblocked",
            "Gideon Jura dies",
        ),
        (
            "I swing my Hill Giant at him. he is at 3. is he dead?",
            "Combat damage: Hill Giant attacks Opponent, unblocked",
            "Opponent loses (0 life, 704.5a)",
        ),
    ],
)
def test_swings_a_creature_at_someone(text, read, first, pool_index):
    """Was "Opponent attacks Hill Giant at me": "Opponent" is a player, not a creature."""
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith(first), reply.summary
    assert any(read in line for line in reply.sections[0].lines), reply.sections[0].lines


def test_has_a_creature_comma_attacks(pool_index):
    """Was 'can't read "Opponent has a 4/4 lifelink"' (the comma before "attacks me" left the size unread)."""
    reply = ask_reply(
        "opp has a 4/4 lifelink, attacks me, I block with a 1/1. how much life does he gain?", index=pool_index
    )
    assert reply.exit_code == 0, reply.summary
    assert reply.summary.startswith("Opponent gains 4 life (lifelink, 120.3f, 702.15b)"), reply.summary


@pytest.mark.parametrize(
    ("said", "first"),
    [
        ("opp shocks my Samite Healer, I tap it to prevent 1 to itself", "Samite Healer dies"),  # 2 - 1 to a 1/1
        ("opp shocks my Samite Healer, I tap it to prevent 1 damage to itself", "Samite Healer dies"),
        (
            "I control Grizzly Bears. opp shocks it. I tap Samite Healer to prevent 1 damage to my bear",
            "Grizzly Bears",
        ),
    ],
)
def test_tapping_a_healer_to_prevent_is_its_ability_not_a_mode(said, first, pool_index):
    """Was "Samite Healer has no modes to choose" / 'no card named "Samite Healer to prevent 1 to itself"'."""
    reply = ask_reply(f"{said}. does it survive?", index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith(first), reply.summary
    assert any("You activate Samite Healer" in line for line in reply.sections[0].lines)


def test_tapping_a_healer_to_prevent_more_than_it_does_is_asked(pool_index):
    reply = ask_reply("opp shocks my Samite Healer, I tap it to prevent 2 damage to itself.", index=pool_index)
    assert reply.exit_code == 2 and '"prevent 2": Samite Healer says' in reply.summary, reply.summary
