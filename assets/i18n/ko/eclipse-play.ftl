# 이클립스 (1판) — 규칙 엔진 메시지 (한국어). 콘텐츠 이름은 eclipse.ftl과 eclipse-content.ftl에 있습니다.

## Refusals
ec-game-over = 게임이 끝났습니다.
ec-eliminated = 게임에서 탈락했습니다.
ec-not-your-turn = { $player } 님의 차례입니다.
ec-not-action-phase = 그것은 액션 단계의 자기 차례에만 할 수 있습니다.
ec-waiting-for = 게임이 먼저 { $player } 님을 기다리고 있습니다.
ec-nothing-pending = 지금은 그 선택을 기다리는 것이 없습니다.
ec-wrong-choice = 그 답은 지금의 질문에 맞지 않습니다. 제시된 버튼 중 하나를 쓰세요.
ec-notation-help = “{ $text }”{ JOSA($text, "은") } 이클립스 행동이 아닙니다. 가능한 입력: explore <position>, place <rotation> [disc], discard, find vp|use, inf <from>><to> … (t = 트랙), research <tech> [m|s|x], upgrade <ship> <slot> <part|->, …, build <int|cru|dre|sb|orbital|monolith> <sector>, …, move <ship> <sector>><sector>…, …, colony <sector> <square> [m|s|x], trade <m|s|x> <m|s|x> [count], pass, fire, retreat <sector>, hits auto|<ship>, keep <value>, claim, noclaim, ally <seat> <m|s|x>, accept <m|s|x>, decline, done, withdraw <sector>, orders fight on|off, orders hits auto|ask, adjust <seat number> <m|s|x> <±n>.
ec-bad-resource = “{ $resource }”{ JOSA($resource, "은") } 자원이 아닙니다: m(돈), s(과학), x(원자재)를 쓰세요.
ec-bad-ship = “{ $ship }”{ JOSA($ship, "은") } 여기서 쓰는 전투함 종류가 아닙니다: int, cru, dre, sb를 쓰세요.
ec-bad-part = “{ $part }”{ JOSA($part, "은") } 전투함 부품이 아닙니다 (예: plasma_cannon, improved_hull, fusion_drive).
ec-bad-slot = { $ship } 설계도의 칸은 0부터 { $slots } 미만입니다.
ec-slot-empty = { $slot }번 칸에는 되돌릴 부품 타일이 없습니다.
ec-slot-taken = { $slot }번 칸에는 이미 부품 타일이 있습니다: 먼저 되돌리세요 (<ship> { $slot } -).
ec-bad-sector = 알 수 없는 구역 타일입니다.
ec-bad-sector-num = 지도에 { $sector }번 구역이 없습니다.
ec-bad-square = 그곳에 { $square }번 칸이 없습니다 (또는 거주 위성이 없습니다).
ec-bad-rotation = 그 방향으로는 당신의 구역과 연결되지 않습니다. 가능한 방향: { $rotations }.
ec-cannot-take = 그곳에는 원반을 놓을 수 없습니다 (남은 원반이 없거나, 고대 전투함이 있거나, 이미 차지됨).
ec-explore-where = 당신의 원반이나 대치 상태가 아닌 전투함에 인접한 빈 자리를 탐험할 수 있습니다: { $positions }.
ec-explore-empty = 그 고리에 남은 구역 타일이 없습니다.
ec-influence-count = 영향력 액션은 원반을 최대 { $max }개 옮깁니다.
ec-influence-where = { $sector } 구역에는 원반을 놓을 수 없습니다 (적 전투함이나 원반, 고대 전투함, 웜홀 연결 없음, 또는 구역이 아님).
ec-no-disc = 영향력 트랙에 남은 원반이 없습니다.
ec-passed-reactions = 패스한 뒤에는 반응 액션만 할 수 있습니다: 업그레이드, 건설, 이동 중 한 번, 또는 패스.
ec-research-what = 그 기술은 공급처에 없습니다. 살 수 있는 기술: { $techs }.
ec-tech-owned = 이미 { $tech }{ JOSA($tech, "을") } 보유하고 있습니다.
ec-tech-row-full = 그 기술 줄은 꽉 찼습니다.
ec-too-expensive = 비용은 { $cost }인데 { $have }만 있습니다.
ec-needs-tech = { $tech } 기술이 필요합니다.
ec-upgrade-count = 업그레이드 액션은 부품 타일을 최대 { $max }개 놓습니다.
ec-build-count = 건설 액션은 최대 { $max }개를 놓습니다.
ec-move-count = 이동 액션은 최대 { $max }번 활성화합니다.
ec-ship-limit = 이미 { $ship }{ JOSA($ship, "을") } 모두 지도에 놓았습니다.
ec-structure-there = { $sector } 구역에는 이미 하나가 있습니다.
ec-not-your-sector = { $sector } 구역에 당신의 원반이 없습니다.
ec-starbase-immobile = 우주 기지는 이동하지 않습니다.
ec-move-range = 당신의 { $ship }{ JOSA($ship, "은") } 활성화마다 최대 { $range }구역 이동합니다.
ec-no-ship-there = { $sector } 구역에 당신의 { $ship }{ JOSA($ship, "이") } 없습니다.
ec-pinned = { $sector } 구역의 전투함은 대치 상태입니다: 적 전투함 수만큼 남아 있어야 합니다 (은하 중심 방위 체계는 모두를 멈춥니다).
ec-no-wormhole = { $from } 구역과 { $to } 구역을 잇는 웜홀이 없습니다.
ec-no-colony-ship = 이주선을 모두 사용했습니다.
ec-square-taken = { $square }번 칸에는 이미 큐브가 있습니다.
ec-square-colour = 그 칸에는 { $track } 큐브를 놓습니다.
ec-orbital-track = 거주 위성에는 돈이나 과학 큐브를 놓습니다.
ec-track-empty = { $track } 트랙에 남은 큐브가 없습니다.
ec-trade-help = 교역은 한 자원 { $rate }개를 다른 자원 1개로 바꿉니다: trade <give> <take> [count].
ec-no-target = 노릴 적 { $ship }{ JOSA($ship, "이") } 없습니다.
ec-retreat-where = 후퇴할 수 있는 곳: { $sectors }.
ec-keep-which = 뽑은 타일 중 하나를 가지세요: { $tiles }.
ec-setup-player-count = 이클립스는 2~6인 게임입니다. { $count }명으로는 할 수 없습니다.
ec-setup-species = “{ $species }”{ JOSA($species, "은") } 기본 게임의 종족이 아닙니다.
ec-setup-species-taken = { $species }{ JOSA($species, "은") } 이미 다른 플레이어가 골랐습니다.
ec-diplomacy-players = 외교는 4인 이상일 때만 씁니다.
ec-diplomacy-who = 아직 게임에 남아 있는 다른 플레이어를 고르세요.
ec-diplomacy-traitor = 배신자 카드를 가진 플레이어는 외교 관계를 맺을 수 없습니다.
ec-diplomacy-already = 이미 그 플레이어와 외교 관계가 있습니다.
ec-diplomacy-no-ambassador = 대사가 없습니다: 각 플레이어는 3개를 가집니다.
ec-diplomacy-not-adjacent = 당신의 원반 중 완전한 웜홀로 상대의 원반과 연결된 것이 없습니다.
ec-diplomacy-ships = 당신과 상대의 전투함이 같은 구역에 있습니다 (또는 상대의 구역에 있습니다).

