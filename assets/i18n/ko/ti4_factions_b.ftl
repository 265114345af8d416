# Faction abilities of the effects registry (Mentak, Creuss, Yssaril, ...).

ti4-log-ambush = { $player } 님의 매복: { $dice } — 타격 { $hits }개.
ti4-ask-discard-ability = 능력에 따라 원하는 행동 카드 { $count }장을 버리세요.
ti4-log-discard-ability = { $player } 님이 { $card } 카드를 버립니다 (세력 능력).
ti4-log-harrow = 유린: 지상전 라운드가 끝나며 { $player } 님의 함선이 다시 폭격합니다.
ti4-log-assimilate = 동화: { $player } 님이 { $planet }에 자신의 { $unit } { $count }개를 놓습니다.
ti4-log-valkyrie = 발키리 입자 직조: { $player } 님이 타격 1개를 더 만듭니다.
ti4-cannot-vote = 당신의 세력은 안건에 투표할 수 없습니다 (은하의 위협): 기권만 할 수 있습니다.
ti4-log-neuroglaive = 뉴로글레이브: { $owner } 님의 함선 때문에 { $player } 님이 함대 풀 토큰 1개를 잃습니다.
ti4-log-salvage-operations = 인양 작전: { $player } 님이 교역품 1개를 얻습니다.
ti4-log-wormhole-generator = 웜홀 생성기: { $player } 님이 { $wormhole } 웜홀 토큰을 { $tile }번 성계에 놓습니다.
