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
slither-card-tongue-lash = 舌ムチ
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
slither-cause-lash = { $seat }の舌ムチ

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
slither-log-lash-missed = { $seat }の舌ムチはそこで頭を見つけられませんでした。
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
slither-move-cornered-short = { $move }（行き止まり）
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
slither-move-lash = 舌ムチ：自分が頭の上なら胴1も表にする
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

## 盤の言葉：埋め込み、代替テキスト、端末のテキスト (bot/render/slither/)。

# マスの名前は印刷のまま。プレイヤーの名前はそのまま入ります。$when は slither-board-round です。
slither-board-off-board = 盤の外
slither-board-round = { $round ->
    [0] 準備
   *[other] { $last ->
        [0] ラウンド{ $round }
       *[other] ラウンド{ $round }/{ $last }
    }
}
slither-board-phase = { $phase ->
    [place_tile] ヘビがタイルを置きます
    [grow_path] ヘビが道筋を伸ばします
    [place_frogs] カエルが建物を選びます
    [frogs_move] カエルが動きます
    [reveal] 公開：カエルはカードを使えます
    [snake_move] ヘビが動きます
   *[over] ゲーム終了
}
slither-board-status = { $when }：{ $doing }。{ $nobody ->
        [true] 待っている人はいません
       *[false] { $who }を待っています
    }。
slither-board-status-laying = { $when }：{ $snake }がタイル{ $tile }（{ $low }-{ $high }）を置きます。{ $chosen ->
        [true] { $low }はどのマスに？
       *[false] 文字は3マスの置き場所を示します。
    }
slither-board-status-over = ゲーム終了。{ $result }
slither-board-won-snake = { $free ->
    [true] ヘビの{ $snake }の勝ち：ラウンド{ $round }の後もまだ自由で、{ $total }枚のスイレンの葉のうち{ $gone ->
            [0] 1枚も取らず
           *[other] { $gone }枚を取り
        }、{ $found ->
            [0] カエルに一度も見破られませんでした
            [1] カエルに1度見破られました
           *[other] カエルに{ $found }度見破られました
        }。
   *[false] ヘビの{ $snake }の勝ち：{ $total }枚のスイレンの葉がすべてなくなり、{ $found ->
            [0] カエルに一度も見破られませんでした
            [1] カエルに1度見破られました
           *[other] カエルに{ $found }度見破られました
        }。
}
slither-board-won-frogs = { $frogs }の勝ち：カエルがヘビを2度見破りました。ヘビが取ったのは{ $total }枚のスイレンの葉のうち{ $gone ->
        [0] 0枚
       *[other] { $gone }枚
    }です。
slither-board-subline = { $when } · 見破り{ $found }/{ $goal } · スイレンの葉{ $left }/{ $total }
slither-board-pads-on = { $hex }に{ $pads }枚
slither-board-score = { $with_round ->
        [true] { $when }。
       *[false] {""}
    }カエルは{ $found ->
        [0] まだヘビを見破っていません
        [1] ヘビを1度見破りました
        [2] ヘビを2度見破りました
       *[other] ヘビを{ $found }度見破りました
    }（{ $goal }度で勝ち）。スイレンの葉は{ $total }枚のうち{ $left }枚残っています（{ $pads }）。{ $last ->
        [0] {""}
       *[other] ヘビはラウンド{ $last }の後もまだ自由なら勝ちです。
    }
slither-board-listed = { $items }
slither-board-semicolon = ／
slither-board-sentence = { $text }。

# 道筋：$segment は slither-segment、$card は能力カード、$loc はマス。
slither-board-segment-text = { $segment }：{ $state ->
        [down] { $loc }（裏向き）
        [empty] —
        [hidden] ?
       *[seen] { $loc }
    }{ $with_card ->
        [true] { " " }+{ $card }
       *[false] {""}
    }
slither-board-path-growing = { $path }（伸ばしている途中）
slither-board-segment-words = { $state ->
        [up] { $segment }は{ $loc }、表向き
        [down] { $segment }は{ $loc }、裏向き
        [empty] { $segment }は空
        [seen] { $segment }は表向きの{ $loc }
       *[hidden] { $segment }は裏向き
    }{ $with_card ->
        [true] 、{ $card }つき
       *[false] {""}
    }
