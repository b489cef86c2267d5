"""What the engine's speed shortcuts must not change (resolver/results.py: the state-based action check skips the
regeneration and replacement lookups when no such effect exists; resolver/engine.py: outcomes built with their
labels; resolver/cards.py: a card's triggered abilities found once per resolution): every state-based action still
happens, every outcome keeps its results, labels and cited rules."""

from __future__ import annotations

from helpers import cited, creature, effect, one, solve
from test_fast_paths import blocked_three_ways  # the 10/10 blocked by a 1/1, a 2/2 and an 8/8 (jb-058)

from resolver.outcome import OutcomeOut
from resolver.rules.model import rule_sort_key

DIVIDED = "big assigns 1 to one, 2 to two, 7 to eight"


def test_every_division_destroys_what_it_gave_lethal_damage():
    """CR 510.1c: 37 outcomes, each labelled by its division; 704.5g: each creature with lethal damage is destroyed
    in the one check after combat damage (the 10/10 is dealt 11 on every line)."""
    res = solve(**blocked_three_ways())
    assert len(res.outcomes) == 37
    labels = [o.choices[0].removesuffix(" (its controller's choice)") for o in res.outcomes]
    assert len(set(labels)) == 37 and DIVIDED in labels
    for o in res.outcomes:
        assert o.permanents["big"].zone == "graveyard" and o.permanents["big"].damage == 0
        assert {"510.1c", "704.5g"} <= cited(o)
        assert any(s.text == "big has lethal damage: destroyed" for s in o.log)
        assert o.players["Opponent"].life == 20 and o.players["You"].life == 20
        assert o.choices[0] in o.reached_by
        for ref, toughness in (("one", 1), ("two", 2), ("eight", 8)):
            perm = o.permanents[ref]
            dealt = next(
                (int(s.text.split(" deals ")[1].split()[0]) for s in o.log if f"damage to {ref}:" in s.text), 0
            )
            if dealt >= toughness:
                assert perm.zone == "graveyard" and perm.damage == 0
                assert any(s.text == f"{ref} has lethal damage: destroyed" for s in o.log)
            else:
                assert perm.zone == "battlefield" and perm.damage == dealt
    reached = set().union(*(o.reached_by for o in res.outcomes))  # every division, alike ones written down too
    assert len(reached) == 66 and all(r.startswith("big assigns ") for r in reached)
    o = next(o for o in res.outcomes if o.choices[0].startswith(DIVIDED))
    assert [o.permanents[r].zone for r in ("one", "two", "eight")] == ["graveyard", "graveyard", "battlefield"]
    assert o.permanents["eight"].damage == 7
    assert res.rules == sorted(set().union(*(cited(o) for o in res.outcomes)), key=rule_sort_key)


def test_a_regeneration_shield_saves_one_of_two_creatures_destroyed_at_once():
    """CR 704.3, 701.15a: two creatures with lethal damage in one check; the one with a shield regenerates (damage
    removed, tapped), the other is destroyed."""
    o = one(
        solve(
            battlefield=[
                creature("big", "You", 4, 5),
                creature("a", "Opponent", 2, 2),
                creature("b", "Opponent", 2, 2),
            ],
            actions=[
                effect(kind="regenerate", to=[{"id": "a"}], controller="Opponent"),
                {
                    "combat": {
                        "attackers": {"big": "Opponent"},
                        "blockers": {"a": "big", "b": "big"},
                        "assign": {"big": {"a": 2, "b": 2}},
                    }
                },
            ],
        )
    )
    assert o.permanents["a"].zone == "battlefield" and o.permanents["a"].damage == 0
    assert o.permanents["b"].zone == "graveyard"
    assert o.permanents["big"].zone == "battlefield" and o.permanents["big"].damage == 4
    assert {"701.15a", "704.5g"} <= cited(o)


def test_a_dies_replacement_applies_to_a_creature_destroyed_by_the_check():
    """CR 614.1, 704.5g: a creature destroyed by the state-based action check goes where the replacement says."""
    o = one(
        solve(
            battlefield=[creature("big", "You", 4, 4), creature("a", "Opponent", 2, 2)],
            effects=[{"kind": "replace_event", "event": "dies", "instead": "exile", "name": "Exiler"}],
            actions=[{"combat": {"attackers": {"big": "Opponent"}, "blockers": {"a": "big"}}}],
        )
    )
    assert o.permanents["a"].zone == "exile"
    assert any(s.text.startswith("Exiler: instead, a is exiled") for s in o.log)


def test_an_outcome_made_unvalidated_is_the_validated_one():
    """OutcomeOut.made (outcome.built: what the engine builds each outcome with) gives what validating the same
    values gives: equal, the same dump and JSON, the same fields set, its own choices reached; and it validates as
    it stands. Its permanents and steps are those validated models."""
    res = solve(**blocked_three_ways())
    for o in res.outcomes[:5]:
        values = {name: getattr(o, name) for name in OutcomeOut.model_fields}
        validated = OutcomeOut(**values)
        validated._reached_by = o.reached_by  # (set after validation, as the engine set it before)
        assert o == validated and o.model_dump() == validated.model_dump()
        assert o.model_dump_json() == validated.model_dump_json()
        assert o.model_fields_set == validated.model_fields_set == set(OutcomeOut.model_fields)
        assert OutcomeOut.model_validate(o.model_dump()).model_dump() == o.model_dump()
        assert o.choices[0] in o.reached_by and o.model_copy().reached_by == o.reached_by
        for part in [*o.permanents.values(), *o.log]:  # the permanents and steps, built the same way
            again = type(part)(**{name: getattr(part, name) for name in type(part).model_fields})
            assert part == again and part.model_dump_json() == again.model_dump_json() and repr(part) == repr(again)