## Prompts
ec-ask-action = 당신의 차례입니다: 액션을 하거나 패스하세요 (영향력 트랙의 원반 { $discs }개). 다른 액션은 /play로 하세요.
ec-ask-reaction = 패스했습니다: 반응 액션(업그레이드, 건설, 이동 중 한 번)을 하거나 패스하세요 (남은 원반 { $discs }개).
ec-ask-place = { $tile } { $name } 구역을 놓거나 (방향 = 시계 방향 1/6 회전 수) 버리세요.
ec-ask-discovery = 발견 타일을 찾았습니다 ({ $tile }): 지금 사용하거나, 2점을 위해 뒷면으로 가지세요.
ec-ask-hits = 주사위 명중: { $dice } (값(피해)). 전투함 종류를 노리거나 기본값을 쓰세요.
ec-ask-activate = 당신의 { $ship }{ JOSA($ship, "이") } 활성화됩니다: 발사하거나 후퇴하세요.
ec-ask-reputation = 명성 타일 { $tiles }{ JOSA($tiles, "을") } 뽑았습니다: 하나를 가지세요.
ec-ask-claim = 당신의 전투함이 { $sector } 구역을 차지하고 있습니다: 영향력 원반을 놓겠습니까?
ec-ask-diplomacy = { $player } 님이 대사 교환을 제안합니다: 트랙 하나의 큐브로 수락하거나 거절하세요.
ec-choice-explore = { $position } 탐험
ec-choice-research = { $tech } ({ $cost })
ec-choice-build = { $sector } 구역에 { $ship } 건설
ec-choice-move = { $ship } 이동 { $from }→{ $to }
ec-choice-colony = 이주선: { $sector } 구역의 { $square }
ec-choice-pass = 패스
ec-choice-no-reaction = 반응 안 함
ec-choice-place = 방향 { $rotation }: { $links }
ec-choice-place-disc = 방향 { $rotation } + 원반: { $links }
ec-choice-discard = 버리기
ec-choice-find-use = 사용하기
ec-choice-find-vp = 2점으로 가지기
ec-choice-hits-auto = 기본 조준
ec-choice-hits = { $ship } 조준
ec-choice-fire = 발사
ec-choice-retreat = { $sector }{ JOSA($sector, "으로") } 후퇴
ec-choice-keep = { $value } 가지기
ec-choice-claim = 원반 놓기
ec-choice-noclaim = 아니요
ec-choice-accept = 수락 ({ $track } 큐브)
ec-choice-decline = 거절

