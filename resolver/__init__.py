"""Rulekeeper's rules engine: pure, deterministic resolution of damage prevention and replacement.

from resolver import parse_scenario, resolve
resolution = resolve(parse_scenario({"actions": [...]}))
"""

from .engine import parse_scenario, resolve
from .errors import BadInput, RulekeeperError, TooManyOutcomes, Unmodelled
from .outcome import Resolution

__all__ = ["BadInput", "Resolution", "RulekeeperError", "TooManyOutcomes", "Unmodelled", "parse_scenario", "resolve"]
