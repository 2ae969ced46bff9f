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
snail-market-copy-short = { $copy }枚目の{ $card }

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

## 盤面を言葉で：埋め込み、画像、代替テキスト、拡大表示、ターミナルの文字（bot/render/giantsnail/）。
## 地域、カード、ロボットのパーツ、色は上のメッセージです。$who、$owner、$name、$leader はプレイヤーの名前そのままです。

snail-board-title = { $title } · ラウンド{ $round }
snail-board-listed = { $items }
snail-board-sentence = { $text }。
snail-board-semicolon = {"。"}
snail-board-empty = 空き
snail-board-none = なし
snail-board-you = （あなた）
snail-board-region-unknown = 地域{ $number }
snail-board-phase = { $phase ->
    [actions] アクションフェイズ
    [research] 解決フェイズ：研究
    [factory] 解決フェイズ：工場
    [robot] イベントフェイズ：ロボット
    [weapons] イベントフェイズ：戦闘
    [rebuild] イベントフェイズ：再建
    [campaign] イベントフェイズ：{ snail-event-campaign }
    [discard] 片付けフェイズ
    [over] ゲーム終了
   *[other] { $phase }
}
snail-board-type = { $kind ->
    [mine] 鉱山
    [solar] 太陽光発電所
    [lab] 研究所
   *[factory] 工場
}
snail-board-type-does = { $kind ->
    [mine] 列が埋まると、その列の各プレイヤーが金属1を得ます。
    [solar] 列が埋まると、その列の各プレイヤーがエネルギー1を得ます。
    [lab] 1人のワーカーで列が埋まるとテクノロジーを1枚得ます。1列には1人のワーカーしか置けません。
   *[factory] ここのワーカーはロボットや武器を建造するか、破壊された地域を再建します。
}
snail-board-tech-text-ring = 防御：自分のワーカーがいる無傷の地域に置きます。カタツムリはその地域に入れず、その場に留まってそのラウンドは何も破壊しません。あなたは1票を得て、ワーカーも手元に戻ります。
snail-board-tech-text-defenders = 防御：自分のワーカーがいる無傷の地域に置きます。カタツムリが入ってきても地域は守られ、カタツムリは2ダメージを受けます。あなたは1票を得て、ワーカーも手元に戻ります。
snail-board-tech-text-malacologist = イベント0のカードの次にあるイベントカード3枚を見て、1枚を裏向きで捨て、残りを好きな順で戻します。見られるのはあなただけです。
snail-board-tech-text-labor = 自分のワーカー1人を空いているロボットのスロットに無料で置きます。ロボットが完成済みなら、代わりに予備のワーカー2人を手元に移します。
snail-board-tech-text-salvage = 破壊された地域1つにつき金属かエネルギーを1得ます（最低2、最大4）。
snail-board-weapon = 建造{ $build }、発射{ $fire }で{ $damage }ダメージ
snail-board-weapon-card = 武器：{ $weapon }
snail-board-robot-steps = { $free ->
    [true] このラウンドは無料（{ $parade }）
   *[false] 1歩ごとに資源{ $cost }
}、最大{ $steps }歩

