"""The card commands through the CLI: lookup, import, coverage, and scenarios that name cards."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "cards"


def cli(*args, data_dir, stdin=""):
    env = {"RULEKEEPER_DATA": str(data_dir), "PATH": "/usr/bin:/bin", "HOME": str(data_dir)}
    proc = subprocess.run(
        [sys.executable, "-m", "commands.cli", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        input=stdin,
        timeout=60,
    )
    return proc.returncode, proc.stdout, proc.stderr


def test_card_command_shows_how_the_engine_models_it(tmp_path):
    code, out, err = cli("card", "phantom centuar", "--json", data_dir=tmp_path)
    assert code == 0, err
    data = json.loads(out)
    assert data["card"]["name"] == "Phantom Centaur" and data["match"] == "fuzzy"
    code, out, _ = cli("card", "wurmcoil", data_dir=tmp_path)
    assert "not modelled: its death trigger creates tokens" in out


def test_ambiguous_card_is_an_error_with_candidates(tmp_path):
    code, out, err = cli("card", "circle", "of", "protection", data_dir=tmp_path)
    assert code == 2 and out == "" and "Circle of Protection: Red" in err and err.count("\n") == 1


def test_imported_cards_are_compiled_stored_and_usable(tmp_path):
    code, out, err = cli("cards", "import", str(FIXTURES / "scryfall_oracle_cards.json"), "--json", data_dir=tmp_path)
    assert code == 0, err
    assert json.loads(out)["imported"] == 8
    code, out, _ = cli("cards", "coverage", str(FIXTURES / "scryfall_oracle_cards.json"), "--json", data_dir=tmp_path)
    report = json.loads(out)
    assert code == 0 and report["total"] >= 1 and report["compiled"] <= report["total"]


def test_resolving_a_situation_with_fuzzy_card_names(tmp_path):
    scenario = {
        "battlefield": [
            {"id": "bears", "controller": "You", "card": "grizly bears"},
            {"id": "healer", "controller": "You", "card": "samite healer"},
        ],
        "actions": [
            {"activate": "healer", "targets": ["bears"]},
            {"cast": "bolt", "by": "Opponent", "targets": ["bears"]},
        ],
    }
    code, out, err = cli("resolve", "-", "--json", data_dir=tmp_path, stdin=json.dumps(scenario))
    assert code == 0, err
    outcome = json.loads(out)["outcomes"][0]
    assert outcome["permanents"]["bears"]["zone"] == "graveyard" and outcome["prevented"] == 1


def test_grand_archive_cards_are_bundled_scoped_and_honest_about_modelling(tmp_path):
    code, out, err = cli("card", "deflecting edge", "--game", "grand-archive", "--json", data_dir=tmp_path)
    assert code == 0, err
    card = json.loads(out)["card"]
    assert card["game"] == "grand-archive" and card["ga"]["cost_reserve"] == 1
    assert card["faces"][0]["oracle_text"].endswith(
        "Prevent the next 3 combat damage that would be dealt to target unit this turn."
    )
    code, out, err = cli("card", "deflecting edge", "--game", "mtg", data_dir=tmp_path)
    assert code == 2  # per-game scoping: not an MTG card
