# TI4 faction abilities automated in session 7 (helper fxa): Naalu, Nekro, Yin.
ti4-fx-ask-devotion = 宇宙戦闘のラウンドが終わりました: { $ability } — ここにいる自分の巡洋艦か駆逐艦を 1 隻破壊し、{ $opponent } さんの艦船に命中を 1 つ与えますか?
ti4-fx-log-devotion = 献身: { $player } さんが自分の { $unit }を 1 隻破壊し、{ $opponent } さんの艦船に命中を 1 つ与えます。
ti4-fx-devotion-help = `use devotion destroyer` か `use devotion cruiser`(戦闘中の自分の艦船)、または `use none` と書いてください。
ti4-fx-ask-singularity = { $opponent } さんのユニットが破壊されました: { $ability } — その技術を 1 つ獲得しますか(この戦闘で 1 回)?
ti4-fx-choice-gain-tech = { $tech }を獲得
ti4-fx-choice-assimilate = { $tech }に{ $token }を置く
ti4-fx-gain-tech-help = { $ability }: 提示された技術で `use { $id } <技術>` か `use { $id } <勢力技術> <同化体>`、または `use none` と書いてください。
ti4-fx-log-gain-tech = { $ability }: { $player } さんが { $other } さんから{ $tech }を獲得します。
ti4-fx-log-assimilate = { $ability }: { $player } さんが { $other } さんの{ $tech }に{ $token }を置き、その効果を得ます。
ti4-fx-propagation-cost-second = 主能力の 2 つ目の研究(指令トークン 3 個追加)の資源 6 を支払えません。
ti4-fx-ask-predict = { $agenda }が公開されました: { $ability } — 結果を予言しますか(この議題フェイズで 1 回)?
ti4-fx-choice-predict = 予言: { $outcome }
ti4-fx-predict-help = 議題の結果の 1 つで `use galactic_threat <結果>`、または `use none` と書いてください。
ti4-fx-log-predict = 銀河の脅威: { $player } さんが{ $agenda }の結果を「{ $outcome }」と予言します。
ti4-fx-ask-prediction-gain = { $ability }: 予言が当たりました — その結果に投票したプレイヤーの技術を 1 つ獲得しますか?
