"""The oracle-text compiler agrees with the curated effects wherever it recognises a template."""

import pytest

from cardindex.cards import bundled_cards
from cardindex.compiler import compile_card, compile_line


def _compiled(card):
    out = []
    for i, face in enumerate(card.faces):
        out += compile_card(face.name, face.oracle_text, face.type_line, i)
    return out


def test_every_curated_card_compiles_to_its_curated_effects_where_both_exist():
    agreed = 0
    for card in bundled_cards("mtg"):
        compiled = _compiled(card)
        assert len(compiled) == len(card.abilities), card.name
        for mine, curated in zip(compiled, card.abilities, strict=True):
            assert mine.text == curated.text
            if not mine.modelled:
                assert mine.reason and not mine.steps  # reported, never half-compiled
                continue
            assert (mine.kind, mine.steps, mine.target_kind, mine.mode) == (
                curated.kind,
                curated.steps,
                curated.target_kind,
                curated.mode,
            ), card.name
            agreed += 1
    assert agreed >= 73


@pytest.mark.parametrize(
    ("line", "name", "type_line", "expected"),
    [
        (
            "Prevent the next 3 damage that would be dealt to any target this turn.",
            "X",
            "Instant",
            [{"do": "effect", "effect": {"kind": "prevent", "amount": 3, "to": [{"id": "$target"}]}}],
        ),
        (
            "Prevent all combat damage that would be dealt this turn.",
            "X",
            "Instant",
            [{"do": "effect", "effect": {"kind": "prevent", "damage": "combat"}}],
        ),
        (
            "If a source would deal damage to you, prevent 1 of that damage.",
            "X",
            "Enchantment",
            [
                {
                    "do": "effect",
                    "effect": {
                        "static": True,
                        "source": "$this",
                        "kind": "prevent",
                        "amount": 1,
                        "uses": "each",
                        "to": [{"player_is": "you"}],
                    },
                }
            ],
        ),
        (
            "The next time a black source of your choice would deal damage to you this turn, prevent that damage.",
            "X",
            "Instant",
            [
                {
                    "do": "effect",
                    "effect": {
                        "kind": "prevent",
                        "uses": "next",
                        "choose_source": {"colors": ["B"]},
                        "to": [{"player_is": "you"}],
                    },
                }
            ],
        ),
        (
            "Damage can't be prevented this turn.",
            "X",
            "Instant",
            [{"do": "effect", "effect": {"kind": "cant_prevent"}}],
        ),
        (
            "If damage would be dealt to Phantom Flock, prevent that damage. "
            "Remove a +1/+1 counter from Phantom Flock.",
            "Phantom Flock",
            "Creature — Bird",
            [
                {
                    "do": "effect",
                    "effect": {
                        "static": True,
                        "source": "$this",
                        "kind": "prevent",
                        "to": [{"id": "$this"}],
                        "additional": [
                            {"op": "counters", "on": "this", "counter": "+1/+1", "remove": True, "count": "event"}
                        ],
                    },
                }
            ],
        ),
        (
            "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or "
            "player instead.",
            "X",
            "Enchantment",
            [{"do": "effect", "effect": {"static": True, "source": "$this", "kind": "double"}}],
        ),
        (
            "If a red source you control would deal damage to an opponent or a permanent an opponent controls, "
            "it deals that much damage plus 2 instead.",
            "X",
            "Creature — Dwarf",
            [
                {
                    "do": "effect",
                    "effect": {
                        "static": True,
                        "source": "$this",
                        "kind": "add",
                        "plus": 2,
                        "from": [{"colors": ["R"], "controller_is": "you"}],
                        "to": [{"player_is": "opponent"}, {"controller_is": "opponent"}],
                    },
                }
            ],
        ),
        (
            "All damage that would be dealt to you and other permanents you control is dealt to this creature instead.",
            "X",
            "Creature — Giant",
            [
                {
                    "do": "effect",
                    "effect": {
                        "static": True,
                        "source": "$this",
                        "kind": "redirect",
                        "redirect_to": "$this",
                        "to": [
                            {"player_is": "you"},
                            {"controller_is": "you", "kind": "permanent", "exclude": ["$this"]},
                        ],
                    },
                }
            ],
        ),
    ],
)
def test_each_template(line, name, type_line, expected):
    ability = compile_line(line, name, type_line)
    assert ability.modelled, ability.reason
    assert ability.steps == expected


def test_unrecognised_text_is_reported_not_guessed():
    ability = compile_line(
        "If damage would be dealt to you, prevent that damage unless a player pays {2}.", "X", "Enchantment"
    )
    assert not ability.modelled and ability.steps == []
    assert "not recognised by the oracle-text compiler" in ability.reason


def test_coverage_counts_prevention_and_instead_cards():
    from cardindex.compiler import coverage

    report = coverage(bundled_cards("mtg"))
    assert report["total"] == 49 and report["compiled"] == 49 and report["missed"] == []
