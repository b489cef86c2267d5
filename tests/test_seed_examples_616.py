"""The CR 616 examples from the seeds, as the engine can express them."""

from helpers import cited, creature, hit, one, solve, spell

REST = {
    "kind": "replace_event",
    "event": "put_into_graveyard",
    "instead": "exile",
    "name": "If a card would be put into a graveyard from anywhere, instead exile it",
}
SHUFFLE = {
    "kind": "replace_event",
    "event": "dies",
    "instead": "library",
    "to": [{"id": "this"}],
    "source": "beast",
    "static": True,
    "name": "If this creature would die, shuffle it into its library",
}


def test_616_1f_example_two_graveyard_replacements_the_controller_chooses_the_other_does_nothing():
    """CR 616.1f example: an exile-instead enchantment and a shuffle-instead creature; the creature is
    destroyed; its controller decides which applies first; the other does nothing."""
    res = solve(
        battlefield=[
            creature("beast", "You", 3, 3, name="Shuffling Beast"),
            {"id": "rip", "controller": "Opponent", "name": "Exiling Enchantment", "types": ["enchantment"]},
        ],
        effects=[REST, SHUFFLE],
        actions=[hit(spell("Lightning Bolt", ident="bolt"), "beast", 3)],
    )
    assert len(res.outcomes) == 2
    zones = sorted(o.permanents["beast"].zone for o in res.outcomes)
    assert zones == ["exile", "library"]
    for o in res.outcomes:
        assert o.choices and o.choices[0].startswith("Shuffling Beast going to the graveyard: ")
        assert any("no longer applies" in s.text for s in o.log)
        assert {"704.5g", "616.1", "616.1f"} <= cited(o)


def test_616_1f_a_single_graveyard_replacement_needs_no_choice():
    res = solve(
        battlefield=[creature("bears", "You", 2, 2)],
        effects=[REST],
        actions=[hit(spell("Shock", ident="shock"), "bears", 2)],
    )
    assert one(res).permanents["bears"].zone == "exile"


def test_616_2_example_gain_life_becomes_draw_becomes_return_from_graveyard():
    """CR 616.2 example: 'If you would gain life, draw that many cards instead' and 'If you would draw a
    card, return a card from your graveyard to your hand instead' combine, whichever came first."""
    gain = {
        "kind": "replace_event",
        "event": "gain_life",
        "instead": "draw",
        "to": [{"player": "You"}],
        "name": "Gain becomes draw",
    }
    draw = {
        "kind": "replace_event",
        "event": "draw",
        "instead": "return_from_graveyard",
        "to": [{"player": "You"}],
        "name": "Draw becomes return",
    }
    for effects in ([gain, draw], [draw, gain]):
        o = one(
            solve(
                battlefield=[creature("hawk", "You", 1, 3, keywords=("lifelink",))],
                effects=effects,
                actions=[hit("hawk", "Opponent", 1)],
            )
        )
        you = o.players["You"]
        assert (you.life, you.cards_drawn, you.returned_to_hand) == (20, 0, 1)
        assert "616.2" in cited(o)


def test_616_1g_in_damage_terms_the_damage_event_is_modified_before_the_life_gain_it_contains():
    """CR 616.1g (an effect on a contained event can't be chosen before the containing event's): the
    lifelink gain is contained in the damage event, so the doubler applies first and the gain-to-draw
    replacement then sees 4, not 2. The seed's literal token example (Doubling Season, Voice of All) is
    about token creation, which this engine does not model."""
    o = one(
        solve(
            battlefield=[creature("hawk", "You", 2, 3, keywords=("lifelink",))],
            effects=[
                {"kind": "double", "name": "Furnace of Rath"},
                {
                    "kind": "replace_event",
                    "event": "gain_life",
                    "instead": "draw",
                    "to": [{"player": "You"}],
                    "name": "Gain becomes draw",
                },
            ],
            actions=[hit("hawk", "Opponent", 2)],
        )
    )
    assert o.players["Opponent"].life == 16
    assert o.players["You"].cards_drawn == 4
    assert o.players["You"].life == 20
