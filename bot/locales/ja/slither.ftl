# SLITHER: カード、ゲームの記録、ボタン、断りの言葉 (docs/localisation.md)。マスの名前は印刷のまま
# （12、C、β1）。プレイヤーの名前はメッセージの後で入ります。

## 能力カードとヘビの部位。

slither-card-strike = 一撃
slither-card-gulp = 丸呑み
slither-card-venom = 毒
slither-card-shed-skin = 脱皮
slither-card-long-leap = 大跳躍
slither-card-croak = 鳴き声
slither-card-ripple = 波紋
slither-card-lily-hop = 葉跳び
slither-card-patch-up = 修繕
slither-card-tongue-lash = 舌打ち
slither-card-hide-in-reeds = 葦隠れ
slither-card-bellow = 大声
slither-segment = { $kind ->
    [head] 頭
    [tail] 尾
   *[middle] 胴{ $number }
}
slither-role-snake = ヘビ
slither-role-frog = カエル
slither-cause-reveal = 公開（{ $seats }）
slither-cause-lash = { $seat }の舌打ち

## ゲームの記録。

slither-log-snake = { $snake }がヘビで、置くタイルは{ $tiles }枚です。
slither-log-lay = { $snake }はタイル{ $number }（{ $hexes }）を{ $near }の隣に置きました。
slither-log-you-put = { $hex }を{ $segment }に置きました。
slither-log-grow = { $snake }は{ $cards }枚のカードで道筋を裏向きに伸ばしました。
slither-log-last-round = ラウンド{ $round }が最後で、ヘビはまだ自由です。ヘビの{ $snake }の勝ち！
slither-log-reshuffle = カエルの山札を捨て札から切り直しました。
slither-log-frog-draws = { $seat }は{ $card }を引きました。
slither-log-round = ラウンド{ $round }：カエルが動きます。
slither-log-damage = { $cause ->
    [venom] 毒が尾から落ちて{ $building }を傷つけました。スイレンの葉は残り{ $pads }枚。
   *[strike] 一撃が{ $building }を傷つけました。スイレンの葉は残り{ $pads }枚。
}
slither-log-last-pad = 最後のスイレンの葉がなくなりました。ヘビの{ $snake }の勝ち！
slither-log-flip = { $already ->
    [true] { $cause }：{ $hex }はヘビの{ $segment }で、すでに表向きです。
   *[false] { $cause }：{ $hex }はヘビの{ $segment }で、表向きになりました。
}
slither-log-start = { $seat }は{ $hex }から始めます。
slither-log-return = { $seat }は{ $hex }に戻り、動きません。
slither-log-ripple = { $near ->
    [true] { $seat }は波紋を使いました。頭は{ $hex }から2マス以内？ はい。
   *[false] { $seat }は波紋を使いました。頭は{ $hex }から2マス以内？ いいえ。
}
slither-log-bellow = { $seat }は大声を使いました。ヘビは次の手で能力カードを出せません。
slither-log-patch = { $seat }は修繕を使いました。{ $hex }のスイレンの葉は{ $pads }枚です。
slither-log-move = { $how ->
    [hop] { $seat }はスイレンの葉を跳んで{ $hex }へ。
    [leap] { $seat }は大跳躍で{ $hex }へ。
    [lilyhop] { $seat }は葉跳びで{ $hex }へ。
   *[move] { $seat }は{ $hex }へ動きました。
}
slither-log-reveal-nothing = 公開：数字のマスにいるカエルはいません。
slither-log-not-in-path = { $cause }：ヘビは手札から{ $hex }を見せました。道筋にはありません。
slither-log-lash-missed = { $seat }の舌打ちはそこで頭を見つけられませんでした。
slither-log-tail-falls = { $shown ->
    [true] ヘビが動きます。尾のカード（{ $hex }）が道筋から落ちます。
   *[false] ヘビが動きます。尾のカードが道筋から落ちます。
}
slither-log-venom-miss = 毒が尾から落ちましたが、隣にスイレンの葉のある建物はありません。
slither-log-shift = ヘビが動きます。すべてのカードが尾の方へ1つずれます。
slither-log-cornered = ヘビは追い詰められました。頭の隣に空いている場所がありません。
slither-log-your-head = 新しい頭は{ $hex }です。
slither-log-head = ヘビは新しい頭を裏向きに出しました。
slither-log-head-card = ヘビは新しい頭を出し、その上に{ $card }を置きました。
slither-log-strike-miss = 一撃：頭の隣にスイレンの葉のある建物はありません。
slither-log-shed = 脱皮：{ $hex }（{ $segment }）がまた裏向きになりました。
slither-log-hide = { $seat }は葦隠れを使い、呑まれませんでした。
slither-log-gulp = 丸呑み：{ $seat }は呑まれ、カエルのカードを捨てます。
slither-log-gulp-nothing = 丸呑み：頭にカエルはいませんでした。
slither-log-found-twice = ヘビは2度目に見破られました。カエルの勝ち！
slither-log-found-out = ヘビは見破られました！ 追い出され、また隠れなければなりません。
slither-log-draw-tile = { $snake }は置くためにタイル{ $number }を引きました。
slither-result-snake = { $free ->
    [true] ヘビの{ $snake }の勝ち：ラウンド{ $round }の後もまだ自由で、{ $total }枚のスイレンの葉のうち{ $gone ->
            [0] 1枚も取らず
           *[other] { $gone }枚を取り
        }、{ $found ->
            [0] カエルに一度も見破られませんでした
            [1] カエルに1度見破られました
           *[other] カエルに{ $found }度見破られました
        }。得点：ヘビは取ったスイレンの葉の数、カエルはそれぞれヘビを見破った回数。
   *[false] ヘビの{ $snake }の勝ち：{ $total }枚のスイレンの葉がすべてなくなり、{ $found ->
            [0] カエルに一度も見破られませんでした
            [1] カエルに1度見破られました
           *[other] カエルに{ $found }度見破られました
        }。得点：ヘビは取ったスイレンの葉の数、カエルはそれぞれヘビを見破った回数。
}
slither-result-frogs = { $frogs }の勝ち：カエルがヘビを2度見破りました。ヘビが取ったのは{ $total }枚のスイレンの葉のうち{ $gone ->
        [0] 0枚
       *[other] { $gone }枚
    }です。得点：ヘビは取ったスイレンの葉の数、カエルはそれぞれヘビを見破った回数。

