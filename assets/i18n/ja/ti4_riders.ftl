# 報酬の選択をプレイヤーに任せる予言カード (§35.22; rules/riders.rs)。
ti4-rider-ask-tokens = 主導の予言により、予備から指揮トークンを { $count } 個得ます: どのプールに置きますか?
ti4-rider-ask-dock = 築造の予言により、予備の宙軍工廠 1 つを自分が支配する惑星に置きます: どの惑星ですか?
ti4-rider-ask-dreadnought = 臨戦の予言により、予備のド級艦 1 隻を自分の宇宙艦艇が 1 隻以上いる星系に置きます: どの星系ですか?
ti4-rider-ask-system = 和平の予言により、他の全プレイヤーは、あなたが支配する惑星のある星系に予備から指揮トークンを置きます: どの星系ですか?
ti4-rider-choice-system = { $place } (タイル { $tile })
ti4-rider-choice-tile = タイル { $tile }
ti4-rider-bad-tokens = 「{ $choice }」では新しい指揮トークン { $count } 個を配置できません: `agenda-choice tokens <tactic> <fleet> <strategy>` と、合計 { $count }になる 3 つの数を書いてください (例: `agenda-choice tokens { $count } 0 0`)。
ti4-rider-bad-dock = 「{ $choice }」は宙軍工廠を置ける、あなたが支配する惑星ではありません (宙軍工廠は惑星 1 つにつき 1 つ): `agenda-choice dock <planet>` と、{ $planets }のいずれかを書いてください。
ti4-rider-bad-dreadnought = 「{ $choice }」はあなたの宇宙艦艇がいる星系ではありません: `agenda-choice dreadnought <tile>` と、タイル { $tiles }のいずれかを書いてください。
ti4-rider-bad-system = 「{ $choice }」はあなたが支配する惑星のある星系ではありません: `agenda-choice system <tile>` と、タイル { $tiles }のいずれかを書いてください。
ti4-rider-bad-skip = 予言カードで置けるものはもうありません: `agenda-choice skip` と書いてください (「{ $choice }」は受け付けません)。
ti4-rider-log-nothing = { $player } さんの { $card }で置けるものがありません: 報酬なし。
ti4-rider-log-token-placed = { $player } さんが予備から指揮トークンを 1 つ { $place }に置きました。
ti4-rider-choice-nothing-left = 置けるものがもうない
