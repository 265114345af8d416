# 트와일라잇 임페리움 4판 (한국어). 용어: 한국어 규칙 참고서(seed 000).

## Setup
ti4-setup-player-count = TI4는 3~6인 게임입니다. { $count }명으로는 할 수 없습니다.
ti4-setup-vp-target = 목표 승점은 10 또는 14입니다 ({ $vp }{ JOSA($vp, "은") } 안 됩니다).
ti4-setup-speaker = { $seat }번 좌석이 없으므로 의장 토큰을 가질 수 없습니다.
ti4-setup-faction-taken = { $faction }{ JOSA($faction, "은") } 이미 선택되었습니다. 다른 세력을 고르거나 비워 두면 무작위로 정해집니다.
ti4-setup-color-taken = { $color }{ JOSA($color, "은") } 이미 선택된 색입니다.
ti4-unknown-faction = “{ $faction }”{ JOSA($faction, "은") } 기본 게임의 세력이 아닙니다.
ti4-unknown-faction-join = “{ $faction }”{ JOSA($faction, "은") } 기본 게임의 세력이 아닙니다. 다음 중 하나를 쓰세요: { $factions } (비워 두면 무작위).
ti4-unknown-color = “{ $color }”{ JOSA($color, "은") } 플레이어 색이 아닙니다. 다음 중 하나를 쓰세요: { $colors }.
ti4-options-help = “{ $option }” 옵션은 알 수 없습니다. 가능한 옵션: vp=10 또는 vp=14, map="<지도 문자열>".
ti4-options-list = vp=10 또는 vp=14 (승리 승점); map="<지도 문자열>" (위치별 타일 번호, 공백이나 쉼표로 구분)
ti4-map-length = 지도 문자열에는 타일 36개가 들어갑니다 (위치 1~36, 메카톨 렉스의 18을 앞에 붙여도 됨). 이 문자열에는 { $count }개가 있습니다.
ti4-map-bad-token = 위치 { $position }의 “{ $token }”{ JOSA($token, "은") } 타일 번호가 아닙니다 (고향 성계는 0, 타일 없음은 -1).
ti4-map-home-slot = 위치 { $position }{ JOSA($position, "은") } 고향 성계 자리입니다: 0을 쓰세요.
ti4-map-missing = 위치 { $position }에 성계 타일이 필요합니다.
ti4-map-unknown-tile = { $tile }번 타일은 기본 게임의 성계 타일이 아닙니다 (19~50을 쓰세요).
ti4-map-not-placeable = 위치 { $position }의 { $tile }번 타일은 고향 성계나 메카톨 렉스이므로 거기에 놓을 수 없습니다.
ti4-map-off-board = { $tile }번 타일이 위치 { $position }에 있는데, 이 인원수에서는 게임판에 속하지 않는 위치입니다.
ti4-map-duplicate = { $tile }번 타일이 두 번 이상 나옵니다.
ti4-map-warning-adjacent = { $a }번과 { $b }번 타일은 둘 다 변칙 공간이거나 같은 웜홀을 가지는데도 인접해 있습니다.

## Phases and prompts
ti4-phase-setup = 게임 준비: 비밀 목적
ti4-phase-strategy = 전략 단계
ti4-phase-action = 액션 단계
ti4-scene-title = 트와일라잇 임페리움 — { $round }라운드 — { $phase }
ti4-ask-keep-secret = 가질 비밀 목적을 고르세요 (다른 하나는 공개되지 않은 채 덱으로 돌아갑니다).
ti4-choice-keep-secret = { $objective } 갖기
ti4-ask-pick-strategy = 전략 카드를 고르세요.
ti4-choice-strategy-card = { $initiative } { $card }{ $tg ->
        [0] {""}
       *[other] {" "}(+무역품 { $tg })
    }

## Log
ti4-log-secret-kept = { $player } 님이 비밀 목적을 가졌습니다.
ti4-log-secret-kept-private = 비밀 목적 { $objective }{ JOSA($objective, "을") } 가집니다.
ti4-log-strategy-phase = { $round }라운드: 전략 단계가 시작됩니다. { $speaker } 님이 의장 토큰을 가지고 있어 먼저 고릅니다.
ti4-log-pick = { $player } 님이 { $initiative } { $card }{ $tg ->
        [0] { JOSA($card, "을") } 가져갑니다.
       *[other] { JOSA($card, "과") } 그 위의 무역품 { $tg }개를 가져갑니다.
    }
ti4-log-tg-on-card = { $card }에 무역품 1개를 놓습니다 (현재 { $tg }개).
ti4-log-initiative = 주도권 순서: { $order }.
ti4-log-action-phase = 액션 단계가 시작됩니다. { $player } 님이 첫 차례를 합니다.
ti4-log-adjust = { $by } 님의 조정 — { $player }: { $counter } { $delta } → { $value }.

## Refusals
ti4-wrong-phase-secret = 비밀 목적은 게임 준비 때만 고릅니다.
ti4-secret-already-kept = 이미 비밀 목적을 가졌습니다.
ti4-secret-not-offered = 그 목적은 제시되지 않았습니다. 가질 수 있는 목적: { $offered }.
ti4-wrong-phase-strategy = 전략 카드는 전략 단계에서만 고릅니다.
ti4-no-such-strategy-card = { $card } 전략 카드는 없습니다. 남은 카드: { $available }.
ti4-strategy-card-taken = { $card }{ JOSA($card, "은") } 이미 { $player } 님이 가져갔습니다. 남은 카드: { $available }.
ti4-unknown-strategy-card = “{ $card }”{ JOSA($card, "은") } 전략 카드가 아닙니다: 번호(1~8)나 이름을 쓰세요.
ti4-notation-help = 그 행동을 읽을 수 없습니다. 가능한 입력: pass, strategic <card>, activate <tile>, move <tile>: <units>, hits default, invade <planet>: <n>, produce <units> pay <planets>, keep <objective>, pick <card>, adjust <player> <counter> <±n>.
ti4-adjust-help = 조정은 <player> <counter> <±n> 형식으로 씁니다. counter는 tg, comm, vp, tactic, fleet, strategy 중 하나입니다 — 예: alice tg +2. 또는 <player> units <tile> <±n> <unit> [on <planet>] — 예: alice units 19 +2 infantry on wellon.
ti4-adjust-unknown-player = “{ $player }”{ JOSA($player, "은") } 이 게임의 좌석 번호나 플레이어가 아닙니다.
ti4-adjust-out-of-range = 그러면 { $counter }{ JOSA($counter, "이") } { $value }{ JOSA($value, "이") } 되어 범위를 벗어납니다.

## Hand
ti4-two-lines =
    { $a }
    { $b }
ti4-hand-offer = 제시된 비밀 목적 (하나를 가지세요):
ti4-hand-objective = • { $name } — { $text }
ti4-hand-secrets = 내 비밀 목적 ({ $count }개):

## Board
ti4-mark-alpha = α 웜홀
ti4-mark-beta = β 웜홀
ti4-mark-delta = δ 웜홀
ti4-mark-asteroid-field = 소행성 지대
ti4-mark-nebula = 성운
ti4-mark-supernova = 초신성
ti4-mark-gravity-rift = 중력 균열 지대
ti4-trait-cultural = 문화
ti4-trait-hazardous = 위험
ti4-trait-industrial = 산업
ti4-skip-biotic = 생명 전문화
ti4-skip-cybernetic = 인공 전문화
ti4-skip-propulsion = 추진 전문화
ti4-skip-warfare = 전쟁 전문화
ti4-unit-war_sun = 전태
ti4-unit-dreadnought = 드레
ti4-unit-cruiser = 순양
ti4-unit-carrier = 항모
ti4-unit-destroyer = 구축
ti4-unit-fighter = 전투
ti4-unit-infantry = 보병
ti4-unit-pds = PDS
ti4-unit-space_dock = 항만
ti4-unit-flagship = 기함
ti4-token-command = 지휘
ti4-token-custodians = 관리자
ti4-key-empty-system = 빈 성계
ti4-key-activated = 이번 라운드에 { $player } 활성화
ti4-key-moved-in = { $player } 진입
ti4-key-moved-out = { $player } 님이 { $units }{ JOSA($units, "을") } { $tile }{ JOSA($tile, "으로") } 이동
ti4-key-won-space = { $winner } 님이 { $loser } 님과의 우주전에서 승리
ti4-key-won-ground = { $winner } 님이 { $planet }에서 { $loser } 님과의 지상전에서 승리
ti4-key-draw-space = { $attacker } 님과 { $defender } 님의 우주전은 무승부
ti4-key-draw-ground = { $planet }에서 { $attacker } 님과 { $defender } 님의 지상전은 무승부
ti4-key-retreated = { $player } 님이 { $tile }{ JOSA($tile, "으로") } 후퇴
ti4-key-took = { $player } 님이 { $planets }{ JOSA($planets, "을") } 점령
ti4-key-custodians = { $player } 님이 관리자 토큰 제거 (승점 +1)
ti4-key-produced = { $player } 님이 { $units }{ JOSA($units, "을") } 생산
ti4-key-placed = { $player } 님이 { $planet }에 { $units }{ JOSA($units, "을") } 배치
ti4-key-diplomacy = { $player } 님의 외교: { $count ->
        [0] 놓인 지휘 토큰 없음
       *[other] { $players }의 지휘 토큰 배치
    }
