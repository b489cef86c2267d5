"""Card data as data: oracle text, structured effects, the fuzzy name index and importers."""
