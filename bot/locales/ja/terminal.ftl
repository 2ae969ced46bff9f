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
