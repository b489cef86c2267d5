"""A question from a template and a seed: the engine's answer is right; each wrong option is the engine's
answer with one misconception switched on (resolver/misconceptions.py), kept only when it differs from the
right answers and from the other options. Several legal outcomes (a player's choice): select all that apply.
"""

from __future__ import annotations

import hashlib
import json
import random
from functools import lru_cache
from importlib import metadata
from pathlib import Path
from typing import Any

from resolver.errors import RulekeeperError
from resolver.misconceptions import MISCONCEPTIONS
from resolver.outcome import OutcomeOut, Resolution

from ._question import LETTERS, Option, Question
from ._templates import BY_KEY, TEMPLATES, Built, Template

TRIES = 4  # slot fillings tried for one seed before the template gives up (none gave a wrong option)


class QuizError(RulekeeperError):
    """No question can be made as asked (exit 2): unknown topic, level or template, or none fits."""

    exit_code = 2


@lru_cache(maxsize=1)
def engine_version() -> str:
    """The package version and a digest of the engine's source: a question records the engine that answered."""
    try:
        version = metadata.version("rulekeeper")
    except metadata.PackageNotFoundError:
        version = "0"
    digest = hashlib.sha256()
    for path in sorted((Path(__file__).resolve().parents[2] / "resolver").rglob("*.py")):
        digest.update(path.read_bytes())
    return f"{version}+{digest.hexdigest()[:10]}"


@lru_cache(maxsize=1)
def _index() -> Any:
    from cardindex.cards import bundled_cards
    from cardindex.fuzzy import CardIndex

    return CardIndex(bundled_cards())  # templates use bundled (curated, modelled) cards only


def _resolve(scenario: dict, misconception: str | None = None) -> Resolution:
    """The engine's answer (with `misconception` switched on): the same situation always gets the same answer,
    so each is resolved once — the pools are small and a quiz meets the same situations again."""
    return _resolved(json.dumps(scenario, sort_keys=True), misconception)


@lru_cache(maxsize=4096)
def _resolved(scenario: str, misconception: str | None) -> Resolution:
    from ..resolve import run_scenario

    data = json.loads(scenario)
    if misconception:
        data["misconceptions"] = [misconception]
    return run_scenario(data, _index())


def _answers(resolution: Resolution, observe) -> dict[str, OutcomeOut]:
    out: dict[str, OutcomeOut] = {}
    for outcome in resolution.outcomes:
        out.setdefault(observe(outcome), outcome)
    return out


def _wrong(right: dict[str, OutcomeOut], believers: dict[str, dict[str, OutcomeOut]]) -> dict[str, str]:
    """Each answer a believer gives that the rules don't: its text -> the misconception (at most 5 options)."""
    wrong: dict[str, str] = {}
    for key, believed in believers.items():
        for text in believed:
            if text not in right and text not in wrong and len(right) + len(wrong) < len(LETTERS):
                wrong[text] = key
    return wrong


def _either(answers: dict[str, OutcomeOut] | list[str]) -> str:
    """Several outcomes as one answer: "Grizzly Bears dies, or Grizzly Bears survives, undamaged (a player's
    choice)"."""
    texts = sorted(answers)
    return texts[0] if len(texts) == 1 else ", or ".join(texts) + " (a player's choice)"


def _wrong_sets(right: dict[str, OutcomeOut], believers: dict[str, dict[str, OutcomeOut]]) -> dict[str, str]:
    """Believers' sets of outcomes, as answers, where they differ from the legal set."""
    legal = _either(right)
    wrong: dict[str, str] = {}
    for key, believed in believers.items():
        text = _either(list(believed))
        if text != legal and text not in wrong and len(wrong) < len(LETTERS) - 1:
            wrong[text] = key
    return wrong


def fillings(template: Template, seed: int, ruleset: str) -> list[Built]:
    """The slot fillings `build` tries for a seed, in order (the same every time)."""
    rng = random.Random(f"{template.key}:{seed}:{ruleset}:slots")
    return [template.build(rng) for _ in range(TRIES)]


