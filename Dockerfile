# Tabletop Host: the Discord bot in a container.
#
#   docker build -t tabletop-host .
#   docker run -d --name tabletop --env-file .env -v tabletop-state:/data tabletop-host
#
# The dependencies are one layer built from pyproject.toml alone, so a code change reinstalls only the
# project itself. The project is a regular install (not editable) in /opt/venv, owned by root; the bot
# runs as the unprivileged user `tabletop` and keeps its database on the /data volume.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    VIRTUAL_ENV=/opt/venv \
    PATH=/opt/venv/bin:$PATH \
    TABLETOP_DATABASE=/data/tabletop.sqlite3

# FriBiDi lets Pillow lay out right-to-left names (Hebrew, Arabic) in their visual order, Arabic joined.
RUN apt-get update \
    && apt-get install -y --no-install-recommends libfribidi0 \
    && rm -rf /var/lib/apt/lists/* \
    && python -m venv /opt/venv \
    && useradd --system --uid 10001 --user-group --create-home tabletop \
    && mkdir -p /data \
    && chown tabletop:tabletop /data

# Dependencies (and the build backend), read from pyproject.toml: this layer is rebuilt only when
# pyproject.toml changes.
WORKDIR /src
COPY pyproject.toml ./
RUN python -c 'import tomllib; p = tomllib.load(open("pyproject.toml", "rb")); print("\n".join(p["build-system"]["requires"] + p["project"]["dependencies"]))' > /tmp/requirements.txt \
    && pip install -r /tmp/requirements.txt \
    && rm /tmp/requirements.txt

# The project (.dockerignore keeps tests, docs, benchmarks and local state out), installed without its
# dependencies and without network, then checked by playing a game from the installed package.
COPY . ./
RUN pip install --no-deps --no-build-isolation . \
    && cd / && rm -rf /src \
    && python -m bot play gentoo --players 2 --ai 2 --agent random --seed 1 > /dev/null \
    && python -c 'from bot.render.lettering import BIDI; assert BIDI, "no right-to-left layout"'

USER tabletop
WORKDIR /home/tabletop
VOLUME ["/data"]

# Healthy while the bot's database answers and it saw its Discord connection in the last 90 seconds.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["python", "-m", "bot", "health"]
# On SIGTERM the bot stops taking clicks, finishes those in flight and exits 0 within a few seconds.
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