## ボタン: 12文字の名前で80文字以内。

slither-move-cornered = { $move }（次に動けなくなる）
slither-move-group = 場所{ $first }～{ $last }
slither-move-spot = 場所{ $letter }（{ $near }の隣）
slither-move-spot-id = 場所{ $spot }
slither-move-low-at = { $spot }に一番小さい数
slither-move-low = { $where ->
        [top] 上
        [bottom] 下
        [left] 左
        [right] 右
        [top-left] 左上
        [top-right] 右上
        [bottom-left] 左下
       *[bottom-right] 右下
    }のマスに{ $first }、時計回りに{ $second }、{ $third }
slither-move-back = 戻る
slither-move-path = { $hex }を{ $segment }に置く
slither-move-start = { $hex }から始める
slither-move-move = { $hex }へ動く
slither-move-hop = スイレンの葉を跳んで{ $hex }へ
slither-move-leap = 大跳躍で{ $hex }へ
slither-move-lilyhop = 葉跳びで{ $hex }へ
slither-move-patch = 修繕：この建物にスイレンの葉を1枚戻す
slither-move-ripple = 波紋：頭が自分から2マス以内か尋ねる
slither-move-bellow = 大声：ヘビは次の手で能力カードなし
slither-move-return = { $hex }に戻る
slither-move-croak = 鳴き声：{ $hex }を宣言する
slither-move-lash = 舌打ち：自分が頭の上なら胴1も表にする
slither-move-keep = カードを持っておく
slither-move-head = 新しい頭を{ $hex }に
slither-move-shed = 脱皮：{ $hex }を裏向きにする
slither-move-no-card = 能力カードなし
slither-move-play = { $flips ->
    [true] { $card }を出す（頭が表になる）
   *[false] { $card }を出す
}

## 断りの言葉。

slither-refuse-not-laying = それはタイルを置く手順ではありません。
slither-refuse-back = 戻れるところはありません。
slither-refuse-tile = タイルはそこに置けません。文字のついた場所から選んでください。
slither-refuse-grow = その場所カードでは道筋を伸ばせません。手札にあり、最後のカードの隣でなければなりません。
slither-refuse-head = 新しい頭は、手札にあって前の頭の隣のカードでなければなりません。
slither-refuse-move = それはこの手の選択肢ではありません。
slither-refuse-frog = あなたのカエルは今そこへは行けません。
slither-refuse-reveal = それは公開のときの選択肢ではありません。
