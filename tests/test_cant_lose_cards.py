"""Permanents that keep their controller in the game (CR 101.2 over 104.3), on the 2018 pool's Oracle text:

- Platinum Angel: "You can't lose the game and your opponents can't win the game." (no effect here makes anyone
  win, so "can't win" changes nothing the engine answers);
- Phyrexian Unlife: "You don't lose the game for having 0 or less life." (704.5a only: ten poison counters still
  lose, 704.5c) / "As long as you have 0 or less life, all damage is dealt to you as though its source had
  infect." (702.90b: poison counters instead of life loss, for damage dealt while at 0 or less).
Both refused before ("not recognised by the oracle-text compiler").
"""

from __future__ import annotations

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut


def _only(pool_index, text):
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    (outcome,) = [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]]
    return outcome, reply.to_text()


def test_platinum_angel_keeps_its_controller_at_zero_life(pool_index):
    o, text = _only(pool_index, "I'm at 3 life. I control Platinum Angel. Opponent casts Lightning Bolt targeting me.")
    assert (o.players["You"].life, o.players["You"].lost) == (0, False)
    assert "You can't lose the game" in text and "101.2" in text


def test_the_angel_leaving_lets_the_state_based_action_apply(pool_index):
    o, text = _only(
        pool_index,
        "I'm at 3 life. I control Platinum Angel. Opponent casts Lightning Bolt targeting me. Then opponent casts "
        "Murder targeting Platinum Angel.",
    )
    assert o.players["You"].lost and o.players["You"].life == 0
    assert text.count("You would lose the game, but Platinum Angel") == 1  # said once, not at every check


def test_platinum_angel_stops_a_loss_to_poison_too(pool_index):
    o, _ = _only(
        pool_index,
        "I have 9 poison counters. I control Platinum Angel. Opponent controls a 1/1 creature with infect. The 1/1 "
        "creature attacks me.",
    )
    assert o.players["You"].poison == 10 and not o.players["You"].lost


def test_phyrexian_unlife_stops_only_the_life_loss(pool_index):
    o, _ = _only(pool_index, "I'm at 3 life. I control Phyrexian Unlife. Opponent casts Lightning Bolt targeting me.")
    assert (o.players["You"].life, o.players["You"].lost) == (0, False)
    o, text = _only(
        pool_index,
        "I have 9 poison counters. I control Phyrexian Unlife. Opponent controls a 1/1 creature with infect. The 1/1 "
        "creature attacks me.",
    )
    assert o.players["You"].lost and "704.5c" in text


def test_phyrexian_unlife_turns_damage_at_zero_life_into_poison(pool_index):
    o, text = _only(
        pool_index,
        "I'm at 3 life. I control Phyrexian Unlife. Opponent casts Lightning Bolt targeting me. Then opponent casts "
        "Lightning Bolt targeting me.",
    )
    assert (o.players["You"].life, o.players["You"].poison, o.players["You"].lost) == (0, 3, False)
    assert "as though its source had infect" in text and "702.90b" in text


def test_damage_in_one_event_is_dealt_by_the_life_total_before_it(pool_index):
    # at 1 life, two attackers' damage is one event (CR 510.2): all of it is life loss, none poison
    o, _ = _only(
        pool_index,
        "I'm at 1 life. I control Phyrexian Unlife. Opponent controls Hill Giant and Grizzly Bears. Hill Giant and "
        "Grizzly Bears attack me.",
    )
    assert (o.players["You"].life, o.players["You"].poison, o.players["You"].lost) == (-4, 0, False)
