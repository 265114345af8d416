# 보상에서 선택이 남는 기수 카드 (§35.22; rules/riders.rs).
ti4-rider-ask-tokens = 통솔력의 기수로 증원부대에서 지휘 토큰 { $count }개를 얻습니다: 어느 물자에 놓겠습니까?
ti4-rider-ask-dock = 건설의 기수로 증원부대의 우주 항만 1개를 당신이 점령한 행성에 놓습니다: 어느 행성입니까?
ti4-rider-ask-dreadnought = 전쟁의 기수로 증원부대의 드레드노트 1척을 당신의 함선이 1척 이상 있는 성계에 놓습니다: 어느 성계입니까?
ti4-rider-ask-system = 외교의 기수로 다른 모든 플레이어가 증원부대의 지휘 토큰을 당신이 점령한 행성이 있는 성계에 놓습니다: 어느 성계입니까?
ti4-rider-choice-system = { $place } ({ $tile }번 타일)
ti4-rider-choice-tile = { $tile }번 타일
ti4-rider-bad-tokens = “{ $choice }”{ JOSA($choice, "으로") }는 새 지휘 토큰 { $count }개를 배치할 수 없습니다: 합이 { $count }인 세 숫자로 `agenda-choice tokens <tactic> <fleet> <strategy>`를 쓰세요 (예: `agenda-choice tokens { $count } 0 0`).
ti4-rider-bad-dock = “{ $choice }”{ JOSA($choice, "은") } 우주 항만을 놓을 수 있는, 당신이 점령한 행성이 아닙니다 (행성당 항만 1개): { $planets } 중 하나로 `agenda-choice dock <planet>`을 쓰세요.
ti4-rider-bad-dreadnought = “{ $choice }”{ JOSA($choice, "은") } 당신의 함선이 있는 성계가 아닙니다: 타일 { $tiles } 중 하나로 `agenda-choice dreadnought <tile>`을 쓰세요.
ti4-rider-bad-system = “{ $choice }”{ JOSA($choice, "은") } 당신이 점령한 행성이 있는 성계가 아닙니다: 타일 { $tiles } 중 하나로 `agenda-choice system <tile>`을 쓰세요.
ti4-rider-bad-skip = 기수로 더 놓을 것이 없습니다: `agenda-choice skip`을 쓰세요 (“{ $choice }”{ JOSA($choice, "은") } 받지 않습니다).
ti4-rider-log-nothing = { $player } 님의 { $card }{ JOSA($card, "으로") } 놓을 것이 없습니다: 보상 없음.
ti4-rider-log-token-placed = { $player } 님이 증원부대의 지휘 토큰을 { $place }에 놓습니다.
ti4-rider-choice-nothing-left = 더 놓을 것이 없음
