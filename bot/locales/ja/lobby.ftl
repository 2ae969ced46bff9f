# ロビー（卓の言語で）。ゲーム自身の言葉（オプション、AI の種類、席の役割、持ち時間の文）はまだ英語です。選択肢は 100 文字まで、プレースホルダーは 150、ボタンは 80。

lobby-title = { $title }：ロビー
lobby-host-mark = （ホスト）
lobby-head = ホスト：{ $host } · { $players } 人用
lobby-head-range = ホスト：{ $host } · { $least }～{ $most } 人用
lobby-nobody = まだ誰も参加していません。
lobby-field-order = 席順
lobby-field-clock = 持ち時間
lobby-field-takebacks = 手の取り消し
lobby-field-hints = AI のヒント
lobby-field-language = 言語
lobby-field-options = オプション
lobby-order-random = ゲーム開始時にランダム
lobby-order-listed = 一覧の順
lobby-takebacks-on = ほかの人が決めるか、伏せられたものが公開されるまで、自分の直前の手を取り消せます。
lobby-takebacks-off = オフ：一度選んだ手は取り消せません。
lobby-hints-on = 許可：手番の人は AI に最善の手を聞けます（ヒント）。このゲームはレーティング対象外です。
lobby-hints-off = オフ。
lobby-footer = 参加してください。そのあとホストがオプションを決めてゲームを始めます。
# ゲーム開始後のロビーの下：ゲームの状況（終わった理由は保存されたまま表示）。
lobby-status = { $status ->
    [running] 進行中
    [finished] 終了
   *[abandoned] 中止
}

## ボタンとメニュー。

lobby-button-join = 参加
lobby-button-leave = 退出
lobby-button-start = 開始
lobby-button-cancel = 中止
lobby-menu-add-ai = AI プレイヤーを追加…
lobby-add-ai-option = AI を追加：{ $kind }
lobby-menu-option = オプションを設定…
lobby-menu-order = 席順…
lobby-order-random-option = ランダムな席順
lobby-order-listed-option = 一覧の順に座る
lobby-first-role = { $name } が { $role }
lobby-first-seat = { $name } が 1 番の席
lobby-menu-settings = 持ち時間、取り消し、ヒント、言語…
lobby-clock-option = 持ち時間：{ $clock }
lobby-timeout-option = 時間切れのとき：{ $then }
lobby-night-option = 各プレイヤーのおやすみ時間に持ち時間を止める：{ $on ->
    [true] はい
   *[false] いいえ
}
lobby-takebacks-option = 取り消し：{ $on ->
    [true] 許可
   *[false] 不可
}
lobby-hints-option = AI のヒント：{ $on ->
    [true] 許可（レーティング対象外）
   *[false] オフ
}
lobby-language-option = 言語：{ $name }

## お断り。

lobby-refused-language = それは卓で使える言語ではありません。メニューから選んでください。
lobby-refused-language-host = 卓の言語を選べるのはホストだけです。
lobby-refused-language-started = 卓の言語はゲーム開始前に選びます。

## /game join、/game leave、/game start への本人だけの返事（読む人の言語で）。

lobby-said-joined = { $title } に参加しました（{ $seat } 番の席）。
lobby-said-starts = { $title } を始めます！
lobby-said-left-ai = ゲームから抜けました。今はあなたの席で AI が遊びます。
lobby-said-left-ended = 抜けました。ゲームは終わりました。
lobby-said-left-lobby = ロビーから抜けました。
lobby-said-done = 完了しました。

## ロビーで示すAIプレイヤーの種類。

ai-kind-mcts = 強い
ai-kind-greedy = 貪欲
ai-kind-random = ランダム
ai-kind-artificial = 人工プレイヤー

# 各AIプレイヤーの打ち方（ターミナルの --list とヘルプで表示）。
ai-kind-mcts-about = 起こりうる多くの展開を先読みします（いちばん強い）
ai-kind-greedy-about = その時点で最も良さそうな手を選びます
ai-kind-random-about = 合法な手から無作為に選びます
ai-kind-artificial-about = ルールブックの人工プレイヤーの手順どおりに打ちます

lobby-option-value = { $option }：{ $value }
lobby-option-toggle-seat = 席{ $seat }を切り替え
lobby-option-set = { $option }：**{ $value }**
table-ai-name = AI { $number }
table-ai-standing-in = { $name }（AI）
