# トワイライト・インペリウム第4版 (日本語)。用語はルール要約 (seed 004) に従います。

## Setup
ti4-setup-player-count = TI4 は 3～6 人用です ({ $count } 人では遊べません)。
ti4-setup-vp-target = 勝利ポイントの目標は 10 か 14 です ({ $vp }ではありません)。
ti4-setup-speaker = 席 { $seat }は存在しないため、議長トークンを持てません。
ti4-setup-faction-taken = { $faction }はすでに選ばれています。別の派閥を選ぶか、なしにしてランダムにしてください。
ti4-setup-color-taken = 色 { $color }はすでに選ばれています。
ti4-unknown-faction = 「{ $faction }」は基本セットの派閥ではありません。
ti4-unknown-faction-join = 「{ $faction }」は基本セットの派閥ではありません。次から選んでください: { $factions } (空欄ならランダム)。
ti4-unknown-color = 「{ $color }」はプレイヤーの色ではありません。次から選んでください: { $colors }。
ti4-options-help = オプション「{ $option }」は不明です。使えるもの: vp=10 または vp=14、map="<マップ文字列>"。
ti4-options-list = vp=10 または vp=14 (勝利に必要なポイント)、map="<マップ文字列>" (位置順のタイル番号。空白かカンマで区切る)
ti4-map-length = マップ文字列には 36 枚のタイルを並べます (位置 1～36。メカトール・レックスの 18 を先頭に付けてもかまいません)。この文字列は { $count } 枚です。
ti4-map-bad-token = 位置 { $position }の「{ $token }」はタイル番号ではありません (母星系は 0、タイルなしは -1)。
ti4-map-home-slot = 位置 { $position }は母星系の位置です: 0 と書いてください。
ti4-map-missing = 位置 { $position }には星系タイルが必要です。
ti4-map-unknown-tile = タイル { $tile }は基本セットの星系タイルではありません (19～50 を使ってください)。
ti4-map-not-placeable = 位置 { $position }のタイル { $tile }は母星系かメカトール・レックスなので、そこには置けません。
ti4-map-off-board = タイル { $tile }は位置 { $position }にありますが、その位置はこの人数のボードに含まれません。
ti4-map-duplicate = タイル { $tile }が 2 回以上使われています。
ti4-map-warning-adjacent = タイル { $a }と { $b }は、どちらも特異系であるか同じワームホールを持つのに隣接しています。

## Phases and prompts
ti4-phase-setup = 準備: 秘密目的
ti4-phase-strategy = 計画フェイズ
ti4-phase-action = 実行フェイズ
ti4-scene-title = トワイライト・インペリウム — ラウンド { $round } — { $phase }
ti4-ask-keep-secret = 手元に残す秘密目的を選んでください (もう 1 枚は見られずに山札に戻ります)。
ti4-choice-keep-secret = { $objective }を残す
ti4-ask-pick-strategy = 戦略カードを選んでください。
ti4-choice-strategy-card = { $initiative } { $card }{ $tg ->
        [0] {""}
       *[other] {" "}(+交易品 { $tg })
    }

## Log
ti4-log-secret-kept = { $player } さんが秘密目的を確保しました。
ti4-log-secret-kept-private = 秘密目的 { $objective }を確保しました。
ti4-log-strategy-phase = ラウンド { $round }: 計画フェイズが始まります。議長トークンを持つ { $speaker } さんから選びます。
ti4-log-pick = { $player } さんが { $initiative } { $card }を取りました{ $tg ->
        [0] 。
       *[other] 。カードの上の交易品 { $tg }も受け取ります。
    }
ti4-log-tg-on-card = { $card }に交易品を 1 つ置きました (現在 { $tg })。
ti4-log-initiative = イニシアチブ順: { $order }。
ti4-log-action-phase = 実行フェイズが始まります。最初の手番は { $player } さんです。
ti4-log-adjust = { $by } さんによる調整 — { $player }: { $counter } { $delta } → { $value }。

## Refusals
ti4-wrong-phase-secret = 秘密目的を選ぶのは準備中だけです。
ti4-secret-already-kept = 秘密目的はすでに確保しています。
ti4-secret-not-offered = その目的はあなたに配られていません。次のいずれかを残せます: { $offered }。
ti4-wrong-phase-strategy = 戦略カードを選ぶのは計画フェイズだけです。
ti4-no-such-strategy-card = 戦略カード { $card }はありません。残っているカード: { $available }。
ti4-strategy-card-taken = { $card }はすでに { $player } さんが取りました。残っているカード: { $available }。
ti4-unknown-strategy-card = 「{ $card }」は戦略カードではありません: 番号 (1～8) か名前を使ってください。
ti4-notation-help = その操作は読み取れません。使えるもの: pass, strategic <card>, activate <tile>, move <tile>: <units>, hits default, invade <planet>: <n>, produce <units> pay <planets>, keep <objective>, pick <card>, adjust <player> <counter> <±n>。
ti4-adjust-help = 調整は <player> <counter> <±n> と書きます。counter は tg, comm, vp, tactic, fleet, strategy のいずれかです (例: alice tg +2)。ユニットなら <player> units <tile> <±n> <unit> [on <planet>] と書きます (例: alice units 19 +2 infantry on wellon)。
ti4-adjust-unknown-player = 「{ $player }」はこのゲームの席番号でもプレイヤーでもありません。
ti4-adjust-out-of-range = それでは { $counter }が { $value }になり、範囲外です。

## Hand
ti4-two-lines =
    { $a }
    { $b }
ti4-hand-offer = あなたに配られた秘密目的 (1 枚を残します):
ti4-hand-objective = • { $name } — { $text }
ti4-hand-secrets = あなたの秘密目的 ({ $count }):

## Board
ti4-mark-alpha = α ワームホール
ti4-mark-beta = β ワームホール
ti4-mark-delta = δ ワームホール
ti4-mark-asteroid-field = 小惑星群
ti4-mark-nebula = 星雲
ti4-mark-supernova = 超新星
ti4-mark-gravity-rift = 重力裂孔
ti4-trait-cultural = 啓蒙
ti4-trait-hazardous = 有害
ti4-trait-industrial = 工業
ti4-skip-biotic = 緑スキップ
ti4-skip-cybernetic = 黄スキップ
ti4-skip-propulsion = 青スキップ
ti4-skip-warfare = 赤スキップ
ti4-unit-war_sun = 征
ti4-unit-dreadnought = ド
ti4-unit-cruiser = 巡
ti4-unit-carrier = 輸
ti4-unit-destroyer = 駆
ti4-unit-fighter = 艇
ti4-unit-infantry = 歩
ti4-unit-pds = 要
ti4-unit-space_dock = 廠
ti4-unit-flagship = 旗
ti4-token-command = 指揮
ti4-token-custodians = 庇護者
ti4-key-empty-system = 何もない星系
ti4-key-activated = 今ラウンド { $player } さんが起動
ti4-key-moved-in = { $player } さんが進入
ti4-key-moved-out = { $player } さんが { $units }を { $tile }へ移動
ti4-key-won-space = { $winner } さんが { $loser } さんとの宙戦に勝利
ti4-key-won-ground = { $winner } さんが { $planet }で { $loser } さんとの陸戦に勝利
ti4-key-draw-space = { $attacker } さんと { $defender } さんの宙戦は引き分け
ti4-key-draw-ground = { $planet }での { $attacker } さんと { $defender } さんの陸戦は引き分け
ti4-key-retreated = { $player } さんが { $tile }へ撤退
ti4-key-took = { $player } さんが { $planets }を支配
ti4-key-custodians = { $player } さんが庇護者トークンを除去 (勝利ポイント +1)
ti4-key-produced = { $player } さんが { $units }を生産
ti4-key-placed = { $player } さんが { $planet }に { $units }を配置
ti4-key-diplomacy = { $player } さんの和平: { $count ->
        [0] 置かれた指揮トークンなし
       *[other] { $players } さんの指揮トークンを配置
    }
