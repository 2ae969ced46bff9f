stats-title = 成績：{ $name }
stats-none = { $who }さんはまだゲームを終えていません。
stats-none-of = { $who }さんはまだ{ $game }のゲームを終えていません。
stats-description = { $who }さんの終了したゲーム。
stats-record = { $games }戦{ $wins }勝（{ $rate }%）
stats-record-rated = { $record } · { $rating }（レーティング対象{ $rated }戦）
stats-rating = レーティング{ $rating }（±{ $spread }）
stats-no-games-yet = まだゲームはありません
stats-this-server = **このサーバー：** { $record }
stats-everywhere = **全体：** { $record }
stats-footer = レーティングは実力の慎重な見積もりです。±はまだどれだけ不確かかを表し、対戦するほど小さくなります。レーティングは人間同士のゲーム（2人以上、AIの席なし）だけから計算され、ランキングはレーティング対象のゲームを{ $rated }戦以上した人をレーティング順に並べます。

leaderboard-title = { $server ->
    [true] { $game }：上位プレイヤー（このサーバー）
   *[false] { $game }：上位プレイヤー（全体）
}
leaderboard-empty = { $server ->
    [true] このサーバーでは、まだ誰も{ $game }のゲームを終えていません。
   *[false] まだどこでも、誰も{ $game }のゲームを終えていません。
}
leaderboard-line = **{ $place }.** { $who } — { $standing }
leaderboard-rated = { $rating } · { $games }戦{ $wins }勝
leaderboard-wins = { $games }戦{ $wins }勝
leaderboard-by-rating = レーティング順。レーティングは実力の慎重な見積もりです。±はまだどれだけ不確かかを表し、対戦するほど小さくなります。レーティングは人間同士のゲーム（2人以上、AIの席なし）だけから計算され、ランキングはレーティング対象のゲームを{ $rated }戦以上した人をレーティング順に並べます。
leaderboard-by-wins = 勝利数順：{ $server ->
    [true] このサーバーでは、
   *[false] {""}
}{ $game }でレーティング対象のゲームを{ $rated }戦した人がまだいません。レーティングは人間同士のゲーム（2人以上、AIの席なし）だけから計算され、ランキングはレーティング対象のゲームを{ $rated }戦以上した人をレーティング順に並べます。
leaderboard-web = このサーバーのゲーム
