# 戦闘と侵攻の割り込み: その時点での一時停止と、そこで使うカード・誓約書・法令
# (rules/moments.rs, combat.rs, cards.rs, notes.rs)。

## Pauses
ti4-ask-moment-after-move = { $player } さんが目標星系に宇宙艦艇を移動しました。今カードを使う (宙砲攻撃の前) か、続けてください。
ti4-ask-moment-round-start = 戦闘ラウンド { $round }の開始です。今カードか誓約書を使うか、続けてください。
ti4-ask-moment-after-retreat = { $player } さんが撤退を宣言しました。今カードを使うか、続けてください。
ti4-ask-moment-after-roll = ダイスがふられました。今ふり直すかカードを使うか、続けてください。
ti4-ask-moment-with-dice = { $moment } あなたのダイス (* = 命中): { $dice }。
ti4-ask-moment-after-hits = 命中が割り振られました。今カードを使うか、続けてください。
ti4-ask-moment-after-win = { $player } さんが宙戦に勝利しました。今カードを使うか、続けてください。
ti4-ask-moment-invasion = { $player } さんがあなたの惑星に侵攻しようとしています。今カードを使うか、続けてください。
ti4-ask-moment-after-commit = { $player } さんが地上部隊を降下させました。今カードか誓約書を使うか、続けてください。
ti4-choice-moment-continue = 続ける
ti4-pause-play-card = { $card }を使う { $target }
ti4-pause-play-note = { $owner } さんの { $note }を使う { $target }
ti4-choice-reroll-funding = 外れたダイスをふり直す (戦費調達)
ti4-choice-reroll-crown = 外れたダイスをふり直す (タルノスの王冠: ふり直しで外れたユニットは破壊されます)
ti4-log-moment-pass = { $player } さんは続けます。
ti4-log-pause-expired = 時間切れです: { $players }は返事をせず、ゲームは続きます。
ti4-moment-open = ゲームは戦術アクションのこの時点で { $players }を待っています: そちらが先です。

## Rerolls (§55)
ti4-reroll-usage = `reroll funding <dice>` または `reroll crown <dice>` と書いてください: ダイスの番号 (表示順に 1 から)、または `misses`。
ti4-reroll-help = ダイスは 1 から { $dice } までの番号で、それぞれ 1 回ずつ指定するか、`misses` と書いてください。
ti4-reroll-not-now = ダイスをふり直せるのは戦闘判定の直後、命中を割り振る前です。
ti4-reroll-used = このラウンドはすでにそれでふり直しています。
ti4-reroll-no-crown = タルノスの王冠でふり直せるのはその持ち主だけです。
ti4-reroll-no-funding = 戦費調達でふり直せるのは、この宙戦ラウンドでそれを使ったプレイヤーだけです。
ti4-reroll-fire-team = 火力支援班はアクションカードです: `play fire_team <dice>`。
ti4-not-a-combatant = それができるのはこの戦闘を戦っているプレイヤーだけです。
ti4-log-reroll = { $player } さんが{ $source ->
    [crown] タルノスの王冠
    [funding] 戦費調達
   *[other] 火力支援班
}でふり直しました: { $before }が { $after }になりました (現在の命中 { $hits })。
ti4-log-crown-destroys = タルノスの王冠: { $player } さんはふり直しで外れたユニットを破壊します: { $units }。

## Hits and destroyed ships
ti4-ask-destroy-ships = 自分の宇宙艦艇を好きに選んで { $hits } 隻破壊してください (最後まで勇敢に。耐久では防げません): `hits default` は最も安いものから選びます。または `/play action:"hits 1 cruiser"` と書いてください。
ti4-cannot-sustain-destroy = 耐久で打ち消せるのは命中で、破壊しなければならない艦艇ではありません。
ti4-log-direct-hit = 直撃: { $player } さんが、耐久を使った { $other } さんの { $unit }を破壊しました。
ti4-log-courageous = 最後まで勇敢に: { $player } さんが { $value }に対して { $dice }を出しました。{ $other } さんは宇宙艦艇を { $count } 隻破壊しなければなりません。
ti4-log-skilled-retreat = 巧みな撤退: { $player } さんの宇宙艦艇は { $tile }へ去ります。戦闘は引き分けで終わります。

## Cards
ti4-card-no-sustained-ship = 他のプレイヤーの { $unit }が直前にあなたのユニットに対して耐久を使ってはいません。
ti4-card-no-lost-ship = この宙戦で直前に { $unit }を失ってはいません。
ti4-card-skilled-retreat-where = 巧みな撤退の行き先は、他のプレイヤーの宇宙艦艇がいない隣接星系です: { $tiles }。
ti4-card-needs-dock-in-reach = 自分の宙軍工廠がある星系のタイルを指定してください (目標星系かその隣)。
ti4-card-parley-planet = 直前に地上部隊が降下した、自分が支配する惑星を指定してください。
ti4-card-bunker-no-planet = 掩蔽壕が守るのは、侵攻を受けている星系の自分が支配する惑星です。
ti4-card-not-invader = それを使えるのは侵攻しているプレイヤーだけです。
ti4-card-disable-no-pds = 侵攻を受けている星系に、他のプレイヤーの対宙要塞はありません。
ti4-log-card-intercept = 阻止: { $player } さんの相手はこのラウンド撤退できません。
ti4-log-card-salvage = 回収: { $other } さんが { $player } さんに特産物 { $count }を (交易品として) 渡しました。
ti4-log-card-bunker = 掩蔽壕: この侵攻の間、{ $player } さんの惑星への爆撃の判定は -4 されます。
ti4-log-card-disable = 無力化: この侵攻の間、{ $player } さんの相手の対宙要塞は天蓋シールドも宙砲も持ちません。
ti4-log-parley = 交渉: { $player } さんの地上部隊 { $count }が { $planet }から宇宙エリアに戻ります。

## Notes
ti4-note-no-forces-there = 誓約書の持ち主は、あなたが直前に降下した惑星に地上部隊を持っていません。
ti4-note-not-owners-planet = { $owner } さんが支配する別の惑星を指定してください。
ti4-log-note-war-funding = { $player } さんが { $owner } さんの戦費調達を使いました: { $owner } さんは交易品を { $count } 失い、{ $player } さんはこのラウンド、ダイスをふり直せます。
ti4-log-note-tekklar = { $player } さんが { $owner } さんのテックラー軍団を使いました: この戦闘中、戦闘判定 +1 (相手が { $owner } さんなら、その判定は -1)。
ti4-log-note-raghs-call = { $player } さんが { $owner } さんのラグの召集を使いました: { $owner } さんの地上部隊 { $count }が { $from }から { $to }へ移動します。
ti4-note-own = { $note }はあなた自身の誓約書です: 自分の誓約書は使えません。他のプレイヤーに渡してください。