ti4-key-token-back = { $player } 님이 지휘 토큰을 회수 ({ $by ->
        [unexpected_action] 예상치 못한 행동
       *[warfare] 전쟁
    })
ti4-key-token-placed = { $player } 님이 { $owner }의 지휘 토큰을 배치 (신호 교란)
ti4-key-component-placed = { $player } 님이 { $units }{ JOSA($units, "을") } 배치 ({ $ability })
ti4-key-component-removed = { $player } 님이 { $units }{ JOSA($units, "을") } 제거 ({ $ability })
ti4-key-component-used = { $player } 님이 { $ability }{ JOSA($ability, "을") } 사용
ti4-key-command-token = { $count ->
       *[other] { $players }의 지휘 토큰
    }
ti4-legend-command-token = 지휘 = 지휘 토큰 (주인의 색)
ti4-legend-forces = 성계 번호 옆 원 속 숫자 = 그 색 함선 수
ti4-legend-custodians = 관리자 = 관리자 토큰
ti4-panel-faction = { $faction } · { $color }{ $speaker ->
        [1] {" "}· 의장
       *[0] {""}
    }
ti4-panel-counters = 승점 { $vp }/{ $target } · 무역품 { $tg } · 원자재 { $comm }/{ $comm_max } · 행성: { $planets }
ti4-panel-tokens = 전술 { $tactic } · 함대 { $fleet } · 전략 { $strategy } · 증원 { $reinforcements }
ti4-panel-no-cards = 아직 전략 카드 없음
ti4-panel-card = { $initiative } { $card }{ $exhausted ->
        [1] {" "}(소모됨)
       *[0] {""}
    }
ti4-panel-objectives = 비밀 목적: { $secret } · 액션 카드: { $cards }
ti4-standing-vp = 승점 { $vp }/{ $target }
ti4-standing-card = { $initiative } { $card }{ $used ->
        [1] {" "}(사용함)
       *[0] {""}
    }
ti4-standing-passed = 통과
ti4-standing-speaker = 의장
ti4-footer-open-cards = 남은 전략 카드: { $cards }
ti4-footer-open-card = { $initiative } { $card }{ $tg ->
        [0] {""}
       *[other] {" "}(+무역품 { $tg })
    }
ti4-footer-objectives-head = 공용 목적 (비공개: I단계 { $stage1 }장, II단계 { $stage2 }장):
ti4-footer-objective = • { $objective }: 아직 달성한 플레이어 없음
ti4-footer-objective-scored = • { $objective }: { $players } 달성
ti4-footer-laws = 시행 중인 법규: { $laws }
ti4-law-elected = { $law } ({ $elected })
ti4-chip-exhausted = { $tech } (소모됨)
ti4-track-vp = 승점

## Setup: starting technology (Winnu)
ti4-ask-starting-tech = 시작 기술을 고르세요 (전제 조건이 없는 기술 하나).
ti4-choice-starting-tech = { $tech } 획득
ti4-log-starting-tech = { $player } 님이 시작 기술로 { $tech }{ JOSA($tech, "을") } 획득합니다.
ti4-no-starting-tech-choice = 이 세력의 시작 기술은 정해져 있어 고를 것이 없습니다.
ti4-starting-tech-not-allowed = 그 기술은 게임 준비 때 획득할 수 없습니다. 획득할 수 있는 기술: { $techs }.

## Action phase (§37, §59)
ti4-phase-status = 정비 단계
ti4-phase-status-step = 정비 단계: { $step ->
        [scoring] 목표 달성
       *[tokens] 지휘 토큰 획득 및 재분배
    }
ti4-ask-turn = 당신의 차례입니다: 전술 행동을 할 성계를 고르거나, 전략 카드를 사용하거나, 차례를 넘기세요 (입력: `/play action:"activate <tile>"`).
ti4-choice-strategic = 전략 액션: { $card }
ti4-choice-pass = 차례 넘기기
ti4-ask-move = 함선을 { $tile } 성계로 이동하세요: 버튼으로 유닛을 더한 뒤 이동을 누르세요 (입력: `/play action:"move <tile>: <units>; …"`, 예: `move 19: 2 dreadnought, 1 carrier, 2 infantry`). 이동하지 않아도 됩니다.
ti4-choice-no-move = 이동 안 함
ti4-ask-assign-space = 함선에 타격 { $hits }개를 할당하세요: 기본값은 먼저 피해 견딤을 쓰고 그다음 가장 싼 함선부터 잃습니다. 또는 `/play action:"hits 1 dreadnought sustain, 1 fighter"`처럼 쓰세요.
ti4-ask-assign-ground = 지상군에 타격 { $hits }개를 할당하세요.
ti4-choice-default-hits = 타격 할당 (기본값)
ti4-ask-invade = 버튼으로 지상군을 상륙시킨 뒤 침공을 누르거나 (입력: `/play action:"invade <planet>: <count>; …"`), 침공하지 마세요.
ti4-choice-no-invasion = 침입 안 함
ti4-choice-bombard = { $planet } 폭격 (상륙 없음)
ti4-ask-produce = 버튼으로 생산할 유닛을 고르거나 (입력: `/play action:"produce 2 fighter, 1 cruiser pay <planet> <planet> tg <n>"`), 생산하지 마세요.
ti4-choice-no-production = 생산 안 함

ti4-log-pass = { $player } 님이 차례를 넘깁니다.
ti4-log-activate = { $player } 님이 { $system } 성계를 활성화합니다.
ti4-log-next-turn = { $player } 님의 차례입니다.
ti4-log-status-phase = 모든 플레이어가 차례를 넘겼습니다: 액션 단계가 끝납니다.
ti4-log-move = { $player } 님이 { $units }{ JOSA($units, "을") } { $from }에서 { $to }{ JOSA($to, "으로") } 이동합니다.
ti4-log-no-move = { $player } 님은 아무것도 이동하지 않습니다.
ti4-log-rift = 중력 균열 지대: { $unit } 굴림 { $dice } — { $lost } 제거.
ti4-log-rift-cargo = 중력 균열 지대: { $player } 님이 제거된 함선에 실린 { $units }{ JOSA($units, "을") } 잃습니다.
ti4-log-revive-roll = { $player } 님이 파괴된 보병을 위해 굴립니다: { $dice } — { $saved }개가 따로 놓여 돌아옵니다.
ti4-log-revived = { $player } 님의 따로 놓인 보병 { $count }개가 { $planet }에 돌아옵니다.
ti4-log-space-combat = { $tile }에서 우주전: { $attacker } 님이 { $defender } 님을 공격합니다.
ti4-log-ground-combat = { $planet }에서 지상전: { $attacker } 님이 { $defender } 님을 공격합니다.
ti4-log-afb = { $player } 님의 대공 탄막: { $dice } — 타격 { $hits }개, 전투기 { $destroyed }대 파괴.
ti4-log-combat-stalemate = 어느 쪽도 상대에게 타격을 줄 수 없습니다: 전투가 끝납니다.
ti4-log-hits-assigned = { $player } 님이 타격을 할당합니다: 피해 견딤 { $sustained }, 잃은 유닛: { $lost }.
ti4-log-combat-won = { $player } 님이 전투에서 승리합니다.
ti4-log-combat-draw = 전투가 무승부로 끝납니다: 아무도 남지 않았습니다.
ti4-log-no-invasion = { $player } 님은 침입하지 않습니다.
ti4-log-commit = { $player } 님이 { $planet }에 지상군 { $count }개를 투입합니다.
ti4-log-control = { $player } 님이 { $planet }{ JOSA($planet, "을") } 점령합니다 (소모됨).
ti4-log-structures-destroyed = { $planet }에 있던 다른 플레이어의 구조물이 파괴됩니다.
ti4-log-no-production = { $player } 님은 아무것도 생산하지 않습니다.
ti4-log-produce = { $player } 님이 { $units }{ JOSA($units, "을") } 생산합니다 (비용 { $cost }, 지불 { $paid }).

