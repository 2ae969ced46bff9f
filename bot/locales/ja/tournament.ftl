# 大会とリーグ：公開の投稿とスレッド（大会の言語）、/tournament やクリックへの返答（読む人の言語）、
# 順位表と対戦表、その画像。

## 大会と卓の名前。

tournament-default-name = { $title } 大会
tournament-table-name = { $name } · 第{ $round }ラウンド · 卓{ $table }
tournament-status-signup = 受付中
tournament-status-running = 進行中
tournament-status-finished = 終了
tournament-status-cancelled = 中止
tournament-choice = { $name }（{ $status }）

## 受付メッセージ。

tournament-signup-title = { $name }：{ $title } 大会
tournament-signup-players = **参加者（{ $count }人）**
tournament-signup-players-of = **参加者（{ $count }／{ $most }人）**
tournament-signup-nobody = まだいません。「参加」を押してください。
tournament-button-join = 参加
tournament-button-leave = 退出
tournament-button-start = 今すぐ開始
tournament-button-cancel = 中止
tournament-field-format = 形式
tournament-format = { $format ->
    [swiss] スイス式
   *[roundrobin] 総当たり
}{ $rounds ->
    [0] {""}
   *[other] ・{ $rounds }ラウンド
}
tournament-format-tables = { $format }・{ $size }人卓
tournament-field-pairing = 組み合わせ
tournament-pairing-roundrobin = 全員が全員と対戦
tournament-pairing-dutch = ダッチ方式：同点グループの上位半分と下位半分が対戦
tournament-pairing-topdown = 順位表の上から卓を埋める
tournament-field-bye = 不戦勝（バイ）
tournament-bye-points = { $points ->
    [half] ½点
   *[other] { $points }点
}
tournament-bye-worth = { $points }
tournament-field-calendar = 日程
tournament-calendar-dates = 各ラウンドの開始：{ $dates }。
tournament-calendar-dates-more = 各ラウンドの開始：{ $dates }、ほか{ $more }回。
tournament-calendar-every = 第1ラウンドは{ $first }に始まり、以後{ $every ->
    [1] 毎日
   *[other] { $every }日ごと
}同じ時刻に1ラウンド（{ $zone }）。
tournament-field-missed = 手番の見逃し
tournament-missed-withdrawn = { $turns }回で不参加扱い
tournament-missed-never = 不参加扱いにしない
tournament-field-late = 途中参加
tournament-late-value = 次のラウンドの組み合わせまで
tournament-field-next = 次のラウンド
tournament-next-value = { $when }に開始
tournament-field-options = オプション
tournament-field-clock = 持ち時間
tournament-field-deadline = ラウンドの期限
tournament-deadline-value = { $deadline }（過ぎたらAIがラウンドを終わらせる）
tournament-deadline-none = なし（AIがラウンドを終わらせることはない）
tournament-field-seeding = シード
tournament-seeding-value = { $seeding ->
    [rating] レーティング順
   *[random] 抽選
}・{ $rated ->
    [true] レーティング対象
   *[false] レーティング対象外
}
tournament-field-takebacks = 手の取り消し
tournament-takebacks-allowed = あり
tournament-takebacks-off = なし
tournament-field-closes = 受付締切
tournament-closes-organiser = 主催者が開始したとき
tournament-footer-signup = 主催者：{ $organiser } · 開始と中止は主催者のみ
tournament-footer-late = 主催者：{ $organiser } · 進行中：途中参加は次のラウンドから
tournament-footer-state = 主催者：{ $organiser } · { $state }
tournament-state-running = 受付終了：大会は進行中です。
tournament-state-finished = 大会は終了しました。
tournament-state-cancelled = 大会は中止されました。

## 大会が終わった理由。

tournament-ended-cancelled = 主催者が大会を中止しました。
tournament-ended-too-few = 参加者が足りないまま受付が締め切られました。{ $why }
tournament-ended-all-played = 全ラウンドが終わりました。
tournament-ended-field-gone = 卓を埋められるだけの参加者が残っていないため、大会はここで終わります。

## 順位表。

tournament-progress = { $state ->
    [finished] 最終順位
    [cancelled] 中止
    [signup] 受付中
    [after] 第{ $round }ラウンド{ $total ->
        [0] {""}
       *[other] （全{ $total }）
    }終了時点
   *[running] 第{ $round }ラウンド{ $total ->
        [0] {""}
       *[other] （全{ $total }）
    }進行中
}
tournament-standings-subtitle = { $progress } · { $format }
tournament-standings-title = { $name }：順位表
tournament-standings-none = まだ結果はありません。
tournament-standings-footer = { $subtitle }。得点：卓の1位は1、最下位は0、不戦勝は{ $bye }。同点の場合：まず同卓者の得点（同卓）、次にゲーム内の得点（スコア）。
tournament-page = 大会ページ
tournament-crosstable-title = 対戦表：{ $single ->
    [true] 第{ $first }ラウンド
   *[false] 第{ $first }～{ $last }ラウンド
}
tournament-crosstable-left-out = 第1～{ $last }ラウンドの画像はここにありません。1つのメッセージに載る画像は10枚までです。
tournament-crosstable-words = 対戦表（文字）
tournament-crosstable-words-footer = 対4：4行目のプレイヤーと同卓（順位表の4位）。

