# TI4 faction abilities completed in session 7 (helper fxb).
ti4-fx-ask-datahub = 戦略フェイズが終わります: { $tech } — 戦略トークンを 1 つ使い交易品を 3 つ渡して、戦略カードを交換しますか?
ti4-fx-choice-datahub = { $other } さんと: 自分の{ $mine }を相手の{ $theirs }と
ti4-fx-choice-research-waived = { $tech }を研究 ({ $waiver }を消耗: 前提条件を無視、資源 { $extra } 追加)
ti4-fx-choice-research-waived-paid = { $tech }を研究 ({ $waiver }を消耗: 前提条件を無視; 支払い: { $paid }、{ $extra } 追加分を含む)
ti4-fx-choice-splicer-at = { $unit }に命中を 1 つ生む
ti4-fx-log-splicer-at = 次元接合機: { $player } さんが { $other } さんの{ $unit }に命中を 1 つ生みます。
ti4-fx-splicer-aimed = 命中 1 つは{ $unit }に向けられています: そのユニットに割り当ててください(耐久は使えます)。
ti4-fx-splicer-help = `use dimensional_splicer <艦船の種類>`(ここにある相手の艦船の種類)か `use none` と書いてください。
ti4-fx-ask-after-tactical = 戦術アクションが解決しました: { $ability } — ターンが終わる前に使いますか?
ti4-fx-choice-reclamation = メカトル・レックスに PDS を 1 つと宇宙ドックを 1 つ置く
ti4-fx-reclamation-not-now = 再生には、メカトル・レックスを支配し、増援に PDS か宇宙ドックがあることが必要です。
ti4-fx-choice-use-at = { $ability }: { $target }
ti4-fx-log-chaos-mapping = カオス・マッピング: { $player } さんがターンの開始時に生産します。{ $production }
ti4-fx-chaos-mapping-help = `use chaos_mapping <タイル> <ユニット> [pay <惑星>] [tg <n>]` と書いてください: 生産能力を持つ自分のユニットがある星系にユニットを 1 つ。
ti4-fx-chaos-mapping-not-now = カオス・マッピングで生産できるのは、自分のターンの開始時に 1 回だけです。
