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
earth-log-pays-gas = { $seat }はガス爆発の支払いとしてコインを{ $coins }枚払いました。
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
earth-move-prosper-short = 「{ $tile }」（建設地{ $site }）を捨てて繁栄+1
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
earth-move-use-prosperity-short = 「{ $tile }」（建設地{ $site }）：文化{ $culture }→繁栄{ $prosperity }
earth-move-use-no-prosperity = 「{ $tile }」（建設地{ $site }）：繁栄を買わない
earth-move-show-build = リザーブのタイルを建設…
earth-move-show-scrap = タイルを解体…
earth-move-show-fab = 捨て山から製造…
earth-move-build = 「{ $tile }」を建設（コイン{ $coins }枚）
earth-move-scrap = 「{ $tile }」を解体してコイン1枚を得る
earth-move-fabricate = 「{ $tile }」を捨て山から製造（コイン{ $coins }枚、建設ポイント2）
earth-move-fabricate-short = 「{ $tile }」を製造（コイン{ $coins }枚）
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

## 盤面（bot/render/earthcrumbles/）：埋め込み、画像、代替テキスト、拡大表示、ターミナル。色を除いたタイル名
## （画像のチップは色を記号と地色で示します）は earth-board-name-<id>、社会目標（Social Directive）は
## earth-board-directive-<id> です。$colour と $lane は blue、green、red（"" や "other" はなし）。

earth-board-phase = { $phase ->
    [salvage] 1. 回収
    [bonus] 1. 回収：回収ボーナス
    [gas] ガス溜まりが爆発
    [income] 2. 収入
    [build] 3. 建設
   *[over] ゲーム終了
}
earth-board-colour = { $colour ->
    [blue] 青
    [green] 緑
   *[red] 赤
}
earth-board-lane = { $lane ->
    [blue] 青のレーン
    [green] 緑のレーン
   *[red] 赤のレーン
}
# 言葉の並べ方：節、文、1行の部分。
earth-board-semicolon = { $first }／{ $rest }
earth-board-then = { $first }{ $rest }
earth-board-dot = { $first } · { $rest }
earth-board-arrow = { $first } → { $rest }
earth-board-full-stop = { $text }。

## タイルの能力：短く（画像）と全文（埋め込み、代替テキスト）。

earth-board-ability-coins = コイン+{ $coins }
earth-board-ability-per-colour = { $colour ->
    [blue] 青
    [green] 緑
   *[red] 赤
}タイルごとにコイン+{ $coins }
earth-board-ability-buy-culture = コイン{ $coins } → 文化{ $culture }
earth-board-ability-buy-prosperity = 文化{ $culture } → 繁栄{ $prosperity }
earth-board-ability-coin-pickup = 回収時：コイン+{ $coins }
earth-board-ability-culture-pickup = 回収時：文化+{ $culture }
earth-board-ability-prosperity-pickup = 回収時：タイルを捨てて繁栄{ $prosperity }
earth-board-ability-move-pickup = 回収時：建設地の一番上を移動
earth-board-ability-gas = 爆発：コイン{ $coins }枚か捨てる
earth-board-ability-no-income = 収入なし（回収時のみ）
earth-board-ability-stacked = { $ability } ×{ $height }
earth-board-ability-per-stack = { $ability } ×積み枚数
earth-board-text-coins = 収入：コインを{ $coins }枚得る
earth-board-text-per-colour = 収入：見えている{ $colour ->
    [blue] 青
    [green] 緑
   *[red] 赤
}のタイル1枚ごとにコインを{ $coins }枚得る（このタイルも数える）
earth-board-text-buy-culture = 収入：コイン{ $coins }枚を払って文化{ $culture }を得てもよい
earth-board-text-buy-prosperity = 収入：文化{ $culture }を払って繁栄{ $prosperity }を得てもよい
earth-board-text-coin-pickup = 回収時：コインを{ $coins }枚得る
earth-board-text-culture-pickup = 回収時：文化{ $culture }を得る
earth-board-text-prosperity-pickup = 回収時：自分の見えているタイルを1枚捨てて繁栄{ $prosperity }を得てもよい
earth-board-text-move-pickup = 回収時：自分の建設地の一番上のタイルを別の建設地へ移してもよい
earth-board-text-gas = 露出したらコイントスする。爆発したら、建設済みのタイルがある全員がコイン{ $coins }枚を払うか、見えているタイルを1枚捨てる
earth-board-text-stacked = { $text }（積み重ねのタイル1枚ごとに1回）
earth-board-gas-price = コイン{ $coins }枚を払うか、見えているタイルを1枚捨てる
earth-board-gas-any = 支払うか、見えているタイルを1枚捨てる
earth-board-exploded-name = { $name }：爆発
earth-board-exploded-ability = 爆発：{ $ability }
earth-board-exploded-gas = 爆発！ コイン{ $coins }枚か、捨てる