ti4-key-token-back = { $player } さんが指揮トークンを回収 ({ $by ->
        [unexpected_action] 予想外の行動
       *[warfare] 臨戦
    })
ti4-key-token-placed = { $player } さんが { $owner } さんの指揮トークンを配置 (通信妨害)
ti4-key-component-placed = { $player } さんが { $units }を配置 ({ $ability })
ti4-key-component-removed = { $player } さんが { $units }を除去 ({ $ability })
ti4-key-component-used = { $player } さんが { $ability }を使用
ti4-key-command-token = { $count ->
       *[other] { $players } さんの指揮トークン
    }
ti4-legend-command-token = 指揮 = 指揮トークン (持ち主の色)
ti4-legend-forces = 星系番号の横の円の数字 = その色の艦船数
ti4-legend-custodians = 庇護者 = 庇護者トークン
ti4-panel-faction = { $faction } · { $color }{ $speaker ->
        [1] {" "}· 議長
       *[0] {""}
    }
ti4-panel-counters = VP { $vp }/{ $target } · 交易品 { $tg } · 特産物 { $comm }/{ $comm_max } · 惑星: { $planets }
ti4-panel-tokens = 作戦 { $tactic } · 艦隊 { $fleet } · 遊撃 { $strategy } · 予備 { $reinforcements }
ti4-panel-no-cards = 戦略カードなし
ti4-panel-card = { $initiative } { $card }{ $exhausted ->
        [1] {" "}(消耗)
       *[0] {""}
    }
ti4-panel-objectives = 秘密目的: { $secret } · アクションカード: { $cards }
ti4-standing-vp = VP { $vp }/{ $target }
ti4-standing-card = { $initiative } { $card }{ $used ->
        [1] {" "}(使用済)
       *[0] {""}
    }
ti4-standing-passed = パス
ti4-standing-speaker = 議長
ti4-footer-open-cards = 残りの戦略カード: { $cards }
ti4-footer-open-card = { $initiative } { $card }{ $tg ->
        [0] {""}
       *[other] {" "}(+交易品 { $tg })
    }
ti4-footer-objectives-head = 共通目的 (裏向き: ステージ I { $stage1 } 枚、ステージ II { $stage2 } 枚):
ti4-footer-objective = • { $objective }: まだ誰も達成していません
ti4-footer-objective-scored = • { $objective }: { $players }が達成
ti4-footer-laws = 有効な法令: { $laws }
ti4-law-elected = { $law } ({ $elected })
ti4-chip-exhausted = { $tech } (消耗)
ti4-track-vp = 勝利点

## Setup: starting technology (Winnu)
ti4-ask-starting-tech = 初期技術を選んでください (要件のない技術から 1 つ)。
ti4-choice-starting-tech = { $tech }を取る
ti4-log-starting-tech = { $player } さんが初期技術として { $tech }を取りました。
ti4-no-starting-tech-choice = あなたの派閥の初期技術は決まっています。選ぶものはありません。
ti4-starting-tech-not-allowed = その技術は準備時に取れません。次のいずれかを取れます: { $techs }。

## Action phase (§37, §59)
ti4-phase-status = 調整フェイズ
ti4-phase-status-step = 調整フェイズ: { $step ->
        [scoring] 目的の達成
       *[tokens] 指令トークンの獲得と再配分
    }
ti4-ask-turn = あなたの手番です: 戦術アクションの星系を選ぶか、戦略カードを使うか、パスしてください (入力: `/play action:"activate <tile>"`)。
ti4-choice-strategic = 戦略アクション: { $card }
ti4-choice-pass = パス
ti4-ask-move = 星系 { $tile }へ宇宙艦艇を移動してください: ボタンでユニットを加えてから「移動」を押します (入力: `/play action:"move <tile>: <units>; …"`、例: `move 19: 2 dreadnought, 1 carrier, 2 infantry`)。何も移動しなくてもかまいません。
ti4-choice-no-move = 移動しない
ti4-ask-assign-space = 命中 { $hits }を自分の宇宙艦艇に割り振ってください: 既定では耐久を先に使い、次に安い艦艇から失います。または `/play action:"hits 1 dreadnought sustain, 1 fighter"` と書いてください。
ti4-ask-assign-ground = 命中 { $hits }を自分の地上部隊に割り振ってください。
ti4-choice-default-hits = 命中を割り振る (既定)
ti4-ask-invade = ボタンで地上部隊を上陸させてから「侵攻」を押すか (入力: `/play action:"invade <planet>: <count>; …"`)、侵攻しないでください。
ti4-choice-no-invasion = 侵攻しない
ti4-choice-bombard = { $planet }を爆撃 (上陸なし)
ti4-ask-produce = ボタンで生産するユニットを選ぶか (入力: `/play action:"produce 2 fighter, 1 cruiser pay <planet> <planet> tg <n>"`)、何も生産しないでください。
ti4-choice-no-production = 生産しない

ti4-log-pass = { $player } さんがパスしました。
ti4-log-activate = { $player } さんが星系 { $system }を起動しました。
ti4-log-next-turn = { $player } さんの手番です。
ti4-log-status-phase = 全プレイヤーがパスしました: 実行フェイズを終了します。
ti4-log-move = { $player } さんが { $units }を { $from }から { $to }へ移動しました。
ti4-log-no-move = { $player } さんは何も移動しませんでした。
ti4-log-rift = 重力裂孔: { $unit }の出目 { $dice } — { $lost }が除去されました。
ti4-log-rift-cargo = 重力裂孔: { $player } さんは除去された艦に積まれていた { $units }を失いました。
ti4-log-revive-roll = { $player } さんが破壊された歩兵のために振ります: { $dice } — { $saved } 個を脇に置き、戻します。
ti4-log-revived = { $player } さんの脇に置いた歩兵 { $count } 個が { $planet }に戻りました。
ti4-log-space-combat = { $tile }で宙戦: { $attacker }が { $defender }を攻撃します。
ti4-log-ground-combat = { $planet }で陸戦: { $attacker }が { $defender }を攻撃します。
ti4-log-afb = { $player } さんの対艇斉射: { $dice } — 命中 { $hits }、戦闘艇 { $destroyed } 機を破壊。
ti4-log-combat-stalemate = どちらの側も相手に命中させられません: 戦闘を終了します。
ti4-log-hits-assigned = { $player } さんが命中を割り振りました: 耐久 { $sustained }、失ったユニット: { $lost }。
ti4-log-combat-won = { $player } さんが戦闘に勝利しました。
ti4-log-combat-draw = 戦闘は引き分けです: 誰も残っていません。
ti4-log-no-invasion = { $player } さんは侵攻しません。
ti4-log-commit = { $player } さんが { $planet }に地上部隊 { $count }を降下させました。
ti4-log-control = { $player } さんが { $planet }の支配を得ました (消耗状態)。
ti4-log-structures-destroyed = { $planet }にある他のプレイヤーの施設は破壊されました。
ti4-log-no-production = { $player } さんは何も生産しませんでした。
ti4-log-produce = { $player } さんが { $units }を生産しました (コスト { $cost }、支払い { $paid })。

