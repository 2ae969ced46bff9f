"""What a Discord client does when a user acts: the checks it makes and the interaction it sends.

Owns the rules a real client enforces before anything reaches the bot (a command must be registered and
visible to the user, options must fit the command's definition, a button must be on a message the user
can see and be enabled, select values must be offered, required modal inputs filled), and the
``INTERACTION_CREATE`` payload discord.py 2.7 reads (ids, token, ``data``, ``member``/``user`` with
``permissions``, ``channel``, ``app_permissions``, ``context``, ``authorizing_integration_owners``,
``attachment_size_limit``...). Breaking a rule raises in the test, before anything is sent.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .records import Message
from .world import Channel, Perm, Role, User

if TYPE_CHECKING:
    from .fake import FakeDiscord

ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
Resolved = dict[str, dict[str, Any]]


def find_command(
    commands: dict[int | None, dict[tuple[str, int], dict[str, Any]]],
    name: str,
    guild_id: int | None,
    type: int = 1,
) -> dict[str, Any]:
    """The registered command a user in the guild would get under ``name`` (guild commands first)."""
    for scope in ([guild_id] if guild_id is not None else []) + [None]:
        stored = commands.get(scope, {}).get((name, type))
        if stored is not None:
            return stored
    known = sorted({n for scoped in commands.values() for (n, _t) in scoped})
    raise LookupError(f"the bot has not registered a command /{name}; it has {known}")


def check_command_access(user: User, channel: Channel, body: dict[str, Any]) -> None:
    """Raise PermissionError where Discord would not offer the command to this user in this channel."""
    context = 1 if channel.is_dm else 0
    contexts = body.get("contexts")
    if contexts is not None and context not in contexts:
        raise PermissionError(f"/{body['name']} is not offered in {'DMs' if context else 'servers'}")
    if channel.is_dm:
        if body.get("dm_permission") is False:
            raise PermissionError(f"/{body['name']} is not offered in DMs")
        return
    if not channel.can_view(user):
        raise PermissionError(f"{user.name} cannot see #{channel.name}")
    needed = body.get("default_member_permissions")
    if needed is not None:
        perms = channel.permissions_for(user)
        if int(needed) & ~perms and not perms & Perm.ADMINISTRATOR:
            raise PermissionError(
                f"Discord hides /{body['name']} from {user.name}: it needs permissions {needed}"
            )


def command_data(
    fake: FakeDiscord,
    stored: dict[str, Any],
    path: Sequence[str],
    options: dict[str, Any],
    channel: Channel,
    focused: str | None = None,
) -> dict[str, Any]:
    """The ``data`` of an application command (or, with ``focused``, autocomplete) interaction."""
    body = stored["body"]
    data: dict[str, Any] = {"id": str(stored["id"]), "name": body["name"], "type": int(body.get("type") or 1)}
    if stored["guild_id"] is not None:
        data["guild_id"] = str(stored["guild_id"])
    resolved: Resolved = {}
    data["options"] = _path_options(
        fake,
        f"/{body['name']}",
        body.get("options") or [],
        list(path),
        dict(options),
        channel,
        resolved,
        focused,
    )
    if resolved and focused is None:
        data["resolved"] = resolved
    return data


def _path_options(
    fake: FakeDiscord,
    label: str,
    defs: list[dict[str, Any]],
    path: list[str],
    values: dict[str, Any],
    channel: Channel,
    resolved: Resolved,
    focused: str | None,
) -> list[dict[str, Any]]:
    subs = [d for d in defs if d.get("type") in (1, 2)]
    if subs:
        if not path:
            raise ValueError(f"{label} needs a subcommand: {[d['name'] for d in subs]}")
        step, rest = path[0], path[1:]
        chosen = next((d for d in subs if d["name"] == step), None)
        if chosen is None:
            raise ValueError(f"{label} has no subcommand {step!r}: {[d['name'] for d in subs]}")
        inner = _path_options(
            fake, f"{label} {step}", chosen.get("options") or [], rest, values, channel, resolved, focused
        )
        return [{"type": chosen["type"], "name": step, "options": inner}]
    if path:
        raise ValueError(f"{label} has no subcommands, but got {path}")
    out = []
    for name, value in values.items():
        spec = next((d for d in defs if d["name"] == name), None)
        if spec is None:
            raise ValueError(f"{label} has no option {name!r}: {[d['name'] for d in defs]}")
        if name == focused:
            # Autocomplete sends whatever has been typed so far, unchecked.
            out.append({"type": spec["type"], "name": name, "value": str(value), "focused": True})
        else:
            value = _option_value(fake, label, spec, value, channel, resolved)
            out.append({"type": spec["type"], "name": name, "value": value})
    missing = [d["name"] for d in defs if d.get("required") and d["name"] not in values]
    if missing and focused is None:
        raise ValueError(f"{label} requires options {missing}")
    return out


def _option_value(
    fake: FakeDiscord, label: str, spec: dict[str, Any], value: Any, channel: Channel, resolved: Resolved
) -> Any:
    kind = spec["type"]
    where = f"{label} {spec['name']}:"
    if kind == 3 and not isinstance(value, str):
        raise TypeError(f"{where} expects text, not {value!r}")
    if kind == 4 and (not isinstance(value, int) or isinstance(value, bool)):
        raise TypeError(f"{where} expects an integer, not {value!r}")
    if kind == 10 and (not isinstance(value, int | float) or isinstance(value, bool)):
        raise TypeError(f"{where} expects a number, not {value!r}")
    if kind == 5 and not isinstance(value, bool):
        raise TypeError(f"{where} expects true/false, not {value!r}")
    if kind in (3, 4, 10):
        choices = spec.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise ValueError(f"{where} must be one of {[c['value'] for c in choices]}, not {value!r}")
        if kind == 3 and not int(spec.get("min_length", 0)) <= len(value) <= int(
            spec.get("max_length", 6000)
        ):
            raise ValueError(f"{where} length {len(value)} is outside the command's limits")
        low, high = spec.get("min_value"), spec.get("max_value")
        if kind != 3 and ((low is not None and value < low) or (high is not None and value > high)):
            raise ValueError(f"{where} {value} is outside [{low}, {high}]")
        return value
    if kind == 5:
        return value
    expected: dict[int, tuple[type[User | Role | Channel], ...]] = {
        6: (User,),
        7: (Channel,),
        8: (Role,),
        9: (User, Role),
    }
    if kind not in expected:
        raise NotImplementedError(f"{where} option type {kind} is not supported by the fake")
    if not isinstance(value, expected[kind]):
        names = " or ".join(t.__name__ for t in expected[kind])
        raise TypeError(f"{where} expects a {names}, not {value!r}")
    entity: User | Role | Channel = value
    resolve(fake, entity, channel, resolved)
    return str(entity.id)


def resolve(fake: FakeDiscord, value: User | Role | Channel, channel: Channel, resolved: Resolved) -> None:
    """Add ``value`` to an interaction's ``resolved`` data, as Discord does for entity options and selects."""
    if isinstance(value, User):
        resolved.setdefault("users", {})[str(value.id)] = value.payload()
        guild = channel.guild
        if guild is not None and value.id in guild.members:
            member = guild.members[value.id].payload(with_user=False)
            member["permissions"] = str(channel.permissions_for(value))
            resolved.setdefault("members", {})[str(value.id)] = member
    elif isinstance(value, Role):
        resolved.setdefault("roles", {})[str(value.id)] = value.payload()
    else:
        payload = fake.channel_payload(value)
        payload["permissions"] = str(value.permissions_for(fake.bot))
        resolved.setdefault("channels", {})[str(value.id)] = payload


