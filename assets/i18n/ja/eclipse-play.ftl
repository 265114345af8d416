# エクリプス (第1版) — ルールエンジンのメッセージ (日本語)。内容の名前は eclipse.ftl と eclipse-content.ftl にあります。

## Refusals
ec-game-over = ゲームは終了しました。
ec-eliminated = あなたはゲームから脱落しています。
ec-not-your-turn = { $player } さんの手番です。
ec-not-action-phase = それができるのはアクションフェイズの自分の手番だけです。
ec-waiting-for = ゲームは先に { $player } さんを待っています。
ec-nothing-pending = 今その選択を待っているものはありません。
ec-wrong-choice = その答えは今の質問に合いません。表示されたボタンのいずれかを使ってください。
ec-notation-help = 「{ $text }」はエクリプスのアクションではありません。使えるもの: explore <position>, place <rotation> [disc], discard, find vp|use, inf <from>><to> … (t = トラック), research <tech> [m|s|x], upgrade <ship> <slot> <part|->, …, build <int|cru|dre|sb|orbital|monolith> <sector>, …, move <ship> <sector>><sector>…, …, colony <sector> <square> [m|s|x], trade <m|s|x> <m|s|x> [count], pass, fire, retreat <sector>, hits auto|<ship>, keep <value>, claim, noclaim, ally <seat> <m|s|x>, accept <m|s|x>, decline, done, withdraw <sector>, orders fight on|off, orders hits auto|ask, adjust <seat number> <m|s|x> <±n>。
ec-bad-resource = 「{ $resource }」は資源ではありません: m (資金)、s (科学)、x (資材) を使ってください。
ec-bad-ship = 「{ $ship }」はここで使える艦種ではありません: int、cru、dre、sb を使ってください。
ec-bad-part = 「{ $part }」は艦船パーツではありません (例: plasma_cannon, improved_hull, fusion_drive)。
ec-bad-slot = { $ship }の設計図のスロットは 0 から { $slots } 未満です。
ec-slot-empty = スロット { $slot }には戻せるパーツタイルがありません。
ec-slot-taken = スロット { $slot }にはすでにパーツタイルがあります: 先に戻してください (<ship> { $slot } -)。
ec-bad-sector = そのセクタータイルは不明です。
ec-bad-sector-num = マップにセクター { $sector }はありません。
ec-bad-square = そこにマス { $square }はありません (または軌道施設がありません)。
ec-bad-rotation = その向きではあなたのどのセクターともつながりません。置ける向き: { $rotations }。
ec-cannot-take = そこにはディスクを置けません (ディスクが残っていない、古代種族がいる、またはすでに取られています)。
ec-explore-where = 探索できるのは、あなたのディスクか足止めされていない艦船に隣接する空きの位置です: { $positions }。
ec-explore-empty = その周のセクタータイルは残っていません。
ec-influence-count = 影響アクションで動かせるディスクは { $max } 枚までです。
ec-influence-where = セクター { $sector }にはあなたのディスクを置けません (敵の艦船かディスクがある、古代種族がいる、ワームホールでつながっていない、またはセクターではありません)。
ec-no-disc = トラックに影響力ディスクが残っていません。
ec-passed-reactions = パスした後はリアクションしかできません: 改良・建造・移動を 1 回、またはパス。
ec-research-what = その技術はサプライにありません。購入できる技術: { $techs }。
ec-tech-owned = { $tech }はすでに持っています。
ec-tech-row-full = その技術の列はいっぱいです。
ec-too-expensive = コストは { $cost }ですが、手持ちは { $have }です。
ec-needs-tech = それには技術 { $tech }が必要です。
ec-upgrade-count = 改良で置けるパーツタイルは { $max } 枚までです。
ec-build-count = 建造で置けるのは { $max } 個までです。
ec-move-count = 移動での起動は { $max } 回までです。
ec-ship-limit = { $ship }はすでにすべてマップ上にあります。
ec-structure-there = セクター { $sector }にはすでにそれがあります。
ec-not-your-sector = セクター { $sector }にはあなたのディスクがありません。
ec-starbase-immobile = 宇宙基地は移動しません。
ec-move-range = あなたの { $ship }は 1 回の起動で { $range } セクターまでしか移動できません。
ec-no-ship-there = セクター { $sector }にあなたの { $ship }はいません。
ec-pinned = セクター { $sector }のあなたの艦船は足止めされています: 敵艦船と同じ数は残らなければなりません (GCDS は全員を止めます)。
ec-no-wormhole = セクター { $from }と { $to }をつなぐワームホールはありません。
ec-no-colony-ship = 植民船はすべて使用済みです。
ec-square-taken = マス { $square }にはすでにキューブがあります。
ec-square-colour = そのマスには { $track }のキューブを置きます。
ec-orbital-track = 軌道施設には資金か科学のキューブを置きます。
ec-track-empty = { $track } トラックにキューブが残っていません。
ec-trade-help = 交易では、ある資源 { $rate }を別の資源 1 と交換します: trade <give> <take> [count]。
ec-no-target = 狙える敵の { $ship }はいません。
ec-retreat-where = 撤退できるセクター: { $sectors }。
ec-keep-which = 引いたタイルから 1 枚を残してください: { $tiles }。
ec-setup-player-count = エクリプスは 2～6 人用です ({ $count } 人では遊べません)。
ec-setup-species = 「{ $species }」は基本セットの種族ではありません。
ec-setup-species-taken = { $species }はすでに他のプレイヤーが選んでいます。
ec-diplomacy-players = 外交は 4 人以上のときだけ使います。
ec-diplomacy-who = まだゲームに残っている他のプレイヤーを選んでください。
ec-diplomacy-traitor = 裏切り者カードを持っているプレイヤーは外交関係を結べません。
ec-diplomacy-already = そのプレイヤーとはすでに外交関係があります。
ec-diplomacy-no-ambassador = 大使が足りません: 各プレイヤーは 3 人持っています。
ec-diplomacy-not-adjacent = あなたのディスクのどれも、相手のディスクと完全なワームホールでつながっていません。
ec-diplomacy-ships = あなたの艦船と相手の艦船が同じセクターにいます (または相手のセクターにいます)。