ti4-wrong-phase-action = それができるのは実行フェイズの自分の手番だけです。
ti4-finish-tactical = 先に戦術アクションを終えてください。
ti4-cannot-pass = まだパスできません: 先に戦略カードを使ってください ({ $cards })。
ti4-not-your-card = あなたは { $card }を持っていません。
ti4-card-exhausted = { $card }はこのラウンドすでに使われています。
ti4-no-such-system = ボード上に星系タイル { $tile }はありません。
ti4-no-tactic-token = 作戦プールに指揮トークンがありません。
ti4-own-token-there = 星系 { $tile }にはすでにあなたの指揮トークンがあるため、もう一度起動できません。
ti4-activate-first = 先に星系を起動してください: `/play action:"activate <tile>"`。
ti4-wrong-step-move = この戦術アクションの移動は終わっています。
ti4-wrong-step-invade = 今は侵攻ステップではありません。
ti4-wrong-step-produce = 今は投入ステップではありません。
ti4-move-twice = 星系 { $tile }が 2 回書かれています。出発する星系はそれぞれ 1 回だけ書いてください。
ti4-move-from-active = 星系 { $tile }のユニットはすでに目標星系にいます。
ti4-move-from-own-token = 星系 { $tile }にはあなたの指揮トークンがあるため、そこから宇宙艦艇は移動できません。
ti4-structures-dont-move = 対宙要塞と宙軍工廠は移動できません。
ti4-move-not-there = { $tile }から { $units }を指定しましたが、そこには { $have } しかいません。
ti4-unknown-unit = 「{ $unit }」は知らないユニットです。
ti4-move-needs-ship = { $tile }の戦闘艇と地上部隊を運ぶには、そこから出発するか途中で通過する、空きのある宇宙艦艇が必要です。
ti4-move-capacity = 戦闘艇と地上部隊が { $cargo }ですが、艦載数は { $capacity } しかありません。
ti4-move-no-path = { $from }から { $to }への正規の経路がありません (小惑星群、超新星、星雲、他のプレイヤーの宇宙艦艇が道をふさいでいます)。
ti4-move-too-far = { $from }から { $to } までは移動力 { $needed }が必要ですが、これらの宇宙艦艇の移動力は { $move }です。
ti4-fleet-pool = それでは 1 つの星系に戦闘艇以外の宇宙艦艇が { $ships } 隻になり、艦隊プールの { $pool }を超えます。
ti4-no-hits-to-assign = 割り振る命中はありません。
ti4-hits-count = 命中はちょうど { $hits } 割り振ってください。割り振ったのは { $assigned }です。
ti4-cannot-sustain = { $unit }はここでは耐久を使えません。
ti4-sustain-too-many = 耐久を使えるのは損傷していない { $units } だけです。
ti4-hits-not-there = この戦闘にいるのはあなたの { $units } だけです。
ti4-invade-not-here = { $planet }は目標星系にありません。ここの惑星: { $planets }。
ti4-invade-help = 侵攻は `invade <planet>: <count>; <planet>: <count>` または `invade none` と書いてください。
ti4-custodians = 庇護者トークンがある間は誰もメカトール・レックスに降下できません — 影響力 6 を支払って取り除く場合を除きます: `invade mecatol rex: 2 custodians pay <planets> tg <n>`。
ti4-invade-too-many = 地上部隊を { $count } 降下させようとしていますが、目標星系の宇宙エリアには { $have } しかいません。
ti4-produce-limit = { $count } ユニットを生産しようとしていますが、ここでの建造は { $limit } までです。
ti4-cannot-produce = { $unit }は生産できません。
ti4-needs-tech = { $unit }を生産するには技術が必要です。
ti4-blockaded = 他のプレイヤーの宇宙艦艇がいて、あなたの宇宙艦艇がいません: 生産できるのは地上部隊だけです (封鎖)。
ti4-reinforcements = 予備に残っているのは { $units } だけです。
ti4-not-enough-tg = 交易品は { $have } しかありません。
ti4-pay-not-yours = あなたは { $planet }を支配していません。
ti4-pay-exhausted = { $planet }は消耗しています。
ti4-pay-short = コストは { $cost }ですが、支払いは { $paid }です。
ti4-unknown-planet = 「{ $planet }」は知らない惑星です。
ti4-units-help = ユニット「{ $text }」を読み取れません: 数とユニット名を書いてください (例: `2 dreadnought, 1 carrier, 3 fighter`)。
ti4-tile-help = 「{ $text }」はタイル番号ではありません: 星系に書かれた番号を使ってください。
ti4-move-help = 移動は `move <tile>: <units>; <tile>: <units>` または `move none` と書いてください。
ti4-hits-help = 命中は `hits 1 dreadnought sustain, 2 fighter` または `hits default` と書いてください。
ti4-produce-help = 生産は `produce 2 fighter, 1 cruiser pay <planet> <planet> tg <n>` または `produce none` と書いてください。
ti4-unit-damaged = {" "}(損傷 { $n })
ti4-adjust-units-help = ユニットの調整は <player> units <tile> <±n> <unit> [on <planet>] と書きます (例: alice units 19 +2 infantry on wellon)。
ti4-adjust-units-missing = そこにあるそのユニットは { $have } だけです。
ti4-adjust-structure-planet = 対宙要塞と宙軍工廠は惑星の上に置きます:「on <planet>」を付けてください。
ti4-log-adjust-units = { $by } さんによる調整 — { $player }: { $tile }の { $unit } { $delta } → { $value }。
ti4-one-word = 「{ $action }」の後には何も書きません: `{ $action }` だけを書いてください。
ti4-adjust-units-limit = ゲームにある { $unit }のコマ数を超えます: 最大 { $limit } (すでに { $have })。
ti4-log-space-cannon = { $player } さんの宙砲: { $dice } — 命中 { $hits }。
ti4-log-space-cannon-defense = { $player } さんの宙砲迎撃: { $dice } — 地上部隊 { $destroyed }を破壊。
ti4-log-bombard = { $player } さんが { $planet }を爆撃: { $dice } — 地上部隊 { $destroyed }を破壊。
ti4-bombard-no-units = 活性星系の宙域に爆撃能力を持つユニットがありません。
ti4-bombard-not-there = 今は { $planet }を爆撃できません: 他のプレイヤーの地上部隊があり、惑星シールド(§86)とそれを禁じる法がないことが必要です。
ti4-bombard-units = そこに割り当てられる爆撃能力を持つ { $units } が残っていません。
ti4-bombard-help = `bombard <惑星>`(爆撃ユニット全部)または `bombard <惑星>: 1 dreadnought; <惑星>: 1 war_sun`(§81: ユニットごとに惑星 1 つ)、または `bombard none` で爆撃してください。
ti4-log-custodians = { $player } さんが影響力 6 を支払い、メカトール・レックスから庇護者トークンを取り除きました: 勝利ポイント +1。これ以降、毎ラウンド議決フェイズがあります。
ti4-log-custodians-free = { $player } さんが影響力を支払わずにメカトール・レックスから庇護者トークンを取り除きました (ブラッド・タイズ): 勝利ポイント +1。これ以降、毎ラウンド議決フェイズがあります。
ti4-custodians-not-here = 庇護者トークンを取り除けるのは、まだトークンがあるメカトール・レックスに降下するときだけです。
ti4-pay-influence-short = 影響力 { $cost }が必要ですが、支払いは { $paid }です。
ti4-payment-help = 支払いは `pay <planet> <planet> tg <n>` と書いてください。
ti4-ask-retreat = 次の宙戦ラウンドの前に撤退を宣言するか、残って戦ってください。
ti4-choice-retreat = { $tile }へ撤退
ti4-choice-no-retreat = 残って戦う
ti4-no-retreat-now = 今は撤退を宣言できません。
ti4-retreat-illegal = { $tile }へは撤退できません。撤退できる星系: { $tiles }。
ti4-log-retreat-announced = { $player } さんが { $tile }への撤退を宣言しました。
ti4-log-retreat = { $player } さんが { $tile }へ撤退しました。
ti4-choice-never-retreat = 最後まで戦う (今後は聞かない)
ti4-move-leaves-cargo = それでは { $tile }の宇宙エリアに戦闘艇と地上部隊が { $cargo } 残りますが、艦載数は { $capacity } しかありません: 一緒に連れて行くか、輸送艦を残してください。
ti4-pickup-blocked = { $tile }では何も搭乗させられません: 他のプレイヤーの宇宙艦艇がいます。
ti4-log-pickup = { $player } さんが途中の { $from }で { $units }を搭乗させました。

