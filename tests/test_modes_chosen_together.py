"""A spell whose controller chooses two modes or more ("Choose two —", the Commands; CR 700.2) isn't modelled: the
engine plays one mode, and the other mode chosen (a bounce before a -3/-3, say) can change the answer. Each of its
modes refuses, naming why (cardindex/compiler.py). "Choose one or both —" and "Choose one —" may be cast with one
mode, and stay modelled. On the 2018 card pool's Oracle text."""

from __future__ import annotations

import pool_cards as pool
import pytest

cards, index = pool.fixtures(
    ("Silumgar's Command", "Kolaghan's Command", "Incendiary Command", "Deafening Clarion", "Winterflame")
)


@pytest.mark.parametrize("name", ["Silumgar's Command", "Kolaghan's Command", "Incendiary Command"])
def test_every_mode_of_a_choose_two_spell_is_unmodelled(cards, name):
    modes = [a for a in cards[name].abilities if a.mode is not None]
    assert len(modes) == 4
    assert not any(a.modelled for a in modes)
    assert any("two or more modes at once (CR 700.2)" in (a.reason or "") for a in modes)


@pytest.mark.parametrize(("name", "line"), [("Deafening Clarion", "3 damage"), ("Winterflame", "2 damage")])
def test_a_choose_one_or_both_spells_damage_mode_stays_modelled(cards, name, line):
    damage = [a for a in cards[name].abilities if a.mode is not None and line in a.text]
    assert damage and all(a.modelled for a in damage)


def test_silumgars_command_with_one_mode_said_is_refused_not_answered(index):
    # was: 1 outcome, Grizzly Bears to the graveyard from the -3/-3 alone; its other mode could have bounced it first
    summary = pool.refused(
        index,
        "Opponent controls Grizzly Bears. I cast Silumgar's Command targeting Grizzly Bears, choosing the third mode.",
        "two or more modes at once",
        code=3,
    )
    assert "\n" not in summary


def test_kolaghans_command_pinging_a_bear_is_refused(index):
    pool.refused(
        index,
        "Opponent controls Grizzly Bears. I cast Kolaghan's Command choosing mode 4 targeting Grizzly Bears.",
        "two or more modes at once",
        code=3,
    )


def test_winterflame_one_mode_still_answers(index):
    o = pool.only(index, "Opponent controls Grizzly Bears. I cast Winterflame choosing mode 2 targeting Grizzly Bears.")
    assert o.permanents["grizzly-bears"].zone == "graveyard"


def test_two_modes_said_name_the_choose_two_line(index):
    # was: the refusal quoted its first mode ("Return target creature card …"), which the message didn't choose
    pool.refused(
        index,
        "Opponent controls Hill Giant. I cast Kolaghan's Command choosing modes 2 and 4 targeting Hill Giant.",
        "Kolaghan's Command: \"Choose two — (two or more modes at once, CR 700.2)\" isn't modelled",
        code=3,
    )
