# TI4 faction abilities automated in session 7 (helper fxa): Naalu, Nekro, Yin.
ti4-fx-ask-devotion = 宇宙戦闘のラウンドが終わりました: { $ability } — ここにいる自分の巡洋艦か駆逐艦を 1 隻破壊し、{ $opponent } さんの艦船に命中を 1 つ与えますか?
ti4-fx-log-devotion = 献身: { $player } さんが自分の { $unit }を 1 隻破壊し、{ $opponent } さんの艦船に命中を 1 つ与えます。
ti4-fx-devotion-help = `use devotion destroyer` か `use devotion cruiser`(戦闘中の自分の艦船)、または `use none` と書いてください。
