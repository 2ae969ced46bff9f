# Grim Prospects: カード、ゲームの記録、ボタン、断りの言葉 (docs/localisation.md)。カード番号（B03）は
# 印刷のまま。「vs B R M」はウサギ（B）、ネズミ（R）、モグラ（M）に対する強さです。

## カード。

grim-faction-bunny = ウサギ
grim-faction-rat = ネズミ
grim-faction-mole = モグラ
grim-card-gem = { $card } { $faction }の宝石{ $effect ->
        [shadow] （影）
        [turncoat] （裏切り者）
       *[none] {""}
    }
grim-card-shovel = { $card } { $faction }のシャベル{ $effect ->
        [shadow] （影）
        [turncoat] （裏切り者）
       *[none] {""}
    }
grim-card-full = { $brief } · vs B{ $bunny } R{ $rat } M{ $mole }
grim-cards = { $count ->
    [0] なし
   *[other] { $cards }
}
grim-top-card = 山札の一番上のカード

## ボタン: 12文字の名前で80文字以内。

grim-move-back = 戻る
grim-move-done = 影を加え終える
grim-move-browse = { $faction ->
    [bunny] 自分のウサギを見る
    [rat] 自分のネズミを見る
   *[mole] 自分のモグラを見る
}
grim-move-no-thug = 雇用ごろつきなし
grim-move-no-guard = 雇用番人なし
grim-move-forfeit = { $known ->
    [true] { $seat }へ差し出す：{ $card }
   *[false] 差し出す：{ $card }
}
grim-move-fire-guard = { $known ->
    [true] { $seat }のためのうろつく番人：{ $card }
   *[false] うろつく番人：{ $card }
}
grim-move-fire-thug = { $known ->
    [true] { $seat }のためのうろつくごろつき：{ $card }
   *[false] うろつくごろつき：{ $card }
}
grim-move-thug = 雇用ごろつき：{ $card }
grim-move-guard = 雇用番人：{ $card }
grim-move-shadow = 影を加える：{ $card }

## ゲームの記録。

grim-log-took-back = 最後の選択を取り消しました。
grim-log-you-chose = あなたの選択：{ $move }。
grim-log-chosen = { $seat }が選び終えました。
grim-log-dealt = カードを配りました。各プレイヤーに{ $cards }枚です。
grim-log-round-two = ラウンド{ $round }：各プレイヤーは相手の坑道にカードを1枚差し出します。
grim-log-round = { $clockwise ->
    [true] ラウンド{ $round }：没収の矢は時計回りです。相続人：{ $heirs }。後援者：{ $donors }。
   *[false] ラウンド{ $round }：没収の矢は反時計回りです。相続人：{ $heirs }。後援者：{ $donors }。
}
grim-inheritor = { $seat }から{ $to }へ
grim-benefactor = { $to }の後援者は{ $seat }
grim-log-forfeits = { $seat }は{ $card }を{ $target }の坑道の奥へ差し出しました。
grim-log-fire-phase = 鉱夫を2人解雇します。うろつく番人とうろつくごろつきを選んでください。
grim-log-fires = { $seat }は{ $guard }を{ $heir }のためのうろつく番人として、{ $thug }を{ $donor }のためのうろつくごろつきとして解雇しました。
grim-log-prepare-phase = 戦いの準備：雇用ごろつきと雇用番人を裏向きに置きます。
grim-log-recycle = { $deck ->
    [true] { $seat }のカードが3枚未満です。休憩中の新人（{ $cards }）を山札の下に混ぜます。
   *[false] { $seat }のカードが3枚未満です。休憩中の新人（{ $cards }）を手札に加えます。
}
grim-log-flipped = 雇用された鉱夫を表向きにします。
grim-log-turncoat = 裏切り者{ $card }は{ $seat }の休憩中の新人に加わります。
grim-log-ends = ゲーム終了：ひと眠りの後、{ $seats }のカードが3枚未満になりました。
grim-log-no-battle = { $defender }の坑道では戦いは起きません。{ $attacker }も{ $defender }も鉱夫を置きませんでした。
grim-log-battle = { $defender }の坑道をめぐる戦い。攻めるのは{ $attacker }です。
grim-force-card = { $kind ->
        [employed] { $role ->
            [thug] 雇用ごろつき
           *[guard] 雇用番人
        }
        [shadow] 影
       *[loitering] { $role ->
            [thug] うろつくごろつき
           *[guard] うろつく番人
        }
    } { $card }{ $known ->
        [true] （{ $power }）
       *[false] {""}
    }