ti4-wrong-phase-action = 그것은 액션 단계의 자기 차례에만 할 수 있습니다.
ti4-finish-tactical = 먼저 전술 액션을 끝내세요.
ti4-cannot-pass = 아직 차례를 넘길 수 없습니다: 먼저 전략 카드를 사용하세요 ({ $cards }).
ti4-not-your-card = { $card }{ JOSA($card, "을") } 가지고 있지 않습니다.
ti4-card-exhausted = { $card }{ JOSA($card, "은") } 이번 라운드에 이미 사용했습니다.
ti4-no-such-system = 게임판에 { $tile }번 성계 타일이 없습니다.
ti4-no-tactic-token = 전술 물자에 지휘 토큰이 없습니다.
ti4-own-token-there = { $tile } 성계에는 이미 당신의 지휘 토큰이 있어 다시 활성화할 수 없습니다.
ti4-activate-first = 먼저 성계를 활성화하세요: `/play action:"activate <tile>"`.
ti4-wrong-step-move = 이번 전술 액션의 이동은 끝났습니다.
ti4-wrong-step-invade = 지금은 침입 단계가 아닙니다.
ti4-wrong-step-produce = 지금은 생산 단계가 아닙니다.
ti4-move-twice = { $tile } 성계가 두 번 적혀 있습니다. 출발 성계는 한 번씩만 쓰세요.
ti4-move-from-active = { $tile } 성계의 유닛은 이미 활성 성계에 있습니다.
ti4-move-from-own-token = { $tile } 성계에는 당신의 지휘 토큰이 있어 함선이 나갈 수 없습니다.
ti4-structures-dont-move = PDS와 우주 항만은 이동할 수 없습니다.
ti4-move-not-there = { $tile }에서 { $units }{ JOSA($units, "을") } 요청했지만 거기에는 { $have }개가 있습니다.
ti4-unknown-unit = “{ $unit }”{ JOSA($unit, "은") } 제가 아는 유닛이 아닙니다.
ti4-move-needs-ship = { $tile }의 전투기와 지상군은 그곳에서 출발하거나 지나가는, 자리가 있는 함선이 필요합니다.
ti4-move-capacity = 전투기와 지상군이 { $cargo }개인데 수송 능력은 { $capacity }뿐입니다.
ti4-move-no-path = { $from }에서 { $to }{ JOSA($to, "으로") } 가는 합법적인 경로가 없습니다 (소행성 지대, 초신성, 성운, 다른 플레이어의 함선이 길을 막습니다).
ti4-move-too-far = { $from }에서 { $to }까지는 이동 { $needed }{ JOSA($needed, "이") } 필요하지만 이 함선들의 이동은 { $move }입니다.
ti4-fleet-pool = 그러면 한 성계에 전투기가 아닌 함선이 { $ships }척이 되어 함대 물자 { $pool }{ JOSA($pool, "을") } 넘습니다.
ti4-no-hits-to-assign = 할당할 타격이 없습니다.
ti4-hits-count = 타격을 정확히 { $hits }개 할당하세요. { $assigned }개를 할당했습니다.
ti4-cannot-sustain = { $unit }{ JOSA($unit, "은") } 여기서 피해 견딤을 할 수 없습니다.
ti4-sustain-too-many = 피해 견딤을 할 수 있는 것은 손상되지 않은 { $units }뿐입니다.
ti4-hits-not-there = 이 전투에 있는 당신의 유닛은 { $units }뿐입니다.
ti4-invade-not-here = { $planet }{ JOSA($planet, "은") } 활성 성계에 없습니다. 이곳의 행성: { $planets }.
ti4-invade-help = 침입은 `invade <planet>: <count>; <planet>: <count>` 또는 `invade none`으로 쓰세요.
ti4-custodians = 관리자 토큰이 있는 동안은 아무도 메카톨 렉스에 착륙할 수 없습니다 — 영향력 6을 써서 토큰을 제거하지 않는 한: `invade mecatol rex: 2 custodians pay <planets> tg <n>`.
ti4-invade-too-many = 지상군 { $count }개를 투입하려 하지만 활성 성계의 우주 영역에는 { $have }개가 있습니다.
ti4-produce-limit = 유닛 { $count }개를 원하지만 이곳의 생산 능력은 { $limit }입니다.
ti4-cannot-produce = { $unit }{ JOSA($unit, "은") } 생산할 수 없습니다.
ti4-needs-tech = { $unit }{ JOSA($unit, "을") } 생산하려면 해당 기술이 필요합니다.
ti4-blockaded = 다른 플레이어의 함선이 있고 당신의 함선은 없습니다: 지상군만 생산할 수 있습니다 (봉쇄).
ti4-reinforcements = 증원부대에 { $units }만 남았습니다.
ti4-not-enough-tg = 무역품이 { $have }개뿐입니다.
ti4-pay-not-yours = { $planet }{ JOSA($planet, "을") } 점령하고 있지 않습니다.
ti4-pay-exhausted = { $planet }{ JOSA($planet, "은") } 소모되었습니다.
ti4-pay-short = 비용은 { $cost }인데 지불액은 { $paid }입니다.
ti4-unknown-planet = “{ $planet }”{ JOSA($planet, "은") } 제가 아는 행성이 아닙니다.
ti4-units-help = 유닛 “{ $text }”{ JOSA($text, "을") } 읽을 수 없습니다: 수와 유닛 이름을 쓰세요. 예: `2 dreadnought, 1 carrier, 3 fighter`.
ti4-tile-help = “{ $text }”{ JOSA($text, "은") } 타일 번호가 아닙니다: 성계에 적힌 번호를 쓰세요.
ti4-move-help = 이동은 `move <tile>: <units>; <tile>: <units>` 또는 `move none`으로 쓰세요.
ti4-hits-help = 타격은 `hits 1 dreadnought sustain, 2 fighter` 또는 `hits default`로 쓰세요.
ti4-produce-help = 생산은 `produce 2 fighter, 1 cruiser pay <planet> <planet> tg <n>` 또는 `produce none`으로 쓰세요.
ti4-unit-damaged = {" "}(손상 { $n })
ti4-adjust-units-help = 유닛 조정은 <player> units <tile> <±n> <unit> [on <planet>] 형식으로 씁니다 — 예: alice units 19 +2 infantry on wellon.
ti4-adjust-units-missing = 그곳에는 그 유닛이 { $have }개밖에 없습니다.
ti4-adjust-structure-planet = PDS와 우주 항만은 행성 위에 있습니다: “on <planet>”을 붙이세요.
ti4-log-adjust-units = { $by } 님의 조정 — { $player }: { $tile }의 { $unit } { $delta } → { $value }.
ti4-one-word = “{ $action }” 뒤에는 아무것도 붙지 않습니다: `{ $action }`만 쓰세요.
ti4-adjust-units-limit = 게임에 있는 말보다 많은 { $unit }입니다: 최대 { $limit }개 (이미 { $have }개 있음).
ti4-log-space-cannon = { $player } 님의 우주포: { $dice } — 타격 { $hits }개.
ti4-log-space-cannon-defense = { $player } 님의 우주포 방어: { $dice } — 지상군 { $destroyed }개 파괴.
ti4-log-bombard = { $player } 님이 { $planet }{ JOSA($planet, "을") } 폭격합니다: { $dice } — 지상군 { $destroyed }개 파괴.
ti4-bombard-no-units = 활성 성계의 우주 영역에 폭격 능력이 있는 유닛이 없습니다.
ti4-bombard-not-there = 지금은 { $planet }{ JOSA($planet, "을") } 폭격할 수 없습니다: 다른 플레이어의 지상군이 있어야 하고, 행성 방어막(§86)과 이를 막는 법안이 없어야 합니다.
ti4-bombard-units = 그곳에 배정할 폭격 능력이 있는 { $units }{ JOSA($units, "이") } 남아 있지 않습니다.
ti4-bombard-help = `bombard <행성>`(폭격 유닛 전부) 또는 `bombard <행성>: 1 dreadnought; <행성>: 1 war_sun`(§81: 유닛마다 행성 하나), 또는 `bombard none`으로 폭격하세요.
ti4-log-custodians = { $player } 님이 영향력 6을 써서 메카톨 렉스의 관리자 토큰을 제거합니다: 승점 +1. 이제 매 라운드에 안건 단계가 있습니다.
ti4-log-custodians-free = { $player } 님이 영향력을 쓰지 않고 메카톨 렉스의 관리자 토큰을 제거합니다 (혈연): 승점 +1. 이제 매 라운드에 안건 단계가 있습니다.
ti4-custodians-not-here = 관리자 토큰은 토큰이 남아 있는 메카톨 렉스에 착륙할 때만 제거할 수 있습니다.
ti4-pay-influence-short = 영향력 { $cost }{ JOSA($cost, "이") } 필요한데 지불액은 { $paid }입니다.
ti4-payment-help = 지불은 `pay <planet> <planet> tg <n>`으로 쓰세요.
ti4-ask-retreat = 다음 우주전 라운드 전에 후퇴를 선언하거나, 남아서 싸우세요.
ti4-choice-retreat = { $tile }{ JOSA($tile, "으로") } 후퇴
ti4-choice-no-retreat = 남아서 싸우기
ti4-no-retreat-now = 지금은 후퇴를 선언할 수 없습니다.
ti4-retreat-illegal = { $tile }{ JOSA($tile, "으로") } 후퇴할 수 없습니다. 가능한 곳: { $tiles }.
ti4-log-retreat-announced = { $player } 님이 { $tile }{ JOSA($tile, "으로") } 후퇴를 선언합니다.
ti4-log-retreat = { $player } 님이 { $tile }{ JOSA($tile, "으로") } 후퇴합니다.
ti4-choice-never-retreat = 끝까지 싸우기 (다시 묻지 않음)
ti4-move-leaves-cargo = 그러면 { $tile }의 우주에 전투기와 지상군 { $cargo }개가 남는데 수송 능력은 { $capacity }뿐입니다: 함께 데려가거나 항공모함을 남겨 두세요.
ti4-pickup-blocked = { $tile }에서는 아무것도 태울 수 없습니다: 다른 플레이어의 함선이 있습니다.
ti4-log-pickup = { $player } 님이 가는 길에 { $from }에서 { $units }{ JOSA($units, "을") } 태웁니다.

