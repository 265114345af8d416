# TI4 세력 능력 (효과 레지스트리): 솔, 하칸, 사르, 아르보렉, 무아트, 레트네브, 위누, 졸-나르.
ti4-fx-no-strategy-token = 전략 풀의 명령 토큰이 필요하지만 남아 있지 않습니다.
ti4-fx-orbital-drop-help = 궤도 강하: `use orbital_drop <planet>`을 쓰세요 (당신이 통제하는 행성).
ti4-fx-log-orbital-drop = 궤도 강하: { $player } 님이 전략 토큰을 쓰고 { $planet }에 보병 { $count }개를 내립니다.
ti4-fx-log-genesis = 제네시스: { $player } 님이 { $tile }번 성계의 우주 영역에 보병 1개를 놓습니다.
ti4-fx-no-flagship = 당신의 기함이 보드에 없습니다.
ti4-fx-star-forge-help = 별의 용광로: `use star_forge <tile> fighters` 또는 `use star_forge <tile> destroyer`를 쓰세요 (당신의 워선이 있는 성계).
ti4-fx-star-forge-no-war-sun = 별의 용광로에는 당신의 워선이 있는 성계가 필요합니다: { $tile }번 성계에는 없습니다.
ti4-fx-log-star-forge = 별의 용광로: { $player } 님이 전략 토큰을 쓰고 { $tile }번 성계에 { $unit } { $count }개를 놓습니다.
ti4-fx-log-inferno = 인페르노: { $player } 님이 전략 토큰을 쓰고 { $tile }번 성계에 순양함 { $count }개를 놓습니다.
ti4-fx-log-scavenge = 약탈: { $player } 님이 { $planet }을(를) 차지하여 교역품 1개를 얻습니다.
ti4-fx-log-mitosis = 유사분열: { $player } 님이 { $planet }에 보병 1개를 놓습니다.
ti4-fx-mitosis-docks = 유사분열: 당신의 우주 정거장은 보병을 생산하지 않습니다. 이곳의 다른 유닛은 보병을 { $limit }개까지 생산할 수 있습니다.
ti4-fx-no-card-trade = 행동 카드는 그것을 허용하는 능력(중재자)을 가진 플레이어와의 거래에서만 교환할 수 있습니다.
ti4-fx-log-offer-cards = { $from } 님이 { $to } 님에게 행동 카드가 포함된 거래를 제안합니다.
ti4-fx-log-card-given = 중재자: 행동 카드 “{ $card }”이(가) { $from } 님에게서 { $to } 님에게 갑니다.
ti4-fx-no-card = 행동 카드 없음
ti4-fx-ask-offer-cards = { $offer } 행동 카드: 받는 카드 { $give_card }, 주는 카드 { $get_card }.
