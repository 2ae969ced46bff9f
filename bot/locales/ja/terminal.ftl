# 端末でのプレイ（python -m bot play）：ゲームの言葉を囲む枠。

terminal-player = プレイヤー{ $number }
terminal-ai = AI { $number }
terminal-title = { $title }、{ $players }人。
terminal-seat = { $you ->
    [true] {"  "}席{ $number }：{ $name }（あなた）
   *[false] {"  "}席{ $number }：{ $name }（{ $ai }）
}
terminal-intro = { $rules ->
    [true] { $cards ->
        [true] 選択肢の番号を入力して選びます。「help」（または「?」）をいつでも入力すると、ほかに入力できること（ルール、カードの説明、盤面）がわかります。
       *[false] 選択肢の番号を入力して選びます。「help」（または「?」）をいつでも入力すると、ほかに入力できること（ルールと盤面）がわかります。
    }
   *[false] 選択肢の番号を入力して選びます。「help」（または「?」）をいつでも入力すると、ほかに入力できること（盤面）がわかります。
}
terminal-public-board = 公開の盤面
terminal-board-of = { $name }から見た盤面
terminal-no-board = （{ $title }にはまだ文字の盤面がありません。見えるものは次のとおりです。）
terminal-board-failed = （盤面を描けませんでした：{ $error }。）
terminal-to = [{ $name }へ]
terminal-secret = { $name }は秘密の選択をしました。
terminal-decision = あなたの番
terminal-decision-of = あなたの番、{ $name }（席{ $number }）
terminal-decision-continued = あなたの番の続き（b = 盤面）
terminal-prompt = 選択（{ $numbers }、b = 盤面、h = ヒント、? = ヘルプ、q = 終了）：{" "}
terminal-choices = 選択肢：
terminal-please-type = { $count ->
    [one] 唯一の選択肢の1を入力してください
   *[other] 1から{ $count }までの数字を入力してください
}
terminal-please-type-first = { $count ->
    [one] 唯一の選択肢の1を入力してください。
   *[other] 1から{ $count }までの数字を入力してください。
}
terminal-no-choice = 選択肢{ $number }はありません。{ $please }。
terminal-not-understood = { $answer }はわかりませんでした。{ $please }。?でヘルプです。
terminal-input-ended = 入力が終わったので、ゲームはここで終わります。
terminal-left = ゲームを抜けました。
terminal-goodbye = { $why } さようなら。
terminal-interrupted = 中断しました（Ctrl-C）。ゲームは終わっていません。さようなら。
terminal-refused = その手は拒否されました：{ $why }
terminal-stopped = 決着がつかないまま{ $decisions }回の決定でゲームを止めました。
terminal-game-over = ゲーム終了。{ $summary }
terminal-score = { $name } { $score }
terminal-scores = 得点：{ $scores }。
terminal-seed = （シード{ $seed }：--seed { $seed } でこのゲームをもう一度再生できます。）
terminal-ai-kind = AI：{ $kind }

terminal-help-title = 入力できるもの：
terminal-help-choose-key = { $count ->
    [one] 1
   *[other] 1～{ $count }
}
terminal-help-choose = その選択肢を選ぶ
terminal-help-board = 盤面と選択肢をもう一度表示する
terminal-help-hint = ヒント：AIが考える今の最善手と、それぞれの勝率
terminal-help-undo = 直前の手を取り消す（他のプレイヤーが決めた後や、隠された情報が明かされた後はできません。AIだけが相手なら、AIの応手も一緒に戻ります）
terminal-help-rules = ルールと、このゲームで選ばれたオプション
terminal-help-card-key = card <名前>
terminal-help-card = { $kinds }の説明を読む（例：card { $example }）
terminal-help-what-is-key = what is <名前>
terminal-help-what-is = 同じ。名前の一部だけでも探せます
terminal-help-cards = すべての{ $kinds }の名前
terminal-help-quit = ゲームをやめる
terminal-help-help-key = ? または help
terminal-help-help = この一覧

terminal-rules-none = { $game }のルールはまだここでは表示できません。
terminal-rules-title = ===== { $game }：ルール =====
terminal-rules-page = --- { $title } ---
terminal-rules-entries = { $kinds }はここには載っていません。名前の一覧は 'cards'、説明は 'card <名前>' と入力してください。
terminal-rules-end = ===== ルールはここまで：あなたの手番はまだ続いています。 =====

terminal-entries-none = { $game }にはまだここで調べられるものがありません。
terminal-entries-kind = { $count ->
    [one] { $heading }：{ $names }。
   *[other] { $title }：{ $names }。
}
terminal-entries-read = 説明を読むには 'card <名前>' と入力してください。
terminal-entry-heading = { $kind }：{ $name }
terminal-lookup-nothing = 「{ $query }」という名前のものはありません。すべての名前は 'cards' で表示できます。
terminal-lookup-several = 「{ $query }」に当てはまる{ $what }が{ $count }件あります：{ $names }。名前をもう少し入力してください。
terminal-lookup-names = 名前
terminal-lookup-more = ほか{ $count }件

terminal-hint-only = ヒント：選べるのは{ $number }だけです。
terminal-hint-title = ヒント（あなたに見えている情報からのAIの判断）：
terminal-hint-choice = {"  "}AIの選択：{ $number }。
terminal-hint-lean = {"  "}AIは{ $number }に傾いていますが、2回目の探索では1位になりませんでした。判定ではなく傾向です。
terminal-hint-tie = {"  "}AIには{ $numbers }の差がわかりません。どれも同じくらい良いと見ています。
terminal-hint-points = 期待得点{ $points }
terminal-hint-chance = 勝率{ $chance }
terminal-hint-line = { $behind ->
    [true] {"  "}{ $number }. { $choice }：{ $value }（1位より下）。
   *[false] {"  "}{ $number }. { $choice }：{ $value }。
}
terminal-hint-why = { $line }{ $reason }
terminal-hint-cut-short = {"  "}（途中で打ち切り：マシンが混んでいるため、数値はいつもより粗くなっています。）

terminal-setup-no-first = { $game }では誰も先手を選ばないため、--first は使えません。
terminal-setup-first-range = --first は1から{ $count }までで指定してください。
terminal-setup-ai-range = --ai は0から{ $count }までで指定してください。
terminal-setup-seat-range = --seat は1から{ $count }までで指定してください。
terminal-setup-players = { $same ->
    [true] { $game }はちょうど{ $low }人で遊ぶゲームです（{ $count }人ではありません）。
   *[false] { $game }は{ $low }～{ $high }人で遊ぶゲームです（{ $count }人ではありません）。
}
terminal-setup-no-option = { $game }には「{ $name }」というオプションはありません。オプションは{ $options ->
    [0] ありません
   *[other] { $known }です
}。それぞれの意味は `python -m bot play { $key } --help` で確認できます。
terminal-setup-bad-value = 「{ $typed }」はこのオプションの値ではありません。{ $values }のいずれかを入力してください。
terminal-setup-bad-value-plain = 「{ $typed }」はこのオプションの値ではありません。
