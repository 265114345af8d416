## 스텔라 호라이즌: 엔진 메시지 (issue 14). 콘텐츠 이름은 끝에 있습니다.

## Lobby
sh-data-pack-changed = 이 게임은 다른 데이터 팩으로 준비되었습니다(게임의 덮어쓰기 { $game }, 현재 봇 { $installed }). 봇 운영자에게 이 게임의 데이터 덮어쓰기를 되돌려 달라고 요청하세요. 그때까지는 어떤 행동도 할 수 없습니다.
sh-options-list = scenario=campaign (기본값, 1인이면 솔로 캠페인) 또는 scenario=1 … 7 (1 붉은 행성을 향한 경주, 2 타이탄에서의 충돌, 3 접근 중, 4 침공, 5 올림푸스 몬스, 6 엑스 마키나, 7 반란); pirates=off
sh-options-help = 알 수 없는 옵션 { $option }입니다. 옵션: scenario=campaign|1…7, pirates=off.
sh-unknown-scenario = { $scenario } 시나리오는 없습니다.
sh-player-count = 이 시나리오는 { $count }명이 아니라 { $min }–{ $max }명이 플레이합니다.
sh-unknown-faction = { $faction } 세력은 없습니다. 세력: north-america, russia, europe, china, asia, japan, south-america.
sh-no-colors = 세력은 고유 색으로 플레이합니다. 색은 지정하지 마십시오.

## Prompts and choices
sh-ask = { $year }: { $step } — 선택하십시오.
sh-choice = { $verb } { $what }
sh-step-initiative = 주도권 입찰
sh-step-diplomacy = 외교
sh-step-research = 기술
sh-step-policy = 정책
sh-step-build = 건조 및 유지
sh-step-move = 이동
sh-step-combat = 전투
sh-step-explore = 탐사
sh-step-trade = 교역 및 기지 건설
sh-verb-bid = 입찰
sh-verb-diplo = 외교
sh-verb-research = 연구
sh-verb-pass = 패스
sh-verb-policy = 정책
sh-verb-build = 건조
sh-verb-load = 적재
sh-verb-repair = 수리
sh-verb-reactivate = 재가동
sh-verb-scrap = 폐기
sh-verb-move = 이동
sh-verb-attack = 공격
sh-verb-blockade = 봉쇄
sh-verb-explore = 탐사
sh-verb-harvest = 수확
sh-verb-tow = 견인
sh-verb-shoot = 사격
sh-verb-found = 기지 건설
sh-verb-facility = 시설
sh-verb-settle = 정착
sh-verb-unload = 하역
sh-verb-terraform = 테라포밍
sh-verb-produce = 생산
sh-verb-done = 완료

