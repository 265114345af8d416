# 調整フェイズのステップ 1 以外の目的 (§16)、申告、協定 (§5):
# src/games/ti4/rules/objectives.rs, status.rs, transactions.rs

ti4-log-can-score-now = 秘密目的 { $objective }を今、この実行フェイズの終わりまで得点できます: `score { $id }`。
ti4-hand-can-score = 今 { $objective }を得点できます (この実行フェイズの終わりまで): `score { $id }`。
ti4-public-in-status = { $objective }は共通目的です: 共通目的は調整フェイズ (または覇業の戦略カード) で得点します。
ti4-scored-in-status = { $objective }は今ではなく調整フェイズに得点します。
ti4-scored-in-action = { $objective }は調整フェイズではなく、実行フェイズ中のその時点で得点します。
ti4-event-not-seen = この実行フェイズ中に { $objective }の条件が満たされたのを確認していません。ボットが追跡していない効果 (調整) で満たされた場合は、`claim { $id }` で他のプレイヤーに目的を見せて確認を求められます。
ti4-claim-help = `claim <objective>` と書いてください: ボットがその時点を確認していない、あなたの実行フェイズの秘密目的です。
ti4-claim-pending = 別の申告が返事を待っています。決着してからもう一度お試しください。
ti4-claim-checked = { $objective }はボットが自分で確認します: 申告するものはありません。
ti4-claim-action-phase = 申告は、実行フェイズの目的を得点する実行フェイズ中に行います。
ti4-claim-score-instead = それが起きたのは確認済みです: `score { $id }` と書いてください。
ti4-log-claim = { $player } さんが秘密目的 { $objective } (「{ $text }」) を申告しました。ボットは条件の達成を確認していません。他のプレイヤーが承認か異議を出します: 過半数が承認すれば得点になります。リアクション時間が終わるまでに返事をしなかった人は承認として数えます。
ti4-ask-claim = { $player } さんが { $objective }を申告しています: 達成されていたなら承認し、そうでなければ異議を出してください。
ti4-choice-confirm = 承認
ti4-choice-dispute = 異議
ti4-no-claim = あなたの返事を待っている申告はありません。
ti4-log-claim-confirm = { $player } さんが申告を承認しました。
ti4-log-claim-dispute = { $player } さんが申告に異議を出しました。
ti4-log-claim-expired = 申告の時間切れです: { $players }は承認として数えます。
ti4-log-claim-accepted = 卓が { $player } さんの { $objective }の申告を承認しました。
ti4-log-claim-refused = 申告は却下されました: { $objective }は未達成のまま { $player } さんの手元に残ります。
ti4-choice-score-spy-network = { $objective }を得点 ({ $cards }を捨てる)
ti4-spy-network-five = 諜報網の構築ではアクションカードをちょうど 5 枚捨てます: 指定されたのは { $named }です。`score form_a_spy_network discard <5 cards>` と書くか、何も指定しなければ古い 5 枚を捨てます。
ti4-score-no-discard = { $objective }ではアクションカードを捨てません。
ti4-log-spy-network-discard = { $player } さんが諜報網の構築を得点するため、アクションカードを 5 枚捨てました: { $cards }。

ti4-ask-deal = { $from } さんが協定を提案しています。受け入れるとすぐに決済されるもの: { $goods } 約束 (拘束力なし):「{ $terms }」 — { $public ->
    [yes] 受け入れると公開されます。
   *[no] 2 人の間だけに留まります。
}
ti4-deal-no-goods = 受け渡すものはありません。
ti4-deal-terms-too-long = 協定の条件は { $max } 文字までです。
ti4-log-deal-offered = { $from } さんが { $to } さんに協定を提案しました (条件は受け入れられるまで 2 人の間だけに留まります)。
ti4-log-offer-withdrawn = { $from } さんが { $to } さんへの提案を取り下げました。
ti4-log-deal-terms = { $from } さんと { $to } さんの協定、約束 (拘束力なし、§5.4):「{ $terms }」。
ti4-log-deal-private = { $from } さんと { $to } さんが、条件を 2 人の間だけに留める協定を結びました。
