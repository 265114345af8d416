## Stellar Horizons: エンジンのメッセージ (issue 14)。内容名は末尾にあります。

## Lobby
sh-data-pack-changed = このゲームは別のデータパックで準備されました（ゲームの上書き { $game }、現在のボット { $installed }）。ボットの運営者にこのゲームのデータ上書きを戻すよう依頼してください。それまではどの行動もできません。
sh-options-list = scenario=campaign (既定。1 人ならソロ・キャンペーン) または scenario=1 … 7 (1 赤い惑星への競争、2 タイタンの激突、3 小惑星接近、4 侵略、5 オリンポス山、6 エクス・マキナ、7 反乱); pirates=off
sh-options-help = { $option } というオプションはありません。オプション: scenario=campaign|1…7、pirates=off。
sh-unknown-scenario = シナリオ { $scenario } はありません。
sh-player-count = このシナリオのプレイ人数は { $min }～{ $max } 人です ({ $count } 人ではありません)。
sh-unknown-faction = 勢力 { $faction } はありません。勢力: north-america, russia, europe, china, asia, japan, south-america。
sh-no-colors = 勢力は固有の色でプレイします。色は指定しないでください。

## Prompts and choices
sh-ask = { $year }年: { $step } — 選択してください。
sh-choice = { $verb } { $what }
sh-step-initiative = イニシアチブ入札
sh-step-diplomacy = 外交
sh-step-research = 技術
sh-step-policy = 政策
sh-step-build = 建造と維持
sh-step-move = 移動
sh-step-combat = 戦闘
sh-step-explore = 探査
sh-step-trade = 交易と基地建設
sh-verb-bid = 入札
sh-verb-diplo = 外交
sh-verb-research = 研究
sh-verb-pass = パス
sh-verb-policy = 政策
sh-verb-build = 建造
sh-verb-load = 積み込み
sh-verb-repair = 修理
sh-verb-reactivate = 再稼働
sh-verb-scrap = 解体
sh-verb-move = 移動
sh-verb-attack = 攻撃
sh-verb-blockade = 封鎖
sh-verb-explore = 探査
sh-verb-harvest = 採取
sh-verb-tow = 牽引
sh-verb-shoot = 射撃
sh-verb-found = 基地建設
sh-verb-facility = 施設
sh-verb-settle = 入植
sh-verb-unload = 荷降ろし
sh-verb-terraform = テラフォーミング
sh-verb-produce = 生産
sh-verb-done = 完了

