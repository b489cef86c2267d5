"""The "Why" steps explain what happened as it happened (issue #16): an effect skipped because it already
modified the event says so (CR 614.5), and the stack is narrated in the order things were cast."""

from __future__ import annotations

import pytest
from ask_helpers import INDEX, only, outcomes, scenario

from commands.ask import ask_reply
from commands.resolve import run_scenario
from resolver.errors import BadInput

GIANTS = "I control two Palisade Giants. Opponent casts Lightning Bolt targeting me."
AGAIN = "has already redirected this damage: it can't apply to it again"


def _texts(o) -> list[str]:
    return [s.text for s in o.log]


def test_two_palisade_giants_say_the_first_cant_redirect_again():
    found = outcomes(GIANTS)
    assert len(found) == 2
    for o in found:
        texts = _texts(o)
        redirects = [i for i, t in enumerate(texts) if "instead" in t]
        (again,) = [i for i, t in enumerate(texts) if AGAIN in t]
        (dealt,) = [i for i, t in enumerate(texts) if t.startswith("Lightning Bolt deals 3 damage")]
        assert len(redirects) == 2 and redirects[-1] < again < dealt
        first = texts[redirects[0]].split(":")[0]  # the Giant that redirected the damage from You
        assert texts[again].startswith(first + " " + AGAIN)
        assert o.log[again].rules == ["614.5"]
        # the damage ends on the second Giant, and the player took none (CR 614.5 stops a loop back)
        hit = [p for p in o.permanents.values() if p.damage]
        assert len(hit) == 1 and hit[0].damage == 3 and o.players["You"].life == 20


def test_the_line_is_in_the_rendered_why():
    text = ask_reply(GIANTS, index=INDEX).to_text()
    assert text.count(AGAIN) == 2
    assert "614.5 — " in text  # cited, with the rule's text


def test_under_2008_it_cites_419_6a():
    reply = ask_reply(GIANTS, ruleset="mtg-2008", index=INDEX)
    assert not reply.error, reply.summary
    steps = [s for o in reply.data["outcomes"] for s in o["log"] if AGAIN in s["text"]]
    assert steps and all(s["rules"] == ["419.6a"] for s in steps)


def test_no_line_where_no_applied_effect_matches_the_event():
    for text in (
        "I control Palisade Giant. Opponent casts Lightning Bolt targeting me.",
        "I control Palisade Giant and Grizzly Bears. Opponent casts Lightning Bolt targeting Grizzly Bears.",
    ):
        for o in outcomes(text):
            assert not any("can't apply to it again" in t for t in _texts(o)), _texts(o)


# --- the stack, narrated as it happened ------------------------------------------------------------------


MENDING = (
    "I control Grizzly Bears. I cast Mending Hands targeting Grizzly Bears. "
    "In response, Opponent casts Lightning Bolt targeting Grizzly Bears."
)


def _at(texts: list[str], start: str) -> int:
    (i,) = [n for n, t in enumerate(texts) if t.startswith(start)]
    return i


def test_a_response_is_narrated_after_the_spell_it_responds_to():
    o = only(MENDING)
    texts = [s.text for s in o.log]
    mending = _at(texts, "You cast Mending Hands targeting Grizzly Bears")
    bolt = _at(texts, "In response, Opponent casts Lightning Bolt targeting Grizzly Bears")
    resolves = _at(texts, "Lightning Bolt resolves first")
    damage = _at(texts, "Lightning Bolt deals 3 damage to Grizzly Bears")
    gone = _at(texts, "Mending Hands' targets are all gone")
    assert mending == 0 and bolt == 1 and resolves == 2 and damage < gone, texts
    assert o.log[mending].rules == ["601.2"] and o.log[bolt].rules == ["601.2"]
    assert o.log[resolves].rules == ["608.2", "405.5"]
    assert o.permanents["grizzly-bears"].zone == "graveyard"  # the outcome itself is unchanged


def test_the_rendered_why_has_the_casts_first_then_the_resolutions():
    text = ask_reply(MENDING, index=INDEX).to_text()
    why = text[text.index("Why:") :]
    order = [
        "1. You cast Mending Hands targeting Grizzly Bears [601.2]",
        "2. In response, Opponent casts Lightning Bolt targeting Grizzly Bears [601.2]",
        "3. Lightning Bolt resolves first (last in, first out) [608.2, 405.5]",
        "Lightning Bolt deals 3 damage to Grizzly Bears",
        "Mending Hands' targets are all gone: it doesn't resolve [608.2b]",
    ]
    places = [why.index(line) for line in order]
    assert places == sorted(places), why
    assert "405.5 — " in text  # cited, with its text


def test_the_reader_passes_the_stack_order_in_the_scenario():
    actions = scenario(MENDING)["actions"]
    assert [a["cast"] for a in actions] == ["Lightning Bolt", "Mending Hands"]  # resolution order
    assert "on_stack_before" not in actions[0] and actions[1]["on_stack_before"] == 0


