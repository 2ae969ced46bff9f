# ボットがその人のゲームについて伝えること（DM、または DM が閉じているときはゲームのチャンネルでその人宛てに）。
# $link は盤面へのリンク（空のこともある）。$ends と $when は Discord のタイムスタンプで、各自の Discord アプリがその言語で表示します。

notice-as-written = { $text }
notice-in-dms = DM
notice-a-server = あるサーバー
notice-to = { $user } さん、{ $line }
notice-your-move = 🔔 **{ $title }**（{ $server }）であなたの番です。{ $link }
notice-table-open = 🏁 あなたの卓が開きました：{ $title } のゲームです。{ $where }
notice-tournament-table-open = 🏁 { $name } のあなたの卓が開きました：{ $title } のゲームです。{ $where }
notice-waited = 🔔 **{ $title }**（{ $server }）があなたの手番を{ $waited }待っています。{ $link }

## 持ち時間のリマインダー。

notice-nudge = ⏰ { $title } があなたの手番を待っています。{ $link }
notice-half-time = ⏳ { $title } でのあなたの持ち時間が半分過ぎました。{ $ends } に切れ、その後は{ $then }。{ $link }
notice-nearly-out = ⏰ { $title } でのあなたの持ち時間は { $ends } に切れます。その後は{ $then }。{ $link }
notice-then-move = AI が代わりに手番を行います
notice-then-skip = ルールが許す場合はパスします（許さない場合は AI が代わりに手番を行います）
notice-then-stand-in = プレイヤーが戻るまで AI がその席で遊びます

## おやすみ時間の間に待っていたもの（終わったときにまとめて、ゲームごとに 1 行）。

notice-while-quiet = { $start ->
    [none] 🌙 おやすみ中に：{ $line }
   *[other] 🌙 おやすみ中（{ $start }～{ $end }）に：{ $line }
}
notice-summed = **{ $title }**（{ $server }）：{ $said } { $link }
notice-summed-turn = { $at } からあなたの番
notice-summed-half = { $at } に持ち時間が半分過ぎました
notice-summed-final = { $at } に持ち時間がほぼ切れていました
notice-summed-reminder = { $at } にあなたの手番を待っていました
notice-summed-private = あなたの手札が変わりました
notice-played-move = { $at } に時間切れになり、AI があなたの代わりに手番を行いました
notice-played-skip = { $at } に時間切れになり、あなたはパスしました（パスできない場合は AI が代わりに手番を行いました）
notice-played-stand-in = { $at } に時間切れになり、あなたが戻るまで AI があなたの席で遊びます（/game return）
notice-ended = ゲームは終わりました
notice-ends = { $when } に時間切れ

## その人のすべてのゲームを載せた 1 通の DM（/settings で選んだ人向け）。

inbox-head = 📬 **あなたのゲーム**：進行中 { $running } 件のうち { $waiting } 件があなたを待っています（{ $updated } 更新）
inbox-new = 🆕 { $line }
inbox-more-news = 🆕 …ほか { $count } 件のお知らせ。
inbox-your-move = 🔔 あなたの番
inbox-runs-out = { $when } に時間切れ
inbox-waiting-for = { $names } を待っています
inbox-waiting-for-nobody = 誰も待っていません
inbox-in-lobby = ロビーにいます
inbox-paused = 一時停止中
inbox-no-game = 進行中のゲームはありません。

## /game mine：その人のゲーム一覧と、毎日のまとめ。

mine-no-game = 参加しているゲームはありません。/game new で始めましょう。
mine-title = あなたのゲーム
mine-count = { $games } 件のゲーム。{ $waiting ->
    [0] あなたを待っているものはありません。
   *[other] { $waiting } 件があなたを待っています。
}
mine-more = ほかに { $count } 件のゲームがあります。
digest-on = 📬 あなたの手番を待っているゲームを 1 日 1 回 DM でお知らせします（待っているものがなければ送りません）。/game digest on:False で止められます。
digest-off = 毎日のまとめはオフです。
digest-head = 📬 あなたの手番を待っているゲームが { $count } 件あります：
digest-game = • { $title } { $link }
digest-game-due = • { $title }（{ $when } に時間切れ） { $link }

ping-waited = 🔔 { $user } さん、{ $title }があなたの手番を{ $waited }待っています。{ $link }
ping-nudge = ⏰ { $user } さん、{ $title }があなたの手番を待っています。{ $link }
ping-half-time = ⏳ { $user } さん、{ $title }のこの手番の持ち時間が半分過ぎました。{ $ends }に切れます。{ $link }
ping-nearly-out = ⏰ { $user } さん、{ $title }の持ち時間は{ $ends }に切れます。その後は{ $then }。{ $link }
ping-also-waiting = { $ping }（ほかにも{ $others }件のゲームがあなたを待っています。/game mine を見てください）