## 建設地、リザーブ、捨て山、大地。

earth-board-site = { $count ->
    [1] 建設地{ $site }：{ $tile }
   *[other] 建設地{ $site }：{ $tile }（{ $count }枚）
}
earth-board-site-empty = { $coins ->
    [0] 建設地{ $site }：空き
   *[other] 建設地{ $site }：空き（印刷コイン{ $coins }枚）
}
earth-board-site-prints = 空き：印刷コイン{ $coins }枚
earth-board-site-empty-label = 空き
earth-board-tile-cost = { $tile }（コイン{ $coins }枚）
earth-board-reserve = リザーブ：{ $tiles }
earth-board-reserve-empty = リザーブ：なし
earth-board-reserve-count = リザーブ：{ $count }枚
earth-board-reserve-label = リザーブ
earth-board-discard-label = 捨て山
earth-board-empty = なし
earth-board-more-chips = ほか{ $count }枚
earth-board-income-left = まだ収入を得ていない建設地：{ $sites }
earth-board-resources = コイン{ $coins }枚、文化{ $culture }、繁栄{ $prosperity }
earth-board-discard = 捨て山（{ $count }枚、新しい順）：{ $tiles }
earth-board-discard-empty = 捨て山：なし
earth-board-gas-gone = ガス溜まり{ $total }個のうち{ $removed }個が消えました。
earth-board-earth = 大地：残り{ $count }枚、ガス溜まり{ $total }個のうち{ $removed }個が消滅{ $last ->
    [true] 。大地が空になりました：これが最後の手番です
   *[false] {""}
}。

## プレイヤー：誰が動くか、誰が首位か、得点。

earth-board-you = { $name }（あなた）
earth-board-player-roles = { $player }（{ $roles }）
earth-board-role = { $role ->
    [winner] 勝者
    [active] 手番
    [deciding] 選択中
    [you] あなた
    [leads] 首位
   *[first] 先手
}
earth-board-final-score = 最終得点：名声{ $prestige }点
earth-board-final-score-claimed = 最終得点：名声{ $prestige }点（うち{ $bonus }点は{ $directives }）
earth-board-worth = 現在名声{ $prestige }点（社会目標を除く）
earth-board-from = { $what ->
    [coins] コインから{ $value }
    [culture] 文化から{ $value }
    [prosperity] 繁栄から{ $value }
   *[directives] 社会目標から{ $value }
}
earth-board-from-short = { $what ->
    [coins] コイン{ $value }
    [culture] 文化{ $value }
    [prosperity] 繁栄{ $value }
   *[directives] 目標{ $value }
}
earth-board-prestige-from = 名声の内訳：{ $parts }
earth-board-players = { $count }人
earth-board-your-city = あなたの都市
earth-board-city = { $seat }の都市
earth-board-city-facts = { $resources } · { $over ->
    [true] 最終得点 名声{ $prestige }点
   *[false] 現在 名声{ $prestige }点
}

## 社会目標。

earth-board-directive-goal = { $kind ->
    [colour] 1色の見えているタイル最多
    [tallest] 最も高い積み重ね
    [built] 建設タイル最多
    [culture] 文化最多
    [prosperity] 繁栄最多
    [coins] コイン最多
   *[layered] 2枚以上の建設地最多
}
earth-board-claimed-by = { $seat }が獲得（名声+{ $prestige }点）
earth-board-claimed-by-nobody = 獲得者なし（同点）
earth-board-leads = { $seats }が首位
earth-board-tied-now = 同点のため、今は誰も獲得できません
earth-board-directive-line = { $name }（{ $text }）：{ $leader }
earth-board-solo = ソロゲーム：社会目標はありません。名声の評価は{ $bands }です。
earth-board-band = { $low }点「{ $band }」