def check_message_usable(user: User, message: Message) -> None:
    if message.deleted:
        raise LookupError(f"{message!r} was deleted")
    if not message.can_see(user):
        raise PermissionError(f"{user.name} cannot see {message!r}")


def button_data(user: User, message: Message, custom_id: str, *, check: bool) -> dict[str, Any]:
    if check:
        check_message_usable(user, message)
        comp = message.component(custom_id)
        if comp is None or comp.get("type") != 2:
            raise LookupError(f"no button {custom_id!r} on {message!r}; custom ids: {message.custom_ids()}")
        if comp.get("disabled"):
            raise PermissionError(f"button {custom_id!r} is disabled")
    return {"custom_id": custom_id, "component_type": 2}


def select_data(
    fake: FakeDiscord,
    user: User,
    message: Message,
    custom_id: str,
    values: Sequence[str | User | Role | Channel],
    *,
    check: bool,
) -> dict[str, Any]:
    comp = message.component(custom_id)
    component_type = int(comp.get("type", 3)) if comp is not None else 3
    ids = [v if isinstance(v, str) else str(v.id) for v in values]
    if check:
        check_message_usable(user, message)
        if comp is None or component_type not in (3, 5, 6, 7, 8):
            raise LookupError(f"no select {custom_id!r} on {message!r}; custom ids: {message.custom_ids()}")
        if comp.get("disabled"):
            raise PermissionError(f"select {custom_id!r} is disabled")
        low, high = int(comp.get("min_values", 1)), int(comp.get("max_values", 1))
        if not low <= len(ids) <= high:
            raise ValueError(f"select {custom_id!r} takes {low} to {high} values, not {len(ids)}")
        if component_type == 3:
            offered = [o["value"] for o in comp.get("options") or []]
            unknown = [v for v in ids if v not in offered]
            if unknown:
                raise ValueError(f"select {custom_id!r} offers {offered}, not {unknown}")
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type, "values": ids}
    resolved: Resolved = {}
    for value in values:
        if not isinstance(value, str):
            resolve(fake, value, message.channel, resolved)
    if resolved:
        data["resolved"] = resolved
    return data


