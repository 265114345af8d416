# リアクションのタイミング (rules/window.rs): 誰が、どの順で応じられ、いつ締め切るか。

## What a window is about
ti4-moment-card = { $player } さんの { $card }
ti4-moment-agenda = { $agenda }の公示 (議題が公示「されたとき」と「された後」のカードと約束手形)
ti4-moment-votes = 投票の終了 (議長の投票後のカード)
ti4-moment-elected = { $player }の選出 (プレイヤーが選出された後のカード)
ti4-moment-activated = { $player } さんの起動
ti4-moment-secondary = { $card }の副能力
ti4-moment-timing = 「{ $timing }」の時点

## Prompts and buttons
ti4-ask-window = タイミング: { $moment }。当てはまるカードか誓約書を使うか、パスしてください。
ti4-choice-window-pass = パス
ti4-choice-play-card = { $card }を使う: { $target }
ti4-choice-play-card-plain = { $card }を使う
ti4-choice-play-note = { $owner } さんの { $note }を使う
ti4-choice-minister-of-peace = 平和大臣を捨てる: この手番を終了させる

## Log
ti4-log-window-open = { $moment }のタイミング: { $players }に確認します (返事はこの順で適用されます)。
ti4-log-window-pass = { $player } さんはパスしました。
ti4-log-window-answered = { $player } さんが返事をしました。順番が来たら適用されます。
ti4-log-window-auto-pass = 確認なしでパス: { $players }。
ti4-log-moment-expired = { $moment }の時間切れです: { $players }は返事をせず、パスになります。
ti4-log-answer-waits = あなたの返事は非公開で保持され、次のプレイヤーが返事をした後に適用されます: { $players }。
ti4-log-answer-failed = 順番が来た今、あなたの返事 `{ $answer }` は使えません: { $reason }もう一度確認します。
ti4-log-answer-dropped = あなたの返事 `{ $answer }` は使われませんでした: 順番が来る前にタイミングが締め切られました (議題が差し替えられました)。
ti4-log-voting-begins = 投票を始めます。議長の左から順に投票し、議長は最後に投票します。
ti4-log-reactions = { $player } さんは今後、{ $auto ->
    [1] 手持ちに当てはまるものがないタイミングでは自動でパスします
    [2] すべてのタイミングで確認を受け、返事をするまで待ちます
   *[0] すべてのタイミングで確認を受けます (当てはまるものがなければ少し後にパスします)
}。
ti4-log-card-bribery = { $player } さんが交易品を { $tg } 支払い、同じ数の票を得ました。
ti4-log-card-confusing-legal-text = { $player } さんが紛らわしい法文を使いました: 代わりに { $other }が選出されます。
ti4-log-note-political-favor = { $player } さんが { $owner } さんの政治的恩義を使いました: 議題は捨て札になり、代わりに次の議題が公開されます。
ti4-log-minister-of-peace = { $player } さんが平和大臣を捨てました: { $active } さんの手番はここで終了します。

## Refusals
ti4-window-open-moment = { $moment }のタイミングが { $players }を待っています: そちらが先です。
ti4-not-awaited-moment = このタイミングはあなたを待っていません: すでに返事をしたか、確認の対象ではありません。
ti4-window-pass-help = `react pass` で返事をするか、この時点に当てはまるカードか誓約書を使ってください (ボタンに一覧があります)。
ti4-reactions-help = `reactions auto` (手持ちに当てはまるものがなければすぐにパス)、`reactions ask` (確認を受け、当てはまるものがなければ少し後にパス) または `reactions wait` (確認を受け、返事まで待つ) と書いてください。
ti4-reactions-unchanged = リアクションはすでに { $auto ->
    [1] 自動 (auto)
    [2] 待機 (wait)
   *[0] 確認 (ask)
}に設定されています。
ti4-card-bribery-trade-goods = 支払う交易品の数を、1 以上、手持ちの { $tg } 以下で書いてください。
ti4-note-owner-no-strategy-token = { $owner } さんの遊撃プールには、政治的恩義で取り除けるトークンがありません。

## Standing orders (rules/orders.rs)
ti4-log-orders = { $player } さんの常時指示: { $fight ->
    [1] すべての戦闘を最後まで戦い、撤退の確認を受けません
   *[0] 撤退の確認を受けます
}; { $hits ->
    [1] 自分のユニットへの命中は既定の割り当てですぐに処理されます
   *[0] 命中の割り当ての確認を受けます
}。
ti4-orders-help = `orders fight on` (撤退の確認なしに最後まで戦う) または `orders fight off`、`orders hits auto` (自分のユニットへの命中を既定で割り当て: 損傷吸収を先に、次に最も安いユニット) または `orders hits ask` と書いてください。両方を 1 行に書くことも、`orders none` ですべて解除することもできます。
ti4-orders-unchanged = 常時指示はすでに次のとおりです: 最後まで戦う { $fight ->
    [1] オン
   *[0] オフ
}、命中 { $hits ->
    [1] 自動
   *[0] 確認
}。
ti4-orders-now = あなたの常時指示: 最後まで戦う { $fight ->
    [1] オン
   *[0] オフ
}、命中 { $hits ->
    [1] 自動
   *[0] 確認
}、リアクション { $reactions ->
    [1] 自動 (auto)
    [2] 待機 (wait)
   *[0] 確認 (ask)
}。`/play orders fight on|off`、`/play orders hits auto|ask`、`/play reactions auto|ask|wait` で変更できます (全員に公開され、手持ちは明かされません)。
ti4-order-fight = 最後まで戦う
ti4-order-hits = 命中の自動割り当て
ti4-order-reactions = リアクションの機会を自動で見送る
