# Rulekeeper: slim Python image, non-root user, state on a volume.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
# tini is PID 1: it forwards `docker stop`'s SIGTERM to the bot (which drains its commands, closes the gateway and
# the database, and exits within 5 s) and reaps any process left behind. `docker run --init` does the same.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY pyproject.toml README.md ./
COPY resolver ./resolver
COPY cardindex ./cardindex
COPY commands ./commands
COPY bot ./bot
RUN pip install . && useradd --create-home --uid 10001 rulekeeper && mkdir /data && chown rulekeeper /data
USER rulekeeper
VOLUME ["/data"]
# SQLite state and imported rules/cards live on the volume; pass DISCORD_TOKEN at run time, never in the image.
ENV DATABASE_PATH=/data/rulekeeper.sqlite3 RULEKEEPER_DATA=/data
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--", "rulekeeper"]
CMD ["bot"]