slither-board-snake-cards = ヘビの手札は場所カード{ $hand }枚、能力カードは{ $count ->
        [0] なし
       *[other] { $cards }
    }です。{ $bellowed ->
        [true] カエルが大声を出したので、次の手では能力カードを出せません。
       *[false] {""}
    }

# カエル。
slither-board-frog-where = { $where ->
        [swallowed] 呑まれている
        [nowhere] まだ置かれていない
       *[on] { $hex }にいる
    }
slither-board-frog-line = { $seat }：{ $where }、{ $with_card ->
        [true] { $card }を持っている
       *[false] カードなし
    }{ $done ->
        [true] （完了）
       *[false] {""}
    }
slither-board-bellowed = カエルが大声を出しました。ヘビは次の手で能力カードを出せません。
slither-board-no-card = { $swallowed ->
        [true] 呑まれていて、カードなし
       *[false] カードなし（次の手で1枚引く）
    }
slither-board-frog-no-card = { $who }：{ $why }。
slither-board-frog-deck = カエルの山札：{ $deck }枚、捨て札：{ $discard }枚。

# タイルを置く：$numbers はタイルのマス、$near は場所の隣にある置かれたマス。
slither-board-laying = タイル{ $tile }（{ $numbers }）を置いています。
slither-board-laying-chosen = 場所{ $letter }を選びました（{ $near }の隣）。
slither-board-laying-spot = 場所{ $letter } { $shape } { $near }の隣

# カエルが知っていること (私たちの D20)。
slither-board-clue-where = { $kind ->
        [near] { $hex }から2マス以内
        [far] { $hex }から2マスより遠く
       *[on] { $hex }
    }
slither-board-clue-hand-now = { $hex }は今ヘビの手札にあります
slither-board-clue-at-now = { $hex }は今ヘビの{ $segment }です
slither-board-clue-near-now = ヘビの{ $segment }は今{ $where }にあります
slither-board-clue-reveal = ラウンド{ $round }の公開のとき、{ $hex }はヘビの手札にありました
slither-board-clue-fell = ラウンド{ $round }に、毒が尾から落ちました（{ $hit ->
        [true] { $building }の隣
       *[false] 隣にスイレンの葉のある建物なし
    }）
slither-board-clue-played = ラウンド{ $round }に、ヘビは頭を{ $where }に出しました
slither-board-clue-grown = { $setup ->
        [true] 準備のとき、ヘビは道筋を伸ばしました
       *[false] ラウンド{ $round }に、ヘビは新しい道筋を伸ばしました
    }{ $at ->
        [true] （{ $hex }を{ $segment }に）
       *[false] （{ $segment }は{ $where }）
    }

# ヘビ自身の言葉 (ヘビの画面だけ)。
slither-board-headline-grow = 道筋を伸ばす：{ $whole ->
        [true] 道筋
       *[false] { $segment }
    }のカードを選んでください
slither-board-headline-shed = 脱皮：裏向きにするカードを選んでください
slither-board-headline-new-head = 新しい頭は{ $hex }：能力カードを出すか、出さないか
slither-board-headline-move = あなたの番：新しい頭を選んでください（金の輪）
slither-board-hand = 手札（{ $count }）：{ $count ->
        [0] なし
       *[other] { $cards }
    }
slither-board-rings = { $state ->
        [growing] 道筋を伸ばしています。カードはそれぞれ前のカードの隣に置きます。
        [options] 金の輪：頭の隣にある手札のカード（{ $options }）。次の頭を置ける場所です。
        [empty] 道筋は空です。
       *[none] 頭の隣にある手札のカードはありません。
    }
slither-board-playing = { $hex }を新しい頭として出しています。

# 端末のテキスト。
slither-board-text-head = SLITHER — { $status }
slither-board-text-score = 見破り：{ $found }/{ $goal }。   スイレンの葉：{ $pads }
slither-board-text-snake = ヘビ（{ $snake }）：手札に場所カード{ $hand }枚、能力：{ $count ->
        [0] なし
       *[other] { $cards }
    }{ $bellowed ->
        [true] （大声：次の手は能力カードなし）
       *[false] {""}
    }
slither-board-text-path = 道筋：{ $path }
slither-board-text-frogs = カエル：
slither-board-text-map = 地図（{ $laying ->
        [true] * = カエルがいる、{ $dot } = タイルが覆えるマス、文字 = 場所（その3マスが接する点）
       *[false] * = カエルがいる
    }）：