# 手番：状態の文（埋め込み、テキスト、代替テキスト）と画像の短い見出し。
snail-board-status-over = { $defeat ->
    [true] ゲーム終了：巨大カタツムリの勝利です。地球は廃墟と化し、全員が敗北しました。
   *[false] ゲーム終了：カタツムリは倒されました。地球は大統領を選びます。
}
snail-board-status-phase = { $phase }。
snail-board-status-action = { $who }のアクション（このラウンド{ $actions }回中{ $number }回目）：ワーカーを置くか動かしてください。
snail-board-status-placing = { $who }が戻ってきたワーカー{ $count }人を再建した{ $region }に置きます。
snail-board-status-question = { $question ->
    [defence] { $who }が「{ $card }」をカタツムリのいない地域に置きます。
    [peek] { $card }：{ $who }が次のイベントカードを見て、1枚を捨て、残りを並べ替えます。
    [labor] { $card }：{ $who }がロボットのパーツを1つ無料で建造します。
    [salvage] { $card }：{ $who }が金属とエネルギーをいくつずつ取るか選びます。
   *[other] { $who }が「{ $card }」に答えます。
}
snail-board-status-doing = { $phase ->
    [research] { $who }は埋まった研究所の列を使ってテクノロジーを研究できます。
    [factory] { $who }は工場のワーカーでロボット、武器、再建を行えます。
    [robot] リーダーの{ $who }はロボットを動かせます（{ $steps }）。
    [weapons] 戦闘！{ $who }は武器でカタツムリを撃てます。
    [rebuild] リーダーの{ $who }はロボットで{ $region }を再建できます。
    [campaign] { snail-event-campaign }：{ $who }は資源3を払って票1を得られます。
    [discard] { $who }は金属とエネルギーが合わせて{ $limit }個になるまで捨てなければなりません。
   *[other] { $who }が決めます。
}
snail-board-headline-over = { $defeat ->
    [true] 巨大カタツムリの勝ち：全員敗北
   *[false] カタツムリを倒した！
}
snail-board-headline-action = { $who }：ワーカーを置く・動かす（{ $number }/{ $actions }）
snail-board-headline-placing = { $who }：戻ったワーカーを{ $region }に置く
snail-board-headline-question = { $question ->
    [defence] { $who }：「{ $card }」をどこに置く？
    [peek] { $who }：{ $card }でどのイベントカードを捨てる？
    [labor] { $who }：{ $card }でどのパーツを建造する？
   *[salvage] { $who }：{ $card }で金属とエネルギーのどちらを取る？
}
snail-board-headline-doing = { $phase ->
    [research] { $who }：テクノロジーを研究する？
    [factory] { $who }：工場のワーカーを使う？
    [robot] { $who }：ロボットを動かす？
    [weapons] { $who }：カタツムリを撃つ？
    [rebuild] { $who }：ロボットで{ $region }を再建する？
    [campaign] { $who }：資源3を払って票を得る？
    [discard] { $who }：{ $limit }個になるまで捨てる
   *[other] { $who }：決める
}
snail-board-subline = ラウンド{ $round } · { $phase } · リーダー：{ $leader }
snail-board-subline-over = ラウンド{ $round } · { $phase } · { $defeat ->
    [true] 破壊された地域{ $destroyed }
   *[false] 得点カードで票を加算
}
# $choices: これまでに押したボタン（矢印でつなぎます）。
snail-board-draft = ここまでの選択：{ $choices }

# カタツムリ、ロボット、山札。
snail-board-snail-defeated = カタツムリは倒されました。
snail-board-snail-space = カタツムリは宇宙にいます（宇宙カードのスロット{ $slot }）。
snail-board-snail-on = カタツムリは{ $region }にいます。
snail-board-snail-short-defeated = 撃破
snail-board-snail-short-space = 宇宙（スロット{ $slot }）
snail-board-robot-finished-on = ロボットは完成し、{ $region }に立っています。
snail-board-robot-finished = ロボットは完成しています。
snail-board-robot-building = ロボットを建造中：建設スロット{ $total }個中{ $filled }個、パーツ{ $sections }個中{ $done }個が完成。
snail-board-deck = { $event2 ->
    [true] イベント2デッキ
   *[false] イベントデッキ
}：残り{ $cards }枚
snail-board-discard = イベントの捨て札：{ $cards }枚{ $seen ->
    [true] （最後：{ $last }）
   *[false] {""}
}{ $buried ->
    [0] {""}
   *[other] 、裏向きで捨てたカード{ $buried }枚
}
snail-board-market = テクノロジー市場：{ $empty ->
    [true] 空
   *[false] { $cards }
}（山札の残り{ $deck }枚）
snail-board-ruins = 破壊された地域{ $destroyed }（{ $limit }で敗北）
snail-board-known = イベントデッキの一番上を知っているのはあなただけです：{ $cards }。
snail-board-note-works = { $card }：再建の費用が資源1少ない
snail-board-note-parade = { $card }：ロボットの移動は無料

