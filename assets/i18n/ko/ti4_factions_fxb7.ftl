# TI4 faction abilities completed in session 7 (helper fxb).
ti4-fx-ask-datahub = 전략 단계가 끝납니다: { $tech } — 전략 토큰 1개를 쓰고 교역품 3개를 주어 전략 카드를 맞바꿀까요?
ti4-fx-choice-datahub = { $other } 님과: 내 { $mine }{ JOSA($mine, "와") } 상대의 { $theirs }
ti4-fx-choice-research-waived = { $tech } 개발 ({ $waiver } 소진: 선행 조건 무시, 자원 { $extra } 추가)
ti4-fx-choice-research-waived-paid = { $tech } 개발 ({ $waiver } 소진: 선행 조건 무시; 지불: { $paid }, { $extra } 추가 포함)
ti4-fx-choice-splicer-at = { $unit }에 타격 1개 만들기
ti4-fx-log-splicer-at = 차원 접합기: { $player } 님이 { $other } 님의 { $unit }에 타격 1개를 만듭니다.
ti4-fx-splicer-aimed = 타격 1개는 { $unit }에 겨누어졌습니다: 그 유닛에 배정하세요(피해 흡수는 쓸 수 있습니다).
ti4-fx-splicer-help = `use dimensional_splicer <함선 종류>`(이곳에 있는 상대 함선 종류) 또는 `use none`을 쓰세요.
ti4-fx-ask-after-tactical = 전술 행동이 끝났습니다: { $ability } — 차례가 끝나기 전에 쓸까요?
ti4-fx-choice-reclamation = 메카톨 렉스에 PDS 1개와 우주 정거장 1개 놓기
ti4-fx-reclamation-not-now = 재건은 메카톨 렉스를 통제하고 증원군에 PDS나 우주 정거장이 있어야 쓸 수 있습니다.
ti4-fx-choice-use-at = { $ability }: { $target }
ti4-fx-log-chaos-mapping = 혼란에 빠진 추적: { $player } 님이 차례를 시작하며 생산합니다. { $production }
ti4-fx-chaos-mapping-help = `use chaos_mapping <타일> <유닛> [pay <행성들>] [tg <n>]`을 쓰세요: 생산 능력이 있는 내 유닛이 있는 성계에 유닛 1개.
ti4-fx-chaos-mapping-not-now = 혼란에 빠진 추적은 내 차례를 시작할 때 한 번만 생산합니다.
