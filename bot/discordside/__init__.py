"""Everything that speaks Discord below the cogs: the components and the command tree, the handlers their
clicks reach, the messages the bot sends (boards, lobbies, pages of rules and of a game's past), the
publisher that shows a change, timers, threads and the helpers of the commands."""
