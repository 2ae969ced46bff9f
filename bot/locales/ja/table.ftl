# 卓の全員が読むもの（卓の言語で）：盤面のボタンとメニュー（ボタンは 80 文字まで、プレースホルダーは 150 文字まで。名前は 32 文字まで入ります）。

board-show-hand = 手札を見る
board-hint = ヒント
board-take-back = 取り消す（{ $name }）
board-close-up = 拡大
board-look-closer = 拡大して見る…
board-choose = 手を選ぶ
board-choose-page = 手を選ぶ（{ $page }/{ $pages }）
board-choose-yours = { $name }：手を選んでください
board-rematch = 再戦
board-review = 振り返り
board-mistake = ミス { $number }

## ゲームの言葉のまわりにある盤面自身の言葉。

board-field-clock = 持ち時間
board-field-events = 最近の出来事
board-replay-command = リプレイ：/game replay id:{ $id }
board-choose-privately = { $names }：「手札を見る」から手を選んでください。
board-your-move = { $mentions } さん、{ $title } であなたの番です。
board-link-watch = 観戦
board-link-replay = リプレイ
board-paused = ⏸ 合意により一時停止中：持ち時間は止まっています。ホストが /game resume で再開します。
board-pause-asked = ⏸ ホストが一時停止を求めています。ほかの人の同意を待っています。
board-stand-in = 🤖 { $name } が戻るまで AI が代わりに遊びます（/game return）。
board-away = 🏖 { $name } は { $until } まで不在です。
board-runs-out = ⏳ { $name }：{ $when } に時間切れ。

## 終わったゲームの結果（最後の盤面の下）。

result-head = **{ $title }：ゲーム終了。** { $summary }
result-practice = AI のヒント付きの練習ゲーム：レーティング対象外。
result-hints = AI のヒントを許可して遊んだゲーム：レーティング対象外。

## 席ごとの自分だけの画面（「手札を見る」とその DM）。読む人の言語で。

private-title = { $title }：あなたの画面（{ $name }）
private-no-hidden = { $title } には伏せられたカードはありません。すべて盤面にあります。
private-game-over = この{ $title }のゲームは終了しました。もう伏せられたものはなく、すべて盤面に表示されています。
private-your-choice = **あなたの選択：**
private-your-move = あなたの番です。盤面で選んでください。
private-field-board = 盤面
private-go-to-game = [ゲームへ]({ $link })
private-take-back = 自分の手を取り消す
private-welcome-back = おかえりなさい。また自分の席で遊びます。

## ホストがゲームの記録に書く行（名前は後で入ります）。

table-log-stand-in = ⌛ { $seat }の持ち時間が切れました。戻るまでAIが代わりに手番を行います（/game return）。
table-log-back = { $seat }が戻り、また自分で手番を行います。
table-log-paused = ⏸ ゲームは一時停止中です。持ち時間は止まります。
table-log-pause-agreed = ⏸ 全員が同意しました。ゲームは一時停止中です。
table-log-resumed = ▶ ゲームを再開します。持ち時間がまた動きます。
table-log-left = { $seat }がゲームを抜けました。この席は今からAIが担当します。
table-log-ai-seat = { $seat }の席は今からAIが担当します。
table-log-timed-out-pass = ⌛ { $seat }の持ち時間が切れました。パスします。
table-log-timed-out-ai = ⌛ { $seat }の持ち時間が切れました。AIが代わりに手番を行いました。
table-log-took-back = { $partial ->
    [true] { $seat }は自分の手の最後の操作を取り消しました。
   *[false] { $seat }は自分の手を取り消しました。
}
table-log-took-back-replies = { $partial ->
    [true] { $seat }は自分の手の最後の操作と、その後の{ $who }の応手を取り消しました。
   *[false] { $seat }は自分の手と、その後の{ $who }の応手を取り消しました。
}

## 盤面とロビーで示す持ち時間。

clock-none = 持ち時間はありません。
clock-sentence = 1手{ $per }{ $night ->
        [true] （各プレイヤーのおやすみ時間は数えません）
       *[false] {""}
    }。時間切れのときは{ $timeout ->
        [skip] ルールが許す場合はパスします（それ以外はAIが代わりに手番を行います）。
        [stand_in] プレイヤーが戻るまでAIがその席で手番を行います。
       *[move] AIが代わりに手番を行います。
    }

ended-host-cancelled = ホストがロビーを中止しました。
ended-host-left-lobby = ホストが抜けたため、ロビーは閉じられました。
ended-everyone-left = すべてのプレイヤーがゲームを抜けました。
ended-no-players-left = ゲームにプレイヤーがいなくなりました。
ended-abandoned-by = { $seat }がゲームを中止しました。
ended-abandoned-by-admin = サーバー管理者がゲームを中止しました。
ended-saved-by-older-version = この{ $game }のゲームは古いバージョンのボットで保存されたため続けられません。ゲームは終了しました。
ended-unreadable = この{ $game }のゲームは保存データを読み込めなかったため、終了しました。
table-abandoned = { $game }：{ $reason }

pause-paused = ⏸ { $game }は一時停止中です。ホストが /game resume を使うまで、持ち時間は進みません。
pause-asked = ⏸ { $host }さんが{ $game }の一時停止を求めています。全員が同意すると持ち時間が止まります。{ $who }さん、同意するなら**{ $button }**を押してください。
pause-agree-button = 一時停止に同意
pause-everyone-agreed = ⏸ 全員が同意しました。{ $game }は一時停止中です。ホストは /game resume で再開できます。
pause-resumed = ▶ { $game }を再開します。どの持ち時間も残っていた時間から再び進みます。
pause-withdrawn = { $game }の一時停止の要求は取り下げられました。
