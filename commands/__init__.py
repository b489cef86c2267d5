"""Command handlers shared by the Discord bot and the console; they return renderable results."""