## Refusals
sh-notation-help = 다음 중 하나를 입력하십시오: bid N · diplo FACTION up|down · research TECH · pass [cash|phys|eng|bio] · policy POLICY · build DESIGN [bBASE] · build-reserved DESIGN [bBASE] · load sSHIP ore|fuel|sup N · repair|reactivate|scrap sSHIP · move sSHIP surface:WORLD|orbit:WORLD|flyby:SYSTEM|to:SYSTEM · attack sSHIP sSHIP|bBASE|pPIRATE|invader · blockade sSHIP bBASE · explore sSHIP WORLD · harvest|tow|shoot sSHIP · mine sSHIP ore|fuel|sup · found sSHIP · facility bBASE supply|mining|research|defense · settle bBASE · unload sSHIP bBASE · terraform bBASE N · produce bBASE ore|fuel|sup|phys|eng|bio · done
sh-game-over = 게임이 끝났습니다.
sh-not-seated = 이 게임의 플레이어가 아닙니다.
sh-not-your-turn = 당신의 차례가 아닙니다.
sh-wrong-step = 이 스텝({ $step })에서는 할 수 없습니다.
sh-wrong-action = 지금은 그 행동을 할 수 없습니다.
sh-bid-too-high = 자신의 위치 번호만큼, 그리고 보유한 수 이하의 정치 마커만 입찰할 수 있습니다.
sh-diplomacy-target = 그 외교 관계는 바꿀 수 없습니다.
sh-not-enough-politics = 정치 마커가 부족합니다.
sh-cannot-research = 지금은 그 기술을 개발할 수 없습니다(선행 기술, 은행의 포인트, 또는 먼저 생명체 발견이 필요합니다).
sh-policy-unavailable = 그 정책은 채택할 수 없습니다(이전 단계 필요, 통합 정책은 하나만, 최대 10개).
sh-cannot-build = 그 설계는 건조할 수 없습니다(기술이 필요합니다).
sh-over-support-cap = 지원 한도를 4 넘게 초과하게 됩니다.
sh-colony-no-earth = 식민지는 지구나 지구 궤도를 사용할 수 없습니다.
sh-too-big-for-earth = 우주 엘리베이터 없이는 CV-5 이상을 지구에서 건조할 수 없습니다.
sh-not-enough-cash = 현금이 부족합니다.
sh-not-your-base = 당신의 기지가 아닙니다.
sh-base-cannot-build = 그 기지의 시설로는 이것을 건조할 수 없습니다.
sh-not-enough-resources = 그곳에 자원이 부족합니다.
sh-not-your-ship = 당신의 함선이 아닙니다.
sh-not-at-earth = 그 함선은 지구나 지구 궤도에 있지 않습니다.
sh-hold-full = 화물칸에 공간이 없습니다.
sh-not-damaged = 그 함선은 피해를 입지 않았습니다.
sh-no-repair-here = 이번 턴에는 그곳에서 수리할 수 없습니다.
sh-not-reserved = 그 함선은 예비 상태가 아닙니다.
sh-no-reactivation-here = 그곳에서는 재가동할 수 없습니다.
sh-damaged = 피해를 입은 함선은 폐기할 수 없습니다.
sh-lv-does-not-move = 발사체는 발사하는 대상과 함께만 이동합니다.
sh-cannot-move-now = 그 함선은 지금 이동할 수 없습니다(착륙, 정착 고정, 또는 이전 박스 안).
sh-needs-launcher = 그 이동에는 그곳에 있는, 함선을 실을 만큼 큰 자신의 발사체가 필요합니다.
sh-not-reachable = 그 이동으로는 그곳에 갈 수 없습니다.
sh-re-transfer-needs-lv = 로봇 탐사선(RE)은 발사체로만 이전합니다(플라이바이: 바깥쪽으로).
sh-flyby-outward = 플라이바이는 바깥쪽으로만 이동합니다.
sh-flyby-not-alpha = 플라이바이는 알파 센타우리로 갈 수 없습니다.
sh-telescope-earth-orbit = 망원경은 지구 궤도로만 갑니다.
sh-flyby-boxes-only = 플라이바이는 플라이바이 박스와 이전 박스에만 머뭅니다.
sh-orbiter-no-landing = 궤도선은 착륙하지 않습니다.
sh-rover-banned = 로버는 그곳에 갈 수 없습니다.
sh-cv-cannot-enter = 유인 차량은 그곳에 갈 수 없습니다(항속거리, 재진입, 대기 또는 방사선).
sh-cannot-attack = 그 함대는 그 대상을 공격할 수 없습니다.
sh-no-such-base = 그런 기지는 없습니다.
sh-cannot-blockade = 그 함대는 그 기지를 봉쇄할 수 없습니다.
sh-cannot-explore = 그 함선은 지금 그곳을 탐사할 수 없습니다.
sh-cannot-found = 기지는 예비 상태가 아닌 유인 탐사선이 기지를 둘 수 있는 월드나 지구 궤도에서 건설합니다.
sh-base-already = 이미 그곳에 기지가 있습니다.
sh-unknown-facility = 그런 시설은 없습니다.
sh-one-facility-per-turn = 기지마다 턴당 시설 한 단계만 올릴 수 있으며, 피해를 입은 시설을 먼저 수리해야 합니다.
sh-facility-max = 그 시설은 최고 단계입니다.
sh-needs-terraforming = 테라포밍에는 테라포밍 기술이 필요합니다.
sh-not-terraformable = 그 월드는 그만큼의 테라포밍 포인트를 받을 수 없습니다.
sh-cannot-unload = 그곳에서 하역할 것이 없습니다.
sh-cannot-produce = 그 기지는 그것을 생산할 수 없습니다.

