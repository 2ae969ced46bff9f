# /settings: a person's own panel of notification settings (cogs/settings, bot/session/preferences.py).

settings-title = Your settings
settings-intro = How the bot tells you about your games, in every server. Only you see this.
settings-saved = ✅ Saved.
settings-footer = Your time zone: /settings time_zone: (start typing your city, such as Berlin). Quiet hours to the minute: /settings quiet_hours:23:30-07:00. Every time the bot writes as a Discord timestamp shows in your device's own time zone.

## The settings in words: a name, and its value.

settings-field-language = Language
settings-field-time-zone = Time zone
settings-field-quiet-hours = Quiet hours
settings-field-turn = Your turn
settings-field-reminders = Reminders
settings-field-digest = Daily digest
settings-field-direct-messages = Direct messages
settings-language-discord = Discord's language
settings-time-zone = { $zone } (it is { $now } there now)
settings-quiet-on = { $start }–{ $end }: no ping and no DM then; what waits comes in one message when they end
settings-off = off
settings-turn-ping = a ping in the game's channel
settings-turn-dm = a direct message
settings-turn-both = a ping in the channel and a direct message
settings-turn-none = nothing (only reminders and the digest)
settings-turn-at-once = { $how }, at once
settings-turn-after = { $how }, only once a turn has waited { $wait }
settings-reminders-on = on: at half time and shortly before the end of your clock
settings-digest-daily = once a day
settings-digest-at = every day at { $time }
settings-dm-one = one message for all your games, kept up to date
settings-dm-each = one per game and event

## The panel's menus: a placeholder each (at most 150 characters), and options (at most 100).

settings-menu-how = Your turn, reminders, direct messages…
settings-menu-after = When to tell you it is your turn…
settings-menu-quiet-from = Quiet hours from…
settings-menu-quiet-to = Quiet hours until…
settings-menu-digest = Daily digest…
settings-option-turn = Your turn: { $how }
settings-option-reminders-on = Reminders near the end of your clock: on
settings-option-reminders-off = Reminders: off
settings-option-dm-each = Direct messages: one per game and event
settings-option-dm-one = Direct messages: one message for all my games
settings-option-at-once = Tell me at once
settings-option-after = Only once a turn has waited { $wait }
settings-option-no-quiet = No quiet hours
settings-option-quiet-from = Quiet from { $time }
settings-option-quiet-until = Quiet until { $time }
settings-option-no-digest = No daily digest
settings-option-digest-at = A daily digest at { $time }

## Refusals: one sentence each, saying what was wrong. $text is what they typed, cut short.

settings-refused-no-zone = Give a time zone such as Europe/Berlin or Australia/Sydney.
settings-refused-zone = There is no time zone called “{ $text }”; start typing your city and pick one of the names offered.
settings-refused-time = “{ $text }” is not a time of day; write it as 23:00 or 7:30.
settings-refused-quiet = Quiet hours are a start and an end, such as 23:00-08:00, or off; “{ $text }” is neither.
settings-refused-same = Quiet hours need a start and a different end, such as 23:00-08:00.
settings-refused-long = Quiet hours can last at most { $most }; { $start }–{ $end } lasts { $length }.
settings-refused-edge = Quiet hours in the menus start and end on the hour; for minutes, use the quiet_hours option of /settings.
settings-refused-digest = The digest comes at an hour from 0 to 23, your time; { $hour } is not one of them.
settings-refused-notice = You can be told of your turn by a ping, a direct message, both or neither; pick one of those.
settings-refused-after = A turn can wait { $offered } hours before you are told, or you are told at once; { $hours ->
    [0] that
   *[other] { $wait }
} is not one of them.
settings-refused-language = Pick English, Deutsch, 日本語, or your Discord language; “{ $text }” is none of them.
settings-not-offered-how = That is not one of the menu's ways to tell you of your turns, reminders and messages; pick one of them.
settings-not-offered-after = That is not one of the menu's waits before you are told of your turn; pick one of them.
settings-not-offered-quiet-from = That is not one of the menu's starts of quiet hours; pick an hour, or no quiet hours.
settings-not-offered-quiet-to = That is not one of the menu's ends of quiet hours; pick an hour.
settings-not-offered-digest = That is not one of the menu's hours for the daily digest; pick an hour, or no digest.

settings-language = { $name }

## A server's language for its tables (/tabletop language).

server-language-set = This server's new tables speak { $name }. Tables open already keep their language.
server-language-in-a-server = A server chooses the language of its tables: use this in a server.
server-language-unknown = That is not one of the languages offered; pick one of them.
# A time zone offered as someone types theirs, where their language names its city otherwise: "Wien (Europe/Vienna)".
settings-zone-choice = { $city } ({ $zone })