## Status phase (§64) and victory (§34)
ti4-phase-over = 게임 종료
ti4-log-status-begins = { $round }라운드 정비 단계가 시작됩니다: 모두 지금 달성할 목적을 고르고, 달성은 주도권 순서대로 적용됩니다.
ti4-ask-score = 목적을 달성하세요: 지금 공용 목적은 최대 1개 (비밀 목적은 DM으로 제시됩니다). 그다음 완료를 누르세요.
ti4-ask-score-secret = 지금 비밀 목적 하나를 달성할 수 있습니다.
ti4-choice-score = { $objective } 달성
ti4-choice-done-scoring = 목적 달성 완료
ti4-not-scoring-now = 목적은 정비 단계에 한 사람씩 달성합니다.
ti4-log-done-scoring = { $player } 님이 목적 달성을 마쳤습니다.
ti4-unknown-objective = “{ $objective }”{ JOSA($objective, "은") } 제가 아는 목적이 아닙니다.
ti4-one-per-kind = 이번 정비 단계에 그 종류의 목적을 이미 달성했습니다 (공용 1개, 비밀 1개까지).
ti4-needs-home = { $objective }{ JOSA($objective, "을") } 달성할 수 없습니다: 공용 목적은 고향 성계의 행성을 모두 점령해야 합니다.
ti4-condition-not-met = 지금은 { $objective }의 조건을 충족하지 않습니다 (또는 당신이 달성할 목적이 아닙니다).
ti4-score-no-payment = { $objective }{ JOSA($objective, "은") } 행성과 무역품으로 지불하지 않습니다: `pay`/`tg` 부분을 빼세요.
ti4-log-score = { $player } 님이 { $objective }{ JOSA($objective, "을") } 달성합니다 (승점 +{ $points }, 현재 { $vp }). 지불: { $paid }.
ti4-paid-with = { $planets } { $tg ->
        [0] {""}
       *[other] + 무역품 { $tg }개
    }
ti4-paid-tokens = 전략 토큰 { $strategy }개와 전술 토큰 { $tactic }개
ti4-log-reveal = 의장이 새 공용 목적을 공개합니다: { $objective }.
ti4-log-no-objectives = 공개할 공용 목적이 남지 않았습니다: 게임이 끝납니다.
ti4-log-no-action-cards = 액션 카드는 아직 게임에 없습니다: 아무도 뽑지 않습니다.
ti4-log-tokens-removed = 게임판의 모든 지휘 토큰이 증원부대로 돌아갑니다.
ti4-ask-tokens = 지휘 토큰 2개를 얻어 배치하세요 (또는 `/play action:"tokens <tactic> <fleet> <strategy>"`로 전부 재분배하세요).
ti4-choice-tokens = 전술 +{ $tactic } 함대 +{ $fleet } 전략 +{ $strategy }
ti4-not-token-step = 지휘 토큰은 정비 단계 5번 과정에서 얻고 재분배합니다.
ti4-tokens-done = 이번 정비 단계에 이미 지휘 토큰을 배치했습니다.
ti4-tokens-total = 토큰의 합은 { $total }이어야 합니다 (가진 토큰 + 새로 얻는 2개).
ti4-fleet-below-ships = 함대 물자를 { $fleet }개로 줄일 수 없습니다: { $tile } 성계에 함선이 { $ships }척 있습니다(§83). 함대 토큰을 그 이상 유지하세요.
ti4-log-tokens = { $player } 님이 지휘 토큰을 배치합니다: 전술 { $tactic }, 함대 { $fleet }, 전략 { $strategy }.
ti4-log-status-ends = 카드를 준비하고, 유닛을 수리하고, 전략 카드를 되돌립니다.
ti4-log-winner = { $player } 님이 { $round }라운드에 승점 { $vp }점으로 승리합니다!
ti4-game-over = 게임이 끝났습니다.
ti4-score-help = `score <objective>` 또는 `score done`을 쓰세요 (첩보망 구축: `score form_a_spy_network discard <5 cards>`).
ti4-tokens-help = `tokens <tactic> <fleet> <strategy>`로 쓰세요. 예: `tokens 4 3 3`.
ti4-summary-title = { $round }라운드 후 최종 순위:
ti4-summary-line = • { $player } — 승점 { $vp }: 목적 { $objective_vp }, 왕좌 지원 { $throne_vp }, 기타 { $other_vp } (목적: { $objectives })

## Strategic actions (§57)
ti4-log-strategic = { $player } 님이 { $card }의 전략 액션을 수행합니다.
ti4-finish-strategic = 먼저 진행 중인 전략 액션을 끝내세요.
ti4-no-strategic = 진행 중인 전략 액션이 없습니다.
ti4-not-your-primary = 주요 능력은 카드를 가진 플레이어만, 부가 능력보다 먼저 수행합니다.
ti4-not-your-secondary = 지금은 당신이 부가 능력을 수행하거나 거절할 차례가 아닙니다.
ti4-must-use-secondary = 무역 카드를 가진 플레이어가 당신을 선택했습니다: 부가 능력을 (무료로) 수행하며 거절할 수 없습니다.
ti4-no-strategy-token = 부가 능력에 쓸 전략 물자의 토큰이 없습니다.
ti4-choice-decline = 거절
ti4-log-decline = { $player } 님이 부가 능력을 거절합니다.
ti4-log-secondary = { $player } 님이 부가 능력을 사용합니다{ $free ->
        [1] {" "}(무료)
       *[0] {" "}(전략 토큰 1개)
    }.
ti4-log-secondary-not-automated = { $card }의 부가 능력은 아직 자동화되지 않았습니다: 원하는 플레이어는 `/game adjust`로 적용하세요.
ti4-ask-primary-1 = 통솔력: 지휘 토큰 3개를 얻고, 영향력 3마다 1개를 더 얻습니다 — `/play action:"primary <tactic> <fleet> <strategy> pay <planets> tg <n>"` 또는 버튼.
ti4-ask-primary-2 = 외교: 점령한 행성이 있는 성계(메카톨 렉스 제외)를 고르면 다른 플레이어들이 그곳에 지휘 토큰을 놓습니다. 행성을 2개까지 준비합니다 — `/play action:"primary <tile> ready <planet> <planet>"`.
ti4-ask-primary-3 = 정치: 새 의장을 고르세요.
ti4-ask-primary-4 = 건설: 점령한 행성에 PDS나 우주 항만을 놓고, 원하면 PDS를 하나 더 놓습니다 — `/play action:"primary dock <planet> pds <planet>"`.
ti4-ask-primary-5 = 무역: 무역품 3개를 얻고 원자재를 채운 뒤, 부가 능력을 무료로 쓸 플레이어를 고르세요 — 버튼 또는 `/play action:"primary <player> <player>"`.
ti4-ask-primary-6 = 전쟁: 게임판에서 지휘 토큰 하나를 가져오고 토큰을 모두 다시 배치합니다 — `/play action:"primary <tile> tokens <tactic> <fleet> <strategy>"`.
ti4-ask-primary-7 = 기술: 기술 하나를 개발하고, 자원 6으로 하나를 더 개발합니다 — 버튼 또는 `/play action:"primary <tech> <tech>"`.
ti4-ask-primary-8 = 제국: 충족한 공용 목적 하나를 달성하고, 메카톨 렉스를 점령하고 있으면 승점 1점, 아니면 비밀 목적 1장을 뽑습니다.
ti4-ask-secondary-1 = 통솔력 부가 능력 (토큰 불필요): 영향력 3마다 지휘 토큰 1개 — `/play action:"secondary <tactic> <fleet> <strategy> pay <planets>"` 또는 거절.
ti4-ask-secondary-2 = 외교 부가 능력: 전략 토큰 1개로 행성을 2개까지 준비 — `/play action:"secondary ready <planet> <planet>"` 또는 거절.
ti4-ask-secondary-3 = 정치 부가 능력: 전략 토큰 1개로 액션 카드 2장 뽑기, 또는 거절.
ti4-ask-secondary-4 = 건설 부가 능력: 전략 토큰 1개를 성계에 놓고 그곳의 행성에 PDS나 우주 항만 배치 — `/play action:"secondary pds <planet>"` 또는 거절.
ti4-ask-secondary-5 = 무역 부가 능력: 원자재 채우기{ $free ->
        [1] {" "}(선택되었으므로 무료이며 반드시 수행)
       *[0] {" "}(전략 토큰 1개), 또는 거절
    }.
