# Gentoo Rules: カード、ゲームの記録、ボタン、断りの言葉 (docs/localisation.md)。カードと用語の名前は
# docs/localisation.md の「Gentoo Rules」の用語集にあります。プレイヤーの名前はメッセージの後で入ります。

## カードと置き場所。

gentoo-card-snow = 雪
gentoo-card-egg3 = 卵（石3個）
gentoo-card-egg4 = 卵（石4個）
gentoo-card-egg5 = 卵（石5個）
gentoo-card-hatch = 孵化
gentoo-card-skua = トウゾクカモメ
gentoo-card-thief = 石泥棒
gentoo-card-nest = 良い巣
gentoo-card-seal = ヒョウアザラシ
gentoo-card-peck = 強烈なつつき
gentoo-card-blizzard = 混乱の吹雪
gentoo-card-fishing = 漁に出る
gentoo-card-thaw = 雪解け

gentoo-place-row = 選択カード
gentoo-place-in-play = { $seat }の場のカード
gentoo-place-used = { $seat }の使用済みの山
gentoo-place-table = テーブル

## ゲームの記録。

gentoo-log-first = { $seat }が先手です。
gentoo-log-take-nothing = { $seat }は選択カードを取りませんでした。
gentoo-log-discard = { $seat }は選択カードから「{ $card }」を捨てました。
gentoo-log-move-used = { $seat }は「{ $card }」を使用済みの山に移しました。
gentoo-log-play-nothing = { $seat }は何も出しませんでした。
gentoo-log-take = { $nest ->
    [true] { $cost ->
        [0] { $seat }は良い巣を使って「{ $card }」を取りました。
       *[other] { $seat }は魚{ $cost }匹と良い巣を使って「{ $card }」を取りました。
    }
   *[false] { $cost ->
        [0] { $seat }は「{ $card }」を取りました。
       *[other] { $seat }は魚{ $cost }匹で「{ $card }」を取りました。
    }
}
gentoo-log-reshuffle-draw = 捨て札を切り直して新しい山札にしました。
gentoo-log-drawn = 「{ $card }」が選択カードに加わりました。
gentoo-log-reshuffle-pile = { $seat }は使用済みの山を切り直して新しい自分の山にし、魚がまた{ $fish }匹になりました。
gentoo-log-flip = { $seat }は「{ $card }」をめくりました。
gentoo-log-loses-turn = { $seat }は漁に出ていて、1回休みです。
gentoo-log-blizzard = { $seat }は「混乱の吹雪」を出しました。手番の向きが逆になります。
gentoo-log-blizzard-two = { $seat }は「混乱の吹雪」を出しましたが、2人では何も起きません。
gentoo-log-fishing = { $again ->
    [true] { $seat }は「漁に出る」を出しました。{ $victim }は1回休みなので、{ $seat }がもう一度手番を行います。
   *[false] { $seat }は「漁に出る」を出しました。{ $victim }は1回休みです。
}
gentoo-log-thaw-nothing = { $seat }は「雪解け」を出しましたが、溶かす雪がありません。
gentoo-log-thaw = { $seat }は「雪解け」を出して、「雪」を1枚溶かしました。
gentoo-log-no-effect = { $seat }は「{ $card }」を出しましたが、今は何も起きません。
gentoo-log-skua-nothing = { $seat }は「トウゾクカモメ」を出しましたが、見えている卵はありません。
gentoo-log-skua = { $seat }は{ $place }の「{ $card }」に「トウゾクカモメ」を出しました。
gentoo-log-seal = { $seat }は{ $victim }に「ヒョウアザラシ」を送りました。{ $victim }はペンギンを1羽失います。
gentoo-log-seal-nothing = { $seat }は{ $victim }に「ヒョウアザラシ」を送りましたが、{ $victim }にはペンギンがいません。
gentoo-log-thief = { $seat }は{ $victim }に「石泥棒」を出しました。
gentoo-log-thief-nothing = { $seat }は{ $victim }に「石泥棒」を出しましたが、{ $victim }には石がありません。
gentoo-log-peck = { $seat }は「強烈なつつき」で「石泥棒」を防ぎました。
gentoo-log-steal = { $seat }は{ $victim }から巣石を1個取りました。
gentoo-log-hatch = { $gives ->
    [true] { $seat }は卵をかえしてペンギンが{ $penguins }羽になり、{ $to }に巣石を1個渡しました。
   *[false] { $seat }は卵をかえしてペンギンが{ $penguins }羽になりました。
}
gentoo-result = { $winners }がペンギン{ $penguins }羽で勝ちました。

