# Faction abilities of the effects registry (Mentak, Creuss, Yssaril, ...).

ti4-log-ambush = { $player } さんの待ち伏せ: { $dice } — 命中 { $hits }。
ti4-ask-discard-ability = 能力により、選んだアクションカードを { $count } 枚捨ててください。
ti4-log-discard-ability = { $player } さんが { $card }を捨てます(勢力能力)。
ti4-log-harrow = ハロウ: 地上戦のラウンド終了時、{ $player } さんの艦船が再び爆撃します。
ti4-log-assimilate = 同化: { $player } さんが { $planet }に自分の { $unit }を { $count } 個置きます。
ti4-log-valkyrie = ヴァルキリー粒子織布: { $player } さんが命中を 1 つ追加します。
ti4-cannot-vote = あなたの勢力は議題に投票できません(銀河の脅威): 棄権のみできます。
ti4-log-neuroglaive = ニューログレイブ: { $owner } さんの艦船により、{ $player } さんは艦隊プールのトークンを 1 つ失います。
ti4-log-salvage-operations = サルベージ作戦: { $player } さんが交易品を 1 つ得ます。
ti4-log-wormhole-generator = ワームホール生成機: { $player } さんが { $wormhole } ワームホールトークンを星系 { $tile }に置きます。
ti4-ask-sacrifice = 宇宙戦闘が始まります: { $tech } — ここにいる自分の巡洋艦か駆逐艦を 1 隻破壊し、相手が戦闘艇以外の艦船に割り当てる命中を 1 つ生みますか?
ti4-choice-sacrifice = { $tech }: { $unit }を 1 隻破壊
ti4-log-sacrifice = { $player } さんが自分の { $unit }を 1 隻破壊し、戦闘艇以外の艦船への命中を 1 つ生みます。
ti4-sacrifice-help = `use impulse_core destroyer` か `use impulse_core cruiser`(戦闘中の自分の艦船)、または `use none` と書いてください。
ti4-plating-blocks = あなたはパスしています: { $player } さんの手番中は、透明鋼装甲によりアクションカードを使えません。
ti4-fx-ask-claim = 外交を解決しました: { $ability } — 自分が惑星を支配する星系かその隣接星系にある、ユニットのない惑星を 1 つ支配しますか?
ti4-fx-choice-claim = { $planet }を支配
ti4-fx-log-claim = 平和協定: { $player } さんが { $planet }を支配します。
ti4-fx-claim-help = `use peace_accords <惑星>`(ボタンに出た惑星)か `use none` と書いてください。
ti4-fx-claim-not-allowed = 平和協定では { $planet }を支配できません: ユニットがなく、メカトル・レックスでも自分の惑星でもなく、自分が惑星を支配する星系かその隣接星系にある惑星に限ります。
ti4-fx-ask-quash = 議題が公開されました ({ $agenda }): { $ability } — 戦略トークンを 1 つ使ってこれを捨て、次の議題を公開しますか?
ti4-fx-choice-quash = 戦略トークンを 1 つ使って捨てる
ti4-fx-log-quash = 鎮圧: { $player } さんが戦略トークンを 1 つ使って { $agenda }を捨てます。次の議題が公開されます。
