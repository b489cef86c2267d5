"""The rules library: rule texts by id, parsed from official sources, with lookup and search.

Parsing is pure (text in, corpus out); reading files and the network is the callers' business.
"""

from .model import Corpus, GlossaryEntry, Rule

__all__ = ["Corpus", "GlossaryEntry", "Rule"]