## ボタン: 12文字の名前で80文字以内。

gentoo-move-take-nothing = 何も取らない
gentoo-move-play-nothing = 何も出さない
gentoo-move-allow = 泥棒に石を渡す
gentoo-move-back = 戻る
gentoo-move-victim-stones = { $stones ->
    [0] { $seat }（石なし：効果なし）
   *[other] { $seat }（石{ $stones }個）
}
gentoo-move-victim-penguins = { $penguins ->
    [0] { $seat }（ペンギンなし：効果なし）
   *[other] { $seat }（ペンギン{ $penguins }羽）
}
gentoo-move-give = { $seat }に石を渡す
gentoo-move-take = { $nest ->
    [true] { $cost ->
        [0] 良い巣を使って「{ $card }」を取る
       *[other] 良い巣を使って「{ $card }」を取る（魚{ $cost }匹）
    }
   *[false] { $cost ->
        [0] 「{ $card }」を取る
       *[other] 「{ $card }」を取る（魚{ $cost }匹）
    }
}
gentoo-move-discard = 「{ $card }」を捨てる
gentoo-move-play = 「{ $card }」を出す
gentoo-move-play-no-effect = 「{ $card }」を出す（効果なし）
gentoo-move-play-own-eggs = 「{ $card }」を出す（自分の卵にしか当たらない）
gentoo-move-hatch = 孵化で「{ $card }」をかえす
gentoo-move-used = 「{ $card }」を使用済みの山へ
gentoo-move-target = { $place }の「{ $card }」
gentoo-move-peck = 強烈なつつきで防ぐ

## 断りの言葉と、手の届かないカード。

gentoo-first-player = 先手はゲームの{ $players }人のうちの誰かでなければなりません。
gentoo-why-fish = 魚が{ $cost }匹必要（{ $seat }は{ $fish }匹）
gentoo-why-stones = 巣石が{ $stones }個必要（{ $seat }は{ $has }個。良い巣があれば1個少なくてよい）
gentoo-refuse-not-shown = そのカードは選択カードにありません。
gentoo-refuse-fish = 「{ $card }」を取るには魚が{ $cost }匹必要です。あなたの魚は{ $fish }匹です。
gentoo-refuse-stones = 「{ $card }」を取るには巣石が{ $stones }個必要です（良い巣があれば1個少なくてよい）。
gentoo-refuse-not-in-play = そのカードはあなたの場のカードにありません。
gentoo-refuse-snow = 雪は出せません。
gentoo-refuse-taken = この手番で「{ $card }」を取ったので、手番が終わるまで使えません。
gentoo-refuse-must-play = 場のカードが4枚以上あるときは、カードを出すか、1枚を使用済みの山に移さなければなりません。
gentoo-refuse-phase = { $phase ->
    [choose] 今はそれはできません。選択カードを選ぶ時です。
    [discard] 今はそれはできません。選択カードを捨てる時です。
    [play] 今はそれはできません。カードを出す時です。
    [target] 今はそれはできません。対象を選ぶ時です。
    [gift] 今はそれはできません。巣石を渡す時です。
   *[peck] 今はそれはできません。石泥棒に応じる時です。
}

## 盤面の言葉: 埋め込み、代替テキスト、端末の文字。