## Prompts
ec-ask-action = あなたの手番です: アクションを行うかパスしてください (影響力トラックのディスク { $discs } 枚)。他のアクションは /play で。
ec-ask-reaction = あなたはパスしています: リアクション (改良・建造・移動を 1 回) するかパスしてください (残りのディスク { $discs } 枚)。
ec-ask-place = セクター { $tile } { $name }を配置する (向き = 時計回りに 60° 単位) か、捨ててください。
ec-ask-discovery = 発見タイルを見つけました ({ $tile }): 今使うか、2 VP として裏向きに残してください。
ec-ask-hits = ダイスが命中しました: { $dice } (出目(ダメージ))。艦種を狙うか、既定の割り振りを使ってください。
ec-ask-activate = あなたの{ $ship }の起動です: 射撃するか撤退してください。
ec-ask-reputation = 名声タイル { $tiles }を引きました: 1 枚を残してください。
ec-ask-claim = あなたの艦船がセクター { $sector }を押さえています: そこに影響力ディスクを置きますか?
ec-ask-diplomacy = { $player } さんが大使の交換を提案しています: 自分のトラックのキューブ 1 つを添えて受け入れるか、断ってください。
ec-choice-explore = { $position }を探索
ec-choice-research = { $tech } ({ $cost })
ec-choice-build = セクター { $sector }に{ $ship }を建造
ec-choice-move = { $ship }を移動 { $from }→{ $to }
ec-choice-colony = 植民船: セクター { $sector }の{ $square }
ec-choice-pass = パス
ec-choice-no-reaction = リアクションしない
ec-choice-place = 向き { $rotation }: { $links }
ec-choice-place-disc = 向き { $rotation } + ディスク: { $links }
ec-choice-discard = 捨てる
ec-choice-find-use = 使う
ec-choice-find-vp = 2 VP として残す
ec-choice-hits-auto = 既定の狙い
ec-choice-hits = { $ship }を狙う
ec-choice-fire = 射撃
ec-choice-retreat = { $sector }へ撤退
ec-choice-keep = { $value }を残す
ec-choice-claim = ディスクを置く
ec-choice-noclaim = 置かない
ec-choice-accept = 受け入れる ({ $track } キューブ)
ec-choice-decline = 断る

