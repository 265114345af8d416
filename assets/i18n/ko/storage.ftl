# Storage: games recorded under rules this build does not play.
rules-version-unsupported = 이 게임은 Starpost 규칙 버전 { $recorded }{ JOSA($recorded, "으로") } 기록되었습니다. 이 빌드는 규칙 버전 { $current }{ JOSA($current, "으로") } 플레이합니다 (버전 { $oldest }부터의 게임은 재생 가능). 진행 방식을 바꾸지 않고는 이 게임을 이어갈 수 없습니다: 봇 운영자에게 규칙 버전 { $recorded }{ JOSA($recorded, "을") } 플레이하는 Starpost 빌드가 필요합니다.
