"""The chat commands, written once for Discord and the console: each returns a Reply.

State (the channel's ruleset, the scenario being built) lives in a store with the interface below; the
Discord bot and the console both pass bot.storage.Storage. Engine work (reading, resolving, rendering a
situation) runs through an engine: bounded worker processes in the bot and the console
(commands.workers.EnginePool: a CPU and memory bound per command, per-user and per-server limits), a
thread by default (InProcessEngine, for tests). The event loop never runs it.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from resolver.ruleset import ALL_RULESETS, GAME_OF, RULESETS

from .reply import Reply, Section, error_reply
from .safe_text import neutral
from .situation import Reading, questions_apart
from .workers import Answer, Caller, Context, Engine, InProcessEngine, Read, Refused

MAX_STEPS = 100  # the situation limit (2 000 characters) usually comes first
MAX_STEP_CHARS = 1_000

HELP_EXAMPLES = (
    ("/ruling", "Opponent casts Lightning Bolt targeting my Grizzly Bears; I activate Samite Healer targeting it."),
    ("/ruling", "I control Daunting Defender and Samite Healer. Opponent casts Pyroclasm."),
    ("/compare", "I control Daunting Defender and Samite Healer. Opponent casts Pyroclasm."),
    ("/scenario add", "I control Grizzly Bears with a shield counter."),
    ("/scenario add", "Opponent casts Lightning Bolt targeting it."),
    ("/rule", "615.7"),
    ("/rules search", "shield counter"),
    ("/define", "prevention effect"),
    ("/card", "cop red"),
)


def unknown_ruleset(value: str | None) -> str | None:
    """The one-line refusal of a ruleset that isn't one, with the choices (None: none given, or a known one)."""
    if value is None or value in ALL_RULESETS:
        return None
    return f"unknown ruleset {neutral(repr(value))}: choose {', '.join(ALL_RULESETS[:-1])} or {ALL_RULESETS[-1]}"


class StepRefused(ValueError):
    """The step can't be added (the scenario wouldn't read, or it is full); nothing was stored."""


class ChannelStore(Protocol):
    def channel(self, channel: str) -> AbstractAsyncContextManager[None]: ...  # one command at a time, in order
    async def get_ruleset(self, channel: str) -> str | None: ...
    async def set_ruleset(self, channel: str, ruleset: str) -> None: ...
    async def steps(self, channel: str, author: str | None = None) -> list[str]: ...
    async def add_step(
        self, channel: str, text: str, author: str = "", check: Callable[[list[str]], None] | None = None
    ) -> int: ...
    async def undo(self, channel: str, author: str | None = None) -> str | None: ...
    async def clear(self, channel: str, author: str | None = None) -> int: ...
    async def record_import(self, kind: str, name: str, edition: str, items: int) -> None: ...


