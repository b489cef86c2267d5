"""The question corpus and its harness (run.py): tests/corpus/README.md."""
