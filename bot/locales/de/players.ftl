stats-title = Statistik: { $name }
stats-none = { $who } hat noch keine Partie beendet.
stats-none-of = { $who } hat noch keine Partie { $game } beendet.
stats-description = Beendete Partien von { $who }.
stats-record = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} ({ $rate } %)
stats-record-rated = { $record } · { $rating } aus { $rated ->
    [one] { $rated } gewerteten Partie
   *[other] { $rated } gewerteten Partien
}
stats-rating = Wertung { $rating } (±{ $spread })
stats-no-games-yet = noch keine Partien
stats-this-server = **Dieser Server:** { $record }
stats-everywhere = **Überall:** { $record }
stats-footer = Eine Wertung ist eine vorsichtige Schätzung des Könnens; ± zeigt, wie unsicher sie noch ist, und schrumpft, je mehr du spielst. Gewertet werden nur Partien zwischen Menschen (zwei oder mehr, kein KI-Platz); eine Bestenliste ordnet nach Wertung ab { $rated ->
    [one] { $rated } gewerteten Partie
   *[other] { $rated } gewerteten Partien
}.

leaderboard-title = { $server ->
    [true] { $game }: Bestenliste (dieser Server)
   *[false] { $game }: Bestenliste (alle)
}
leaderboard-empty = { $server ->
    [true] Auf diesem Server hat noch niemand eine Partie { $game } beendet.
   *[false] Noch niemand hat irgendwo eine Partie { $game } beendet.
}
leaderboard-line = **{ $place }.** { $who } — { $standing }
leaderboard-rated = { $rating } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
leaderboard-wins = { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} in { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}
leaderboard-by-rating = Nach Wertung geordnet. Eine Wertung ist eine vorsichtige Schätzung des Könnens; ± zeigt, wie unsicher sie noch ist, und schrumpft, je mehr du spielst. Gewertet werden nur Partien zwischen Menschen (zwei oder mehr, kein KI-Platz); eine Bestenliste ordnet nach Wertung ab { $rated ->
    [one] { $rated } gewerteten Partie
   *[other] { $rated } gewerteten Partien
}.
leaderboard-by-wins = Nach Siegen geordnet: { $server ->
    [true] Auf diesem Server hat
   *[false] Es hat
} noch niemand { $rated ->
    [one] { $rated } gewertete Partie
   *[other] { $rated } gewertete Partien
} { $game }. Gewertet werden nur Partien zwischen Menschen (zwei oder mehr, kein KI-Platz); eine Bestenliste ordnet nach Wertung ab { $rated ->
    [one] { $rated } gewerteten Partie
   *[other] { $rated } gewerteten Partien
}.
leaderboard-web = Partien dieses Servers