## Log
ec-faction-player = { $player }
ec-faction-ancients = 고대 전투함
ec-faction-gcds = 은하 중심 방위 체계
ec-combat-phase = 전투 단계가 시작됩니다.
ec-log-explore = { $player } 님이 { $position } 자리를 탐험하여 { $tile } { $name } 구역을 뽑습니다.
ec-log-place = { $player } 님이 { $tile } 구역을 놓습니다 (방향 { $rotation }, 고대 전투함: { $ancients }).
ec-log-discard = { $player } 님이 { $tile } 구역을 버립니다.
ec-log-disc = { $player } 님이 { $tile } 구역에 영향력 원반을 놓습니다.
ec-log-found-private = 발견 타일을 가져옵니다 ({ $tile }).
ec-log-discovery-vp = { $player } 님이 발견 타일을 2점을 위해 뒷면으로 가집니다.
ec-log-discovery-use = { $player } 님이 발견 타일을 사용합니다 ({ $tile }).
ec-log-influence = { $player } 님이 영향력 액션을 합니다: 원반 { $moves }개 이동, 이주선 { $flips }척 되돌림.
ec-log-research = { $player } 님이 과학 { $cost }{ JOSA($cost, "으로") } { $tech }{ JOSA($tech, "을") } 연구합니다.
ec-log-artifacts = { $player } 님이 인공물에서 { $resource } { $amount }{ JOSA($amount, "을") } 얻습니다.
ec-log-upgrade = { $player } 님이 업그레이드합니다: { $changes }.
ec-log-build = { $player } 님이 건설합니다: { $items } (원자재 { $cost }).
ec-log-move = { $player } 님이 이동합니다: { $moves }.
ec-log-pass = { $player } 님이 패스합니다.
ec-log-colony = { $player } 님이 이주선을 사용합니다: { $sector } 구역에 { $track } 큐브.
ec-log-trade = { $player } 님이 { $give } { $cost }{ JOSA($cost, "을") } { $take } { $count }{ JOSA($count, "으로") } 교역합니다.
ec-log-battle = { $sector } 구역에서 전투: { $attacker }{ JOSA($attacker, "이") } { $defender }{ JOSA($defender, "을") } 공격합니다.
ec-log-missiles = { $who }의 미사일 ({ $ship }): { $dice }.
ec-log-fire = { $who } 발사 ({ $ship }): { $dice }.
ec-log-destroyed = { $who }의 { $ship }{ JOSA($ship, "이") } 파괴됩니다.
ec-log-retreat = { $player } 님의 { $ship }{ JOSA($ship, "이") } { $to } 구역으로 후퇴하려고 가장자리로 이동합니다.
ec-log-retreated = { $who }의 { $ship }{ JOSA($ship, "이") } { $to } 구역으로 후퇴합니다.
ec-log-stalemate = { $sector } 구역에서 교착: { $attacker } { $retreated ->
    [1] 후퇴합니다.
   *[other] 후퇴할 수 없어 전투함을 잃습니다.
}
ec-log-battle-won = { $winner }{ JOSA($winner, "이") } { $sector } 구역을 차지합니다.
ec-log-population = { $player } 님이 { $sector } 구역에서 { $owner } 님의 인구 큐브 { $count }개를 파괴합니다.
ec-log-population-dice = { $player } 님이 { $sector } 구역의 { $owner } 님 인구를 공격합니다: { $dice }.
ec-log-reputation-draw = { $player } 님이 명성 타일 { $count }개를 뽑습니다.
ec-log-reputation-drawn = 뽑은 명성 타일의 값: { $tiles }.
ec-log-reputation-keep = { $player } 님이 명성 타일 하나를 가집니다.
ec-log-reputation-kept = 값 { $value }의 명성 타일을 가집니다.
ec-log-evicted = { $player } 님의 원반이 { $sector } 구역에서 나갑니다.
ec-log-production = { $player }: 현재 돈 { $money }, 과학 +{ $science }, 원자재 +{ $materials }.
ec-log-bankrupt-trade = { $player } 님이 유지 비용을 내려고 { $resource } { $rate }{ JOSA($rate, "을") } 돈 1로 교역합니다.
ec-log-bankrupt-withdraw = { $player } 님이 유지 비용을 내려고 { $sector } 구역에서 원반을 회수합니다.
ec-log-eliminated = { $player } 님은 유지 비용을 낼 수 없어 게임에서 탈락합니다.
ec-log-round = { $round }라운드가 시작됩니다. 시작 플레이어는 { $player } 님입니다.
ec-log-game-over = 게임이 끝났습니다: { $player } 님이 { $vp }점으로 승리합니다.
ec-log-game-over-no-winner = 게임이 끝났습니다: 모든 플레이어가 탈락하여 승자가 없습니다.
ec-log-propose = { $player } 님이 { $other } 님에게 대사 교환을 제안합니다.
ec-log-decline = { $player } 님이 거절합니다.
ec-log-ambassadors = { $player } 님과 { $other } 님이 대사를 교환합니다.
ec-log-betrayal = { $player } 님이 { $other } 님의 구역으로 이동합니다: 외교 관계가 깨지고 { $player } 님이 배신자 카드를 가져갑니다.