def modal_submit_data(modal: dict[str, Any], values: dict[str, str | Sequence[str]]) -> dict[str, Any]:
    """The ``data`` of a modal submit: the modal's inputs, in its layout (rows or labels), filled in."""
    remaining = dict(values)
    components = []
    for top in modal.get("components") or []:
        if top.get("type") == 1:
            inner = [_modal_answer(c, remaining) for c in top.get("components") or []]
            components.append({"type": 1, "components": inner})
        elif top.get("type") == 18:
            components.append({"type": 18, "component": _modal_answer(top["component"], remaining)})
    if remaining:
        raise ValueError(f"the modal has no inputs {sorted(remaining)}")
    return {"custom_id": modal["custom_id"], "components": components}


def _modal_answer(comp: dict[str, Any], remaining: dict[str, str | Sequence[str]]) -> dict[str, Any]:
    custom_id = comp.get("custom_id")
    answer: dict[str, Any] = {"type": comp["type"], "custom_id": custom_id}
    value = remaining.pop(custom_id, None) if custom_id is not None else None
    if comp["type"] == 4:
        text = "" if value is None else str(value)
        if comp.get("required", True) and not text:
            raise ValueError(f"the modal input {custom_id!r} is required")
        if not int(comp.get("min_length", 0)) <= len(text) <= int(comp.get("max_length", 4000)):
            raise ValueError(f"the modal input {custom_id!r} does not accept {len(text)} characters")
        answer["value"] = text
    else:
        answer["values"] = [] if value is None else [str(v) for v in value]
    return answer


def check_in_channel(user: User, channel: Channel) -> None:
    if channel.is_dm:
        if channel.recipient is not user:
            raise PermissionError(f"{user.name} is not in {channel!r}")
    elif channel.guild is None or user.id not in channel.guild.members:
        raise PermissionError(f"{user.name} is not a member of the server of #{channel.name}")


def interaction_payload(
    fake: FakeDiscord,
    *,
    interaction_id: int,
    token: str,
    kind: int,
    user: User,
    channel: Channel,
    data: dict[str, Any],
    source: Message | None,
) -> dict[str, Any]:
    """The ``INTERACTION_CREATE`` body, with everything discord.py 2.7's ``Interaction`` reads."""
    payload: dict[str, Any] = {
        "id": str(interaction_id),
        "application_id": str(fake.application_id),
        "type": kind,
        "data": data,
        "token": token,
        "version": 1,
        "locale": user.locale,
        "entitlements": [],
        "entitlement_sku_ids": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        "app_permissions": str(channel.permissions_for(fake.bot)),
        "channel_id": str(channel.id),
    }
    guild = channel.guild
    channel_payload = fake.channel_payload(channel)
    if guild is not None:
        member = guild.members[user.id].payload()
        member["permissions"] = str(channel.permissions_for(user))
        channel_payload["permissions"] = member["permissions"]
        payload.update(
            guild_id=str(guild.id),
            guild={"id": str(guild.id), "locale": guild.locale, "features": []},
            guild_locale=guild.locale,
            member=member,
            context=0,
            authorizing_integration_owners={"0": str(guild.id)},
        )
    else:
        # In the bot's DM: a user object instead of a member, and the guild-install owner "0".
        payload.update(user=user.payload(), context=1, authorizing_integration_owners={"0": "0"})
    payload["channel"] = channel_payload
    if source is not None:
        payload["message"] = source.payload()
    return payload
