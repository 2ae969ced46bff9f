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
# 1行に収まらないとき（ボタンのラベル）のカード：強さを省く。
grim-card-full-short = { $brief }
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
    [true] ラウンド{ $round }：没収の矢は時計回りです。{ $heirs }。{ $donors }。
   *[false] ラウンド{ $round }：没収の矢は反時計回りです。{ $heirs }。{ $donors }。
}
grim-inheritor = { $seat }の相続人は{ $to }
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
    [true] { $cards }、合計{ $power }
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
    [thug_shadows] 今はそれはできません。ごろつきに影を加えるか、「影を加え終える」を押してください。
    [guard] 今はそれはできません。雇用番人を選んでください（なしでも可）。
    [guard_shadows] 今はそれはできません。番人に影を加えるか、「影を加え終える」を押してください。
   *[ready] 今はそれはできません。ほかのプレイヤーを待ってください。
}
grim-refuse-ai-seat = 人工プレイヤーが座れるのは、このゲームの{ $seats }席のうち1席だけです。
grim-refuse-ai-twice = 同じ席が人工プレイヤーとして2回指定されています。

## 盤面：埋め込み、端末のテキスト、画像とその代替テキスト、拡大表示。カード番号（B07）、坑道の記号
## （* 宝石、^ シャベル）、強さ（B+1 R0 M-1）は表記なのでそのまま。

grim-board-none = なし
grim-board-nothing = なし
grim-board-empty = 空
grim-board-you = { $seat }（あなた）
grim-board-then = { $first }／{ $next }
grim-board-after = { $first }{ $next }
grim-board-listed = { $items }
grim-board-faction-cards = { $faction ->
    [bunny] ウサギ
    [rat] ネズミ
   *[mole] モグラ
} { $cards }
grim-board-faction-count = { $faction ->
    [bunny] ウサギ{ $count }枚
    [rat] ネズミ{ $count }枚
   *[mole] モグラ{ $count }枚
}
grim-board-run = { $segment ->
    [gem] 宝石{ $count }個
   *[shovel] シャベル{ $count }本
}
grim-board-runs = { $count ->
    [0] 空
   *[other] { $runs }
}
grim-board-segments = { $count }区画
grim-board-card-line = { $card } { $faction }の{ $segment ->
        [gem] 宝石
       *[shovel] シャベル
    }{ $effect ->
        [shadow] （影）
        [turncoat] （裏切り者）
       *[none] {""}
    } · 対ウサギ{ $bunny }、対ネズミ{ $rat }、対モグラ{ $mole }
grim-board-card-said = { $brief } { $powers }
grim-board-card-short = { $card } { $segment ->
        [gem] 宝石
       *[shovel] シャベル
    }{ $effect ->
        [shadow] （影）
        [turncoat] （裏切り者）
       *[none] {""}
    } { $powers }
grim-board-effect = { $effect ->
    [shadow] 影
   *[turncoat] 裏切り者
}

grim-board-doing = { $phase ->
    [forfeit] 坑道の区画を差し出す
    [fire] 鉱夫を2人解雇する
   *[prepare] 戦いに備える
}
grim-board-status = ラウンド{ $round }：{ $doing }（フェイズ{ $number }）。選択中：{ $count ->
        [0] なし
       *[other] { $waiting }
    }。
grim-board-status-over = { $count ->
    [0] ゲーム終了。
    [1] ゲーム終了：{ $winners }が{ $points }点の坑道で勝ちました。
   *[other] ゲーム終了：{ $winners }がそれぞれ{ $points }点の坑道で勝利を分け合いました。
}
grim-board-headline = ラウンド{ $round }：{ $doing }
grim-board-headline-over = { $count ->
    [0] ゲーム終了
   *[other] { $winners }が{ $points }点で勝利！
}
grim-board-over-after = ラウンド{ $round }でゲーム終了
grim-board-all-chose = 全員が選びました
grim-board-all-choosing = { $count ->
    [2] 2人とも選択中
   *[other] { $count }人全員が選択中
}
grim-board-still-choosing = 選択中：{ $waiting }
grim-board-still-choosing-count = 選択中：{ $count }人
grim-board-arrow-two = 2人プレイ：互いに相手の相続人であり後援者です。
grim-board-pair = { $seat } → { $to }
grim-board-arrow = { $clockwise ->
    [true] 没収の矢（時計回り）：{ $pairs }
   *[false] 没収の矢（反時計回り）：{ $pairs }
}
grim-board-arrow-sentence-two = { $first }と{ $second }は互いに攻撃し、互いに差し出します。
grim-board-arrow-sentence = { $clockwise ->
    [true] 没収の矢は時計回り。各プレイヤーは次のプレイヤーに差し出し、次のプレイヤーを攻撃します：{ $chain }。
   *[false] 没収の矢は反時計回り。各プレイヤーは次のプレイヤーに差し出し、次のプレイヤーを攻撃します：{ $chain }。
}
grim-board-side = { $count ->
    [0] なし
   *[other] { $summed ->
        [true] { $cards }（{ $power }）
       *[false] { $cards }
    }
}
grim-board-battle-none = { $attacker } → { $defender }：戦いはありませんでした。
grim-board-battle = { $attacker } → { $defender }：{ $thugs } 対 { $guards }。{ $result ->
        [held] 坑道は持ちこたえました{ $tie ->
            [true] （同点は相続人の勝ち）
           *[false] {""}
        }
       *[collapse] 崩落。{ $gems ->
            [0] { $attacker }は宝石を取れませんでした
           *[other] { $attacker }が{ $taken }を取りました
        }{ $saved ->
            [true] 。シャベル{ $shovel }は{ $defender }に戻りました
           *[false] {""}
        }
    }。