## Board
ec-phase-action = 액션 단계
ec-phase-combat = 전투 단계
ec-phase-upkeep = 유지 단계
ec-phase-combat-end = 전투 단계 마무리
ec-phase-over = 게임 종료
ec-scene-title = 이클립스 — { $round }라운드 — { $phase }
ec-scene-waiting = 기다리는 중: { $players }
ec-scene-sector = { $name } ({ $vp }점)
# 섹터의 인구 칸 (한 줄, 짧게): 종류별 수, 그중 고급 칸 수. "돈 2, 과학 2, 원자재 1 (고급 2)".
ec-scene-square-kind = { $kind ->
    [money] 돈
    [science] 과학
    [materials] 원자재
   *[any] 회색
} { $squares }
ec-scene-squares-legend = 종류별 인구 칸: 점령한 구역은 큐브/칸, 빈 구역은 칸 수. "고급"은 고급 칸의 수.
ec-scene-squares-sep = {", "}
ec-scene-squares = { $kinds }{ $advanced ->
    [0] {""}
   *[other] {" "}(고급 { $advanced })
}
ec-scene-disc = 원반
ec-key-held = { $player } 점령
ec-key-explored = { $player } 탐험
ec-key-moved-in = { $player } { $ships } 진입
ec-key-moved-out = { $player } { $ships } { $sector }{ JOSA($sector, "으로") } 이동
ec-key-colonized = { $player } 이주선으로 { $track } 큐브 { $count }개 배치
ec-key-built = { $player } { $what } 건설
ec-key-won = { $winner } 승리 (상대: { $loser })
ec-key-destroyed = { $owner }의 { $ships } 파괴
ec-key-destroyed-neutral = { $ships } 파괴
ec-key-population = { $player }, { $owner }의 인구 큐브 { $count }개 파괴
ec-key-lost = { $player } 구역 상실
ec-legend-outline-battle = 흰 테두리 = 지금 벌어지는 전투
ec-legend-outline-placement = 흰 테두리 = 뽑은 구역을 놓을 자리
ec-legend-forces = 구역 번호 옆 원 속 숫자 = 그 색 함선 수
ec-legend-tokens = 원반 = 영향력 원반 · ? = 발견 타일 · 가장자리 점 = 웜홀
# 보드 칩의 은하 중심 방위 체계(중심 헥스 안): 칩이 한 줄에 들어가도록 짧은 이름.
ec-scene-gcds = 방위 체계
ec-scene-orbital = 거주 위성
ec-scene-monolith = 유적
ec-scene-stacks = 구역 더미: 내부 { $inner }, 중간 { $middle }, 외부 { $outer }
ec-panel-storage = 보유: 돈 { $money }, 과학 { $science }, 원자재 { $materials }
ec-panel-income = 수입: 돈 { $money } (유지 비용 뒤), 과학 { $science }, 원자재 { $materials }
ec-panel-discs = 트랙의 원반: { $discs }, 이주선 { $colony }/{ $ships }
ec-panel-vp = 공개 점수: { $vp }, 명성 타일: { $reputation }
ec-panel-passed = 패스함
# 로스터의 한 줄: 점수, 보유 자원, 남은 원반, 패스 여부 (짧게).
ec-panel-summary = { $vp }점 · 돈 { $money }, 과학 { $science }, 원자재 { $materials } · 원반 { $discs }{ $passed ->
    [1] {" "}· 패스
   *[0] {""}
}

