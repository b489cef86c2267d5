"""Report forms and chat found by the sixteenth and seventeenth probe sets (issue #16): a report form's "### Card(s)"
heading above its value; "the bot" as the opponent; what a report expects ("The trample damage should hit Sarkhan")
and a role said again ("he's the one being attacked") set aside; facts the board as read has, said by a chat word
("croc has 5 power and my elf only has 1 toughness"), read as restated; a size a creature "stays" after a fight,
checked against the answer."""

from __future__ import annotations

from test_reader_chat_forms import answer, refusal, zone

from commands.ask import ask_reply


def notes(index, text: str) -> list[str]:
    return ask_reply(text, index=index).data["interpretation"]


def test_a_report_forms_cards_heading_is_what_the_report_is_about(pool_index):
    text = (
        "### Card(s)\n\nPriests of Norn\n\n### Game mode\n\nAI\n\n### Actual behavior\n\nThe AI attacked with Goblin "
        "Roughrider and I blocked with Priests of Norn."
    )
    (o,), _ = answer(pool_index, text)
    (rider,) = [p for p in o.permanents.values() if p.name == "Goblin Roughrider"]
    assert rider.counters == {"-1/-1": 1} and (rider.power, rider.toughness) == (2, 1)  # infect (CR 702.90b)
    assert zone(o, "Priests of Norn") == "battlefield"


def test_the_bots_planeswalker_and_what_the_report_expects(pool_index):
    text = (
        "### Card(s)\n\nTajuru Pathwarden, Sarkhan, Fireblood\n\n### Game mode\n\nBot match\n\n### Actual behavior\n\n"
        "I attacked the bot's Sarkhan, Fireblood (3 loyalty) with Tajuru Pathwarden (5/4 trample). The bot blocked "
        "with Norwood Ranger (1/2).\n\n### Expected behavior\n\nThe trample damage should hit Sarkhan, he's the one "
        "being attacked."
    )
    outcomes, _ = answer(pool_index, text)
    # trample assigns lethal (2) to the Ranger and the rest to the planeswalker it attacks (CR 702.19c): never the
    # player; 3 or more to Sarkhan takes all its loyalty
    for o in outcomes:
        assert o.players["Opponent"].life == 20
        assert zone(o, "Norwood Ranger") == "graveyard"
    assert {zone(o, "Sarkhan, Fireblood") for o in outcomes} == {"battlefield", "graveyard"}
    read = notes(pool_index, text)
    assert any("The trample damage should hit Sarkhan" in line for line in read)


def test_a_role_said_again_is_set_aside(pool_index):
    text = (
        "My Iroas's Champion (2/2, double strike) attacked and got blocked by a Tangle Mantis (3/4, trample). Also, "
        "does the Mantis's trample matter at all when it's the one blocking?"
    )
    (o,), _ = answer(pool_index, text)  # 2 + 2 damage over two steps kills the 3/4 (CR 510.4); its 3 kills the 2/2
    assert zone(o, "Tangle Mantis") == "graveyard" and zone(o, "Iroas's Champion") == "graveyard"


def test_facts_the_board_has_said_by_chat_words_are_restated(pool_index):
    text = (
        "opp swung dross crocodile (5/1) at me and i blocked with elvish archers (2/1 first strike). whole table says "
        "both die because croc has 5 power and my elf only has 1 toughness. i thought the croc dies before it gets "
        "to hit anything?? who's right"
    )
    (o,), _ = answer(pool_index, text)  # first strike: the 5/1 dies before it deals damage (CR 510.4)
    assert zone(o, "Dross Crocodile") == "graveyard" and zone(o, "Elvish Archers") == "battlefield"
    assert any('"my elf only has 1 toughness" restates the board' in line for line in notes(pool_index, text))


def test_a_fact_the_board_hasnt_is_still_asked(pool_index):
    said = refusal(
        pool_index,
        "opp swung dross crocodile (5/1) at me and i blocked with elvish archers (2/1 first strike). the table says "
        "both die because my elf only has 2 toughness.",
    )
    assert "my elf only has 2 toughness" in said


def test_a_size_a_creature_stays_after_a_fight_is_checked(pool_index):
    said = refusal(
        pool_index,
        "I attack with a 3/3 creature. Opponent blocks with a 1/1 creature with infect. My creature stays a 3/3.",
    )
    assert "the answer leaves it 2/2" in said  # a -1/-1 counter (CR 702.90b)
    (o,), _ = answer(
        pool_index, "I attack with a 3/3 creature. Opponent blocks with a 1/1 creature with infect. Mine ends up a 2/2."
    )
    assert [(p.power, p.toughness) for p in o.permanents.values() if p.controller == "You"] == [(2, 2)]
