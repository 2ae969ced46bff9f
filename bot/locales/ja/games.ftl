# どのゲームでも同じ言葉 (docs/localisation.md)。席の名前はメッセージの後で入ります。

game-over = ゲームは終了しました。
game-turn-of = { $seat }の番です。
game-waiting-for = { $seats }を待っています。
game-not-allowed = その手は今は指せません。
game-unknown-move = このゲームにはない手です。
