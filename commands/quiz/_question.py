"""A quiz question as data: everything needed to show it, score it, explain it, and replay it later."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

LETTERS = ("A", "B", "C", "D", "E")


class Option(BaseModel):
    letter: str  # "A" … "E"
    text: str  # the answer in plain words ("Grizzly Bears survives; Opponent is at 17 life")
    correct: bool
    misconception: str | None = None  # a wrong option: the misconception (resolver/misconceptions.py) it comes from
    why: str = ""  # a wrong option: why it's wrong, with the rules it gets wrong; the right one: why it's right


class Question(BaseModel):
    id: str  # "<template>:<seed>:<ruleset>" — generating it again gives the same question
    template: str
    seed: int
    ruleset: str
    engine_version: str  # the rules engine that answered (re-checked when the rules change)
    topic: str  # prevention, replacement, combat, counters, mtg-2008, grand-archive
    level: int = Field(ge=1, le=3)  # by the number of interacting effects
    kind: Literal["single", "multi"] = "single"  # multi: several outcomes are legal — select all that apply
    situation: str  # the scenario in plain words, as a player would describe it
    cards: list[str] = Field(default_factory=list)  # card names, for the embed (oracle text on request)
    prompt: str  # what is asked ("How much life does Opponent have afterwards?")
    options: list[Option]
    explanation: list[str] = Field(default_factory=list)  # the engine's steps, each with its rules
    rules: list[str] = Field(default_factory=list)  # every rule the right answer rests on
    scenario: dict = Field(default_factory=dict)  # the engine's scenario (the contract), for "Explain" and replay

    def correct_letters(self) -> frozenset[str]:
        return frozenset(o.letter for o in self.options if o.correct)
