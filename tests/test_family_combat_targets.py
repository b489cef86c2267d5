"""Family C (issue #15): targets and sources that exist only in combat or on the stack — "target attacking /
blocked / unblocked creature", "creatures blocking it", "creatures it's blocking", "unblocked creatures" and
"target spell" — on real 2018 Oracle text from ../shared's pool (read there, never copied), answered through
`ask` where the reader can say the situation, else as a JSON scenario."""

from __future__ import annotations

import pool_cards as pool
import pytest
from helpers import cited, step_with

from cardindex.compiler import compile_card
from commands.cardsource import IndexCards
from resolver import BadInput
from resolver.engine import parse_scenario, resolve
from resolver.outcome import OutcomeOut

NAMES = (
    "Maze of Ith",
    "Kor Haven",
    "Hallow",
    "Benalish Missionary",
    "Gossamer Chains",
    "Songstitcher",
    "Armored Transport",
    "Wall of Vapor",
    "Wall of Shadows",
    "Snag",
    "Kjeldoran Royal Guard",
    "Shimian Night Stalker",
    "Turn the Tables",
    "Feint",
    "Terrifying Presence",
    "Ebony Horse",
    "Ith, High Arcanist",
    "Hidden Retreat",
    "Maze of Shadows",
)
GIANT = {"id": "giant", "controller": "Opponent", "name": "Hill Giant", "power": 3, "toughness": 3}
BEARS = {"id": "bears", "controller": "You", "name": "Grizzly Bears", "power": 2, "toughness": 2}


@pytest.fixture(scope="module")
def index():
    return pool.index_with(pool.pool_cards(NAMES))


only = pool.only


refused = pool.refused


def play(index, **scenario) -> list[OutcomeOut]:
    return resolve(parse_scenario({"active_player": "Opponent", **scenario}), cards=IndexCards(index)).outcomes


def combat(attackers: dict, blockers: dict | None = None, *inside: dict) -> dict:
    return {"combat": {"attackers": attackers, "blockers": blockers or {}, "after_assignment": list(inside)}}


def test_every_line_of_these_cards_that_prevents_or_redirects_compiles(index):
    for card in pool.pool_cards(NAMES).values():
        face = card.faces[0]
        lines = [a for a in compile_card(face.name, face.oracle_text, face.type_line) if "damage" in a.text.lower()]
        assert lines and all(a.modelled for a in lines), (card.name, [a.reason for a in lines])


# --- Maze of Ith and Kor Haven through ask ---------------------------------------------------------------


def test_maze_of_ith_in_combat_untaps_the_attacker_and_stops_its_combat_damage(index):
    o = only(
        index,
        "I control Maze of Ith. Opponent controls Hill Giant. Hill Giant attacks me. I activate Maze of Ith "
        "targeting Hill Giant.",
    )
    assert o.players["You"].life == 20 and o.prevented == 3
    assert "701.21b" in step_with(o, "Hill Giant untaps").rules
    assert "615.1" in step_with(o, "prevents 3 of the 3 damage Hill Giant would deal to You").rules


def test_maze_of_ith_stops_damage_dealt_to_the_creature_too(index):
    o = only(
        index,
        "I control Maze of Ith and Grizzly Bears. Opponent controls Hill Giant. Hill Giant attacks me. "
        "Grizzly Bears blocks Hill Giant. I activate Maze of Ith targeting Hill Giant.",
    )
    assert o.permanents["hill-giant"].damage == 0 and o.permanents["grizzly-bears"].zone == "battlefield"
    assert o.prevented == 5  # 3 the Giant would deal, 2 the Bears would deal to it


def test_maze_of_ith_before_the_attack_has_no_attacking_creature_to_target(index):
    refused(
        index,
        "I control Maze of Ith. Opponent controls Hill Giant. I activate Maze of Ith targeting Hill Giant. "
        "Hill Giant attacks me.",
        "Maze of Ith needs an attacking creature as its target, not Hill Giant: it isn't attacking",
    )


def test_maze_of_ith_can_t_target_a_blocking_creature(index):
    refused(
        index,
        "I control Maze of Ith and Grizzly Bears. Opponent controls Hill Giant. Hill Giant attacks me. "
        "Grizzly Bears blocks Hill Giant. I activate Maze of Ith targeting Grizzly Bears.",
        "needs an attacking creature as its target, not Grizzly Bears",
    )


def test_kor_haven_prevents_only_what_the_attacker_deals(index):
    o = only(
        index,
        "I control Kor Haven and Grizzly Bears. Opponent controls Hill Giant. Hill Giant attacks me. "
        "Grizzly Bears blocks Hill Giant. I activate Kor Haven's second ability targeting Hill Giant.",
    )
    assert o.permanents["grizzly-bears"].zone == "battlefield" and o.permanents["grizzly-bears"].damage == 0
    assert o.permanents["hill-giant"].damage == 2  # the Bears' damage to it isn't prevented
    assert o.prevented == 3


