"""The fake REST API for interaction-token routes: the interaction callback and the interaction webhook.

Owns callback types 4 (reply), 5 (deferred reply), 6 (deferred update), 7 (update), 8 (autocomplete
choices) and 9 (modal), the ``InteractionCallbackResponse`` body of ``?with_response=1``, ``@original``,
and followups, with Discord's rules: one callback per interaction (40060), within
``interaction_deadline`` seconds of the interaction, timed by arrival (10062; both are also recorded as
request violations), the webhook exists only once the interaction is acknowledged (10015) and only for
``interaction_token_lifetime`` seconds after the interaction (Discord's 15 minutes: 401 / 50027, also a
violation), the first
followup after a thinking defer fills the loading message, and ephemeral replies are visible only to the
user who interacted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .calls import (
    SENDABLE_FLAGS,
    Call,
    DiscordError,
    Handler,
    apply_edit,
    has_content,
    message_fields,
    unknown_message,
)
from .records import InteractionRecord, Message
from .world import MessageFlag

if TYPE_CHECKING:
    from .fake import FakeDiscord


class InteractionRoutes:
    """Handlers reached with an interaction token instead of the bot token."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        h = self
        self.handlers: dict[str, Handler] = {
            "POST /interactions/{interaction_id}/{interaction_token}/callback": h.interaction_callback,
            "GET /webhooks/{webhook_id}/{webhook_token}/messages/@original": h.get_original,
            "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original": h.edit_original,
            "DELETE /webhooks/{webhook_id}/{webhook_token}/messages/@original": h.delete_original,
            "POST /webhooks/{webhook_id}/{webhook_token}": h.create_followup,
            "GET /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}": h.get_webhook_message,
            "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}": h.edit_webhook_message,
            "DELETE /webhooks/{webhook_id}/{webhook_token}/messages/{message_id}": h.delete_webhook_message,
        }

    def _interaction(self, call: Call) -> InteractionRecord:
        record = self.fake.interaction_index.get(call.snowflake("interaction_id"))
        if record is None or record.token != call.params["interaction_token"]:
            raise DiscordError(404, 10062, "Unknown interaction")
        call.interaction = record
        return record

    async def interaction_callback(self, call: Call) -> tuple[int, Any]:
        record = self._interaction(call)
        fake = self.fake
        if record.answered:
            raise DiscordError(
                400,
                40060,
                "Interaction has already been acknowledged.",
                violation=True,
                details=[
                    f"a second callback for {record.describe()} (the first was type {record.callback_type})"
                ],
            )
        deadline = fake.interaction_deadline
        late = call.received_at - record.dispatched_at
        if deadline is not None and late > deadline:
            raise DiscordError(
                404,
                10062,
                "Unknown interaction",
                violation=True,
                details=[
                    f"the callback for {record.describe()} came {late:.2f} s after it, over {deadline} s"
                ],
            )
        body = call.body or {}
        kind = int(body.get("type", 0))
        data = body.get("data") or {}
        allowed = {
            2: {4, 5, 9},
            3: {4, 5, 6, 7, 9},
            4: {8},
            5: {4, 5, 6, 7} if record.source_message is not None else {4, 5},
        }[record.type]
        if kind not in allowed:
            raise DiscordError.invalid_form(
                [f"type: Interaction callback type {kind} is not valid for this interaction"]
            )

        resource: dict[str, Any] | None = None
        if kind in (4, 5):
            flags = int(data.get("flags") or 0)
            fields = message_fields(self.fake, data, call.files, None, where=("data",)) if kind == 4 else {}
            if kind == 4 and not has_content(fields, data):
                raise DiscordError(400, 50006, "Cannot send an empty message")
            kept_flags = flags & (SENDABLE_FLAGS | MessageFlag.EPHEMERAL)
            message = fake.store_message(
                channel=record.channel,
                author=fake.bot,
                type=20 if record.type == 2 else 0,
                flags=kept_flags | (MessageFlag.LOADING if kind == 5 else 0),
                webhook_id=fake.application_id,
                application_id=fake.application_id,
                interaction=record,
                visible_to=record.user if flags & MessageFlag.EPHEMERAL else None,
                tts=bool(data.get("tts")),
                **fields,
            )
            record.response = message
            if kind == 4:
                self.fake.record_notifications(message, data.get("allowed_mentions"))
                resource = {"type": 4, "message": message.payload()}
        elif kind in (6, 7):
            # An update answers for the message the clicked component is on, and only while it exists.
            assert record.source_message is not None
            if record.source_message.deleted:
                raise unknown_message()
            record.response = record.source_message
            if kind == 7:
                apply_edit(self.fake, record.source_message, data, call.files, where=("data",))
                resource = {"type": 7, "message": record.source_message.payload()}
        elif kind == 8:
            record.autocomplete_choices = list(data.get("choices") or [])
        elif kind == 9:
            record.modal = data

        # Discord times the 3-second rule by when the callback arrives, not when it is processed.
        record.callback_at = call.received_at
        record.callback_type = kind
        record.callback_body = body
        record.callback_event.set()
        if record.response is not None and not record.response.ephemeral:
            event = "MESSAGE_CREATE" if kind in (4, 5) else "MESSAGE_UPDATE"
            if kind != 6:
                await fake.dispatch_message(event, record.response)
        fake.notify()

        if call.query.get("with_response") not in ("1", "true", "True"):
            return 204, None
        interaction: dict[str, Any] = {"id": str(record.id), "type": record.type}
        if record.response is not None and kind in (4, 5):
            interaction.update(
                response_message_id=str(record.response.id),
                response_message_loading=kind == 5,
                response_message_ephemeral=record.response.ephemeral,
            )
        out: dict[str, Any] = {"interaction": interaction}
        if resource is not None:
            out["resource"] = resource
        return 200, out

    def _webhook_interaction(self, call: Call) -> InteractionRecord:
        if call.snowflake("webhook_id") != self.fake.application_id:
            raise DiscordError(404, 10015, "Unknown Webhook")
        record = self.fake.token_index.get(call.params["webhook_token"])
        # The interaction webhook only exists once the interaction has been acknowledged.
        if record is None or not record.answered:
            raise DiscordError(404, 10015, "Unknown Webhook")
        call.interaction = record
        lifetime = self.fake.interaction_token_lifetime
        age = call.received_at - record.dispatched_at
        if lifetime is not None and age > lifetime:
            # Interaction tokens are valid for 15 minutes; after that every call with one is refused
            # (discord/discord-api-docs#6851 shows the answer).
            raise DiscordError(
                401,
                50027,
                "Invalid Webhook Token",
                violation=True,
                details=[f"{record.describe()}'s token used {age:.2f} s after it, over {lifetime} s"],
            )
        return record

    def _original(self, call: Call) -> tuple[InteractionRecord, Message]:
        record = self._webhook_interaction(call)
        if record.response is None or record.response.deleted:
            raise unknown_message()
        return record, record.response

    async def get_original(self, call: Call) -> tuple[int, Any]:
        _, message = self._original(call)
        return 200, message.payload()

    async def edit_original(self, call: Call) -> tuple[int, Any]:
        _, message = self._original(call)
        await self._edit_webhook_message(message, call)
        return 200, message.payload()

    async def _edit_webhook_message(self, message: Message, call: Call) -> None:
        apply_edit(self.fake, message, call.body or {}, call.files)
        if not message.ephemeral:
            await self.fake.dispatch_message("MESSAGE_UPDATE", message)

    async def delete_original(self, call: Call) -> tuple[int, Any]:
        _, message = self._original(call)
        await self.fake.delete_message(message)
        return 204, None

    async def create_followup(self, call: Call) -> tuple[int, Any]:
        record = self._webhook_interaction(call)
        body = call.body or {}
        original = record.response
        if original is not None and original.loading and record.callback_type == 5 and not record.followups:
            # The first followup after a "thinking" defer replaces the loading message, and keeps the
            # defer's ephemerality whatever flags it carries.
            await self._edit_webhook_message(original, call)
            return 200, original.payload()
        fields = message_fields(self.fake, body, call.files, existing=None)
        if not has_content(fields, body):
            raise DiscordError(400, 50006, "Cannot send an empty message")
        flags = int(body.get("flags") or 0) & (SENDABLE_FLAGS | MessageFlag.EPHEMERAL)
        message = self.fake.store_message(
            channel=record.channel,
            author=self.fake.bot,
            type=0,
            flags=flags,
            webhook_id=self.fake.application_id,
            application_id=self.fake.application_id,
            interaction=record,
            visible_to=record.user if flags & MessageFlag.EPHEMERAL else None,
            tts=bool(body.get("tts")),
            **fields,
        )
        record.followups.append(message)
        self.fake.record_notifications(message, body.get("allowed_mentions"))
        if not message.ephemeral:
            await self.fake.dispatch_message("MESSAGE_CREATE", message)
        if call.query.get("wait") in ("false", "False", "0"):
            return 204, None
        return 200, message.payload()

    def _followup(self, call: Call) -> Message:
        record = self._webhook_interaction(call)
        wanted = call.snowflake("message_id")
        for message in [m for m in (record.response, *record.followups) if m is not None]:
            if message.id == wanted and not message.deleted:
                return message
        raise unknown_message()

    async def get_webhook_message(self, call: Call) -> tuple[int, Any]:
        return 200, self._followup(call).payload()

    async def edit_webhook_message(self, call: Call) -> tuple[int, Any]:
        message = self._followup(call)
        await self._edit_webhook_message(message, call)
        return 200, message.payload()

    async def delete_webhook_message(self, call: Call) -> tuple[int, Any]:
        await self.fake.delete_message(self._followup(call))
        return 204, None