## Refusals
sh-notation-help = 次のいずれかを書いてください: bid N · diplo FACTION up|down · research TECH · pass [cash|phys|eng|bio] · policy POLICY · build DESIGN [bBASE] · build-reserved DESIGN [bBASE] · load sSHIP ore|fuel|sup N · repair|reactivate|scrap sSHIP · move sSHIP surface:WORLD|orbit:WORLD|flyby:SYSTEM|to:SYSTEM · attack sSHIP sSHIP|bBASE|pPIRATE|invader · blockade sSHIP bBASE · explore sSHIP WORLD · harvest|tow|shoot sSHIP · mine sSHIP ore|fuel|sup · found sSHIP · facility bBASE supply|mining|research|defense · settle bBASE · unload sSHIP bBASE · terraform bBASE N · produce bBASE ore|fuel|sup|phys|eng|bio · done
sh-game-over = ゲームは終了しています。
sh-not-seated = あなたはこのゲームに参加していません。
sh-not-your-turn = あなたの手番ではありません。
sh-wrong-step = それはこのステップ ({ $step }) では行えません。
sh-wrong-action = そのアクションはここでは行えません。
sh-bid-too-high = 入札できるのは、手番位置の数までの政治マーカーで、かつ持っている数までです。
sh-diplomacy-target = その関係は変更できません。
sh-not-enough-politics = 政治マーカーが足りません。
sh-cannot-research = 今はそれを研究できません (要件、蓄積ポイント、または先に生命の発見が必要です)。
sh-policy-unavailable = その政策は採用できません (前の段階が必要、統一政策は 1 つまで、合計 10 まで)。
sh-cannot-build = その設計は建造できません (技術が必要です)。
sh-over-support-cap = 支援上限を 4 より多く超えてしまいます。
sh-colony-no-earth = 植民地は地球も地球軌道も使えません。
sh-too-big-for-earth = CV-5 以上は、軌道エレベーターなしでは地球で建造できません。
sh-not-enough-cash = 資金が足りません。
sh-not-your-base = それはあなたの基地ではありません。
sh-base-cannot-build = その基地の施設ではこれを建造できません。
sh-not-enough-resources = そこには資源が足りません。
sh-not-your-ship = それはあなたの船ではありません。
sh-not-at-earth = その船は地球にも地球軌道にもいません。
sh-hold-full = 貨物室に空きがありません。
sh-not-damaged = その船は損傷していません。
sh-no-repair-here = このターン、そこでは修理できません。
sh-not-reserved = その船は予備にありません。
sh-no-reactivation-here = そこでは再稼働できません。
sh-damaged = 損傷した船は解体できません。
sh-lv-does-not-move = 打ち上げロケットは、打ち上げるものと一緒にしか移動しません。
sh-cannot-move-now = その船は今は移動できません (着陸中、その場に入植済み、または遷移ボックス内)。
sh-needs-launcher = その移動には、そこにあるあなたの打ち上げロケット (船に見合う大きさ) が必要です。
sh-not-reachable = その移動ではそこに到達できません。
sh-re-transfer-needs-lv = 無人探査機は打ち上げロケットでしか遷移できません (フライバイ機は外側へ)。
sh-flyby-outward = フライバイ機は外側へしか移動しません。
sh-flyby-not-alpha = フライバイ機はアルファ・ケンタウリへは行けません。
sh-telescope-earth-orbit = 望遠鏡は地球軌道にしか行けません。
sh-flyby-boxes-only = フライバイ機はフライバイ・ボックスと遷移ボックスにとどまります。
sh-orbiter-no-landing = 周回機は着陸しません。
sh-rover-banned = ローバーはそこには行けません。
sh-cv-cannot-enter = 有人宇宙船はそこには行けません (航続距離、再突入、大気または放射線)。
sh-cannot-attack = その艦隊はその目標を攻撃できません。
sh-no-such-base = その基地はありません。
sh-cannot-blockade = その艦隊ではその基地を封鎖できません。
sh-cannot-explore = その船は今そこを探査できません。
sh-cannot-found = 基地を建設できるのは、予備にない有人探査船で、基地を置ける天体の上か地球軌道です。
sh-base-already = そこにはすでにあなたの基地があります。
sh-unknown-facility = その施設はありません。
sh-one-facility-per-turn = 施設の段階を上げられるのは 1 ターンに 1 基地 1 段階までで、損傷した施設を先に修理します。
sh-facility-max = その施設は最高段階です。
sh-needs-terraforming = テラフォーミングには技術「テラフォーミング」が必要です。
sh-not-terraformable = その天体はそのテラフォーミング・ポイントを受け取れません。
sh-cannot-unload = そこで降ろせるものはありません。
sh-cannot-produce = その基地はそれを生産できません。