def test_benalish_missionary_needs_a_blocked_creature(index):
    o = only(
        index,
        "I control Benalish Missionary and Grizzly Bears. Opponent controls Hill Giant. Hill Giant attacks me. "
        "Grizzly Bears blocks Hill Giant. I activate Benalish Missionary targeting Hill Giant.",
    )
    assert o.permanents["grizzly-bears"].zone == "battlefield" and o.prevented == 3
    refused(
        index,
        "I control Benalish Missionary. Opponent controls Hill Giant. Hill Giant attacks me. "
        "I activate Benalish Missionary targeting Hill Giant.",
        "needs a blocked creature as its target, not Hill Giant: it is unblocked",
    )


# --- Hallow: a spell as the target ------------------------------------------------------------------------


def test_hallow_prevents_the_targeted_spell_s_damage_and_gains_that_much_life(index):
    o = only(index, "Opponent casts Lightning Bolt targeting me. In response I cast Hallow targeting Lightning Bolt.")
    assert o.players["You"].life == 23 and o.prevented == 3
    assert "615.5" in step_with(o, "You gain 3 life").rules


def test_hallow_protects_a_creature_from_the_spell_too(index):
    o = only(
        index,
        "I control Grizzly Bears. Opponent casts Lightning Bolt targeting Grizzly Bears. In response I cast Hallow "
        "targeting Lightning Bolt.",
    )
    assert o.permanents["grizzly-bears"].zone == "battlefield" and o.players["You"].life == 23


def test_hallow_can_t_target_a_spell_that_already_resolved(index):
    refused(
        index,
        "Opponent casts Lightning Bolt targeting me. Lightning Bolt resolves. I cast Hallow targeting Lightning Bolt.",
        "has already resolved, so Hallow can't target it",
    )


def test_hallow_as_json_needs_the_target_cast_later(index):
    bolt = {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["You"], "id": "bolt"}
    hallow = {"cast": "Hallow", "by": "You", "targets": ["bolt"]}
    (o,) = play(index, actions=[hallow, bolt])
    assert o.players["You"].life == 23
    with pytest.raises(BadInput, match="already resolved when Hallow resolves"):
        play(index, actions=[bolt, hallow])
    with pytest.raises(BadInput, match="needs a spell as its target"):
        play(index, battlefield=[BEARS], actions=[{"cast": "Hallow", "by": "You", "targets": ["bears"]}])


# --- the rest of the family, as scenarios ------------------------------------------------------------------


def test_gossamer_chains_returns_to_hand_and_stops_an_unblocked_attacker(index):
    chains = {"id": "chains", "controller": "You", "card": "Gossamer Chains"}
    (o,) = play(
        index,
        battlefield=[GIANT, chains],
        actions=[combat({"giant": "You"}, {}, {"activate": "chains", "targets": ["giant"]})],
    )
    assert o.permanents["chains"].zone == "hand" and o.players["You"].life == 20 and o.prevented == 3


def test_songstitcher_needs_an_attacker_with_flying(index):
    stitcher = {"id": "st", "controller": "You", "card": "Songstitcher"}
    act = {"activate": "st", "targets": ["giant"]}
    with pytest.raises(BadInput, match="an attacking creature with flying as its target, not Hill Giant"):
        play(index, battlefield=[GIANT, stitcher], actions=[combat({"giant": "You"}, {}, act)])
    flyer = {**GIANT, "keywords": ["flying"]}
    (o,) = play(index, battlefield=[flyer, stitcher], actions=[combat({"giant": "You"}, {}, act)])
    assert o.players["You"].life == 20


def test_armored_transport_takes_no_combat_damage_from_its_blockers(index):
    transport = {"id": "at", "controller": "Opponent", "card": "Armored Transport"}
    (o,) = play(index, battlefield=[transport, BEARS], actions=[combat({"at": "You"}, {"bears": "at"})])
    assert o.permanents["at"].damage == 0 and o.permanents["bears"].zone == "graveyard" and o.prevented == 2  # a 2/1
    # damage from anything else isn't stopped
    (o,) = play(
        index, battlefield=[transport], actions=[{"damage": [{"source": {"name": "Shock"}, "to": "at", "amount": 2}]}]
    )
    assert o.permanents["at"].zone == "graveyard"


def test_wall_of_vapor_takes_no_damage_from_the_creature_it_blocks(index):
    wall = {"id": "wall", "controller": "You", "card": "Wall of Vapor"}
    (o,) = play(index, battlefield=[GIANT, wall], actions=[combat({"giant": "You"}, {"wall": "giant"})])
    assert o.permanents["wall"].zone == "battlefield" and o.permanents["wall"].damage == 0 and o.prevented == 3
    (o,) = play(
        index, battlefield=[GIANT, wall], actions=[{"damage": [{"source": "giant", "to": "wall", "amount": 3}]}]
    )
    assert o.permanents["wall"].zone == "graveyard"  # not blocking it: not prevented