## Log
sh-log-year = — { $year } —
sh-log-politics = { $faction }: 정치 마커 { $count }개를 얻습니다.
sh-log-bid = { $faction }: 주도권에 정치 마커 { $count }개를 씁니다.
sh-log-initiative = { $faction }: 주도권 굴림 { $roll }, 합계 { $total }.
sh-log-diplo = { $faction }: { $target }와(과)의 관계를 { $way } 방향으로 옮기려 합니다(비용 { $cost }).
sh-log-drift = 표류 굴림: { $roll }.
sh-log-relation = { $a }와(과) { $b }의 관계가 이제 { $relation }입니다.
sh-log-production = { $faction }: 순수익 ${ $cash }B (유지비 { $upkeep }), 물리학 { $phys }, 공학 { $eng }, 생물학 { $bio } 포인트.
sh-log-base-output = 기지 b{ $base }: { $item } { $count }개 생산.
sh-log-npf-base = { $faction }(비플레이어 세력)이 { $world }에 기지를 건설합니다.
sh-log-new-pirate = { $system } 플라이바이 박스에 해적이 나타납니다.
sh-log-new-asteroid = { $system } 플라이바이 박스에 소행성이 나타납니다.
sh-log-research = { $faction }: { $cost } 포인트로 { $tech } 개발.
sh-log-politics-converted = { $faction }: 정치 마커 { $count }개를 { $into }(으)로 바꿉니다.
sh-log-growth = 기지 b{ $base }의 정착지 변화: { $change }.
sh-log-policy = { $faction }: { $policy } 채택.
sh-log-build = { $faction }: { $design } 건조 (s{ $ship }).
sh-log-load = s{ $ship }: 지구에서 { $res } { $count }개 적재.
sh-log-repair = s{ $ship } 수리 완료.
sh-log-reactivate = s{ $ship } 재가동.
sh-log-scrap = s{ $ship } 폐기, ${ $cash }B 회수.
sh-log-descent = 함선 { $count }척이 플라이바이 박스에 도착합니다.
sh-log-pirate-toll = { $ship }: 해적 통행료 ${ $cash }B를 냅니다.
sh-log-engine-failure = { $ship }: 엔진 고장 ({ $rate }%에 대해 { $roll } 굴림).
sh-log-ship-lost = { $ship } 손실 (공학 마커 { $markers }개).
sh-log-move = { $ship }: { $to }(으)로 이동.
sh-log-search = 수색: 공격자 { $attacker }, 방어자 { $defender }, 목표 { $target } (발견: { $found }).
sh-log-damage = { $column }: 공격자 피해 { $attacker }, 방어자 피해 { $defender }.
sh-log-destroyed = { $unit } 파괴.
sh-log-base-destroyed = { $world }의 기지가 파괴되었습니다.
sh-log-pirate-killed = { $faction }: 해적을 파괴하고 은닉처에서 ${ $cash }B를 가져갑니다.
sh-log-invader-destroyed = 침략자가 파괴되었습니다!
sh-log-blockade = { $faction }: 기지 b{ $base } 봉쇄.
sh-log-explore = { $ship }: { $world } 탐사, 수치 { $value }: 마커 { $markers }개.
sh-log-depleted = { $world }의 자원이 1 고갈됩니다.
sh-log-life-1 = { $faction }: { $world }에서 생명체의 징후를 발견했습니다!
sh-log-life-2 = { $faction }: { $world }에서 생명체를 발견했습니다!
sh-log-malfunction = { $ship }: 오작동으로 손실 ({ $rate }%).
sh-log-recall = s{ $ship }: 예비 상태로 회수 ({ $rate }%).
sh-log-harvest = { $ship }: 소행성에서 { $res } { $count }개 수확.
sh-log-incoming = 소행성의 강도가 { $removed } 줄어 { $strength } 남았습니다.
sh-log-found = { $faction }: { $world }에 기지 b{ $base } 건설.
sh-log-facility = 기지 b{ $base }: { $line } 한 단계 추가.
sh-log-settle = 기지 b{ $base }: 정착지 하나 추가.
sh-log-unload = s{ $ship }: 기지 b{ $base }에 하역.
sh-log-terraform = { $world }: SUP { $cost }로 테라포밍 포인트 { $count } 획득.
sh-log-end-roll = 종료 굴림: { $chance }%에 대해 { $roll }.
sh-log-game-over = 게임 종료: { $reason }

