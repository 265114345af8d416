# TI4 faction abilities automated in session 7 (helper fxa): Naalu, Nekro, Yin.
ti4-fx-ask-devotion = 우주 전투 라운드가 끝났습니다: { $ability } — 이곳의 순양함이나 구축함 1척을 파괴하여 { $opponent } 님의 함선에 타격 1개를 줄까요?
ti4-fx-log-devotion = 헌신: { $player } 님이 자신의 { $unit } 1척을 파괴하여 { $opponent } 님의 함선에 타격 1개를 줍니다.
ti4-fx-devotion-help = `use devotion destroyer` 또는 `use devotion cruiser`(전투 중인 자신의 함선), 또는 `use none`을 쓰세요.
ti4-fx-ask-singularity = { $opponent } 님의 유닛이 파괴되었습니다: { $ability } — 그 플레이어의 기술 1개를 얻을까요(이 전투에서 한 번)?
ti4-fx-choice-gain-tech = { $tech } 얻기
ti4-fx-choice-assimilate = { $tech }에 { $token } 놓기
ti4-fx-gain-tech-help = { $ability }: 제시된 기술로 `use { $id } <기술>` 또는 `use { $id } <세력 기술> <동화체>`, 또는 `use none`을 쓰세요.
ti4-fx-log-gain-tech = { $ability }: { $player } 님이 { $other } 님에게서 { $tech }{ JOSA($tech, "을") } 얻습니다.
ti4-fx-log-assimilate = { $ability }: { $player } 님이 { $other } 님의 { $tech }에 { $token }{ JOSA($token, "을") } 놓고 그 효과를 얻습니다.
ti4-fx-propagation-cost-second = 주 능력의 두 번째 연구(명령 토큰 3개 추가)에 드는 자원 6을 낼 수 없습니다.
ti4-fx-ask-predict = { $agenda }{ JOSA($agenda, "이") } 공개되었습니다: { $ability } — 결과를 예측할까요(이 안건 단계에서 한 번)?
ti4-fx-choice-predict = 예측: { $outcome }
ti4-fx-predict-help = 안건의 결과 중 하나로 `use galactic_threat <결과>`, 또는 `use none`을 쓰세요.
ti4-fx-log-predict = 은하의 위협: { $player } 님의 예측 — { $agenda }: “{ $outcome }”.
ti4-fx-ask-prediction-gain = { $ability }: 예측이 맞았습니다 — 그 결과에 투표한 플레이어의 기술 1개를 얻을까요?
