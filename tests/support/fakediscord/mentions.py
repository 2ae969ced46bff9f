"""Who a message notifies, as Discord decides it, and the rule Discord enforces on ``allowed_mentions``.

Discord's documentation (resources/message, "Allowed Mentions Object" and its reference): without
``allowed_mentions`` the mentions in a message's content are parsed (in interaction answers and webhooks,
user mentions only); with it, ``parse: ["users"]`` lets every user mention notify, and ``users: [ids]``
only those ids (an id not mentioned in the content notifies no one); ``parse`` holding ``"users"`` beside
a non-empty ``users`` list is refused (400, 50035, ``MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE``), and so
for roles. The ``SUPPRESS_NOTIFICATIONS`` flag sends no notification at all. A message in a DM notifies
its recipient. A mention notifies only someone who can see the channel.

The fake counts a message's notifications when it is created: Discord sends none for an edit (it parses
the edited content again for the highlight, which is why ``allowed_mentions`` is sent with edits too).
Role and @everyone mentions notify no one here (this bot never pings a role); the text displays of
components are not read for mentions.
"""

from __future__ import annotations

import re
from typing import Any

from .rules import FormError
from .world import Channel, MessageFlag, User

USER_MENTION = re.compile(r"<@!?(\d+)>")


def errors(allowed: Any, where: tuple[str | int, ...] = ()) -> list[FormError]:
    """What Discord refuses in ``allowed_mentions``: a type both parsed and listed by id."""
    if not isinstance(allowed, dict):
        return []
    parse = allowed.get("parse") or []
    return [
        FormError(
            (*where, "allowed_mentions"),
            "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
            f'parse:["{kind}"] and {kind}: [ids...] are mutually exclusive.',
        )
        for kind in ("users", "roles")
        if kind in parse and allowed.get(kind)
    ]


def notified(
    users: dict[int, User], channel: Channel, content: str, allowed: Any, flags: int, bot: User
) -> list[User]:
    """The people a new message notifies, in the order their mentions appear."""
    if flags & MessageFlag.SUPPRESS_NOTIFICATIONS or flags & MessageFlag.EPHEMERAL:
        return []
    if channel.is_dm:
        return [channel.recipient] if channel.recipient is not None else []
    ids = list(dict.fromkeys(int(m) for m in USER_MENTION.findall(content or "")))
    if isinstance(allowed, dict):
        if "users" not in (allowed.get("parse") or []):
            listed = {int(i) for i in allowed.get("users") or []}
            ids = [i for i in ids if i in listed]
    found = [users[i] for i in ids if i in users and i != bot.id]
    return [u for u in found if channel.can_view(u)]
