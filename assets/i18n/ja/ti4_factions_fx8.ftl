# TI4 faction abilities finished in session 8 (helper fx8).
ti4-fx-choice-produce-with = { $planet }に{ $ability }を使い、{ $order }を生産
ti4-fx-choice-devotion-at = { $ability }: { $unit }を 1 隻破壊し、相手の{ $target }に命中 1 つ

# Faction sheet abilities: names (the effects registry, `effects::ability_name`).
ti4-ability-arborec-mitosis = 有糸分裂
ti4-ability-creuss-quantum_entanglement = 量子もつれ
ti4-ability-creuss-slipstream = スリップストリーム
ti4-ability-creuss-creuss_gate = クルースの門
ti4-ability-hacan-masters_of_trade = 交易の達人
ti4-ability-hacan-guild_ships = ギルド船
ti4-ability-hacan-arbiters = 仲裁者
ti4-ability-jolnar-fragile = 脆弱
ti4-ability-jolnar-brilliant = 聡明
ti4-ability-jolnar-analytical = 分析的
ti4-ability-l1z1x-assimilate = 同化
ti4-ability-l1z1x-harrow = ハロウ
ti4-ability-letnev-munitions_reserves = 弾薬備蓄
ti4-ability-letnev-armada = 大艦隊
ti4-ability-mentak-ambush = 待ち伏せ
ti4-ability-mentak-pillage = 略奪
ti4-ability-muaat-star_forge = スターフォージ
ti4-ability-muaat-gashlai_physiology = ガシュライの生理
ti4-ability-naalu-telepathic = テレパシー
ti4-ability-naalu-foresight = 予知
ti4-ability-nekro-galactic_threat = 銀河の脅威
ti4-ability-nekro-technological_singularity = 技術的特異点
ti4-ability-nekro-propagation = 増殖
ti4-ability-saar-scavenge = スカベンジ
ti4-ability-saar-nomadic = 流浪
ti4-ability-sardakk-unrelenting = 不屈
ti4-ability-sol-orbital_drop = 軌道降下
ti4-ability-sol-versatile = 多才
ti4-ability-winnu-blood_ties = ブラッド・タイズ
ti4-ability-winnu-reclamation = 再生
ti4-ability-xxcha-peace_accords = 平和協定
ti4-ability-xxcha-quash = 鎮圧
ti4-ability-yin-indoctrination = 教化
ti4-ability-yin-devotion = 献身
ti4-ability-yssaril-stall_tactics = 遅延戦術
ti4-ability-yssaril-scheming = 策謀
ti4-ability-yssaril-crafty = クラフティ

# The Naalu flagship (Matriarch): fighters as ground forces.
ti4-fx-matriarch-not-here = 戦闘機が地上部隊として降下できるのは、それを許す自分のユニット(目標星系のナールー旗艦)がいる場所だけです。
ti4-fx-matriarch-too-many = 戦闘機を { $count } 機降下させようとしていますが、目標星系の宇宙エリアには { $have } 機しかいません。
ti4-fx-log-matriarch-commit = 女族長: { $player } さんが { $planet }に戦闘機 { $count } 機を地上部隊として降下させました。
ti4-fx-log-matriarch-return = 女族長: { $player } さんの戦闘機 { $count } 機が { $planet }から宇宙に戻りました。
ti4-fx-choice-land-fighter = { $planet }に戦闘機を 1 機上陸
ti4-fx-draft-landing-fighters = { $planet }に戦闘機 { $count } 機
