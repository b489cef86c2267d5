"""Audit 21: prevention, replacement, redirection and damage triggers of real pool cards the compiler models.

Real Oracle text (2018 pool): Fungusaur 2/2 "Whenever Fungusaur is dealt damage, put a +1/+1 counter on it.";
Snapping Sailback 4/4 "Flash", "Enrage — Whenever Snapping Sailback is dealt damage, put a +1/+1 counter on it.
(It must survive the damage to get the counter.)"; Shock 2 damage; Flame Slash 4 damage to target creature.

Wrong answers found (and fixed):
- a "put a +1/+1 counter on it" trigger that resolved after its creature died said a counter was put on the card in
  the graveyard (CR 400.7: the card is a new object the ability can't find; nothing happens).
"""

from __future__ import annotations

from commands.ask import ask_reply


def _outcomes(reply):
    return reply.data["outcomes"]


def _perm(outcome, name):
    return next(p for p in outcome["permanents"].values() if p["name"] == name)


# --- a dealt-damage trigger resolving after its creature died puts no counter on the card (CR 400.7) ---


def test_a_dead_fungusaur_gets_no_counter(pool_index):
    reply = ask_reply("I control Fungusaur. Opponent casts Shock targeting Fungusaur.", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    fungusaur = _perm(outcome, "Fungusaur")
    assert fungusaur["zone"] == "graveyard"
    assert not fungusaur.get("counters")
    text = reply.to_text()
    assert "counter put on Fungusaur" not in text and "counter(s) put on Fungusaur" not in text
    assert "Fungusaur is no longer on the battlefield; no counter is put on it" in text


def test_snapping_sailback_must_survive_to_get_the_counter(pool_index):
    reply = ask_reply(
        "I control Snapping Sailback. Opponent casts Flame Slash targeting Snapping Sailback.", index=pool_index
    )
    assert reply.exit_code == 0, reply.summary
    (outcome,) = _outcomes(reply)
    assert _perm(outcome, "Snapping Sailback")["zone"] == "graveyard"
    assert "counter put on Snapping Sailback" not in reply.to_text()
    survived = ask_reply(
        "I control Snapping Sailback. Opponent casts Lightning Bolt targeting Snapping Sailback.", index=pool_index
    )
    (outcome,) = _outcomes(survived)
    sailback = _perm(outcome, "Snapping Sailback")
    assert sailback["zone"] == "battlefield" and sailback["counters"] == {"+1/+1": 1}