class Handlers:
    """Every command: /ruling, /compare, /scenario …, /rule, /rules search, /define, /card, /settings, /help."""

    def __init__(
        self,
        store: ChannelStore,
        index: Any = None,
        library: Any = None,
        default_ruleset: str = "mtg",
        engine: Engine | None = None,
    ):
        self.store = store
        self._index = index
        self._library = library
        self.default_ruleset = default_ruleset
        self._context = Context(source=lambda: self.index)
        self.engine: Engine = engine if engine is not None else InProcessEngine(lambda: self.index)

    @property
    def index(self) -> Any:
        if self._index is None:
            from .cardsource import load_index

            self._index = load_index()
        return self._index

    @property
    def library(self) -> Any:
        if self._library is None:
            from .rules_store import load_library

            self._library = load_library()
        return self._library

    def reload_rules(self) -> None:
        """Load the rules again (after RULES_AUTO_UPDATE stored new ones): the new library is built and warmed
        aside, then replaces the old one whole, so a command sees one or the other."""
        from .rules_store import load_library

        library = load_library()
        library.complete_term("a")
        self._library = library

    def warm(self) -> None:
        """Load the card index and rules and build their lookup tables now, before any command runs in a
        worker thread (they are built lazily and must not be built by two threads at once)."""
        for game in sorted(set(GAME_OF.values())):
            self.index.lookup("warm up", game)
            self.index.complete("a", game)
        self.library.complete_term("a")

    async def record_imports(self) -> list[tuple[str, str, str, int]]:
        """Note in the store what was imported (rules editions, card databases) beyond the bundled data."""
        found = [
            ("rules", game, corpus.edition, len(corpus.rules))
            for game, editions in self.library.editions.items()
            for corpus in editions
            if not corpus.bundled
        ]
        counts = {source: n for source, n in self.index.sources().items() if source != "bundled"}  # loads no card
        found += [("cards", source, "", n) for source, n in sorted(counts.items())]
        for item in found:
            await self.store.record_import(*item)
        return found

    async def ruleset_for(self, channel: str, given: str | None = None) -> str:
        """The given ruleset, else the channel's, read in its turn (after the channel's earlier commands)."""
        if given:
            return given
        async with self.store.channel(channel):
            return await self._ruleset(channel)

    async def _ruleset(self, channel: str) -> str:
        """The channel's ruleset, for a command that holds the channel (store.channel)."""
        return await self.store.get_ruleset(channel) or self.default_ruleset

    def read(self, text: str, ruleset: str) -> Reading | str:
        """Read a situation here, unbounded (the quick check of /scenario add); commands read through the
        engine with read_situation. The reading, or the one-line reason it doesn't read."""
        return Read(text, ruleset).run(self._context)

    async def read_situation(self, text: str, ruleset: str, caller: Caller | None = None) -> Reading | str:
        """Read a situation (no resolving yet), so that a problem is answered at once: the reading, or
        the one line saying why it doesn't read (or why it isn't read now: the caller's limit)."""
        try:
            return await self.engine.run(Read(text, ruleset), caller)
        except Refused as exc:
            return str(exc)

    async def answer(self, reading: Reading, compare: bool = False, caller: Caller | None = None) -> Reply:
        """Resolve (or compare) a reading and render it; past the engine's bounds, one line saying so."""
        try:
            return await self.engine.run(Answer(reading, compare), caller)
        except Refused as exc:
            return error_reply(str(exc), exc.exit_code)

    async def ruling(
        self,
        channel: str,
        text: str,
        ruleset: str | None = None,
        compare: bool = False,
        caller: Caller | None = None,
    ) -> Reply:
        """Read, then answer (or compare) a situation under the given or the channel's ruleset."""
        if refused := unknown_ruleset(ruleset):
            return error_reply(refused, 2)
        reading = await self.read_situation(text, await self.ruleset_for(channel, ruleset), caller)
        if isinstance(reading, str):
            return error_reply(reading, 2)
        return await self.answer(reading, compare, caller)

    # --- the scenario being built in a channel ------------------------------------------------------

    async def scenario_add(self, channel: str, text: str, author: str = "") -> Reply:
        text = " ".join(text.split())
        if not text:
            return error_reply("give one or more sentences to add, e.g. “I control Grizzly Bears.”", 2)
        if len(text) > MAX_STEP_CHARS:
            return error_reply(f"one step is at most {MAX_STEP_CHARS} characters", 2)
        kept, left_out = questions_apart(text)  # the reader ignores questions: they aren't stored either
        if not kept:
            return error_reply("not added: questions are ignored, and there is nothing else to add", 2)
        text = " ".join(kept)

        def check(steps: list[str]) -> None:
            if len(steps) > MAX_STEPS:
                raise StepRefused(f"the scenario has {MAX_STEPS} steps already: /scenario resolve or /scenario clear")
            reading = self.read(_joined(steps), ruleset)
            if isinstance(reading, str):
                raise StepRefused(reading)

        try:
            async with self.store.channel(channel):  # the ruleset and the steps as the channel's last command left them
                ruleset = await self._ruleset(channel)
                count = await self.store.add_step(channel, text, author, check=check)
        except StepRefused as exc:
            return error_reply(f"not added: {exc}", 2)
        sections = [Section(f"Step {count}", [neutral(text)])]
        summary = f"Step {count} added."
        if left_out:
            questions = "a question" if len(left_out) == 1 else f"{len(left_out)} questions"
            summary += f" Left out {questions}: questions are ignored."
            sections.append(Section("Left out (questions are ignored)", [neutral(q) for q in left_out]))
        summary += " /scenario show to see it read, /scenario resolve to answer it."
        return Reply(title="Scenario", summary=summary, sections=sections)

    async def scenario_show(self, channel: str, caller: Caller | None = None) -> Reply:
        async with self.store.channel(channel):
            steps, ruleset = await self.store.steps(channel), await self._ruleset(channel)
        if not steps:
            return Reply(title="Scenario", summary="This channel's scenario is empty: /scenario add to start one.")
        sections = [Section("Steps", [f"{i}. {neutral(s)}" for i, s in enumerate(steps, 1)])]
        try:
            reading = await self.engine.run(Read(_joined(steps), ruleset), caller)
        except Refused as exc:
            return error_reply(str(exc), exc.exit_code)
        if isinstance(reading, str):
            sections.append(Section("It doesn't read", [reading]))
        else:
            sections.append(Section("I read this as", reading.interpretation()))
        return Reply(title="Scenario", summary=f"{len(steps)} step(s), ruleset {ruleset}.", sections=sections)

    async def scenario_resolve(self, channel: str, caller: Caller | None = None) -> Reply:
        async with self.store.channel(channel):
            steps, ruleset = await self.store.steps(channel), await self._ruleset(channel)
        if not steps:
            return error_reply("this channel's scenario is empty: /scenario add sentences first", 2)
        return await self.ruling(channel, _joined(steps), ruleset, caller=caller)

    async def scenario_undo(self, channel: str, author: str, may_manage: bool) -> Reply:
        """Remove the caller's last step, or the channel's last step when they may manage messages."""
        async with self.store.channel(channel):
            removed = await self.store.undo(channel, None if may_manage else author)
            left = len(await self.store.steps(channel))
        if removed is None:
            if left:
                return error_reply(
                    f"nothing to undo: none of the {_n_steps(left)} in this scenario {'is' if left == 1 else 'are'} "
                    "yours (undoing others' steps needs Manage Messages)",
                    2,
                )
            return error_reply("nothing to undo: the scenario is empty", 2)
        whose = "the last step" if may_manage else "your last step"
        shown = [neutral(removed)]
        return Reply(title="Scenario", summary=f"Removed {whose}; {left} left.", sections=[Section("Removed", shown)])

    async def scenario_clear(self, channel: str, author: str, may_manage: bool) -> Reply:
        """Remove the caller's steps, or every step when they may manage messages."""
        async with self.store.channel(channel):
            count = await self.store.clear(channel, None if may_manage else author)
            left = len(await self.store.steps(channel))
        others = (
            f"{_n_steps(left)} by others {'remains' if left == 1 else 'remain'} (clearing those needs Manage Messages)"
        )
        if left and not may_manage:
            if not count:
                return error_reply(f"you have no steps to clear; {others}", 2)
            return Reply(title="Scenario", summary=f"Cleared your {_n_steps(count)}; {others}.")
        return Reply(
            title="Scenario", summary=f"Cleared {_n_steps(count)}." if count else "The scenario was already empty."
        )

    # --- rules, cards, settings, help ---------------------------------------------------------------

    def rule(self, number: str, ruleset: str | None = None, examples: bool = True) -> Reply:
        from .rules import rule_reply

        if refused := unknown_ruleset(ruleset):
            return error_reply(refused, 2)
        return rule_reply(self.library, number, game=ruleset or None, examples=examples)

    def rules_search(self, query: str, ruleset: str | None = None) -> Reply:
        from .rules import search_reply

        if refused := unknown_ruleset(ruleset):
            return error_reply(refused, 2)
        return search_reply(self.library, query, game=ruleset or None, limit=10)

    def define(self, term: str) -> Reply:
        from .rules import define_reply

        return define_reply(self.library, term)

    def card(self, name: str, ruleset: str | None = None) -> Reply:
        """A card of the game `ruleset` is for (mtg-2008: Magic's cards), or of any game."""
        from .cards import card_reply

        if refused := unknown_ruleset(ruleset):
            return error_reply(refused, 2)
        return card_reply(self.index, name, game=GAME_OF[ruleset] if ruleset else None)

    async def set_ruleset(self, channel: str, ruleset: str) -> Reply:
        if refused := unknown_ruleset(ruleset):
            return error_reply(refused, 2)
        async with self.store.channel(channel):
            await self.store.set_ruleset(channel, ruleset)
        return Reply(title="Settings", summary=f"This channel now answers under {RULESETS[ruleset].title} ({ruleset}).")

    async def settings(self, channel: str) -> Reply:
        ruleset = await self.ruleset_for(channel)
        return Reply(title="Settings", summary=f"This channel's ruleset: {ruleset} ({RULESETS[ruleset].title}).")

    def help(self, topic: str | None = None) -> Reply:
        from .help_topics import TOPICS

        if topic:
            return self._help_topic(topic.strip().lower())
        lines = [f"{cmd} {example}" for cmd, example in HELP_EXAMPLES]
        return Reply(
            title="Rulekeeper",
            summary=(
                "Describe a situation in plain words; I answer with every outcome a player's choice can lead to "
                "and the rule behind each step. Rulesets: " + ", ".join(ALL_RULESETS) + "."
            ),
            sections=[
                Section("Try these", lines),
                Section(
                    "Commands",
                    [f"{t.usage} — {t.what.split(': ')[0].split('. ')[0].rstrip('.')}" for t in TOPICS.values()],
                ),
                Section("More", ["/help COMMAND: one command's options and examples (/help ruling, /help card …)"]),
            ],
        )

    def _help_topic(self, topic: str) -> Reply:
        """`/help card`: one command's use, options and examples; `/help ruling` adds the reader's forms, each
        with an example that answers when pasted. Never the general help for a topic it knows."""
        from .help_topics import RULING_FORMS, TOPICS

        name = topic.removeprefix("/").split()[0] if topic.strip("/ ") else ""
        found = TOPICS.get(name)
        if found is None:
            return error_reply(f"no help on {neutral(topic)!r}: the topics are {', '.join(TOPICS)}", 2)
        sections = []
        if found.options:
            sections.append(Section("Options", list(found.options)))
        if found.examples:
            sections.append(Section("Examples", list(found.examples)))
        summary = found.what
        if name == "ruling":
            summary += (
                " Write the board, then what happens, in the order things are cast; each form below answers when "
                'pasted after /ruling. Card names are forgiving ("bolt", "samite healr").'
            )
            sections.append(Section("Forms", [f"{what}: {example}" for what, example in RULING_FORMS]))
        return Reply(title=found.usage, summary=summary, sections=sections)

    # --- autocomplete -------------------------------------------------------------------------------

    def rule_choices(self, prefix: str, ruleset: str | None = None) -> list[tuple[str, str]]:
        game = ruleset if ruleset in ("mtg", "mtg-2008", "grand-archive") else "mtg"
        try:
            return self.library.complete_rule(prefix, game)[:25]
        except (LookupError, KeyError):
            return []

    def term_choices(self, prefix: str) -> list[tuple[str, str]]:
        return self.library.complete_term(prefix)[:25]

    def card_choices(self, prefix: str, ruleset: str | None = None) -> list[tuple[str, str]]:
        return self.index.complete(prefix, GAME_OF.get(ruleset or ""))[:25]


def _n_steps(n: int) -> str:
    return f"{n} step" if n == 1 else f"{n} steps"


def _joined(steps: list[str]) -> str:
    """Steps as one situation: each one its own sentence."""
    return "\n".join(steps)