grim-force = { $summed ->
    [true] { $cards }：強さ{ $power }
   *[false] { $cards }
}
grim-log-thugs = { $seat }の{ $faction ->
        [bunny] ウサギ
        [rat] ネズミ
       *[mole] モグラ
    }のごろつき{ $versus ->
        [bunny] （ウサギ相手）
        [rat] （ネズミ相手）
        [mole] （モグラ相手）
       *[none] {""}
    }：{ $cards }。
grim-log-guards = { $seat }の{ $faction ->
        [bunny] ウサギ
        [rat] ネズミ
       *[mole] モグラ
    }の番人{ $versus ->
        [bunny] （ウサギ相手）
        [rat] （ネズミ相手）
        [mole] （モグラ相手）
       *[none] {""}
    }：{ $cards }。
grim-log-no-thug = { $seat }は雇用ごろつきを置きませんでした。
grim-log-no-guard = { $seat }は雇用番人を置きませんでした。
grim-log-held = { $why ->
    [alone] { $defender }の勝ち：カードを出したのは{ $defender }だけです。坑道は持ちこたえます。
    [tie] 同点は相続人の{ $defender }の勝ちです。坑道は持ちこたえます。
   *[stronger] { $defender }の番人の方が強く、坑道は持ちこたえます。
}
grim-log-collapse = { $attacker }の勝ち（{ $why ->
        [alone] カードを出したのは{ $attacker }だけ
       *[stronger] { $attacker }のごろつきの方が強い
    }）：{ $defender }の坑道が崩れます。{ $gems ->
        [0] 宝石は取られません
       *[other] { $attacker }が宝石{ $cards }を取ります
    }{ $saved ->
        [true] 。シャベル{ $shovel }が崩落を止め、{ $defender }の手札に戻ります。
       *[false] 。
    }
grim-result = { $broken ->
    [gems] { $seat }が{ $points }点の坑道で勝ちました（同点は宝石の多さで決まりました）。
    [cards] { $seat }が{ $points }点の坑道で勝ちました（同点は残りの手札の多さで決まりました）。
   *[none] { $seat }が{ $points }点の坑道で勝ちました。
}
grim-result-shared = { $seats }がそれぞれ{ $points }点の坑道で勝利を分け合いました。

## 断りの言葉。

grim-unknown-move = Grim Prospectsにはない手です。
grim-no-such-card = Grim Prospectsに「{ $card }」というカードはありません。
grim-refuse-nothing-back = 取り消せる選択はありません。
grim-refuse-ai-blind = 人工プレイヤーは山札の一番上のカードを見ずに出します。
grim-refuse-deck = 裏向きの山札から引くのは人工プレイヤーだけです。
grim-refuse-not-in-hand = { $card }は手札にありません。
grim-refuse-placed = { $card }はこのフェイズですでに置いています。
grim-refuse-ai = 人工プレイヤーはルールブックの手順に従わなければなりません。
grim-refuse-stage = { $stage ->
    [forfeit] 今はそれはできません。差し出すカードを選んでください。
    [fire_guard] 今はそれはできません。うろつく番人として解雇する鉱夫を選んでください。
    [fire_thug] 今はそれはできません。うろつくごろつきとして解雇する鉱夫を選んでください。
    [thug] 今はそれはできません。雇用ごろつきを選んでください（なしでも可）。
    [thug_shadows] 今はそれはできません。ごろつきに影を加えるか、「終える」を押してください。
    [guard] 今はそれはできません。雇用番人を選んでください（なしでも可）。
    [guard_shadows] 今はそれはできません。番人に影を加えるか、「終える」を押してください。
   *[ready] 今はそれはできません。ほかのプレイヤーを待ってください。
}
grim-refuse-ai-seat = 人工プレイヤーが座れるのは、このゲームの{ $seats }席のうち1席だけです。
grim-refuse-ai-twice = 同じ席が人工プレイヤーとして2回指定されています。
