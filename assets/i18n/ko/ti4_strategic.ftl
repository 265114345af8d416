# 전략 카드의 주 능력과 부가 능력 버튼 (rules/strategic.rs).
ti4-choice-primary-nothing = 할 수 있는 것이 없음: 주 능력 건너뛰기
ti4-choice-ready-none = 준비할 행성 없음
ti4-choice-ready-one = { $planet } 준비
ti4-choice-ready-two = { $first }, { $second } 준비
ti4-choice-diplomacy = { $system }: { $ready }
ti4-choice-construct = { $planet }에 { $unit ->
    [dock] 우주 항만
   *[pds] PDS
}
ti4-choice-warfare-system = { $system }에서 토큰 가져오기
ti4-choice-token-split = 전술 { $tactic } · 함대 { $fleet } · 전략 { $strategy }
ti4-choice-tokens-paid = 전술 +{ $tactic } 함대 +{ $fleet } 전략 +{ $strategy } (지불: { $paid })
ti4-choice-research-second = { $tech }도 개발 (지불: { $paid })
ti4-choice-no-second-research = 두 번째 기술 없음
ti4-choice-no-second-pds = 두 번째 PDS 없음
ti4-choice-primary-back = 뒤로
ti4-ask-primary-4-second = 건설: 점령한 행성에 두 번째 PDS를 놓거나 놓지 않습니다.
ti4-ask-primary-6-second = 전쟁: 가져온 토큰을 포함해 지휘 토큰을 모두 다시 배치합니다.
ti4-ask-primary-7-second = 기술: 자원 6으로 두 번째 기술을 개발하거나 하지 않습니다.
ti4-ask-secondary-6-draft = 전쟁 부가 능력: { $draft }