## Log
sh-log-year = — { $year }年 —
sh-log-politics = { $faction } が政治マーカーを { $count } 個得ます。
sh-log-bid = { $faction } がイニシアチブに政治マーカーを { $count } 個使います。
sh-log-initiative = { $faction } のイニシアチブのダイス目は { $roll }、合計 { $total } です。
sh-log-diplo = { $faction } が { $target } との関係を { $way } に動かそうとします (コスト { $cost })。
sh-log-drift = 変動ロール: { $roll }。
sh-log-relation = { $a } と { $b } の関係は { $relation } になりました。
sh-log-production = { $faction }: 純益 ${ $cash }B (維持費 { $upkeep })、物理学 { $phys }、工学 { $eng }、生物学 { $bio } ポイント。
sh-log-base-output = 基地 b{ $base } が { $item } を { $count } 生産します。
sh-log-npf-base = { $faction } (非プレイヤー) が { $world } に基地を建設します。
sh-log-new-pirate = { $system } のフライバイ・ボックスに海賊が現れます。
sh-log-new-asteroid = { $system } のフライバイ・ボックスに小惑星が現れます。
sh-log-research = { $faction } が { $cost } ポイントで { $tech } を開発します。
sh-log-politics-converted = { $faction } が政治マーカー { $count } 個を { $into } に換えます。
sh-log-growth = 基地 b{ $base } の居住地が { $change } 変化します。
sh-log-policy = { $faction } が { $policy } を採用します。
sh-log-build = { $faction } が { $design } (s{ $ship }) を建造します。
sh-log-load = s{ $ship } が地球で { $res } を { $count } 積み込みます。
sh-log-repair = s{ $ship } が修理されます。
sh-log-reactivate = s{ $ship } が再稼働します。
sh-log-scrap = s{ $ship } が解体され、${ $cash }B になります。
sh-log-descent = { $count } 隻の船がフライバイ・ボックスに到着します。
sh-log-pirate-toll = { $ship } が海賊に通行料 ${ $cash }B を払います。
sh-log-engine-failure = { $ship } のエンジンが故障しました ({ $rate }% に対してダイス目 { $roll })。
sh-log-ship-lost = { $ship } が失われました (工学マーカー { $markers } 個)。
sh-log-move = { $ship } が { $to } へ移動します。
sh-log-search = 索敵: 攻撃側 { $attacker }、防御側 { $defender }、目標値 { $target } (発見: { $found })。
sh-log-damage = { $column }: 攻撃側が { $attacker }、防御側が { $defender } のダメージを与えます。
sh-log-destroyed = { $unit } が破壊されました。
sh-log-base-destroyed = { $world } の基地が破壊されました。
sh-log-pirate-killed = { $faction } が海賊を破壊し、隠し財宝から ${ $cash }B を得ます。
sh-log-invader-destroyed = 侵略者が破壊されました！
sh-log-blockade = { $faction } が基地 b{ $base } を封鎖します。
sh-log-explore = { $ship } が { $world } を探査値 { $value } で探査します: マーカー { $markers } 個。
sh-log-depleted = { $world } の資源が 1 減ります。
sh-log-life-1 = { $faction } が { $world } で生命の痕跡を発見しました！
sh-log-life-2 = { $faction } が { $world } で生命を発見しました！
sh-log-malfunction = { $ship } が故障して失われました ({ $rate }%)。
sh-log-recall = s{ $ship } が予備に呼び戻されます ({ $rate }%)。
sh-log-harvest = { $ship } が小惑星から { $res } を { $count } 採取します。
sh-log-incoming = 小惑星の強度が { $removed } 減り、残り { $strength } です。
sh-log-found = { $faction } が { $world } に基地 b{ $base } を建設します。
sh-log-facility = 基地 b{ $base } の { $line } が 1 段階上がります。
sh-log-settle = 基地 b{ $base } に居住地が 1 つ増えます。
sh-log-unload = s{ $ship } が基地 b{ $base } に荷を降ろします。
sh-log-terraform = { $world } が SUP { $cost } でテラフォーミング・ポイントを { $count } 得ます。
sh-log-end-roll = 終了ロール: { $chance }% に対してダイス目 { $roll }。
sh-log-game-over = ゲーム終了: { $reason }

