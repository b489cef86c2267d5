"""Reusing settled damage events across lines of play (resolver/memo.py) is a speed-up only: the
answer must be the one made without it (the suite checks that for every resolution, see conftest)."""

from helpers import creature, spell

from resolver import parse_scenario, resolve


def three_choices() -> dict:
    """Earthquake for 2 to eight creatures while Furnace of Rath doubles damage and three of them have a
    shield: each shielded creature's controller chooses prevent-then-double or double-then-prevent
    (CR 616.1) — 3 binary choices, 8 lines of play."""
    battlefield = [creature(f"c{i}", "You", 2, 5) for i in range(8)]
    shields = [
        {"kind": "prevent", "amount": n, "to": [{"id": f"c{i}"}], "name": name}
        for i, (n, name) in enumerate([(1, "Samite Healer"), (2, "Healing Salve"), (3, "Mending Hands")])
    ]
    quake = spell("Earthquake", colors=("R",), ident="quake")
    return {
        "battlefield": battlefield,
        "effects": [{"kind": "double", "name": "Furnace of Rath"}, *shields],
        "actions": [{"damage": [{"source": quake, "to": b["id"], "amount": 2} for b in battlefield]}],
    }


def test_lines_of_play_reuse_settled_events_and_get_the_same_answer(memos):
    scenario = parse_scenario(three_choices())
    reused = resolve(scenario)
    assert memos and memos[0].reused >= 40  # 8 lines x 8 events, most settled once
    plain = resolve(scenario, reuse=False)
    assert reused.model_dump() == plain.model_dump()
    assert len(reused.outcomes) == 8
    by_choice = {tuple(o.choices): o for o in reused.outcomes}
    first = by_choice[
        (
            "c0: Furnace of Rath → Samite Healer",
            "c1: Furnace of Rath → Healing Salve",
            "c2: Furnace of Rath → Mending Hands",
        )
    ]
    # double first: 4, then the shield prevents 1 / 2 / 3
    assert [first.permanents[f"c{i}"].damage for i in range(3)] == [3, 2, 1]
    last = by_choice[("c0: Samite Healer → Furnace of Rath", "c1: Healing Salve", "c2: Mending Hands")]
    # prevent first: 2-1 = 1 doubled to 2; 2-2 = 0 and 2-3 = 0: nothing left to double
    assert [last.permanents[f"c{i}"].damage for i in range(3)] == [2, 0, 0]
    assert all(o.permanents["c5"].damage == 4 for o in reused.outcomes)


def test_a_single_line_never_makes_a_memo_entry(memos):
    data = three_choices()
    data["choices"] = [
        "c0: Furnace of Rath → Samite Healer",
        "c1: Furnace of Rath → Healing Salve",
        "c2: Mending Hands",
    ]
    res = resolve(parse_scenario(data))
    assert len(res.outcomes) == 1 and memos[0].entries == {} and memos[0].reused == 0


def test_lines_that_remake_equal_objects_share_settlements(memos):
    """Every line declares the same attackers and blockers, so each makes its own, equal, creature objects
    before the choice (the shield's split, CR 615.7): settlements after it are still shared (objects are keyed
    by value, not identity), and the answer is the one made without the memo."""
    battlefield = [creature(f"a{i}", "Opponent", 3, 3, keywords=("first strike",) if i == 0 else ()) for i in range(5)]
    battlefield += [creature(f"b{i}", "You", 2, 4) for i in range(5)]
    data = {
        "battlefield": battlefield,
        "effects": [{"kind": "prevent", "amount": 2, "to": [{"player": "You"}], "name": "Shield"}],
        "actions": [
            {
                "combat": {
                    "attackers": {f"a{i}": "You" for i in range(5)},
                    "blockers": {f"b{i}": f"a{i}" for i in range(3)},
                }
            }
        ],
    }
    scenario = parse_scenario(data)
    res = resolve(scenario)
    assert memos[0].reused > 0
    assert res.model_dump() == resolve(scenario, reuse=False).model_dump()
    (only,) = res.outcomes  # however the shield splits its 2 between a3 and a4, the result is the same
    assert only.players["You"].life == 20 - 6 + 2
    assert [only.permanents[i].damage for i in ("a0", "b0", "a1", "b1")] == [2, 3, 2, 3]


def test_an_objects_value_covers_every_field_and_a_clone_keeps_them():
    """The memo keys objects by value(): a field it left out could make two different objects look alike."""
    from dataclasses import fields, replace

    from resolver.state import GameObject, Keywords

    base = GameObject("x", "Bears", "You", "You", frozenset({"creature"}), base_power=2, base_toughness=2)
    changed = {
        "id": "y",
        "name": "Wolf",
        "controller": "Opponent",
        "owner": "Opponent",
        "types": frozenset({"artifact"}),
        "subtypes": frozenset({"bear"}),
        "colors": frozenset({"G"}),
        "keywords": Keywords(frozenset({"lifelink"})),
        "base_power": 3,
        "base_toughness": 3,
        "loyalty": 4,
        "damage": 1,
        "counters": {"+1/+1": 1},
        "zone": "graveyard",
        "deathtouched": True,
        "attacking": True,
        "blocking": True,
        "blocked": True,
        "blocks": "z",
        "is_permanent": False,
        "level": 1,
        "lost_statics": True,
        "dealt_by": frozenset({"bolt"}),
        "token": True,
        "tapped": True,
        "unattached": True,
        "modified": True,
        "no_regeneration": True,
    }
    names = {f.name for f in fields(GameObject)} - {"cached_key", "cached_value"}
    assert names == set(changed)
    for name, value in changed.items():
        assert replace(base, **{name: value}).value() != base.value(), name
        twin = replace(base, **{name: value}).clone()  # a clone is equal, with counters of its own
        assert twin.value() == replace(base, **{name: value}).value(), name
    twin = base.clone()
    twin.counters["shield"] = 1
    assert base.counters == {} and twin.value() != base.value()


def test_the_last_line_of_play_keeps_nothing(memos):
    """Two Palisade Giants (each "all damage that would be dealt to you and other permanents you control is
    dealt to this instead"): which applies first is the only choice (the redirection chain is settled in one
    walk), so there are two lines. The first settles before any choice is made, so nothing may be kept; the
    second is the last line, so it keeps none either (nothing could use them) — and the answer is still the
    one made without the memo."""
    giant = {
        "kind": "redirect",
        "static": True,
        "redirect_to": "this",
        "to": [{"player_is": "you"}, {"controller_is": "you", "kind": "permanent", "exclude": ["this"]}],
    }
    data = {
        "battlefield": [creature("g1", "You", 2, 7), creature("g2", "You", 2, 7)],
        "effects": [{**giant, "source": "g1", "name": "Giant A"}, {**giant, "source": "g2", "name": "Giant B"}],
        "actions": [{"damage": [{"source": spell("Lava Axe"), "to": "You", "amount": 5}]}],
    }
    scenario = parse_scenario(data)
    res = resolve(scenario)
    assert len(memos[0].entries) == 0 and memos[0].reused == 0
    assert res.model_dump() == resolve(scenario, reuse=False).model_dump()
    damage = {
        tuple(o.choices): (o.players["You"].life, o.permanents["g1"].damage, o.permanents["g2"].damage)
        for o in res.outcomes
    }
    # each Giant applies once (CR 614.5): the one applied first passes the damage on to the other
    assert damage == {("You: Giant A → Giant B",): (20, 0, 5), ("You: Giant B → Giant A",): (20, 5, 0)}
