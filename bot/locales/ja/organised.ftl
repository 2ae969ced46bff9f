# 大会と待ち行列：一人に伝えること（DM または本人だけに）。

withdrawal-absent-dm = ⌛ { $name } で { $missed } 回手番を逃したため、次のラウンドからは不参加になりました。あなたの卓は AI が最後まで遊びます。続けるには、次のラウンドの組み合わせが決まる前に大会のスレッドで /tournament join を使ってください。
queue-wait-over = { $title } の待ち行列での待ち時間が終わりました。時間内に卓が埋まりませんでした。/game queue でいつでもまた並べます。
queue-table-found = 待ち行列で { $title } の卓が見つかりました（{ $names }）：{ $where }
queue-table-ready = { $title } の卓が用意できました：{ $names }。今から開きます…
queue-game-here = { $title } のゲームはこちらです：{ $where }
queue-waiting = { $updated ->
    [true] 順番を更新しました。
   *[false] {""}
}{ $title }（{ $accepted }）の待ち行列に { $until } まで並んでいます。{ $others ->
    [0] ほかに待っている人はいません
   *[other] ほかに { $others } 人が待っています：{ $names }
}。人数がそろいしだいゲームが始まります。
queue-left = { $titles } の待ち行列から抜けました。

## /game away と /game return。

away-until = 🏖 { $until } まで不在です。進行中の { $games } 件のゲームで持ち時間が止まり、その間に始まる持ち時間はあなたが戻ってから動きます。/game return で早めに終えられます。
away-not-away = あなたは不在にしておらず、AI が代わりに遊んでいる席もありません。
away-clocks-run = 持ち時間がまた動きます
away-seats-again = { $games } 件のゲームであなたがまた自分の席で遊びます
away-welcome-back = おかえりなさい：{ $what }。
