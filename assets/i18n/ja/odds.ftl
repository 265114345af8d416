# 勝率計算機 (TI4): ユニット一覧の読み取り。

ti4-odds-empty = ユニットが指定されていません。ユニットは「数 名前」をカンマ区切りで書いてください (例:「2 dreadnought, 1 carrier, 3 fighter」)。
ti4-odds-bad-count = 「{ $item }」がユニット数で始まっていません。ユニット名の前に 0～30 の整数を書いてください (例:「3 fighter」)。
ti4-odds-missing-name = 「{ $item }」には数はありますがユニット名がありません。「数 名前」と書いてください (例:「3 fighter」)。
ti4-odds-too-many = { $count } ユニットは片側として多すぎます: 勝率計算機が扱えるのは片側 { $max } ユニットまでです。
ti4-odds-unknown-unit = 「{ $name }」はユニットではありません。使えるもの: { $accepted }。
ti4-odds-two-factions = 片側に { $first }と { $second }の派閥ユニットを混ぜることはできません。
ti4-odds-tech-not-allowed = 「{ $tech }」は技術です。ここで指定できるのはユニットだけです。
ti4-odds-tech-unsupported = { $tech }は勝率計算に影響しません。計算機が扱える技術: { $supported }。
ti4-odds-duranium-too-many = デュラニウム装甲があるとき、勝率計算機が扱える耐久ユニットは片側 { $max } までです ({ $count }ではなく)。
