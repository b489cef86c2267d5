"""Quiz questions from the engine (issue #17): every template over many seeds makes a question whose right
options are the engine's answers and whose wrong options each come from one misconception switched on."""

from __future__ import annotations

import pytest

from commands.quiz import BY_KEY, LETTERS, TEMPLATES, QuizError, build, by_id, generate_question, templates_for
from commands.quiz._generate import _answers, _index, _resolve, fillings
from commands.reader import read
from resolver.misconceptions import MISCONCEPTIONS

SEEDS = range(12)
CASES = [(t.key, r) for t in TEMPLATES for r in t.rulesets]


@pytest.mark.parametrize(("key", "ruleset"), CASES)
def test_every_template_over_many_seeds_has_a_unique_right_answer_and_distinct_distractors(key, ruleset):
    made = 0
    for seed in SEEDS:
        try:
            q = build(BY_KEY[key], seed, ruleset)
        except QuizError:
            continue
        made += 1
        texts = [o.text for o in q.options]
        assert len(texts) == len(set(texts)) >= 2, q.id  # distinct options, at least one wrong
        assert [o.letter for o in q.options] == list(LETTERS[: len(q.options)])
        right = {o.text for o in q.options if o.correct}
        assert right and (q.kind == "multi") == (len(right) > 1)
        template = BY_KEY[key]
        assert by_id(q.id) == q  # replayed from its id: the same question
        for o in q.options:
            if not o.correct:
                assert o.misconception in MISCONCEPTIONS and o.misconception in template.misconceptions
                assert o.why.startswith("believes ")
        assert q.engine_version and q.rules and q.explanation
    assert made >= len(SEEDS) // 2, f"{key} under {ruleset}: only {made} of {len(SEEDS)} seeds made a question"


def test_the_right_answer_is_the_engines_and_a_distractor_is_the_believers():
    q = build(BY_KEY["two-furnaces"], 3, "mtg")
    (right,) = [o for o in q.options if o.correct]
    life = int(q.situation.split("I am at ")[1].split(" life")[0])
    burn = 3 if "Lightning Bolt" in q.situation else 2
    assert right.text == f"You: {life - burn * 4} life"  # two doublers: x2, then x2 again (CR 614.5, 616.1)
    (wrong,) = [o for o in q.options if not o.correct]
    assert wrong.misconception == "two_doublers_apply_once" and wrong.text == f"You: {life - burn * 2} life"


def test_a_question_recomputed_by_the_engine_gives_its_right_options():
    for key, ruleset in CASES:
        try:
            q = build(BY_KEY[key], 5, ruleset)
        except QuizError:
            continue
        (built,) = [b for b in fillings(BY_KEY[key], 5, ruleset) if b.text == q.situation][:1]
        assert read(q.situation, _index(), ruleset).scenario == q.scenario
        right = set(_answers(_resolve(q.scenario), built.observe))
        assert right == {o.text for o in q.options if o.correct}, q.id


def test_topics_levels_and_rulesets_choose_templates_and_bad_ones_are_refused():
    assert {t.topic for t in templates_for(None, None, "mtg")} >= {"prevention", "replacement", "combat", "counters"}
    assert all(t.level == 1 for t in templates_for(None, 1, "mtg"))
    assert all("mtg-2008" in t.rulesets for t in templates_for("mtg-2008", None, "mtg"))
    assert [t.key for t in templates_for("grand-archive", None, "grand-archive")] == ["ga-instance-after-unpreventable"]
    with pytest.raises(QuizError, match="no question template"):
        templates_for("nonsense", None, "mtg")
    with pytest.raises(QuizError, match="ids look like"):
        by_id("nope")
    q = generate_question("replacement", None, "mtg", 7)
    assert q.topic == "replacement" and q == generate_question("replacement", None, "mtg", 7)


def test_at_least_twelve_templates_and_eight_misconceptions_used():
    assert len(TEMPLATES) >= 12
    used = {m for t in TEMPLATES for m in t.misconceptions}
    assert len(used) >= 8 and used <= set(MISCONCEPTIONS)
