# TI4 faction abilities automated in session 7 (helper fxa): Naalu, Nekro, Yin.
ti4-fx-ask-devotion = 우주 전투 라운드가 끝났습니다: { $ability } — 이곳의 순양함이나 구축함 1척을 파괴하여 { $opponent } 님의 함선에 타격 1개를 줄까요?
ti4-fx-log-devotion = 헌신: { $player } 님이 자신의 { $unit } 1척을 파괴하여 { $opponent } 님의 함선에 타격 1개를 줍니다.
ti4-fx-devotion-help = `use devotion destroyer` 또는 `use devotion cruiser`(전투 중인 자신의 함선), 또는 `use none`을 쓰세요.