grim-board-result = { $result ->
    [no_battle] 戦いなし
    [held] 坑道は持ちこたえた
   *[collapse] 崩落：{ $gems ->
            [0] 宝石は取られず
           *[other] 宝石{ $gems }個を奪取
        }{ $saved ->
            [true] 、シャベルは手札へ
           *[false] {""}
        }
}
grim-board-pick-forfeit = 差し出し { $card }
grim-board-pick-fire-guard = うろつく番人 { $card }
grim-board-pick-fire-thug = うろつくごろつき { $card }
grim-board-pick-employed = { $role ->
        [thug] 雇用ごろつき
       *[guard] 雇用番人
    } { $placed ->
        [true] { $card }
       *[false] なし
    }{ $count ->
        [0] {""}
       *[other] {" "}+ 影 { $shadows }
    }
grim-board-prompt = { $stage ->
    [forfeit] { $heir }の坑道の奥へ差し出すカードを1枚選んでください。
    [fire_guard] { $heir }へうろつく番人を解雇してください。{ $heir }の番人に加わり、あなたのごろつきと戦います。
    [fire_thug] { $benefactor }へうろつくごろつきを解雇してください。{ $benefactor }のごろつきに加わり、あなたを攻めます。
    [thug] 雇用ごろつきを選んでください。{ $heir }の坑道を攻めます。なしでも構いません。
    [thug_shadows] 雇用ごろつきに影のカードを加えるか、「影を加え終える」を押してください。
    [guard] 雇用番人を選んでください。{ $benefactor }からあなたの坑道を守ります。なしでも構いません。
    [guard_shadows] 雇用番人に影のカードを加えるか、「影を加え終える」を押してください。
   *[ready] 選択済みです。ほかのプレイヤーを待っています。
}

grim-board-title = Grim Prospects · ラウンド{ $round }
grim-board-text-head = Grim Prospects。{ $status }
grim-board-text-key = 坑道は持ち主の側から奥へ続きます。{"*"} 宝石（2点）、^ シャベル（1点）。
grim-board-text-battles = 直前の戦い：
grim-board-line-tunnel = 坑道 { $points }点（宝石{ $gems }個）：{ $tunnel }
grim-board-line-hand = { $deck ->
        [true] 裏向きの山札 { $size }
       *[false] 手札 { $size }
    }{ $has_known ->
        [true] 、判明：{ $known }
       *[false] {""}
    }{ $roles ->
        [true] {" "}· 相続人 { $heir }、後援者 { $donor }
       *[false] {""}
    }
grim-board-line-loitering = うろつく番人：{ $guards } | うろつくごろつき：{ $thugs }
grim-board-line-resting = 休憩中の新人：{ $count ->
        [0] なし
       *[other] { $cards }
    }
grim-board-private-deck = あなたは人工プレイヤーです。裏向きの山札は{ $count }枚です。
grim-board-private-hand = あなたの手札（{ $count }枚、秘密）：
grim-board-private-chosen = このフェイズのあなたの秘密の選択：{ $chosen }。
grim-board-field-battles = 直前の戦い
grim-board-field-hand = あなたの手札
grim-board-footer = {"*"} 宝石（2点）· ^ シャベル（1点）· 坑道は持ち主の側から奥へ続きます

grim-board-alt-head = Grim Prospectsの盤面。{ $status }
grim-board-alt-tunnels = 坑道は持ち主の側から読みます。崩落では最後のシャベルより奥の宝石が取られます。
grim-board-alt-battle = { $attacker }が{ $defender }を攻撃、{ $result }
grim-board-alt-battles = 直前の戦い：{ $battles }。
grim-board-alt-tag = { $tag ->
    [you] あなた
    [choosing] 選択中
    [winner] 勝者
    [leads] 首位
   *[artificial] 人工プレイヤー
}
grim-board-alt-player = { $tagged ->
        [true] { $seat }（{ $tags }）
       *[false] { $seat }
    }：{ $points }点、宝石{ $gems }個、{ $deck ->
        [true] 裏向きの山札に{ $cards }枚
       *[false] 手札{ $cards }枚
    }。
