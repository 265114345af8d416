# Faction abilities of the effects registry, session 6 (fxa: Mentak, Letnev, Hacan, Arborec, ...).

ti4-fx-ask-pillage = 略奪: { $player } さんは交易品を { $tg }、特産物を { $commodities } 持っています。交易品か特産物を 1 つ奪いますか?
ti4-fx-choice-pillage-tg = 略奪: { $player } さんから交易品を 1 つ奪う
ti4-fx-choice-pillage-commodity = 略奪: { $player } さんから特産物を 1 つ奪う
ti4-fx-log-pillage-tg = 略奪: { $player } さんが { $victim } さんから交易品を 1 つ奪います。
ti4-fx-log-pillage-commodity = 略奪: { $player } さんが { $victim } さんから特産物を 1 つ奪います(交易品になります)。
ti4-fx-pillage-usage = `use pillage tg` か `use pillage commodity`(特産物がある場合)、または `use none` と書いてください。
ti4-fx-ask-salvage = { $tech }: 宇宙戦闘に勝ちました。この戦闘で破壊された種類の艦船を 1 隻ここに生産しますか?
ti4-fx-choice-salvage = { $tech }: { $order }
ti4-fx-log-salvage-production = サルベージ作戦: { $player } さんが生産します — { $production }
ti4-fx-salvage-help = `use salvage_operations <ユニット> [pay <惑星>] [tg <n>]`(この戦闘で破壊された種類の艦船 1 隻)、または `use none` と書いてください。
ti4-fx-ask-splicer = ワームホールのある星系で宇宙戦闘が始まります: { $tech } — 相手の艦船に命中を 1 つ生みますか?
ti4-fx-choice-splicer = 命中を 1 つ生む
ti4-fx-log-splicer = 次元接合機: { $player } さんが相手の艦船に命中を 1 つ生みます。
ti4-fx-log-inheritance = { $tech }: { $player } さんが資源を { $resources } 追加で支払い、前提条件を無視します。
