# 計画フェイズ・調整フェイズ・支配の変更・移動のアクションカードと誓約書、派閥の誓約書。

ti4-log-keeps-strategy = { $player } さんは戦略カードを持ち続け (政治的安定)、このフェイズでは選びません。
ti4-disgraced-card = { $card }を手放させられました (公にされた不名誉): 別のカードを選んでください。残っているカード: { $available }
ti4-card-no-ships-there = その星系にあなたの宇宙艦艇はいません。
ti4-card-no-structures-taken = この戦術アクションで、他のプレイヤーの対宙要塞や宙軍工廠がある惑星を奪っていません。
ti4-card-not-the-taker = この戦術アクションであなたの惑星を奪ったプレイヤーの惑星を指定し、次に自分の惑星を指定してください。
ti4-card-no-strategy-cards = 持ち続ける戦略カードがありません。
ti4-card-no-pick = 応じるべき他のプレイヤーの選択がありません: 他のプレイヤーが選んだ直後、次の選択の前に使ってください。
ti4-card-no-other-strategy-card = そのプレイヤーが選べる戦略カードは他に残っていません。
ti4-log-card-silence = この戦術アクションの間、星系 { $tile }から出発する { $player } さんの宇宙艦艇は、他のプレイヤーの宇宙艦艇がいる星系を通過できます。
ti4-log-card-star-chart = この戦術アクションの間、α ワームホールと β ワームホールのある星系は隣接します ({ $player })。
ti4-log-card-infiltrate = { $player } さんが { $planet }の施設を奪いました: 予備から { $count } 個を配置。
ti4-log-card-reparations = { $player } さんが { $theirs }を消耗させ、{ $mine }を待機状態にしました。
ti4-log-card-stability = { $player } さんは調整フェイズで戦略カードを持ち続け、次の計画フェイズでは選びません。
ti4-log-card-disgrace = { $player } さんが { $other } さんに { $card }を手放させました: { $other } さんは選びなおします。
ti4-ask-spy-net = スパイネット: { $player } さんの手札から 1 枚取ってください。
ti4-log-note-prescience = { $player } さんが { $owner } さんの予知の贈り物を使いました: このラウンド、イニシアチブ順で最初になります。
ti4-log-note-acquiescence = { $player } さんが { $owner } さんの黙従を使いました: { $mine }は { $owner } さんへ、{ $theirs }は { $player } さんへ渡ります。
ti4-note-has-tech = { $tech }はすでに持っています。
ti4-log-note-research-agreement = { $player } さんが { $owner } さんの研究協定を使い、{ $tech }を入手しました。
ti4-note-empty-hand = { $owner } さんには取れるアクションカードがありません。
ti4-log-note-spy-net = { $player } さんが { $owner } さんのスパイネットを使い、その手札を見ます。
ti4-log-note-spy-net-public = { $player } さんが { $owner } さんの手札からアクションカードを 1 枚取りました。
ti4-log-note-spy-net-took = { $player } さんが { $owner } さんの手札から { $card }を取りました (スパイネット)。
ti4-note-card-not-there = { $owner } さんの手札に「{ $card }」はありません。次のいずれかを取ってください: { $cards }
ti4-log-note-mutagen = { $player } さんが { $owner } さんのグレイファイア変異原を使いました: この戦術アクションの残りの間、{ $owner } さんは派閥能力も派閥技術も使えません。
ti4-note-bad-wormhole-spot = 星系 { $tile }にはそのトークンを置けません: 自分が支配する惑星のある星系か、他のプレイヤーの宇宙艦艇がいない母星系以外の星系を選んでください。
ti4-log-note-creuss-iff = { $player } さんが { $owner } さんのクレウス IFF を使いました: { $wormhole } ワームホールトークンは星系 { $tile }に移りました。
# Two names of one place, such as a system by its planets (Abyz/Fria).
ti4-name-pair = { $first }/{ $second }
# A numbered name in a list, such as a strategy card by initiative (3 画策).
ti4-numbered-name = { $number } { $name }
# One Transit Diodes move: infantry count and the planet they go to.
ti4-diodes-move = { $count } → { $planet }
# A name with its points, such as a public objective: 国境の拡大 (1).
ti4-name-with-points = { $name } ({ $points })
# Two names, either of which: the top agendas (反知性革命 / 戦争大臣).
ti4-name-or = { $first } / { $second }