## End
sh-end-last-year = 마지막 연도를 플레이했습니다.
sh-end-roll = 게임 종료 굴림이 나왔습니다.
sh-end-no-winner = 아무도 목표에 도달하지 못했습니다.
sh-end-settlements = 한 플레이어가 정착지 목표에 도달했습니다.
sh-end-asteroid-stopped = 소행성을 막았습니다: 모두가 승리합니다.
sh-end-asteroid-impact = 소행성이 지구에 충돌했습니다: 모두가 패배합니다.
sh-end-invader-destroyed = 침략자가 파괴되었습니다: 지구를 구했습니다.
sh-end-invader-won = 침략자가 건재합니다: 지구가 함락됩니다.
sh-end-humans-won = 인류가 AI에게 승리했습니다.
sh-end-ai-won = AI가 승리했습니다.
sh-end-olympus-won = 화성의 테라포밍과 정착이 완료되었습니다: 팀이 승리합니다.
sh-end-olympus-lost = 화성이 제때 준비되지 못했습니다: 팀이 패배합니다.
sh-summary-title = 스텔라 호라이즌, { $year }: { $reason }
sh-summary-line = { $player } ({ $faction }): { $vp } VP — 마커 { $markers }, 개척선 { $colonizers }, 알파 센타우리 { $alpha }, 정착지 { $settlements }, 기반 시설 { $infrastructure }, 잔여 자원 { $leftovers }, 함대 { $fleet }
sh-summary-solo = 솔로 등급: { $rating }
sh-rating-disaster = 재앙
sh-rating-defeat = 패배
sh-rating-draw = 무승부
sh-rating-marginal-victory = 근소한 승리
sh-rating-major-victory = 주요 승리
sh-rating-great-victory = 대승리
sh-rating-perfect-victory = 완벽한 승리
sh-hand-markers = 보유 기술 마커 — 물리학: { $phys }; 공학: { $eng }; 생물학: { $bio }

## Board
sh-scene-title = 스텔라 호라이즌 — { $scenario } — { $year } — { $step }
sh-scene-waiting = { $player } 대기 중
sh-scene-legend = 함선: s7 = 함선 7(버튼의 이름); L2 발사체, C3 유인선(크기), P 탐사선, T 망원경, F 플라이바이, O 궤도선, R 로버; o 궤도, * 예비. 기지: B 단계·정착지, ! 봉쇄됨.
sh-scene-transfer = 이전 박스 (태양 중심 { $helio })
sh-scene-world-value = 수치 { $value }
sh-scene-decade = 10년
sh-scene-year = 연도
sh-scene-initiative = 주도권
sh-scene-incoming = 소행성
sh-scene-cache = 해적 은닉처 ${ $cash }B
sh-scene-incoming-strength = 접근 중인 소행성 강도 { $strength }
sh-scene-invader = 침략자 피해 { $damage }/25
sh-panel-cash = ${ $cash }B · 정치 { $politics } · VP { $vp }
sh-panel-banks = 은행 물 { $phys } · 공 { $eng } · 생 { $bio }
sh-panel-markers = 보유 기술 마커 { $count }개
sh-panel-units = 함선 { $ships } · 기지 { $bases } · 기술 { $techs } · 정책 { $policies }

## Content names
sh-relation-war = 전쟁
sh-relation-embargo = 통상 금지
sh-relation-neutral = 중립
sh-relation-free-trade = 자유 교역
sh-relation-collaboration = 협력
sh-relation-alliance = 동맹
sh-faction-taken = { $faction } 세력은 이미 선택되었습니다.
sh-log-event = 이벤트 굴림 { $roll }: { $event }.
sh-log-event-vetoed = 이벤트 굴림 { $roll }: { $event }은(는) 모두의 동의가 필요하므로 제외합니다.
sh-log-event-repeat = 이벤트 굴림 { $roll }: 이미 나온 이벤트이므로 무시합니다.
sh-log-event-no-effect = (이벤트의 그 부분은 아직 효과가 없습니다.)
sh-log-mission = { $faction }: { $world }에서 미션 완료.
sh-hand-mission = 당신의 미션: { $crewed ->
    [1] 유인 차량으로{" "}
   *[0] {""}
}{ $world } 고갈 ({ $vp } VP).
sh-verb-mine = 생산
sh-log-mine = { $ship }: { $res } { $count }개 생산.
sh-verb-build-reserved = 예비 상태로 건조
