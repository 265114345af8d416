# Starpost — プラットフォームのメッセージ (日本語)。

none = なし
# A text that needs no translation (names, unit lists), passed through.
plain = { $text }
game-default = ゲームの既定値
faction-random = ランダムな派閥
game-name-ti4 = トワイライト・インペリウム (第4版)
game-name-eclipse = エクリプス
game-name-stellar-horizons = ステラ・ホライズン

color-red = 赤
color-blue = 青
color-green = 緑
color-yellow = 黄
color-purple = 紫
color-black = 黒
color-white = 白

## Lobby
game-created = { $host } さんが { $game }の新しいゲームを作成しました。`/game join` で参加できます。ホストが `/game start` で開始します。
game-exists = このチャンネルにはすでに { $game }のゲームがあります。そのゲームを終えるか、ホストに `/game abandon` を頼んでください。
game-being-set-up = このチャンネルではすでにゲームが作成されているところです。`/game join` で参加するか、`/game status` で確認してください。
game-unknown = 「{ $game }」というゲームは知りません。次から選んでください: { $games }。
game-not-implemented = { $game }はまだ遊べません。現在遊べるゲーム: { $games }。
no-game = このチャンネルにはゲームがありません。`/game new game:ti4` で作成してください。
not-started = このチャンネルのゲームはまだ始まっていません。ホストが `/game start` で開始します。
already-started = ゲームはすでに始まっています。参加と退出は締め切られました。
already-joined = このゲームにはすでに参加しています。
game-full = ゲームは満員です ({ $max } 人)。
joined = { $player } さんが { $faction }で参加しました (着席 { $count } 人)。
left = { $player } さんがゲームから退出しました。
leave-started = 始まったゲームからは退出できません。ホストは `/game abandon` で放棄できます。
not-joined = あなたはこのゲームに参加していません。
host-only = それができるのはゲームのホストだけです。
host-not-seated = { $player } さんはこのゲームに着席していません。ホストはプレイヤーである必要があります。
not-enough-players = 参加者は { $count } 人です。開始には { $needed } 人必要です。
bad-seating = 席順「{ $seating }」は不明です: random か join を指定してください。
speaker-not-seated = { $player } さんはこのゲームに着席していないため、議長になれません。
setup-failed = ゲームを開始できません:
    { $problems }
game-started = ゲーム開始です! 席順 (時計回り): { $order }。
settings = リマインダーは { $hours } 時間後。カードへのリアクション待ちは { $reaction } 時間。ホスト: { $host }。
bad-reaction-hours = { $hours } 時間はリアクション待ち時間として使えません: 1～168 を指定してください。
abandoned = { $player } さんがゲームを放棄しました。このチャンネルで新しいゲームを始められます。
bad-interval = { $hours } 時間は有効な間隔ではありません: 1～336 時間を指定してください。

## Play
status = 待っている相手: { $players }
log-empty = まだ何も起きていません。
not-seated = あなたはこのゲームに着席していません。
not-awaited = 今はあなたの番ではありません。ゲームは { $players }を待っています。
not-your-turn = あなたの手番ではありません: ゲームは { $player }を待っています。
stale-button = この案内は古くなっています: このボタンが投稿された後に締め切られました。ゲームは現在 { $players }を待っています。最新の案内は `/game status` (または `/hand`) で確認してください。
bad-button = そのボタンはこのボットのものではありません。
# A text whose word names several things (a name's beginning, players who share a name).
ambiguous = 「{ $text }」は { $count } 通りに解釈できます。1 つを選んでください (または名前をもっと詳しく書いてください):
# One reading of an ambiguous text that no button offers: write its notation.
ambiguous-reading = { $label }: `{ $notation }`
menu-choose = 選択…（{ $total } 件中 { $from }–{ $to }）
conflict = 同時に別の人が操作し、先に処理されました。あなたの操作は適用されていません。現在の案内を確認して、もう一度お試しください。
prompt-public = { $player }: { $ask }
prompt-private-waiting = { $players }がダイレクトメッセージ (または `/hand`) で選ぶのを待っています。
choice-of = { $player }: { $label }
menu-choose-for = { $player }: 選択…
dm-refused = { $player } さんにダイレクトメッセージを送れませんでした。{ $player } さん、`/hand` を使うと、あなたの非公開情報をここで自分だけに表示できます。
done-see-channel = 完了しました — ゲームのチャンネルを見てください。
answered-privately = 非公開で回答しました (回答はあなただけに表示されます)。
scene-waiting-for = 待っている相手: { $players }
undo-nothing = 取り消せる操作はありません。
undo-not-yours = 最新の操作はあなたのものではありません。取り消せるのはホストだけです。
undo-barrier = 最新の操作で情報が公開されたかダイスがふられたため、取り消せるのはホストだけです。
undone = { $player } さんが操作 #{ $seq }を取り消しました: { $action }
undone-barrier = { $player } さん (ホスト) が、取り消し不可の境界 (ダイス、カードを引く、非公開情報) を越えて操作 #{ $seq }を取り消しました: { $action }
unknown-command = そのコマンドはここでは使えません。
bad-argument = 「{ $input }」を読み取れませんでした: { $error }