## 誰の番で、何をするか。

earth-board-status-over = ゲーム終了。
earth-board-status-solo-band = ゲーム終了：{ $seat }は名声{ $prestige }点で「{ $band }」！
earth-board-status-solo-short = ゲーム終了：{ $seat }は名声{ $prestige }点で、「なんとか生き延びた」の{ $lowest }点に届きませんでした。
earth-board-status-win = ゲーム終了：{ $seat }が名声{ $prestige }点で勝利。
earth-board-status-shared = ゲーム終了：{ $seats }が名声{ $prestige }点ずつで勝利を分け合いました。
earth-board-status-salvage = { $seat }の番：上に何も載っていないタイルを1枚回収します（候補{ $count }枚）。
earth-board-status-bonus = { $seat }は「{ $tile }」を回収し、回収ボーナスを使えます。
earth-board-status-bonus-none = { $seat }はタイルを回収し、回収ボーナスを使えます。
earth-board-status-gas = { $count ->
    [0] ガス溜まりが爆発！ 全員が選びます：{ $what }。
   *[other] ガス溜まりが爆発！ { $seats }が選びます：{ $what }。
}
earth-board-status-income-none = { $lane ->
    [blue] 青のレーンの収入。
    [green] 緑のレーンの収入。
    [red] 赤のレーンの収入。
   *[other] 起動したレーンの収入。
}
earth-board-status-income = { $lane ->
    [blue] 青のレーンの収入：{ $seats }がタイルの使い方を選びます。
    [green] 緑のレーンの収入：{ $seats }がタイルの使い方を選びます。
    [red] 赤のレーンの収入：{ $seats }がタイルの使い方を選びます。
   *[other] 起動したレーンの収入：{ $seats }がタイルの使い方を選びます。
}
earth-board-status-build = { $seat }が建設中：残り建設ポイント{ $points }で建設、解体、製造ができます。
earth-board-status-decides = { $seat }が選択中。
earth-board-headline-over = ゲーム終了
earth-board-headline-solo-band = { $seat }：名声{ $prestige }点、「{ $band }」！
earth-board-headline-solo-short = { $seat }：名声{ $prestige }点、評価に届かず
earth-board-headline-win = { $seat }が名声{ $prestige }点で勝利！
earth-board-headline-shared = { $seats }が名声{ $prestige }点で同点勝利！
earth-board-headline-salvage = { $seat }：タイルを回収
earth-board-headline-bonus = { $seat }：「{ $tile }」の回収ボーナスを使う？
earth-board-headline-bonus-none = { $seat }：回収ボーナスを使う？
earth-board-headline-gas = ガス溜まりが爆発！ { $who }：コイン{ $coins }枚を払うか、タイルを捨てる
earth-board-headline-gas-any = ガス溜まりが爆発！ { $who }：支払うか、タイルを捨てる
earth-board-headline-income-none = { $lane ->
    [blue] 青のレーンの収入
    [green] 緑のレーンの収入
    [red] 赤のレーンの収入
   *[other] レーンの収入
}
earth-board-headline-income = { $lane ->
    [blue] 青のレーンの収入：{ $who }が選択中
    [green] 緑のレーンの収入：{ $who }が選択中
    [red] 赤のレーンの収入：{ $who }が選択中
   *[other] レーンの収入：{ $who }が選択中
}
earth-board-headline-build = { $seat }：建設（残り建設ポイント{ $points }）
earth-board-headline-decides = { $seat }が選択中
earth-board-subline-over = 最終的な名声は下のとおり · 全{ $turns }手番
earth-board-subline = 手番{ $turn } · 残り{ $count }枚
earth-board-subline-next = 手番{ $turn } · 残り{ $count }枚 · 次：{ $seat }
earth-board-subline-last = 手番{ $turn } · 大地が空：最後の手番
earth-board-draft = ここまでの選択：{ $steps }
earth-board-this-turn = この手番：{ $facts }。
earth-board-turn-salvaged = 「{ $tile }」を回収
earth-board-turn-lane-next = { $lane ->
    [blue] 次に青のレーンが収入を生む
    [green] 次に緑のレーンが収入を生む
   *[red] 次に赤のレーンが収入を生む
}
earth-board-turn-lane-was = { $lane ->
    [blue] 青のレーンを起動済み
    [green] 緑のレーンを起動済み
   *[red] 赤のレーンを起動済み
}
earth-board-turn-lane-is = { $lane ->
    [blue] 青のレーンが起動中
    [green] 緑のレーンが起動中
   *[red] 赤のレーンが起動中
}
earth-board-turn-points = 残り建設ポイント{ $points }