# 地域、パーツ、プレイヤーをテキストで。
snail-board-rebuild-cost = { $cost }{ $works ->
    [true] から1引く（{ snail-event-works }）
   *[false] {""}
}
snail-board-defence-by = { $card }（{ $who }）
snail-board-snail-here = カタツムリがいる
snail-board-robot-here = ロボットがいる
# $slots: プレイヤーの文字、空きスロットは「.」。
snail-board-line-ruined = 破壊、再建スロット { $slots }、費用{ $cost }
snail-board-line-row = { $row }列目 { $slots }
snail-board-line-region = { $region }（{ $owner }、{ $colour }）：{ $body }{ $more ->
    [true] 。{ $extras }
   *[false] {""}
}
snail-board-line-section = { $section } { $workers }{ $complete ->
    [true] （完成）
   *[false] {""}
}
snail-board-weapons-none = なし
snail-board-weapon-built = { $card }（{ $built ->
    [true] 建造済み
   *[false] 未建造
}）
snail-board-actions-taken = { $forfeited ->
    [true] このラウンドの残りのアクションを放棄
   *[false] このラウンドのアクション：{ $actions }回中{ $done }回
}
snail-board-player-goods = 金属{ $metal }、エネルギー{ $energy }、票{ $votes }
snail-board-player-workers = ワーカー：手元{ $pool }人、予備{ $reserve }人
snail-board-player-weapons = 武器：{ $weapons }
snail-board-player-claimed = 獲得したイベントカード：{ $claimed }枚
snail-board-player-title = { $name }（{ $you ->
    [true] あなた、
   *[false] {""}
}{ $colour }{ $leader ->
    [true] 、リーダー
   *[false] {""}
}）
snail-board-robot-count = { $who } { $count }人
snail-board-robot-workers = ロボット上のワーカー：{ $counts }。

# ターミナルのテキストと埋め込み。
snail-board-text-title = { $title } ラウンド{ $round }、{ $phase }。
snail-board-text-returning = まだ置いていない戻ったワーカー：{ $workers }。
snail-board-text-snail = { $snail }{ $robot }{ $ruins }。
snail-board-text-decks = { $deck }。{ $discard }。
snail-board-text-regions = 地域（北から南、西から東へ。R 赤、B 青、K 黒、. 空きスロット）：
snail-board-text-sections = ロボットのパーツ：{ $sections }
snail-board-embed-returning = 戻ってくるワーカー：{ $workers }
snail-board-field-regions = 地域
snail-board-field-sections = ロボットのパーツ
snail-board-field-events = イベント
snail-board-field-market = テクノロジー市場（山札{ $deck }枚）
snail-board-field-secret = あなたの秘密
snail-board-embed-section = { $section }：{ $workers }{ $complete ->
    [true] {" "}✓
   *[false] {""}
}
snail-board-embed-tech = **{ $card }**：{ $does }
snail-board-embed-region = **{ $region }**{ $named ->
    [true] （{ $owner }）
   *[false] {""}
}：{ $rows }
snail-board-embed-ruined = ~~{ $region }~~{ $named ->
    [true] （{ $owner }）
   *[false] {""}
}：破壊、再建 { $slots }、費用{ $cost }
snail-board-footer = { $phase } · R 赤、B 青、K 黒 · 盤の端はつながっています

