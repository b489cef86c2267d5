"""What players put in brackets after a creature that restates the board (commands/situation.py this_turn_part,
restated_in_brackets, check_only_said), and a told result after a comma ("…, Bears die": commands/reader/clauses.py
_NAME_BLOCKS). Forms from the probes' posts ("Centaur Courser (the 3/3 with no abilities)", "Grizzly Bears on the
battlefield (my only creature)", "Opponent casts Lightning Bolt on Grizzly Bears, Bears die")."""

from __future__ import annotations

from test_reader_chat_forms import answer, refusal, zone

from commands.ask import ask_reply

COURSER = "I attacked with my Hill Giant and my buddy blocked with Centaur Courser ({said}). Who dies?"


def test_a_size_restated_in_brackets_is_kept_and_said(pool_index):
    text = COURSER.format(said="the 3/3 with no abilities")
    (o,), first = answer(pool_index, text)
    assert zone(o, "Centaur Courser") == "graveyard" and zone(o, "Hill Giant") == "graveyard"
    assert first == "Both die"
    reading = ask_reply(text, index=pool_index).data["interpretation"]
    assert '"(the 3/3 with no abilities)" restates Centaur Courser as printed: nothing to add' in reading


def test_a_size_in_brackets_that_isnt_the_creatures_is_asked(pool_index):
    said = refusal(pool_index, COURSER.format(said="the 2/2 with no abilities"))
    assert "Centaur Courser is 3/3 as I read it; say what made it 2/2" in said


def test_no_abilities_said_of_a_creature_with_some_is_asked(pool_index):
    text = "I attacked with my Hill Giant and my buddy blocked with Prodigal Sorcerer (the 1/1 with no abilities)."
    assert "Prodigal Sorcerer has abilities" in refusal(pool_index, text)


def test_my_only_creature_is_checked(pool_index):
    text = (
        "I'm at 3 life with Worship and Grizzly Bears on the battlefield (my only creature). Opponent casts "
        "Lightning Bolt on Grizzly Bears, Bears die. Then Opponent casts Lava Axe targeting me."
    )
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Grizzly Bears") == "graveyard"
    assert o.players["You"].life == -2 and o.players["You"].lost  # Worship needs a creature (CR 704.5a)
    reading = ask_reply(text, index=pool_index).data["interpretation"]
    assert '"(my only creature)": Grizzly Bears is the only creature its controller has here' in reading
    assert 'Not part of the situation (ignored): "Bears die"' in reading
    two = "I'm at 3 life with Worship, Hill Giant and Grizzly Bears on the battlefield (my only creature)."
    assert "isn't the only creature of its controller here (Hill Giant too)" in refusal(pool_index, two)


def test_a_result_told_with_a_cards_name_after_a_comma_is_its_own_clause(pool_index):
    text = "Opponent casts Lightning Bolt on my Grizzly Bears, Grizzly Bears dies."
    assert refusal(pool_index, text).startswith('can\'t read "Grizzly Bears dies"')  # not a name "… dies"


def test_a_remark_in_brackets_is_set_aside(pool_index):
    text = "I put Pariah on my own Grizzly Bears (yes, on purpose). Opponent casts Lava Axe targeting me."
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Grizzly Bears") == "graveyard" and o.players["You"].life == 20  # Pariah: dealt to it instead
    reading = ask_reply(text, index=pool_index).data["interpretation"]
    assert any('"(yes, on purpose)" after' in line and "is a remark: set aside" in line for line in reading)


def test_as_my_only_creature_is_checked_as_in_brackets(pool_index):
    text = "I'm at 6 life with Worship and Llanowar Elves as my only creature. Opponent casts Lava Axe targeting me."
    (o,), _ = answer(pool_index, text)
    assert o.players["You"].life == 1  # Worship, with a creature (its replacement: CR 614.1)
    reading = ask_reply(text, index=pool_index).data["interpretation"]
    assert '"(my only creature)": Llanowar Elves is the only creature its controller has here' in reading


def test_next_turn_where_nothing_happened_yet_starts_the_story(pool_index):
    text = (
        "I put Pariah on my own Grizzly Bears (yes, on purpose). Next turn my opponent cast Lava Axe at me. Do the "
        "Bears take the 5 instead of me?"
    )
    (o,), _ = answer(pool_index, text)
    assert o.players["You"].life == 20 and zone(o, "Grizzly Bears") == "graveyard"  # CR 614.9: dealt to it instead
    reading = ask_reply(text, index=pool_index).data["interpretation"]
    assert '"Next turn": nothing happened before it, so the story starts there' in reading


def test_next_turn_after_something_happened_is_asked(pool_index):
    text = "Opponent casts Shock targeting my Grizzly Bears. Next turn he casts Lightning Bolt targeting me."
    assert "a turn passes after what happened before it" in refusal(pool_index, text)
