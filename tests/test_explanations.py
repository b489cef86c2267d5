"""The "Why" steps explain what happened as it happened (issue #16): an effect skipped because it already
modified the event says so (CR 614.5), and the stack is narrated in the order things were cast."""

from __future__ import annotations

from ask_helpers import INDEX, outcomes

from commands.ask import ask_reply

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
