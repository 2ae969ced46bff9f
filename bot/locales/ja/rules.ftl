rules-title = { $game }：{ $page }
rules-footer = { $page }/{ $pages }ページ · /game card でカードを名前で調べられます
rules-previous = 前へ
rules-next = 次へ
rules-go-to-page = ページを選ぶ
rules-page-option = { $number }. { $title }
rules-entry-footer = { $game } · { $kind }
rules-card-choice = { $name }（{ $game }）

refusal-no-guide = このゲームのガイドはまだありません。
refusal-rules-which-game = このチャンネルにはゲームがありません。/game rules game:… のようにゲームを指定してください。
refusal-card-nothing = { $game ->
    [none] 「{ $name }」という名前のものはありません。名前を入力し始めると候補が表示されます。
   *[other] { $game }には「{ $name }」という名前のものはありません。名前を入力し始めると候補が表示されます。
}
refusal-card-which-game = 「{ $name }」は{ $games }にあります。game オプションでゲームを指定してください。
refusal-card-several = { $more ->
    [0] { $game ->
        [none] 「{ $name }」に当てはまるものが複数あります：{ $matches }。
       *[other] { $game }で「{ $name }」に当てはまるものが複数あります：{ $matches }。
    }
   *[other] { $game ->
        [none] 「{ $name }」に当てはまるものが複数あります：{ $matches }、ほか{ $more }件。
       *[other] { $game }で「{ $name }」に当てはまるものが複数あります：{ $matches }、ほか{ $more }件。
    }
}
