# 각 게임의 입력 표기(/play)에서 한국어로 쓸 수 있는 단어. 쉼표로 여러 형태를 나열합니다.
# 예: `/play 활성화 26` = `activate 26`. 콘텐츠 이름(행성, 기술 …)은 *-content.ftl의 이름으로 읽습니다.


input-ti4-activate = 활성화
input-ti4-move = 이동
input-ti4-pass = 패스, 통과
input-ti4-produce = 생산
input-ti4-invade = 침공
input-ti4-pick = 선택
input-ti4-primary = 주요
input-ti4-secondary = 부가
input-ti4-vote = 투표
input-ti4-score = 득점
input-ti4-hits = 피해
input-ti4-retreat = 후퇴
input-ti4-tokens = 토큰
input-ti4-keep = 보관
input-ti4-accept = 수락
input-ti4-reject = 거부
input-ti4-offer = 제안
input-ti4-decline = 거절

input-eclipse-explore = 탐험
input-eclipse-influence = 영향력
input-eclipse-research = 연구
input-eclipse-upgrade = 업그레이드, 개량
input-eclipse-build = 건설
input-eclipse-move = 이동
input-eclipse-pass = 패스
input-eclipse-colony = 식민선
input-eclipse-trade = 교역
input-eclipse-place = 배치
input-eclipse-discard = 버리기
input-eclipse-retreat = 후퇴

input-stellar-horizons-research = 연구
input-stellar-horizons-policy = 정책
input-stellar-horizons-build = 건조
input-stellar-horizons-move = 이동
input-stellar-horizons-attack = 공격
input-stellar-horizons-explore = 탐사
input-stellar-horizons-produce = 생산
input-stellar-horizons-done = 완료
input-stellar-horizons-trade = 교역
input-stellar-horizons-settle = 정착
input-stellar-horizons-terraform = 테라포밍
input-stellar-horizons-harvest = 수확
input-stellar-horizons-mine = 채굴
input-stellar-horizons-load = 적재
input-stellar-horizons-unload = 하역
input-stellar-horizons-repair = 수리
input-stellar-horizons-scrap = 폐기
