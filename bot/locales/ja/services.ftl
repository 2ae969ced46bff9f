# サービスがプレイヤーに返す答え：ロビー、持ち時間、手、待ち行列での操作のお断り（bot/services、
# bot/session）。それぞれ一文で、尋ねた人だけに返す。席は { $seat } 引数で、名前が入る。本人が入力した
# 文字は短く切られて「…」で囲む。

## 卓を開く（bot/session/errors.py、bot/services/lobby.py）。
refusal-channel-busy = このチャンネルにはすでに{ $game }の{ $lobby ->
        [true] 募集中のロビー
       *[false] ゲーム
    }があります。新しく始める前に、終わらせるか中止してください。
refusal-lobby-full = このゲームは満席です。{ $game }は最大{ $most }人です。
refusal-not-enough-players = { $game }には最低{ $least }人必要です。いま着席しているのは{ $seated }人です。
refusal-unknown-game = ここには「{ $name }」というゲームはありません。
refusal-saved-by-newer-version = この{ $game }のゲームは新しいバージョンのボットで保存されました。そのバージョンが再び動けば続きを遊べます。
refusal-not-started-yet = このゲームはまだ始まっていません。
refusal-no-board-yet = このゲームにはまだ盤面がありません。
refusal-rematch-unfinished = 再戦は終わったゲームでしかできません。
refusal-rematch-not-a-player = 再戦を申し込めるのは、このゲームのプレイヤーだけです。

## ロビーの席と設定（bot/services/lobby.py、lobbysettings.py、cogs/tables/lobbyactions.py）。
refusal-no-such-ai = 「{ $name }」という AI プレイヤーはいません。
refusal-no-such-seat = { $seat }番の席はありません。
refusal-remove-own-seat = 自分の席は外せません。代わりにゲームから抜けてください。
refusal-no-such-option = { $game }には「{ $name }」というオプションはありません。オプションは { $known } です。
refusal-seat-order-incomplete = その席順では、すべての席がちょうど一度ずつ挙がっていません。
refusal-seat-order-invalid = その席順は無効です。
refusal-option-value-invalid = そのオプションの値は無効です。
refusal-setting-invalid = その持ち時間の設定は無効です。
refusal-clock-host = 持ち時間を決められるのはホストだけです。
refusal-clock-started = 持ち時間はゲーム開始前に決めます。
refusal-takebacks-host = 手の取り消しを許すかどうかを決められるのはホストだけです。
refusal-takebacks-started = 手の取り消しを許すかどうかはゲーム開始前に決めます。

## 卓を終わらせる、席を AI に任せる（bot/services/lobby.py）。
refusal-abandon-tournament-table = 大会の卓を中止できるのはサーバー管理者だけです。
refusal-abandon-host = このゲームを中止できるのはホストかサーバー管理者だけです。
refusal-ai-seat-tournament-table = 大会の卓の席を AI に任せられるのはサーバー管理者だけです。
refusal-ai-seat-host = 席を AI に任せられるのはホストかサーバー管理者だけです。
refusal-seat-already-ai = { $seat }の席はすでに AI が遊んでいます。

## 持ち時間（bot/session/turnclock.py）：ロビーのメニューに出るプリセットの名前と時間切れのときの扱い、
## 入力・選択された持ち時間のお断り。
clock-preset = { $preset ->
        [live] ライブ：1手3分
        [daily] 毎日：1手24時間
        [relaxed] のんびり：1手72時間
       *[none] 時間制限なし
    }
clock-timeout = { $timeout ->
        [skip] ルールが許す場面ではパス（それ以外はAIが代わりに手番を行う）
        [stand_in] 本人が戻るまでAIがその席で遊ぶ
       *[move] AIが代わりに手番を行う
    }
refusal-no-such-clock = 「{ $name }」という持ち時間はありません。live、daily、relaxed、none から選んでください。
refusal-clock-format = 持ち時間は「90m」「36h」「2d」のように数と単位で書いてください（1分～14日）。
refusal-clock-range = 持ち時間は1分から14日までです。
refusal-timeout-unknown = 時間切れのときにそれはできません。

## 時間切れ、一時停止、不在（bot/services/clocks.py）。
refusal-already-ai = その席はすでに AI が遊んでいます。
refusal-pause-host = ゲームを一時停止できるのはホストだけです。
refusal-already-paused = ゲームはすでに一時停止中です。
refusal-pause-not-asked = このゲームの一時停止を求めた人はいません。
refusal-pause-agreed = もう同意済みです。ほかの人を待っています。
refusal-resume-host = ゲームを再開できるのはホストだけです。
refusal-not-paused = ゲームは一時停止していません。
refusal-vacation-length = 不在にできるのは1日から{ $most }日までです。
refusal-vacation-used = 不在は{ $window }日間で最大{ $most }日までです。{ $left ->
        [0] 残りはありません。
       *[other] 残りは{ $left }日です。
    }

## 手と取り消し（bot/services/moves.py、bot/session/takebacks.py）。
refusal-stale-waiting = そのボタンは前の手番のものです。{ $waiting }
refusal-welcome-back = おかえりなさい。また自分の席で遊びます。{ $refusal }
refusal-unknown-move = それはこのゲームにない手です。
refusal-seat-not-a-person = その席は人の席ではありません。
refusal-seat-not-ai = その席は AI が遊んでいません。
refusal-takebacks-off = ホストがこのゲームで手の取り消しを無効にしています。
refusal-takeback-stale = そのボタンは前の手番のものです。あなたの手はその後変わりました。
refusal-takeback-ai-seat = いまは AI があなたの席で遊んでいるので、あなたの手は取り消せません。
refusal-takeback-unreplayable = この手は取り消せません。
refusal-takeback-nothing = 取り消せる手がありません。ほかのプレイヤーがその後に決めたり、伏せられたものが公開されたりした手はそのままです。
refusal-takeback-decided-since = その後{ $seat }が決めたので、あなたの手はそのままです。
refusal-takeback-made-for-you = その手はあなたの代わりに行われたものなので、そのままです。

## 待ち行列（bot/services/matchmaker.py、bot/session/matchmaking.py）。
refusal-queue-never-fills = { $game }には{ $least }人必要ですが、このサーバーのメンバーは{ $members }人しかいないので、待ち行列が埋まることはありません。人数を減らすか、もっと人を招待してください。
refusal-not-queued = このサーバーの待ち行列に並んでいません。
refusal-not-queued-for = このサーバーの{ $game }の待ち行列に並んでいません。
refusal-queue-range = このゲームは{ $least }～{ $most }人で遊びます。その範囲の人数を指定してください。
refusal-queue-fewest = 最少人数は最多人数以下にしてください。
refusal-queue-solo = 待ち行列は2人以上の卓を作ります。ひとりで遊ぶなら /game new を使ってください。
refusal-queue-wait = 待ち時間は1分～7日で、「90m」「3h」「2d」のように書いてください。

## 待ち行列の人が受け入れる条件。待ち行列の返事とサーバーの一覧で使う：「2～4人、持ち時間：ライブまたは毎日」。
## 大会の卓（bot/services/openings.py）。
refusal-table-not-opened = この卓を開けませんでした。
