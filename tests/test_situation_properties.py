"""Property: whatever the text, the parser answers or raises its own one-line error — nothing else."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from commands.ask import ask_reply
from commands.situation import SituationError, parse_situation

INDEX = CardIndex(bundled_cards())
WORDS = [
    "I", "me", "my", "opponent", "opponent's", "Alice", "they", "it", "controls", "control", "casts", "activates",
    "targeting", "on", "and", ",", ".", ";", "?", "\n", "choosing", "mode", "as the source", "with", "X", "=",
    "deals", "damage", "combat", "to", "that can't be prevented", "attacks", "blocks", "is blocked by", "resolves",
    "then", "in response", "has", "damage marked", "counters", "+1/+1", "shield", "life", "poison", "two", "a",
    "3", "0", "99999999", "3/3", "red", "creature", "source", "Grizzly Bears", "Lightning Bolt", "Samite Healer",
    "Healing Salve", "Gideon Jura", "ability", "0", "Circle of Protection", "Pyroclasm", "Hill Giant", "Fog",
    "first", "second", "each creature", "It's", "turn", "after combat damage", "What happens", "Spirit of Fire",
]  # fmt: skip

CARDS = [
    "Grizzly Bears", "Lightning Bolt", "Samite Healer", "Healing Salve", "Gideon Jura", "Circle of Protection: Red",
    "Pyroclasm", "Hill Giant", "Fog", "Daunting Defender", "Furnace of Rath", "Banefire", "Phantom Centaur",
    "Palisade Giant", "Questing Beast", "Flames of the Firebrand", "Stomp", "a 3/3 red creature", "it", "Grizly Bear",
]  # fmt: skip
PLAYERS = ["I", "opponent", "my opponent", "Alice", "they", "me"]
TEMPLATES = [
    "{p} controls {n} {c}", "{p} controls {c} and {c}", "{p} casts {c} targeting {c}", "{p} casts {c} targeting {p}",
    "{p} activates {c} targeting {c}", "{c} deals {n} damage to {c}", "{c} deals {n} combat damage to {p}",
    "{c} attacks {p}", "{c} blocks {c}", "{c} is blocked by {c} and {c}", "{c} resolves", "then {p} casts {c}",
    "{c} has {n} +1/+1 counters on it", "{c} has {n} damage marked", "{p} is at {n} life", "in response {p} casts {c}",
    "{p} casts {c} choosing mode {n} with X = {n}", "{c} on {c}", "{p} activates {c} ability {n}",
    "{p} casts {c} choosing {c} as the source", "It's {p}'s turn", "after combat damage, {p} casts {c}",
]  # fmt: skip
NUMBERS = ["0", "1", "2", "3", "two", "a", "5", "99999999"]


@st.composite
def situations(draw: st.DrawFn) -> str:
    out = []
    for _ in range(draw(st.integers(1, 6))):
        template = draw(st.sampled_from(TEMPLATES))
        text = template
        while "{" in text:
            i = text.index("{")
            pool = {"p": PLAYERS, "c": CARDS, "n": NUMBERS}[text[i + 1]]
            text = text[:i] + draw(st.sampled_from(pool)) + text[i + 3 :]
        if draw(st.booleans()) and draw(st.booleans()):
            words = text.split()
            words.insert(draw(st.integers(0, len(words))), draw(st.sampled_from(WORDS)))
            text = " ".join(words)
        out.append(text)
    return ". ".join(out) + draw(st.sampled_from([".", "?", "", "; What happens?"]))


sentences = st.one_of(st.lists(st.sampled_from(WORDS), max_size=30).map(" ".join), situations())


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(max_size=300), sentences))
def test_the_parser_raises_only_its_own_error(text):
    for ruleset in ("mtg", "grand-archive"):
        try:
            reading = parse_situation(text, INDEX, ruleset)
        except SituationError as exc:
            assert str(exc) and "\n" not in str(exc)
        else:
            assert isinstance(reading.scenario["actions"], list)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sentences)
def test_ask_never_raises(text):
    reply = ask_reply(text, index=INDEX)
    assert reply.error == (reply.exit_code != 0)
    if reply.error:
        assert reply.summary and "\n" not in reply.summary
