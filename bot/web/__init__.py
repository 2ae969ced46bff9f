"""The web companion (docs/web.md): a game's board live in a browser, its replay, one seat's
private view, a server's games and leaderboards, reached by signed links the bot hands out, never showing
anyone more than the channel would. Off unless TABLETOP_WEB_URL is set.

    app       WebCompanion (its own storage, start, stop) and the aiohttp application: routes, headers
    pages     the handlers: links checked, pages, pictures, JSON steps, live event streams
    public    PublicStep and PrivateStep: the one place a game becomes what a viewer may see
    reader    games read through the web's own storage, their histories and pictures kept
    live      which games changed: PostgreSQL notifications, or polling on SQLite
    limits    per-address limits on pages, pictures and streams
    templates the pages (Jinja2, autoescaped), static the style sheet and the script

It imports nothing of Discord: the Discord side hands out its links (bot.web.links) and draws its boards
through the same code (bot.render.pictures, bot.services.history).
"""
