# TI4 faction abilities completed in session 7 (helper fxb).
ti4-fx-ask-datahub = 戦略フェイズが終わります: { $tech } — 戦略トークンを 1 つ使い交易品を 3 つ渡して、戦略カードを交換しますか?
ti4-fx-choice-datahub = { $other } さんと: 自分の{ $mine }を相手の{ $theirs }と
ti4-fx-choice-research-waived = { $tech }を研究 ({ $waiver }を消耗: 前提条件を無視、資源 { $extra } 追加)
ti4-fx-choice-research-waived-paid = { $tech }を研究 ({ $waiver }を消耗: 前提条件を無視; 支払い: { $paid }、{ $extra } 追加分を含む)
