"""Abilities a player could use that the message doesn't say anyone uses (commands/reader/unused.py): named in the
reading (every assumption shows), and offered — each use an outcome — when a question asks what the asker can do.

Oracle texts (../shared/cards/oracle-reference.txt): Samite Healer "{T}: Prevent the next 1 damage that would be dealt
to any target this turn."; Circle of Protection: Red "{1}: The next time a red source of your choice would deal
damage to you this turn, prevent that damage."; Shock 2 damage, Lightning Bolt 3 damage to any target; Grizzly Bears
2/2; Gideon Jura's 0: "Until end of turn, Gideon Jura becomes a 6/6 …" (a loyalty ability: only with an empty stack,
CR 606.3, so never a response).
"""

from __future__ import annotations

import pytest
from test_reader_retold import answered

from commands.ask import ask_reply


def _notes(data: dict) -> list[str]:
    return [line for line in data["interpretation"] if line.startswith("Not used here")]


@pytest.mark.parametrize(
    ("text", "named", "first"),
    [
        # the answer is for no one using the Circle: the reading says so, and how to see each use
        (
            "I control Circle of Protection: Red. I'm at 3. Opponent casts Lightning Bolt targeting me. Do I die?",
            "Circle of Protection: Red's",
            "You lose",
        ),
        ("I have Samite Healer. I'm at 2. Opponent shocks me. Do I die?", "Samite Healer's", "You lose"),
        # the opponent's ability too: the asker may not know they could use it
        (
            "Opponent controls Samite Healer and Grizzly Bears. I shock his bear. Does it die?",
            "Samite Healer's",
            "Grizzly Bears dies",
        ),
    ],
)
def test_an_unused_ability_is_named_in_the_reading(text, named, first, pool_index):
    data = answered(text, pool_index)
    (note,) = _notes(data)
    assert note.startswith(f"Not used here: {named} activated ability") and "could activate" in note
    assert ask_reply(text, index=pool_index).summary.startswith(first)


def test_the_suggested_words_show_each_use(pool_index):
    """The note's own words pasted back: the Circle used is an outcome where the player survives at 3."""
    data = answered(
        "I control Circle of Protection: Red. I'm at 3. Opponent casts Lightning Bolt targeting me. I could activate "
        "Circle of Protection: Red. Do I die?",
        pool_index,
    )
    lives = sorted(o["players"]["You"]["life"] for o in data["outcomes"])
    assert lives == [0, 3] and not _notes(data)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        (
            "I control Samite Healer and Grizzly Bears. Opponent shocks my Grizzly Bears. Can I save it?",
            "Grizzly Bears dies if You don't activate Samite Healer's ability; it survives if You activate Samite "
            "Healer's ability targeting Grizzly Bears",
        ),
        (
            "I control Circle of Protection: Red. I'm at 3. Opponent casts Lightning Bolt targeting me. Can I survive?",
            "You lose (0 life, 704.5a) if You don't activate Circle of Protection: Red's ability; you survive at 3 "
            "life if You activate Circle of Protection: Red's ability",
        ),
    ],
)
def test_asking_what_i_can_do_offers_my_unused_abilities(text, first, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith(first), reply.summary
    assert any(line.startswith("You asked what you can do") for line in reply.data["interpretation"])


def test_what_cant_be_a_response_is_not_named(pool_index):
    """A loyalty ability (CR 606.3), an ability already used, and a mana ability are not "unused" here."""
    for text in (
        "I control Gideon Jura with 6 loyalty. Opponent casts Lightning Bolt targeting Gideon Jura.",
        "I control Samite Healer and Grizzly Bears. Opponent shocks my Grizzly Bears. In response I activate Samite "
        "Healer targeting Grizzly Bears.",
        "I control Llanowar Elves. Opponent casts Shock targeting Llanowar Elves.",
    ):
        assert not _notes(answered(text, pool_index)), text


def test_a_creature_tapped_to_attack_has_no_tap_ability_to_use(pool_index):
    """Prodigal Pyromancer ("{T}: Prodigal Pyromancer deals 1 damage to any target.") attacking is tapped (CR
    508.1f): nothing to name or offer. Samite Healer, not attacking, is offered before combat damage."""
    data = answered(
        "I control Prodigal Pyromancer. Opponent controls Grizzly Bears. Prodigal Pyromancer attacks. Grizzly Bears "
        "blocks it. Can I save it?",
        pool_index,
    )
    assert not _notes(data) and not any("may activate" in line for line in data["interpretation"])
    data = answered(
        "I control Samite Healer and Grizzly Bears. Opponent attacks with a 2/2 creature. I block with Grizzly Bears. "
        "Can I save my bear?",
        pool_index,
    )
    assert any(
        "may activate Samite Healer" in line and "before combat damage" in line for line in data["interpretation"]
    )
    fates = {
        tuple(o.get("choices") or ()): {p["name"]: p["zone"] for p in o["permanents"].values()}["Grizzly Bears"]
        for o in data["outcomes"]
    }
    assert "battlefield" in fates.values() and "graveyard" in fates.values()


def test_only_questions_about_what_i_can_do_offer(pool_index):
    """ "Can I block with …?", "Can I target …?" ask whether a play is legal, not what could save something: the
    unused ability is named, not offered."""
    from commands.reader.unused import asks_what_i_can_do

    assert asks_what_i_can_do(["Is there anything I can do?"]) and asks_what_i_can_do(["What are my options?"])
    assert not asks_what_i_can_do(["Can I block with my bear?"]) and not asks_what_i_can_do(["Can I target it?"])