## ターミナルと埋め込み。

earth-board-terminal-title = As The Earth Crumbles。{ $phase }。
earth-board-take = { $tile }［回収可］
earth-board-row = { $row }行目：{ $cells }
earth-board-layer = { $where ->
    [top] 第{ $layer }層（最上段）：{ $rows }
    [bottom] 第{ $layer }層（最下段）：{ $rows }
   *[middle] 第{ $layer }層：{ $rows }
}
earth-board-takeable = { $tile }：{ $text }。建設費コイン{ $coins }枚
earth-board-more = { $what ->
    [tile] …ほか{ $count }枚
    [line] …ほか{ $count }行
   *[directive] …ほか{ $count }件
}
earth-board-exploding = 爆発中：ガス溜まり（{ $what }）。
earth-board-earth-head = 大地、最上層から（［回収可］：今回収できる）：
earth-board-salvageable = 今回収できるタイル：
earth-board-directives-head = 社会目標：
earth-board-players-head = プレイヤー：
earth-board-exploding-embed = 💥 ガス溜まりが爆発：{ $what }。
earth-board-on-top = いま一番上：{ $tiles }
earth-board-earth-field = 大地（残り{ $count }枚）
earth-board-directive-embed = **{ $name }**：{ $text }。{ $leader }。
earth-board-directives = 社会目標
earth-board-solo-scoring = ソロの得点
earth-board-discard-field = 捨て山（{ $count }枚）
earth-board-footer = { $phase } · { $colours }
earth-board-footer-colour = { $symbol } { $colour ->
    [blue] 青
    [green] 緑
   *[red] 赤
}
earth-board-embed-site = { $count ->
    [1] { $site }：{ $tile }
   *[other] { $site }：{ $tile } ×{ $count }
}
earth-board-embed-site-empty = { $coins ->
    [0] { $site }：空き
   *[other] { $site }：空き（印刷コイン{ $coins }枚）
}
earth-board-discard-newest = 新しい順：{ $tiles }。
earth-board-discard-newest-more = 新しい順：{ $tiles }、ほか古いタイル{ $more }枚。
earth-board-empty-field = なし。

## 画像。

earth-board-salvage-these = この中から1枚回収
earth-board-uncovered = 大地で露出しているタイル
earth-board-on-earth = 大地の{ $left }枚中{ $shown }枚
earth-board-column = { $column ->
    [coins] コイン
    [culture] 文化
    [prosperity] 繁栄
   *[prestige] 名声
}
earth-board-deciding-too = 同時に選択中
earth-board-table-head = { $over ->
    [true] 最終得点
   *[false] プレイヤー
}
earth-board-tag-wins = 勝利
earth-board-tag-you = あなた
earth-board-solo-head = ソロ：社会目標なし／評価
earth-board-band-reached = { $band }：達成
earth-board-directives-picture = { $over ->
    [true] 社会目標の獲得者
   *[false] 社会目標：各名声{ $prestige }点
}
earth-board-nobody-tie = なし：同点
earth-board-picture-leads = { $seat }が首位
earth-board-tied = 同点

## 代替テキスト。