## End
sh-end-last-year = 最終年をプレイしました。
sh-end-roll = ゲーム終了のロールが出ました。
sh-end-no-winner = どの陣営も目標に達しませんでした。
sh-end-settlements = プレイヤーが居住地の目標に達しました。
sh-end-asteroid-stopped = 小惑星を止めました: 全員の勝利です。
sh-end-asteroid-impact = 小惑星が地球に衝突しました: 全員の敗北です。
sh-end-invader-destroyed = 侵略者を破壊しました: 地球は救われました。
sh-end-invader-won = 侵略者はまだ健在です: 地球は陥落しました。
sh-end-humans-won = 人類が AI に勝利しました。
sh-end-ai-won = AI の勝利です。
sh-end-olympus-won = 火星のテラフォーミングと入植が完了しました: チームの勝利です。
sh-end-olympus-lost = 火星の準備が間に合いませんでした: チームの敗北です。
sh-summary-title = Stellar Horizons、{ $year }年: { $reason }
sh-summary-line = { $player } さん ({ $faction }): { $vp } VP — マーカー { $markers }、植民船 { $colonizers }、アルファ・ケンタウリ { $alpha }、居住地 { $settlements }、インフラ { $infrastructure }、残り資源 { $leftovers }、艦隊 { $fleet }
sh-summary-solo = ソロの評価: { $rating }
sh-rating-disaster = 大失敗
sh-rating-defeat = 敗北
sh-rating-draw = 引き分け
sh-rating-marginal-victory = 辛勝
sh-rating-major-victory = 大勝
sh-rating-great-victory = 圧勝
sh-rating-perfect-victory = 完全勝利
sh-hand-markers = あなたの技術マーカー — 物理学: { $phys }、工学: { $eng }、生物学: { $bio }

## Board
sh-scene-title = Stellar Horizons — { $scenario } — { $year }年 — { $step }
sh-scene-waiting = { $player } さんを待っています
sh-scene-legend = 艦船: s7 = 艦船7（ボタンでの名前）; L2 打ち上げ機, C3 有人機（サイズ）, P 探査機, T 望遠鏡, F フライバイ機, O 周回機, R ローバー; o 軌道上, * 予備。基地: B レベル·入植地, ! 封鎖中。
sh-scene-transfer = 遷移ボックス (ヘリオ { $helio })
sh-scene-world-value = 探査値 { $value }
sh-scene-decade = 年代
sh-scene-year = 年
sh-scene-initiative = イニシアチブ
sh-scene-incoming = 小惑星
sh-scene-cache = 海賊の財宝 ${ $cash }B
sh-scene-incoming-strength = 接近する小惑星の強度 { $strength }
sh-scene-invader = 侵略者のダメージ { $damage }/25
sh-panel-cash = ${ $cash }B · 政治 { $politics } · VP { $vp }
sh-panel-banks = 蓄積 物 { $phys } · 工 { $eng } · 生 { $bio }
sh-panel-markers = 技術マーカー { $count } 個
sh-panel-units = 船 { $ships } · 基地 { $bases } · 技術 { $techs } · 政策 { $policies }

## Content names
sh-relation-war = 戦争
sh-relation-embargo = 禁輸
sh-relation-neutral = 中立
sh-relation-free-trade = 自由貿易
sh-relation-collaboration = 協力
sh-relation-alliance = 同盟
sh-faction-taken = { $faction } はすでに選ばれています。
sh-log-event = イベント・ロール { $roll }: { $event }。
sh-log-event-vetoed = イベント・ロール { $roll }: { $event } は全員の同意が必要なので除外されます。
sh-log-event-repeat = イベント・ロール { $roll } は引いたことのあるイベントです: 無視します。
sh-log-event-no-effect = (イベントのこの部分はまだ効果がありません。)
sh-log-mission = { $faction } が { $world } でのミッションを達成します。
sh-hand-mission = あなたのミッション: { $world } の資源を使い切ること ({ $vp } VP){ $crewed ->
    [1] {"、"}有人宇宙船で
   *[0] {""}
}。
sh-verb-mine = 生産
sh-log-mine = { $ship } が { $res } を { $count } 生産します。
sh-verb-build-reserved = 予備として建造
