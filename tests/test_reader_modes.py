"""A modal spell in a message that doesn't read (commands/reader/unmodelled.py): the mode the message says was
chosen ("choosing the third mode", "second mode") is the line the refusal quotes; with some modes modelled and
which one isn't said, the card isn't the refusal (the reader asks which mode). Real text, the 2018 card pool."""

from __future__ import annotations

from pathlib import Path

from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.unmodelled import unmodelled_lines

FRESH = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh.jsonl")}


def test_the_chosen_mode_is_the_line_quoted(pool_index):
    """fr-040: "I cast Rakdos Charm choosing the third mode" — mode 3, not mode 1 (before, the reader asked
    which mode "the third mode, hoping to win" was)."""
    reply = ask_reply(FRESH["fr-040"], index=pool_index)
    assert reply.exit_code == 3
    assert reply.summary.startswith('Rakdos Charm: "• Each creature deals 1 damage to its controller."')


def test_a_mixed_modal_card_refuses_only_on_a_mode_said(pool_index):
    """Boros Charm (mode 1 modelled, 2 and 3 not). A rulings page, as typed: "second mode" → its line; a judge
    blog naming it with no mode: not Boros Charm (Magmaquake, cast, is the refusal)."""
    ruling = "Boros Charm's second mode affects only permanents you control at the time it resolves."
    assert unmodelled_lines(ruling, pool_index, "mtg") == [
        ("Boros Charm", "• Permanents you control gain indestructible until end of turn.")
    ]
    blog = (
        "So if your opponent just cast a Magmaquake and you're hoping to save your planeswalkers with your Boros "
        "Charm, that won't really work."
    )
    assert [n for n, _ in unmodelled_lines(blog, pool_index, "mtg")] == ["Magmaquake"]


def test_a_loyalty_ability_said_by_its_cost_is_the_line_quoted(pool_index):
    """A Liliana of the Veil rules article, two sentences as written: "the -2 ability" is "[-2]: Target player
    sacrifices a creature.", not her +1 (the first unmodelled line); "used the +1" is the +1; "-1/-1" is no cost."""
    article = (
        "I still remember the first time I lost a game because of Liliana of the Veil. Your breakdown of how the -2 "
        "ability targets the player was a lightbulb moment."
    )
    assert unmodelled_lines(article, pool_index, "mtg") == [
        ("Liliana of the Veil", "[-2]: Target player sacrifices a creature.")
    ]
    plus = "I lost a game because of Liliana of the Veil. My opponent resolved her, used the +1, and we both discarded."
    assert unmodelled_lines(plus, pool_index, "mtg") == [("Liliana of the Veil", "[+1]: Each player discards a card.")]
    counters = "Liliana of the Veil used her ability. My Grizzly Bears has a -1/-1 counter."
    assert unmodelled_lines(counters, pool_index, "mtg")[0][1].startswith("[+1]")