## Log
ec-faction-player = { $player }
ec-faction-ancients = 古代種族
ec-faction-gcds = GCDS
ec-combat-phase = 戦闘フェイズが始まります。
ec-log-explore = { $player } さんが位置 { $position }を探索し、セクター { $tile } { $name }を引きました。
ec-log-place = { $player } さんがセクター { $tile }を配置しました (向き { $rotation }、古代種族: { $ancients })。
ec-log-discard = { $player } さんがセクター { $tile }を捨てました。
ec-log-disc = { $player } さんがセクター { $tile }に影響力ディスクを置きました。
ec-log-found-private = 発見タイルを取りました ({ $tile })。
ec-log-discovery-vp = { $player } さんが発見タイルを 2 VP として裏向きに残しました。
ec-log-discovery-use = { $player } さんが発見タイルを使いました ({ $tile })。
ec-log-influence = { $player } さんが影響アクションを行いました: ディスクを { $moves } 枚動かし、植民船を{ $flips }隻表に戻しました。
ec-log-research = { $player } さんが科学 { $cost }で { $tech }を研究しました。
ec-log-artifacts = { $player } さんがアーティファクトから { $resource }を { $amount } 得ました。
ec-log-upgrade = { $player } さんが改良しました: { $changes }。
ec-log-build = { $player } さんが建造しました: { $items } (資材 { $cost })。
ec-log-move = { $player } さんが移動しました: { $moves }。
ec-log-pass = { $player } さんがパスしました。
ec-log-colony = { $player } さんが植民船を使いました: セクター { $sector }に { $track } キューブ。
ec-log-trade = { $player } さんが { $give } { $cost }を { $take } { $count }と交換しました。
ec-log-battle = セクター { $sector }で戦闘: { $attacker }が { $defender }を攻撃します。
ec-log-missiles = { $who }のミサイル ({ $ship }): { $dice }。
ec-log-fire = { $who }の射撃 ({ $ship }): { $dice }。
ec-log-destroyed = { $who }の{ $ship }が破壊されました。
ec-log-retreat = { $player } さんの{ $ship }はセクター { $to }へ撤退するため端へ移動します。
ec-log-retreated = { $who }の{ $ship }がセクター { $to }へ撤退しました。
ec-log-stalemate = セクター { $sector }で手詰まり: { $attacker }は{ $retreated ->
    [1] 撤退します。
   *[other] 撤退できず、艦船を失います。
}
ec-log-battle-won = { $winner }がセクター { $sector }を押さえました。
ec-log-population = { $player } さんがセクター { $sector }の { $owner } さんの人口キューブを { $count } 個破壊しました。
ec-log-population-dice = { $player } さんがセクター { $sector }の { $owner } さんの人口を攻撃: { $dice }。
ec-log-reputation-draw = { $player } さんが名声タイルを { $count } 枚引きました。
ec-log-reputation-drawn = 引いた名声タイルの値: { $tiles }。
ec-log-reputation-keep = { $player } さんが名声タイルを 1 枚残しました。
ec-log-reputation-kept = 値 { $value }の名声タイルを残しました。
ec-log-evicted = { $player } さんのディスクがセクター { $sector }から外れました。
ec-log-production = { $player }: 資金は現在 { $money }、科学 +{ $science }、資材 +{ $materials }。
ec-log-bankrupt-trade = { $player } さんが維持費の支払いのため、{ $resource } { $rate }を資金 1 と交換しました。
ec-log-bankrupt-withdraw = { $player } さんが維持費の支払いのため、セクター { $sector }からディスクを引き上げました。
ec-log-eliminated = { $player } さんは維持費を支払えず、ゲームから脱落しました。
ec-log-round = ラウンド { $round }が始まります。スタートプレイヤーは { $player } さんです。
ec-log-game-over = ゲーム終了: { $player } さんが { $vp } VP で勝利しました。
ec-log-game-over-no-winner = ゲーム終了: 全プレイヤーが脱落したため勝者はいません。
ec-log-propose = { $player } さんが { $other } さんに大使の交換を提案しました。
ec-log-decline = { $player } さんは断りました。
ec-log-ambassadors = { $player } さんと { $other } さんが大使を交換しました。
ec-log-betrayal = { $player } さんが { $other } さんのセクターに進入しました: 外交関係は破棄され、{ $player } さんが裏切り者カードを受け取ります。

