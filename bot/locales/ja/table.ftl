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
