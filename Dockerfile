# Rulekeeper: slim Python image, non-root user, state on a volume.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1
WORKDIR /app
COPY pyproject.toml README.md ./
COPY resolver ./resolver
COPY cardindex ./cardindex
COPY commands ./commands
COPY bot ./bot
RUN pip install . && useradd --create-home --uid 10001 rulekeeper && mkdir /data && chown rulekeeper /data
USER rulekeeper
VOLUME ["/data"]
ENV DATABASE_PATH=/data/rulekeeper.sqlite3
ENTRYPOINT ["rulekeeper"]
CMD ["--help"]
