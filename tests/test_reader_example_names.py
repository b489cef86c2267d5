"""A card the index doesn't know, named only as an example of what the message describes ("a creature with
Doublestrike, e.g. Adorned Prowler, 1/1 Doublestrike"), doesn't come before the line of a card the situation
uses that the engine can't model (commands/ask.py, commands/reader/unknown.py). Real text as typed."""

from __future__ import annotations

from pathlib import Path

from corpus.run import entries

from commands.ask import ask_reply

QUESTIONS = {e["id"]: e["question"] for e in entries()}
FRESH = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh.jsonl")}
FIGHTS = 'Pit Fight: "Target creature you control fights another target creature.'
# jb-015 as typed, with Pit Fight (whose "another target creature" isn't read) for Titanic Brawl (read since fights
# were compiled, 2026-11-28; jb-015 itself is an answer entry now)
JB015 = QUESTIONS["jb-015"].replace("Titanic Brawl", "Pit Fight")


def test_an_example_name_after_a_line_not_modelled(pool_index):
    """jb-015 (Card-Forge/forge #1138): "Adorned Prowler" (Adorned Pouncer misspelt) is an example; Titanic
    Brawl's fight is what isn't modelled. The whole report, with its expected behaviour, the same."""
    reply = ask_reply(JB015, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith(FIGHTS)
    report = (
        JB015 + '\n\nDoublestrike should provide "First Strike"/first combat damage in a "Fights other '
        'creature" mechanic.'
    )
    reply = ask_reply(report, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith(FIGHTS)


def test_names_given_only_as_examples_are_still_named(pool_index):
    """fr-035 (magefree/mage #10293): "a battle, such as invasion of azgol, with a creature, such as a fury":
    nothing else to refuse for, so the names the index doesn't know are the refusal, both of them."""
    reply = ask_reply(FRESH["fr-035"], index=pool_index)
    assert reply.exit_code == 2
    assert reply.summary.startswith('no card named "invasion of azgol" or "fury"')
