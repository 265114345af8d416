# Faction abilities of the effects registry (Mentak, Creuss, Yssaril, ...).

ti4-log-ambush = { $player } さんの待ち伏せ: { $dice } — 命中 { $hits }。
ti4-ask-discard-ability = 能力により、選んだアクションカードを { $count } 枚捨ててください。
ti4-log-discard-ability = { $player } さんが { $card } を捨てます(勢力能力)。
ti4-log-harrow = 蹂躙: 地上戦のラウンド終了時、{ $player } さんの艦船が再び爆撃します。
ti4-log-assimilate = 同化: { $player } さんが { $planet } に自分の { $unit } を { $count } 個置きます。
ti4-log-valkyrie = ヴァルキリー粒子織布: { $player } さんが命中を 1 つ追加します。
ti4-cannot-vote = あなたの勢力は議題に投票できません(銀河の脅威): 棄権のみできます。
ti4-log-neuroglaive = ニューログレイブ: { $owner } さんの艦船により、{ $player } さんは艦隊プールのトークンを 1 つ失います。
ti4-log-salvage-operations = サルベージ作戦: { $player } さんが交易品を 1 つ得ます。
ti4-log-wormhole-generator = ワームホール生成機: { $player } さんが { $wormhole } ワームホールトークンを星系 { $tile } に置きます。
