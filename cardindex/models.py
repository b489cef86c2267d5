"""Cards as data: characteristics, oracle text and the structured effects the engine executes."""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Game = Literal["mtg", "grand-archive"]


def normalise_name(name: str) -> str:
    """Case, punctuation and diacritics insensitive form of a card name ("Æther" -> "aether")."""
    text = unicodedata.normalize("NFKD", name.replace("Æ", "Ae").replace("æ", "ae"))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()
    text = re.sub(r"[^a-z0-9]+", " ", text)
    return " ".join(text.split())


class Face(BaseModel):
    """One face of a card (most cards have one; split, adventure and double-faced cards have two)."""

    model_config = ConfigDict(extra="forbid")

    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    colors: list[str] = Field(default_factory=list)
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    keywords: list[str] = Field(default_factory=list)

    @property
    def types(self) -> list[str]:
        """Card types (and supertypes) from the type line, lower-case: "Legendary Creature" -> [...]."""
        left = self.type_line.split("—", 1)[0]
        return [t.lower() for t in left.split()]

    @property
    def subtypes(self) -> list[str]:
        if "—" not in self.type_line:
            return []
        return self.type_line.split("—", 1)[1].split()


class GAStats(BaseModel):
    """Grand Archive characteristics, as the GA index stores them."""

    model_config = ConfigDict(extra="forbid")

    slug: str = ""
    types: list[str] = Field(default_factory=list)
    subtypes: list[str] = Field(default_factory=list)
    classes: list[str] = Field(default_factory=list)
    element: str | None = None
    cost_reserve: int | None = None
    cost_memory: int | None = None
    power: int | None = None
    life: int | None = None
    durability: int | None = None
    speed: bool | str | None = None
    level: int | None = None


class Ability(BaseModel):
    """One ability (or the spell effect) of a card, with the structured steps the engine runs.

    kind: "spell" (an instant/sorcery's effect, per mode), "activated", "static", "triggered",
    "enters" (enters with counters). `steps` use the step language in docs/cards.md. When the engine
    can't run it, `modelled` is false and `reason` says why — never a guess.
    """

    model_config = ConfigDict(extra="forbid")

    kind: Literal["spell", "activated", "static", "triggered", "enters"]
    text: str
    face: int = 0
    mode: int | None = None
    cost: str = ""
    steps: list[dict[str, Any]] = Field(default_factory=list)
    modelled: bool = True
    reason: str | None = None
    relevant: bool = True  # False: never matters for damage (e.g. "can't be blocked by …")
    trigger: dict[str, Any] | None = None  # for triggered abilities: {"event": …, …}
    optional: bool = False  # "you may"
    target_kind: str | None = None  # "creature", "player_or_planeswalker"; default any target
    note: str = ""


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    game: Game = "mtg"
    layout: str = "normal"
    faces: list[Face] = Field(default_factory=list)
    aliases: list[str] = Field(default_factory=list)
    ga: GAStats | None = None
    abilities: list[Ability] = Field(default_factory=list)
    source: str = "bundled"
    note: str = ""

    @property
    def face_names(self) -> list[str]:
        names = [f.name for f in self.faces if f.name and f.name != self.name]
        return names

    @property
    def oracle_text(self) -> str:
        if len(self.faces) == 1:
            return self.faces[0].oracle_text
        return "\n//\n".join(f"{f.name}: {f.oracle_text}" for f in self.faces)

    def unmodelled(self) -> list[Ability]:
        return [a for a in self.abilities if not a.modelled and a.relevant]
