# ウェブコンパニオン（bot/web）：ゲームのページ、席ごとの非公開ページ、サーバーと大会のページ、エラーのページ。
# 名前とゲーム名は引数です。

web-site = Tabletop Host
web-skip = 本文へ移動
web-languages = 言語
web-language-en = English
web-language-de = Deutsch
web-language-ja = 日本語
web-page-title = { $page } · { $site }
web-when = { $date } { $time } UTC

## エラー。

web-notfound-title = 見つかりません
web-notfound-text = このリンクでは何も開けません。入力ミスか、期限切れか、無効にされた可能性があります。
web-notfound-renew = 自分用のページへのリンクは 24 時間有効です。Discord で「{ $button }」ボタンか { $command } を使うと、新しいリンクがもらえます。
web-busy-title = リクエストが多すぎます
web-busy-text = お使いのアドレスからのリクエストが多すぎます。{ $seconds } 秒待ってから、もう一度お試しください。
web-error-title = 問題が発生しました
web-error-text = 申し訳ありません、このページを表示できませんでした。ゲームは無事です。少ししてからもう一度お試しください。
web-gone = このリンクではもうゲームを開けません。

## ゲームのページと席のページ。

web-game-page-title = { $game }：{ $step } · { $site }
web-og-title = { $game }：{ $players }
web-og-description = { $status } · { $step }
web-played-by = プレイヤー：{ $players }
web-phase-live = ライブ
web-phase-past = リプレイ中：ゲームは続いています
web-phase-finished = 終了
web-phase-abandoned = 途中終了
web-step-of = ステップ { $number } / { $count }{ $start ->
    [true] （開始時）
   *[false] { "" }
}
web-board-heading = 盤面
web-board-tap = 盤面をタップすると原寸で見られます。
web-board-none = このゲームは盤面の画像を描きません。局面の説明は下にあります。
web-position = 局面の全体（テキスト）
web-replay-heading = リプレイ
web-replay-slider = ステップ { $number } / { $count }
web-replay-show = このステップを表示
web-nav-first = 最初
web-nav-back = 前へ
web-nav-forward = 次へ
web-nav-last = 最後
web-to-newest = 最新のステップへ
web-to-end = 最後へ
web-step-heading = このステップの出来事
web-step-quiet = このステップの記録はありません。
web-log-heading = ログ（新しい順）
web-only-you = あなただけ
web-private-title = あなた専用のページ
web-private-heading = { $game }：あなたの視点
web-private-intro = あなたは { $name } としてプレイしています。このページはあなた専用です。アドレスを共有しないでください。24 時間有効です。
web-hand = 手札
web-hand-at-step = このステップ時点の手札
web-hand-tap = 手札をタップすると原寸で見られます。
web-hand-nothing-hidden = このゲームではあなたに隠されているものはありません。すべて盤面にあります。
web-choices = 選べる手
web-choices-where = 手は Discord で、盤面か DM から選んでください。

## 終わったゲームの振り返り。

web-review-heading = 振り返り
web-review-intro = { $points ->
    [true] 各ステップでの期待得点です。その時点で卓に見えていた情報から AI が推定しました。
   *[false] 各ステップでの各プレイヤーの勝率です。その時点で卓の全員に見えていた情報から AI が推定しました。
}{ $coached ->
    [practice] 練習ゲーム（AI のヒントあり）のためレーティング対象外です。
    [hints] AI のヒントを許可したゲームのためレーティング対象外です。
   *[none] { "" }
}
web-review-tap-chart = グラフをタップすると原寸で見られます。
web-review-not-asked = このゲームの振り返りはまだ誰も依頼していません。Discord でゲームの下にある「振り返り」を押してください。
web-review-pending = AI がこのゲームを一手ずつ分析しています。終わり次第ここに表示されます。
web-review-failed = このゲームの振り返りは作成できませんでした。
web-review-mine = あなたの判断
web-review-judged = AI はあなたの判断 { $judged } 件を、それぞれその時点であなたに見えていた情報だけで評価しました。そのうち { $agreed } 件は、AI も同じ手を選びました。{ $close ->
    [0] { "" }
   *[other] さらに { $close } 件は、AI の手と優劣がつかないか、損がわずかでした。
}{ $marked ->
    [0] ミスの指摘はありません。{ $least }以上の損をしたと AI が判定できた判断はありませんでした。
   *[other] { $marked } 件をミスとして指摘しています。
}
web-review-drops = 下げ幅の大きかった判断
web-review-drop = ステップ { $step }：あなたは { $played } を選び、{ $points ->
    [true] 期待得点
   *[false] 勝率
}が { $before } → { $after } になりました。AI なら { $best } を選んでいました。{ $see }
web-review-see = その時の盤面と手札を見る
web-review-all = あなたのすべての判断
web-review-line = ステップ { $step }：{ $played }、{ $before } → { $after }{ $how ->
    [mistake] （ミス：AI なら { $best }）
    [other] （AI なら { $best }）
   *[agreed] { "" }
}
web-review-none = 評価できる判断はありませんでした。あなたの手はすべて選択の余地がないか、AI が代わりに行ったものでした。
web-review-points = { $points } 点
web-review-chance = { $percent }%

