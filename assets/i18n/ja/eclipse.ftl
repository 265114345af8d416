# エクリプス (第1版): 艦船名と設計図の問題。

eclipse-ship-interceptor = 迎撃機
eclipse-ship-cruiser = 巡洋艦
eclipse-ship-dreadnought = 戦艦
eclipse-ship-starbase = 宇宙基地
eclipse-layout-slots = { $ship }の設計図のスロットは { $slots }ですが、{ $parts } 個指定されました。
eclipse-layout-energy = { $ship }の設計図は、生み出すエネルギーより { $missing } 多く使います。
eclipse-layout-no-drive = { $ship }の設計図にはドライブが 1 つ以上必要です。
eclipse-layout-starbase-drive = 宇宙基地にはドライブを搭載できません。
eclipse-layout-needs-tech = { $part }には技術 { $tech }が必要です。

# 勝率計算機 (エクリプス): 艦隊の読み取り。

eclipse-odds-empty = 艦船が指定されていません。艦船をカンマ区切りで書いてください (例:「2 interceptor, cruiser[ion, ion, hull, electron, drive1, source1]」)。
eclipse-odds-brackets = 「{ $text }」の角かっこが対応していません: 艦船名のすぐ後に、パーツの一覧を [ ] で 1 つ書いてください。
eclipse-odds-bad-count = 「{ $item }」が 0～{ $max }の艦船数で始まっていません。
eclipse-odds-missing-name = 「{ $item }」には数はありますが艦船名がありません。「数 艦船」と書いてください (例:「2 interceptor」)。
eclipse-odds-too-many = 艦船{ $count }隻は片側として多すぎます: 勝率計算機が扱えるのは片側{ $max }隻までです。
eclipse-odds-unknown-ship = 「{ $name }」は艦船ではありません。使えるもの: { $accepted }。
eclipse-odds-unknown-part = 「{ $name }」は艦船パーツではありません。使えるもの: { $accepted }。
eclipse-odds-neutral-parts = 「{ $name }」の性能は固定です。パーツの一覧は付けられません。
eclipse-odds-too-many-parts = { $ship }の設計図のスロットは { $slots }ですが、パーツが { $parts } 個書かれています。
eclipse-odds-illegal-blueprint = この設計図は正しくありません: { $problem }
eclipse-odds-too-big = これらの艦隊は正確な計算には大きすぎます (戦闘の状態が約 { $states }。上限は { $max })。