## Board
ec-phase-action = アクションフェイズ
ec-phase-combat = 戦闘フェイズ
ec-phase-upkeep = 維持フェイズ
ec-phase-combat-end = 戦闘フェイズの終わり
ec-phase-over = ゲーム終了
ec-scene-title = エクリプス — ラウンド { $round } — { $phase }
ec-scene-waiting = 待っている相手: { $players }
ec-scene-sector = { $name } ({ $vp } VP)
# セクターの人口マス (短く一行): 種類ごとの数、うち高度マスの数。「資金 2、科学 2、資材 1 (高度 2)」。
ec-scene-square-kind = { $kind ->
    [money] 資金
    [science] 科学
    [materials] 資材
   *[any] グレー
} { $squares }
ec-scene-squares-legend = 種類別の人口マス: 支配セクターはキューブ/マス、空きセクターはマス数。「高度」は高度マスの数。
# A space after "、": the board breaks a population line too long for its row between kinds,
# at a space, rather than drawing it smaller.
ec-scene-squares-sep = {"、 "}
ec-scene-squares = { $kinds }{ $advanced ->
    [0] {""}
   *[other] {" "}(高度 { $advanced })
}
ec-scene-disc = ディスク
ec-key-held = { $player } が支配
ec-key-explored = { $player } が探索
ec-key-moved-in = { $player } の{ $ships }が進入
ec-key-moved-out = { $player } の{ $ships }が { $sector } へ移動
ec-key-colonized = { $player } が植民船で{ $track }キューブを { $count } 個配置
ec-key-built = { $player } が{ $what }を建造
ec-key-won = { $winner } が { $loser } との戦闘に勝利
ec-key-destroyed = { $owner } の{ $ships }が破壊
ec-key-destroyed-neutral = { $ships }が破壊
ec-key-population = { $player } が { $owner } の人口キューブを { $count } 個破壊
ec-key-lost = { $player } がセクターを喪失
ec-legend-outline-battle = 白い枠 = いま戦われている戦闘
ec-legend-outline-placement = 白い枠 = 引いたセクターを置く場所
ec-legend-forces = セクター番号の横の円の数字 = その色の艦船数
ec-legend-tokens = ディスク = 影響ディスク · ? = 発見タイル · 辺の点 = ワームホール
# 盤面のチップ上の銀河中心防衛システム（中心ヘクス内）：チップが一行に収まるよう短い名前。
ec-scene-gcds = 防衛システム
ec-scene-orbital = 軌道施設
ec-scene-monolith = モノリス
ec-scene-stacks = セクターの山: 内周 { $inner }、中周 { $middle }、外周 { $outer }
ec-panel-storage = 保管: 資金 { $money }、科学 { $science }、資材 { $materials }
ec-panel-income = 収入: 資金 { $money } (維持費差引後)、科学 { $science }、資材 { $materials }
ec-panel-discs = トラックのディスク: { $discs }、植民船 { $colony }/{ $ships }
ec-panel-vp = 公開 VP: { $vp }、名声タイル: { $reputation }
ec-panel-passed = パス済み
# ロスターの一行: VP、保管資源、残りディスク、パスしたか (短く)。
ec-panel-summary = { $vp } VP · 資金 { $money }、科学 { $science }、資材 { $materials } · ディスク { $discs }{ $passed ->
    [1] {" "}· パス済み
   *[0] {""}
}