gentoo-none = なし
gentoo-nothing = なし
gentoo-cards = { $count ->
    [0] なし
   *[other] { $cards }
}
gentoo-counted = { $count ->
    [1] { $card }
   *[other] { $card }×{ $count }
}
gentoo-card-count = { $count }枚
gentoo-taken-card = { $card }（この手番で取った）
gentoo-you = { $seat }（あなた）
gentoo-cost = { $stones ->
    [0] { $fish ->
        [0] 無料
       *[other] 魚{ $fish }匹
    }
   *[other] { $fish ->
        [0] 無料、巣石{ $stones }個が必要
       *[other] 魚{ $fish }匹、巣石{ $stones }個が必要
    }
}
gentoo-price = { $stones ->
    [0] { $fish ->
        [0] 無料
       *[other] 魚{ $fish }匹
    }
   *[other] 巣石{ $stones }個
}
gentoo-status-won = { $winners }がペンギン{ $penguins }羽で勝ちました！
gentoo-status-peck = { $seat }が{ $target }に石泥棒を出しました。{ $target }は強烈なつつきで防ぐかどうかを決めます。
gentoo-status = { $doing ->
    [choose] { $seat }の番：選択カードを1枚取ります（取らなくてもかまいません）。
    [discard] { $seat }の番：選択カードを1枚捨てます（4枚より多く並んでいます）。
    [play] { $seat }の番：カードを出すか、卵をかえすか、カードを使用済みの山に移します。
    [gift] { $seat }の番：かえした卵の巣石を誰に渡すか選びます。
    [target-skua] { $seat }の番：トウゾクカモメが取る卵を選びます。
    [target-thief] { $seat }の番：石泥棒が石を奪う相手を選びます。
    [target-seal] { $seat }の番：ヒョウアザラシが襲う相手を選びます。
    [target] { $seat }の番：対象を選びます。
   *[other] { $seat }の番：決めてください。
}
gentoo-order = { $reversed ->
    [true] 手番の順：{ $order }（混乱の吹雪で逆回り）
   *[false] 手番の順：{ $order }
}
gentoo-why = 「{ $card }」は{ $why }
gentoo-out-of-reach = 今は取れないカード：{ $reasons }。
gentoo-piles = 山札：{ $draw }枚。捨て札：{ $discard }枚{ $on_top ->
        [true] 、一番上は{ $top }。
       *[false] 。
    }
gentoo-your-cards = あなたのカード
gentoo-their-cards = { $seat }のカード
gentoo-facts = ペンギン{ $penguins }/{ $goal }羽 · 巣石{ $stones }個 · 魚{ $fish }匹{ $skips ->
        [0] {""}
       *[other] {" "}· { $skips }回休み
    }

gentoo-text-head = Gentoo Rules、{ $turn }手番目。先にペンギン{ $goal }羽を集めた人の勝ち。
gentoo-text-head-over = Gentoo Rules。先にペンギン{ $goal }羽を集めた人の勝ち。
gentoo-text-row-card = { $card }：{ $cost }
gentoo-text-player-line = { $who }：{ $facts }
gentoo-text-row = 選択カード（{ $count }枚）：{ $cards }
gentoo-text-piles = 山札 { $draw } | 捨て札 { $discard }{ $on_top ->
        [true] （一番上は{ $top }）
       *[false] {""}
    }{ $removed ->
        [0] {""}
       *[other] {" "}| ゲーム外 { $removed }
    }
gentoo-text-player = ペンギン { $penguins }/{ $goal }、巣石 { $stones }、魚 { $fish }{ $skips ->
        [0] {""}
       *[other] 、{ $skips }回休み
    }
gentoo-text-in-play = 場：{ $cards }
gentoo-text-used = 使用済みの山 { $used }{ $on_top ->
        [true] （一番上は{ $top }）
       *[false] {""}
    }、自分の山 { $pile }

gentoo-field-counts = 🐧 { $penguins }/{ $goal } · 🪨 巣石{ $stones }個 · 🐟 魚{ $fish }匹
gentoo-field-in-play = 場：{ $cards }
gentoo-field-used = { $empty ->
    [true] 使用済み：なし
   *[false] 使用済み：{ $top }（{ $count }）
}
gentoo-field-pile = 自分の山：{ $count }
gentoo-field-skips = ⏭ { $skips }回休み
gentoo-field-choice = { $fish ->
        [0] **{ $card }** · 無料
       *[other] **{ $card }** · { $fish } 🐟
    }{ $stones ->
        [0] {""}
       *[other] {" "}· { $stones } 🪨が必要
    }
gentoo-field-row = 選択カード（{ $count }枚）
gentoo-footer = 山札 { $draw } · 捨て札 { $discard }{ $on_top ->
        [true] （一番上：{ $top }）
       *[false] {""}
    }{ $over ->
        [true] {""}
       *[false] {" "}· { $turn }手番目
    }

gentoo-tag-you = あなた
gentoo-tag-deciding = 選択中
gentoo-tag-winner = 勝者
gentoo-alt-facts = ペンギン{ $penguins }羽、巣石{ $stones }個、魚{ $fish }匹{ $skips ->
        [0] {""}
       *[other] 、{ $skips }回休み
    }