## ラウンドの開始、大会の終わり。

tournament-round-on = **{ $name }：第{ $round }ラウンド{ $total ->
    [0] {""}
   *[other] （全{ $total }）
}開始。**
tournament-round-table = 卓{ $table }：{ $where } · { $people }
tournament-round-byes = 不戦勝（{ $worth }）：{ $people }
tournament-round-deadline = 期限 { $when }：過ぎると、まだ手番が残っている席はAIが最後まで遊びます。
tournament-more = …ほか{ $count }件。
tournament-final-cancelled = **{ $name }** は中止されました。{ $reason } 順位はつきません。中止前に終わった卓の結果はそのまま残ります。
tournament-final-cancelled-bare = **{ $name }** は中止されました。順位はつきません。中止前に終わった卓の結果はそのまま残ります。
tournament-final-over = 🏆 **{ $name } 終了。** { $reason }
tournament-final-podium = { $place ->
    [1] 優勝
    [2] 2位
   *[3] 3位
}：{ $who }（{ $points }）
tournament-final-place = { $place }. { $who }：{ $points }
tournament-final-thanks-page = ご参加ありがとうございました！全結果は大会ページで見られます。
tournament-final-thanks = ご参加ありがとうございました！全結果は /tournament standings で見られます。
tournament-absent = ⌛ { $player } は { $name } で{ $missed }回手番を逃したため、次のラウンドから不参加になりました。卓の残りはAIが遊びます。次のラウンドの組み合わせが決まる前なら /tournament join で戻れます。

## 卓のスレッドの最初のメッセージと、ログ。

table-greeting-tournament = **{ $table }**：{ $title } の対局はここで始まります。
# A pick-up table's thread: the game, then its players (a list).
queue-table-name = { $title } · { $players }
table-greeting-queue = **待ち行列で卓が見つかりました**：{ $title } の対局はここで始まります。
table-greeting-seat = { $number }. { $who }
table-greeting-seats = 席：{ $seats }
table-greeting-clock = 持ち時間：{ $clock }
table-greeting-counts = { $name } の対局です（{ $rated ->
    [true] レーティング対象
   *[false] レーティング対象外
}）。盤面はこのあと表示されます。
table-greeting-queue-tail = 盤面はこのあと表示されます。/game leave で自分の席をAIに任せられます。
tournament-table-closed = 🛑 主催者が大会を中止したため、この卓はここで終わります。レーティングには影響しません。
log-tournament-cancelled = 主催者が大会を中止したため、この卓はここで終わります。レーティングには影響しません。
log-tournament-deadline = ⌛ ラウンドの期限が過ぎました。この卓が終わるまで { $s } の席はAIが遊びます。
log-tournament-left = { $s } は大会から抜けました。この卓の最後まで、その席はAIが遊びます。

## 主催者と参加者への返答（本人のみ）。

tournament-created = **{ $name }**：{ $where } で受付を始めました。参加はそこの「参加」ボタンから。
tournament-created-first = 第1ラウンドは{ $when }に始まります。受付は遅くともそのときに締め切られます。
tournament-warning = ⚠️ { $warning }
tournament-hold-up = 不在のプレイヤーが1人いると、毎ラウンドが止まるおそれがあります：{ $why ->
    [noclock] 持ち時間のない卓は、その人が戻るまで待ち続けます
    [never] その人の手番は毎回持ち時間いっぱい待ち、不参加扱いにもなりません
   *[wait] その人の手番はAIが代わるまで{ $held }待ちます
}。ラウンドを進めるには、ラウンドの期限（例：round_deadline:3d）、手番を逃した人の不参加扱い（withdraw_after:2）、短い持ち時間のいずれかを設定してください。
tournament-joined = { $name } に参加しました。ラウンドが始まると卓のスレッドでメンションが届きます。
tournament-joined-late = { $name } に第{ $round }ラウンドから参加しました。それより前のラウンドは0点になります。卓が開くとそのスレッドでメンションが届きます。
tournament-joined-again = { $name } におかえりなさい。第{ $round }ラウンドから再び組み合わせに入ります。
tournament-left = { $name } から抜けました。
tournament-left-running = { $name } から抜けました。成績は残り、進行中の卓はAIが最後まで遊びます。
tournament-started = { $name } を開始します。第1ラウンドの組み合わせを決めて卓を開いています。
tournament-cancelled = { $name } は中止されました。
tournament-dropped = { $who } を { $name } から外しました。成績は残り、進行中の卓はAIが最後まで遊びます。
tournament-round-ended = { $name } の第{ $round }ラウンドを今終わらせます。まだ手番が残っている席は、卓が終わるまでAIが遊びます。