## Lobby and hand
ec-options-help = エクリプスにオプション「{ $option }」はありません: プレイヤー数 (2～6 人) だけです。
ec-options-list = なし (プレイヤー数のみ、2～6 人)
ec-unknown-species = 「{ $species }」は種族ではありません。次から選んでください: { $all } (空欄なら地球人)。
ec-unknown-color = 「{ $color }」はプレイヤーの色ではありません。次から選んでください: { $colors }。
ec-color-taken = 色 { $color }はすでに選ばれています。
ec-hand-reputation = あなたの名声タイル ({ $count }): { $tiles }
ec-summary-title = エクリプスは終了しました。最終得点:
ec-summary-line = { $player }: { $vp } VP (名声 { $reputation }、大使 { $ambassadors }、セクター { $sectors }、発見 { $discoveries }、モノリス { $monoliths }、技術 { $techs }、裏切り者 { $traitor }、種族 { $species })
ec-part-not-held = { $part }は古代のパーツです: 発見タイルでしか手に入りません。
ec-research-count = あなたの種族が 1 回のアクションで研究できる技術は { $max } つまでです。
ec-colony-where = 今はあなたの植民船をセクター { $sector }に使えません。
ec-choice-done = 完了
ec-ask-colonize = 取ったばかりのセクターに植民船を使うか、完了してください。
ec-ask-colonize-upkeep = 維持フェイズ: 未使用の植民船を使う (敵艦船のいる場所以外) か、完了してください。
ec-ask-explore-again = このアクションで別のセクターを探索するか、完了してください。
ec-adjust-out-of-range = それでは { $resource }が { $value }になり、範囲外です (0～999)。
ec-adjust-who = プレイヤーを席番号 1～{ $seats }で指定してください。
ec-log-adjust = { $by } さんによる調整 — { $player }: { $resource } { $delta } → { $now }。
ec-pick-which = 引いたセクターから 1 枚を残してください: { $tiles }。
ec-log-explore-two = { $player } さんが位置 { $position }を探索し、セクター { $a }と { $b }を引きました。
ec-log-pick = { $player } さんがセクター { $tile }を残し、もう 1 枚を捨てました。
ec-ask-pick = 引いた 2 枚のセクターから 1 枚を残してください。もう 1 枚は捨てます。
ec-choice-pick = { $tile } { $name }
ec-diplomacy-track-full = { $player } さんの名声トラックには、もう大使を置く余地がありません。
ec-ask-bankrupt = 維持フェイズ: 資金は { $money }で、このラウンドの費用は { $net }です。支払えるまで交易するかディスクを引き上げてください。
ec-choice-trade = { $resource } { $rate }を資金 1 と交換
ec-choice-withdraw = { $sector }から引き上げる
ec-concede-not-yet = 投了できるのは、マップ上にディスクも艦船もないときだけです。
ec-log-concede = { $player } さんはディスクも艦船も残っていないため投了しました。得点はそのまま残ります。
ec-choice-concede = 投了
ec-choice-influence = { $sector }に影響
ec-ask-envoy = 戦闘フェイズの終了です: 今、大使の交換を提案できます (自分のトラックのキューブ 1 つを添えます)。または完了してください。
ec-choice-ally = { $player } さんと大使を交換 ({ $track } キューブ)
ec-scene-unexplored = 未探索
ec-scene-choose-rotation = セクター { $tile } { $name }：向きを選んでください
ec-scene-no-rotation = セクター { $tile } { $name }：置ける向きがありません — 捨ててください
ec-scene-as-drawn = 引いたままの向き
ec-scene-blueprint = { $player }さんが改良中 — { $line }
ec-scene-slot = スロット{ $slot }
ec-scene-slot-empty = 空き
ec-panel-cannons = 砲 { $dice }
ec-panel-missiles = ミサイル { $dice }
ec-market-line = { $category }: { $tiles }
ec-market-tile = { $tech } ({ $cost }){ $count ->
    [1] {""}
   *[other] {" "}×{ $count }
}
ec-market-military = 軍事
ec-market-grid = グリッド
ec-market-nano = ナノ
ec-panel-ship = { $kind ->
    [int] 迎撃機
    [cru] 巡洋艦
    [dre] 戦艦
   *[sb] 宇宙基地
}: { $values }
ec-stat-initiative = イニシアチブ { $n }
ec-stat-move = 移動 { $n }
ec-stat-hull = 船体 { $n }
ec-stat-computer = コンピューター +{ $n }
ec-stat-shield = シールド { $n }
ec-stat-energy = エネルギー { $n }
ec-help-action = アクションフェイズ: 手番ごとに1つのアクション — 探索、影響、研究、改良、建造、移動 — を行い、そのたびに影響ディスクをアクショントラックに置きます(置くほど費用が上がります)。またはパスします。パスした後も反応(小さな改良、建造、移動)はできます。全員がパスするとラウンドが終わります。
ec-help-combat = 戦闘フェイズ: セクターごとに戦闘し、艦船はイニシアチブ順に射撃します(ミサイルが先)。その後、人口キューブを攻撃し、セクターの支配が移ります。
ec-help-upkeep = 維持フェイズ: 影響ディスクの費用を資金で払い(払えなければセクターを手放し)、科学と資材を得て、コロニーシップとアクションディスクを戻します。
ec-choice-upgrade = { $ship }を改良: スロット{ $slot }に{ $part }{ $old ->
    [none] {""}
   *[other] ({ $old }の代わり)
}
ec-choice-upgrade-menu = 改良…
ec-choice-upgrade-back = 戻る
ec-ask-upgrade = 改良: 部品と置くスロットを選んでください(スロットは1から数えます。すでにある部品は置き換えられます)。
ec-ask-upgrade-more = この改良であと{ $count }個の部品を置くか、終了できます。
ec-upgrade-none = 今はどの設計図にも部品を置けません。
ec-log-upgrade-part = { $ship }のスロット{ $slot }に{ $part }
ec-log-upgrade-removed = { $ship }のスロット{ $slot }を空に
ec-choice-upgrade-ship = { $ship }の設計図
ec-choice-upgrade-blueprints = ほかの設計図

