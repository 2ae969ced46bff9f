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
    [1] 唯一の選択肢の1を入力してください
   *[other] 1から{ $count }までの数字を入力してください
}
terminal-please-type-first = { $count ->
    [1] 唯一の選択肢の1を入力してください。
   *[other] 1から{ $count }までの数字を入力してください。
}
terminal-no-choice = 選択肢{ $number }はありません。{ $please }。
terminal-not-understood = 「{ $answer }」はわかりませんでした。{ $please }。?でヘルプです。
terminal-input-ended = 入力が終わったので、ゲームはここで終わります。
terminal-left = ゲームを抜けました。
terminal-goodbye = { $why }さようなら。
terminal-interrupted = 中断しました（Ctrl-C）。ゲームは終わっていません。さようなら。
terminal-refused = その手は拒否されました：{ $why }
terminal-stopped = 決着がつかないまま{ $decisions }回の決定でゲームを止めました。
terminal-game-over = ゲーム終了。{ $summary }
terminal-score = { $name }（{ $score }）
terminal-scores = 得点：{ $scores }。
terminal-seed = （シード{ $seed }：--seed { $seed } でこのゲームをもう一度再生できます。）
terminal-ai-kind = AI：{ $kind }

terminal-help-title = 入力できるもの：
terminal-help-choose-key = { $count ->
    [1] 1
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
    [1] { $heading }：{ $names }。
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
terminal-hint-choice = {"  "}AIが選ぶ手：{ $number }。
terminal-hint-lean = {"  "}AIは{ $number }に傾いていますが、2回目の探索では1位になりませんでした。断定ではなく、目安です。
terminal-hint-lean-unclaimed = {"  "}AIは{ $number }に傾いています。断定ではなく、目安です。
terminal-hint-tie = {"  "}AIには{ $numbers }の優劣がつけられません。どれも同じくらい良い手と見ています。
terminal-hint-points = 期待得点{ $points }点
terminal-hint-chance = 勝率{ $chance }
terminal-hint-line = { $behind ->
    [true] {"  "}{ $number }. { $choice }：{ $value }（1位に及ばない）。
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

# ターミナルでの対戦のコマンドライン（python -m bot play --help、--list）。オプション名（--players）と
# コマンドは入力どおりのまま。値の欄（NAME、SECONDS）は半角のまま：全角文字はヘルプの桁揃えを崩すため。
terminal-cli-usage = 使い方：
terminal-cli-summary = このターミナルでAIプレイヤーと対戦する、またはAI同士の対戦を観戦する
terminal-cli-description = このターミナルでゲームを最後まで遊びます。見えるのは自分の席から見てよいものだけです。
terminal-cli-examples = 例：
terminal-cli-example-against = あなた対AIプレイヤー2人
terminal-cli-example-watch = AIプレイヤー3人の対戦を観戦
terminal-cli-example-seat = ゲーム7の席2で遊ぶ
terminal-cli-example-list = 遊べるゲームとAIプレイヤーの一覧
terminal-cli-section-game = ゲーム
terminal-cli-section-options = オプション
terminal-cli-metavar-game = GAME
terminal-cli-metavar-name = NAME
terminal-cli-metavar-seconds = SECONDS
terminal-cli-metavar-option = NAME=VALUE
terminal-cli-metavar-language = LANG
terminal-cli-game = ゲームのキー（--list を参照）。例：gentoo
terminal-cli-help = このヘルプを表示（ゲーム名の後なら、そのゲームの席とオプション）
terminal-cli-list = ゲームとAIプレイヤーの一覧を表示して終了
terminal-cli-players = 席の数（既定：ゲームが認めれば3）
terminal-cli-ai = AIプレイヤーが座る席の数（既定：1席を除く全部。--players と同じにすると観戦）
terminal-cli-seat = あなたの席（1から数える。既定は1）。人間が複数なら、その最初の席
terminal-cli-seed = ゲームの番号。同じゲームをもう一度遊ぶときに（既定：ランダム）
terminal-cli-agent = AIプレイヤー：mcts（強い、既定）、greedy、random（--list を参照）
terminal-cli-iterations = 強いAIが各判断でどこまで先読みするか（既定 { $iterations }、約0.5秒）。同じ --seed と同じ選択で同じゲームが再現されます
terminal-cli-budget = 強いAIが各判断に使う秒数。--iterations の代わりに指定（この場合ゲームは正確には再現されません）
terminal-cli-option = ゲームのオプション。例：{ $example }（複数指定可）
terminal-cli-first = 先手のプレイヤー（1から数える）。ホストが選べるゲームのみ（既定：ランダム）
terminal-cli-delay = AIが手を打つたびに、この秒数だけ待つ
terminal-cli-lang = ゲームの言語：{ $languages }（既定：システムの言語、なければ英語）
terminal-setup-option-form = オプションは NAME=VALUE の形で書きます（「{ $typed }」ではありません）。

terminal-cli-not-a-number = { $option } には整数を指定してください（「{ $typed }」ではなく）。
terminal-cli-not-seconds = { $option } には0以上の秒数を指定してください（「{ $typed }」ではなく）。
terminal-cli-not-a-language = --lang には { $languages } を指定してください（「{ $typed }」ではなく）。
terminal-cli-unknown-arguments = { $count ->
    [1] 「{ $typed }」は python -m bot play では使えません。使えるものは --help で確認できます。
   *[other] { $typed } は python -m bot play では使えません。使えるものは --help で確認できます。
}

terminal-list-games = ゲーム：
terminal-list-game = { $same ->
    [true] { $title }、{ $low }人
   *[false] { $title }、{ $low }～{ $high }人
}{ $extras ->
    [0] {""}
   *[other] {"  "}専用AI：{ $extra }
}
terminal-list-agents = AIプレイヤー（--agent）：{ $kinds }
terminal-list-more = ゲームごとの席、オプション、専用AIプレイヤー：{ $command }
terminal-agent = { $name }（{ $label }：{ $about }）
terminal-no-such-game = 「{ $name }」というゲームはありません。ゲーム：{ $games }
terminal-name-the-game = 遊ぶゲームを指定してください。例：{ $command }

terminal-game-players = { $same ->
    [true] { $title }：ちょうど{ $low }人（--players）
   *[false] { $title }：{ $low }～{ $high }人（--players）
}
terminal-game-seat = { $same ->
    [true] 席{ $first }：{ $role }
   *[false] 席{ $first }～{ $last }：{ $role }
}
terminal-game-seats = 席（--seat）：{ $seats }
terminal-game-first = 先手：--first N（既定：ランダム）
terminal-game-options = オプション（--option NAME=VALUE、複数指定可）：
terminal-game-agents = AIプレイヤー（--agent）：{ $kinds }