# 画像の代替テキスト。
snail-board-alt-head = Giant Snailの盤、ラウンド{ $round }、{ $phase }。{ $status }
snail-board-alt-snail-deck = { $snail }{ $deck }。
snail-board-alt-ruins = 12地域中{ $destroyed }地域が破壊（{ $limit }で敗北）{ $any ->
    [true] ：{ $ruined }。
   *[false] 。
}
snail-board-alt-robot-on = ロボットは完成し、{ $region }にいます。
snail-board-alt-robot = ロボット：スロット{ $total }個中{ $filled }個が埋まり、パーツ{ $sections }個中{ $done }個が完成。
snail-board-alt-colour-count = { $colour }{ $count }
snail-board-alt-row = { $free ->
    [0] { $colours }、満員
   *[other] { $colours }、空き{ $free }
}
snail-board-alt-defence-on = { $card }が置かれている
snail-board-alt-ruined = 破壊、再建スロット：{ $slots }
snail-board-alt-ruined-cost = 破壊、再建スロット：{ $slots }、再建費用：{ $cost }
snail-board-alt-row-n = { $row }列目：{ $words }
snail-board-alt-no-workers = ワーカーなし
snail-board-alt-on-ruins = 廃墟に{ $workers }
snail-board-alt-ruined-short = 破壊
snail-board-alt-region-card = { $region }（{ $colour }のカード）
snail-board-alt-region = { $region }：{ $body }{ $more ->
    [true] 。{ $extras }。
   *[false] 。
}
snail-board-alt-no-region = ワーカーのいる地域はありません。
snail-board-alt-no-other = ほかの地域にワーカーはいません。
snail-board-alt-regions = 地域（北から南、西から東へ）：
snail-board-alt-tag = { $tag ->
    [you] あなた
    [deciding] 手番
   *[leader] リーダー
}
snail-board-alt-goods = 金属{ $metal }、エネルギー{ $energy }、票{ $votes }、手元{ $pool }人{ $full ->
    [true] 、予備{ $reserve }人
   *[false] {""}
}
snail-board-alt-forfeited = このラウンドは放棄
snail-board-alt-actions = アクション{ $actions }回中{ $done }回済み
snail-board-alt-weapons = 武器：{ $weapons }
snail-board-alt-claimed = 獲得したイベントカード{ $claimed }枚
snail-board-alt-player = { $name }（{ $tags }）：{ $facts }。
snail-board-alt-most-votes = 最多得票：{ $who }、{ $tied ->
    [true] 各{ $votes }票。
   *[false] { $votes }票。
}
snail-board-alt-rest = ほかの地域は拡大表示にあります。
snail-board-alt-secret = あなたの秘密（{ snail-tech-malacologist }より）：イベントデッキの上から{ $count }枚、上から順に：{ $cards }。
snail-board-alt-secret-nobody = ほかの誰も知りません。
snail-board-alt-region-intro = { $region }、{ $owner }のカード（{ $colour }）、{ $ruined ->
    [true] 破壊
   *[false] 無傷
}。
snail-board-alt-just-rebuilt = 再建したばかり：置く予定の戻ったワーカーは{ $workers }。
snail-board-alt-row-who = { $ruined ->
    [true] 再建スロット
   *[false] { $row }列目
}：{ $who }。
snail-board-alt-neighbour = { $direction ->
    [north] 北
    [south] 南
    [east] 東
   *[west] 西
}：{ $region }
snail-board-alt-next-to = 隣：{ $regions }。
snail-board-alt-section = { $section }{ $complete ->
    [true] （完成）
   *[false] {""}
}：{ $who }。
snail-board-alt-nobody-yet = まだ誰もいない
snail-board-alt-player-weapons = { $who }：{ $weapons }。
snail-board-alt-players = プレイヤー。
snail-board-alt-events = イベントとテクノロジー。
snail-board-alt-played = 出たイベント（新しい順）：{ $cards }。
snail-board-alt-tech = { $card }：{ $does }。

## 画像：スマホ向けに短く。

snail-board-pic-regions = 地域 · 上が北
snail-board-pic-wrap = 端はつながっています
snail-board-pic-returning = { $all ->
    [true] 戻るワーカー：配置済み
   *[false] 戻るワーカー：
}
snail-board-pic-snail = カタツムリ
snail-board-pic-deck = { $event2 ->
    [true] イベント2デッキ
   *[false] イベントデッキ
}
snail-board-pic-ruins = 廃墟（{ $limit }で敗北）
snail-board-pic-robot = ロボット
snail-board-pic-market = 市場：
snail-board-pic-left = 残り{ $cards }
snail-board-pic-of = { $count }/{ $total }
snail-board-pic-finished = 完成
snail-board-pic-in-deck = 山札{ $cards }枚
snail-board-pic-rebuild = 再建
snail-board-pic-band = { $kind ->
    [mine] 鉱山
    [solar] 発電所
    [lab] 研究所
   *[factory] 工場
}
snail-board-pic-tag = { $tag ->
    [turn] 手番
   *[leader] リーダー
}
snail-board-pic-note = { $kind ->
    [actions] 手元{ $pool } · { $forfeited ->
        [true] 放棄
       *[false] { $actions }回中{ $done }回
    }
    [weapons] 建造した武器：{ $weapons }中{ $armed }
   *[pool] 手元{ $pool }
}
snail-board-pic-secret = あなただけが知っている（{ snail-tech-malacologist }）、上から順に：