## Status phase (§64) and victory (§34)
ti4-phase-over = ゲーム終了
ti4-log-status-begins = ラウンド { $round }の調整フェイズが始まります: 全員が今、得点する目的を選び、得点はイニシアチブ順に適用されます。
ti4-ask-score = 目的を得点してください: 今は共通目的 1 つまで (秘密目的はダイレクトメッセージで案内します)。終わったら「完了」を押してください。
ti4-ask-score-secret = 今、秘密目的を 1 つ得点できます。
ti4-choice-score = { $objective }を得点
ti4-choice-done-scoring = 得点を完了
ti4-not-scoring-now = 目的は調整フェイズに 1 人ずつ得点します。
ti4-log-done-scoring = { $player } さんが得点を完了しました。
ti4-unknown-objective = 「{ $objective }」は知らない目的です。
ti4-one-per-kind = この調整フェイズでは、その種類の目的をすでに得点しています (共通 1 つと秘密 1 つまで)。
ti4-needs-home = { $objective }は得点できません: 共通目的には母星系のすべての惑星の支配が必要です。
ti4-condition-not-met = 今は { $objective }の条件を満たしていません (またはあなたが得点できる目的ではありません)。
ti4-score-no-payment = { $objective }は惑星と交易品で支払うものではありません: `pay`/`tg` の部分を外してください。
ti4-log-score = { $player } さんが { $objective }を得点しました (+{ $points } VP、現在 { $vp })。支払い: { $paid }。
ti4-paid-with = { $planets } { $tg ->
        [0] {""}
       *[other] + 交易品 { $tg }
    }
ti4-paid-tokens = 遊撃トークン { $strategy }と作戦トークン { $tactic }
ti4-log-reveal = 議長が新しい共通目的を公開しました: { $objective }。
ti4-log-no-objectives = 公開できる共通目的が残っていません: ゲームを終了します。
ti4-log-no-action-cards = アクションカードはまだゲームに含まれていません: 誰も引きません。
ti4-log-tokens-removed = ボード上の指揮トークンはすべて予備に戻りました。
ti4-ask-tokens = 指揮トークンを 2 個得て配置してください (すべてを配分しなおすなら `/play action:"tokens <tactic> <fleet> <strategy>"`)。
ti4-choice-tokens = 作戦 +{ $tactic } 艦隊 +{ $fleet } 遊撃 +{ $strategy }
ti4-not-token-step = 指揮トークンを得て配分しなおすのは調整フェイズのステップ 5 です。
ti4-tokens-done = この調整フェイズの指揮トークンはすでに配置しています。
ti4-tokens-total = トークンの合計は { $total }でなければなりません (手持ちと新しく得る 2 個)。
ti4-fleet-below-ships = 艦隊プールを { $fleet }に減らせません: 星系 { $tile }に艦船が { $ships } 隻あります(§83)。少なくともその数の艦隊トークンを残してください。
ti4-log-tokens = { $player } さんが指揮トークンを配置しました: 作戦 { $tactic }、艦隊 { $fleet }、遊撃 { $strategy }。
ti4-log-status-ends = カードを待機状態にし、ユニットを修理し、戦略カードを戻しました。
ti4-log-winner = { $player } さんがラウンド { $round }に { $vp } 勝利ポイントで勝利しました!
ti4-game-over = ゲームは終了しました。
ti4-score-help = `score <objective>` または `score done` と書いてください (諜報網の構築: `score form_a_spy_network discard <5 cards>`)。
ti4-tokens-help = `tokens <tactic> <fleet> <strategy>` と書いてください (例: `tokens 4 3 3`)。
ti4-summary-title = { $round } ラウンド終了時の最終順位:
ti4-summary-line = • { $player } — { $vp } VP: 目的 { $objective_vp }、王座への支援 { $throne_vp }、その他 { $other_vp } (目的: { $objectives })

## Strategic actions (§57)
ti4-log-strategic = { $player } さんが { $card }の戦略アクションを実行します。
ti4-finish-strategic = 先に進行中の戦略アクションを終えてください。
ti4-no-strategic = 進行中の戦略アクションはありません。
ti4-not-your-primary = 主能力を実行するのはカードの持ち主だけで、副能力より先に行います。
ti4-not-your-secondary = 今はあなたが副能力を実行または辞退する番ではありません。
ti4-must-use-secondary = 通商の持ち主があなたを選びました: 副能力を (無料で) 実行します。辞退はできません。
ti4-no-strategy-token = 副能力の支払いに使う遊撃プールのトークンがありません。
ti4-choice-decline = 辞退
ti4-log-decline = { $player } さんは副能力を辞退しました。
ti4-log-secondary = { $player } さんが副能力を実行しました{ $free ->
        [1] {" "}(無料)
       *[0] {" "}(遊撃トークン 1)
    }。
ti4-log-secondary-not-automated = { $card }の副能力はまだ自動化されていません: 使いたいプレイヤーは `/game adjust` で適用してください。
ti4-ask-primary-1 = 主導: 指揮トークンを 3 個得て、さらに影響力 3 につき 1 個得ます — `/play action:"primary <tactic> <fleet> <strategy> pay <planets> tg <n>"` またはボタン。
ti4-ask-primary-2 = 和平: 自分が支配する惑星のある星系 (メカトール・レックス以外) を選ぶと、他のプレイヤーはそこに指揮トークンを置きます。自分の惑星を 2 つまで待機状態にします — `/play action:"primary <tile> ready <planet> <planet>"`。
ti4-ask-primary-3 = 画策: 新しい議長を選んでください。
ti4-ask-primary-4 = 築造: 自分が支配する惑星に対宙要塞か宙軍工廠を 1 つ置き、さらに対宙要塞を 1 つ置けます — `/play action:"primary dock <planet> pds <planet>"`。
ti4-ask-primary-5 = 通商: 交易品を 3 つ得て、特産物を補充し、副能力を無料で使えるプレイヤーを選びます — ボタン、または `/play action:"primary <player> <player>"`。
ti4-ask-primary-6 = 臨戦: ボード上の自分の指揮トークンを 1 つ取り除き、トークンをすべて配置しなおします — `/play action:"primary <tile> tokens <tactic> <fleet> <strategy>"`。
ti4-ask-primary-7 = 研究: 技術を 1 つ研究し、経済力 6 でもう 1 つ研究できます — ボタン、または `/play action:"primary <tech> <tech>"`。
ti4-ask-primary-8 = 覇業: 条件を満たした共通目的を 1 つ得点し、メカトール・レックスを支配していれば 1 VP を得ます。そうでなければ秘密目的を 1 枚引きます。
ti4-ask-secondary-1 = 主導の副能力 (トークン不要): 影響力 3 につき指揮トークン 1 個 — `/play action:"secondary <tactic> <fleet> <strategy> pay <planets>"`、または辞退。
ti4-ask-secondary-2 = 和平の副能力: 遊撃トークン 1 で惑星を 2 つまで待機状態にします — `/play action:"secondary ready <planet> <planet>"`、または辞退。
ti4-ask-secondary-3 = 画策の副能力: 遊撃トークン 1 でアクションカードを 2 枚引くか、辞退します。
ti4-ask-secondary-4 = 築造の副能力: 遊撃トークン 1 を星系に置き、そこにある自分の惑星に対宙要塞か宙軍工廠を置きます — `/play action:"secondary pds <planet>"`、または辞退。
ti4-ask-secondary-5 = 通商の副能力: 特産物を補充します{ $free ->
        [1] {" "}(あなたは選ばれたので無料で、必ず実行します)
       *[0] {" "}(遊撃トークン 1)。辞退もできます
    }。
