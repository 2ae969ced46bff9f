# Giant Snail Will Not Prevail!: 地域、カード、ロボット、ゲームの記録、ボタン、断りの言葉
# (docs/localisation.md)。地域の番号（鉱山1）はカードに印刷された番号です。用語: ワーカー、手元（自分の
# 使えるワーカー）、予備、金属、エネルギー、票、リーダー（リーダートークン）、抽選チップ、イベントデッキ、
# 市場、ロボットのパーツ、宇宙カード。プレイヤーの名前はメッセージの後で入ります。

## 地域、カード、ロボット、資源。

snail-region-mine = 鉱山{ $number }
snail-region-solar = 太陽光発電所{ $number }
snail-region-lab = 研究所{ $number }
snail-region-factory = 工場{ $number }

snail-event-north = 北
snail-event-south = 南
snail-event-east = 東
snail-event-west = 西
snail-event-burrow = 地中移動
snail-event-sighting = 発見
snail-event-landfall = 上陸
snail-event-grants = 復興補助金
snail-event-refugees = 避難民の帰還
snail-event-works = 公共事業
snail-event-parade = ロボットパレード
snail-event-aftershock = 余震
snail-event-campaign = 選挙遊説

snail-tech-fork = バトルフォーク
snail-tech-flambe = フランベ放射器
snail-tech-rifle = ア・ソルト・ライフル
snail-tech-ring = 塩の結界
snail-tech-defenders = 防衛隊
snail-tech-malacologist = 貝類学者
snail-tech-labor = ロボット作業員
snail-tech-salvage = サルベージ

snail-section-head = 頭部
snail-section-torso = 胴体
snail-section-larm = 左腕
snail-section-rarm = 右腕
snail-section-lleg = 左脚
snail-section-rleg = 右脚

snail-colour-red = 赤
snail-colour-blue = 青
snail-colour-black = 黒

snail-amount = { $metal ->
    [0] { $energy ->
        [0] なし
       *[other] エネルギー{ $energy }
    }
   *[other] { $energy ->
        [0] 金属{ $metal }
       *[other] 金属{ $metal }とエネルギー{ $energy }
    }
}
snail-paid = { $paid ->
    [true] （支払い：{ $amount }）
   *[false] {""}
}
snail-then = { $first }→{ $rest }
snail-unknown = 不明
snail-it = カード
snail-where-ruins = { $region }の再建スロット
snail-where-row = { $region }の{ $row }列目
snail-market-copy = 市場の{ $copy }枚目の{ $card }

## ゲームの記録。

