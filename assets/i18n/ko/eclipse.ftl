# 이클립스 (1판): 전투함 이름과 설계도 문제. 용어: 한국어 규칙서(seed 001).

eclipse-ship-interceptor = 요격기
eclipse-ship-cruiser = 순양함
eclipse-ship-dreadnought = 전함
eclipse-ship-starbase = 우주 기지
eclipse-layout-slots = { $ship } 설계도에는 칸이 { $slots }개인데 부품 { $parts }개가 주어졌습니다.
eclipse-layout-energy = { $ship } 설계도는 생산하는 에너지보다 { $missing }만큼 더 씁니다.
eclipse-layout-no-drive = { $ship } 설계도에는 추진기가 하나 이상 필요합니다.
eclipse-layout-starbase-drive = 우주 기지에는 추진기를 달 수 없습니다.
eclipse-layout-needs-tech = { $part }에는 { $tech } 기술이 필요합니다.

# 전투 승률 계산기 (이클립스): 함대 읽기.

eclipse-odds-empty = 전투함이 없습니다. 전투함을 쉼표로 구분해 쓰세요. 예: “2 interceptor, cruiser[ion, ion, hull, electron, drive1, source1]”.
eclipse-odds-brackets = “{ $text }”의 괄호가 맞지 않습니다: 전투함 이름 바로 뒤에 [ ] 안에 부품 목록 하나를 쓰세요.
eclipse-odds-bad-count = “{ $item }”{ JOSA($item, "은") } 0부터 { $max }까지의 전투함 수로 시작하지 않습니다.
eclipse-odds-missing-name = “{ $item }”에는 수는 있지만 전투함 이름이 없습니다. “N 전투함”으로 쓰세요. 예: “2 interceptor”.
eclipse-odds-too-many = 전투함 { $count }척은 한쪽에 너무 많습니다: 승률 계산기는 한쪽에 최대 { $max }척까지 받습니다.
eclipse-odds-unknown-ship = “{ $name }”{ JOSA($name, "은") } 전투함이 아닙니다. 가능한 전투함: { $accepted }.
eclipse-odds-unknown-part = “{ $name }”{ JOSA($name, "은") } 전투함 부품이 아닙니다. 가능한 부품: { $accepted }.
eclipse-odds-neutral-parts = “{ $name }”{ JOSA($name, "은") } 능력치가 고정되어 있어 부품 목록을 받지 않습니다.
eclipse-odds-too-many-parts = { $ship } 설계도에는 칸이 { $slots }개인데 부품이 { $parts }개 적혀 있습니다.
eclipse-odds-illegal-blueprint = 이 설계도는 규칙에 맞지 않습니다: { $problem }
eclipse-odds-too-big = 정확한 계산기로 계산하기에는 함대가 너무 큽니다 (전투 상태 약 { $states }개, 한도 { $max }개).
