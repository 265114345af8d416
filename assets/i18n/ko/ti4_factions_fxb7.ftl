# TI4 faction abilities completed in session 7 (helper fxb).
ti4-fx-ask-datahub = 전략 단계가 끝납니다: { $tech } — 전략 토큰 1개를 쓰고 교역품 3개를 주어 전략 카드를 맞바꿀까요?
ti4-fx-choice-datahub = { $other } 님과: 내 { $mine }{ JOSA($mine, "와") } 상대의 { $theirs }
ti4-fx-choice-research-waived = { $tech } 개발 ({ $waiver } 소진: 선행 조건 무시, 자원 { $extra } 추가)
ti4-fx-choice-research-waived-paid = { $tech } 개발 ({ $waiver } 소진: 선행 조건 무시; 지불: { $paid }, { $extra } 추가 포함)
