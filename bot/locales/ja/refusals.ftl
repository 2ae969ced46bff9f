# お断り：それぞれ一文で、尋ねた人だけに返す（bot/session/errors.py）。

refusal-refusal = 今はそれはできません。
refusal-stale-action = そのボタンは前の手番のものです。
refusal-not-a-player = あなたはこのゲームに参加していません。
refusal-not-your-seat = そのボタンはほかのプレイヤーのものです。
refusal-choose-seat = このゲームで複数の席を持っています。どの席で行動するか選んでください。
refusal-session-not-found = そのゲームはもうありません。
refusal-not-host = それができるのはホストだけです。
refusal-already-joined = このゲームにはもう参加しています。
refusal-game-not-running = このゲームは進行中ではありません。
refusal-game-not-started = ゲームはまだ始まっていません。
refusal-board-unreadable = このゲームの盤面を読み込めませんでした。
refusal-game-ended = { $has_reason ->
    [true] このゲームは終了しました。{ $reason }
   *[false] このゲームは終了しました。
}
refusal-not-in-lobby = ゲームはもう始まっています。
refusal-game-busy = ゲームが処理中です。もう一度お試しください。
refusal-command-out-of-date = そのコマンドは、Discord が最後に表示したときから変わっています。数分後にもう一度お試しください（Discord アプリの再起動が効きます）。
refusal-tournament-not-found = ここには大会がありません。主催者が /tournament-new で大会を開きます。
refusal-not-organiser = それができるのは大会の主催者（またはサーバー管理者）だけです。
refusal-not-in-tournament = あなたはこの大会に参加していません。
refusal-signup-closed = この大会の受付は締め切られました。
refusal-kept-by-ai = この卓が終わるまで、AIがあなたの席で遊びます。
refusal-no-such-game = ここにはID「{ $game }」のゲームはありません。
