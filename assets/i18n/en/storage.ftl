# Storage: games recorded under rules this build does not play.
rules-version-unsupported = This game was recorded by Starpost rules version { $recorded }; this build plays rules version { $current } (and replays games from version { $oldest } on). It cannot continue this game without changing how it plays out: the bot's operator needs a Starpost build that plays rules version { $recorded }.
