# 技術の能力 (§11, §29, §69) と表記アクション (§8)。

ti4-use-help = `use <technology> <arguments>` と書いてください (質問を断るなら `use none`)。
ti4-tech-not-owned = あなたは { $tech }を持っていません。
ti4-tech-exhausted = { $tech }は消耗しています: 調整フェイズに待機状態に戻ります。
ti4-tech-pause-open = { $player } さんが { $tech }を使うかどうか決めるのを待っています。
ti4-tech-no-question = 技術についての質問はありません。
ti4-tech-answer-help = `use { $tech }` または `use none` で答えてください。
ti4-tech-asked-graviton = 重力子レーザー・システムは、宙砲攻撃の判定の前、命中の行き先を変えられるときに案内されます。
ti4-tech-asked-magen = マゲン防衛網は、自分の天蓋シールドがある惑星での各陸戦ラウンドの開始時に案内されます。
ti4-tech-asked-economy = 統合経済は、侵攻で惑星の支配を得た後、投入ステップの前に案内されます。
ti4-no-such-ability = あなたが使える能力 `{ $ability }` はありません。

ti4-component-no-target = { $ability }は今使える対象がありません。
ti4-component-usage = { $ability }: `{ $notation }` と書いてください。
ti4-log-component = { $player } さんが表記アクションを実行しました: { $ability }。
ti4-choice-component = { $ability }を使う
ti4-choice-component-at = { $ability }: { $target }

ti4-ask-graviton = あなたの宙砲が発射されます: 重力子レーザー・システムを消耗させて、命中を戦闘艇以外の宇宙艦艇に割り振らせますか?
ti4-choice-graviton = 重力子レーザー・システムを消耗
ti4-choice-tech-decline = { $tech }を使わない
ti4-log-graviton = { $player } さんが重力子レーザー・システムを消耗させました: 宙砲の命中は可能なら戦闘艇以外の宇宙艦艇に割り振られます。
ti4-graviton-hits = 重力子レーザー・システム: このうち命中 { $count }は戦闘艇以外の宇宙艦艇に割り振ります。

ti4-ask-magen = { $planet }で陸戦ラウンド { $round }が始まります: マゲン防衛網を消耗させて、このラウンド相手に戦闘判定をさせないようにしますか?
ti4-choice-magen = マゲン防衛網を消耗
ti4-log-magen = { $player } さんがマゲン防衛網を消耗させました: このラウンド、相手は戦闘判定を行いません。

ti4-ask-economy = { $planet }を得ました: 統合経済により、そこで合計コスト { $resources } までのユニットを生産できます。`use integrated_economy <units> pay <planets> tg <n>` と書くか、辞退してください。
ti4-choice-economy = { $order }を生産
ti4-economy-help = { $planet }で生産するユニットと支払いを書いてください: `use integrated_economy 2 infantry pay <planet>`。
ti4-log-economy = { $planet }で統合経済: { $production }
ti4-produce-cost-limit = これらのユニットのコストは { $cost }です。ここでは { $max } までです。

ti4-diodes-help = 転送ダイオード: `use transit_diodes <count> <from planet or tile> <to planet>; …` (地上部隊は合計 4 まで)。
ti4-diodes-not-now = 転送ダイオードは自分の手番の開始時、アクションの前に使います。
ti4-diodes-too-many = 転送ダイオードで移動できる地上部隊は 4 までです ({ $count }ではありません)。
ti4-diodes-not-there = そこから歩兵を { $count } 移動しようとしていますが、{ $have } しかいません。
ti4-log-diodes = { $player } さんが転送ダイオードを消耗させました: 歩兵の移動 { $moves }。
ti4-choice-diodes = 転送ダイオード

ti4-x89-help = X-89 細菌兵器: `use x89_bacterial_weapon <planet>` と書いてください。
ti4-x89-no-target = X-89 細菌兵器には、爆撃を持つ自分の宇宙艦艇がいる星系にある、他のプレイヤーの歩兵がいる惑星が必要です: { $planet }は該当しません。
ti4-log-x89 = X-89 細菌兵器: { $planet }の歩兵 { $count }が破壊されました。

ti4-log-gravity-drive = 重力ドライブ: { $from }から出る { $player } さんの宇宙艦艇 1 隻の移動力が +1 されます。

ti4-panel-techs = 技術: { $count }
ti4-panel-techs-exhausted = 技術: { $count } · 消耗: { $exhausted }

# The ministers (laws, §36) asked through the same questions.
ti4-tech-asked-minister-of-war = 戦争大臣は、持っている間、自分の各アクションの後に案内されます。
ti4-tech-asked-minister-of-industry = 産業大臣は、宙軍工廠を置いたときに案内されます。
ti4-ask-minister-of-war = アクションが終わりました: 戦争大臣を捨てて、ボード上の自分の指揮トークンを 1 つ取り除き、もう 1 回アクションを行いますか?
ti4-choice-minister-of-war = { $tile }のトークンを取り除き、もう 1 回アクション
ti4-minister-of-war-help = 戦争大臣: `use minister_of_war <tile>` と書いてください (自分の指揮トークンがある星系)。
ti4-minister-of-war-no-token = { $tile }にあなたの指揮トークンはありません。
ti4-log-minister-of-war = { $player } さんが戦争大臣を捨てました: { $tile }の指揮トークンは予備に戻り、もう 1 回アクションを行います。
ti4-ask-minister-of-industry = { $tile }に宙軍工廠を置きました: 産業大臣により、そこのユニットで生産できます。`use minister_of_industry <units> pay <planets> tg <n>` と書くか、辞退してください。
ti4-minister-of-industry-help = 産業大臣: `use minister_of_industry 2 infantry pay <planet>` と書いてください。