def test_snag_stops_only_unblocked_attackers(index):
    other = {**GIANT, "id": "giant2"}
    (o,) = play(
        index,
        battlefield=[GIANT, other, BEARS],
        actions=[{"cast": "Snag", "by": "You"}, combat({"giant": "You", "giant2": "You"}, {"bears": "giant2"})],
    )
    assert o.players["You"].life == 20 and o.permanents["bears"].zone == "graveyard"


def test_kjeldoran_royal_guard_takes_the_unblocked_creatures_damage(index):
    guard = {"id": "guard", "controller": "You", "card": "Kjeldoran Royal Guard"}
    (o,) = play(index, battlefield=[GIANT, guard], actions=[{"activate": "guard"}, combat({"giant": "You"})])
    assert o.players["You"].life == 20 and o.permanents["guard"].damage == 3
    assert "614.1" in {r[:5] for r in cited(o)} or any(r.startswith("614") for r in cited(o))


def test_turn_the_tables_sends_the_combat_damage_to_the_attacker(index):
    cast = {"cast": "Turn the Tables", "by": "You", "targets": ["giant"]}
    (o,) = play(index, battlefield=[GIANT], actions=[combat({"giant": "You"}, {}, cast)])
    assert o.players["You"].life == 20 and o.permanents["giant"].zone == "graveyard"
    with pytest.raises(BadInput, match="isn't attacking"):
        play(index, battlefield=[GIANT], actions=[cast, combat({"giant": "You"})])


def test_feint_stops_the_attacker_and_its_blockers(index):
    cast = {"cast": "Feint", "by": "Opponent", "targets": ["giant"]}
    (o,) = play(index, battlefield=[GIANT, BEARS], actions=[combat({"giant": "You"}, {"bears": "giant"}, cast)])
    assert o.permanents["bears"].zone == "battlefield" and o.permanents["giant"].damage == 0 and o.prevented == 5
    assert "701.21a" in step_with(o, "Grizzly Bears becomes tapped").rules


def test_shimian_night_stalker_takes_the_targeted_attacker_s_damage(index):
    stalker = {"id": "sns", "controller": "You", "card": "Shimian Night Stalker", "toughness": 4}
    act = {"activate": "sns", "targets": ["giant"]}
    (o,) = play(index, battlefield=[GIANT, stalker], actions=[combat({"giant": "You"}, {}, act)])
    assert o.players["You"].life == 20 and o.permanents["sns"].damage == 3


def test_ebony_horse_targets_only_your_own_attacker(index):
    horse = {"id": "horse", "controller": "You", "card": "Ebony Horse"}
    act = {"activate": "horse", "targets": ["giant"]}
    with pytest.raises(BadInput, match="needs a creature you control"):
        play(index, battlefield=[GIANT, horse], actions=[combat({"giant": "You"}, {}, act)])


def test_wall_of_shadows_takes_no_damage_from_the_creature_it_blocks(index):
    wall = {"id": "wall", "controller": "You", "card": "Wall of Shadows"}
    (o,) = play(index, battlefield=[GIANT, wall], actions=[combat({"giant": "You"}, {"wall": "giant"})])
    assert o.permanents["wall"].zone == "battlefield" and o.prevented == 3


def test_what_stays_unmodelled_says_why():
    import json

    from conftest import SHARED

    pool_json = {c["name"]: c for c in json.loads((SHARED / "cards" / "oracle-cards-2018.json").read_text())}

    def reasons(name: str) -> list[str]:
        c = pool_json[name]
        return [a.reason or "" for a in compile_card(name, c["oracle_text"], c["type_line"]) if not a.modelled]

    # Restrain also draws a card: its second paragraph is read (a draw step), never left out of the answer
    c = pool_json["Restrain"]
    (restrain,) = compile_card("Restrain", c["oracle_text"], c["type_line"])
    assert restrain.modelled and restrain.steps[-1] == {"do": "draw", "player": "$you", "amount": 1}
    # "choose two" isn't modelled: Dromoka's Command's Hallow-like mode isn't read alone
    assert reasons("Dromoka's Command")
    # the untapped condition and the timing restriction aren't modelled
    assert any("as long as this is untapped" in r for r in reasons("Veteran Bodyguard"))
    assert any("activate only before the combat damage step" in r for r in reasons("Angus Mackenzie"))
    assert any(
        "if that creature is black or red" in r or "attacking or blocking" in r for r in reasons("Inquisitor's Snare")
    )


def test_maze_of_shadows_needs_an_attacker_with_shadow(index):
    maze = {"id": "maze", "controller": "You", "card": "Maze of Shadows"}
    act = {"activate": "maze", "ability": 2, "targets": ["giant"]}  # its first ability is {T}: Add {C}
    with pytest.raises(BadInput, match="an attacking creature with shadow as its target, not Hill Giant"):
        play(index, battlefield=[GIANT, maze], actions=[combat({"giant": "You"}, {}, act)])
    shadow = {**GIANT, "keywords": ["shadow"]}
    (o,) = play(index, battlefield=[shadow, maze], actions=[combat({"giant": "You"}, {}, act)])
    assert o.players["You"].life == 20 and o.prevented == 3