earth-board-alt-title = As The Earth Crumblesの盤面。{ $status }
earth-board-alt-tile = { $tile }（{ $text }。建設費コイン{ $coins }枚）
earth-board-alt-exploding = 爆発したガス溜まり（{ $what }）
earth-board-alt-tiles = { $salvage ->
    [true] 今回収できるタイル：{ $tiles }。
   *[false] 大地で露出しているタイル：{ $tiles }。
}
earth-board-alt-tiles-counted = { $salvage ->
    [true] 今回収できるタイル：{ $count }枚（{ $colours }）。
   *[false] 大地で露出しているタイル：{ $count }枚（{ $colours }）。
}
earth-board-alt-count = { $colour ->
    [blue] 青{ $count }
    [green] 緑{ $count }
    [red] 赤{ $count }
   *[other] ガス溜まり{ $count }
}
earth-board-alt-lane = { $note ->
    [now] { $lane }（収入を生んでいる）：{ $sites }
    [next] { $lane }（次に収入を生む）：{ $sites }
   *[none] { $lane }：{ $sites }
}
earth-board-alt-city = { $whose }：{ $lanes }。
earth-board-alt-player-over = { $label }：名声{ $prestige }点。
earth-board-alt-player-over-detail = { $label }：名声{ $prestige }点（{ $breakdown }）。
earth-board-alt-player-now = { $label }：現在名声{ $prestige }点。
earth-board-alt-player = { $label }：コイン{ $coins }枚、文化{ $culture }、繁栄{ $prosperity }、現在名声{ $prestige }点。
earth-board-alt-directive = { $title }（{ $goal }）：{ $leader }
earth-board-alt-directive-short = { $title }：{ $leader }
earth-board-alt-directives = { $over ->
    [true] 獲得された社会目標：{ $parts }。
   *[false] 社会目標（各名声{ $prestige }点）：{ $parts }。
}
earth-board-alt-lasted = ゲームは{ $turns }手番続きました。
earth-board-alt-facts = 手番{ $turn }、大地に残り{ $count }枚。
earth-board-alt-facts-next = 手番{ $turn }、大地に残り{ $count }枚、次は{ $seat }。
earth-board-alt-facts-last = 手番{ $turn }、大地が空になりました：これが最後の手番です。
earth-board-alt-discard-count = 捨て山：{ $count }枚。
earth-board-alt-earth = 大地：残り{ $count }枚。{ $gone }
earth-board-alt-exploding-tile = { $tile }（爆発中）
earth-board-alt-uncovered = 露出：{ $tiles }
earth-board-alt-covered = 覆われている：{ $tiles }
earth-board-alt-covered-count = 覆われているタイル{ $count }枚
earth-board-alt-layer = 第{ $layer }層：{ $said }。
earth-board-alt-city-facts = { $whose }：{ $resources }、{ $over ->
    [true] 最終得点 名声{ $prestige }点
   *[false] 現在 名声{ $prestige }点
}。
earth-board-alt-leads = { $directives }で首位。
earth-board-alt-beneath = { $site }、その下：{ $tiles }
earth-board-alt-lane-sites = { $lane }：{ $sites }。
earth-board-alt-discard = 捨て山、{ $count }枚、新しい順：{ $tiles }。

## 拡大表示：ボタン（12文字の名前で80文字以内）と画像。

earth-board-show-earth = 大地を見る
earth-board-show-my-city = 自分の都市を見る
earth-board-show-city = { $seat }の都市を見る
earth-board-show-discard = 捨て山を見る
earth-board-the-earth = 大地
earth-board-earth-left = 大地：残り{ $count }枚
earth-board-earth-note = { $salvage ->
    [true] 枠付き：上に何も載っていないので、今回収できます。最上層から順に表示。各タイルは四隅の下にある4枚の上に載っています。
   *[false] 枠付き：上に何も載っていません。最上層から順に表示。各タイルは四隅の下にある4枚の上に載っています。
}
earth-board-earth-layer = { $where ->
    [top] 第{ $layer }層（最上段）：{ $all }枚中残り{ $left }枚
    [bottom] 第{ $layer }層（最下段）：{ $all }枚中残り{ $left }枚
   *[middle] 第{ $layer }層：{ $all }枚中残り{ $left }枚
}
earth-board-leads-picture = 首位：{ $directives }
earth-board-beneath = 下に（上から）：{ $tiles }
earth-board-the-discard = 捨て山
earth-board-discard-heading = 捨て山：{ $count }枚
earth-board-discard-note = 新しい順。建設ポイント2とそのコストで1枚を製造できます。

## 色を除いたタイル名（画像は色を記号と地色で示します）。

