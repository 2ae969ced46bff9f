# As The Earth Crumbles: タイル、ゲームの記録、ボタン、結果、断りの言葉 (docs/localisation.md)。タイルは
# それぞれ独立したメッセージ（earth-tile-<id>）で、文中では「」で囲みます。レーンは色で選びます（$lane:
# blue, green, red）。用語：回収（salvage）、回収ボーナス、リザーブ、建設地（Site）、レーン（Lane）、
# コイン、文化、繁栄、名声、建設ポイント、建設、解体（scrap）、製造（fabricate）、捨て山、ガス溜まり、
# 大地。日本語には複数形がないので、数は [0] や [1] のように値そのもので選びます。プレイヤーの名前は
# あとから入ります。

## タイル。

earth-tile-a-b1 = 青の鋳造所
earth-tile-a-b2 = 青のギルド会館
earth-tile-a-b3 = 青の積層造幣所
earth-tile-a-b4 = 青の劇場
earth-tile-a-b5 = 青の博物館
earth-tile-a-b6 = 青の段々庭園
earth-tile-a-b7 = 青の取引所
earth-tile-a-g1 = 緑の鋳造所
earth-tile-a-g2 = 緑のギルド会館
earth-tile-a-g3 = 緑の積層造幣所
earth-tile-a-g4 = 緑の劇場
earth-tile-a-g5 = 緑の博物館
earth-tile-a-g6 = 緑の段々庭園
earth-tile-a-g7 = 緑の取引所
earth-tile-a-r1 = 赤の鋳造所
earth-tile-a-r2 = 赤のギルド会館
earth-tile-a-r3 = 赤の積層造幣所
earth-tile-a-r4 = 赤の劇場
earth-tile-a-r5 = 赤の博物館
earth-tile-a-r6 = 赤の段々庭園
earth-tile-a-r7 = 赤の取引所
earth-tile-a-b8 = 青の文化獲得
earth-tile-a-g8 = 緑の文化獲得
earth-tile-a-g9 = 緑の繁栄獲得
earth-tile-a-r8 = 赤の繁栄獲得
earth-tile-a-b9 = 青のタイル移動
earth-tile-a-r9 = 赤のタイル移動
earth-tile-a-r10 = 赤の大取引所
earth-tile-gp-1 = ガス溜まり
earth-tile-gp-2 = ガス溜まり
earth-tile-gp-3 = ガス溜まり
earth-tile-gp-4 = ガス溜まり
earth-tile-b-b1 = 青のコイン獲得
earth-tile-b-g1 = 緑のコイン獲得
earth-tile-b-r1 = 赤のコイン獲得
earth-tile-b-b2 = 青の工房
earth-tile-b-g2 = 緑の工房
earth-tile-b-b3 = 青の市場
earth-tile-b-g3 = 緑の市場
earth-tile-b-r3 = 赤の市場

## ソロの評価。

earth-band-phenomenal = 驚異的
earth-band-solid-achievement = 確かな成果
earth-band-just-pulled-through = なんとか生き延びた

## ゲームの記録。

earth-log-drawn-first = 抽選で{ $seat }が先手になりました。
earth-log-host-first = ホストの指定で{ $seat }が先手です。
earth-log-turn = { $seat }の番です。
earth-log-salvages = { $seat }は「{ $tile }」を回収しました。
earth-log-pickup-coins = { $seat }は回収ボーナスでコインを{ $coins }枚得ました。
earth-log-pickup-culture = { $seat }は回収ボーナスで文化{ $culture }を得ました。
earth-log-skips-bonus = { $seat }は回収ボーナスを使いませんでした。
earth-log-nothing-to-discard = { $seat }には、繁栄と引き換えに捨てられる建設済みのタイルがありません。
earth-log-prospers = { $seat }は建設地{ $site }の「{ $tile }」を捨てて、繁栄1を得ました。
earth-log-moves = { $seat }は「{ $tile }」を建設地{ $source }から建設地{ $target }へ移しました。
earth-log-gas-cogs = { $seat }がガス溜まりを掘り当て、コイントスしました。結果は歯車、何も起きません。
earth-log-gas-explodes = { $seat }がガス溜まりを掘り当て、コイントスしました。爆発です！ 建設済みのタイルがあるプレイヤーは全員、コインを{ $coins }枚払うか、見えているタイルを1枚捨てます。
earth-log-pays-gas = { $seat }はガスの対価としてコインを{ $coins }枚払いました。
earth-log-loses = { $seat }はガスで建設地{ $site }の「{ $tile }」を失いました。
earth-log-lane = { $lane ->
    [blue] 収入：青のレーンが起動します。
    [green] 収入：緑のレーンが起動します。
   *[red] 収入：赤のレーンが起動します。
}
earth-log-printed = { $seat }は空いている建設地に印刷されたコインを{ $coins }枚得ました。
earth-log-gains = { $seat }は建設地{ $site }の「{ $tile }」からコインを{ $coins }枚得ました。
earth-log-buys-culture = { $seat }は建設地{ $site }の「{ $tile }」でコインを{ $coins }枚払い、文化{ $culture }を得ました。
earth-log-buys-prosperity = { $seat }は建設地{ $site }の「{ $tile }」で文化{ $culture }を払い、繁栄{ $prosperity }を得ました。
earth-log-buys-nothing = { $seat }は建設地{ $site }の「{ $tile }」で何も買いませんでした。
earth-log-builds = { $seat }はコイン{ $coins }枚で「{ $tile }」を建設地{ $site }に建設しました。
earth-log-fabricates = { $seat }はコイン{ $coins }枚で「{ $tile }」を捨て山から製造し、建設地{ $site }に置きました。
earth-log-scraps = { $seat }は「{ $tile }」を解体してコインを1枚得ました。
earth-log-ends-turn = { $points ->
    [0] { $seat }は手番を終えました。
   *[other] { $seat }は建設ポイント{ $points }を残して手番を終えました。
}
earth-log-over = 最後のタイルが大地からなくなりました。ゲーム終了です。

