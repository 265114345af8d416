# 반응 창 (rules/window.rs): 누가, 어떤 순서로 답할 수 있고, 언제 닫히는지.

## What a window is about
ti4-moment-card = { $player } 님의 { $card }
ti4-moment-agenda = { $agenda } 공개 (안건이 공개될 때와 공개된 후의 카드와 약속 어음)
ti4-moment-votes = 투표 종료 (의장이 투표한 후의 카드)
ti4-moment-elected = { $player } 님의 선출 (플레이어가 선출된 후의 카드)
ti4-moment-activated = { $player } 님의 활성화
ti4-moment-secondary = { $card }의 부가 능력
ti4-moment-timing = "{ $timing }" 시점

## Prompts and buttons
ti4-ask-window = 창이 열렸습니다: { $moment }. 맞는 카드나 조약을 사용하거나, 넘기세요.
ti4-choice-window-pass = 넘기기
ti4-choice-play-card = { $card } 사용: { $target }
ti4-choice-play-card-plain = { $card } 사용
ti4-choice-play-note = { $owner } 님의 { $note } 사용
ti4-choice-minister-of-peace = 평화 주재자 버리기: 이 차례 끝내기

## Log
ti4-log-window-open = { $moment }에 대한 창이 열렸습니다: { $players } 님에게 묻습니다 (답은 이 순서로 적용됩니다).
ti4-log-window-pass = { $player } 님이 넘깁니다.
ti4-log-window-answered = { $player } 님이 답했습니다. 차례가 되면 적용됩니다.
ti4-log-window-auto-pass = 묻지 않고 넘김: { $players }.
ti4-log-moment-expired = { $moment }의 시간이 다 되었습니다: { $players } 님이 답하지 않아 넘깁니다.
ti4-log-answer-waits = 당신의 답은 비공개로 보관되며, 다음 플레이어들이 답한 뒤 적용됩니다: { $players }.
ti4-log-answer-failed = 차례가 온 지금 당신의 답 `{ $answer }`{ JOSA($answer, "은") } 더 이상 통하지 않습니다: { $reason } 다시 묻습니다.
ti4-log-answer-dropped = 당신의 답 `{ $answer }`{ JOSA($answer, "은") } 쓰이지 않았습니다: 차례가 오기 전에 창이 닫혔습니다 (안건이 바뀌었습니다).
ti4-log-voting-begins = 의장의 왼쪽부터 투표를 시작합니다. 의장은 마지막에 투표합니다.
ti4-log-reactions = { $player } 님은 이제 { $auto ->
    [1] 가진 것 중 맞는 것이 없는 창에서 자동으로 넘깁니다
    [2] 모든 창에서 질문을 받고, 답할 때까지 기다립니다
   *[0] 모든 창에서 질문을 받습니다 (맞는 것이 없으면 잠시 후 넘깁니다)
}.
ti4-log-card-bribery = { $player } 님이 무역품 { $tg }개를 써서 그만큼 표를 얻습니다.
ti4-log-card-confusing-legal-text = { $player } 님이 모호한 법 조항을 사용합니다: 대신 { $other } 님이 선출됩니다.
ti4-log-note-political-favor = { $player } 님이 { $owner } 님의 정치적 지지를 사용합니다: 안건이 버려지고 대신 다음 안건이 공개됩니다.
ti4-log-minister-of-peace = { $player } 님이 평화 주재자를 버립니다: { $active } 님의 차례가 지금 끝납니다.

## Refusals
ti4-window-open-moment = { $moment }에 대한 창이 열려 { $players } 님을 기다리고 있습니다: 그것이 먼저입니다.
ti4-not-awaited-moment = 이 창은 당신을 기다리고 있지 않습니다: 이미 답했거나 질문 대상이 아닙니다.
ti4-window-pass-help = `react pass`로 답하거나, 이 시점에 맞는 카드나 조약을 사용하세요 (버튼에 나옵니다).
ti4-reactions-help = `reactions auto`(가진 것 중 맞는 것이 없으면 바로 넘김), `reactions ask`(질문받기, 맞는 것이 없으면 잠시 후 넘김) 또는 `reactions wait`(질문받고 답할 때까지 기다림)를 쓰세요.
ti4-reactions-unchanged = 반응 설정이 이미 { $auto ->
    [1] 자동
    [2] 대기
   *[0] 질문
}입니다.
ti4-card-bribery-trade-goods = 쓸 무역품 수를 쓰세요: 최소 1개, 최대 가진 { $tg }개.
ti4-note-owner-no-strategy-token = { $owner } 님의 전략 물자에 정치적 지지로 제거할 토큰이 없습니다.

## Standing orders (rules/orders.rs)
ti4-log-orders = { $player } 님의 상시 명령: { $fight ->
    [1] 모든 전투를 끝까지 싸우고 후퇴 질문을 받지 않습니다
   *[0] 후퇴 질문을 받습니다
}; { $hits ->
    [1] 자기 유닛에 대한 명중은 기본 규칙으로 바로 배정됩니다
   *[0] 명중 배정 질문을 받습니다
}.
ti4-orders-help = `orders fight on`(후퇴 질문 없이 끝까지 싸움) 또는 `orders fight off`, `orders hits auto`(자기 유닛에 대한 명중을 기본 규칙으로 배정: 피해 흡수 먼저, 그다음 가장 싼 유닛) 또는 `orders hits ask`를 쓰세요. 둘을 한 줄에 쓰거나 `orders none`으로 모두 끌 수도 있습니다.
ti4-orders-unchanged = 상시 명령이 이미 이렇습니다: 끝까지 싸우기 { $fight ->
    [1] 켬
   *[0] 끔
}, 명중 배정 { $hits ->
    [1] 자동
   *[0] 질문
}.
ti4-orders-now = 당신의 상시 명령: 끝까지 싸우기 { $fight ->
    [1] 켬
   *[0] 끔
}, 명중 배정 { $hits ->
    [1] 자동
   *[0] 질문
}, 반응 { $reactions ->
    [1] 자동
    [2] 대기
   *[0] 질문
}. `/play orders fight on|off`, `/play orders hits auto|ask`, `/play reactions auto|ask|wait`로 바꿀 수 있습니다 (모두에게 공개되며, 가진 것은 드러나지 않습니다).
ti4-order-fight = 끝까지 싸우기
ti4-order-hits = 명중 자동 배정
ti4-order-reactions = 반응 창 자동 넘기기
