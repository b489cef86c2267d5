"""The Discord shell over `commands/`: client, cogs, embeds, settings and SQLite storage."""
