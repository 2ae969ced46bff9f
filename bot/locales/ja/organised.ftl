# 大会と待ち行列：一人に伝えること（DM または本人だけに）。

withdrawal-absent-dm = ⌛ { $name } で { $missed } 回手番を逃したため、次のラウンドからは不参加になりました。あなたの卓は AI が最後まで遊びます。続けるには、次のラウンドの組み合わせが決まる前に大会のスレッドで /tournament join を使ってください。
queue-wait-over = { $title } の待ち行列での待ち時間が終わりました。時間内に卓が埋まりませんでした。/game queue でいつでもまた並べます。
queue-table-found = 待ち行列で { $title } の卓が見つかりました（{ $names }）：{ $where }
queue-table-ready = { $title } の卓が用意できました：{ $names }。今から開きます…
queue-game-here = { $title } のゲームはこちらです：{ $where }
