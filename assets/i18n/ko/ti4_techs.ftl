# 기술 능력 (§11, §29, §69)과 구성물 액션 (§8).

ti4-use-help = `use <technology> <arguments>`를 쓰세요 (질문을 거절하려면 `use none`).
ti4-tech-not-owned = { $tech }{ JOSA($tech, "을") } 보유하고 있지 않습니다.
ti4-tech-exhausted = { $tech }{ JOSA($tech, "은") } 소모되었습니다: 정비 단계에 준비됩니다.
ti4-tech-pause-open = { $player } 님이 { $tech } 사용 여부를 정하기를 기다리는 중입니다.
ti4-tech-no-question = 열린 기술 질문이 없습니다.
ti4-tech-answer-help = `use { $tech }` 또는 `use none`으로 답하세요.
ti4-tech-asked-graviton = 중력자 레이저 체계는 우주포 공격 굴림 전에, 타격이 갈 곳을 바꿀 수 있을 때 제시됩니다.
ti4-tech-asked-magen = 마건 보호막은 당신의 행성 보호막이 있는 행성에서 각 지상전 라운드가 시작될 때 제시됩니다.
ti4-tech-asked-economy = 통합 경제는 침입으로 행성을 점령한 뒤, 생산 단계 전에 제시됩니다.
ti4-no-such-ability = 사용할 수 있는 `{ $ability }` 능력이 없습니다.

ti4-component-no-target = { $ability }{ JOSA($ability, "을") } 지금 사용할 대상이 없습니다.
ti4-component-usage = { $ability }: `{ $notation }`{ JOSA($notation, "을") } 쓰세요.
ti4-log-component = { $player } 님이 구성물 액션을 수행합니다: { $ability }.
ti4-choice-component = { $ability } 사용
ti4-choice-component-at = { $ability }: { $target }

ti4-ask-graviton = 우주포가 곧 발사됩니다: 중력자 레이저 체계를 소모해서 타격이 전투기가 아닌 함선에 가게 하겠습니까?
ti4-choice-graviton = 중력자 레이저 체계 소모
ti4-choice-tech-decline = { $tech } 사용 안 함
ti4-log-graviton = { $player } 님이 중력자 레이저 체계를 소모합니다: 우주포 타격은 가능하면 전투기가 아닌 함선에 할당해야 합니다.
ti4-graviton-hits = 중력자 레이저 체계: 이 타격 중 { $count }개는 전투기가 아닌 함선에 할당해야 합니다.

ti4-ask-magen = { $planet }에서 지상전 { $round }라운드가 시작됩니다: 마건 보호막을 소모해서 이번 라운드에 상대가 전투 굴림을 하지 못하게 하겠습니까?
ti4-choice-magen = 마건 보호막 소모
ti4-log-magen = { $player } 님이 마건 보호막을 소모합니다: 이번 라운드에 상대는 전투 굴림을 하지 않습니다.

ti4-ask-economy = { $planet }{ JOSA($planet, "을") } 점령했습니다: 통합 경제로 그곳에서 총비용 { $resources }까지 유닛을 생산할 수 있습니다. `use integrated_economy <units> pay <planets> tg <n>`을 쓰거나 거절하세요.
ti4-choice-economy = { $order } 생산
ti4-economy-help = { $planet }에서 생산할 유닛과 지불 방법을 쓰세요: `use integrated_economy 2 infantry pay <planet>`.
ti4-log-economy = { $planet }에서 통합 경제: { $production }
ti4-produce-cost-limit = 이 유닛들의 비용은 { $cost }입니다. 여기서는 최대 { $max }까지 가능합니다.

ti4-diodes-help = 이동 다이오드: `use transit_diodes <count> <from planet or tile> <to planet>; …` (지상군 모두 합해 4개까지).
ti4-diodes-not-now = 이동 다이오드는 차례가 시작될 때, 액션 전에 사용합니다.
ti4-diodes-too-many = 이동 다이오드는 지상군을 최대 4개 이동합니다 ({ $count }개가 아니라).
ti4-diodes-not-there = 그곳에서 보병 { $count }개를 이동하려 하지만 { $have }개가 있습니다.
ti4-log-diodes = { $player } 님이 이동 다이오드를 소모합니다: 보병 이동 { $moves }.
ti4-choice-diodes = 이동 다이오드

ti4-x89-help = X-89 생화학병기: `use x89_bacterial_weapon <planet>`을 쓰세요.
ti4-x89-no-target = X-89 생화학병기에는 폭격 능력이 있는 당신의 함선이 있는 성계의, 다른 플레이어의 보병이 있는 행성이 필요합니다: { $planet }{ JOSA($planet, "은") } 아닙니다.
ti4-log-x89 = X-89 생화학병기: { $planet }의 보병 { $count }개가 파괴됩니다.

ti4-log-gravity-drive = 중력 추진: { $from }에서 출발하는 { $player } 님의 함선 하나가 이동 +1을 얻습니다.

ti4-panel-techs = 기술: { $count }
ti4-panel-techs-exhausted = 기술: { $count } · 소모됨: { $exhausted }

# The ministers (laws, §36) asked through the same questions.
ti4-tech-asked-minister-of-war = 전쟁 주재자는 그것을 가지고 있는 동안 당신의 각 액션 뒤에 제시됩니다.
ti4-tech-asked-minister-of-industry = 산업 주재자는 당신이 우주 항만을 놓을 때 제시됩니다.
ti4-ask-minister-of-war = 액션이 끝났습니다: 전쟁 주재자를 버리고 게임판에서 당신의 지휘 토큰 하나를 가져온 뒤 액션을 1번 더 하겠습니까?
ti4-choice-minister-of-war = { $tile }의 토큰 회수, 액션 1번 더
ti4-minister-of-war-help = 전쟁 주재자: `use minister_of_war <tile>`을 쓰세요 (당신의 지휘 토큰이 있는 성계).
ti4-minister-of-war-no-token = { $tile }에 당신의 지휘 토큰이 없습니다.
ti4-log-minister-of-war = { $player } 님이 전쟁 주재자를 버립니다: { $tile }의 지휘 토큰이 증원부대로 돌아가고, 액션을 1번 더 합니다.
ti4-ask-minister-of-industry = { $tile }에 우주 항만을 놓았습니다: 산업 주재자로 그곳의 유닛이 생산할 수 있습니다. `use minister_of_industry <units> pay <planets> tg <n>`을 쓰거나 거절하세요.
ti4-minister-of-industry-help = 산업 주재자: `use minister_of_industry 2 infantry pay <planet>`을 쓰세요.