## Standing orders
ec-log-orders = { $player } さんの常時指示: { $fight ->
    [1] 艦船は起動のたびに射撃し、撤退の確認を受けません
   *[0] 射撃か撤退かの確認を受けます
}; { $hits ->
    [1] 命中は既定のルールで割り当てられます
   *[0] 命中の割り当て先の確認を受けます
}。
ec-orders-help = `orders fight on` (撤退の確認なしに射撃: 最後まで戦う) または `orders fight off`、`orders hits auto` (命中を既定のルールで割り当て: ダイスで破壊できる最大の艦船、なければ最大の艦船) または `orders hits ask` と書いてください。両方を 1 行に書くことも、`orders none` ですべて解除することもできます。
ec-orders-unchanged = 常時指示はすでに次のとおりです: 最後まで戦う { $fight ->
    [1] オン
   *[0] オフ
}、命中 { $hits ->
    [1] 自動
   *[0] 確認
}。
ec-orders-now = あなたの常時指示: 最後まで戦う { $fight ->
    [1] オン
   *[0] オフ
}、命中 { $hits ->
    [1] 自動
   *[0] 確認
}。`/play orders fight on|off`、`/play orders hits auto|ask` で変更できます (全員に公開されます)。
ec-ships = { $kind ->
    [int] 迎撃機 { $count }隻
    [cru] 巡洋艦 { $count }隻
    [dre] 戦艦 { $count }隻
    [sb] 宇宙基地 { $count }基
    [anc] 古代艦 { $count }隻
    [gcds] 銀河中心防衛システム
   *[other] { $kind } { $count }
}
ec-ship-count = { $kind ->
    [int] 迎撃機 { $count }隻
    [cru] 巡洋艦 { $count }隻
    [dre] 戦艦 { $count }隻
    [sb] 宇宙基地 { $count }基
    [anc] 古代艦 { $count }隻
    [gcds] 銀河中心防衛システム
   *[other] { $kind } { $count }
}
ec-scene-ships = { $ships }{ $damage ->
    [0] {""}
   *[other] {" "}(ダメージ { $damage })
}
ec-ship-name = { $kind ->
    [int] 迎撃機
    [cru] 巡洋艦
    [dre] 戦艦
    [sb] 宇宙基地
    [anc] 古代艦
    [gcds] 銀河中心防衛システム
   *[other] { $kind }
}
ec-structure = { $kind ->
    [orbital] 軌道施設
   *[other] モノリス
}
ec-in-sector = セクター { $sector }に{ $what }
ec-moved = { $ships } ({ $from } → { $to })
ec-moved-via = { $ships } ({ $from } → { $via } → { $to })
ec-rotation-links = { $linked }と接続 · { $open ->
    [0] 未探索方向のワームホールなし
   *[other] { $positions } 方向へ開く
}
ec-resource = { $kind ->
    [money] 資金
    [science] 科学
   *[materials] 資材
}
ec-square = { $kind ->
    [orbital] 軌道施設
   *[other] { $advanced ->
        [1] 高度な
       *[0] {""}
    }{ $kind ->
        [money] 資金
        [science] 科学
        [materials] 資材
       *[grey] 灰色
    }マス
}
ec-discovery = { $kind ->
    [money] 資金 +{ $amount }
    [science] 科学 +{ $amount }
    [materials] 資材 +{ $amount }
    [ancient_technology] 古代技術
    [ancient_cruiser] 古代巡洋艦
   *[part] { $part }
}
ec-order-fight = 最後まで戦う
ec-order-hits = 命中の自動割り当て