ti4-ask-secondary-6 = 전쟁 부가 능력: 전략 토큰 1개로 고향 성계 우주 항만의 생산 능력 사용 — `/play action:"secondary 2 fighter, 1 cruiser pay <planets>"` 또는 거절.
ti4-ask-secondary-7 = 기술 부가 능력: 전략 토큰 1개와 자원 4로 기술 하나 개발, 또는 거절.
ti4-ask-secondary-8 = 제국 부가 능력: 전략 토큰 1개로 비밀 목적 1장 뽑기, 또는 거절.
ti4-choice-speaker = { $player } 님을 의장으로
ti4-choice-trade-none = 아무도 고르지 않기
ti4-choice-trade-all = 모두 고르기
ti4-choice-score-nothing = 달성하지 않기
ti4-choice-research = { $tech } 개발
ti4-choice-research-paid = { $tech } 개발 (지불: { $paid })
ti4-choice-secondary-trade = 원자재 채우기
ti4-choice-secondary-imperial = 비밀 목적 뽑기
ti4-politics-help = `primary speaker <player>`로 쓰세요.
ti4-already-speaker = { $player } 님이 이미 의장 토큰을 가지고 있습니다.
ti4-log-speaker = { $player } 님이 의장이 됩니다.
ti4-log-politics-not-automated = 안건 덱 맨 위 보기는 아직 자동화되지 않아 건너뜁니다.
ti4-log-trade = { $player } 님이 무역품 3개를 얻고 원자재를 { $commodities }개까지 채웁니다.
ti4-log-replenish = { $player } 님이 원자재를 { $commodities }개까지 채웁니다.
ti4-research-help = 개발할 기술을 쓰세요. 예: `primary neural_motivator`.
ti4-leadership-help = 토큰을 `<tactic> <fleet> <strategy>`로 쓰고, 필요하면 `pay <planets> tg <n>`을 붙이세요.
ti4-leadership-count = 토큰 { $tokens }개를 얻습니다: 정확히 그만큼 배치하세요.
ti4-log-gain-tokens = { $player } 님이 지휘 토큰을 얻습니다: 전술 +{ $tactic }, 함대 +{ $fleet }, 전략 +{ $strategy }.
ti4-ready-two = 준비할 수 있는 행성은 최대 2개입니다.
ti4-log-ready = { $player } 님이 행성 { $count }개를 준비합니다.
ti4-diplomacy-help = `primary <tile> ready <planet> <planet>`으로 쓰세요.
ti4-diplomacy-system = 메카톨 렉스가 아니고 당신이 점령한 행성이 있는 성계를 고르세요.
ti4-log-diplomacy = { $player } 님이 { $tile } 성계를 고릅니다: 다른 모든 플레이어가 그곳에 지휘 토큰을 놓습니다.
ti4-construction-help = `pds <planet>` 또는 `dock <planet>`으로 쓰세요 (주요 능력은 `pds <planet>`을 더 붙일 수 있습니다).
ti4-structure-limit = { $planet }에는 이미 놓을 수 있는 만큼 있습니다 (우주 항만 1개, PDS 2개).
ti4-log-construct = { $player } 님이 { $planet }에 { $units }{ JOSA($units, "을") } 놓습니다.
ti4-warfare-help = `primary <tile> tokens <tactic> <fleet> <strategy>`로 쓰세요 (게임판에 토큰이 없으면 `primary tokens <tactic> <fleet> <strategy>`).
ti4-no-token-there = { $tile } 성계에 당신의 지휘 토큰이 없습니다.
ti4-log-warfare = { $player } 님이 { $tile }에서 지휘 토큰을 가져오고 토큰을 배치합니다: 전술 { $tactic }, 함대 { $fleet }, 전략 { $strategy }.
ti4-unknown-tech = “{ $tech }”{ JOSA($tech, "은") } 제가 아는 기술이 아닙니다.
ti4-cannot-research = { $tech }{ JOSA($tech, "을") } 개발할 수 없습니다: 이미 보유했거나, 다른 세력의 기술이거나, 전제 조건을 충족하지 않습니다 (행성의 기술 전문화도 전제 조건으로 셉니다).
ti4-research-cost = { $tech }의 자원을 지불할 수 없습니다.
ti4-research-no-cost = { $tech }{ JOSA($tech, "은") } 여기서 비용이 없습니다: 지불할 것이 없습니다 (`pay`/`tg` 부분을 빼세요).
ti4-log-research-paid = { $player } 님이 { $tech }의 비용을 지불합니다: { $paid }.
ti4-log-research = { $player } 님이 { $tech }{ JOSA($tech, "을") } 개발합니다{ $skips ->
        [0] {""}
       *[other] {" "}(행성 기술 전문화 { $skips }개 사용)
    }.
ti4-log-imperial-vp = { $player } 님이 메카톨 렉스를 점령하고 있습니다: 승점 +1.
ti4-log-secret-limit = { $player } 님은 이미 비밀 목적 3장을 가지고 있습니다 (달성한 것 포함): 뽑지 않습니다.
ti4-log-draw-secret = { $player } 님이 비밀 목적 1장을 뽑습니다.
ti4-log-draw-secret-private = 비밀 목적 { $objective }{ JOSA($objective, "을") } 뽑았습니다.
ti4-log-no-research = { $player } 님은 아무것도 개발하지 않습니다.

## Transactions (§1)
ti4-ask-offer = { $from } 님이 무역품 { $give_tg }개와 원자재 { $give_comm }개를 주고 무역품 { $get_tg }개와 원자재 { $get_comm }개를 받자고 제안합니다.
ti4-choice-accept = 수락
ti4-choice-reject = 거절
ti4-log-offer = { $from } 님이 { $to } 님에게 거래를 제안합니다: 무역품 { $give_tg } + 원자재 { $give_comm }{ JOSA($give_comm, "을") } 주고 무역품 { $get_tg } + 원자재 { $get_comm }{ JOSA($get_comm, "을") } 받기.
ti4-log-offer-accepted = { $to } 님이 수락합니다: { $from } 님이 무역품 { $give_tg } + 원자재 { $give_comm }, { $to } 님이 무역품 { $get_tg } + 원자재 { $get_comm }{ JOSA($get_comm, "을") } 줍니다 (원자재는 무역품으로 받습니다).
ti4-log-offer-declined = { $to } 님이 { $from } 님의 제안을 거절합니다.
ti4-trade-own-turn = 거래는 활성 플레이어가 자기 차례에 합니다.
ti4-offer-pending = 이미 답을 기다리는 제안이 있습니다.
ti4-traded-already = 이번 차례에 이미 { $player } 님과 거래했습니다.
ti4-not-neighbours = { $player } 님은 이웃이 아닙니다: 같은 성계나 인접한 성계에 유닛이나 행성이 있어야 합니다.
ti4-offer-help = 제안은 `offer <player> give tg <n> comm <n> note <note> get tg <n> comm <n> note <note>`로 쓰세요 (각 부분은 생략 가능). 계약이라면 끝에 `terms <promises>`(수락하면 공개) 또는 `private-terms <promises>`(두 사람만 봄)를 붙이세요.
ti4-offer-not-enough = 한쪽이 제안에 필요한 것을 가지고 있지 않습니다.
ti4-no-offer = 답을 기다리는 제안이 없습니다.
ti4-primary-possible = { $card }의 주요 능력은 수행할 수 있으므로 반드시 수행해야 합니다: 선택을 쓰세요.
ti4-log-primary-nothing = { $player } 님은 주요 능력을 수행할 수 없습니다: 아무 일도 일어나지 않습니다.

