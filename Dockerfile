# Tabletop Host: the Discord bot. The install steps are the README's, so CI covers them.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    TABLETOP_DATABASE=/data/tabletop.sqlite3

# DejaVu draws player names in any script on the board images (Pillow's built-in font is ASCII only).
RUN apt-get update \
    && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*

RUN useradd --create-home --uid 10001 tabletop \
    && mkdir -p /data /app \
    && chown tabletop:tabletop /data /app

WORKDIR /app
COPY --chown=tabletop:tabletop . /app

USER tabletop
RUN python3 -m venv .venv && .venv/bin/pip install --no-cache-dir -e .

VOLUME ["/data"]
CMD [".venv/bin/python", "-m", "bot"]