grim-board-alt-tunnel = 坑道：{ $tunnel }{ $risk ->
        [0] {""}
       *[other] （危険な宝石{ $risk }個）
    }。
grim-board-alt-side = { $side ->
        [guards] 番人
       *[thugs] ごろつき
    }：{ $cards }。
grim-board-alt-known = { $deck ->
    [true] 山札で判明：{ $cards }。
   *[false] 手札で判明：{ $cards }。
}
grim-board-alt-resting = 休憩中の新人{ $count }枚。
grim-board-alt-hand = あなたの手札、{ $count }枚、秘密。
grim-board-alt-chosen = このフェイズの選択：{ $chosen }。
grim-board-alt-legend = ウサギ（B）、ネズミ（R）、モグラ（M）に対する強さ。
grim-board-alt-cards = カード：{ $cards }。
grim-board-alt-miners = うろつく鉱夫。グループは持ち主の同じ陣営の雇用鉱夫に加わり、その強さを足します。ウサギ、ネズミ、モグラに対する強さです。
grim-board-alt-miners-player = { $roles ->
    [true] { $seat }：番人は{ $donor }の攻撃を防ぎ、ごろつきは{ $heir }を攻めます。
   *[false] { $seat }。
}
grim-board-alt-group = { $faction ->
        [bunny] ウサギ
        [rat] ネズミ
       *[mole] モグラ
    } { $cards }、合計 { $powers }
grim-board-alt-group-counted = { $group }、{ $powers }
grim-board-alt-tunnels-head = 坑道。それぞれ持ち主の側から奥へ。
grim-board-alt-tunnel-ids = { $cards }（{ $runs }）
grim-board-alt-tunnel-of = { $seat }の坑道、{ $points }点、宝石{ $gems }個：{ $tunnel }{ $risk ->
        [0] 。
       *[other] 。宝石{ $risk }個が危険。
    }休憩中の新人：{ $resting }。手札で判明：{ $known }。
grim-board-alt-battles-head = 前のラウンドの戦い。
grim-board-alt-fight = { $attacker }が{ $defender }を攻撃：{ $result }。
grim-board-alt-force-none = { $side ->
    [thugs] ごろつき：なし。
   *[guards] 番人：なし。
}
grim-board-alt-force-versus = { $side ->
        [thugs] ごろつき
       *[guards] 番人
    }（対{ $versus ->
        [bunny] ウサギ
        [rat] ネズミ
       *[mole] モグラ
    }）：{ $cards }。合計{ $power }。
grim-board-alt-force = { $side ->
        [thugs] ごろつき
       *[guards] 番人
    }：{ $cards }{ $summed ->
        [true] 、合計{ $power }
       *[false] {""}
    }。
grim-board-alt-taken = 取られた宝石：{ $count ->
        [0] なし
       *[other] { $cards }
    }。
grim-board-alt-shovel-back = シャベル{ $shovel }は{ $seat }の手札に戻りました。

## 画像：スマートフォン向けに短く（ラベルは名前の横やカードの下に、行の見出しはチップの前に収まる長さ）。

grim-board-picture-column = { $column ->
    [points] 得点
    [gems] 宝石
   *[hand] 手札
}
grim-board-picture-tag = { $tag ->
    [wins] 勝利
    [leads] 首位
    [you] あなた
   *[artificial] 人工
}
grim-board-picture-label = { $label ->
    [tunnel] 坑道
    [guards] 番人
    [thugs] ごろつき
   *[known] 判明
}
grim-board-picture-risk = { $count }個が危険
grim-board-picture-resting = 休憩中 { $count }
grim-board-picture-way = { $clockwise ->
    [true] 時計回り：
   *[false] 反時計回り：
}
grim-board-picture-each-other = { $first }と{ $second }が互いに攻撃
grim-board-tag = { $tag ->
    [forfeit] 差し出し
    [guard] 番人
    [thug] ごろつき
   *[shadow] 影
}
grim-board-hand-heading = あなたの手札：{ $count }枚、秘密
grim-board-hand-chosen = 選択：{ $chosen }。
grim-board-hand-legend = ウサギ、ネズミ、モグラに対する強さ
grim-board-hand-empty = 手札はありません。
grim-board-show = { $what ->
    [miners] うろつく鉱夫を見る
    [tunnels] 坑道を見る
   *[battles] 直前の戦いを見る
}
grim-board-closeup-title = { $what ->
    [miners] うろつく鉱夫
    [tunnels] 坑道
   *[battles] 直前の戦い
}
grim-board-closeup-who = { $you ->
    [true] あなた
   *[false] { $seat }
}
grim-board-closeup-miners-heading = うろつく鉱夫
grim-board-closeup-miners-note = グループは持ち主の同じ陣営の雇用鉱夫に加わり、その強さを足します。
grim-board-closeup-against = 対
grim-board-closeup-roles = 番人は{ $donor_you ->
        [true] あなた
       *[false] { $donor }
    }の攻撃を防ぐ · ごろつきは{ $heir_you ->
        [true] あなた
       *[false] { $heir }
    }を攻める