## Errors
error-internal = こちら側で問題が発生しました。何も変更されていません。参照番号: { $reference }
restarting = ボットを再起動しています。何も実行されていません。少し待ってからもう一度お試しください。

## Reminders
remind-settings = あなたのリマインダー: { $interval }、通知しない時間帯 { $quiet } ({ $tz })、休暇モード { $vacation ->
        [1] オン
       *[0] オフ
    }。
bad-quiet = 通知しない時間帯「{ $quiet }」は無効です: 0～23 の時で HH-HH (例: 22-07) と書くか、off と書いてください。
bad-tz = 「{ $tz }」は知らないタイムゾーンです: Europe/Berlin や Asia/Tokyo のような IANA 名、KST や JST のような略称、UTC+9 のようなオフセットを使ってください。
ambiguous-tz = 「{ $tz }」は複数のタイムゾーンを指します: どれのことか書いてください ({ $zones })。
reminder-first = { $player } さん、ゲームがあなたを待っています ({ $hours } 時間)。
reminder-again = { $player } さん、念のためお知らせです: 卓のみんなが { $hours } 時間あなたを待っています。
reminder-final = { $player } さん、最後のリマインダーです: ゲームは { $hours } 時間待っています。ホストが `/game adjust` や `/game settings` で対応する場合があります。
reminder-dm = { $channel }であなたの番です — { $hours } 時間待っています (リマインダー { $level })。

## Odds
odds-side = { $side } 側: { $problem }
odds-result = { $ground ->
        [1] 陸戦
       *[0] 宙戦
    }: 攻撃側の勝利 { $attacker }% · 引き分け { $draw }% · 防御側の勝利 { $defender }%。
not-your-button = そのボタンは別のプレイヤー向けです。ゲームは { $players }を待っています。
button-hand = 手札
hand-button-not-yours = そのボタンは別のプレイヤーの手札を表示します。自分の手札は `/hand` で見られます。
summary-duration = { $days } 日と { $hours } 時間にわたってプレイし、受理された操作は { $actions } 回でした。
odds-result-eclipse = エクリプスの戦闘: 攻撃側の勝利 { $attacker }% · 引き分け { $draw }% · 防御側の勝利 { $defender }%。
unknown-game = 「{ $game }」というゲームはありません: 次のいずれかを使ってください: { $games }。
odds-none = { $game }には勝率計算機がありません。
options-quotes = オプション中の引用符が閉じていません: { $options }。空白を含む値は二重引用符で囲んでください (例: map="18 19 20 …")。
odds-flag = 「{ $flag }」はここでは勝率計算のオプションではありません。使えるもの: { $flags }。
# Text shown as it is, in every language (what a player typed, a notation).
verbatim = { $text }
# Two texts joined (the lines of an undone action).
joined-slash = { $a } / { $b }
# A line of /game log: the action's number and one of its lines.
log-line = `#{ $seq }` { $line }
# Two texts on two lines (the public lines of an adjustment).
joined-lines =
    { $a }
    { $b }
bad-language = 「{ $language }」はこのボットが話せる言語ではありません。次から選んでください: { $languages }。
# /help
help-intro = Starpost はチャンネルでプレイ・バイ・ポストのゲームを運営します。ゲーム: { $games }。
help-start = ここで `/game new game:<id>` でゲームを作成します (下のオプションは `options:"…"` に書きます)。各プレイヤーが `/game join` で参加し、ホストが `/game start` で開始します。
help-game = { $game } (`{ $id }`): { $min }～{ $max } 人。オプション: { $options }
help-lobby = このチャンネルで { $game }の準備中です: 着席 { $count } 人。`/game join` で参加できます。ホストが `/game start` で開始します。
help-playing = このチャンネルでは { $game }が進行中です。
help-over = ゲームは終了しました: `/game status` で最終盤面と順位を表示します。
help-awaited-you = あなたの番です: { $ask }
help-choice = { $label } (`{ $notation }`)
help-choices = 選択肢: { $choices }{ $more ->
        [0] {""}
       *[other] {" "}ほか { $more } 件 (`/play` を参照)
    }。ボタンを押すか、`/play action:"<notation>"` で 1 つ入力してください。
help-awaited-others = 待っている相手: { $players }。今あなたがすることはありません。
help-spectator = あなたはこのゲームに着席していません。待っている相手: { $players }。`/game status` で進行を確認できます。
help-commands = コマンド: `/game status` (盤面、誰の番か)、`/hand` (あなたの非公開情報。DM でも可)、`/play action:"…"` (任意の選択肢を入力)、`/game log`、`/game undo`、`/odds`、`/remind`、`/vacation`、`/game settings`、`/help`。
dm-several-games = 参加中のゲームが { $count } 個あります: どのゲームか分かるように、そのゲームのチャンネルから送ってください。
remind-interval-hours = { $hours } 時間ごと
remind-interval-default = ゲームの既定の間隔で
button-order-on = { $order }: オン
button-order-off = { $order }: オフ
orders-button-stale = その指示はその後に切り替えられました。今の常時指示は `/help` で確認してください。