earth-board-name-a-b1 = 鋳造所
earth-board-name-a-b2 = ギルド会館
earth-board-name-a-b3 = 積層造幣所
earth-board-name-a-b4 = 劇場
earth-board-name-a-b5 = 博物館
earth-board-name-a-b6 = 段々庭園
earth-board-name-a-b7 = 取引所
earth-board-name-a-g1 = 鋳造所
earth-board-name-a-g2 = ギルド会館
earth-board-name-a-g3 = 積層造幣所
earth-board-name-a-g4 = 劇場
earth-board-name-a-g5 = 博物館
earth-board-name-a-g6 = 段々庭園
earth-board-name-a-g7 = 取引所
earth-board-name-a-r1 = 鋳造所
earth-board-name-a-r2 = ギルド会館
earth-board-name-a-r3 = 積層造幣所
earth-board-name-a-r4 = 劇場
earth-board-name-a-r5 = 博物館
earth-board-name-a-r6 = 段々庭園
earth-board-name-a-r7 = 取引所
earth-board-name-a-b8 = 文化獲得
earth-board-name-a-g8 = 文化獲得
earth-board-name-a-g9 = 繁栄獲得
earth-board-name-a-r8 = 繁栄獲得
earth-board-name-a-b9 = タイル移動
earth-board-name-a-r9 = タイル移動
earth-board-name-a-r10 = 大取引所
earth-board-name-gp-1 = ガス溜まり
earth-board-name-gp-2 = ガス溜まり
earth-board-name-gp-3 = ガス溜まり
earth-board-name-gp-4 = ガス溜まり
earth-board-name-b-b1 = コイン獲得
earth-board-name-b-g1 = コイン獲得
earth-board-name-b-r1 = コイン獲得
earth-board-name-b-b2 = 工房
earth-board-name-b-g2 = 工房
earth-board-name-b-b3 = 市場
earth-board-name-b-g3 = 市場
earth-board-name-b-r3 = 市場

## 社会目標：名前、報酬の条件、色の目標の短い名前。

earth-board-directive-sd1 = 単色の最多：青か緑
earth-board-directive-sd2 = 単色の最多：緑か赤
earth-board-directive-sd3 = 単色の最多：赤か青
earth-board-directive-sd4 = 摩天楼
earth-board-directive-sd5 = 都市の拡大
earth-board-directive-sd6 = 芸術の後援者
earth-board-directive-sd7 = 黄金時代
earth-board-directive-sd8 = 国庫
earth-board-directive-sd9 = 重層都市
earth-board-directive-text-sd1 = 青か緑のどちらか1色で、見えているタイルが最も多い
earth-board-directive-text-sd2 = 緑か赤のどちらか1色で、見えているタイルが最も多い
earth-board-directive-text-sd3 = 赤か青のどちらか1色で、見えているタイルが最も多い
earth-board-directive-text-sd4 = 1つの積み重ねが最も高い
earth-board-directive-text-sd5 = 建設したタイルが最も多い（覆われたものも含む）
earth-board-directive-text-sd6 = 文化が最も多い
earth-board-directive-text-sd7 = 繁栄が最も多い
earth-board-directive-text-sd8 = コインが最も多い
earth-board-directive-text-sd9 = 2枚以上のタイルがある建設地が最も多い
earth-board-directive-short-sd1 = 青か緑
earth-board-directive-short-sd2 = 緑か赤
earth-board-directive-short-sd3 = 赤か青

## プレイヤーガイドの項目（bot/catalogue/earthcrumbles/entries.py）：各タイル、ガス溜まり、社会目標、レーン、
## そしてルール用語。タイルの名前と能力、社会目標の名前と条件は盤のもの（上記）。$pile は advanced か
## basic、$colour・$lane・$one・$other は blue、green、red、$sites は建設地の番号の一覧。

