# 戦闘判定は片側ずつ (§42.5, §55.3): 攻撃側がダイスをふってふり直しを済ませてから、
# 防御側がふります。
ti4-log-combat-roll = ラウンド { $round }: { $player } さんの出目 { $dice } (命中 { $hits })。
ti4-log-combat-no-roll = ラウンド { $round }: { $player } さんは戦闘判定を行いません (マゲン防衛網)。
ti4-reroll-not-your-roll = 今ふり直せるのは直前にダイスをふったプレイヤーだけです: ふり直しは自分の判定の直後に行います。
