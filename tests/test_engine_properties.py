"""Property tests: whatever the scenario, the engine answers or refuses with its own error."""

from typing import get_args

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from resolver import RulekeeperError, parse_scenario, resolve
from resolver.scenario import EffectIn

IDS = ["a", "b", "c"]
TARGETS = [*IDS, "You", "Opponent", "nobody"]

selector = st.one_of(
    st.fixed_dictionaries({"id": st.sampled_from([*IDS, "this"])}),
    st.fixed_dictionaries({"player_is": st.sampled_from(["you", "opponent"])}),
    st.fixed_dictionaries({"colors": st.lists(st.sampled_from(["R", "G", "W"]), max_size=2)}),
    st.fixed_dictionaries({"controller_is": st.sampled_from(["you", "opponent"])}),
)
KINDS = list(get_args(EffectIn.model_fields["kind"].annotation))  # every kind the contract has
effect = st.fixed_dictionaries(
    {"kind": st.sampled_from(KINDS)},
    optional={
        "event": st.sampled_from(["dies", "put_into_graveyard", "gain_life", "draw"]),
        "instead": st.sampled_from(["exile", "library", "hand", "draw", "return_from_graveyard"]),
        "amount": st.one_of(st.integers(0, 5), st.sampled_from(["all", "half_up", "half_down"])),
        "uses": st.sampled_from(["shield", "next", "each"]),
        "to": st.lists(selector, max_size=2),
        "from": st.lists(selector, max_size=2),
        "damage": st.sampled_from(["any", "combat", "noncombat"]),
        "source": st.sampled_from(IDS),
        "static": st.booleans(),
        "redirect_to": st.sampled_from([*TARGETS, "this"]),
        "plus": st.integers(-3, 3),
        "per_recipient": st.booleans(),
        "choose_source": st.fixed_dictionaries({}, optional={"colors": st.just(["R"])}),
        "requires_counter": st.sampled_from(["+1/+1", "shield"]),
        "self_replacement": st.booleans(),
        "additional": st.lists(
            st.fixed_dictionaries(
                {"op": st.sampled_from(["counters", "gain_life", "draw", "deal_damage"])},
                optional={
                    "to": st.sampled_from(TARGETS),
                    "count": st.sampled_from(["prevented", "damage", "event", 1]),
                    "remove": st.booleans(),
                    "on": st.sampled_from(["this", "recipient", "a"]),
                    "trigger": st.booleans(),
                },
            ),
            max_size=2,
        ),
    },
)
damage = st.fixed_dictionaries(
    {"source": st.sampled_from(IDS), "to": st.sampled_from(TARGETS), "amount": st.integers(0, 6)},
    optional={"combat": st.booleans(), "unpreventable": st.booleans()},
)
action = st.one_of(
    st.fixed_dictionaries(
        {
            "become": st.fixed_dictionaries(
                {"id": st.sampled_from(IDS)}, optional={"colors": st.just(["R"]), "power": st.integers(0, 3)}
            )
        }
    ),
    st.fixed_dictionaries({"move": st.fixed_dictionaries({"id": st.sampled_from(IDS)})}),
    st.fixed_dictionaries({"damage": st.lists(damage, min_size=1, max_size=3)}),
    st.fixed_dictionaries({"effect": effect}),
    st.fixed_dictionaries(
        {
            "combat": st.fixed_dictionaries(
                {"attackers": st.dictionaries(st.sampled_from(IDS), st.sampled_from(["You", "Opponent"]), max_size=2)},
                optional={"blockers": st.dictionaries(st.sampled_from(IDS), st.sampled_from(IDS), max_size=2)},
            )
        }
    ),
)


def permanent(ident: str) -> st.SearchStrategy:
    return st.builds(
        lambda i, c, p, t, kw, counters: {
            "id": i,
            "controller": c,
            "name": i,
            "power": p,
            "toughness": t,
            "colors": ["R"] if i == "a" else ["G"],
            "keywords": kw,
            "counters": counters,
        },
        st.just(ident),
        st.sampled_from(["You", "Opponent"]),
        st.integers(0, 4),
        st.integers(0, 4),
        st.lists(
            st.sampled_from(
                [
                    "lifelink",
                    "deathtouch",
                    "infect",
                    "wither",
                    "trample",
                    "first strike",
                    "double strike",
                    "indestructible",
                    "toxic 1",
                ]
            ),
            max_size=2,
        ),
        st.dictionaries(st.sampled_from(["+1/+1", "-1/-1", "shield"]), st.integers(0, 2), max_size=2),
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.tuples(*(permanent(i) for i in IDS)),
    st.lists(effect, max_size=3),
    st.lists(action, max_size=4),
    st.sampled_from(["mtg", "mtg", "mtg-2008", "grand-archive"]),
)
def test_random_scenarios_resolve_or_refuse_cleanly(battlefield, effects, actions, ruleset):
    """Every effect kind, every additional effect and every ruleset: an answer or a one-line refusal
    (fuzzing found a KeyError and a RecursionError the narrower vocabulary here had missed). The suite's
    memo check also makes each answer twice, reusing settled events and not, and compares them."""
    effects = [{**e, "redirect_to": e.get("redirect_to", "a")} if e["kind"] == "redirect" else e for e in effects]
    data = {"ruleset": ruleset, "battlefield": list(battlefield), "effects": effects, "actions": actions}
    try:
        res = resolve(parse_scenario(data))
    except RulekeeperError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    assert res.outcomes
    for outcome in res.outcomes:
        assert all(step.rules for step in outcome.log)
        assert outcome.prevented >= 0
