"""A triggered ability's target is chosen as it is put on the stack (CR 603.3d): one below another that resolves
first keeps its target, and does nothing if that target is gone when it resolves (608.2b) — a line the engine
missed while it chose each target as the ability resolved (resolver/trigger_targets.py).

Oracle texts (../shared/cards/oracle-cards-2018.json): Perilous Myr 1/1 "When Perilous Myr dies, it deals 2 damage
to any target."; Footlight Fiend 1/1 "When Footlight Fiend dies, it deals 1 damage to any target."; Boros
Reckoner 3/3 "Whenever Boros Reckoner is dealt damage, it deals that much damage to any target."; Hill Giant 3/3;
Pyroclasm "Pyroclasm deals 2 damage to each creature."
"""

from __future__ import annotations

from commands.ask import ask_reply


def _ends(text: str, index, name: str) -> set[tuple[int, int, str]]:
    reply = ask_reply(text, index=index)
    assert reply.exit_code == 0, reply.summary
    return {
        (
            o["players"]["You"]["life"],
            o["players"]["Opponent"]["life"],
            next(p["zone"] for p in o["permanents"].values() if p["name"] == name),
        )
        for o in reply.data["outcomes"]
    }


def test_a_trigger_whose_target_died_first_does_nothing(pool_index) -> None:
    # I'm active: my Perilous Myr's trigger goes on the stack first, both aimed at the Hill Giant (2 damage
    # marked); the opponent's Footlight Fiend's resolves first and kills it, so the Myr's deals no damage
    text = "I control perilous myr and opp controls footlight fiend and hill giant. I cast pyroclasm"
    ends = _ends(text, pool_index, "Hill Giant")
    assert (20, 20, "graveyard") in ends
    assert len(ends) == 9  # each of 3 targets for each; both at the Giant is the ninth
    reply = ask_reply(text, index=pool_index)
    fizzled = [
        o for o in reply.data["outcomes"] if o["players"]["You"]["life"] == o["players"]["Opponent"]["life"] == 20
    ]
    (line,) = fizzled
    assert "Perilous Myr: its target, Hill Giant, is gone, so it doesn't resolve" in [s["text"] for s in line["log"]]


def test_the_reckoners_first_trigger_keeps_its_target(pool_index) -> None:
    # the opponent (active) aims Boros Reckoner's 1 at itself; my Perilous Myr's 2 (resolving first) kills it: its
    # new trigger deals 2, the first one does nothing — the opponent at 18 with the Reckoner dead
    ends = _ends("my perilous myr blocks opp's boros reckoner", pool_index, "Boros Reckoner")
    assert (20, 18, "graveyard") in ends and (18, 20, "graveyard") in ends