## 拡大表示：ボタン（80文字まで）、題、言葉。

snail-board-show = { $what ->
    [robot] ロボットを見る
    [players] プレイヤーを見る
   *[events] イベントとテクノロジーを見る
}
snail-board-show-region = { $region }を見る
snail-board-cu-title = { $what ->
    [robot] ロボット
    [players] プレイヤー
   *[events] イベントとテクノロジー
}
snail-board-cu-owner = { $owner }のカード（{ $colour }） · { $ruined ->
    [true] 破壊
   *[false] 無傷
}
snail-board-cu-row = { $ruined ->
    [true] 再建スロット
   *[false] { $row }列目
}
snail-board-cu-row-state = { $who } · { $full ->
    [true] 満員
   *[false] 空き{ $free }
}
snail-board-cu-rebuild-cost = 再建費用：{ $cost }。
snail-board-cu-rebuild-rule = 再建スロットがすべて埋まり、その1つが再建する人のワーカーなら、工場のワーカーで再建できます。カタツムリを倒した後は、その上に立つロボットでも再建できます。
snail-board-cu-just-rebuilt = { $known ->
    [true] 再建したばかり：{ $who }が戻ったワーカーを置きます。
   *[false] 再建したばかり：戻ったワーカーを置きます。
}
snail-board-cu-snail-here = カタツムリがここにいます。
snail-board-cu-robot-here = ロボットがここにいます。
snail-board-cu-defence = { $placed ->
    [true] { $card }（{ $who }が設置）。
   *[false] { $card }。
}
snail-board-cu-next-to = 隣の地域（盤の端はつながっています）
snail-board-cu-neighbour = { $direction ->
    [north] 北
    [south] 南
    [east] 東
   *[west] 西
}：{ $region }{ $ruined ->
    [true] （破壊）
   *[false] {""}
}{ $snail ->
    [true] {" "}· カタツムリ
   *[false] {""}
}
snail-board-cu-section = { $section }{ $complete ->
    [true] {" "}· 完成
   *[false] {""}
}
snail-board-cu-most = { $state ->
    [most] 最多：{ $who }
    [tied] 同数
   *[empty] 空き
}
snail-board-cu-hail = 鋼鉄の救世主を讃えよ：各パーツとロボット全体で、ワーカーが最も多い人に票1。
snail-board-cu-weapons = 武器
snail-board-cu-player-weapons = { $who }：{ $weapons }
snail-board-cu-tag = { $tag ->
    [you] あなた
    [leader] リーダー
   *[turn] 手番
}
snail-board-cu-tags = （{ $tags }）
snail-board-cu-goods = { $kind ->
    [metal] 金属
    [energy] エネルギー
   *[votes] 票
}
snail-board-cu-workers-actions = { $workers } · { $forfeited ->
    [true] このラウンドは放棄
   *[false] アクション{ $actions }回中{ $done }回済み
}
snail-board-cu-claimed = 武器で獲得したイベントカード：{ $claimed }枚
snail-board-cu-deck-life = カタツムリが生きている間、イベントデッキはその命です。尽きるとカタツムリは倒されます。
snail-board-cu-played = 出たイベント（新しい順）
snail-board-cu-none-yet = まだありません。
snail-board-cu-earlier = ……ほかに以前のカード{ $cards }枚。
snail-board-cu-buried = 裏向きで捨てられた未公開のカード{ $cards }枚。
snail-board-cu-market = テクノロジー市場
snail-board-cu-market-empty = 市場は空です。
snail-board-cu-tech-deck = テクノロジーの山札は残り{ $cards }枚。
snail-board-secret-title = あなただけが知っている：イベントデッキの一番上
snail-board-secret-from = あなたの{ snail-tech-malacologist }より。上のカードから順に。
snail-board-secret-card = { $number ->
    [1] 次
   *[other] その次（{ $number }枚目）
}

