# 전투 굴림은 한쪽씩 (§42.5, §55.3): 공격자가 굴리고 다시 굴리기를 마친 뒤
# 방어자가 굴립니다.
ti4-log-combat-roll = { $round }라운드: { $player } 님이 { $dice }{ JOSA($dice, "을") } 굴립니다 (타격 { $hits }개).
ti4-log-combat-no-roll = { $round }라운드: { $player } 님은 전투 굴림을 하지 않습니다 (마건 보호막).
ti4-reroll-not-your-roll = 방금 굴린 플레이어만 지금 다시 굴릴 수 있습니다: 다시 굴리기는 자기 굴림 직후에 합니다.