snail-log-draws = { $seat }が抽選チップ{ $number }を引きました。
snail-log-draws-region = { $seat }が抽選チップ{ $number }を引きました：{ $region }。
snail-log-leader = { $seat }が一番大きい数を引き、リーダートークンを受け取りました。
snail-log-first-worker = { $seat }は最初のワーカーを{ $where }に置きました。
snail-log-no-action = { $seat }は置くことも移すこともできるワーカーがないので、パスします。
snail-log-forfeit = { $seat }はこのラウンドの残りのアクションを放棄しました。
snail-log-place = { $seat }はワーカーを{ $where }に置きました。
snail-log-move = { $seat }はワーカーを{ $region }から{ $where }へ移しました。
snail-log-produces = { $seat }は{ $amount }を生産しました。
snail-log-research = { $seat }は{ $region }の埋まった1列を使い（ワーカー{ $workers }人が手元に戻ります）、「{ $card }」を研究しました。
snail-log-build = { $seat }は{ $region }のワーカーを送り、ロボットの{ $section }を建造しました{ $paid }。
snail-log-arm = { $seat }は{ $region }のワーカーを送り、「{ $card }」を建造しました{ $paid }。
snail-log-section-complete = ロボットの{ $section }が完成しました。
snail-log-robot-finished = ロボットが完成しました！{ $seat }が抽選チップ{ $number }を引き、ロボットは{ $region }に立ちます。
snail-log-rebuild = { $factory ->
    [true] { $vote ->
        [true] { $seat }は工場のワーカーで{ $region }を再建し（支払い：{ $amount }）、1票を獲得しました。
       *[false] { $seat }は工場のワーカーで{ $region }を再建しました（支払い：{ $amount }）。
    }
   *[false] { $vote ->
        [true] { $seat }はロボットで{ $region }を再建し（支払い：{ $amount }）、1票を獲得しました。
       *[false] { $seat }はロボットで{ $region }を再建しました（支払い：{ $amount }）。
    }
}
snail-log-put = { $own ->
    [true] { $seat }は自分のワーカーを{ $region }の{ $row }列目に置きました。
   *[false] { $seat }は{ $owner }のワーカーを{ $region }の{ $row }列目に置きました。
}
snail-log-home = { $seat }のワーカー{ $workers }人は{ $region }に入りきらず、手元に戻ります。
snail-log-no-defence-region = 「{ $card }」を置ける地域がないので、捨て札になります。
snail-log-defence = { $seat }は「{ $card }」を{ $region }に置きました。
snail-log-nothing-to-study = 貝類学者が調べられるイベントカードがありません。
snail-log-study = { $seat }の貝類学者がイベントデッキを調べ、カードを1枚裏向きで捨てました。
snail-log-studied = あなたは「{ $card }」を捨てました。次のカード：{ $next }。
snail-log-labor = ロボット作業員：{ $seat }はロボットの{ $section }を無料で建造しました。
snail-log-labor-finished = ロボットはすでに完成しています：{ $seat }はワーカー{ $workers }人を予備から手元に移しました。
snail-log-salvage = サルベージ：{ $seat }は{ $amount }を受け取りました。
snail-log-event = ラウンド{ $round }のイベント：「{ $card }」。
snail-log-sighted = カタツムリが発見されました。宇宙カードのスロット1に移ります。
snail-log-ring-away = 塩の結界がカタツムリを退けました。抽選チップをもう1枚引きます。
snail-log-lands = カタツムリが{ $region }に上陸しました！
snail-log-stays = カタツムリは{ $region }にとどまります。
snail-log-ring-stops = { $region }の塩の結界がカタツムリを阻みました。カタツムリはその場にとどまり、このラウンドは何も破壊しません。
snail-log-moves = カタツムリが{ $region }へ移動しました。
snail-log-defenders = 防衛隊が{ $region }を守り抜き、カタツムリに傷を負わせました。
snail-log-defence-vote = { $seat }は{ $region }の防衛で1票を獲得しました。
snail-log-tramples = カタツムリが{ $region }の廃墟を踏み荒らしました。{ $dead ->
        [0] {""}
       *[other] ワーカー{ $dead }人が死亡しました。
    }
snail-log-destroys = カタツムリが{ $region }を破壊しました！{ $dead ->
        [0] {""}
       *[other] ワーカー{ $dead }人が死亡しました。
    }
snail-log-defeat = 地球の大部分が廃墟と化しました。カタツムリの勝利で、全員の敗北です。
snail-log-one-more = イベントカードをもう1枚捨てます。
snail-log-damage = カタツムリに{ $points }点のダメージ。イベントカードは残り{ $cards }枚です。
snail-log-snail-defeated = イベントデッキが尽き、カタツムリを倒しました！これから地球を再建します。
snail-log-robot-moves = { $direction ->
    [north] { $seat }はロボットを北の{ $region }へ動かしました{ $paid }。
    [south] { $seat }はロボットを南の{ $region }へ動かしました{ $paid }。
    [east] { $seat }はロボットを東の{ $region }へ動かしました{ $paid }。
   *[west] { $seat }はロボットを西の{ $region }へ動かしました{ $paid }。
}
snail-log-combat = ロボットが{ $region }でカタツムリと対峙しました。戦闘開始！
snail-log-fires = { $seat }は「{ $card }」を発射しました（支払い：{ $amount }）。
snail-log-grants = 全員が金属1とエネルギー1を得ました。
snail-log-refugees = { $seat }はワーカー{ $workers }人を予備から手元に移しました。
snail-log-works = 次のラウンドの終わりまで、再建の費用が資源1つ分安くなります。
snail-log-parade = このラウンド、ロボットは無料で移動できます。
snail-log-aftershock-ruins = そこはすでに廃墟です。何も起きません。
snail-log-aftershock = { $region }のワーカーは全員、持ち主の手元に戻ります。
snail-log-campaign = { $seat }は{ $amount }を支払って選挙運動を行い、1票を獲得しました。
snail-log-discard = { $seat }は{ $amount }を捨て、資源を10個にしました。
snail-log-round = ラウンド{ $round }開始。リーダーは{ $seat }です。
snail-log-rebuilt = 地球の再建が完了しました。大統領を選ぶ時です！