## Lobby and hand
ec-options-help = 이클립스에는 “{ $option }” 옵션이 없습니다: 플레이어 수(2~6)뿐입니다.
ec-options-list = 없음 (플레이어 수만, 2~6)
ec-unknown-species = “{ $species }”{ JOSA($species, "은") } 종족이 아닙니다. 다음 중 하나를 쓰세요: { $all } (비워 두면 테란).
ec-unknown-color = “{ $color }”{ JOSA($color, "은") } 플레이어 색이 아닙니다. 다음 중 하나를 쓰세요: { $colors }.
ec-color-taken = { $color }{ JOSA($color, "은") } 이미 선택된 색입니다.
ec-hand-reputation = 내 명성 타일 ({ $count }개): { $tiles }
ec-summary-title = 이클립스가 끝났습니다. 최종 점수:
ec-summary-line = { $player }: { $vp }점 (명성 { $reputation }, 대사 { $ambassadors }, 구역 { $sectors }, 발견 { $discoveries }, 유적 { $monoliths }, 기술 { $techs }, 배신자 { $traitor }, 종족 { $species })
ec-part-not-held = { $part }{ JOSA($part, "은") } 고대 부품입니다: 발견 타일로만 얻을 수 있습니다.
ec-research-count = 당신의 종족은 액션마다 기술을 최대 { $max }개 연구합니다.
ec-colony-where = 지금은 이주선을 { $sector } 구역에 보낼 수 없습니다.
ec-choice-done = 완료
ec-ask-colonize = 방금 차지한 구역에 이주선을 사용하거나, 완료하세요.
ec-ask-colonize-upkeep = 유지 단계: 사용하지 않은 이주선을 사용하거나 (적 전투함이 있는 곳 제외), 완료하세요.
ec-ask-explore-again = 이번 액션에서 구역을 하나 더 탐험하거나, 완료하세요.
ec-adjust-out-of-range = 그러면 { $resource }{ JOSA($resource, "이") } { $value }{ JOSA($value, "이") } 되어 범위(0~999)를 벗어납니다.
ec-adjust-who = 플레이어를 좌석 번호(1~{ $seats })로 쓰세요.
ec-log-adjust = { $by } 님의 조정 — { $player }: { $resource } { $delta } → { $now }.
ec-pick-which = 뽑은 구역 중 하나를 가지세요: { $tiles }.
ec-log-explore-two = { $player } 님이 { $position } 자리를 탐험하여 { $a } 구역과 { $b } 구역을 뽑습니다.
ec-log-pick = { $player } 님이 { $tile } 구역을 가지고 다른 하나를 버립니다.
ec-ask-pick = 뽑은 구역 두 개 중 하나를 가지세요. 다른 하나는 버립니다.
ec-choice-pick = { $tile } { $name }
ec-diplomacy-track-full = { $player } 님의 명성 트랙에는 대사를 더 놓을 자리가 없습니다.
ec-ask-bankrupt = 유지 단계: 돈이 { $money }이고 이번 라운드 비용은 { $net }입니다. 낼 수 있을 때까지 교역하거나 원반을 회수하세요.
ec-choice-trade = { $resource } { $rate }{ JOSA($rate, "을") } 돈 1로 교역
ec-choice-withdraw = { $sector }에서 회수
ec-concede-not-yet = 지도에 원반도 전투함도 없을 때만 항복할 수 있습니다.
ec-log-concede = { $player } 님은 원반도 전투함도 남지 않아 항복합니다. 점수는 그대로 남습니다.
ec-choice-concede = 항복
ec-choice-influence = { $sector } 영향력
ec-ask-envoy = 전투 단계가 끝났습니다: 지금 대사 교환을 제안하거나 (트랙 하나의 큐브가 함께 갑니다), 완료하세요.
ec-choice-ally = { $player } 님과 대사 교환 ({ $track } 큐브)
ec-scene-unexplored = 미탐사
ec-scene-choose-rotation = { $tile } { $name } 구역: 방향을 고르세요
ec-scene-no-rotation = { $tile } { $name } 구역: 놓을 수 있는 방향이 없습니다 — 버리세요
ec-scene-as-drawn = 뽑은 그대로
ec-scene-blueprint = { $player } 설계도 업그레이드 중 — { $line }
ec-scene-slot = { $slot }번 칸
ec-scene-slot-empty = 비어 있음
ec-panel-cannons = 대포 { $dice }
ec-panel-missiles = 미사일 { $dice }
ec-market-line = { $category }: { $tiles }
ec-market-tile = { $tech } ({ $cost }){ $count ->
    [1] {""}
   *[other] {" "}×{ $count }
}
ec-market-military = 군사
ec-market-grid = 그리드
ec-market-nano = 나노
ec-panel-ship = { $kind ->
    [int] 요격기
    [cru] 순양함
    [dre] 전함
   *[sb] 우주 기지
}: { $values }
ec-stat-initiative = 주도권 { $n }
ec-stat-move = 이동 { $n }
ec-stat-hull = 선체 { $n }
ec-stat-computer = 컴퓨터 +{ $n }
ec-stat-shield = 보호막 { $n }
ec-stat-energy = 에너지 { $n }
ec-help-action = 액션 단계: 자기 차례에 행동 하나를 합니다 — 탐사, 영향력, 연구, 개량, 건설, 이동 — 행동마다 영향력 원판 하나를 행동 트랙에 놓습니다(원판이 놓일수록 비용이 오릅니다). 또는 통과합니다. 통과한 뒤에도 대응(더 작은 개량, 건설, 이동)은 할 수 있습니다. 모두 통과하면 라운드가 끝납니다.
ec-help-combat = 전투 단계: 구역마다 전투를 벌이며, 전투함은 주도권 순서로 사격합니다(미사일 먼저). 그다음 인구 큐브를 공격하고 구역의 주인이 바뀝니다.
ec-help-upkeep = 유지 단계: 영향력 원판의 비용을 돈으로 내고(못 내면 구역을 포기), 과학과 원자재를 얻고, 식민선과 행동 원판을 되돌립니다.
ec-choice-upgrade = { $ship } 업그레이드: { $slot }번 칸에 { $part }{ $old ->
    [none] {""}
   *[other] {" "}({ $old } 대신)
}
ec-choice-upgrade-menu = 업그레이드…
ec-choice-upgrade-back = 돌아가기
ec-ask-upgrade = 업그레이드: 부품과 넣을 칸을 고르세요(칸은 1부터 셉니다. 이미 있는 부품은 교체됩니다).
ec-ask-upgrade-more = 이번 업그레이드에서 부품을 { $count }개 더 놓거나 끝낼 수 있습니다.
ec-upgrade-none = 지금은 어느 설계도에도 부품을 놓을 수 없습니다.
ec-log-upgrade-part = { $ship }의 { $slot }번 칸에 { $part }
ec-log-upgrade-removed = { $ship }의 { $slot }번 칸 비움
ec-choice-upgrade-ship = { $ship } 설계도
ec-choice-upgrade-blueprints = 다른 설계도