grim-board-closeup-tunnels-note = 持ち主の側から奥へ。崩落では最後のシャベルより奥の宝石が取られます。
grim-board-closeup-tunnel = { $own ->
    [true] あなたの坑道
   *[false] { $seat }の坑道
}
grim-board-closeup-facts = { $points }点、宝石{ $gems }個
grim-board-closeup-empty = 空。
grim-board-closeup-risk = 宝石{ $count }個が危険（赤）。
grim-board-closeup-count = { $which ->
        [resting] 休憩中の新人
       *[known] 手札で判明
    }：{ $count ->
        [0] なし
       *[other] { $count }
    }
grim-board-closeup-attacked = { $you ->
    [first] あなたが{ $defender }を攻撃
    [second] { $attacker }があなたを攻撃
   *[none] { $attacker }が{ $defender }を攻撃
}
grim-board-closeup-no-fight = 戦いなし：鉱夫は使われませんでした。
grim-board-closeup-collapse = 崩落：{ $you ->
        [first] あなた
       *[other] { $attacker }
    }{ $gems ->
        [0] は宝石を取れませんでした
       *[other] が{ $taken }を取りました
    }{ $saved ->
        [true] 。シャベル{ $shovel }は{ $you ->
            [second] あなた
           *[other] { $defender }
        }の手札に戻りました
       *[false] {""}
    }。
grim-board-closeup-held = 坑道は持ちこたえました{ $tie ->
        [true] （同点は守る側の勝ち）
       *[false] {""}
    }。

## プレイヤーガイドの項目：各カードの名前と説明、陣営、坑道の区画、効果。強さ（$bunny、$rat、$mole）は印刷どおり符号付き：+1、0、-1。

grim-guide-card-name = { $card }（{ $faction }、{ $segment ->
        [gem] 宝石
       *[shovel] シャベル
    }{ $effect ->
        [shadow] 、影
        [turncoat] 、裏切り者
       *[none] {""}
    }）
grim-guide-card-text = { $faction ->
        [bunny] ウサギの鉱夫
        [rat] ネズミの鉱夫
       *[mole] モグラの鉱夫
    }。強さは対ウサギ{ $bunny }、対ネズミ{ $rat }、対モグラ{ $mole }。坑道では{ $segment ->
        [gem] 宝石
       *[shovel] シャベル
    }（{ $points }点）。{ $effect ->
        [shadow] 影：{ $rule }
        [turncoat] 裏切り者：{ $rule }
       *[none] {""}
    }
grim-guide-effect-rule = { $effect ->
    [shadow] 同じ陣営の雇用鉱夫に、同じ位置に裏向きで加わって強さを足せます。影は何枚でも加われます。影自身が雇用鉱夫になることもできます。
   *[turncoat] 戦いの後、うろつく鉱夫として戦った場合でも、戦った相手のプレイヤーの休憩中の新人に加わります。
}
grim-guide-effect-text = このマークを持つ鉱夫：{ $rule }カード：{ $cards }。
grim-guide-faction-name = { $faction ->
    [bunny] ウサギ
    [rat] ネズミ
   *[mole] モグラ
}
grim-guide-faction-text = { $count }枚（{ $first }～{ $last }）：宝石{ $gems }枚、シャベル{ $shovels }枚。強さの合計は対ウサギ{ $bunny }、対ネズミ{ $rat }、対モグラ{ $mole }です。陣営の強さは互角で、どの陣営と戦うかだけが問題になります。戦いでは各側が1つの陣営として戦い、どのカードも相手側の陣営に対する強さで数えます。
grim-guide-segment-name = { $segment ->
    [gem] 宝石
   *[shovel] シャベル
}
grim-guide-segment-plural = { $segment ->
    [gem] 宝石
   *[shovel] シャベル
}
grim-guide-segment-text = ゲーム終了時、坑道にあれば{ $points }点になります。{ $segment ->
        [gem] 坑道が崩落すると、攻撃側がこれを自分の坑道の奥に持っていきます。
       *[shovel] 坑道が崩落すると、崩落を止めて持ち主の手札に戻ります。それより手前の区画は無事です。
    }{ $segment ->
        [gem] 宝石
       *[shovel] シャベル
    }のカードは{ $count }枚です。
