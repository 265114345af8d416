# Faction abilities of the effects registry, session 6 (fxa: Mentak, Letnev, Hacan, Arborec, ...).

ti4-fx-ask-pillage = 노략: { $player } 님에게 교역품 { $tg }개와 원자재 { $commodities }개가 있습니다. 교역품이나 원자재 1개를 가져올까요?
ti4-fx-choice-pillage-tg = 노략: { $player } 님의 교역품 1개 가져오기
ti4-fx-choice-pillage-commodity = 노략: { $player } 님의 원자재 1개 가져오기
ti4-fx-log-pillage-tg = 노략: { $player } 님이 { $victim } 님의 교역품 1개를 가져옵니다.
ti4-fx-log-pillage-commodity = 노략: { $player } 님이 { $victim } 님의 원자재 1개를 가져옵니다 (교역품이 됩니다).
ti4-fx-pillage-usage = `use pillage tg` 또는 `use pillage commodity`(원자재가 있을 때), 또는 `use none`을 쓰세요.
ti4-fx-ask-salvage = { $tech }: 우주 전투에서 이겼습니다. 이 전투에서 파괴된 종류의 함선 1척을 이곳에 생산할까요?
ti4-fx-choice-salvage = { $tech }: { $order }
ti4-fx-log-salvage-production = 인양 작전: { $player } 님이 생산합니다 — { $production }
ti4-fx-salvage-help = `use salvage_operations <유닛> [pay <행성들>] [tg <n>]`(이 전투에서 파괴된 종류의 함선 1척), 또는 `use none`을 쓰세요.
ti4-fx-ask-splicer = 웜홀이 있는 성계에서 우주 전투가 시작됩니다: { $tech } — 상대 함선에 타격 1개를 만들까요?
ti4-fx-choice-splicer = 타격 1개 만들기
ti4-fx-log-splicer = 차원 접합기: { $player } 님이 상대 함선에 타격 1개를 만듭니다.
ti4-fx-log-inheritance = { $tech }: { $player } 님이 자원 { $resources }개를 더 내고 선행 조건을 무시합니다.