ti4-ask-secondary-6 = 臨戦の副能力: 遊撃トークン 1 で、母星系の宙軍工廠の建造を使います — `/play action:"secondary 2 fighter, 1 cruiser pay <planets>"`、または辞退。
ti4-ask-secondary-7 = 研究の副能力: 遊撃トークン 1 と経済力 4 で技術を 1 つ研究するか、辞退します。
ti4-ask-secondary-8 = 覇業の副能力: 遊撃トークン 1 で秘密目的を 1 枚引くか、辞退します。
ti4-choice-speaker = { $player } さんを議長にする
ti4-choice-trade-none = 誰も選ばない
ti4-choice-trade-all = 全員を選ぶ
ti4-choice-score-nothing = 得点しない
ti4-choice-research = { $tech }を研究
ti4-choice-research-paid = { $tech }を研究 (支払い: { $paid })
ti4-choice-secondary-trade = 特産物を補充
ti4-choice-secondary-imperial = 秘密目的を引く
ti4-politics-help = `primary speaker <player>` と書いてください。
ti4-already-speaker = { $player } さんはすでに議長トークンを持っています。
ti4-log-speaker = { $player } さんが議長になりました。
ti4-log-politics-not-automated = 議題デッキの上を見る処理はまだ自動化されていないため、省略します。
ti4-log-trade = { $player } さんが交易品を 3 つ得て、特産物を { $commodities } まで補充しました。
ti4-log-replenish = { $player } さんが特産物を { $commodities } まで補充しました。
ti4-research-help = 研究する技術を書いてください (例: `primary neural_motivator`)。
ti4-leadership-help = トークンを `<tactic> <fleet> <strategy>` と書き、必要なら `pay <planets> tg <n>` を続けてください。
ti4-leadership-count = トークンを { $tokens } 個得ます: ちょうどその数を配置してください。
ti4-log-gain-tokens = { $player } さんが指揮トークンを得ました: 作戦 +{ $tactic }、艦隊 +{ $fleet }、遊撃 +{ $strategy }。
ti4-ready-two = 待機状態にできる惑星は 2 つまでです。
ti4-log-ready = { $player } さんが惑星 { $count } つを待機状態にしました。
ti4-diplomacy-help = `primary <tile> ready <planet> <planet>` と書いてください。
ti4-diplomacy-system = 自分が支配する惑星のある、メカトール・レックス以外の星系を選んでください。
ti4-log-diplomacy = { $player } さんが星系 { $tile }を選びました: 他の各プレイヤーはそこに指揮トークンを置きます。
ti4-construction-help = `pds <planet>` または `dock <planet>` と書いてください (主能力では `pds <planet>` を追加できます)。
ti4-structure-limit = { $planet }にはすでに惑星に置ける上限までそれがあります (宙軍工廠 1、対宙要塞 2)。
ti4-log-construct = { $player } さんが { $planet }に { $units }を置きました。
ti4-warfare-help = `primary <tile> tokens <tactic> <fleet> <strategy>` と書いてください (ボード上にトークンがなければ `primary tokens <tactic> <fleet> <strategy>`)。
ti4-no-token-there = 星系 { $tile }にあなたの指揮トークンはありません。
ti4-log-warfare = { $player } さんが { $tile }から指揮トークンを取り除き、トークンを配置しました: 作戦 { $tactic }、艦隊 { $fleet }、遊撃 { $strategy }。
ti4-unknown-tech = 「{ $tech }」は知らない技術です。
ti4-cannot-research = { $tech }は研究できません: すでに持っているか、他の派閥の技術か、要件を満たしていません (惑星の専門分野も要件に数えます)。
ti4-research-cost = { $tech }の経済力を支払えません。
ti4-research-no-cost = ここでは { $tech }に費用はかかりません: 支払いは不要です (`pay`/`tg` の部分を外してください)。
ti4-log-research-paid = { $player } さんが { $tech }の費用を支払いました: { $paid }。
ti4-log-research = { $player } さんが { $tech }を研究しました{ $skips ->
        [0] {""}
       *[other] {" "}(惑星の専門分野を { $skips } 使用)
    }。
ti4-log-imperial-vp = { $player } さんはメカトール・レックスを支配しています: 勝利ポイント +1。
ti4-log-secret-limit = { $player } さんはすでに秘密目的を 3 枚持っています (得点済みも数えます): 何も引きません。
ti4-log-draw-secret = { $player } さんが秘密目的を 1 枚引きました。
ti4-log-draw-secret-private = 秘密目的 { $objective }を引きました。
ti4-log-no-research = { $player } さんは何も研究しませんでした。

## Transactions (§1)
ti4-ask-offer = { $from } さんから提案です: 交易品 { $give_tg }と特産物 { $give_comm }を渡すので、交易品 { $get_tg }と特産物 { $get_comm }がほしいそうです。
ti4-choice-accept = 受け入れる
ti4-choice-reject = 断る
ti4-log-offer = { $from } さんが { $to } さんに取り引きを提案しました: 交易品 { $give_tg } + 特産物 { $give_comm }と、交易品 { $get_tg } + 特産物 { $get_comm }の交換。
ti4-log-offer-accepted = { $to } さんが受け入れました: { $from } さんは交易品 { $give_tg } + 特産物 { $give_comm }を、{ $to } さんは交易品 { $get_tg } + 特産物 { $get_comm }を渡します (受け取った特産物は交易品になります)。
ti4-log-offer-declined = { $to } さんは { $from } さんの提案を断りました。
ti4-trade-own-turn = 取り引きは手番プレイヤーが自分の手番中に行います。
ti4-offer-pending = すでに返事を待っている提案があります。
ti4-traded-already = この手番ではすでに { $player } さんと取り引きしています。
ti4-not-neighbours = { $player } さんは近隣ではありません: 同じ星系か隣接する星系にユニットか惑星が必要です。
ti4-offer-help = 提案は `offer <player> give tg <n> comm <n> note <note> get tg <n> comm <n> note <note>` と書きます (各部分は省略可)。協定を加えるなら、最後に `terms <promises>` (受け入れ後に公開) または `private-terms <promises>` (2 人の間だけ) を付けてください。
ti4-offer-not-enough = どちらかが提案の内容を持っていません。
ti4-no-offer = あなたの返事を待っている提案はありません。
ti4-primary-possible = { $card }の主能力は実行できるので、実行しなければなりません: 選択を書いてください。
ti4-log-primary-nothing = { $player } さんは主能力を実行できません: 何も起きません。

