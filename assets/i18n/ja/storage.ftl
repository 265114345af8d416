# Storage: games recorded under rules this build does not play.
rules-version-unsupported = このゲームは Starpost のルールバージョン { $recorded }で記録されています。このビルドがプレイするのはルールバージョン { $current }です (バージョン { $oldest } 以降のゲームは再生できます)。進行の仕方を変えずにこのゲームを続けることはできません: ボットの運営者は、ルールバージョン { $recorded }をプレイできる Starpost のビルドを用意する必要があります。
