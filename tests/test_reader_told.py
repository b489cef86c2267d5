"""Lines marked as never mattering that the message brings in (commands/reader/told.py): a refusal names the
card's unmodelled line, exit 3. On real questions (tests/corpus/questions.jsonl, as typed) and real forum text,
against the 2018 card pool."""

from __future__ import annotations

import pytest
from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.told import brought_in

QUESTIONS = {e["id"]: e["question"] for e in entries()}


@pytest.mark.parametrize(
    ("entry_id", "card", "line"),
    [
        ("jb-037", "Luminarch Ascension", "At the beginning of each opponent's end step"),  # "at … the end step"
        ("jb-057", "Crimson Honor Guard", "deals 4 damage to that pl"),  # "take damage by … Crimson Honor Guard"
        ("mo-003", "Watcher in the Web", "can block an additional seven creatures"),  # "I blocked all (four) …"
    ],
)
def test_a_line_the_message_brings_in_is_the_refusal(entry_id, card, line, pool_index):
    reply = ask_reply(QUESTIONS[entry_id], index=pool_index)
    assert reply.exit_code == 3 and "\n" not in reply.summary
    assert reply.summary.startswith(f'{card}: "') and line in reply.summary


def test_a_combat_static_of_a_second_card_is_listed_too(pool_index):
    """jb-074: Kwende's double strike grant (combat only) is named, as combat is told; Fervent Strike's pump is
    modelled now (+1/+0, first strike and haste until end of turn), so it is no longer listed."""
    reply = ask_reply(QUESTIONS["jb-074"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Kwende, Pride of Femeref: ")
    assert "double strike" in reply.summary and "Fervent Strike" not in reply.summary


def test_lure_in_a_forum_question_about_blocks(pool_index):
    """Stack Exchange (boardgames 7308), as typed: Lure's "All creatures able to block … do so" decides it."""
    text = (
        "Say I have 2 creatures enchanted with Lure or 2 Taunting Elves attacking: Does my opponent get to choose "
        "which of their creatures blocks each one or do I? What if one of those attacking creatures also has "
        "flying but the other does not?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Lure: "All creatures able to block')
    assert "(also Taunting Elf)" in reply.summary  # "Taunting Elves": the plural of Taunting Elf


def test_a_line_the_message_does_not_bring_in_stays_out(pool_index):
    """Gatherer's ruling text names Luminarch Ascension without its end step; Crimson Honor Guard named but not as
    what dealt damage."""
    ascension = pool_index.get("Luminarch Ascension", "mtg")
    trigger = next(a for a in ascension.abilities if a.kind == "triggered")
    ruling = (
        "Luminarch Ascension's first ability checks only whether life was lost. It doesn't care whether life was "
        "also gained."
    )
    assert not brought_in(trigger, ascension.name, ruling)
    assert brought_in(trigger, ascension.name, QUESTIONS["jb-037"])
    guard = pool_index.get("Crimson Honor Guard", "mtg")
    [trigger] = [a for a in guard.abilities if a.kind == "triggered"]
    assert brought_in(trigger, guard.name, "i still take damage by my opponent's Crimson Honor Guard")
    assert not brought_in(trigger, guard.name, "I cast Lightning Bolt on my opponent's Crimson Honor Guard")


def test_flickering_brings_in_an_enters_trigger(pool_index):
    """se-007 ("just flicker the archangel"): Resolute Archangel's enters trigger is listed with the other lines;
    a preview article, as typed, with forum card tags: Oblivion Ring's enters trigger after Ghostly Flicker."""
    reply = ask_reply(QUESTIONS["se-007"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Hydra Broodmaster: ")
    assert "(also Resolute Archangel)" in reply.summary  # Overrun's pump is modelled now
    text = "If you Ghostly Flicker an [card]Oblivion Ring[/card], you can pick a new target for it when it comes back."
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Ghostly Flicker: "Exile two target')
    assert "(also Oblivion Ring)" in reply.summary


def test_an_activated_ability_told_by_its_effect_is_named(pool_index):
    """jb-063: "moving a -1/-1 counter from the Leech Bonder" is using its "{U}, {Q}: Move a counter …"."""
    reply = ask_reply(QUESTIONS["jb-063"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Leech Bonder: "{U}, {Q}: Move a counter')


def test_a_life_trigger_the_message_says_the_card_caused(pool_index):
    """fr-026, a bug report as typed: "Gerrard Capashen is causing the target opponent to gain life" brings in
    its upkeep trigger ("you gain 1 life for each card in target opponent's hand")."""
    from pathlib import Path

    fresh = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh.jsonl")}
    reply = ask_reply(fresh["fr-026"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Gerrard Capashen: "At the beginning of your upkeep')


def test_losing_all_abilities_brings_in_the_trigger_that_does_it(pool_index):
    """mo-020, as typed: "Merfolk Trickster is supposed to remove all abilities from a creature" brings in its enters
    trigger ("It loses all abilities until end of turn"); a judge blog's "use Merfolk Trickster on a tapped
    creature" doesn't."""
    reply = ask_reply(QUESTIONS["mo-020"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Merfolk Trickster: "When Merfolk Trickster enters')
    trickster = pool_index.get("Merfolk Trickster", "mtg")
    [trigger] = [a for a in trickster.abilities if a.kind == "triggered"]
    blog = "You can absolutely use Merfolk Trickster on a tapped creature."
    assert not brought_in(trigger, trickster.name, blog)


def test_a_heading_is_no_card_and_the_line_the_message_tells_comes_first(pool_index):
    """jb-026, as typed: "Regeneration: When do you use it, …" is a heading, not the Aura Regeneration. Of
    Spiritmonger's lines, "{B}: Regenerate Spiritmonger." (the one the message tells) and its damage trigger
    (cardindex/templates/triggers.py) are modelled now, so its colour-changing ability is the line named."""
    reply = ask_reply(QUESTIONS["jb-026"], index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith('Spiritmonger: "{G}: Spiritmonger becomes the color')
    assert "Regeneration:" not in reply.summary and "(also" not in reply.summary


def test_an_attack_requirement_is_not_brought_in_by_a_combat_told(pool_index):
    """fr-005, as typed: "Blightsteel has blocked Ruric Thar": the combat happened, so "Ruric Thar, the Unbowed
    attacks each combat if able" decides nothing; Watcher in the Web's extra blocks (mo-003) still do."""
    from pathlib import Path

    fresh = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh.jsonl")}
    reply = ask_reply(fresh["fr-005"], index=pool_index)
    assert reply.exit_code == 3 and "attacks each combat if able" not in reply.summary
    assert reply.summary.startswith("Ruric Thar, the Unbowed: ")
