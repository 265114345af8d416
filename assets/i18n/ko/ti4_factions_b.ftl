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
ti4-ask-sacrifice = 우주 전투가 시작됩니다: { $tech } — 이곳의 순양함이나 구축함 1척을 파괴하여 상대가 전투기가 아닌 함선에 배정해야 하는 타격 1개를 만들까요?
ti4-choice-sacrifice = { $tech }: { $unit } 1척 파괴
ti4-log-sacrifice = { $player } 님이 자신의 { $unit } 1척을 파괴하여 전투기가 아닌 함선에 타격 1개를 줍니다.
ti4-sacrifice-help = `use impulse_core destroyer` 또는 `use impulse_core cruiser`(전투 중인 자신의 함선), 또는 `use none`을 쓰세요.
ti4-plating-blocks = 당신은 패스했습니다: { $player } 님의 차례 동안에는 투명강철 장갑 때문에 행동 카드를 사용할 수 없습니다.
ti4-fx-ask-claim = 외교를 해결했습니다: { $ability } — 자신이 행성을 점령한 성계나 그 인접 성계에서 유닛이 없는 행성 하나를 점령할까요?
ti4-fx-choice-claim = { $planet } 점령
ti4-fx-log-claim = 평화 협정: { $player } 님이 { $planet }{ JOSA($planet, "을") } 차지합니다.
ti4-fx-claim-help = `use peace_accords <행성>`(버튼에 나온 행성) 또는 `use none`을 쓰세요.
ti4-fx-claim-not-allowed = 평화 협정으로 { $planet }{ JOSA($planet, "을") } 차지할 수 없습니다: 유닛이 없고, 메카톨 렉스도 자신의 행성도 아니며, 자신이 행성을 점령한 성계나 그 인접 성계에 있어야 합니다.
ti4-fx-ask-quash = 안건이 공개되었습니다({ $agenda }): { $ability } — 전략 토큰 1개를 써서 이 안건을 버리고 다음 안건을 공개할까요?
ti4-fx-choice-quash = 전략 토큰 1개 사용: 안건 버리기
ti4-fx-log-quash = 진압: { $player } 님이 전략 토큰 1개를 써서 { $agenda }{ JOSA($agenda, "을") } 버립니다. 다음 안건이 공개됩니다.
