"""Reader fixes from fresh11's failures (commands/reader/__init__.py, general.py, not_names.py), each tested on the
fresh11 question and on other real text found by search (in no corpus file):

- a message that is one question in which nothing happens is refused as only asking a question, even when it names
  someone's permanent ("Can I make my Morphling become a -1/7?" was answered as a board with Morphling on it);
- "one" as a pronoun ("How does one determine …") is no number of a situation;
- a token named by its creature types in title case ("a Zombie Token") is no unknown card's name;
- casting a permanent whose card does something as it enters ("When Animate Dead enters, … Return enchanted creature
  card to the battlefield …") exits 3 naming that line: "say <player> controls it" would skip what it is cast for."""

from __future__ import annotations

import pytest
from corpus.run import entries, evaluate
from test_dev_sets import CORPUS

from commands.ask import ask_reply
from commands.reader.general import _NUMBER
from commands.reader.unknown import unknown_names

BY_ID = {e["id"]: e for e in entries(CORPUS / "fresh11.jsonl")}


@pytest.mark.parametrize("entry_id", ["f11-031", "f11-032", "f11-034", "f11-035"])
def test_fresh11_questions_now_get_their_own_refusal(entry_id, pool_index):
    assert evaluate(BY_ID[entry_id], pool_index) == "right"


def test_one_question_naming_a_permanent_where_nothing_happens_only_asks(pool_index):
    # f11-032 (Pojo's Judge's Corner, 2003): answered as a board before; now "only asks a question"
    reply = ask_reply("Can I make my Morphling become a -1/7?", index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith("the message only asks a question")


def test_one_question_where_something_happens_is_still_read(pool_index):
    # r/mtgrules ("The Intent is Clear"): a spell is cast in the question, so it isn't refused as only asking
    text = "What happens if you cast Spry and Mighty while controlling only one creature?"
    reply = ask_reply(text, index=pool_index)
    assert not reply.summary.startswith("the message only asks a question")


@pytest.mark.parametrize(
    ("text", "number"),
    [
        # f11-035 (Pojo 2002-03-29) and Pojo 2002-03-20's "How does one become a certified judge?": a pronoun
        ("How does one determine when damage goes on the stack?", False),
        ("How does one become a certified judge?", False),
        ("if one can block with it", False),
        ("one has to assign lethal damage first", False),
        # … while a count stays a number
        ("I block with one of them", True),
        ("one creature with trample", True),
        ("I'm at one life", True),
    ],
)
def test_one_as_a_pronoun_is_no_number(text, number):
    assert bool(_NUMBER.search(text)) is number


@pytest.mark.parametrize(
    ("text", "unknown"),
    [
        # f11-031 (Pojo 2003-10-21) and a Wizards article's heading ("Soldier Token", Making Magic 2003-05-26,
        # whose next run, its typo "Welcometo Soldier Week", stays unknown)
        ("I have a Fallen Angel and a Zombie Token in play, and cast Dross Harvester.", []),
        (
            "Soldier Token\n\nWelcometo Soldier Week. This week we'll be tipping our hat to the army of fighters",
            ["Welcometo Soldier Week"],
        ),
    ],
)
def test_a_token_named_by_its_creature_types_is_no_card_name(text, unknown, pool_index):
    assert [n for n, _ in unknown_names(text, pool_index, "mtg")] == unknown


@pytest.mark.parametrize(
    "text",
    [
        # f11-034 (Pojo 2002-02-04), read as "Opponent casts Animate Dead targeting my Iridescent Angel …"
        "Opponent casts Animate Dead targeting my Iridescent Angel.",
        # an interactions page's first step (explainsthecard.com, "Animate Dead + Leonin Relic-Warder")
        "You cast Animate Dead targeting Leonin Relic-Warder in a graveyard; when the Aura resolves it follows the "
        "two-step resolution for Auras described in rule .",
    ],
)
def test_casting_a_permanent_that_does_something_as_it_enters_names_that_line(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Animate Dead: "When Animate Dead enters')


def test_casting_a_permanent_that_does_nothing_as_it_enters_is_read_as_resolved(pool_index):
    # f11-003's board (Pojo 2002-12-07): Thriss enters doing nothing; cast alone, it is read as resolved (CR 608.3),
    # said; cast with more (an X, a target) it is still asked about
    reply = ask_reply("My friend controls Thriss, Nantuko Primus. I cast Thriss, Nantuko Primus.", index=pool_index)
    assert reply.exit_code == 0
    (o,) = reply.data["outcomes"]
    assert sorted(p["zone"] for p in o["permanents"].values()) == ["battlefield", "battlefield"]
    assert any("read as resolved" in line for line in reply.data["interpretation"])
    more = ask_reply("My friend controls Hill Giant. I cast Thriss, Nantuko Primus for X=1.", index=pool_index)
    assert more.exit_code == 2 and "casting it isn't modelled" in more.summary
