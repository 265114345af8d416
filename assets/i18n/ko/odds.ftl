# 전투 승률 계산기 (TI4): 유닛 목록 읽기.

ti4-odds-empty = 유닛이 없습니다. 유닛을 쉼표로 구분해 “N 이름”으로 쓰세요. 예: “2 dreadnought, 1 carrier, 3 fighter”.
ti4-odds-bad-count = “{ $item }”{ JOSA($item, "은") } 유닛 수로 시작하지 않습니다. 유닛 이름 앞에 0부터 30까지의 정수를 쓰세요. 예: “3 fighter”.
ti4-odds-missing-name = “{ $item }”에는 수는 있지만 유닛 이름이 없습니다. “N 이름”으로 쓰세요. 예: “3 fighter”.
ti4-odds-too-many = 유닛 { $count }개는 한쪽에 너무 많습니다: 승률 계산기는 한쪽에 최대 { $max }개까지 받습니다.
ti4-odds-unknown-unit = “{ $name }”{ JOSA($name, "은") } 유닛이 아닙니다. 쓸 수 있는 유닛: { $accepted }.
ti4-odds-two-factions = 한쪽에 { $first }{ JOSA($first, "과") } { $second }의 세력 유닛을 섞을 수 없습니다.
ti4-odds-tech-not-allowed = “{ $tech }”{ JOSA($tech, "은") } 기술입니다. 여기서는 유닛만 받습니다.
ti4-odds-tech-unsupported = { $tech }{ JOSA($tech, "은") } 전투 승률 계산에 영향을 주지 않습니다. 계산기가 아는 기술: { $supported }.
ti4-odds-duranium-too-many = 듀라늄 장갑이 있으면 승률 계산기는 한쪽에 피해 견딤 유닛을 최대 { $max }개까지 받습니다 ({ $count }개가 아니라).