slither-board-text-known = 判明していること：{ $clues }
slither-board-text-your-path = あなたの道筋（秘密）：{ $path }
slither-board-text-your-hand = あなたの手札（秘密）：{ $count ->
        [0] なし
       *[other] { $cards }
    }
slither-board-text-shedding = { $card }：裏向きにするカードを選んでください。

# 埋め込み。
slither-board-field-path = 道筋
slither-board-field-pads = スイレンの葉
slither-board-field-snake = ヘビ
slither-board-field-frogs = カエル
slither-board-field-laying = タイルを置いています
slither-board-field-known = カエルが知っていること
slither-board-field-found = 見破り：{ $found }/{ $goal }
slither-board-field-hand = 手札に場所カード{ $hand }枚
slither-board-field-abilities = 能力：{ $count ->
        [0] なし
       *[other] { $cards }
    }
slither-board-field-bellowed = このラウンドに大声あり
slither-board-footer = { $when } · 数字タイル{ $tiles }枚を配置

# 画像の代替テキスト。
slither-board-alt-title = SLITHERの盤。{ $status }
slither-board-alt-growing = ヘビは秘密裏に道筋を伸ばしています。
slither-board-alt-path = ヘビの道筋（頭から尾へ）：{ $segments }。
slither-board-alt-known = カエルが知っていること：{ $clues }。
slither-board-alt-map = 地図：文字{ $letters }、建物{ $buildings }{ $numbers ->
        [run] 、場所1～{ $count }
        [list] 、場所{ $list }（{ $count }マス）
       *[none] {""}
    }。
slither-board-alt-adjacency = 隣り合うマス：{ $hexes }。
slither-board-alt-next = { $hex }：{ $near }
slither-board-pawn = { $frog ->
        [1] 琥珀色の丸
        [2] 青い四角
        [3] 白い三角
       *[4] ピンクのひし形
    }
slither-board-tag-you = あなた
slither-board-tag-acting = 手番
slither-board-alt-frog = { $seat }（{ $tags }）は{ $where }{ $with_near ->
        [true] （隣：{ $near }）
       *[false] {""}
    }。{ $with_card ->
        [true] { $card }を持っています
       *[false] カードなし
    }。
slither-board-alt-frog-who = { $seat }（{ $pawn }）
slither-board-alt-laying = { $chosen ->
    [true] タイル{ $tile }（{ $numbers }）を場所{ $letter }に置いています（{ $near }の隣）。
   *[false] タイル{ $tile }（{ $numbers }）を置いています。{ $many ->
            [true] 場所{ $first }～{ $last }
           *[false] 場所{ $first }
        }が地図に文字で示されています{ $each ->
            [true] ：{ $spots }
           *[false] （その3マスが接する点）
        }。
}
slither-board-alt-spot = { $letter }は{ $near }の隣
slither-board-alt-your-path = あなたの道筋（頭から尾へ）：{ $segments }。
slither-board-alt-private-title = SLITHERでのあなたの秘密の道筋と手札。{ $headline }
slither-board-alt-options = 頭の隣にある手札：{ $options }。
slither-board-alt-abilities = あなたの能力カード：{ $count ->
        [0] なし
       *[other] { $cards }
    }。{ $bellowed ->
        [true] カエルが大声を出したので、次の手では出せません。
       *[false] {""}
    }
slither-board-alt-map-title = SLITHERの地図。{ $subline }。
slither-board-alt-seen = 表向きで見えている道筋カード：{ $segments }。
slither-board-alt-cards-title = SLITHERの能力カード。
slither-board-alt-frog-card = { $who }は{ $card }を持っています{ $detail ->
        [true] （{ $timing }）：{ $text }
       *[false] {"。"}
    }
slither-board-alt-snake-cards = ヘビの手札の能力カード：{ $count ->
        [0] なし
       *[other] { $cards }
    }。
slither-board-alt-card-text = { $card }：{ $text }
slither-board-alt-path-title = SLITHERでのあなたの秘密の道筋。{ $headline }

## 画像：電話向けに短く（部位の枠、凡例のカエルの行、札）。