## 誰を待っているか。

earth-waiting-salvage = { $seat }がタイルを回収する番です。
earth-waiting-bonus = { $seat }が「{ $tile }」の回収ボーナスを使っています。
earth-waiting-gas = ガス溜まりが爆発しました。{ $seats }が支払うかタイルを捨てるのを待っています。
earth-waiting-income = { $lane ->
    [blue] 青のレーンの収入：{ $seats }の選択を待っています。
    [green] 緑のレーンの収入：{ $seats }の選択を待っています。
   *[red] 赤のレーンの収入：{ $seats }の選択を待っています。
}
earth-waiting-build = { $seat }が建設中です（残り建設ポイント{ $points }）。

## ボタン: 12文字の名前で80文字以内。

earth-move-back = 戻る
earth-move-take = 「{ $tile }」を回収
earth-move-bonus-coins = ボーナスを得る：コイン{ $coins }枚
earth-move-bonus-culture = ボーナスを得る：文化{ $culture }
earth-move-skip = 回収ボーナスを使わない
earth-move-prosper = 「{ $tile }」（建設地{ $site }）を捨てて繁栄を得る
earth-move-move = 建設地{ $site }の「{ $tile }」を移動
earth-move-to = 建設地{ $site }へ（「{ $tile }」の上）
earth-move-to-empty = 建設地{ $site }へ（空き）
earth-move-pay = コインを{ $coins }枚払う
earth-move-lose = 自分の「{ $tile }」（建設地{ $site }）を捨てる
earth-move-use-gain = 「{ $tile }」（建設地{ $site }）：コイン{ $coins }枚を得る{ $times ->
        [1] {""}
       *[other] （{ $times }回）
    }
earth-move-use-culture = 「{ $tile }」（建設地{ $site }）：コイン{ $coins }枚で文化{ $culture }を買う
earth-move-use-no-culture = 「{ $tile }」（建設地{ $site }）：文化を買わない
earth-move-use-prosperity = 「{ $tile }」（建設地{ $site }）：文化{ $culture }で繁栄{ $prosperity }を買う
earth-move-use-no-prosperity = 「{ $tile }」（建設地{ $site }）：繁栄を買わない
earth-move-show-build = リザーブのタイルを建設…
earth-move-show-scrap = タイルを解体…
earth-move-show-fab = 捨て山から製造…
earth-move-build = 「{ $tile }」を建設（コイン{ $coins }枚）
earth-move-scrap = 「{ $tile }」を解体してコイン1枚を得る
earth-move-fabricate = 「{ $tile }」を捨て山から製造（コイン{ $coins }枚、建設ポイント2）
earth-move-site = { $lane ->
    [blue] 建設地{ $site }・青のレーンへ（「{ $tile }」の上）
    [green] 建設地{ $site }・緑のレーンへ（「{ $tile }」の上）
   *[red] 建設地{ $site }・赤のレーンへ（「{ $tile }」の上）
}
earth-move-site-empty = { $lane ->
    [blue] 建設地{ $site }・青のレーンへ（空き）
    [green] 建設地{ $site }・緑のレーンへ（空き）
   *[red] 建設地{ $site }・赤のレーンへ（空き）
}
earth-move-done = { $points ->
    [0] 手番を終える
   *[other] 手番を終える（建設ポイント{ $points }が未使用）
}

## 結果。

earth-result = { $tiebreak ->
    [true] { $seat }が名声{ $prestige }点で勝利しました（同点をタイブレークで制しました）。
   *[false] { $seat }が名声{ $prestige }点で勝利しました。
}
earth-result-shared = { $seats }が名声{ $prestige }点ずつで勝利を分け合いました。
earth-result-solo = { $seat }はソロゲームを名声{ $prestige }点、「{ $band }」で終えました。
earth-result-solo-short = { $seat }はソロゲームを名声{ $prestige }点で終えました。「なんとか生き延びた」の{ $lowest }点には届きませんでした。

## 断りの言葉。

earth-refuse-unknown-move = As The Earth Crumblesにはない手です。
earth-refuse-first-player = { $players ->
    [1] 先手は、このゲームのただ1人のプレイヤーでなければなりません。
   *[other] 先手は、このゲームの{ $players }人のプレイヤーのうちの誰かでなければなりません。
}
earth-refuse-covered = そのタイルは回収できません。上に何も載っていないタイルだけを取れます。
earth-refuse-build = 今はそれを建設できません。コインと建設ポイントを確認してください。
earth-refuse-nothing-back = 取り消せる選択はありません。
earth-refuse-pay = ガスの支払いができません。コインが足りません。
earth-refuse-not-now = その手は今は指せません。
