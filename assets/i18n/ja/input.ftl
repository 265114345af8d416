# 各ゲームの入力表記 (/play) で日本語で書ける単語。カンマ区切りで複数の形を並べます。
# 例: `/play 活性化 26` = `activate 26`。コンテンツ名 (惑星、技術 …) は *-content.ftl の名前で読みます。


input-ti4-activate = 活性化
input-ti4-move = 移動
input-ti4-pass = パス
input-ti4-produce = 生産
input-ti4-invade = 侵攻
input-ti4-pick = 選択
input-ti4-primary = 主能力
input-ti4-secondary = 副能力
input-ti4-vote = 投票
input-ti4-score = 得点
input-ti4-hits = 命中
input-ti4-retreat = 撤退
input-ti4-tokens = トークン
input-ti4-keep = 保持
input-ti4-accept = 承諾
input-ti4-reject = 拒否
input-ti4-offer = 提案
input-ti4-decline = 辞退

input-eclipse-explore = 探索
input-eclipse-influence = 影響
input-eclipse-research = 研究
input-eclipse-upgrade = 改良
input-eclipse-build = 建造
input-eclipse-move = 移動
input-eclipse-pass = パス
input-eclipse-colony = 植民船
input-eclipse-trade = 交易
input-eclipse-place = 配置
input-eclipse-discard = 捨てる
input-eclipse-retreat = 撤退

input-stellar-horizons-research = 研究
input-stellar-horizons-policy = 政策
input-stellar-horizons-build = 建造
input-stellar-horizons-move = 移動
input-stellar-horizons-attack = 攻撃
input-stellar-horizons-explore = 探査
input-stellar-horizons-produce = 生産
input-stellar-horizons-done = 完了
input-stellar-horizons-trade = 交易
input-stellar-horizons-settle = 入植
input-stellar-horizons-terraform = テラフォーミング
input-stellar-horizons-harvest = 収穫
input-stellar-horizons-mine = 採掘
input-stellar-horizons-load = 積載
input-stellar-horizons-unload = 荷降ろし
input-stellar-horizons-repair = 修理
input-stellar-horizons-scrap = 廃棄