slither-board-headline-won = { $winner ->
    [frogs] カエルの勝ち：ヘビを2度見破りました！
   *[snake] { $free ->
        [true] ヘビの{ $snake }の勝ち：ラウンド{ $round }の後もまだ自由！
       *[false] ヘビの{ $snake }の勝ち：スイレンの葉がすべてなくなりました！
    }
}
slither-board-headline-laying = { $chosen ->
    [true] { $snake }がタイル{ $tile }を置く：{ $low }はどのマスに？
   *[false] { $snake }がタイル{ $tile }（{ $low }–{ $high }）を置く：場所を選んでください
}
slither-board-headline-snake = { $phase ->
    [grow_path] ヘビの{ $snake }が秘密裏に道筋を伸ばしています
   *[snake_move] ヘビの{ $snake }が秘密裏に動いています
}
slither-board-headline-frogs = { $nobody ->
        [true] 誰もいません
       *[false] { $who }
    }：{ $doing ->
        [place_frogs] 最初の建物を選んでください
        [frogs_move] カエルを動かしてください
        [return] 建物に戻ってください
        [reveal] 公開でカードを使うか、持っておくか
       *[other] 決めてください
    }
slither-board-tag = { $kind ->
    [head] 頭
    [tail] 尾
   *[middle] 胴{ $number }
}
slither-board-picture-bellowed = 大声：能力カードなし
slither-board-picture-no-ability = 能力カードなし
slither-board-picture-your-path = あなたの道筋
slither-board-picture-snake = ヘビ：{ $snake }
slither-board-picture-seen = 表向き
slither-board-picture-face-down = 裏向き
slither-board-picture-swallowed = 呑まれた
slither-board-picture-no-card = カードなし
slither-board-picture-you = あなた

## クローズアップ：ボタン（80文字以内）、題、凡例、カード。

slither-board-show-map = 地図を見る
slither-board-show-cards = 能力カードを見る
slither-board-show-path = 自分の道筋を見る
slither-board-map-title = 地図
slither-board-cards-title = 能力カード
slither-board-path-title = あなたの道筋
slither-board-path-heading = あなたの道筋（秘密）
slither-board-key-spots = 文字のついた場所：タイル{ $tile }を置ける所です。その3マスは文字の点で接します。
slither-board-key-tags = 枠と札（頭、胴1～胴4、尾）のあるマスには表向きの道筋カード。
slither-board-key-pads = 建物のスイレンの葉は名前の上にあります。中が空の輪はヘビに食べられた葉です。
slither-board-frogs-cards = カエルのカード
slither-board-card-owner = { $seat }：{ $card }
slither-board-card-when = 使うとき：{ $timing }
slither-board-snake-cards-heading = ヘビの{ $snake }：手札の能力カード
slither-board-none-left = 手札にはもうありません。

## 能力カードの全文と、カエルのカードを使うとき (クローズアップに出るとおり)。

slither-board-card-text-strike = 新しい頭の上に出します。頭がまだスイレンの葉のある建物の隣なら、その建物からスイレンの葉を1枚取り除きます（ダメージ）。頭のカードは表向きになります。
slither-board-card-text-gulp = 新しい頭の上に出します。頭のマスにいるカエルはすべて呑まれます。頭のカードは表向きになります。
slither-board-card-text-venom = 新しい頭の上に裏向きで出します。このカードが尾から落ちたとき、その場所がスイレンの葉のある建物の隣なら、その建物からスイレンの葉を1枚取り除きます。
slither-board-card-text-shed-skin = 新しい頭の上に出します。ほかの表向きの道筋カードを1枚、また裏向きにします。頭のカードは表向きになります。
slither-board-card-text-long-leap = この手番は2マスまで動けます（通り抜けたマスでは何も公開されません）。
slither-board-card-text-croak = 隣のマスを1つ、そこにカエルがいるかのように追加で宣言します。
slither-board-card-text-ripple = 「頭は自分から2マス以内か？」と尋ねます。答えは全員に正直に伝えられます。
slither-board-card-text-lily-hop = どの建物へでも動けます。スイレンの葉のない建物でもかまいません。
slither-board-card-text-patch-up = 取り除かれたスイレンの葉を1枚、自分のいる建物に戻します（1つの建物に最大2枚）。
slither-board-card-text-tongue-lash = 自分のマスが頭なら、ヘビは胴1のカードも表向きにしなければなりません。
slither-board-card-text-hide-in-reeds = 呑まれません（必要なときに自動で使われます）。
slither-board-card-text-bellow = ヘビは次の手で能力カードを出せません。
slither-board-card-timing-long-leap = 自分の手番
slither-board-card-timing-croak = 公開のとき
slither-board-card-timing-ripple = 自分の手番の始め
slither-board-card-timing-lily-hop = 自分の手番
slither-board-card-timing-patch-up = 自分の手番に、動く代わりに、建物の上で
slither-board-card-timing-tongue-lash = 公開のとき
slither-board-card-timing-hide-in-reeds = 呑まれそうなとき
slither-board-card-timing-bellow = 自分の手番、動く前

