"""Bloodthirst N (CR 702.54a) decides only the +1/+1 counters a permanent enters the battlefield with: on one already
on the battlefield the counters said to be on it are what count, so the keyword is ignored with that reason
(cardindex/data/keywords.json). Renown N stays a combat keyword that refuses when there is combat: whether the
creature is already renowned (702.112b) isn't something a scenario gives."""

from __future__ import annotations

import pool_cards as pool

NAMES = ("Bloodrage Vampire", "Gorehorn Minotaurs", "Acolyte of the Inferno")
cards, index = pool.fixtures(NAMES)


def test_bloodthirst_is_ignored_with_its_reason(cards):
    (line,) = [a for a in cards["Gorehorn Minotaurs"].abilities if a.text.lower().startswith("bloodthirst")]
    assert not line.relevant and "enters the battlefield with (CR 702.54a)" in line.reason
    assert not cards["Gorehorn Minotaurs"].unmodelled()


def test_the_counters_said_are_what_count(index):
    o = pool.only(
        index,
        "I control Gorehorn Minotaurs with two +1/+1 counters. Opponent casts Lightning Bolt targeting Gorehorn "
        "Minotaurs.",
    )
    minotaurs = o.permanents["gorehorn-minotaurs"]
    assert minotaurs.zone == "battlefield" and (minotaurs.power, minotaurs.toughness) == (5, 5)
    o = pool.only(index, "I control Gorehorn Minotaurs. Opponent casts Lightning Bolt targeting Gorehorn Minotaurs.")
    assert o.permanents["gorehorn-minotaurs"].zone == "graveyard"


def test_renown_still_refuses_in_combat(index):
    reply = pool.ask_reply("I attack with Acolyte of the Inferno. Opponent doesn't block.", index=index)
    assert reply.error and reply.exit_code == 3 and "renown" in reply.summary.lower()
