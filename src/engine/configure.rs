//! Setting the engine's options: a name or an `OptionId` and a textual value, checked against
//! the registry row (`options::REGISTRY`), then applied by the one arm of `apply_option` that
//! says what the option sets. Every `OptionId` has its arm (the match has no catch-all).

use super::options::{OptionError, OptionId, OptionValue};
use super::{syzygy, Engine};
use crate::tt::TranspositionTable;
use crate::variant::{AnyPosition, VariantKind};
use std::sync::Arc;

impl Engine {
    /// Sets an option by its name (any case, as UCI allows) from its textual value.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        #[cfg(feature = "tune")]
        if let Some((index, tunable)) = crate::search::params::find(name) {
            return self.set_tunable(index, tunable, value);
        }
        let id =
            OptionId::find(name).ok_or_else(|| OptionError::Unknown(name.trim().to_string()))?;
        self.set_option_by_id(id, value)
    }

    /// A search parameter of a `tune` build (an SPSA tuner's `setoption`).
    #[cfg(feature = "tune")]
    fn set_tunable(
        &mut self,
        index: usize,
        tunable: &crate::search::params::Tunable,
        value: &str,
    ) -> Result<(), OptionError> {
        let parsed = super::options::tunable_spec(tunable).parse(value)?;
        let Some(v) = parsed.as_int() else {
            return Err(OptionError::Invalid {
                name: tunable.name.to_string(),
                value: value.to_string(),
                expected: "an integer".into(),
            });
        };
        self.wait_to_change_option(tunable.name)?;
        crate::search::params::set(index, v as i32);
        Ok(())
    }

    /// Sets an option from its textual value (`true`/`false`, a number, a combo choice, a path).
    pub fn set_option_by_id(&mut self, id: OptionId, value: &str) -> Result<(), OptionError> {
        let parsed = id.spec().parse(value)?;
        self.wait_to_change_option(id.name())?;
        self.apply_option(id, &parsed)
    }

    /// As Stockfish: an option set during a search takes effect once the search is over. A
    /// search that only `stop` ends (infinite or pondering) would never be, so it refuses.
    fn wait_to_change_option(&mut self, name: &str) -> Result<(), OptionError> {
        if self.is_searching() && self.search_waits_for_stop() {
            return Err(OptionError::Busy(name.to_string()));
        }
        self.wait();
        Ok(())
    }

    /// What each option sets. `value` was checked against the option's row, so it has the
    /// row's type; a mismatch (a registry bug) is still an error, not a panic.
    fn apply_option(&mut self, id: OptionId, value: &OptionValue) -> Result<(), OptionError> {
        let mismatch = || OptionError::Invalid {
            name: id.name().to_string(),
            value: format!("{value:?}"),
            expected: id.spec().kind.expected(),
        };
        let int = || value.as_int().ok_or_else(mismatch);
        let check = || value.as_bool().ok_or_else(mismatch);
        let text = || value.as_text().ok_or_else(mismatch);
        match id {
            OptionId::Hash => self.set_hash(int()? as usize)?,
            OptionId::Threads => self.settings.threads = int()? as usize,
            OptionId::ClearHash => self.tt.clear(),
            OptionId::Ponder => self.settings.ponder = check()?,
            OptionId::MultiPv => self.settings.multipv = int()? as usize,
            OptionId::MoveOverhead => self.settings.move_overhead_ms = int()?,
            OptionId::Chess960 => {
                self.settings.chess960 = check()?;
                let mode = self.castling_mode();
                self.start.set_castling_mode(mode);
                self.pos.set_castling_mode(mode);
            }
            OptionId::Variant => {
                let kind = VariantKind::from_name(text()?).ok_or_else(mismatch)?;
                self.set_variant(kind);
            }
            OptionId::ShowWdl => self.settings.show_wdl = check()?,
            OptionId::LimitStrength => self.settings.limit_strength = check()?,
            OptionId::Elo => self.settings.elo = int()? as u32,
            OptionId::SyzygyPath => {
                let loaded = syzygy::load_path(text()?)?;
                self.tablebases.syzygy = loaded.tables;
                self.notes.extend(loaded.note);
            }
            OptionId::SyzygyProbeDepth => self.tb_config.probe_depth = int()? as i32,
            OptionId::Syzygy50MoveRule => self.tb_config.fifty_move_rule = check()?,
            OptionId::SyzygyProbeLimit => self.tb_config.probe_limit = int()? as u32,
            OptionId::GaviotaTbPath => self.set_gaviota_path(text()?)?,
            OptionId::GaviotaTbCache => self.set_gaviota_cache(int()? as usize)?,
            OptionId::AnalyseMode => self.settings.analyse_mode = check()?,
            OptionId::OwnBook => self.book.set_enabled(check()?)?,
            OptionId::BookFile => self.book.set_file(text()?)?,
            OptionId::BookDepth => self.book.set_depth(int()?),
            OptionId::BookBestMove => self.book.settings.best_move = check()?,
        }
        Ok(())
    }

    /// `Hash`: a new table of `mb` MiB; on allocation failure the old one stays.
    fn set_hash(&mut self, mb: usize) -> Result<(), OptionError> {
        let tt = TranspositionTable::new(mb).map_err(|e| OptionError::Failed {
            name: OptionId::Hash.name().into(),
            reason: format!("{e}; keeping {} MB", self.settings.hash_mb),
        })?;
        self.tt = Arc::new(tt);
        self.settings.hash_mb = mb;
        Ok(())
    }

    /// `UCI_Variant`: another variant starts from its own initial position.
    fn set_variant(&mut self, kind: VariantKind) {
        if kind != self.settings.variant {
            self.settings.variant = kind;
            let start = AnyPosition::new(kind, self.castling_mode());
            self.start = start.clone();
            self.pos = start;
            self.moves.clear();
            self.history.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::options::{OptionKind, REGISTRY};

    #[test]
    fn every_option_applies_its_default() {
        let mut engine = Engine::new();
        for option in REGISTRY {
            let value = match option.spec.kind {
                OptionKind::Spin { default, .. } => default.to_string(),
                OptionKind::Check { default } => default.to_string(),
                OptionKind::Combo { default, .. } | OptionKind::String { default } => {
                    default.to_string()
                }
                OptionKind::Button => String::new(),
            };
            let result = engine.set_option(option.spec.name, &value);
            assert_eq!(result, Ok(()), "{} = {value}", option.spec.name);
        }
        let fresh = Engine::new();
        assert_eq!(
            format!("{:?}", engine.settings),
            format!("{:?}", fresh.settings)
        );
        assert_eq!(engine.tb_config, fresh.tb_config);
        assert_eq!(engine.book_settings(), fresh.book_settings());
    }

    #[test]
    fn values_land_where_their_rows_say() {
        let mut engine = Engine::new();
        engine.set_option("multipv", "3").unwrap();
        engine.set_option("Move Overhead", "250").unwrap();
        engine.set_option("UCI_Elo", "2000").unwrap();
        engine.set_option("UCI_LimitStrength", "true").unwrap();
        engine.set_option("SyzygyProbeLimit", "5").unwrap();
        engine.set_option("Syzygy50MoveRule", "false").unwrap();
        engine.set_option("BookDepth", "6").unwrap();
        engine.set_option("BookBestMove", "true").unwrap();
        assert_eq!(engine.settings.multipv, 3);
        assert_eq!(engine.settings.move_overhead_ms, 250);
        assert_eq!(engine.settings.elo, 2000);
        assert!(engine.settings.limit_strength);
        assert_eq!(engine.tb_config.probe_limit, 5);
        assert!(!engine.tb_config.fifty_move_rule);
        assert_eq!(engine.book_settings().depth, 6);
        assert!(engine.book_settings().best_move);
        engine
            .set_option_by_id(OptionId::Variant, "atomic")
            .unwrap();
        assert_eq!(engine.settings.variant, VariantKind::Atomic);
        assert_eq!(engine.position().kind(), VariantKind::Atomic);
    }

    #[test]
    fn bad_names_and_values_are_refused_and_change_nothing() {
        let mut engine = Engine::new();
        assert_eq!(
            engine.set_option(" NoSuchOption ", "1"),
            Err(OptionError::Unknown("NoSuchOption".into()))
        );
        let err = engine.set_option("Threads", "0").unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid value '0' for option 'Threads' (expected an integer from 1 to 1024)"
        );
        assert!(engine.set_option("UCI_Variant", "shogi").is_err());
        assert!(engine.set_option("Ponder", "yes").is_err());
        assert_eq!(engine.settings.threads, 1);
        assert_eq!(engine.settings.variant, VariantKind::Standard);
        assert!(!engine.settings.ponder);
    }
}

#[cfg(all(test, feature = "tune"))]
mod tune_tests {
    use super::*;
    use crate::search::params;

    #[test]
    fn a_tune_build_sets_search_parameters_by_uci_name() {
        let mut engine = Engine::new();
        let (i, t) = params::find("LMP_BASE").expect("a tunable");
        engine.set_option("lmp_base", "5").expect("in range");
        assert_eq!(params::current(i, VariantKind::Standard), 5);
        // Out of range or not a number: refused, the value kept.
        assert!(engine.set_option("LMP_BASE", "99").is_err());
        assert!(engine.set_option("LMP_BASE", "x").is_err());
        assert_eq!(params::current(i, VariantKind::Standard), 5);
        engine
            .set_option("LMP_BASE", &t.default.to_string())
            .expect("default");
        assert_eq!(params::current(i, VariantKind::Standard), params::LMP_BASE);
        // Unset again, so each variant's own value applies to the other tests.
        params::set(i, params::UNSET);
        // The registry's options still work beside them.
        engine.set_option("Hash", "2").expect("registry option");
    }
}