## Agenda phase (§35, §36)
ti4-phase-agenda = 議決フェイズ
ti4-phase-agenda-under-vote = 議題 { $number }: { $agenda }
ti4-agenda-votes = 投票: { $tally }
ti4-agenda-tally-entry = { $outcome } { $votes }票
ti4-agenda-no-votes = まだ投票はありません
ti4-log-agenda-phase = 議決フェイズが始まります: 2 つの議題を 1 つずつ投票します。
ti4-log-agenda-revealed = 議題 { $number }: { $agenda } ({ $kind })。
ti4-outcome-for = 賛成
ti4-outcome-against = 反対
ti4-ask-vote = { $agenda }に投票してください: ボタンは待機状態の全惑星の影響力を使います。`/play action:"vote <outcome> with <planets>"` と書くか、棄権もできます。
ti4-choice-vote = { $outcome } ({ $votes })
ti4-choice-abstain = 棄権
ti4-log-abstain = { $player } さんは棄権しました。
ti4-log-vote = { $player } さんが { $outcome }に { $votes } 票を投じました。
ti4-bad-outcome = 「{ $outcome }」はこの議題の結果ではありません。選べるもの: { $outcomes }。
ti4-not-voting-now = 今は投票中ではありません。
ti4-log-tie = 同票です (または誰も投票しませんでした): 議長の { $speaker } さんが決定します。
ti4-ask-speaker-decides = 議長として結果を決定してください (これは投票ではありません)。
ti4-choice-decide = { $outcome }
ti4-not-speaker-choice = 同票の議題を決定するのは議長だけで、投票の後に行います。
ti4-log-outcome = { $agenda }: 結果は { $outcome }です。
ti4-log-law-in-play = { $agenda }は有効な法令になりました。
ti4-log-agenda-effect-by-hand = 議題の効果はまだ自動化されていません: `/game adjust` で適用してください。
ti4-log-agenda-discarded = { $agenda }には選出できる対象がありません: 捨て札にします。
ti4-log-agenda-phase-ends = すべての惑星を待機状態にしました。議決フェイズを終了します。
ti4-vote-help = `vote <outcome>` (賛成 for、反対 against、プレイヤーの派閥、惑星…) と書き、全惑星で投票しないなら `with <planets>` を付けてください。棄権は `vote abstain` です。

## Action cards (§38)
ti4-log-draw-action = { $player } さんがアクションカードを { $count } 枚引きました。
ti4-log-draw-action-private = 引いたカード: { $cards }。
ti4-log-action-deck-empty = アクションカードの山札も捨て札も空です: 何も引きません。
ti4-ask-discard = アクションカードが 7 枚を超えています: { $count } 枚捨ててください。
ti4-choice-discard = { $card }を捨てる
ti4-not-over-limit = 手札はアクションカードの上限 7 枚以内です。
ti4-card-not-in-hand = { $card }は手札にありません。
ti4-log-discard = { $player } さんが { $card }を捨てました (手札上限)。
ti4-choice-secondary-politics = アクションカードを 2 枚引く
ti4-hand-action-cards = あなたのアクションカード ({ $count }):
ti4-hand-action-card = • { $name } — { $window }: { $text }
ti4-log-eliminated = { $player } さんには地上部隊も生産手段も惑星も残っていません: 脱落です (§78)。そのユニットはボードから取り除かれ、秘密目的は山札に戻ります。

## Promissory notes (§67)
ti4-ask-offer-notes = { $from } さんから提案です: 交易品 { $give_tg }、特産物 { $give_comm }、誓約書「{ $give_note }」を渡すので、交易品 { $get_tg }、特産物 { $get_comm }、誓約書「{ $get_note }」がほしいそうです。
ti4-log-offer-with-note = { $from } さんが { $to } さんに誓約書を含む取り引きを提案しました (どの誓約書かは 2 人だけが見られます)。
ti4-log-note-given = { $player } さんに誓約書「{ $note }」を渡しました。
ti4-log-note-received = { $player } さんから誓約書「{ $note }」を受け取りました。
ti4-log-note-play-area = { $player } さんが { $note }を自分のプレイエリアに表向きに置きました。
ti4-log-throne-returned = { $player } さんが { $owner } さんのユニットのいる星系を起動しました: 王座への支援は { $owner } さんに戻り、{ $player } さんは勝利ポイントを 1 失います。
ti4-unknown-note = 「{ $note }」は知らない誓約書です。
ti4-hand-notes = あなたの誓約書 ({ $count }):
ti4-hand-note = • { $name } ({ $owner } さんから): { $text }
ti4-no-home-dock = 母星系に宙軍工廠がありません。
ti4-log-agenda-look = 議題デッキの上: { $agendas }。
ti4-log-agenda-look-public = { $player } さんが議題デッキの上 2 枚を見ました。
ti4-ask-arrange = 見た 2 枚の議題を戻してください: 上に (どちらの順でも) か、下に。
ti4-choice-arrange-keep = 2 枚とも上に、そのままの順で
ti4-choice-arrange-swap = 2 枚とも上に、順を入れ替えて
ti4-choice-arrange-first-bottom = 1 枚目を下に
ti4-choice-arrange-second-bottom = 2 枚目を下に
ti4-choice-arrange-both-bottom = 2 枚とも下に
ti4-arrange-help = `primary arrange keep`、`swap`、`first-bottom`、`second-bottom`、`both-bottom` のいずれかを書いてください。
ti4-log-agenda-arranged = { $player } さんが議題を山札の上に { $top } 枚、下に { $bottom } 枚戻しました。