## Agenda phase (§35, §36)
ti4-phase-agenda = 안건 단계
ti4-phase-agenda-under-vote = 안건 { $number }: { $agenda }
ti4-agenda-votes = 투표: { $tally }
ti4-agenda-tally-entry = { $outcome } { $votes }표
ti4-agenda-no-votes = 아직 투표 없음
ti4-log-agenda-phase = 안건 단계가 시작됩니다: 안건 두 개를 차례로 투표합니다.
ti4-log-agenda-revealed = 안건 { $number }: { $agenda } ({ $kind }).
ti4-outcome-for = 가결
ti4-outcome-against = 부결
ti4-ask-vote = { $agenda }에 투표하세요: 버튼은 준비된 행성의 영향력을 모두 씁니다. 또는 `/play action:"vote <outcome> with <planets>"`로 쓰거나 기권하세요.
ti4-choice-vote = { $outcome } ({ $votes })
ti4-choice-abstain = 기권
ti4-log-abstain = { $player } 님이 기권합니다.
ti4-log-vote = { $player } 님이 { $outcome }에 { $votes }표를 던집니다.
ti4-bad-outcome = “{ $outcome }”{ JOSA($outcome, "은") } 이 안건의 결과가 아닙니다. 가능한 결과: { $outcomes }.
ti4-not-voting-now = 지금은 투표 중이 아닙니다.
ti4-log-tie = 투표가 동점입니다 (또는 아무도 투표하지 않았습니다): 의장 { $speaker } 님이 결정합니다.
ti4-ask-speaker-decides = 의장으로서 결과를 결정하세요 (투표가 아닙니다).
ti4-choice-decide = { $outcome }
ti4-not-speaker-choice = 동점인 안건은 투표 뒤에 의장만 결정합니다.
ti4-log-outcome = { $agenda }: 결과는 { $outcome }입니다.
ti4-log-law-in-play = { $agenda }{ JOSA($agenda, "은") } 이제 시행 중인 법규입니다.
ti4-log-agenda-effect-by-hand = 이 안건의 효과는 아직 자동화되지 않았습니다: `/game adjust`로 적용하세요.
ti4-log-agenda-discarded = { $agenda }{ JOSA($agenda, "은") } 선출할 대상이 없어 버려집니다.
ti4-log-agenda-phase-ends = 모든 행성을 준비합니다. 안건 단계가 끝납니다.
ti4-vote-help = `vote <outcome>`(가결, 부결, 플레이어의 세력, 행성…)을 쓰세요. 모든 행성으로 투표하지 않으면 `with <planets>`를 붙이고, 기권은 `vote abstain`입니다.

## Action cards (§38)
ti4-log-draw-action = { $player } 님이 액션 카드 { $count }장을 뽑습니다.
ti4-log-draw-action-private = 뽑은 카드: { $cards }.
ti4-log-action-deck-empty = 액션 카드 덱과 버린 카드 더미가 비었습니다: 뽑지 않습니다.
ti4-ask-discard = 액션 카드가 7장을 넘습니다: { $count }장을 버리세요.
ti4-choice-discard = { $card } 버리기
ti4-not-over-limit = 손에 든 액션 카드가 제한인 7장 이내입니다.
ti4-card-not-in-hand = { $card }{ JOSA($card, "은") } 손에 없습니다.
ti4-log-discard = { $player } 님이 { $card }{ JOSA($card, "을") } 버립니다 (손 제한).
ti4-choice-secondary-politics = 액션 카드 2장 뽑기
ti4-hand-action-cards = 내 액션 카드 ({ $count }장):
ti4-hand-action-card = • { $name } — { $window }: { $text }
ti4-log-eliminated = { $player } 님은 지상군, 생산 능력, 행성이 하나도 남지 않아 탈락합니다 (§78). 유닛은 게임판에서 제거되고 비밀 목적은 덱으로 돌아갑니다.

## Promissory notes (§67)
ti4-ask-offer-notes = { $from } 님이 무역품 { $give_tg }개, 원자재 { $give_comm }개, 조약 “{ $give_note }”{ JOSA($give_note, "을") } 주고 무역품 { $get_tg }개, 원자재 { $get_comm }개, 조약 “{ $get_note }”{ JOSA($get_note, "을") } 받자고 제안합니다.
ti4-log-offer-with-note = { $from } 님이 { $to } 님에게 조약이 포함된 거래를 제안합니다 (어떤 조약인지는 두 사람만 봅니다).
ti4-log-note-given = { $player } 님에게 조약 “{ $note }”{ JOSA($note, "을") } 줍니다.
ti4-log-note-received = { $player } 님이 조약 “{ $note }”{ JOSA($note, "을") } 주었습니다.
ti4-log-note-play-area = { $player } 님이 { $note }{ JOSA($note, "을") } 자신의 플레이 영역에 앞면으로 놓습니다.
ti4-log-throne-returned = { $player } 님이 { $owner } 님의 유닛이 있는 성계를 활성화합니다: 왕좌 지원이 { $owner } 님에게 돌아가고 { $player } 님은 승점 1점을 잃습니다.
ti4-unknown-note = “{ $note }”{ JOSA($note, "은") } 제가 아는 조약이 아닙니다.
ti4-hand-notes = 내 조약 ({ $count }장):
ti4-hand-note = • { $name } ({ $owner } 님의 조약): { $text }
ti4-no-home-dock = 고향 성계에 우주 항만이 없습니다.
ti4-log-agenda-look = 안건 덱 맨 위: { $agendas }.
ti4-log-agenda-look-public = { $player } 님이 안건 덱 맨 위 카드 2장을 봅니다.
ti4-ask-arrange = 본 안건 2장을 되돌려 놓으세요: 맨 위(순서 자유) 또는 맨 아래.
ti4-choice-arrange-keep = 둘 다 맨 위에, 그대로
ti4-choice-arrange-swap = 둘 다 맨 위에, 순서 바꿔서
ti4-choice-arrange-first-bottom = 첫 번째를 맨 아래로
ti4-choice-arrange-second-bottom = 두 번째를 맨 아래로
ti4-choice-arrange-both-bottom = 둘 다 맨 아래로
ti4-arrange-help = `primary arrange keep`, `swap`, `first-bottom`, `second-bottom`, `both-bottom` 중 하나를 쓰세요.
ti4-log-agenda-arranged = { $player } 님이 안건 { $top }장을 덱 맨 위에, { $bottom }장을 맨 아래에 놓습니다.

