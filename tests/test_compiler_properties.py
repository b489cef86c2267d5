"""Property test (issue #15): whatever Oracle-like text it is fed, the compiler returns abilities — what it
can't read is 'not modelled' with a reason — and never raises."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardindex.compiler import compile_card
from cardindex.models import Ability

WORDS = [
    "prevent", "the", "next", "all", "combat", "damage", "that", "would", "be", "dealt", "to", "by", "this", "turn",
    "instead", "is", "deals", "target", "creature", "player", "any", "you", "control", "a", "source", "of", "your",
    "choice", "each", "and", "or", "enchanted", "equipped", "if", "reduces", "it", "life", "total", "less", "than",
    "gain", "equal", "prevented", "way", "counter", "counters", "+1/+1", "-1/-1", "remove", "sacrifice", "pay",
    "X", "ten", "twenty", "eleven", "one", "two", "3", "0", "²", "٣", "99999999999999999999", "{T}:", "{2}{W}:",
    "[+1]:", "[0]:", "[−2]:", "•", "Choose one —", "(", ")", '"', "'", ",", ".", ":", "—", "enters", "with",
    "dies", "whenever", "when", "at", "the beginning of", "upkeep", "can't", "be prevented", "double",
    "that much damage plus", "redirect", "is dealt to", "planeswalker", "still", "becomes", "a", "4/4",
    "Human Soldier", "indestructible", "until end of turn", "gets", "+2/+2", "Æther", "\u200b", "\n",
]  # fmt: skip
TYPE_LINES = [
    "Instant", "Sorcery", "Creature — Human Cleric", "Enchantment — Aura", "Artifact — Equipment",
    "Legendary Planeswalker — Gideon", "Land", "Enchantment", "",
]  # fmt: skip

NUMBERS = ["ten", "eleven", "twenty", "thirty", "x", "X", "²", "٣", "0", "1", "99999999999999999999", "a", "an"]
WHO = ["you", "this creature", "any target", "target creature", "target artifact creature", "enchanted creature",
       "creatures you control", "each creature and each player", "target spell", "the chosen player"]  # fmt: skip
TEMPLATES = [
    "Prevent the next {n} damage that would be dealt to {who} this turn.",
    "{name} enters with {n} {c} counters on it.",
    "{name} deals {n} damage to {who}.",
    "Remove {n} {c} counters from {name}: Prevent all damage that would be dealt to and dealt by {who} this turn.",
    "Pay {n} life: The next {n} damage that would be dealt to {name} this turn is dealt to {who} instead.",
    "Damage that would reduce your life total to less than {n} reduces it to {n} instead.",
    "{{T}}: Target creature gets +{n}/+{n} until end of turn.",
    "If a source would deal damage to {who}, prevent {n} of that damage.",
]
templated = st.builds(
    lambda t, n, who, c: t.format(n=n, who=who, c=c, name="Test Card"),
    st.sampled_from(TEMPLATES), st.sampled_from(NUMBERS), st.sampled_from(WHO), st.sampled_from(["+1/+1", "ice", "²"]),
)  # fmt: skip
sentence = st.lists(st.sampled_from(WORDS), min_size=1, max_size=25).map(lambda w: " ".join(w).capitalize() + ".")
oracle = st.one_of(
    st.lists(st.one_of(templated, sentence), min_size=1, max_size=5).map("\n".join),
    st.text(max_size=200),
)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(oracle, st.sampled_from(TYPE_LINES), st.sampled_from(["Test Card", "Gideon, Martial Paragon", "X", "the"]))
def test_the_compiler_never_raises_and_explains_what_it_cant_read(text, type_line, name):
    abilities = compile_card(name, text, type_line)
    assert isinstance(abilities, list)
    for a in abilities:
        assert isinstance(a, Ability)
        assert a.modelled or (a.reason and isinstance(a.reason, str))
