"""Apostrophes left out, as players type in chat (issue 16; bench/robustness.py "apostrophes dropped"): a card's name
without its apostrophes is that card, "my friends <Card>" is the opponent's card, and "my opponents <name>" is whose
card a lower-case name is. Real messages from the corpus with only their apostrophes dropped."""

from __future__ import annotations

import re
from pathlib import Path

from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.normalise import normalise

_DIR = Path(__file__).parent / "corpus"
QUESTIONS = {e["id"]: e["question"] for e in entries()}
FRESH9 = {e["id"]: e["question"] for e in entries(_DIR / "fresh9.jsonl")}


def _dropped(text: str) -> str:
    return re.sub(r"(\w)['’](\w)", r"\1\2", text)


def test_a_name_without_its_apostrophes_is_the_card(pool_index):
    """Teferi's Protection, Umezawa's Jitte, Hell's Caretaker typed without their apostrophes: the card itself, as
    an exact name (no fuzzy search, no "did you mean"); a misspelling besides ("Drokomas") is still not guessed."""
    for typed, name in (
        ("Teferis Protection", "Teferi's Protection"),
        ("umezawas jitte", "Umezawa's Jitte"),
        ("Hells Caretaker", "Hell's Caretaker"),
    ):
        found = pool_index.lookup(typed, "mtg")
        assert found.how == "exact" and found.card is not None and found.card.name == name
    assert pool_index.lookup("Drokomas Command", "mtg").card is None


def test_teferis_protection_in_a_report(pool_index):
    """mo-010 (magefree/mage #3879) without apostrophes: refused for Teferi's Protection's line, as with them."""
    text = _dropped(QUESTIONS["mo-010"])
    assert "Teferis Protection" in text
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Teferi's Protection:"), reply.summary


def test_my_friends_card_is_the_opponents():
    """jb-027 (a judge column) typed "My friends Ornithopter": the opponent's; "my friends" before anything but a
    card's capitals stays people."""
    assert normalise(_dropped(QUESTIONS["jb-027"])).startswith("Opponent's Ornithopter is enchanted by Regeneration.")
    assert normalise("me and my friends were playing") == "me and my friends were playing"


def test_jb027_without_apostrophes_is_answered(pool_index):
    """Regeneration's shield replaces Disenchant's destruction (CR 701.15a, 614.8): Ornithopter stays."""
    reply = ask_reply(_dropped(QUESTIONS["jb-027"]), index=pool_index)
    assert reply.exit_code == 0, reply.summary
    zones = [{p["name"]: p["zone"] for p in o["permanents"].values()} for o in reply.data["outcomes"]]
    assert zones and all(z["Ornithopter"] == "battlefield" and z["Regeneration"] == "battlefield" for z in zones)


def test_my_opponents_lower_case_card(pool_index):
    """f9-011 (phase-rs/phase #6014) without apostrophes: "my opponents screaming nemesis" is a card not known."""
    reply = ask_reply(_dropped(FRESH9["f9-011"]), index=pool_index)
    assert reply.summary.startswith('no card named "screaming nemesis"'), reply.summary
