//! Syzygy tablebases (WDL `.rtbw`, DTZ `.rtbz`): the prober lands with its issue.