## プレイヤーガイドの項目（bot/catalogue/giantsnail/entries.py）。/game card で表示されるテクノロジー
## カード、イベントカード、地域、ロボットのパーツ、得点項目、ルール用語。カード、イベント、地域、パーツの
## 名前は上のメッセージです。$amount、$cost、$build、$fire は snail-amount です。

snail-guide-tech-weapon = 武器アタッチメント、全{ $copies }枚。自分のものとして持ち続け、ロボットの完成前でも研究できます。建造：自分の工場のワーカー1人をこの武器の建設スロットに送り、{ $build }を支払います。発射：戦闘のたびに1回、{ $fire }を支払って{ $damage }点のダメージを与えます。この武器で捨てたイベントカードは自分のものになり、{ snail-guide-scoring-killer }に数えます。
snail-guide-tech-defence = 防衛カード、全{ $copies }枚。研究したら、防衛カードがなくカタツムリもいない無傷の地域に置き、自分のものである印として手元のワーカー1人をその上に置きます（そのような地域がなければ捨てられます）。{ $effect }その後カードは捨てられ、ワーカーは手元に戻り、あなたは1票を得ます。先にカタツムリが倒された場合、カードは票を得ずに捨てられ、ワーカーは手元に戻ります。
snail-guide-tech-immediate = 即時テクノロジー、全{ $copies }枚。研究するとすぐに効果を発揮し、その後捨てられます。{ $effect }
# $events: カタツムリを移動させるイベントカード（「または」でつないだリスト）。
snail-guide-effect-ring = カタツムリがその地域に移動しようとすると（{ $events }）、その移動は取り消されます。カタツムリはその場に留まり、このラウンドは何も破壊しません。{ snail-event-landfall }のときは、代わりに別の抽選チップを引きます。
snail-guide-effect-defenders = カタツムリがその地域に移動または上陸しても、このラウンドその地域は破壊されず、カタツムリが{ $damage }点のダメージを受けます。このダメージで捨てるカードは裏向きで、誰も獲得しません。
snail-guide-effect-malacologist = イベントデッキの上から{ $cards }枚をこっそり見ます。{ snail-event-sighting }と{ snail-event-landfall }がまだ一番上にあれば、それらは数えません（その位置のままです）。そのうち1枚を裏向きで捨て（誰も獲得しないダメージになります）、残りを好きな順でデッキに戻します。見られるのはあなただけです。
snail-guide-effect-labor = 手元のワーカー1人（手元が空なら予備のワーカー）を、好きなパーツにあるロボットの空いている建設スロットに、コストを支払わずに置きます。これでパーツが完成することも、ロボットが完成することもあります。ロボットがすでに完成していれば、代わりに予備のワーカー{ $workers }人を手元に移します（予備がそれより少なければ、いる分だけ）。
snail-guide-effect-salvage = 破壊された地域1つにつき、金属かエネルギーの好きなほうを資源1つ得ます。最低{ $least }つ、最大{ $most }つです。

snail-guide-event-zero = イベント0。{ $text }
snail-guide-event-sighting = ゲーム開始時のイベントデッキの一番上のカード。カタツムリは宇宙カードのスロット2からスロット1に移ります。まだ何も破壊しません。
snail-guide-event-landfall = イベントデッキの2枚目のカード。リーダーが抽選チップを1枚引き、カタツムリはその地域に上陸して、その地域を破壊します。そこに{ snail-tech-ring }があれば上陸を阻み（別のチップを引きます）、{ snail-tech-defenders }がいればこのラウンドその地域は守られます。
# イベント1カードで、カタツムリが移動した後に起きること。
snail-guide-attack = その後、{ snail-tech-ring }か{ snail-tech-defenders }に止められない限り、カタツムリは自分がいる地域を破壊します。すでに廃墟の地域では、再建スロットのワーカーを殺します。これがデッキの最後のカードなら、カタツムリは公開された時点で倒され、移動しません。
snail-guide-event-direction = イベント1、デッキに{ $cards }枚。{ $direction ->
        [north] カタツムリは北へ地域1つ分移動します。格子の北端から出ると南端に戻ってきます。
        [south] カタツムリは南へ地域1つ分移動します。格子の南端から出ると北端に戻ってきます。
        [east] カタツムリは東へ地域1つ分移動します。格子の東端から出ると西端に戻ってきます。
       *[west] カタツムリは西へ地域1つ分移動します。格子の西端から出ると東端に戻ってきます。
    }{ snail-guide-attack }