## 大会の設定や依頼へのお断り。

tournament-no-game = そのゲームはここにはありません。
tournament-in-a-server = 大会はサーバーで開きます。
tournament-thread-unknown = このスレッドがどのチャンネルのものか分かりません。
tournament-thread-failed = ここに大会のスレッドを作れませんでした。
tournament-several = このサーバーでは複数の大会が進行中です。tournament オプションで大会を指定するか、その大会のチャンネルでコマンドを使ってください。
tournament-say-who = 外す人を指定してください。
tournament-duration = { $what ->
    [signup] 受付締切
   *[deadline] ラウンドの期限
}は「90m」「36h」「3d」のように数と単位で指定してください（最大14日）。
tournament-calendar-either = round_dates か、round_time（と round_every）のどちらか一方を指定してください。
tournament-calendar-every-needs-time = round_every には round_time（ラウンド開始の時刻、例：「20:00」）が必要です。
tournament-calendar-time = ラウンドの時刻は「20:00」のように時と分で指定してください（「{ $text }」ではなく）。
tournament-calendar-apart = ラウンドの間隔は1～{ $most }日です。
tournament-calendar-past = 第1ラウンドが過去に始まることになります（{ $when }、{ $zone }）。
tournament-calendar-list = 各ラウンドの開始を「2026-12-07 20:00, 2026-12-14 20:00」のように日付と時刻で並べてください。
tournament-calendar-too-many = 日程に並べられるのは最大{ $most }ラウンドです。
tournament-calendar-not-date-time = 「{ $text }」は「2026-12-07 20:00」のような日付と時刻ではありません。
tournament-calendar-order = 各ラウンドの開始は、前のものより後になるよう順に並べてください。
tournament-calendar-not-date = 「{ $text }」は「2026-12-07」のような日付ではありません。
tournament-options-shape = ゲームのオプションは name=value の形で書いてください（「{ $text }」ではなく）。
tournament-options-unknown = { $title } には大会で使える「{ $name }」というオプションはありません。使えるオプション：{ $known }。
tournament-options-none = なし
tournament-options-unsuited = そのオプションは { $title } に合いません：{ $why }
tournament-table-size = { $size }人卓にはできません：{ $title } は{ $least ->
    [exact] ちょうど{ $fewest }人
   *[range] { $fewest }～{ $most }人
}で遊ぶゲームです。
tournament-bye-values = 不戦勝の得点は0、½、1のいずれかです。
tournament-dutch-size = ダッチ方式は2人卓で、同点グループの上位半分と下位半分を対戦させます。{ $size }人卓では、順位表の上から卓を埋めるトップダウン方式を選んでください。
tournament-swiss-rounds = スイス式の大会は1～{ $most }ラウンドです。
tournament-roundrobin-rounds = 総当たりのラウンド数は参加者数で決まります。rounds は指定しないでください。
tournament-at-least = 定員は{ $count }人以上にしてください。
tournament-signup-future = 受付締切は未来の時刻にしてください。
tournament-dutch-swiss = ダッチ方式は2人卓のスイス式大会用です。総当たりのラウンドは対戦スケジュールで決まります。
tournament-late-swiss = 途中参加できるのはスイス式の大会だけです。総当たりの対戦スケジュールは開始時に決まります。
tournament-withdraw-range = 不参加扱いにする見逃し回数は1～{ $most }回です。
tournament-round-before-signup = 第1ラウンドが受付締切より前に始まってしまいます。開始を遅らせるか、受付を早く締め切ってください。
tournament-round-past = 第1ラウンドが過去に始まることになります。
tournament-roundrobin-ones = 総当たりには2人以上の卓が必要です。1人卓では誰とも対戦しません。
tournament-roundrobin-pairs = 2人卓の総当たりでは全員が1組ずつ対戦します：{ $players }人だと{ $rounds }ラウンド必要ですが、ここでは最大{ $most }ラウンドです。スイス式にするか、もっと大きな卓にしてください。
tournament-roundrobin-players = ここでの総当たりは最大{ $most }人です：{ $size }人卓で{ $players }人が全員と対戦するには少なくとも{ $rounds }ラウンド必要で、これほどの人数で最少ラウンドを見つける探索は、このボットが必ず解けるとは約束できません。スイス式にしてください。
tournament-channel-taken = このチャンネルにはすでに大会があります。先に終えるか中止してください。
tournament-roundrobin-full = この総当たりは満員です。{ $why }
tournament-closed-started = この大会の受付は締め切られました。すでに始まっています。
tournament-over = この大会は終了しています。
tournament-already-started = この大会はすでに始まっています。
tournament-gone = あなたはこの大会から外れています（自分で抜けたか、主催者に外されました）。
tournament-already-joined = この大会にはすでに参加しています。
tournament-full = この大会は満員です（定員{ $most }人）。
tournament-not-playing = その人はこの大会に参加していません。
tournament-already-left = { $player } はすでにこの大会から抜けています。
tournament-too-few = { $title } の{ $size }人卓の大会には少なくとも{ $needed }人必要です。参加登録は{ $count }人です。
tournament-already-over = この大会はすでに終了しています。
tournament-changed = この大会はその間に変更されました。もう一度お試しください。
tournament-no-round = この大会で進行中のラウンドはありません。
tournament-round-finishing = 第{ $round }ラウンドはすでにAIが終わらせているところです。