gentoo-alt-player = { $tagged ->
        [true] { $seat }（{ $tags }）
       *[false] { $seat }
    }：{ $facts }。場は{ $cards }{ $on_used ->
        [true] 。使用済みの山の上は{ $used }
       *[false] {""}
    }。
gentoo-alt-no-row = 選択カードは並んでいません。
gentoo-alt-choice = { $card }：{ $cost }。
gentoo-alt-choice-short = { $card }：{ $price }。
gentoo-alt-row = 選択カード（{ $count }枚）：
gentoo-alt-head = Gentoo Rulesの盤面。{ $status }
gentoo-alt-piles = 山札{ $draw }枚、捨て札{ $discard }枚。
gentoo-alt-subline = { $subline }。
gentoo-empty = なし
gentoo-alt-closeup-row = 選択カード。
gentoo-alt-card = { $card }、{ $cost }：{ $text }
gentoo-alt-card-text = { $card }：{ $text }
gentoo-alt-cards-head = { $title }：{ $facts }。
gentoo-alt-in-play = { $count ->
    [0] 場のカード：なし。
   *[other] 場のカード：
}
gentoo-alt-used = 使用済みの山、{ $count }枚{ $on_top ->
        [true] 、一番上は{ $top }：{ $cards }。
       *[false] ：{ $cards }。
    }
gentoo-alt-pile = 自分の山、裏向きで{ $count }枚：{ $cards }。

## 絵の言葉: スマートフォン向けに短く。

gentoo-chip-snow = 雪
gentoo-chip-egg3 = 卵3
gentoo-chip-egg4 = 卵4
gentoo-chip-egg5 = 卵5
gentoo-chip-hatch = 孵化
gentoo-chip-skua = カモメ
gentoo-chip-thief = 泥棒
gentoo-chip-nest = 良い巣
gentoo-chip-seal = アザラシ
gentoo-chip-peck = つつき
gentoo-chip-blizzard = 吹雪
gentoo-chip-fishing = 漁
gentoo-chip-thaw = 雪解け
gentoo-chip-counted = { $count ->
    [1] { $card }
   *[other] { $card }×{ $count }
}
gentoo-title-snow = 雪
gentoo-title-egg3 = 卵
gentoo-title-egg4 = 卵
gentoo-title-egg5 = 卵
gentoo-title-hatch = 孵化
gentoo-title-skua = トウゾクカモメ
gentoo-title-thief = 石泥棒
gentoo-title-nest = 良い巣
gentoo-title-seal = ヒョウアザラシ
gentoo-title-peck = 強烈なつつき
gentoo-title-blizzard = 混乱の吹雪
gentoo-title-fishing = 漁に出る
gentoo-title-thaw = 雪解け
gentoo-headline-peck = { $seat }：強烈なつつきで石泥棒を防ぐ？
gentoo-headline = { $doing ->
    [choose] { $seat }：選択カードを取るか、取らないか
    [discard] { $seat }：選択カードを1枚捨てる
    [play] { $seat }：出す、かえす、または移す
    [gift] { $seat }：かえした卵の巣石を渡す
    [target-skua] { $seat }：トウゾクカモメが取る卵を選ぶ
    [target-thief] { $seat }：石泥棒の相手を選ぶ
    [target-seal] { $seat }：ヒョウアザラシの相手を選ぶ
    [target] { $seat }：対象を選ぶ
   *[other] { $seat }：決める
}
gentoo-subline = { $has_next ->
    [true] 次：{ $next }{ $reversed ->
            [true] （逆回り）
           *[false] {""}
        } · 目標：ペンギン{ $goal }羽 · { $turn }手番目
   *[false] { $reversed ->
        [true] 逆回り · 目標：ペンギン{ $goal }羽
       *[false] 目標：ペンギン{ $goal }羽
    }{ $over ->
        [true] {""}
       *[false] {" "}· { $turn }手番目
    }
}
gentoo-picture-price = { $stones ->
    [0] { $fish ->
        [0] 無料
       *[other] 魚{ $fish }匹
    }
   *[other] 巣石{ $stones }個
}
gentoo-picture-piles = 山札 { $draw } · 捨て札 { $discard }
gentoo-picture-row = { $discarding ->
    [true] 選択カード：1枚捨てる
   *[false] 選択カード
}
gentoo-picture-penguins = ペンギン
gentoo-picture-stones = 巣石
gentoo-picture-fish = 魚
gentoo-picture-wins = 勝ち
gentoo-picture-target = 対象
gentoo-picture-you = あなた
gentoo-picture-skips = { $skips }回休み
gentoo-picture-used = 使用済み
gentoo-picture-in-play = 場
gentoo-picture-more = ほか{ $count }枚
gentoo-show-row = 選択カードを見る
gentoo-show-mine = 自分のカードを見る
gentoo-show-theirs = { $seat }のカードを見る
gentoo-closeup-row = 選択カード
gentoo-closeup-in-play = 場のカード（{ $count }枚）
gentoo-closeup-used = 使用済みの山：{ $count }枚{ $on_top ->
        [true] 、一番上は{ $top }
       *[false] {""}
    }