## プレイヤーガイドの項目：能力カードの文（slither-board-card-text-*）、使うとき、枚数、この卓での遊び方の注記。地図の場所。調べられるルールの言葉。

slither-guide-snake-card = { $text }{ $noted ->
        [true] { $note }
       *[false] {""}
    }1回の移動で出せる能力カードは1枚までです。能力カードは場所カードの上に乗り、そのカードが尾から落ちるか、ヘビが見破られると、ヘビの手札に戻ります。
slither-guide-frog-card = 使うとき：{ $timing }。全{ $copies }枚。{ $text }{ $noted ->
        [true] { $note }
       *[false] {""}
    }1回使ったら捨てます。
slither-guide-note-strike = 近くに建物がなくても出せます。その場合は頭を見せるだけです。
slither-guide-note-gulp = 葦隠れを持っているカエルは呑まれません。
slither-guide-note-venom = 落ちたとき、建物に当たったかどうかは全員に見えます。
slither-guide-note-shed-skin = ほかの道筋のカードが表向きのときにしか出せません。
slither-guide-note-long-leap = 地図上のマスを通って、2歩先のマスまで届きます。
slither-guide-note-croak = 隣の数字のマスを1つ言います。文字のマスや建物では何もわかりません。
slither-guide-note-ripple = 移動する前に尋ね、その後は普通に移動します。
slither-guide-note-lily-hop = 今いる建物以外なら、どの建物でもかまいません。
slither-guide-note-patch-up = スイレンの葉を失った建物の上でだけ使えます。
slither-guide-note-tongue-lash = 頭の上でなければ何も起きませんが、それでも使ったことになります。
slither-guide-note-bellow = この手番も移動はします。効果はヘビが次の頭を出すまで続きます。
slither-guide-building = 建物{ $building }
slither-guide-building-text = スタートタイル{ $tile }にあるカエルの建物で、最初はスイレンの葉が{ $pads }枚あります。カエルはここから始め、スイレンの葉が残っている建物の間を跳びます。ヘビがここにいることはなく、ここにいるカエルは何も明かしません。
slither-guide-letters = 文字のマス
slither-guide-letters-text = { $letters }：2枚のスタートタイルの、建物の間にあるマスです。カエルはここを歩けますが、ヘビがここにいることはなく、ここにいるカエルは何も明かしません。
slither-guide-tiles = 数字のタイル
slither-guide-tiles-text = 使うタイルは{ $count }枚で、順番に置きます：{ $tiles }。数字のマスにはそれぞれ場所カードがあり（全{ $cards }枚）、ヘビの手札にあるか、道筋に置かれています。
slither-guide-tile = タイル{ $number }：{ $hexes }
slither-guide-tiles-separator = ／
slither-guide-tiles-alias-cards = 場所カード
slither-guide-tiles-alias-tiles = 数字タイル
slither-guide-rule-damage = ダメージ
slither-guide-rule-text-damage = 建物からスイレンの葉が1枚取り除かれます。スイレンの葉が残っていない建物は、スイレンの葉を跳んで移動するのに使えません。地図上の最後のスイレンの葉がなくなると、その時点でヘビの勝ちです。
slither-guide-rule-swallow = 呑まれる
slither-guide-rule-alias-swallow = 呑まれた
slither-guide-rule-text-swallow = カエルのコマは地図から取り除かれ、カエルのカードを捨てます。次の手番に新しいカードを引き、好きな建物に戻ります（スイレンの葉は不要）。その手番には移動しません。
slither-guide-rule-found-out = 見破られる
slither-guide-rule-alias-found-out = 追い詰められる
slither-guide-rule-text-found-out = ヘビの道筋のカードがすべて表向きになることです。公開の後とヘビの移動の後に確かめます。頭の隣に空いている場所がないヘビも見破られます。2度目ならカエルの勝ちです。1度目なら、ヘビは道筋を手札に戻し、次のタイルを置いて、また隠れます。
