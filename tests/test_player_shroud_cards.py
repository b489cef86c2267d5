"""'You have shroud.' / 'You have hexproof.' on a permanent (cardindex/templates/static_flags.py,
resolver/targeting.py): its controller can't be targeted (CR 702.18a; hexproof: by an opponent, 702.11c) while it
is on the battlefield.
Before, every such card refused ("not recognised by the oracle-text compiler"), even beside a Pyroclasm (audit 21).

Oracle text (the 2018 pool): Ivory Mask "You have shroud. (You can't be the target of spells or abilities.)"; True
Believer (2/2) "You have shroud. (…)"; Leyline of Sanctity "If Leyline of Sanctity is in your opening hand, you may
begin the game with it on the battlefield. / You have hexproof. (…)"; Solitary Confinement "At the beginning of your
upkeep, sacrifice Solitary Confinement unless you discard a card. / Skip your draw step. / You have shroud. (…) /
Prevent all damage that would be dealt to you."
"""

from __future__ import annotations

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut


def test_a_spell_cant_target_a_player_with_shroud_from_a_permanent(pool_index):
    reply = ask_reply("I control Ivory Mask. Opponent casts Lightning Bolt targeting me.", index=pool_index)
    assert reply.error and reply.exit_code == 2
    assert "can't target You: You have shroud (Ivory Mask)" in reply.summary and "702.18a" in reply.summary


def test_hexproof_stops_only_the_opponents_spells(pool_index):
    reply = ask_reply("I control Leyline of Sanctity. Opponent casts Lightning Bolt targeting me.", index=pool_index)
    assert reply.error and reply.exit_code == 2 and "702.11c" in reply.summary
    reply = ask_reply("I control Leyline of Sanctity. I cast Lightning Helix targeting me.", index=pool_index)
    assert not reply.error, reply.summary
    (o,) = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]
    assert o.players["You"].life == 20  # 3 damage, then 3 life (608.2c)


def test_solitary_confinement_beside_a_spell_that_targets_no_one(pool_index):
    reply = ask_reply("I'm at 2 life. I control Solitary Confinement. Opponent casts Flame Rift.", index=pool_index)
    assert not reply.error, reply.summary
    (o,) = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]
    assert o.players["You"].life == 2 and o.players["Opponent"].life == 16  # its damage to You is prevented


def test_the_giver_gone_before_the_cast_is_not_decided(pool_index):
    reply = ask_reply(
        "I control True Believer. Opponent casts Lightning Bolt targeting True Believer. Then opponent casts "
        "Lightning Bolt targeting me.",
        index=pool_index,
    )
    assert reply.error and reply.exit_code == 3 and "while True Believer is on the battlefield" in reply.summary
