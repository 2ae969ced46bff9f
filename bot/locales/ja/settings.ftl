# /settings：その人だけの通知設定のパネル（cogs/settings、bot/session/preferences.py）。

settings-title = あなたの設定
settings-intro = ボットがあなたのゲームについて知らせる方法です（すべてのサーバー共通）。これはあなただけに見えます。
settings-saved = ✅ 保存しました。
settings-footer = タイムゾーン：/settings time_zone:（都市名を入力、例：東京）。分単位のおやすみ時間：/settings quiet_hours:23:30-07:00。ボットが Discord のタイムスタンプで書く時刻は、お使いの端末のタイムゾーンで表示されます。

## 設定の説明：名前と値。

settings-field-language = 言語
settings-field-time-zone = タイムゾーン
settings-field-quiet-hours = おやすみ時間
settings-field-turn = あなたの番
settings-field-reminders = リマインダー
settings-field-digest = 毎日のまとめ
settings-field-direct-messages = ダイレクトメッセージ
settings-language-discord = Discord の言語
settings-time-zone = { $zone }（現地は今 { $now }）
settings-quiet-on = { $start }～{ $end }：その間はメンションも DM もなし。待っていたものは終わったときにまとめて1通で届きます
settings-off = オフ
settings-turn-ping = ゲームのチャンネルでメンション
settings-turn-dm = ダイレクトメッセージ
settings-turn-both = チャンネルでのメンションとダイレクトメッセージ
settings-turn-none = なし（リマインダーとまとめのみ）
settings-turn-at-once = { $how }、すぐに
settings-turn-after = { $how }、手番になって{ $wait }たってから
settings-reminders-on = オン：持ち時間が半分過ぎたときと、切れる少し前
settings-digest-daily = 1日1回
settings-digest-at = 毎日{ $time }
settings-dm-one = すべてのゲームで1通、常に最新
settings-dm-each = ゲームと出来事ごとに1通

## メニュー：プレースホルダー（150文字まで）と選択肢（100文字まで）。

settings-menu-how = あなたの番、リマインダー、DM…
settings-menu-after = あなたの番をいつ知らせるか…
settings-menu-quiet-from = おやすみ時間の開始…
settings-menu-quiet-to = おやすみ時間の終了…
settings-menu-digest = 毎日のまとめ…
settings-option-turn = あなたの番：{ $how }
settings-option-reminders-on = 持ち時間の終わり近くのリマインダー：オン
settings-option-reminders-off = リマインダー：オフ
settings-option-dm-each = DM：ゲームと出来事ごとに1通
settings-option-dm-one = DM：すべてのゲームで1通
settings-option-at-once = すぐに知らせる
settings-option-after = 手番になって{ $wait }たってから知らせる
settings-option-no-quiet = おやすみ時間なし
settings-option-quiet-from = { $time }からおやすみ
settings-option-quiet-until = { $time }までおやすみ
settings-option-no-digest = 毎日のまとめなし
settings-option-digest-at = 毎日{ $time }にまとめ

## お断り：何が違ったかを1文で。$text は入力された文字（短く切ったもの）。

settings-refused-no-zone = Asia/Tokyo や Europe/Berlin のようなタイムゾーンを指定してください。
settings-refused-zone = 「{ $text }」というタイムゾーンはありません。都市名を入力して、表示された名前から選んでください。
settings-refused-time = 「{ $text }」は時刻ではありません。23:00 や 7:30 のように書いてください。
settings-refused-quiet = おやすみ時間は 23:00-08:00 のような開始と終了、または off です。「{ $text }」はどちらでもありません。
settings-refused-same = おやすみ時間には開始と、それとは違う終了が必要です（例：23:00-08:00）。
settings-refused-long = おやすみ時間は最長{ $most }です。{ $start }～{ $end } は{ $length }あります。
settings-refused-edge = メニューのおやすみ時間は毎正時に始まり終わります。分単位なら /settings の quiet_hours オプションを使ってください。
settings-refused-digest = まとめが届くのはあなたの時間で 0時から23時のいずれかです。{ $hour }時はそのどれでもありません。
settings-refused-notice = あなたの番の知らせ方は、メンション、DM、その両方、なしのどれかです。その中から選んでください。
settings-refused-after = あなたの番を知らせるまでの待ち時間は { $offered }時間か「すぐに」です。{ $hours ->
    [0] それ
   *[other] { $wait }
}はそのどれでもありません。
settings-refused-language = English、Deutsch、日本語、または Discord の言語を選んでください。「{ $text }」はどれでもありません。
settings-not-offered-how = それはメニューにある知らせ方ではありません。その中から選んでください。
settings-not-offered-after = それはメニューにある待ち時間ではありません。その中から選んでください。
settings-not-offered-quiet-from = それはメニューにあるおやすみ時間の開始ではありません。時刻か「おやすみ時間なし」を選んでください。
settings-not-offered-quiet-to = それはメニューにあるおやすみ時間の終了ではありません。時刻を選んでください。
settings-not-offered-digest = それはメニューにある毎日のまとめの時刻ではありません。時刻か「毎日のまとめなし」を選んでください。

settings-language = { $name }

## サーバーの卓の言語（/tabletop language）。

server-language-set = このサーバーの新しい卓は { $name } になります。すでに開いている卓の言語は変わりません。
server-language-in-a-server = 卓の言語はサーバーごとに選びます。サーバーで使ってください。
server-language-unknown = それは選べる言語ではありません。その中から選んでください。
settings-zone-choice = { $city }（{ $zone }）