gentoo-closeup-pile = 自分の山：裏向きで{ $count }枚

## カードの全文（拡大表示で見せるもの）。

gentoo-text-snow = 出せません。場のカードが4枚以上あるときは、使用済みの山に移せます。
gentoo-text-egg3 = 孵化と合わせるとペンギンになります。取るには巣石が3個必要です。
gentoo-text-egg4 = 孵化と合わせるとペンギンになります。取るには巣石が4個必要です。
gentoo-text-egg5 = 孵化と合わせるとペンギンになります。取るには巣石が5個必要です。
gentoo-text-hatch = ペンギンを1羽得ます。場に卵が必要です。
gentoo-text-skua = テーブルで見えている卵を1枚捨てさせます（場のカード、選択カード、使用済みの山の一番上）。
gentoo-text-thief = ほかのプレイヤーから巣石を1個取ります。
gentoo-text-nest = 卵を取るのに必要な巣石が1個減ります。手番で出したカードには数えません。
gentoo-text-seal = ほかのプレイヤーにペンギンを1羽失わせます。
gentoo-text-peck = 石泥棒を防ぎます。手番外に出して石を守ります。
gentoo-text-blizzard = 手番の向きが逆になります。
gentoo-text-fishing = 次のプレイヤーは1回休みです。
gentoo-text-thaw = 場に雪があれば溶かします。雪解けと雪の両方を捨てます。

## プレイヤーガイドのカードの項目：取るためのコスト、枚数、カードの文（gentoo-text-*）、この卓での遊び方の注記。

gentoo-guide-card = { $cost ->
        [0] 無料で取れます。
       *[other] 取るには魚{ $cost }匹が必要です。
    }全{ $copies }枚。{ $text }{ $noted ->
        [true] { $note }
       *[false] {""}
    }
gentoo-guide-note-snow = 各プレイヤーは雪6枚から始めます。雪解けで1枚溶かせます。
gentoo-guide-note-egg = 巣石は足りているかどうかを見るだけで、支払いには使いません。場のカードに良い巣があれば、必要な数が1個減ります。
gentoo-guide-note-hatch = かえすことが、その手番に出すカードになります。その後、自分の巣石を1個、好きなほかのプレイヤーに渡します（石がなければ渡しません）。
gentoo-guide-note-skua = 見えている卵ならどれでもよく、自分の卵も含みます。見えている卵がなければ、効果なしで捨てられます。
gentoo-guide-note-thief = 指名されたプレイヤーは、場のカードにある強烈なつつきで防げます。石を持っていないプレイヤーからは何も取れません。
gentoo-guide-note-nest = 卵を選ぶときに場のカードから使い、その後捨てます。手番に出すカードとして出しても、何も起きません。
gentoo-guide-note-seal = ペンギンはストックに戻ります。ペンギンを持っていないプレイヤーを指名しても効果はありません。
gentoo-guide-note-peck = 石泥棒に指名されたとき、場のカードにある必要があります。自分の手番に出しても何も起きません。
gentoo-guide-note-blizzard = 2人プレイでは効果がありません。
gentoo-guide-note-fishing = 「漁に出る」が何枚も出れば重なり、1枚につき1回休みます。2人プレイでは、あなたがもう一度手番を行います。
gentoo-guide-note-thaw = 場のカードに雪がなければ、効果なしで捨てられます。オプションで、溶けた雪を代わりにゲームから取り除くこともできます。