earth-guide-tile = { $pile ->
    [advanced] 上級タイル
   *[basic] 基本タイル
}：{ $copies }。{ $cost }{ $ability }{ $stack ->
    [true] 積層倍率：積み重ねが3枚なら最大3回まで収入を生めます（以下同様）。回数は自分で選び、購入はそのたびに支払います。
   *[false] {""}
}{ $note }
# 1色ぶんのタイルの枚数（一覧の1項目）：「青1枚、緑1枚、赤1枚」。
earth-guide-copies = { $colour ->
    [blue] 青
    [green] 緑
   *[red] 赤
}{ $count }枚
earth-guide-cost = 建設コスト：コイン{ $coins }枚。
# 色ごとに建設コストが違うとき：それぞれを名前で。
earth-guide-costs = 建設コスト：{ $costs }。
earth-guide-cost-of = 「{ $tile }」はコイン{ $coins }枚
# 色ごとに能力が違うとき：それぞれを名前で、1文ずつ。
earth-guide-tile-ability = 【{ $tile }】{ $text }。
earth-guide-note-gives = 「収入」オプションが自動なら、すべて自動で集められます。
earth-guide-note-per-colour = 数えるのは自分の各建設地の一番上のタイルだけです。「収入」オプションが自動なら、すべて自動で集められます。
earth-guide-note-buying = 購入は任意です。量は自分で選び、同じ収入の手順で先に得たものも支払いに使えます。「収入」オプションが自動でも、払えるときは毎回尋ねられます。
earth-guide-note-taken = 回収ボーナスは任意で、「収入」オプションが自動なら自動で使われます。このタイル自体は収入を生みませんが、建設すればその色のタイルとして数え、積み重ねを高くします。
earth-guide-note-prosperity-pickup = 捨てたタイルは捨て山に行き、その下にタイルがあれば、また見えるようになります。建設済みのタイルがなければ何も得られません。このタイル自体は収入を生みませんが、建設すればその色のタイルとして数え、積み重ねを高くします。
earth-guide-note-move-pickup = 使うかどうかは任意です。移し先は空いている建設地か別の積み重ねの一番上で、下に差し込むことはできません。このタイル自体は収入を生みませんが、建設すればその色のタイルとして数え、積み重ねを高くします。
earth-guide-gas-name = ガス溜まり（コイン{ $coins }枚）
earth-guide-gas = { $total }つのガス溜まりのうちの{ $count }つで、色はなく、上級タイルに混じっています。回収することはできません。{ $ability }。上にタイルが載っていない状態になったら、手番のプレイヤーがすぐにコインのように投げます。歯車なら何も起きません。爆発したら、建設済みのタイルを持つ各プレイヤー（投げた本人も含む）が、払うか捨てるかを選びます。払えないプレイヤーは捨てなければなりません。どちらの場合も、その後ゲームから取り除かれ、捨て山には行きません。ガス溜まりが求めるコインは{ $prices }枚です。
earth-guide-directive = 社会目標。{ $text }。{ $count }ゲーム終了時に、最も多いプレイヤー1人が獲得し、名声{ $prestige }を得ます。最多が同数なら誰も獲得しません。各ゲームで{ $total }枚のうち{ $drawn }枚を引きます（ソロゲームでは使いません）。
earth-guide-count-colour = 見えているタイル（各建設地の一番上のタイル）を2色それぞれについて数え、多いほうを使います。見えている{ $one ->
    [blue] 青
    [green] 緑
   *[red] 赤
}のタイル5枚は、見えている{ $other ->
    [blue] 青
    [green] 緑
   *[red] 赤
}のタイル4枚に勝ちます。
earth-guide-count-tallest = 最も高い積み重ねのタイルを、覆われたものも含めて数えます。
earth-guide-count-built = リザーブのタイルは数えません。
earth-guide-count-culture = 名声に換える前に、最後に数えます。
earth-guide-count-prosperity = 名声に換える前に、最後に数えます。
earth-guide-count-coins = 名声に換える前に、最後に数えます。
earth-guide-count-layered = 積み重ねがどれだけ高くても、1つの建設地は1回だけ数えます。
earth-guide-lane = 各地表ボードの建設地{ $sites }です。{ $lane ->
    [blue] 青
    [green] 緑
   *[red] 赤
}のタイル（{ $symbol }）が回収されるたびに起動します（{ $tiles }枚ある{ $lane ->
    [blue] 青
    [green] 緑
   *[red] 赤
}のタイルそれぞれで1回ずつ）。回収したプレイヤーだけでなく全員が、これらの建設地の見えているタイルから収入を得ます。{ $printed }色に関係なく、どのタイルもここに建設できます。
# レーンの建設地1つに印刷されているもの、1文ずつ。
earth-guide-lane-prints = { $coins ->
    [0] 建設地{ $site }には何も印刷されていません。
   *[other] 建設地{ $site }にはコイン{ $coins }枚が印刷されていて、タイルが置かれていない間に支払われます。
}
earth-guide-site = 建設地{ $site }

## ルール用語：名前、別名（-alias-<n>：別名が少ない言語は名前を繰り返してよい）、説明。