snail-guide-event-burrow = イベント1、デッキに{ $cards }枚。リーダーが抽選チップを1枚引き、カタツムリは格子のどこであってもその地域へ移動します。すでにそこにいれば留まります。{ snail-guide-attack }
snail-guide-event-two = イベント2。カタツムリが倒されたときにシャッフルして新しいイベントデッキにする{ $count }枚のうちの1枚。{ $text }
snail-guide-event-grants = 各プレイヤーは{ $amount }を得ます。
snail-guide-event-refugees = 各プレイヤーは予備のワーカー{ $workers }人を手元に移します（予備がそれより少なければ、いる分だけ）。
snail-guide-event-works = 次のラウンドの終わりまで、再建のコストが資源1つ分安くなります。コストに金属とエネルギーの両方があるときは、再建するプレイヤーがどちらを減らすか選びます。
snail-guide-event-parade = このイベントフェイズでは、リーダーはロボットを無料で動かせます。ただし最大{ $steps }歩までです。
snail-guide-event-aftershock = リーダーが抽選チップを1枚引きます。その地域が無傷なら、その上のワーカーは全員持ち主の手元に戻ります。誰も死にません。廃墟の地域には何も起きません。
snail-guide-event-campaign = リーダーから時計回りに、各プレイヤーは金属とエネルギーを自由に組み合わせて資源{ $cost }つを支払い、1票を得ることができます。

# $rows: snail-guide-rows…、$use: その地域でできること、$regions: snail-guide-region-owned のリスト。
snail-guide-region = 無傷：{ $rows }。{ $use }破壊後：再建スロット{ $slots }つ。再建コストは{ $cost }。地域：{ $regions }。
snail-guide-rows = ワーカースロット{ $slots }つの列が{ $rows }列
snail-guide-rows-single = スロット1つだけの列が{ $rows }列
# $sizes: 各列のスロットの数のリスト。
snail-guide-rows-mixed = ワーカースロット{ $sizes }つの列
snail-guide-region-produces = { $resource ->
        [metal] 解決フェイズのたびに、完全に埋まった列は、その列にワーカーがいる各プレイヤーに金属1をもたらします。
       *[energy] 解決フェイズのたびに、完全に埋まった列は、その列にワーカーがいる各プレイヤーにエネルギー1をもたらします。
    }
snail-guide-region-use-lab = 1つの列には、空になるまで1人のプレイヤーのワーカーしか置けません。解決フェイズに、埋まった自分の列を使えます。その列のワーカーは手元に戻り、市場からテクノロジーカードを1枚取ります。
snail-guide-region-use-factory = 解決フェイズに、ここのワーカーはそれぞれ、スロットのコストを支払ってロボットか自分の武器を建造するか、破壊された地域を再建できます。
snail-guide-region-owned = { $region }（{ $colour }）

snail-guide-section = ロボットの{ $section }
snail-guide-section-text = ロボットのパーツで、{ $slots }。工場のワーカーがコストを支払ってスロットを埋めます（{ snail-tech-labor }なら1つを無料で埋められます）。すべてのスロットが埋まるとパーツは完成して裏返ります。その上のワーカーはゲーム終了までそこに残り、「{ snail-guide-scoring-hail }」に数えます。
snail-guide-slots-same = 建設スロットが{ $count }つあり、どれもコストは{ $cost }です
# $costs: snail-guide-slot-cost のリスト。
snail-guide-slots-each = 建設スロットが{ $count }つあり、{ $costs }です
snail-guide-slot-cost = { $ordinal }つ目のコストは{ $cost }

