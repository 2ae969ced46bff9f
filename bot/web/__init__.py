"""The web companion (docs/web.md): a game's board live in a browser, its replay, one seat's private view,
a server's games and leaderboards, reached by signed links the bot hands out, never showing anyone more
than the channel would. Off unless TABLETOP_WEB_URL is set.

    app         WebCompanion (its own storage, start, stop), the aiohttp application (routes, headers,
                failure pages) and the Site whose handlers it routes to
    serve       ``python -m bot web``: the companion as a process of its own
    pages       HTML pages: a game's, a seat's, a server's, and the failure pages (Jinja2 templates)
    images      board and hand pictures as PNG answers, with their cache headers
    streams     the live event streams (SSE)
    steps       a step as an event: the slider's JSON and what every stream sends
    addresses   every absolute URL a page or an event names, from TABLETOP_WEB_URL alone
    staticfiles the style sheet, the script and the icon, addressed by a digest of their bytes
    access      what a link opens: its token checked, its game, seat or server opened, or NotFound
    public      PublicStep and PrivateStep: the one place a game becomes what a viewer may see
    reader      games read through the web's own storage, their histories and pictures kept
    live        which games changed: PostgreSQL notifications, or polling on SQLite
    limits      per-address limits on pages, pictures and streams
    links       the signed links, each server's switch, the links the bot hands out
    templates   the pages (Jinja2, autoescaped); static: the style sheet and the script

It imports nothing of Discord: the Discord side hands out its links (bot.web.links) and draws its boards
through the same code (bot.render.pictures, bot.services.history).
"""