@pytest.mark.parametrize(
    ("text", "response"),
    [
        (
            "Opponent casts Lightning Bolt targeting me. I cast Deflecting Palm choosing Lightning Bolt as the source.",
            "In response, You cast Deflecting Palm",
        ),
        (
            "I control Circle of Protection: Red. Opponent casts Lightning Bolt targeting me. "
            "I activate Circle of Protection: Red choosing Lightning Bolt as the source.",
            "In response, You activate Circle of Protection: Red's ability ({1})",
        ),
    ],
)
def test_a_spell_is_chosen_as_the_source_only_after_it_was_cast(text, response):
    o = only(text)
    texts = [s.text for s in o.log]
    cast = _at(texts, "Opponent casts Lightning Bolt targeting You")
    answer = _at(texts, response)
    first = answer + 1  # the response resolves next
    chosen = _at(texts, "You choose Lightning Bolt as the source")
    bolt = _at(texts, "Lightning Bolt resolves")
    assert cast == 0 and answer == 1 and first == 2 and first < chosen < bolt, texts
    what = "Deflecting Palm" if "Palm" in response else "Circle of Protection: Red's ability"
    assert texts[first] == f"{what} resolves first (last in, first out)" and o.log[first].rules == ["608.2", "405.5"]
    assert o.log[bolt].rules == ["608.2"]  # nothing waits below it any more
    assert o.players["You"].life == 20 and o.prevented == 3


def test_a_response_to_a_spell_lower_on_the_stack_names_it():
    o = only(
        "I control Grizzly Bears. Opponent casts Shock targeting Grizzly Bears. In response, I cast Giant Growth "
        "targeting Grizzly Bears. Giant Growth resolves. In response to Shock, Opponent casts Lightning Bolt "
        "targeting Grizzly Bears."
    )
    texts = [s.text for s in o.log]
    steps = [
        _at(texts, "Opponent casts Shock targeting Grizzly Bears"),
        _at(texts, "In response, You cast Giant Growth"),
        _at(texts, "Giant Growth resolves first"),
        _at(texts, "In response to Shock, Opponent casts Lightning Bolt"),
        _at(texts, "Lightning Bolt resolves first"),
        _at(texts, "Shock resolves"),
    ]
    assert steps == sorted(steps) and steps[0] == 0, texts
    assert o.permanents["grizzly-bears"].zone == "graveyard"  # 3 + 2 damage on a 5/5


BEARS = {"id": "bears", "controller": "You", "card": "Grizzly Bears"}


def _stacked(*actions: dict) -> dict:
    return {"battlefield": [BEARS], "actions": list(actions)}


def test_json_without_the_key_is_narrated_as_before():
    res = run_scenario(
        _stacked(
            {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["bears"]},
            # put on the stack once Lightning Bolt resolved: it can't target the dead bear (CR 115.2, 601.2c)
            {"cast": "Mending Hands", "by": "You", "targets": ["You"]},
        ),
        INDEX,
    )
    texts = [s.text for s in res.outcomes[0].log]
    assert texts[0] == "Opponent casts Lightning Bolt targeting Grizzly Bears" and texts[1] == "Lightning Bolt resolves"
    assert not any(t.startswith("In response") for t in texts)


@pytest.mark.parametrize(
    ("actions", "field", "fragment"),
    [
        (
            [{"cast": "Shock", "by": "Opponent", "targets": ["bears"], "on_stack_before": 1}],
            "actions[0].on_stack_before",
            "at most 0",
        ),
        (  # Lightning Bolt was put on the stack after Giant Growth (once Shock resolved) yet resolves after it
            [
                {"cast": "Shock", "by": "Opponent", "targets": ["bears"]},
                {"cast": "Giant Growth", "by": "You", "targets": ["bears"], "on_stack_before": 0},
                {"cast": "Lightning Bolt", "by": "Opponent", "targets": ["bears"], "on_stack_before": 1},
            ],
            "actions[2].on_stack_before",
            "405.5",
        ),
        (
            [
                {"cast": "Giant Growth", "by": "You", "targets": ["bears"]},
                {"combat": {"attackers": {"bears": "Opponent"}}},
                {"cast": "Shock", "by": "Opponent", "targets": ["bears"], "on_stack_before": 0},
            ],
            "actions[2].on_stack_before",
            "combat damage step",
        ),
        (
            [
                {"cast": "Giant Growth", "by": "You", "targets": ["bears"]},
                {"damage": [{"source": {"id": "s", "name": "Spark"}, "to": "bears", "amount": 1}]},
                {"cast": "Shock", "by": "Opponent", "targets": ["bears"], "on_stack_before": 0},
            ],
            None,
            None,
        ),
    ],
)
def test_json_stack_orders_are_checked(actions, field, fragment):
    if field is None:  # allowed: something happens between two resolutions while Shock waits
        texts = [s.text for s in run_scenario(_stacked(*actions), INDEX).outcomes[0].log]
        assert texts[:3] == [
            "Opponent casts Shock targeting Grizzly Bears",
            "In response, You cast Giant Growth targeting Grizzly Bears",
            "Giant Growth resolves first (last in, first out)",
        ]
        return
    with pytest.raises(BadInput) as err:
        run_scenario(_stacked(*actions), INDEX)
    assert err.value.field == field and fragment in str(err.value)
