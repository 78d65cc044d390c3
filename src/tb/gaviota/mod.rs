//! Gaviota tablebases (`.gtb.cp4`, WDL and DTM): the prober lands with its issue.
