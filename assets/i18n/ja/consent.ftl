# Starpost — 調整・ホスト・終了したゲームの同意 (日本語)。

## Adjustments
adjust-option-help = 「{ $option }」は調整のオプションではありません: adjust=host (既定: 他のプレイヤーの調整はホストが承認します) か adjust=anyone (全プレイヤーの調整がすぐに適用されます) を使ってください。
adjust-proposed-reply = あなたの調整はホストに提案されました。ホストが承認すると適用されます。
adjust-proposed = { $player } さんが調整を提案しています: `{ $change }`。承認されると次のようになります:
    { $effect }
    { $host } さん、承認するか却下してください。
adjust-confirm = 承認
adjust-reject = 却下
adjust-confirm-victory = 勝利を承認
adjust-host-only = 提案された調整を承認または却下できるのはホストだけです。
adjust-closed = この調整はすでに決着しています (またはゲームが終了しています)。
adjust-rejected = { $player } さんが { $proposer } さんの調整 `{ $change }` を却下しました。何も変更されていません。
adjust-pending-proposal = ホストの判断待ち: { $player } さんが提案した調整 `{ $change }`。
adjust-pending-victory = 卓の判断待ち: { $player } さんの調整 `{ $change }` はゲームを終了させます。まだ承認していない人: { $players }。
adjust-log-confirmed = { $proposer } さんが提案し、{ $host } さんが承認しました。
adjust-victory-held = { $player } さんの調整 `{ $change }` はゲームを終了させます:
    { $effect }
    調整だけでゲームが終わることはありません。卓が承認するまで、ゲームはこの調整なしで続きます。
adjust-victory-ask = この勝利を卓で承認または却下してください: { $players }の承認が必要です。着席している人は誰でも却下できます。
adjust-victory-rejected = { $player } さんが調整 `{ $change }` による勝利を却下しました。ゲームはこの調整なしで続きます。
adjust-victory-not-yours = この勝利にあなたの承認は不要です (あなたが調整を行いました)。却下することはできます。
adjust-victory-confirmed-by = { $player } さんが勝利を承認しました。まだ待っている相手: { $players }。
adjust-log-victory-confirmed = 調整による勝利が { $players }によって承認されました。

## Hosts
leave-host = あなたはホストです: 先に `/game settings host:<player>` でゲームを引き継いでください (または `/game abandon` で放棄してください)。
start-host-not-seated = ホストもゲームに参加します: 開始する前に `/game join` で参加するか、`/game settings host:<player>` で引き継いでください。

## Finished games
finished-status = このゲームは終了しました。最終盤面と順位:
game-reopened = ゲームが再開されました。
reopen-host-only = ゲームは終了しています。最後の操作を取り消して (ゲームを再開して) よいのはホストだけです。
reopen-channel-busy = このチャンネルで新しいゲームが始まっているため、終了したゲームは再開できません。
