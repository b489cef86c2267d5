"""A greeting before a message and "is it a bug?" or thanks after it (issue #16) change nothing of how it is
refused: real entries refused for their own reason, asked again with the openings and closings other real
questions in the corpus use ("Hello everybody,", "Is it a bug?", "thanks guys!"). Before, such a sentence made a
board-less report "in the first person" (so not "no particular situation") and a one-question message two
sentences (so not "only asks a question")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from corpus.run import entries, evaluate_text

from commands.ask import ask_reply
from commands.reader.commentary import without_commentary
from commands.reader.normalise import normalise
from commands.reader.unknown import unknown_names

CORPUS = Path(__file__).parent / "corpus"
_SETS = ("questions", "fresh7", "fresh9", "fresh11")
_BY_ID = {e["id"]: e for name in _SETS for e in entries(CORPUS / f"{name}.jsonl")}
OPENINGS = ("Hello everybody, quick rules question.", "Hey guys, is it a bug?")
CLOSINGS = ("Is it a bug? Thanks guys!", "Is this a bug or am I wrong?", "Thanks for this awesome client.")


@pytest.mark.parametrize("entry_id", ["f7-009", "rd-011", "jb-032", "f9-040", "jb-072", "f11-032"])
def test_framing_keeps_the_refusal(pool_index, entry_id):
    """f7-009 (a report about Urza's Avenger: its unmodelled line), rd-011 and jb-032 (one question in which
    nothing happens), f9-040, jb-072 (only a question), f11-032 ("Can I make my Morphling become a -1/7?": framed,
    it was answered as a board with Morphling on it; bench/robustness.py found it): the same reply, framed or not."""
    entry = _BY_ID[entry_id]
    plain = ask_reply(entry["question"], index=pool_index)
    assert evaluate_text(entry, entry["question"], pool_index)[0] == "right"
    for framed in [f"{o}\n{entry['question']}" for o in OPENINGS] + [f"{entry['question']}\n\n{c}" for c in CLOSINGS]:
        reply = ask_reply(framed, index=pool_index)
        assert (reply.exit_code, reply.summary) == (plain.exit_code, plain.summary), framed
        assert evaluate_text(entry, framed, pool_index)[0] == "right"


def test_only_talk_with_no_game_in_it_is_left_out():
    """What is left of a message for deciding it has no situation: not a sentence that says something of the
    game, even when it complains (f8-011's "Gisela halves Banefires damage even when X is more than 5, which it
    shouldn't"), nor "e.g." taken for a sentence's end."""
    text = "Hello everybody, quick rules question. Gisela halves Banefires damage, which it shouldn't. Thanks guys!"
    assert without_commentary(text) == "Gisela halves Banefires damage, which it shouldn't."
    text = "I know they are legal (e.g. Lightning Bolt), but would it hit? Is it a bug?"
    assert without_commentary(text) == "I know they are legal (e.g. Lightning Bolt), but would it hit?"
    assert without_commentary("Thanks!") == "Thanks!"  # all of it talk: kept whole


def test_contractions_typed_without_their_apostrophe(pool_index):
    """Players drop the apostrophe ("Life Link isnt gaining life", fr-022; "it didnt give health from lifelink",
    "his life total didnt change", corpus reports): the reader spells them out, so "didnt die" reads as "didn't die"
    and "Unless Im" is no card's name. jb-043 with its apostrophes dropped gets the reply it gets as typed."""
    assert "isn't gaining" in normalise("Life Link isnt gaining life when attacking.")
    assert "didn't change" in normalise("his life total didnt change")
    assert "its" in normalise("its toughness is 2").split()  # "its" stays: it may be the possessive
    text = _BY_ID["jb-043"]["question"]
    dropped = re.sub(r"(\w)'(t\b)", r"\1\2", text)
    assert dropped != text
    assert ask_reply(dropped, index=pool_index).summary == ask_reply(text, index=pool_index).summary
    assert unknown_names("Unless Im misunderstanding the rules this is incorrect?", pool_index, "mtg") == []


def test_a_question_typed_without_its_mark(pool_index):
    """rd-011 with its "?" left off, as chat often is ("If the 7/5 trampler had deathtouch, would 1 be lethal and 6
    would spill over"): still one question in which nothing happens. After a supposition, "…, does it die" is the
    question asked, answered first (it was left unanswered: no first line)."""
    text = _BY_ID["rd-011"]["question"]
    plain = ask_reply(text, index=pool_index)
    unmarked = ask_reply(text.replace("?", ""), index=pool_index)
    assert (unmarked.exit_code, unmarked.summary) == (plain.exit_code, plain.summary)
    assert plain.summary.startswith("the message only asks a question, and nothing happens in it")
    reply = ask_reply("I control Grizzly Bears. If opp bolts it, does it die", index=pool_index)
    assert reply.exit_code == 0 and reply.data["answer"] == "Grizzly Bears dies"
