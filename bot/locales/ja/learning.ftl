# AI コーチ（docs/ai.md「The coach」）：手番の人へのヒントとその理由、練習ゲーム（/game learn）とその
# レッスン。ヒントは本人だけに、その人の言語で。レッスンは卓に、卓の言語で。

## 勝率、またはソロでの期待得点。
coach-chance = { NUMBER($chance, style: "percent", maximumFractionDigits: 0) }
coach-points = { $points }点

## コーチがその手を勧める理由：その手が最も高めるもの（各ゲームの要素、下記）、またはゲームの終わり方。
coach-only-choice = 選べる手はこれだけです。
coach-wins = この手で勝ちが決まります。
coach-ends = この手でゲームが終わります。
coach-reason = { $part }手です。
coach-reason-two = { $part }うえに、{ $other }手です。

## 各ゲームの AI の評価要素（「〜手です」の前に来る形）。
coach-part-gives-you-more-penguins = ペンギンを増やす
coach-part-leaves-an-egg-in-your-cards-in-play = 場のカードに「卵」を残す
coach-part-leaves-a-hatch-in-your-cards-in-play = 場のカードに「孵化」を残す
coach-part-leaves-an-egg-and-a-hatch-in-play-together = 場に「卵」と「孵化」をそろえておく
coach-part-adds-to-your-nesting-stones = 巣石を増やす
coach-part-gets-fish-back = 魚を取り戻す
coach-part-holds-back-the-strongest-other-player = いちばん強い相手を抑える
coach-part-adds-to-your-tunnel-s-points = 自分の坑道の得点を増やす
coach-part-leaves-more-gems-for-your-thugs-to-take = ごろつきが奪える宝石を増やす
coach-part-leaves-you-more-cards-in-hand = 手札を増やす
coach-part-holds-back-the-best-other-tunnel = 相手の中でいちばん良い坑道を抑える
coach-part-eats-lily-pads = スイレンの葉を食べる
coach-part-keeps-the-frogs-from-finding-you-out = カエルに見破られにくくする
coach-part-makes-room-on-the-map-for-your-path = 地図上に道筋を伸ばす余地を作る
coach-part-runs-down-the-rounds = ラウンドを消化する
coach-part-gives-you-more-room-or-brings-you-nearer-the-lily-pads = 逃げ場を広げるか、スイレンの葉に近づく
coach-part-sets-a-venom-where-it-will-hurt = 効く場所に毒を仕掛ける
coach-part-leaves-your-venom-in-hand-rather-than-where-it-would-miss = 外れる場所ではなく手札に毒を残す
coach-part-saves-lily-pads = スイレンの葉を守る
coach-part-finds-the-snake-out = ヘビを見破る
coach-part-turns-the-snake-s-cards-face-up = ヘビのカードを表向きにする
coach-part-leaves-the-snake-less-room = ヘビの逃げ場を減らす
coach-part-keeps-the-snake-from-running-down-the-rounds = ヘビにラウンドを消化させない
coach-part-puts-the-frogs-where-the-snake-may-be = ヘビがいそうな所にカエルを置く
coach-part-wears-the-snail-down = カタツムリを弱らせる
coach-part-leaves-the-robot-nearer-the-snail = ロボットとカタツムリの距離を縮める
coach-part-keeps-regions-out-of-ruin = 地域を破壊から守る
coach-part-builds-the-robot = ロボットの建造を進める
coach-part-puts-workers-in-a-factory = 工場にワーカーを置く
coach-part-gathers-metal-and-energy-for-the-robot = ロボットのために金属とエネルギーを集める
coach-part-wins-votes = 票を得る
coach-part-keeps-metal-and-energy-in-hand = 金属とエネルギーを蓄えておく
coach-part-adds-to-your-income = 収入を増やす
coach-part-holds-back-the-others-votes = ほかのプレイヤーの票を抑える
coach-part-adds-coins = コインを増やす
coach-part-adds-culture = 文化を増やす
coach-part-adds-prosperity = 繁栄を増やす
coach-part-makes-your-sites-pay-more-in-the-turns-left = 残りの手番で建設地の収入を増やす
coach-part-keeps-tiles-in-your-reserve = リザーブにタイルを残す
coach-part-leads-a-social-directive = 社会目標で首位に立つ
coach-part-holds-back-the-best-other-island = 相手の中でいちばん良い島を抑える

## ヒント（「ヒント」ボタン）：本人だけに、その人の言語で。
hint-title = { $name }へのヒント：{ $title }
hint-only-choice = 選べる手は1つです：**{ $label }**。
hint-clear = AI が選ぶ手：**{ $label }**。
hint-lean = AI は **{ $label }** にやや傾いていますが、2回目の探索では1位になりませんでした。断定ではなく、目安として見てください。
hint-lean-unclaimed = AI は **{ $label }** にやや傾いています。断定ではなく、目安として見てください。
hint-all-close = AI にはこれらの優劣がつけられません。どれも同じくらい良い手と見ています。
hint-some-close = AI には { $numbers } 番の手の優劣がつけられません。{ $count ->
    [2] どちらも
   *[other] どれも
}同じくらい良い手と見ています。
hint-choice = **{ $number }. { $label }**：{ $points ->
    [true] 期待得点
   *[false] 勝率
} { $value }{ $behind ->
    [true] （1番目に及ばない）
   *[false] {""}
}。
hint-choice-reason = { hint-choice }{ $reason }
hint-searched = あなたに見えている情報だけ（自分の手札は含め、ほかの人の手札は含めずに）をもとに、隠れた部分を何通りも想定して探索しました。{ $points ->
    [true] 期待得点
   *[false] 勝率
}は AI の推定で、保証ではありません。
hint-cut-short = AI の探索は途中で打ち切られました（マシンが混んでいます）。数値はいつもより大まかです。
hint-moved-on = ヒントを求めた後にゲームが進みました。このヒントは求めた時点の局面に対するものです。
hint-timeout = AI が混んでいて、ヒントが時間内に出せませんでした。少ししてからもう一度どうぞ。
hint-failed = すみません、この局面のヒントは出せませんでした。

## /game learn：練習ゲーム、その返事（本人だけ）と開くスレッド。
learn-thread-name = 練習：{ $title }
learn-open-thread = { $title }の練習ゲームを{ $thread }で開きました{ $private ->
    [true] （プライベートスレッド：あなたとボットだけがいます）。
   *[false] 。
}ヒントは有効です。自分の手番で「ヒント」を押してください。新しい種類の判断は、初めて出てきたときに説明します。練習ゲームはレーティング対象外です。
learn-open-here = { $title }の練習ゲームをこのチャンネルで開きました。ヒントは有効です。自分の手番で「ヒント」を押してください。新しい種類の判断は、初めて出てきたときに説明します。練習ゲームはレーティング対象外です。
lesson-title = 初めての場面：{ $title }
lesson-footer = ゲームのルール（/game rules）より。判断の種類ごとに、説明は一度だけです。
