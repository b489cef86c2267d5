"""Which refusal a message that doesn't read gets (commands/ask.py read_message): a precise problem the reader found
gives way to a card named with a line the engine can't model that may decide it — fixing the problem would only
lead to that refusal — but not to an ability the message may not be using; and "my creature", never named or
sized, is no particular situation (commands/reader/vague.py). On real questions from the dev sets, as typed, and
on real cards of the 2018 card pool."""

from __future__ import annotations

import pool_cards as pool
import pytest
from corpus.run import CORPUS, entries

from commands.ask import ask_reply

TYPED = {
    e["id"]: e["question"]
    for name in ("fresh10", "fresh7", "fresh11", "fresh12")
    for e in entries(CORPUS.parent / f"{name}.jsonl")
}
cards, index = pool.fixtures(("Platinum Emperion", "Forsaken Wastes", "Gideon Jura", "Hill Giant", "Treetop Village"))


def _refusal(text: str, idx) -> tuple[int, str]:
    reply = ask_reply(text, index=idx)
    assert reply.error and "\n" not in reply.summary, reply.summary
    return reply.exit_code, reply.summary


@pytest.mark.parametrize(
    ("entry_id", "card", "line"),
    [
        # was: "Vigor has no activated ability" (the message says Vigor's text, not a use of it)
        ("f10-011", "Harvester of Souls", "Whenever another nontoken creature dies"),
        # was: asks about Wall of Shards, which the situation doesn't have
        ("f11-011", "Forsaken Wastes", "that player loses 1 life"),
        # was: asks about something happening that the message doesn't say happens
        ("f12-004", "Platinum Emperion", "Your life total can't change"),
    ],
)
def test_a_precise_problem_gives_way_to_a_line_that_may_decide_it(entry_id, card, line, pool_index):
    code, said = _refusal(TYPED[entry_id], pool_index)
    assert code == 3 and said.startswith(f"{card}: ") and line in said


def test_a_problem_with_the_ability_used_stands_beside_another_unmodelled_ability(index):
    # Gideon Jura's +2 isn't modelled, but the message uses his 0, on the opponent's turn: that is the problem
    code, said = _refusal(
        "I control Gideon Jura with 6 loyalty. Opponent's Hill Giant attacks Gideon Jura. I activate Gideon Jura's 0.",
        index,
    )
    assert code == 2 and "activated only in a main phase with the stack empty (CR 606.3)" in said


def test_the_line_is_the_one_a_read_board_would_refuse(index):
    # the same card on a board that reads: the engine's refusal names the same line
    code, said = _refusal("I control Platinum Emperion. I'm at 2. Opp bolts me, am I dead?", index)
    assert code == 3 and "Platinum Emperion" in said and "your life total can't change" in said


@pytest.mark.parametrize(
    "text",
    [
        TYPED["f7-011"],  # "i buffed my creature with it and end of turn i sac the clue making my creature lose …"
        "It happened again, the AI blocked and my creature lost its counters",
    ],
)
def test_my_creature_never_named_or_sized_is_no_particular_situation(text, pool_index):
    code, said = _refusal(text, pool_index)
    assert code == 2 and said.startswith('the message describes no particular situation ("my creature"')


@pytest.mark.parametrize(
    "text",
    ["I control Grizzly Bears. Opponent casts Lightning Bolt targeting my creature. Does it die?"],
)
def test_my_creature_beside_a_named_one_is_not_vague(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert not reply.error and reply.summary.startswith("Grizzly Bears dies")
