# TI4 faction abilities finished in session 8 (helper fx8).
ti4-fx-choice-produce-with = { $planet }에 { $ability } 사용 후 { $order } 생산
ti4-fx-choice-devotion-at = { $ability }: { $unit } 1척 파괴, 상대 { $target }에 타격 1개

# Faction sheet abilities: names (the effects registry, `effects::ability_name`).
ti4-ability-arborec-mitosis = 유사분열
ti4-ability-creuss-quantum_entanglement = 양자 얽힘
ti4-ability-creuss-slipstream = 슬립스트림
ti4-ability-creuss-creuss_gate = 크로이스 관문
ti4-ability-hacan-masters_of_trade = 무역의 달인
ti4-ability-hacan-guild_ships = 길드 선박
ti4-ability-hacan-arbiters = 중재자
ti4-ability-jolnar-fragile = 연약함
ti4-ability-jolnar-brilliant = 명석함
ti4-ability-jolnar-analytical = 분석적
ti4-ability-l1z1x-assimilate = 동화
ti4-ability-l1z1x-harrow = 유린
ti4-ability-letnev-munitions_reserves = 탄약 비축
ti4-ability-letnev-armada = 대함대
ti4-ability-mentak-ambush = 매복
ti4-ability-mentak-pillage = 노략
ti4-ability-muaat-star_forge = 별의 용광로
ti4-ability-muaat-gashlai_physiology = 가시라이 생리
ti4-ability-naalu-telepathic = 텔레파시
ti4-ability-naalu-foresight = 예지
ti4-ability-nekro-galactic_threat = 은하의 위협
ti4-ability-nekro-technological_singularity = 기술적 특이점
ti4-ability-nekro-propagation = 전파
ti4-ability-saar-scavenge = 약탈
ti4-ability-saar-nomadic = 유랑
ti4-ability-sardakk-unrelenting = 무자비
ti4-ability-sol-orbital_drop = 궤도 강하
ti4-ability-sol-versatile = 다재다능
ti4-ability-winnu-blood_ties = 혈연
ti4-ability-winnu-reclamation = 재건
ti4-ability-xxcha-peace_accords = 평화 협정
ti4-ability-xxcha-quash = 진압
ti4-ability-yin-indoctrination = 세뇌
ti4-ability-yin-devotion = 헌신
ti4-ability-yssaril-stall_tactics = 지연 전술
ti4-ability-yssaril-scheming = 책략
ti4-ability-yssaril-crafty = 교활함

# The Naalu flagship (Matriarch): fighters as ground forces.
ti4-fx-matriarch-not-here = 전투기는 그것을 허용하는 내 유닛(활성 성계의 날루 기함)이 있는 곳에서만 지상군으로 상륙합니다.
ti4-fx-matriarch-too-many = 전투기 { $count }기를 투입하려 하지만 활성 성계의 우주 영역에는 { $have }기가 있습니다.
ti4-fx-log-matriarch-commit = 여가장: { $player } 님이 { $planet }에 전투기 { $count }기를 지상군으로 투입합니다.
ti4-fx-log-matriarch-return = 여가장: { $player } 님의 전투기 { $count }기가 { $planet }에서 우주로 돌아갑니다.
ti4-fx-choice-land-fighter = { $planet }에 전투기 1기 상륙
ti4-fx-draft-landing-fighters = { $planet }에 전투기 { $count }기