## Playing action cards (§38) and reaction windows
ti4-ask-reaction = { $player } 님이 { $card }{ JOSA($card, "을") } 사용합니다. 그대로 두시겠습니까, 방해공작으로 취소하시겠습니까?
ti4-choice-no-reaction = 그대로 두기
ti4-choice-sabotage = 방해공작 사용
ti4-card-by-adjustment = { $card }{ JOSA($card, "은") } 아직 봇으로 사용할 수 없습니다: 테이블에 알리고 효과는 `/game adjust`로 적용하세요.
ti4-card-not-now = { $card }{ JOSA($card, "은") } 지금 사용할 수 없습니다. 사용 시점: { $when }
ti4-card-empty-hand = 그 플레이어에게는 액션 카드가 없습니다.
ti4-card-home-planet = 그 행성은 고향 성계에 있습니다.
ti4-card-home-system = 그 성계는 고향 성계입니다.
ti4-card-lucky-shot-unit = 우연한 적중은 드레드노트, 순양함, 구축함 중 하나를 파괴합니다.
ti4-card-needs-bombardment = 그 성계에 폭격 능력이 있는 유닛이 필요합니다.
ti4-card-needs-cruiser = 활성 성계에 순양함이 필요합니다.
ti4-card-needs-other-player = 아직 게임에 남아 있는 다른 플레이어를 고르세요.
ti4-card-needs-trade-goods = 무역품 4개가 필요합니다.
ti4-card-needs-wormhole = 고향 성계가 아니고 웜홀이 있는 성계를 고르세요.
ti4-card-needs-your-planet = 당신이 점령한 행성이 있는 성계를 고르세요.
ti4-card-needs-your-ships = 당신의 함선이 1척 이상 있는 성계를 고르세요.
ti4-card-no-pds = 그 행성에는 PDS가 없습니다.
ti4-card-no-reinforcements = 증원부대에 그런 유닛이나 토큰이 남아 있지 않습니다.
ti4-card-no-space-dock = 그 행성에는 우주 항만이 없습니다.
ti4-card-no-such-law = 그 법규는 시행 중이 아닙니다.
ti4-card-no-such-ship = 그 플레이어는 그 성계에 그런 함선이 없습니다.
ti4-card-no-tactic-token = 그 플레이어의 전술 물자에 지휘 토큰이 없습니다.
ti4-card-no-token-there = 그 성계에 당신의 지휘 토큰이 없습니다.
ti4-card-not-hazardous = 위험 행성을 고르세요.
ti4-card-not-in-reach = 당신의 유닛이 있는 성계나 그에 인접한 성계를 고르세요.
ti4-card-not-others-planet = 다른 플레이어가 점령한 행성을 고르세요.
ti4-card-not-your-planet = 당신이 점령한 행성을 고르세요.
ti4-card-others-ships = 그 성계에 다른 플레이어의 함선이 있습니다.
ti4-card-planet-exhausted = 그 행성은 이미 소모되었습니다.
ti4-card-planet-off-board = 그 행성은 게임판에 없습니다.
ti4-card-token-already-there = 그 플레이어는 이미 그 성계에 지휘 토큰이 있습니다.
ti4-log-card-played = { $player } 님이 { $card }{ JOSA($card, "을") } 사용합니다: { $text }
ti4-log-card-played-at = { $player } 님이 { $card }{ JOSA($card, "을") } 사용합니다 ({ $target }): { $text }
ti4-log-no-reaction = { $player } 님이 그대로 둡니다.
ti4-log-sabotaged = { $player } 님이 방해공작을 사용합니다: { $card }{ JOSA($card, "이") } 취소됩니다.
ti4-log-window-expired = 시간이 다 되었습니다: { $players } 님이 반응하지 않아 카드가 그대로 해결됩니다.
ti4-log-card-fizzles = { $card }{ JOSA($card, "은") } 효과가 없습니다: { $reason }
ti4-log-card-cancels-hits = { $player } 님이 타격 { $count }개를 취소합니다.
ti4-log-card-destroyed = { $player } 님이 { $planet }의 { $unit }{ JOSA($unit, "을") } 파괴합니다.
ti4-log-card-exhausted = { $player } 님이 행성 { $count }개를 소모합니다.
ti4-log-card-flank-speed = 이번 전술 액션 동안 { $player } 님의 함선은 이동이 1 늘어납니다.
ti4-log-card-gains-tg = { $player } 님이 무역품 { $tg }개를 얻습니다.
ti4-log-card-infantry = { $player } 님이 보병 { $count }개를 놓습니다.
ti4-log-card-infantry-lost = { $planet }의 보병 { $count }개가 파괴됩니다.
ti4-log-card-insubordination = { $other } 님이 전술 물자의 지휘 토큰 1개를 잃습니다.
ti4-log-card-lucky-shot = { $player } 님이 { $other } 님의 { $unit }{ JOSA($unit, "을") } 파괴합니다.
ti4-log-card-placed = { $player } 님이 { $tile } 성계에 { $unit }{ JOSA($unit, "을") } 놓습니다.
ti4-log-card-readied = { $player } 님이 행성 { $count }개를 준비합니다.
ti4-log-card-repaired = { $player } 님이 유닛 { $count }개를 수리합니다.
ti4-log-card-repeal = { $player } 님이 법규 { $law }{ JOSA($law, "을") } 버립니다.
ti4-log-card-roll-bonus = { $player } 님의 { $card }{ JOSA($card, "이") } 이번 라운드의 굴림을 수정합니다.
ti4-log-card-signal-jamming = { $player } 님이 { $tile } 성계에 { $other } 님의 지휘 토큰을 놓습니다.
ti4-log-card-spy = { $player } 님이 { $other } 님의 액션 카드 1장을 무작위로 가져갑니다.
ti4-log-card-spy-private = { $card }{ JOSA($card, "을") } 가져왔습니다.
ti4-log-card-spy-lost = 손에서 { $card }{ JOSA($card, "을") } 빼앗겼습니다.
ti4-log-card-token-back = { $player } 님이 { $tile } 성계에서 자신의 지휘 토큰을 되가져옵니다.
ti4-log-card-tokens = { $player } 님이 지휘 토큰을 얻습니다: { $pools }.
ti4-log-card-upgrade = { $player } 님이 순양함 하나를 드레드노트로 바꿉니다.
ti4-log-dice = 주사위: { $dice }.
ti4-no-window = 답을 기다리는 창이 없습니다.
ti4-not-awaited-window = 이미 답했거나, 이 카드는 당신의 카드입니다.
ti4-play-help = { $card }{ JOSA($card, "은") } `play { $card } { $args }`로 사용합니다.
ti4-play-usage = `play <card> <targets>`로 쓰세요. 예: `play mining_initiative mecatol_rex`. `/hand`에 카드 목록이 있습니다.
ti4-reaction-help = `react pass`로 답하거나, 방해공작이 있으면 `react sabotage`로 답하세요.
ti4-sabotage-is-a-reaction = 방해공작은 다른 플레이어의 카드에 대해, 요청을 받았을 때 `react sabotage`로 사용합니다.
ti4-unknown-action-card = "{ $card }"(이)라는 액션 카드는 없습니다.
ti4-window-open = { $card }{ JOSA($card, "이") } { $players } 님의 반응을 기다리고 있습니다: 그것이 먼저입니다.
ti4-hand-playable = 지금 { $card }{ JOSA($card, "을") } 사용할 수 있습니다: `/play action:"{ $notation }"`

