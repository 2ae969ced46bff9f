# Discord 側の言葉：ゲームを開く（ここで、またはスレッドで）、卓のコマンドへの返事、サーバー管理者の /tabletop、
# 古い形で送られたスラッシュコマンド、ゲートのおわび。個人への返事は読む人の言語で、チャンネルで全員に見せるものは
# 卓の言語で。ボタンは 80 文字、埋め込みのタイトルは 256 文字まで。

## ゲームを開く：/game new、チャンネルのスレッドで。
channel-thread-not-opened = ここでゲーム用のスレッドを開けませんでした（{ $forbidden ->
    [true] 必要な権限がありません
   *[false] Discord に断られました
}）。もう一度試すか、thread:False を使ってください。
channel-lobby-not-posted = スレッドにロビーを投稿できませんでした。もう一度試すか、thread:False を使ってください。
channel-lobby-in-thread = { $game }：ロビーを { $thread } で開きました。そちらで参加してください。
channel-lobby-slow = 完了しましたが、Discord の表示が遅れています。ロビーはまもなく更新されます。
channel-busy-here = { $busy }場所はこちら：{ $link }
channel-thread-in-dm = ダイレクトメッセージのゲームにはスレッドを作れません。
channel-thread-in-thread = ここはすでにスレッドです。Discord ではスレッドの中にスレッドは作れません。
channel-thread-not-text = ゲームのスレッドはテキストチャンネルでしか開けません。
channel-thread-permission = ゲームのスレッドを開くには、このチャンネルで{ $permissions }が必要です。
channel-permission-create-public-threads = 「公開スレッドの作成」の権限
channel-permission-send-messages-in-threads = 「スレッドでメッセージを送信」の権限
channel-thread-not-here = { $why }ここで遊ぶには、thread を省くか False にしてください。

## 卓のコマンド。
channel-no-game = このチャンネルにはゲームがありません。/game new で始めてください。
channel-not-started = このチャンネルのゲームはまだ始まっていません。
channel-no-seat = 席 { $seat } はありません。このゲームは { $seats } 人用です。
channel-ai-plays = 席 { $seat }（{ $name }）は今から AI が担当します。
channel-live-board = 最新の盤面：{ $link }

## 待ち行列。
channel-queue-in-a-server = 待ち行列はサーバーごとのものです。サーバーのチャンネルで /game queue を使ってください。
channel-unqueue-in-a-server = 待ち行列はサーバーごとのものです。サーバーで /game unqueue を使ってください。
channel-queue-accepted = { $same ->
    [true] { $least }人
   *[false] { $least }～{ $most }人
}、{ $any ->
    [true] 持ち時間は問わない
   *[false] 持ち時間：{ $clocks }
}
channel-clock-live = ライブ
channel-clock-daily = 毎日
channel-clock-relaxed = のんびり
channel-clock-none = なし

## /tabletop：サーバー管理者のパネル。
channel-web-in-a-server = これはサーバー内でのみ使えます。
channel-web-on = このサーバーでウェブページを有効にしました。盤面に「観戦」ボタンが付きます。
channel-web-off = このサーバーでウェブページを無効にしました。新しい盤面には「観戦」ボタンが付かず、これまでここで配ったリンクはどれも開けなくなります。あとで有効に戻しても同じです。
channel-server-games-link = このサーバーのゲーム
channel-games-in-a-server = サーバーのゲームを一覧にするコマンドです。サーバー内で使ってください。
channel-games-none = このサーバーで開いているゲームはありません。
channel-games-title = このサーバーのゲーム
channel-games-line = **{ $title }**（{ $status ->
    [lobby] ロビー
   *[running] 進行中
}）{ $where }：{ $count ->
    [0] まだ誰もいません
   *[other] { $players }
}
channel-games-more = …ほかにもあります。古いものから { $shown } 件を表示しています。
channel-games-queue = **{ $title }** の待ち行列：{ $people }{ $more ->
    [0] {""}
   *[other] {" "}ほか { $more } 人
}
channel-games-queued = { $name }（{ $accepted }）

## 古い形で送られたスラッシュコマンド、またはこの人が使えないコマンド。
channel-option-takes = オプション「{ $option }」には{ $expected }を指定してください。
channel-option-takes-old = オプション「{ $option }」には{ $expected }を指定してください。Discord アプリがこのコマンドの古い版を表示しているのかもしれません。アプリを再起動すると直ります。
channel-option-not-a-choice = 「{ $value }」は「{ $option }」の選択肢にありません。Discord アプリがこのコマンドの古い版を表示しているのかもしれません。アプリを再起動すると直ります。
channel-option-range = オプション「{ $option }」には{ $range }を指定してください。
channel-range-between = { $least }から{ $most }までの数
channel-range-at-least = { $least }以上の数
channel-range-at-most = { $most }以下の数
channel-option-too-long = オプション「{ $option }」が長すぎます。
channel-option-too-short = オプション「{ $option }」が短すぎます。
channel-that-option-takes = そのオプションには{ $expected }を指定してください。
channel-expects-integer = 整数
channel-expects-number = 数値
channel-expects-string = テキスト
channel-expects-boolean = はい／いいえ
channel-expects-user = このサーバーのメンバー
channel-expects-channel = チャンネル
channel-expects-role = ロール
channel-expects-mentionable = メンバーまたはロール
channel-expects-attachment = ファイル
channel-expects-other = ほかのもの
channel-server-only = そのコマンドはサーバーのチャンネルでのみ使えます。
channel-manage-server = それには「サーバー管理」の権限が必要です。
channel-cannot-use = そのコマンドはここでは使えません。

## ゲート、盤面と個人用の表示のおまけ。
channel-restarting = 再起動中のため、今の操作は受け付けられませんでした。1分ほどしてからもう一度お試しください。
channel-went-wrong = すみません、こちら側で問題が起きました。ゲームは保存されています。もう一度試すか、/game status を使ってください。
channel-another-player = ほかのプレイヤー
channel-open-in-browser = ブラウザで開く
channel-no-close-ups = このゲームには拡大表示がありません。
channel-close-up-gone = その拡大表示はもうありません。
channel-dms-closed = { $mention } さん、ダイレクトメッセージを送れません。盤面の **手札を見る** ボタン（または `/game hand`）で、手札を見たり非公開の選択をしたりしてください。