## サーバーのページ。

web-server-named = { $server } のゲーム
web-server-unnamed = このサーバーのゲーム
web-server-running = 進行中
web-server-running-game = { $game }：{ $players }{ $since }
web-server-since = （{ $when } から）
web-server-none-running = いまここで進行中のゲームはありません。
web-server-finished = 終了したゲーム（新しい順）
web-server-finished-game = { $replay }、{ $when }
web-server-replay = { $game } のリプレイ
web-server-seat = { $place }. { $name }{ $won ->
    [true] （勝利）
   *[false] { "" }
}{ $scored ->
    [true] 、得点 { $score }
   *[false] { "" }
}
web-server-none-finished = ここで終了したゲームはまだありません。
web-leaderboards = ランキング
web-leader-rated = { $name }：レーティング { $rating }（±{ $spread }）· { $games } 戦 { $wins } 勝
web-leader-wins = { $name }：{ $games } 戦 { $wins } 勝
web-leaders-none = ランキングはまだありません。最初のゲームが終わると始まります。
web-ratings-note = レーティングは人間同士のゲーム（2 人以上、AI の席なし）だけから計算されます。レーティング対象のゲームを { $games } 回遊ぶと、レーティング順に並びます。

## 大会のページ。

web-tournament-line = { $game } · { $format } · { $progress }
web-tournament-format = { $format ->
    [swiss] スイス式
   *[round-robin] 総当たり
}、1 卓 { $size } 人
web-tournament-progress = { $status ->
    [signup] 参加受付中
    [finished] 最終順位
    [cancelled] 中止
   *[playing] ラウンド { $round }/{ $rounds }
}
web-tournament-watch = 観戦
web-tournament-replay = リプレイ
web-tournament-opening = 準備中
web-standings = 順位表
web-standing = { $name }{ $left ->
    [true] （離脱）
   *[false] { "" }
}：{ $points }{ $detail }
web-standing-detail = （同卓 { $mates }、スコア { $score }、対局 { $played }、不戦勝 { $byes }）
web-standings-note = 各卓の勝者は 1、最下位は 0、その他はその間の点を得ます。不戦勝（バイ）は { $bye } 点です。同点の場合は、まず同卓者の得点、次にゲーム内のスコアで決めます。
web-standings-none = まだ誰も参加登録していません。
web-crosstable = 対戦表
web-crosstable-help = 全プレイヤーの各ラウンドを順位表の順に示します：各ラウンドの点と、同じ卓に座った人です。中断された卓は不戦勝として数えます。
web-crosstable-caption = 対戦表：各プレイヤーのラウンド
web-cross-player = プレイヤー
web-cross-points = 得点
web-round = ラウンド { $number }
web-cross-table = 卓 { $number }
web-cross-table-with = { $table }：{ $mates }
web-cross-standing = （{ $parts }）
web-cross-shared = 同率 { $place } 位
web-cross-joined = ラウンド { $round } から参加
web-cross-left = 離脱
web-cross-withdrawn = 棄権扱い
web-cross-playing = 対局中
web-cross-not-paired = { $why ->
    [joined] 組み合わせなし：途中参加
    [withdrawn] 組み合わせなし：参加終了
   *[unknown] 組み合わせなし
}
web-cross-abandoned = { $scored ->
    [true] 不戦勝 { $points }
   *[false] –
}（卓中断）
web-cross-played = { $points } · { $seats } 人中 { $place } 位
web-rounds = ラウンド
web-round-table = 卓 { $number }：{ $players } · { $link }
web-round-bye = 不戦勝：{ $players }
web-rounds-none = まだどのラウンドも始まっていません。