## Playing action cards (§38) and reaction windows
ti4-ask-reaction = { $player } さんが { $card }を使いました。解決させますか、妨害工作で打ち消しますか?
ti4-choice-no-reaction = 解決させる
ti4-choice-sabotage = 妨害工作を使う
ti4-card-by-adjustment = { $card }はまだボットでは使えません: 卓に伝えて使い、効果は `/game adjust` で適用してください。
ti4-card-not-now = { $card }は今は使えません。使えるタイミング: { $when }
ti4-card-empty-hand = そのプレイヤーはアクションカードを持っていません。
ti4-card-home-planet = その惑星は母星系にあります。
ti4-card-home-system = その星系は母星系です。
ti4-card-lucky-shot-unit = 幸運の一撃で破壊できるのはド級艦、巡航艦、駆逐艦です。
ti4-card-needs-bombardment = その星系に爆撃を持つユニットが必要です。
ti4-card-needs-cruiser = 目標星系に巡航艦が必要です。
ti4-card-needs-other-player = まだゲームに残っている他のプレイヤーを選んでください。
ti4-card-needs-trade-goods = 交易品が 4 つ必要です。
ti4-card-needs-wormhole = 母星系ではない、ワームホールのある星系を選んでください。
ti4-card-needs-your-planet = 自分が支配する惑星のある星系を選んでください。
ti4-card-needs-your-ships = 自分の宇宙艦艇が 1 隻以上いる星系を選んでください。
ti4-card-no-pds = その惑星に対宙要塞はありません。
ti4-card-no-reinforcements = 予備にそのユニットやトークンは残っていません。
ti4-card-no-space-dock = その惑星に宙軍工廠はありません。
ti4-card-no-such-law = その法令は有効ではありません。
ti4-card-no-such-ship = そのプレイヤーはその星系にその宇宙艦艇を持っていません。
ti4-card-no-tactic-token = そのプレイヤーの作戦プールに指揮トークンはありません。
ti4-card-no-token-there = その星系にあなたの指揮トークンはありません。
ti4-card-not-hazardous = 有害惑星を選んでください。
ti4-card-not-in-reach = 自分のユニットがいる星系か、その隣の星系を選んでください。
ti4-card-not-others-planet = 他のプレイヤーが支配する惑星を選んでください。
ti4-card-not-your-planet = 自分が支配する惑星を選んでください。
ti4-card-others-ships = その星系には他のプレイヤーの宇宙艦艇がいます。
ti4-card-planet-exhausted = その惑星はすでに消耗しています。
ti4-card-planet-off-board = その惑星はボード上にありません。
ti4-card-token-already-there = そのプレイヤーはすでにその星系に指揮トークンを置いています。
ti4-log-card-played = { $player } さんが { $card }を使いました: { $text }
ti4-log-card-played-at = { $player } さんが { $card } ({ $target }) を使いました: { $text }
ti4-log-no-reaction = { $player } さんは解決させました。
ti4-log-sabotaged = { $player } さんが妨害工作を使いました: { $card }は打ち消されました。
ti4-log-window-expired = 時間切れです: { $players }は反応せず、カードは解決されます。
ti4-log-card-fizzles = { $card }は効果がありません: { $reason }
ti4-log-card-cancels-hits = { $player } さんが命中を { $count } 打ち消しました。
ti4-log-card-destroyed = { $player } さんが { $planet }の { $unit }を破壊しました。
ti4-log-card-exhausted = { $player } さんが惑星を { $count } つ消耗させました。
ti4-log-card-flank-speed = この戦術アクション中、{ $player } さんの宇宙艦艇の移動力は 1 増えます。
ti4-log-card-gains-tg = { $player } さんが交易品を { $tg } 得ました。
ti4-log-card-infantry = { $player } さんが歩兵を { $count } 置きました。
ti4-log-card-infantry-lost = { $planet }の歩兵 { $count }が破壊されました。
ti4-log-card-insubordination = { $other } さんは作戦プールの指揮トークンを 1 つ失います。
ti4-log-card-lucky-shot = { $player } さんが { $other } さんの { $unit }を破壊しました。
ti4-log-card-placed = { $player } さんが星系 { $tile }に { $unit }を置きました。
ti4-log-card-readied = { $player } さんが惑星を { $count } つ待機状態にしました。
ti4-log-card-repaired = { $player } さんがユニットを { $count } 修理しました。
ti4-log-card-repeal = { $player } さんが法令 { $law }を捨て札にしました。
ti4-log-card-roll-bonus = { $player } さんの { $card }により、このラウンドの出目が修正されます。
ti4-log-card-signal-jamming = { $player } さんが星系 { $tile }に { $other } さんの指揮トークンを置きました。
ti4-log-card-spy = { $player } さんが { $other } さんからアクションカードを 1 枚ランダムに奪いました。
ti4-log-card-spy-private = { $card }を奪いました。
ti4-log-card-spy-lost = 手札から { $card }を奪われました。
ti4-log-card-token-back = { $player } さんが星系 { $tile }から自分の指揮トークンを取り戻しました。
ti4-log-card-tokens = { $player } さんが指揮トークンを得ました: { $pools }。
ti4-log-card-upgrade = { $player } さんが巡航艦をド級艦に置き換えました。
ti4-log-dice = ダイス: { $dice }。
ti4-no-window = 返事を待っているタイミングはありません。
ti4-not-awaited-window = すでに返事をしたか、これはあなたのカードです。
ti4-play-help = { $card }は `play { $card } { $args }` と書いて使います。
ti4-play-usage = `play <card> <targets>` と書いてください (例: `play mining_initiative mecatol_rex`)。`/hand` で手札を確認できます。
ti4-reaction-help = `react pass` と返事してください。妨害工作を持っていれば `react sabotage` も使えます。
ti4-sabotage-is-a-reaction = 妨害工作は他のプレイヤーのカードに対して、聞かれたときに `react sabotage` で使います。
ti4-unknown-action-card = 「{ $card }」というアクションカードはありません。
ti4-window-open = { $card }が { $players }の反応を待っています: そちらが先です。
ti4-hand-playable = 今 { $card }を使えます: `/play action:"{ $notation }"`

## Promissory notes played (§67)
ti4-note-not-held = あなたは { $owner } さんの { $note }を持っていません。
ti4-note-by-adjustment = { $note }はまだボットでは使えません: 卓に伝え、効果は `/game adjust` で適用してください。
ti4-note-not-now = { $note }は今は使えません。使えるタイミング: { $when }
ti4-note-help = { $note }は `note <note> <owner> { $args }` と書いて使います。
ti4-note-usage = `note <note> <owner> [targets]` と書いてください (例: `note ceasefire letnev`)。`/hand` で誓約書とその持ち主を確認できます。
ti4-ceasefire = 停戦により、この星系にはユニットを移動できません: move none にしてください。
ti4-stymied = 妨害: そのプレイヤーのユニットがいる母星系以外の星系やその隣では生産できません。
ti4-log-note-ceasefire = { $player } さんが { $owner } さんの停戦を使いました: { $owner } さんは目標星系にユニットを移動できません。
ti4-log-note-political-secret = { $player } さんが { $owner } さんの政治的機密を使いました: { $owner } さんはこの議題に投票できません。
ti4-log-note-gashlai = { $player } さんが { $owner } さんのガシュライの炎を使いました: { $owner } さんは艦隊トークンを 1 つ失い、{ $player } さんは征星艦を得ます。
ti4-log-note-military-support = { $player } さんが { $owner } さんの軍事支援を使い、歩兵を { $count } 置きました。
ti4-log-note-cybernetic = { $player } さんが { $owner } さんの電脳強化を使い、遊撃トークンを 1 つ得ました。
ti4-log-note-trade-agreement = { $player } さんが { $owner } さんの通商協定を使いました: 特産物 { $count }が { $player } さんの交易品になります。
ti4-log-note-returned = { $player } さんが { $owner } さんの { $note }を返しました。
ti4-log-dacxive = ダクシヴ・アニメーター: { $player } さんがその惑星に歩兵を 1 追加しました。
ti4-log-assault-cannon = 強襲砲: { $other } さんが { $player } さんのために { $unit }を破壊しました。
ti4-log-duranium = デュラニウム装甲: { $player } さんが { $unit }を修理しました。
ti4-card-no-such-outcome = 次の結果のいずれかを予言してください: { $outcomes }。
ti4-log-card-veto = { $player } さんが議題を拒否しました: 捨て札にして次の議題を公開します。
ti4-log-card-rider = { $player } さんが「{ $outcome }」を予言しました。この議題には投票しません。
ti4-log-card-assassinate = { $other } さんはこの議題に投票できません。
ti4-log-card-councilor = { $player } さんが自分の結果に 5 票を追加しました。
ti4-log-rider-wins = { $player } さんの { $card }が的中しました。
ti4-log-second-action = 艦隊運用: { $player } さんはこの手番に 2 回目のアクションを行うか、手番を終了できます。
ti4-choice-end-turn = 手番を終了
ti4-no-turn-to-end = この手番ではまだアクションを行っていません。
ti4-end-turn-instead = この手番ではすでにアクションを行いました: 手番を終了し (`end turn`)、次の手番でパスしてください。
ti4-adjust-component-help = コンポーネント: `<player> note <±1> <note> <owner>`、`<player> card +1 [card]` (山札から。名前を指定すると山札か捨て札から)、`<player> card -1 <card>` (捨て札へ)、`<player> tech <±1> <technology>`、`<player> planet <±1> <planet>`。
ti4-adjust-component-unknown = そのコンポーネントはありません: { $id }。
ti4-adjust-component-none-left = アクションカードの山札が空です。
ti4-adjust-component-already = 変更するものがありません: { $id }。
ti4-adjust-an-action-card = アクションカード 1 枚
ti4-log-adjust-component = { $by } さんによる調整 — { $player }: { $what } { $delta }。
ti4-log-adjust-card-private = 調整: 手札の { $card } { $delta }。
ti4-adjust-a-note = 約束手形 1 枚
ti4-ship-hits = このうち命中 { $count }は L1Z1X の旗艦またはド級艦によるもので、戦闘艇以外の宇宙艦艇に割り振ります。
ti4-log-flagship-wipe = { $unit }が破壊され、その星系の宇宙艦艇はすべて破壊されました（損失: { $lost }）。
ti4-log-round-repair = 戦闘ラウンドの開始時に { $player } さんが { $unit }を修理しました。
ti4-help-setup = 準備: 2枚の秘密目的から1枚を残します(選択はDMで届きます)。ウィヌーは初期技術を選びます。
ti4-help-strategy = 計画フェイズ: スピーカーから順に、ボタンで戦略カードを1枚選びます。カードの番号がイニシアチブです: 番号が小さいほど実行フェイズで先に手番を行います。
ti4-help-action = 実行フェイズ: 手番ごとに1つの行動を行います — 戦術行動(星系をアクティブにして移動、戦闘、上陸、生産)、戦略行動(自分の戦略カードの主能力。他のプレイヤーは副能力を使えます)、またはコンポーネント行動(アクションと書かれたカードや能力)。戦略カードを使った後はパスでき、全員がパスするとラウンドが終わります。
ti4-help-tactical = 戦術行動の途中です: 移動、宇宙砲撃、宇宙戦闘、侵攻(爆撃、上陸、地上戦闘)、生産の順で、該当する段階ごとにボタンが出ます。
ti4-help-status = 調整フェイズ: 公開目的と秘密目的をそれぞれ1つまで達成し、次の公開目的を公開し、アクションカードを引き、命令トークンを得て配置し、カードを準備してユニットを修理し、戦略カードを戻します。
ti4-help-agenda = 議決フェイズ: 2つの議題を順に投票します。惑星を消耗して影響力で投票するか棄権します。同数はスピーカーが決めます。

