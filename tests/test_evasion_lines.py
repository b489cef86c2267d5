"""Evasion keyword lines the engine checks as blockers are declared (cardindex/keywords.py; resolver/combat.py),
and the one-line refusal format for a card's line it can't play (resolver/errors.line_not_modelled).

Oracle text (the 2018 pool): Soltari Foot Soldier (1/1) "Shadow (This creature can block or be blocked by only
creatures with shadow.)"; Soltari Lancer (2/2) "Shadow (…) / Soltari Lancer has first strike as long as it's
attacking."; Prized Unicorn "All creatures able to block Prized Unicorn do so.". Before, a "Shadow (reminder)" line
was read as text the compiler doesn't know, refusing in every combat (audit 21).
"""

from __future__ import annotations

from commands.ask import ask_reply
from resolver.errors import line_not_modelled
from resolver.outcome import OutcomeOut


def test_a_shadow_creature_attacks_and_is_answered(pool_index):
    reply = ask_reply("I control Soltari Foot Soldier. Soltari Foot Soldier attacks opponent.", index=pool_index)
    assert not reply.error, reply.summary
    (o,) = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]
    assert o.players["Opponent"].life == 19


def test_a_creature_without_shadow_cant_block_it(pool_index):
    reply = ask_reply(
        "I control Soltari Foot Soldier. Opponent controls Grizzly Bears. Soltari Foot Soldier attacks opponent. "
        "Grizzly Bears blocks it.",
        index=pool_index,
    )
    assert reply.error and reply.exit_code == 2 and "702.28b" in reply.summary


def test_a_line_that_matters_in_combat_is_quoted_with_why(pool_index):
    reply = ask_reply("I control Soltari Lancer. Soltari Lancer attacks opponent.", index=pool_index)
    assert reply.error and reply.exit_code == 3
    assert reply.summary == (
        "Soltari Lancer: \"Soltari Lancer has first strike as long as it's attacking.\" isn't modelled yet (it matters "
        "only in combat (attacking, blocking, evasion, combat damage), as it does here), so this isn't answered"
    )


def test_the_refusal_format():
    said = line_not_modelled(
        "Deafening Clarion",
        "• Creatures you control gain trample until end of turn.",
        "not recognised by the oracle-text compiler (sentence 'creatures you control gain trample until end of turn')",
    )
    assert said == (
        'Deafening Clarion: "Creatures you control gain trample until end of turn." isn\'t modelled yet (the '
        "oracle-text compiler doesn't read its sentence 'creatures you control gain trample until end of turn'), so "
        "this isn't answered"
    )
    long = line_not_modelled("X", "word " * 40, None)
    assert "…\" isn't modelled yet, so this isn't answered" in long and len(long) < 160
