"""'You may have this assign its combat damage as though it weren't blocked' (cardindex/templates/static_flags.py,
resolver/combat.py): blocked, its controller may have all its combat damage go to the player or planeswalker it
attacks (510.1b), or assign it to its blockers as usual (510.1c) — each an outcome. Before, every such card refused.

Oracle text (the 2018 pool): Thorn Elemental (7/7) "You may have Thorn Elemental assign its combat damage as though
it weren't blocked."; Lone Wolf (2/2) "You may have Lone Wolf assign its combat damage as though it weren't blocked.";
Unsummon "Return target creature to its owner's hand.".
"""

from __future__ import annotations

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut


def _outcomes(pool_index, text):
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    return [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]], reply.to_text()


def _zone(outcome, name):
    (found,) = [p for p in outcome.permanents.values() if p.name == name]
    return found.zone


def test_blocked_thorn_elemental_may_hit_the_player(pool_index):
    outcomes, text = _outcomes(
        pool_index,
        "I control Thorn Elemental. Opponent controls Grizzly Bears. Thorn Elemental attacks opponent. Grizzly Bears "
        "blocks it.",
    )
    got = sorted((o.players["Opponent"].life, _zone(o, "Grizzly Bears")) for o in outcomes)
    assert got == [(13, "battlefield"), (20, "graveyard")]
    assert "as though it weren't blocked (its controller's choice) [510.1b]" in text


def test_with_two_blockers_it_divides_or_goes_to_the_player(pool_index):
    outcomes, _ = _outcomes(
        pool_index,
        "I control Thorn Elemental. Opponent controls Grizzly Bears and Hill Giant. Thorn Elemental attacks opponent. "
        "Grizzly Bears and Hill Giant block it.",
    )
    lives = [o.players["Opponent"].life for o in outcomes]
    assert lives.count(13) == 1 and set(lives) == {13, 20}
    (through,) = [o for o in outcomes if o.players["Opponent"].life == 13]
    assert _zone(through, "Grizzly Bears") == _zone(through, "Hill Giant") == "battlefield"  # none to the blockers


def test_its_blocker_gone_it_may_still_assign_to_the_player(pool_index):
    # a blocked creature whose blockers left assigns no combat damage (510.1c), unless it assigns as though unblocked
    outcomes, _ = _outcomes(
        pool_index,
        "I control Thorn Elemental. Opponent controls Grizzly Bears. Thorn Elemental attacks opponent. Grizzly Bears "
        "blocks it. Opponent casts Unsummon targeting Grizzly Bears.",
    )
    assert sorted(o.players["Opponent"].life for o in outcomes) == [13, 20]


def test_a_creature_without_the_ability_has_no_such_choice(pool_index):
    outcomes, _ = _outcomes(
        pool_index,
        "I control Hill Giant. Opponent controls Grizzly Bears. Hill Giant attacks opponent. Grizzly Bears blocks it.",
    )
    assert [o.players["Opponent"].life for o in outcomes] == [20]
