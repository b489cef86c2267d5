"""Test data for the quiz shells: real Question objects (single and select-all, 3–5 options, why-texts and
rules) from a deterministic source standing in for commands.quiz.generate_question, and a clock to move by hand."""

from __future__ import annotations

from commands.quiz._question import Option, Question
from commands.quiz._sessions import QuizRefused


class Clock:
    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def bolt_question(seed: int, ruleset: str = "mtg", level: int = 1) -> Question:
    return Question(
        id=f"shield-bolt:{seed}:{ruleset}",
        template="shield-bolt",
        seed=seed,
        ruleset=ruleset,
        engine_version="test-1",
        topic="prevention",
        level=level,
        situation="You control Grizzly Bears. Samite Healer prevents the next 1 damage to it. "
        "Opponent casts Lightning Bolt targeting Grizzly Bears.",
        cards=["Grizzly Bears", "Samite Healer", "Lightning Bolt"],
        prompt="What happens to Grizzly Bears?",
        options=[
            Option(
                letter="A",
                text="It survives with 2 damage marked",
                correct=False,
                misconception="shield-all",
                why="The shield prevents only 1 of the 3 damage, not all of it (615.7).",
            ),
            Option(
                letter="B",
                text="It dies: 2 damage is lethal",
                correct=True,
                why="1 of the 3 damage is prevented; 2 is lethal damage for a 2/2 (615.7, 704.5g).",
            ),
            Option(
                letter="C",
                text="It dies only after combat",
                correct=False,
                misconception="sba-timing",
                why="State-based actions are checked at once, not at end of combat (704.3).",
            ),
        ],
        explanation=[
            "Samite Healer's shield prevents 1 of the 3 damage [615.7]",
            "Grizzly Bears has lethal damage: destroyed [704.5g]",
        ],
        rules=["615.7", "704.5g"],
        scenario={"battlefield": [{"id": "bears", "name": "Grizzly Bears"}]},
    )


def fog_question(seed: int, ruleset: str = "mtg", level: int = 2) -> Question:
    return Question(
        id=f"fog-lifelink:{seed}:{ruleset}",
        template="fog-lifelink",
        seed=seed,
        ruleset=ruleset,
        engine_version="test-1",
        topic="combat",
        level=level,
        kind="multi",
        situation="Opponent's 3/3 creature with lifelink and trample attacks you. You cast Fog.",
        cards=["Fog"],
        prompt="Which of these are true afterwards?",
        options=[
            Option(letter="A", text="You are at 20 life", correct=True, why="Fog prevents all combat damage (615.1)."),
            Option(
                letter="B",
                text="Opponent gains 3 life",
                correct=False,
                misconception="lifelink-prevented",
                why="Prevented damage isn't dealt, so lifelink gains nothing (120.3f, 615.1).",
            ),
            Option(letter="C", text="Opponent is at 20 life", correct=True, why="No damage was dealt (120.3f)."),
            Option(
                letter="D",
                text="Trample assigns 3 damage to you anyway",
                correct=False,
                misconception="trample-fog",
                why="Trample assigns damage; Fog prevents it all the same (702.19, 615.1).",
            ),
            Option(
                letter="E",
                text="The creature is tapped and untaps",
                correct=False,
                misconception="noise",
                why="Nothing untaps it during combat (302.6).",
            ),
        ],
        explanation=["Fog prevents all combat damage this turn [615.1]"],
        rules=["615.1", "120.3f"],
    )


class Source:
    """Odd question numbers are the single-choice question, even ones the select-all one (by call order)."""

    def __init__(self, fail: bool = False, kinds: str = "sm") -> None:
        self.calls: list[tuple] = []
        self.fail = fail
        self.kinds = kinds  # the kind of each question in call order, repeated: s single, m select-all

    def __call__(self, topic, level, ruleset, seed):
        self.calls.append((topic, level, ruleset, seed))
        if self.fail:
            raise QuizRefused(f"no question template fits topic {topic}")
        kind = self.kinds[(len(self.calls) - 1) % len(self.kinds)]
        make = bolt_question if kind == "s" else fog_question
        return make(seed, ruleset, level or (1 if make is bolt_question else 2))