## 順位表（画像と文字）。

standings-heading-place = #
standings-heading-player = プレイヤー
standings-heading-points = 得点
standings-heading-mates = 同卓
standings-heading-score = スコア
standings-heading-games = 対局
standings-heading-byes = 不戦勝
standings-podium = { $place ->
    [1] 優勝
    [2] 2位
   *[3] 3位
}
standings-left = （退出）
standings-points = { $points }点
standings-line = **{ $place }.** { $name }{ $left ->
    [true] （退出）
   *[false] {""}
}{ $medal ->
    [0] {""}
    [1] {" "}· 優勝
    [2] {" "}· 2位
   *[3] {" "}· 3位
}：{ $points }（同卓 { $mates }、スコア { $score }、対局 { $played }、不戦勝 { $byes }）
standings-more = …ほか{ $count }人。
standings-alt-row = { $place } { $name }{ $left ->
    [true] （退出）
   *[false] {""}
}、{ $points }（同卓 { $mates }、スコア { $score }、不戦勝 { $byes }）
standings-alt-head = { $title }。{ $subtitle }。順位：
standings-alt-end = 。
standings-alt-end-more = 、ほか{ $more }人。
standings-alt-nobody = { $title }。{ $subtitle }。まだ誰も参加登録していません。

## 対戦表（画像と文字）。

crosstable-rounds = { $single ->
    [true] 第{ $first }ラウンド
   *[false] 第{ $first }～{ $last }ラウンド
}
crosstable-subtitle = 対戦表 · { $single ->
    [true] 第{ $first }ラウンド
   *[false] 第{ $first }～{ $last }ラウンド
}{ $total ->
    [0] {""}
   *[other] （全{ $total }）
}
crosstable-player = プレイヤー
crosstable-points = 得点
crosstable-round = R{ $round }
crosstable-bye = 不戦勝
crosstable-bye-points = 不戦 { $points }
crosstable-mates = 対{ $mates }
crosstable-more = …ほか{ $count }人。
crosstable-legend = { $parts }。
crosstable-legend-points = 各ラウンドに得点、その下に同卓者の行番号（対4：4行目）
crosstable-legend-bye = 不戦勝：このラウンドは卓なし
crosstable-legend-abandoned = 対4の上に不戦：卓が打ち切られ、不戦勝扱い
crosstable-legend-running = …：対局中
crosstable-legend-not-paired = –：組み合わせなし（途中参加または退出）
crosstable-cell = { $kind ->
    [played] { $head }：{ $points }
    [abandoned] { $head }：打ち切り、不戦勝 { $points }
    [bye] { $head } 不戦勝 { $points }
    [running] { $head }：対局中
   *[notpaired] { $head } 組み合わせなし
}
crosstable-cell-head = R{ $round }
crosstable-cell-head-mates = R{ $round } 対{ $mates }
crosstable-standing-shared = 同順位 { $place }
crosstable-standing-joined = R{ $round }から参加
crosstable-standing-left = 退出
crosstable-standing-withdrawn = 不参加
crosstable-line-head = { $name }（{ $standing }）
crosstable-line = **{ $number }.** { $head }：{ $points } · { $cells }
crosstable-window = { $single ->
    [true] 第{ $first }ラウンド
   *[false] 第{ $first }～{ $last }ラウンド
}（それ以前のラウンドは画像にあります）：
crosstable-alt-head = { $title }。対戦表、{ $single ->
    [true] 第{ $first }ラウンド
   *[false] 第{ $first }～{ $last }ラウンド
}{ $total ->
    [0] {""}
   *[other] （全{ $total }）
}：各プレイヤーの行番号・名前・得点、続いて各ラウンドの得点と同卓者の行番号。
crosstable-alt-line = { $number } { $head }、{ $points }点：{ $cells }
crosstable-alt-end = 。
crosstable-alt-end-more = 、ほか{ $more }人。
