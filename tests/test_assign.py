"""How an attacker's combat damage is divided, said in the message (commands/assign.py; CR 510.1c-d, 702.19b): that
division is played, said in the reading; one the rules don't allow is refused with the rule. Oracle texts
(../shared/cards/oracle-reference.txt): Hill Giant 3/3, Grizzly Bears 2/2, Samite Healer 1/1."""

from __future__ import annotations

from test_reader_retold import answered

from commands.ask import ask_reply


def _zones(outcome: dict) -> dict[str, str]:
    return {p["name"]: p["zone"] for p in outcome["permanents"].values()}


def test_the_division_told_is_the_one_played(pool_index):
    data = answered(
        "Opponent controls Hill Giant. I control Grizzly Bears and Samite Healer. Hill Giant attacks me. Grizzly Bears "
        "blocks Hill Giant. Samite Healer blocks Hill Giant. Hill Giant assigns 2 to Grizzly Bears and 1 to Samite "
        "Healer.",
        pool_index,
    )
    (outcome,) = data["outcomes"]  # without it: one outcome per legal division
    assert _zones(outcome) == {"Hill Giant": "graveyard", "Grizzly Bears": "graveyard", "Samite Healer": "graveyard"}
    assert data["scenario"]["actions"][0]["combat"]["assign"] == {
        "hill-giant": {"grizzly-bears": 2, "samite-healer": 1}
    }
    assert any(
        line.startswith("Hill Giant assigns 2 to Grizzly Bears and 1 to Samite Healer, as told")
        for line in data["interpretation"]
    )


def test_said_in_chat(pool_index):
    """ "he puts 2 on the 2/2 and 4 on the 3/3": both blockers die, the 6/6 takes 5 and survives."""
    data = answered(
        "he attacks w/ a 6/6, I block w/ a 2/2 and a 3/3, he puts 2 on the 2/2 and 4 on the 3/3. who dies?", pool_index
    )
    (outcome,) = data["outcomes"]
    assert _zones(outcome) == {"6/6 creature": "battlefield", "2/2 creature": "graveyard", "3/3 creature": "graveyard"}


def test_trample_division_checked_by_the_rules(pool_index):
    """702.19b: lethal damage to the blocker first; "1 to the 2/2 and 5 to him" is refused, "2 and 4" played."""
    data = answered(
        "I attack with a 6/6 trample, he blocks with a 2/2. I assign 2 to the 2/2 and 4 to him. how much does he take?",
        pool_index,
    )
    assert data["outcomes"][0]["players"]["Opponent"]["life"] == 16
    reply = ask_reply(
        "I attack with a 6/6 trample, he blocks with a 2/2. I assign 1 to the 2/2 and 5 to him.", index=pool_index
    )
    assert reply.exit_code == 2 and "702.19b" in reply.summary, reply.summary


def test_which_attacker_is_asked(pool_index):
    reply = ask_reply(
        "Opponent controls Hill Giant and Craw Wurm. I control Grizzly Bears and Samite Healer. Hill Giant and Craw "
        "Wurm attack me. Grizzly Bears blocks Hill Giant. Samite Healer blocks Craw Wurm. He assigns 3 to Grizzly "
        "Bears.",
        index=pool_index,
    )
    assert reply.exit_code == 2 and "which attacker divides its damage?" in reply.summary, reply.summary