def build(template: Template, seed: int, ruleset: str) -> Question:
    """The question `template` makes from `seed` under `ruleset` (the same every time)."""
    from ..reader import read

    if ruleset not in template.rulesets:
        raise QuizError(f"template {template.key} isn't written for the {ruleset} rules")
    rng = random.Random(f"{template.key}:{seed}:{ruleset}")
    for built in fillings(template, seed, ruleset):
        scenario = read(built.text, _index(), ruleset).scenario
        resolution = _resolve(scenario)
        right = _answers(resolution, built.observe)
        believers: dict[str, dict[str, OutcomeOut]] = {}
        for key in template.misconceptions:
            try:
                believers[key] = _answers(_resolve(scenario, key), built.observe)
            except RulekeeperError:
                continue  # the switch isn't supported under this ruleset
        wrong = _wrong(right, believers)
        if not wrong and len(right) > 1:  # each believer's outcomes are among the legal ones: ask for the whole set
            right, wrong = {_either(right): next(iter(right.values()))}, _wrong_sets(right, believers)
        if wrong:
            break
    else:
        raise QuizError(f"template {template.key} found no misconception that changes its answer (seed {seed})")
    texts = [*right, *wrong]
    rng.shuffle(texts)
    options = []
    for letter, text in zip(LETTERS, texts, strict=False):
        if text in right:
            why = "the engine's answer" + (" (one of the outcomes players' choices lead to)" if len(right) > 1 else "")
            why += f": {_cite(tuple(resolution.rules[:4]))}" if resolution.rules else ""
            options.append(Option(letter=letter, text=text, correct=True, why=why))
        else:
            m = MISCONCEPTIONS[wrong[text]]
            options.append(
                Option(
                    letter=letter,
                    text=text,
                    correct=False,
                    misconception=m.key,
                    why=f"believes {m.belief}; but {m.truth} ({_cite(m.rules)})",
                )
            )
    first = next(iter(right.values()))
    return Question(
        id=f"{template.key}:{seed}:{ruleset}",
        template=template.key,
        seed=seed,
        ruleset=ruleset,
        engine_version=engine_version(),
        topic="mtg-2008" if ruleset == "mtg-2008" else template.topic,  # a 2008 question is on the 2008 rules
        level=template.level,
        kind="multi" if len(right) > 1 else "single",
        situation=built.text,
        cards=list(dict.fromkeys(built.cards)),
        prompt=built.prompt + (" (select all that apply)" if len(right) > 1 else ""),
        options=options,
        explanation=[f"{s.text} [{', '.join(s.rules)}]" if s.rules else s.text for s in first.log],
        rules=resolution.rules,
        scenario=scenario,
    )


def _cite(rules: tuple[str, ...]) -> str:
    """ "CR 615.6, 702.15b"; Grand Archive rules are cited by their own ids."""
    return ", ".join(r if r.startswith("ga:") else f"CR {r}" for r in rules)


def templates_for(topic: str | None, level: int | None, ruleset: str) -> list[Template]:
    """The templates a quiz on `topic` (None: any) at `level` (None: any) under `ruleset` draws from."""
    if topic == "mtg-2008":
        ruleset = "mtg-2008"
        topic = None
    found = [
        t
        for t in TEMPLATES
        if (topic is None or t.topic == topic) and (level is None or t.level == level) and ruleset in t.rulesets
    ]
    if not found:
        raise QuizError(f"no question template for topic {topic or 'any'}, level {level or 'any'} under {ruleset}")
    return found


def generate_question(topic: str | None, level: int | None, ruleset: str, seed: int) -> Question:
    """A question on `topic` at `level` under `ruleset`, chosen and filled by `seed` (the same every time)."""
    if topic == "mtg-2008":
        ruleset = "mtg-2008"
    pool = templates_for(topic, level, ruleset)
    rng = random.Random(seed)
    order = rng.sample(pool, len(pool))
    last: QuizError | None = None
    for template in order:  # a template with no wrong option for this seed: the next one
        try:
            return build(template, seed, ruleset)
        except QuizError as exc:
            last = exc
    raise last or QuizError("no question could be made")


def by_id(question_id: str) -> Question:
    """A question again from its id ("<template>:<seed>:<ruleset>"): shown again, reported, re-checked."""
    try:
        key, seed, ruleset = question_id.rsplit(":", 2)
        template = BY_KEY[key]
        number = int(seed)
    except (ValueError, KeyError):
        raise QuizError(f"no question {question_id!r}: ids look like template:seed:ruleset") from None
    return build(template, number, ruleset)
