# ゲームの過去：/game log のページ、/game replay のステップ、終わったゲームの振り返りとそのグラフ。
# すべて本人だけに、その人の言語で。

## ページとステップの移動（ボタンは80文字以内）。
past-first = 最初
past-back = 戻る
past-forward = 進む
past-last = 最後
past-nothing-hidden = このステップで隠れているものはありません。

## /game log
log-title = { $title }：記録
log-footer = { $page } / { $pages } ページ · { $lines }行{ $private ->
    [true] {" "}· 🔒 の行はあなただけに見えます
   *[false] {""}
}

## /game replay
replay-header = **{ $title }のリプレイ** · ゲーム `{ $id }` · ステップ { $step } / { $steps }{ $where ->
    [start] （開始）
    [end] （終了）
   *[other] {""}
}
replay-more-lines = …ほか{ $count }行。
replay-hand-title = このステップでの{ $name }の手札
replay-show-hand = 自分の手札を表示
replay-hide-hand = 自分の手札を隠す
replay-jump = ステップへ移動
replay-step = ステップ { $step }

## 終わったゲームの振り返り。
review-header = **{ $title }の振り返り** · ゲーム `{ $id }`
review-pending = AI がまだこのゲームを一手ずつ見直しています。数分後にもう一度どうぞ（「振り返り」ボタンか /game review）。
review-failed = このゲームの振り返りは作成できませんでした。
review-failed-error = 振り返りを作れませんでした（{ $error }）。
review-failed-unfinished = 振り返りを作れるのは終わったゲームだけです。
review-chart-title = { $title }：ステップごとの{ $points ->
    [true] 期待得点
   *[false] 勝率
}
review-chart-text = { $points ->
    [true] 各ステップでの期待得点です。その時点で卓に見えていた情報から AI が推定しました。
   *[false] 各ステップでの全員の勝率です。その時点で卓の全員に見えていた情報から AI が推定しました。そのステップで隠れていた手札は使っていません。
}
review-yours-title = あなたの判断（{ $name }）
review-none-judged = 評価できる判断はありませんでした。あなたの手はすべて選択の余地がないか、AI が代わりに行ったものでした。
review-judged = AI はあなたの判断{ $judged }件を、それぞれその時点であなたに見えていた情報だけ（自分の手札は含め、ほかの人の手札は含めずに）で評価しました。そのうち{ $agreed }件は、AI もあなたと同じ手を選びました。{ $close ->
    [0] {""}
   *[other] さらに{ $close }件は、AI の手と優劣がつかないか、損がわずかでした。
}{ $marked ->
    [0] ミスの指摘はありません。{ $least }以上の損をしたと AI が判定できた判断はありませんでした。
   *[other] { $marked }件をミスとして指摘しています。
}
review-least-score = { $points }点
review-least-chance = 勝率{ $points }ポイント
review-lost-score = { $points }点
review-lost-chance = { $points }ポイント
review-drops-head = 下げ幅の大きかった判断（ボタンでその時の盤面と手札を表示します）：
review-drop = **{ $number }. ステップ { $step }**：あなたは **{ $played }** を選び、{ $before } → { $after } になりました（{ $lost }の損）。AI なら **{ $best }** を選んでいました。
review-mistake-title = ミス { $page } / { $pages }：ステップ { $step }
review-mistake = あなたは **{ $played }** を選びました。あなたの席から AI が見た{ $points ->
    [true] 期待得点
   *[false] 勝率
}は { $before } → { $after } になりました（{ $lost }の損）。AI なら **{ $best }** を選んでいました。
review-mistake-then = その時の盤面とあなたの手札です。
review-hand-title = その時の{ $name }の手札
review-overview = 概要

## 振り返りのグラフ（画像と代替テキスト）。
chart-title = { $points ->
    [true] ステップごとの期待得点
   *[false] ステップごとの勝率
}
chart-step = ステップ { $step }
chart-legend = { $name }：最後は { $value }
chart-alt = ゲームの{ $steps }ステップを通じた{ $points ->
    [true] 期待得点
   *[false] 各プレイヤーの勝率
}のグラフ。各ステップで、観戦者に見えていた情報から推定した値です。
chart-alt-line = { $name }：ステップ { $first } で { $start }、最高はステップ { $highest } の { $high }、ステップ { $last } で { $end }。
chart-score = { $score }
