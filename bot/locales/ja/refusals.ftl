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
refusal-not-in-lobby = ゲームはもう始まっています。
refusal-game-busy = ゲームが処理中です。もう一度お試しください。
refusal-command-out-of-date = そのコマンドは、Discord が最後に表示したときから変わっています。数分後にもう一度お試しください（Discord アプリの再起動が効きます）。
refusal-tournament-not-found = ここには大会がありません。主催者が /tournament-new で大会を開きます。
refusal-not-organiser = それができるのは大会の主催者（またはサーバー管理者）だけです。
refusal-not-in-tournament = あなたはこの大会に参加していません。
refusal-signup-closed = この大会の受付は締め切られました。
refusal-kept-by-ai = この卓が終わるまで、AIがあなたの席で遊びます。
refusal-no-such-game = ここにはID「{ $game }」のゲームはありません。

## コーチ、ゲームの記録・リプレイ・振り返り（learning.ftl、past.ftl）。
refusal-hints-off = このゲームではヒントは無効です。ホストが開始前にロビーで許可できます。
refusal-hint-not-playing = このゲームは今プレイ中ではありません。
refusal-hint-not-a-player = ヒントはこのゲームのプレイヤーだけが使えます。
refusal-hint-not-your-turn = ヒントは手番の人のためのものです。自分の手番になったらもう一度どうぞ。
refusal-coach-off = ここでは AI コーチが動いていません。
refusal-hints-tournament = 大会の卓ではヒントは使えません。結果が記録に残るためです。
refusal-hints-host = ヒントを許可できるのはホストだけです。
refusal-hints-started = ヒントを許可するかどうかはゲーム開始前に決めます。
refusal-practice-players = { $title }は{ $least }～{ $most }人で遊ぶゲームです。
refusal-log-empty = このゲームではまだ何も起きていません。
refusal-log-no-page = そのページは記録にありません。記録は{ $pages }ページです。
refusal-not-in-replay = そのステップはこのリプレイにありません。
refusal-replay-running = そのゲームはまだ進行中です。リプレイは終了後に見られます。ここまでの経過は /game log で見られます。
refusal-replay-never-started = そのゲームは始まらなかったので、リプレイはありません。
refusal-replay-not-yours = リプレイで自分の手札を見られるのは、このゲームをプレイした人だけです。
refusal-not-replayable = このゲームはリプレイできません。古いバージョンのボットでプレイされました。
refusal-review-finished-only = 振り返りはゲームが終わってから作られます。
refusal-review-running = そのゲームはまだ進行中です。振り返りは終了後に作られます。
refusal-review-unfinished = そのゲームは最後まで終わらなかったので、振り返りはありません。
refusal-reviews-off = ここでは振り返りは作られません。AI コーチが動いていません。
refusal-review-not-yours = 振り返りで自分の判断を見られるのは、このゲームをプレイした人だけです。
refusal-review-no-page = そのページはあなたの振り返りにありません。
refusal-no-game-here = このチャンネルにはゲームがありません。/game new で始めてください。
refusal-nothing-to-decide = 今は決めることがありません。