## 調整フェイズの得点をまとめて選ぶ (§64.1)
ti4-score-finished = この調整フェイズの得点はもう完了しています。
ti4-log-score-early = 記録しました: イニシアチブ順であなたの得点の番が来たら{ $objective }を得点します。それまで他の人にはわかりません。
ti4-log-score-early-done = 記録しました: 選択を完了しました。選択はイニシアチブ順であなたの番が来たときに適用されます。
ti4-log-score-early-failed = あなたの番で{ $objective }の得点を適用できませんでした: { $reason } もう一度選んでください。
## Tactical actions built with buttons (rules/draft.rs)
ti4-log-produce-paid = { $player } さんが { $units }を生産しました (コスト { $cost }、支払い { $paid }: { $with })。
ti4-system-label = { $tile } { $name }
ti4-system-empty = 何もない宙域
ti4-choice-activate = 戦術アクション: { $system }
ti4-choice-draft-add-from = { $tile }から{ $unit } +1
ti4-choice-draft-remove-from = { $tile }から{ $unit } -1
ti4-choice-draft-move = 移動
ti4-choice-draft-clear = やり直す
ti4-draft-group = { $tile }から{ $units }
ti4-ask-move-draft = 星系 { $tile }へ移動中: { $units }。ユニットを増減してから「移動」を押してください。
ti4-choice-land-one = { $planet }に1部隊上陸
ti4-choice-land-all = { $planet }に{ $count }部隊すべて上陸
ti4-choice-draft-invade = 侵攻
ti4-draft-landing = { $planet }に{ $count }
ti4-ask-invade-draft = 上陸: { $landing }。地上部隊を加えてから「侵攻」を押してください。
ti4-choice-draft-add = { $unit } +1
ti4-choice-draft-remove = { $unit } -1
ti4-choice-draft-produce = 生産 ({ $paid }で支払い)
ti4-choice-draft-choose-payment = 支払いを選ぶ
ti4-choice-draft-produce-paid = 生産
ti4-choice-pay-planet = { $planet }を消耗 (資源 { $resources })
ti4-choice-pay-tg = 交易品を1個使う
ti4-choice-draft-back = 戻る
ti4-ask-produce-draft = { $units }を生産中 (コスト { $cost })。ユニットを増減してから生産してください。
ti4-draft-help = ボタンで組み立てる手順: `draft +<unit> <tile>`、`draft -<unit> <tile>`、`draft +<unit>`、`draft land [all] <planet>`、`draft pay [<planet>|tg]`、`draft back`、`draft clear`。
ti4-draft-empty = まだ何も選んでいません。
ti4-draft-none-to-remove = そのユニットは選ばれていません。
ti4-draft-no-ground-forces = 上陸させる地上部隊が宇宙に残っていません。
ti4-draft-paying-not-now = ユニットを変えるには支払いから戻ってください。
ti4-draft-cannot-pay = その費用は支払えません。
ti4-draft-pay-not-now = 今は支払いを選べません。
ti4-draft-paid-enough = 支払いはすでに費用に届いています。
ti4-wrong-step-draft = このステップではボタンで選ぶものはありません。
ti4-wrong-step-draft-move = 移動ステップでは移動するユニットを選んでください (`draft +<unit> <tile>`)。
ti4-wrong-step-draft-invade = 侵攻ステップでは上陸先を選んでください (`draft land <planet>`)。
ti4-wrong-step-draft-produce = 生産ステップでは生産するユニットを選んでください (`draft +<unit>`)。
ti4-payment-nothing = なし
ti4-payment-tg = 交易品 { $tg }
ti4-payment-both = { $planets } + 交易品 { $tg }
ti4-ask-produce-paying = { $units }の支払い中 (コスト { $cost }): ここまで { $paid }、価値 { $worth }。消耗する惑星か使う交易品を選んでから生産してください。
ti4-choice-draft-invade-custodians = 侵攻 (庇護者トークンの除去に{ $paid }で支払い)
ti4-units-n = { $kind ->
        [war_sun] { ti4-unitkind-war_sun } { $count } 隻
        [dreadnought] { ti4-unitkind-dreadnought } { $count } 隻
        [cruiser] { ti4-unitkind-cruiser } { $count } 隻
        [carrier] { ti4-unitkind-carrier } { $count } 隻
        [destroyer] { ti4-unitkind-destroyer } { $count } 隻
        [fighter] { ti4-unitkind-fighter } { $count } 機
        [infantry] { ti4-unitkind-infantry } { $count } 部隊
        [pds] { ti4-unitkind-pds } { $count } 基
        [space_dock] { ti4-unitkind-space_dock } { $count } 基
        [flagship] { ti4-unitkind-flagship } { $count } 隻
       *[other] { $kind } { $count }
    }