snail-result = { $seat }が{ $votes }票で地球の大統領に選ばれました。
snail-result-coalition = { $seats }が各{ $votes }票で連立を組み、共に地球を治めます。
snail-result-defeat = 巨大カタツムリの勝利です。地球は廃墟と化し、全員が敗北しました。

## ボタン: 12文字の名前で80文字以内。

snail-move-back = 戻る
snail-move-forfeit = 残りのアクションを放棄する
snail-move-done = { $phase ->
    [research] 研究をやめる
    [factory] 工場のワーカーをこれ以上使わない
    [robot] ロボットを動かさない
    [weapons] 攻撃しない
    [rebuild] 再建しない
    [campaign] 選挙運動をしない
   *[other] 完了
}
snail-move-place = { $region }にワーカーを置く
snail-move-move = { $region }からワーカーを移す
snail-move-to = { $region }へ移す
snail-move-row-plain = { $row }列目
snail-move-row = { $from ->
    [true] { $row }列目から（{ $count ->
            [0] 空き
           *[other] { $colours }
        }）
   *[false] { $row }列目（{ $count ->
            [0] 空き
           *[other] { $colours }
        }）
}
snail-move-research = 研究：{ $card }（{ $region }の{ $row }列目）
snail-move-factory = { $region }の自分のワーカーを使う
snail-move-build = ロボットの{ $section }を建造（{ $amount }）
snail-move-labor = ロボットの{ $section }を無料で建造
snail-move-arm = 自分の{ $card }を建造（{ $amount }）
snail-move-rebuild = { $region }を再建（{ $amount }）
snail-move-rebuild-pay = { $region }を再建：{ $metal ->
        [0] エネルギー{ $energy }を支払い、金属なし
       *[other] { $energy ->
            [0] 金属{ $metal }を支払い、エネルギーなし
           *[other] 金属{ $metal }とエネルギー{ $energy }を支払う
        }
    }
snail-move-put = { $own ->
    [true] 自分のワーカーを{ $row }列目に置く（{ $count ->
            [0] 空き
           *[other] { $colours }
        }）
   *[false] { $owner }のワーカーを{ $row }列目に置く（{ $count ->
            [0] 空き
           *[other] { $colours }
        }）
}
snail-move-defend = { $card }を{ $region }に置く
snail-move-peek-any = カードを1枚捨てる
snail-move-peek = { $known ->
    [true] { $card }を捨てる（次は{ $next }）
   *[false] { $card }を捨てる
}
snail-move-salvage = { $amount }を受け取る
snail-move-robot-free = { $direction ->
    [north] ロボットを北へ動かす（無料）
    [south] ロボットを南へ動かす（無料）
    [east] ロボットを東へ動かす（無料）
   *[west] ロボットを西へ動かす（無料）
}
snail-move-robot = { $direction ->
    [north] ロボットを北へ動かす（{ $amount }を支払う）
    [south] ロボットを南へ動かす（{ $amount }を支払う）
    [east] ロボットを東へ動かす（{ $amount }を支払う）
   *[west] ロボットを西へ動かす（{ $amount }を支払う）
}
snail-move-fire = 自分の{ $card }を発射：{ $damage }ダメージ（{ $amount }を支払う）
snail-move-campaign = 選挙運動で1票を得る（{ $amount }を支払う）
snail-move-discard = { $amount }を捨てる
snail-move-code = { $code }

## 断りの言葉。

snail-unknown-move = それはGiant Snail Will Not Prevail!の手ではありません。
snail-refuse-nothing-back = 取り消せる選択はありません。
snail-refuse-no-worker = 手元にワーカーが残っていません。
snail-refuse-row = そのワーカーはその列に置けません（研究所の1つの列には1人のプレイヤーのワーカーしか置けません）。
snail-refuse-no-slot = そこにはワーカーを置ける空きスロットがありません（研究所の列は、そこにワーカーがいるプレイヤーのものです）。
snail-refuse-cannot = 今はそれができないか、その支払いができません。
snail-refuse-not-now = その手は今は指せません。
