guide-options = オプション
guide-options-in-game = このゲームのオプション
guide-option-line = **{ $option }：** { $value }
guide-option-typed = { $label }（--option { $name }=…）
guide-option-help = **{ $label }：** { $text }
guide-option-help-terminal = **{ $label }**（`--option { $name }=…`）：{ $text } 値：{ $values }。
guide-option-help-terminal-typed = **{ $label }**（`--option { $name }=…`）：{ $text } `{ $name }=…` の形で入力します。
guide-option-value = `{ $typed }`：{ $label }
guide-values-separator = {"／"}
guide-value-not-set = 未設定
guide-value-yes = はい
guide-value-no = いいえ
guide-value-none = なし
guide-value-seats = 席{ $seats }
guide-value-list = { $values }
guide-entry-line = **{ $name }**：{ $text }
guide-page-part = { $title }（{ $page }/{ $pages }）

guide-kind-card = カード
guide-kind-card-effect = カードの効果
guide-kind-faction = 陣営
guide-kind-tunnel-segment = 坑道の区画
guide-kind-snake-ability = ヘビの能力
guide-kind-frog-ability = カエルの能力
guide-kind-technology-card = テクノロジーカード
guide-kind-event-card = イベントカード
guide-kind-region = 地域
guide-kind-robot-section = ロボットのパーツ
guide-kind-scoring-category = 得点カテゴリー
guide-kind-tile = タイル
guide-kind-social-directive = 社会目標
guide-kind-lane = レーン
guide-kind-place = 場所
guide-kind-rule = ルール
guide-kind-term = 用語

guide-lesson-page = **{ $title }**
    { $text }

guide-kind-heading = { $kind ->
    [card] カード
    [card-effect] カードの効果
    [faction] 陣営
    [tunnel-segment] 坑道の区画
    [snake-ability] ヘビの能力
    [frog-ability] カエルの能力
    [technology-card] テクノロジーカード
    [event-card] イベントカード
    [region] 地域
    [robot-section] ロボットのパーツ
    [scoring-category] 得点カテゴリー
    [tile] タイル
    [social-directive] 社会目標
    [lane] レーン
    [place] 場所
    [rule] ルール
   *[term] 用語
}
guide-kind-noun = { $kind ->
    [card] カード
    [card-effect] カードの効果
    [faction] 陣営
    [tunnel-segment] 坑道の区画
    [snake-ability] ヘビの能力
    [frog-ability] カエルの能力
    [technology-card] テクノロジーカード
    [event-card] イベントカード
    [region] 地域
    [robot-section] ロボットのパーツ
    [scoring-category] 得点カテゴリー
    [tile] タイル
    [social-directive] 社会目標
    [lane] レーン
    [place] 場所
    [rule] ルール
   *[term] 用語
}
