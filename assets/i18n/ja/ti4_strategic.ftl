# 戦略カードの主能力と副能力のボタン (rules/strategic.rs)。
ti4-choice-primary-nothing = できることがありません: 主能力を飛ばす
ti4-choice-ready-none = 待機状態にする惑星なし
ti4-choice-ready-one = { $planet }を待機状態に
ti4-choice-ready-two = { $first }と{ $second }を待機状態に
ti4-choice-diplomacy = { $system }: { $ready }
ti4-choice-construct = { $planet }に{ $unit ->
    [dock] 宙軍工廠
   *[pds] 対宙要塞
}
ti4-choice-warfare-system = { $system }から自分のトークンを取り除く
ti4-choice-token-split = 作戦 { $tactic } · 艦隊 { $fleet } · 遊撃 { $strategy }
ti4-choice-tokens-paid = 作戦 +{ $tactic } 艦隊 +{ $fleet } 遊撃 +{ $strategy } (支払い: { $paid })
ti4-choice-research-second = { $tech }も研究 (支払い: { $paid })
ti4-choice-no-second-research = 2 つ目の技術なし
ti4-choice-no-second-pds = 2 つ目の対宙要塞なし
ti4-choice-primary-back = 戻る
ti4-ask-primary-4-second = 築造: 自分が支配する惑星に 2 つ目の対宙要塞を置くか、置きません。
ti4-ask-primary-6-second = 臨戦: 取り除いたトークンも含めて、指揮トークンをすべて配置しなおします。
ti4-ask-primary-7-second = 研究: 経済力 6 で 2 つ目の技術を研究するか、しません。
ti4-ask-secondary-6-draft = 臨戦の副能力: { $draft }