## Standing orders
ec-log-orders = { $player } 님의 상시 명령: { $fight ->
    [1] 함선이 활성화마다 사격하며 후퇴 질문을 받지 않습니다
   *[0] 사격할지 후퇴할지 질문을 받습니다
}; { $hits ->
    [1] 명중은 기본 규칙대로 배정됩니다
   *[0] 명중을 어디에 줄지 질문을 받습니다
}.
ec-orders-help = `orders fight on`(후퇴 질문 없이 사격: 끝까지 싸움) 또는 `orders fight off`, `orders hits auto`(명중을 기본 규칙대로 배정: 주사위로 파괴할 수 있는 가장 큰 함선, 없으면 가장 큰 함선) 또는 `orders hits ask`를 쓰세요. 둘을 한 줄에 쓰거나 `orders none`으로 모두 끌 수도 있습니다.
ec-orders-unchanged = 상시 명령이 이미 이렇습니다: 끝까지 싸우기 { $fight ->
    [1] 켬
   *[0] 끔
}, 명중 배정 { $hits ->
    [1] 자동
   *[0] 질문
}.
ec-orders-now = 당신의 상시 명령: 끝까지 싸우기 { $fight ->
    [1] 켬
   *[0] 끔
}, 명중 배정 { $hits ->
    [1] 자동
   *[0] 질문
}. `/play orders fight on|off`, `/play orders hits auto|ask`로 바꿀 수 있습니다 (모두에게 공개됩니다).
ec-ships = { $kind ->
    [int] 요격기 { $count }척
    [cru] 순양함 { $count }척
    [dre] 전함 { $count }척
    [sb] 우주 기지 { $count }개
    [anc] 고대 전투함 { $count }척
    [gcds] 은하 중심 방위 체계
   *[other] { $kind } { $count }
}
ec-ship-count = { $kind ->
    [int] 요격기 { $count }척
    [cru] 순양함 { $count }척
    [dre] 전함 { $count }척
    [sb] 우주 기지 { $count }개
    [anc] 고대 전투함 { $count }척
    [gcds] 은하 중심 방위 체계
   *[other] { $kind } { $count }
}
ec-scene-ships = { $ships }{ $damage ->
    [0] {""}
   *[other] {" "}(피해 { $damage })
}
ec-ship-name = { $kind ->
    [int] 요격기
    [cru] 순양함
    [dre] 전함
    [sb] 우주 기지
    [anc] 고대 전투함
    [gcds] 은하 중심 방위 체계
   *[other] { $kind }
}
ec-structure = { $kind ->
    [orbital] 거주 위성
   *[other] 모놀리스
}
ec-in-sector = { $sector } 구역에 { $what }
ec-moved = { $ships } ({ $from } → { $to })
ec-moved-via = { $ships } ({ $from } → { $via } → { $to })
ec-rotation-links = { $linked } 구역과 연결 · { $open ->
    [0] 빈 공간 쪽 웜홀 없음
   *[other] { $positions } 쪽으로 열림
}
ec-resource = { $kind ->
    [money] 돈
    [science] 과학
   *[materials] 원자재
}
ec-square = { $kind ->
    [orbital] 거주 위성
   *[other] { $advanced ->
        [1] {"고급 "}
       *[0] {""}
    }{ $kind ->
        [money] 돈
        [science] 과학
        [materials] 원자재
       *[grey] 회색
    } 칸
}
ec-discovery = { $kind ->
    [money] 돈 +{ $amount }
    [science] 과학 +{ $amount }
    [materials] 원자재 +{ $amount }
    [ancient_technology] 고대 기술
    [ancient_cruiser] 고대 순양함
   *[part] { $part }
}
ec-order-fight = 끝까지 싸우기
ec-order-hits = 명중 자동 배정
