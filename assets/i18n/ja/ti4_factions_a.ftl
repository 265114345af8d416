# TI4 勢力能力（効果レジストリ）: ソル、ハカン、サール、アーボレック、ムアート、レトネフ、ウィヌー、ジョル＝ナー。
ti4-fx-no-strategy-token = 戦略プールの司令トークンが必要ですが、残っていません。
ti4-fx-orbital-drop-help = 軌道降下: `use orbital_drop <planet>` と書いてください（自分が支配する惑星）。
ti4-fx-log-orbital-drop = 軌道降下: { $player } さんが戦略トークンを使い、{ $planet } に歩兵 { $count } を降ろしました。
ti4-fx-log-genesis = ジェネシス: { $player } さんが星系 { $tile } の宇宙領域に歩兵を 1 置きました。
ti4-fx-no-flagship = あなたの旗艦は盤上にありません。
ti4-fx-star-forge-help = スターフォージ: `use star_forge <tile> fighters` または `use star_forge <tile> destroyer` と書いてください（自分のウォーサンがいる星系）。
ti4-fx-star-forge-no-war-sun = スターフォージには自分のウォーサンがいる星系が必要です: 星系 { $tile } にはいません。
ti4-fx-log-star-forge = スターフォージ: { $player } さんが戦略トークンを使い、星系 { $tile } に { $unit } を { $count } 置きました。
ti4-fx-log-inferno = インフェルノ: { $player } さんが戦略トークンを使い、星系 { $tile } に巡洋艦を { $count } 置きました。
ti4-fx-log-scavenge = スカベンジ: { $player } さんが { $planet } を獲得し、交易品を 1 得ました。
ti4-fx-log-mitosis = 有糸分裂: { $player } さんが { $planet } に歩兵を 1 置きました。
ti4-fx-mitosis-docks = 有糸分裂: あなたの宇宙ドックは歩兵を生産しません。ここの他のユニットは歩兵を { $limit } まで生産できます。
ti4-fx-no-card-trade = アクションカードは、それを認める能力（仲裁者）を持つプレイヤーとの取引でのみ交換できます。
ti4-fx-log-offer-cards = { $from } さんが { $to } さんにアクションカードを含む取引を提案しました。
ti4-fx-log-card-given = 仲裁者: アクションカード「{ $card }」が { $from } さんから { $to } さんに渡りました。
ti4-fx-no-card = アクションカードなし
ti4-fx-ask-offer-cards = { $offer } アクションカード: 受け取るカード { $give_card }、渡すカード { $get_card }。