snail-guide-scoring-hail = 鋼鉄の救世主を讃えよ
snail-guide-scoring-killer = モンスターキラー
snail-guide-scoring-nationalism = ナショナリズム
snail-guide-scoring-cooperation = 国際協力
snail-guide-scoring = ゲーム終了時。{ $text }
snail-guide-scoring-text-hail = ロボットの{ $sections }つのパーツそれぞれについて、そのパーツに最も多くのワーカーを置いているプレイヤーが1票を得ます。さらに、ロボット全体で最も多くのワーカーを置いているプレイヤーがもう1票を得ます。同数の場合、その票は誰も得ません。
snail-guide-scoring-text-killer = 自分の武器で獲得したイベント1カード{ $cards }枚につき1票。さらに、最も多く（1枚以上）獲得したプレイヤーがもう1票を得ます。同数なら全員が得ます。
snail-guide-scoring-text-nationalism = 自分が所有する無傷の地域に最も多くのワーカー（1人以上）を置いているプレイヤーが1票を得ます。同数なら全員が得ます。
snail-guide-scoring-text-cooperation = 他のプレイヤーが所有する無傷の地域に最も多くのワーカー（1人以上）を置いているプレイヤーが1票を得ます。同数なら全員が得ます。

# ルール用語。名前はガイド（bot/locales/ja/guides/giantsnail.toml）と同じ言葉です。
snail-guide-rule-robot = ロボット
snail-guide-rule-deck = イベントデッキ
snail-guide-rule-damage = ダメージ
snail-guide-rule-randomizer = 抽選チップ
snail-guide-rule-defeat = 敗北
snail-guide-rule-alias-deck = イベント
snail-guide-rule-alias-randomizer = 抽選
snail-guide-rule-text-robot = { $sections }つのパーツからなり、建設スロットは全部で{ $slots }個、コストは合計{ $cost }です。最後のスロットが埋まると、リーダーが抽選チップを1枚引き、ロボットはその地域に立ちます。イベントフェイズのたびに、リーダーはロボットを北・南・東・西へ最大{ $steps }歩動かせます。1歩につき、資源を自由な組み合わせで{ $step_cost }つ支払います。カタツムリのいる地域では戦闘になり、まず建造済みの武器が発射し、その後ロボットが{ $damage }点のダメージを与えます。カタツムリが倒された後は、リーダーはロボットが立っている地域をロボットで再建できます。ロボットの完成後は、再建するたびに再建したプレイヤーが1票を得ます。
snail-guide-rule-text-deck = { snail-event-sighting }と{ snail-event-landfall }を、シャッフルしたイベント1カード{ $event1 }枚の上に重ねたもの。イベントフェイズのたびに1枚公開します。ダメージ、新たに破壊された地域、{ snail-tech-malacologist }によって捨てるカードは、裏向きのまま誰にも見られずに捨てます。デッキが尽きるとカタツムリは倒されます。最後のカードが公開されて尽きた場合も同じです（そのカードは何も起こしません）。その後、イベント2カード{ $event2 }枚をシャッフルして新しいイベントデッキにします。ゲームはその最後の1枚が公開されたラウンドの終わりに終了します。それより前でも、破壊されたままの地域がなくなれば、そのラウンドの終わりに終了します。
snail-guide-rule-text-damage = ダメージ1点につき、イベントデッキの一番上のカードを裏向きで1枚捨てます。武器で捨てたカードはその持ち主のものになり、{ snail-guide-scoring-killer }に数えます。それ以外のダメージで捨てたカードは捨て札になります。デッキが尽きるとカタツムリは倒され、余ったダメージは無効になります。
snail-guide-rule-text-randomizer = 1～{ $regions }の番号が付いた{ $regions }枚のチップで、地域1つにつき1枚です。ゲーム開始時に各プレイヤーが1枚引き、最初のワーカーを置きます。リーダーは{ snail-event-landfall }、{ snail-event-burrow }、{ snail-event-aftershock }のとき、そして完成したロボットを置くときに1枚引きます。
snail-guide-rule-text-defeat = 破壊された地域が{ $destroyed }つ以上になるか、ある種類の地域がすべて破壊される（鉱山すべて、太陽光発電所すべて、研究所すべて、または工場すべて）と、その瞬間に全員が敗北します。この判定は、地域が裏返った時点で、追加のイベントカードを捨てる前に行います。