earth-guide-rule-earth = 大地
earth-guide-rule-alias-earth-1 = ピラミッド
earth-guide-rule-text-earth = 全{ $tiles }枚のタイルを表向きに積んだピラミッドです。下の2層が{ $advanced }枚の上級タイル（うちガス溜まり{ $gas }つ）、上の2層が{ $basic }枚の基本タイルです。上の層のタイルは、それぞれ下の4枚のタイルの角に重なります。タイルは、どの角にもタイルが載っていなければ回収でき、開始時に回収できるのは最上層のタイルだけです。最後のタイルが取られた手番の後、ゲームは終わります。
earth-guide-rule-board = 地表ボード
earth-guide-rule-alias-board-1 = ボード
earth-guide-rule-alias-board-2 = プレイヤーボード
earth-guide-rule-text-board = 各プレイヤーが建設を行うボードで、1～{ $sites }の番号がついた{ $sites }つの建設地があります。建設地{ $lanes }です。{ $printed }が印刷されていて、そのレーンが起動したときにタイルが置かれていなければ支払われます。タイルは空いている建設地か積み重ねの一番上に置き、下に差し込むことはできません。見えていて収入を生むのは、積み重ねの一番上のタイルだけです。
# 各レーンの建設地（一覧の1項目）：「1、2が青のレーン」。
earth-guide-board-lane = { $sites }が{ $lane ->
    [blue] 青のレーン
    [green] 緑のレーン
   *[red] 赤のレーン
}
earth-guide-board-printed = 建設地{ $sites }にはコイン{ $coins }枚
earth-guide-rule-build = 建設ポイント
earth-guide-rule-alias-build-1 = 建設
earth-guide-rule-alias-build-2 = 解体
earth-guide-rule-alias-build-3 = 製造
earth-guide-rule-text-build = 毎手番、建設ポイント{ $points }を得ます。使わなかった分は失われます。建設（建設ポイント{ $build }）：リザーブのタイルの建設コストを払い、自分のどれかの建設地に置きます。解体（建設ポイント{ $scrap }）：リザーブのタイルを1枚捨て、コイン{ $coins }枚を得ます。製造（建設ポイント{ $fabricate }）：建設コストを払って、捨て山のタイルを建設します。
earth-guide-rule-stack = 積層倍率
earth-guide-rule-alias-stack-1 = 積み重ね
earth-guide-rule-text-stack = 一部のタイルにある記号です。その建設地のレーンが起動すると、そのタイルは積み重ねのタイルの枚数（自身を含む）まで何回でも収入を生めます。回数は自分で選び、購入はそのたびに支払います。
earth-guide-rule-bonus = 回収ボーナス
earth-guide-rule-alias-bonus-1 = 獲得タイル
earth-guide-rule-alias-bonus-2 = ボーナス
earth-guide-rule-text-bonus = 獲得タイル（コイン獲得、文化獲得、繁栄獲得、タイル移動）を回収したときの効果で、ガス溜まりをコイントスする前に使います。使うかどうかは任意です。獲得タイルは収入を生みません。
earth-guide-rule-reserve = リザーブ
earth-guide-rule-text-reserve = 回収して建設を待つタイルで、ボードの横に表向きで置きます。上限はなく、リザーブのタイルは得点になりません。1枚を解体するとコイン{ $coins }枚を得ます。
earth-guide-rule-discard = 捨て山
earth-guide-rule-alias-discard-1 = 捨て札
earth-guide-rule-text-discard = 全員共通の表向きの山です。解体したタイルと、繁栄獲得やガスの爆発で失ったタイルが置かれます。誰でも自分の手番にここから製造できます。ガス溜まりがここに来ることはありません。
earth-guide-rule-prestige = 名声
earth-guide-rule-alias-prestige-1 = 得点
earth-guide-rule-alias-prestige-2 = 同点
earth-guide-rule-text-prestige = 最後に、コイン{ $coins }枚で名声1（余ったコインは得点になりません）、文化1で名声1、繁栄1で名声{ $prosperity }、獲得した社会目標1枚ごとに名声{ $directive }になります。名声が最も多いプレイヤーの勝ちです。同点なら繁栄、次に文化、次にコインの多いプレイヤーが勝ち、それでも同点のプレイヤーは勝利を分け合います。