## Promissory notes played (§67)
ti4-note-not-held = { $owner } 님의 { $note }{ JOSA($note, "을") } 가지고 있지 않습니다.
ti4-note-by-adjustment = { $note }{ JOSA($note, "은") } 아직 봇으로 사용할 수 없습니다: 테이블에 알리고 효과는 `/game adjust`로 적용하세요.
ti4-note-not-now = { $note }{ JOSA($note, "은") } 지금 사용할 수 없습니다. 사용 시점: { $when }
ti4-note-help = { $note }{ JOSA($note, "은") } `note <note> <owner> { $args }`로 사용합니다.
ti4-note-usage = `note <note> <owner> [targets]`로 쓰세요. 예: `note ceasefire letnev`. `/hand`에 당신의 조약과 원래 주인이 나옵니다.
ti4-ceasefire = 휴전 때문에 이 성계로 유닛을 이동할 수 없습니다: 아무것도 이동하지 마세요.
ti4-stymied = 방해: 그 플레이어의 유닛이 있는 고향 외 성계나 그에 인접한 성계에서는 생산할 수 없습니다.
ti4-log-note-ceasefire = { $player } 님이 { $owner } 님의 휴전을 사용합니다: { $owner } 님은 활성 성계로 유닛을 이동할 수 없습니다.
ti4-log-note-political-secret = { $player } 님이 { $owner } 님의 정치적 기밀을 사용합니다: { $owner } 님은 이 안건에 투표할 수 없습니다.
ti4-log-note-gashlai = { $player } 님이 { $owner } 님의 가슐라이의 불길을 사용합니다: { $owner } 님은 함대 토큰 1개를 잃고 { $player } 님은 전쟁 태양을 얻습니다.
ti4-log-note-military-support = { $player } 님이 { $owner } 님의 군사 지원을 사용하여 보병 { $count }개를 놓습니다.
ti4-log-note-cybernetic = { $player } 님이 { $owner } 님의 인공두뇌 강화를 사용하여 전략 토큰 1개를 얻습니다.
ti4-log-note-trade-agreement = { $player } 님이 { $owner } 님의 무역 협정을 사용합니다: 원자재 { $count }개가 { $player } 님의 무역품이 됩니다.
ti4-log-note-returned = { $player } 님이 { $owner } 님의 { $note }{ JOSA($note, "을") } 돌려줍니다.
ti4-log-dacxive = 댁시브 활성기: { $player } 님이 행성에 보병 1개를 추가합니다.
ti4-log-assault-cannon = 돌격포: { $other } 님이 { $player } 님 때문에 { $unit }{ JOSA($unit, "을") } 파괴합니다.
ti4-log-duranium = 듀라늄 장갑: { $player } 님이 { $unit }{ JOSA($unit, "을") } 수리합니다.
ti4-card-no-such-outcome = 다음 결과 중 하나를 예측하세요: { $outcomes }.
ti4-log-card-veto = { $player } 님이 안건에 거부권을 행사합니다: 안건은 버려지고 다음 안건이 공개됩니다.
ti4-log-card-rider = { $player } 님이 "{ $outcome }"{ JOSA($outcome, "을") } 예측하며, 이 안건에는 투표하지 않습니다.
ti4-log-card-assassinate = { $other } 님은 이 안건에 투표할 수 없습니다.
ti4-log-card-councilor = { $player } 님이 자신이 투표한 결과에 5표를 더합니다.
ti4-log-rider-wins = { $player } 님의 { $card }{ JOSA($card, "이") } 적중했습니다.
ti4-log-second-action = 함대 병참: { $player } 님은 이번 차례에 두 번째 액션을 하거나 차례를 끝낼 수 있습니다.
ti4-choice-end-turn = 차례 끝내기
ti4-no-turn-to-end = 이번 차례에 아직 액션을 하지 않았습니다.
ti4-end-turn-instead = 이번 차례에 이미 액션을 했습니다: 차례를 끝내고 (`end turn`) 다음 차례에 넘기세요.
ti4-adjust-component-help = 구성 요소: `<player> note <±1> <note> <owner>`, `<player> card +1 [card]` (덱에서; 이름을 적으면 덱이나 버림 더미에서), `<player> card -1 <card>` (버림 더미로), `<player> tech <±1> <technology>`, `<player> planet <±1> <planet>`.
ti4-adjust-component-unknown = 해당 구성 요소가 없습니다: { $id }.
ti4-adjust-component-none-left = 행동 카드 덱이 비었습니다.
ti4-adjust-component-already = 바꿀 것이 없습니다: { $id }.
ti4-adjust-an-action-card = 행동 카드 1장
ti4-log-adjust-component = { $by } 님의 조정 — { $player }: { $what } { $delta }.
ti4-log-adjust-card-private = 조정: 손의 { $card } { $delta }.
ti4-adjust-a-note = 약속 어음 1장
ti4-ship-hits = 이 타격 중 { $count }개는 L1Z1X 기함 또는 드레드노트의 것이므로 전투기가 아닌 함선에 할당해야 합니다.
ti4-log-flagship-wipe = { $unit }{ JOSA($unit, "이") } 파괴되어 그 성계의 모든 함선이 함께 파괴됩니다 (손실: { $lost }).
ti4-log-round-repair = 전투 라운드가 시작될 때 { $player } 님이 { $unit }{ JOSA($unit, "을") } 수리합니다.
ti4-help-setup = 준비: 비밀 목적 두 장 중 한 장을 남깁니다(선택은 DM으로 받습니다). 위누는 시작 기술을 고릅니다.
ti4-help-strategy = 전략 단계: 대변인부터 차례로 버튼을 눌러 전략 카드를 고릅니다. 카드 번호가 주도권입니다: 번호가 낮을수록 액션 단계에서 먼저 행동합니다.
ti4-help-action = 액션 단계: 자기 차례에 액션 하나를 합니다 — 전술 액션(성계를 활성화하고 이동, 전투, 상륙, 생산), 전략 액션(자기 전략 카드의 주 능력; 다른 플레이어는 보조 능력 사용 가능), 또는 구성 요소 액션("액션"이라고 적힌 카드나 능력). 전략 카드를 사용한 뒤에는 통과할 수 있고, 모두 통과하면 라운드가 끝납니다.
ti4-help-tactical = 전술 액션이 진행 중입니다: 이동, 우주포 사격, 우주 전투, 침공(폭격, 상륙, 지상 전투), 생산 순서이며, 해당하는 단계마다 버튼이 제시됩니다.
ti4-help-status = 정비 단계: 공개 목적와 비밀 목적를 각각 하나까지 달성하고, 다음 공개 목적를 공개하고, 액션 카드를 뽑고, 명령 토큰을 얻어 배치한 다음 카드를 준비하고 유닛을 수리하고 전략 카드를 반납합니다.
ti4-help-agenda = 안건 단계: 안건 두 개를 차례로 투표합니다. 행성을 소진해 영향력으로 투표하거나 기권합니다. 동률은 대변인이 정합니다.

## 정비 단계 목적 달성, 동시에 선택 (§64.1)
ti4-score-finished = 이번 정비 단계의 목적 달성을 이미 마쳤습니다.
ti4-log-score-early = 기록했습니다: 주도권 순서로 차례가 오면 { $objective }{ JOSA($objective, "을") } 달성합니다. 그때까지 다른 사람은 모릅니다.
ti4-log-score-early-done = 기록했습니다: 선택을 마쳤습니다. 선택은 주도권 순서로 차례가 오면 적용됩니다.
ti4-log-score-early-failed = 차례가 왔을 때 { $objective } 달성을 적용할 수 없었습니다: { $reason } 다시 선택하세요.
## Tactical actions built with buttons (rules/draft.rs)
ti4-log-produce-paid = { $player } 님이 { $units }{ JOSA($units, "을") } 생산합니다 (비용 { $cost }, 지불 { $paid }: { $with }).
ti4-system-label = { $tile } { $name }
ti4-system-empty = 빈 우주
ti4-choice-activate = 전술 행동: { $system }
ti4-choice-draft-add-from = { $tile }에서 { $unit } +1
ti4-choice-draft-remove-from = { $tile }에서 { $unit } -1
ti4-choice-draft-move = 이동
ti4-choice-draft-clear = 초기화
ti4-draft-group = { $tile }에서 { $units }
ti4-ask-move-draft = { $tile } 성계로 이동 중: { $units }. 유닛을 더하거나 빼고 이동을 누르세요.
ti4-choice-land-one = { $planet }에 1기 상륙
ti4-choice-land-all = { $planet }에 { $count }기 모두 상륙
ti4-choice-draft-invade = 침공
ti4-draft-landing = { $planet }에 { $count }기
ti4-ask-invade-draft = 상륙: { $landing }. 지상군을 더한 뒤 침공을 누르세요.
ti4-choice-draft-add = { $unit } +1
ti4-choice-draft-remove = { $unit } -1
ti4-choice-draft-produce = 생산 ({ $paid } 지불)
ti4-choice-draft-choose-payment = 지불 방법 고르기
ti4-choice-draft-produce-paid = 생산
ti4-choice-pay-planet = { $planet } 소진 (자원 { $resources })
ti4-choice-pay-tg = 무역품 1개 사용
ti4-choice-draft-back = 뒤로
ti4-ask-produce-draft = { $units } 생산 중 (비용 { $cost }). 유닛을 더하거나 뺀 뒤 생산하세요.
ti4-draft-help = 버튼으로 만드는 단계: `draft +<unit> <tile>`, `draft -<unit> <tile>`, `draft +<unit>`, `draft land [all] <planet>`, `draft pay [<planet>|tg]`, `draft back`, `draft clear`.
ti4-draft-empty = 아직 고른 것이 없습니다.
ti4-draft-none-to-remove = 그 유닛은 고르지 않았습니다.
ti4-draft-no-ground-forces = 우주에 상륙할 지상군이 남아 있지 않습니다.
ti4-draft-paying-not-now = 유닛을 바꾸려면 지불에서 뒤로 가세요.
ti4-draft-cannot-pay = 그 비용을 지불할 수 없습니다.
ti4-draft-pay-not-now = 지금은 지불 방법을 고를 수 없습니다.
ti4-draft-paid-enough = 이미 비용을 충분히 지불했습니다.
ti4-wrong-step-draft = 이 단계에서는 버튼으로 고를 것이 없습니다.
ti4-wrong-step-draft-move = 이동 단계에서는 이동할 유닛을 고르세요 (`draft +<unit> <tile>`).
ti4-wrong-step-draft-invade = 침공 단계에서는 상륙할 곳을 고르세요 (`draft land <planet>`).
ti4-wrong-step-draft-produce = 생산 단계에서는 생산할 유닛을 고르세요 (`draft +<unit>`).
ti4-payment-nothing = 없음
ti4-payment-tg = 무역품 { $tg }개
ti4-payment-both = { $planets } + 무역품 { $tg }개
ti4-ask-produce-paying = { $units } 지불 중 (비용 { $cost }): 지금까지 { $paid }, 가치 { $worth }. 소진할 행성이나 사용할 무역품을 고른 뒤 생산하세요.
ti4-choice-draft-invade-custodians = 침공 (관리자 토큰 제거에 { $paid } 지불)
ti4-units-n = { $kind ->
        [war_sun] { ti4-unitkind-war_sun } { $count }척
        [dreadnought] { ti4-unitkind-dreadnought } { $count }척
        [cruiser] { ti4-unitkind-cruiser } { $count }척
        [carrier] { ti4-unitkind-carrier } { $count }척
        [destroyer] { ti4-unitkind-destroyer } { $count }척
        [fighter] { ti4-unitkind-fighter } { $count }기
        [infantry] { ti4-unitkind-infantry } { $count }기
        [pds] { ti4-unitkind-pds } { $count }기
        [space_dock] { ti4-unitkind-space_dock } { $count }개
        [flagship] { ti4-unitkind-flagship } { $count }척
       *[other] { $kind } { $count }
    }
