//! Gaviota tablebases: every reference position probes to python-chess's WDL and DTM, and
//! broken table files give errors, never panics.

use ferrum::position::{CastlingMode, Position};
use ferrum::tb::gaviota::Gaviota;
use std::path::PathBuf;

use crate::common::ScratchDir;

fn tables_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tablebases/gaviota")
}

fn open() -> Gaviota {
    let (tb, report) = Gaviota::open(&[tables_dir()], 4 << 20).expect("tables directory");
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    assert_eq!(report.tables, 35);
    tb
}

/// Checks every `FEN;WDL;DTM;TABLE` line of a reference file; returns the number checked.
fn check_reference(tb: &Gaviota, file: &str) -> usize {
    let text =
        std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(file)).expect(file);
    let mut checked = 0;
    let mut failures = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split(';').collect();
        let [fen, wdl, dtm, table] = fields[..] else {
            panic!("malformed reference line: {line}");
        };
        let pos = Position::from_fen(fen, CastlingMode::Standard).expect(fen);
        let want: (i32, i32) = (wdl.parse().unwrap(), dtm.parse().unwrap());
        let got = (tb.probe_wdl(&pos), tb.probe_dtm(&pos));
        match got {
            (Ok(w), Ok(d)) if (w, d) == want => {}
            other => failures.push(format!("{fen} ({table}): want {want:?}, got {other:?}")),
        }
        checked += 1;
    }
    assert!(
        failures.is_empty(),
        "{file}: {} of {checked} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    checked
}

/// The shared reference file (3- and 4-piece tables, checkmates and stalemates included).
#[test]
fn reference_positions_match_python_chess() {
    let checked = check_reference(&open(), "tests/data/gaviota-reference.txt");
    assert_eq!(checked, 1690);
}

/// En passant positions (resolved by probing the captures) and both colour orders of every
/// table, from `tests/python/gaviota_extra_reference.py`.
#[test]
fn en_passant_and_colour_swapped_positions_match_python_chess() {
    let checked = check_reference(&open(), "tests/data/gaviota-extra.txt");
    assert_eq!(checked, 160 + 35 * 24);
}

/// Every one of the 145 signatures (5-piece ones included, whose tables are not shipped)
/// indexes placements exactly as python-chess does.
#[test]
fn indexing_of_every_signature_matches_python_chess() {
    use ferrum::tb::gaviota::material;
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/gaviota-index.txt");
    let text = std::fs::read_to_string(path).expect("tests/data/gaviota-index.txt");
    let squares = |s: &str| -> Vec<u8> { s.split(' ').map(|x| x.parse().unwrap()).collect() };
    let mut names = std::collections::HashSet::new();
    let mut failures = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split(';').collect();
        let [name, white, black, index] = f[..] else {
            panic!("malformed line {line}");
        };
        let signature = material::from_file_name(&format!("{name}.gtb.cp4")).expect(name);
        let want: i64 = index.parse().unwrap();
        let got = signature
            .scheme
            .index(&squares(white), &squares(black))
            .map_or(-1, |i| i as i64);
        if got != want {
            failures.push(format!("{line}: got {got}"));
        }
        names.insert(name.to_string());
    }
    assert_eq!(names.len(), 145);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Reference positions of one table.
fn positions_of(table: &str) -> Vec<Position> {
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/gaviota-reference.txt"),
    )
    .unwrap();
    text.lines()
        .filter(|l| l.ends_with(&format!(";{table}")))
        .map(|l| Position::from_fen(l.split(';').next().unwrap(), CastlingMode::Standard).unwrap())
        .collect()
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn missing_directories_and_tables_are_errors() {
    use ferrum::tb::gaviota::{LoadError, ProbeError};
    let missing = PathBuf::from("/no/such/gaviota/dir");
    assert!(matches!(
        Gaviota::open(&[missing], 1 << 20),
        Err(LoadError::NotADirectory(_))
    ));
    let scratch = ScratchDir::new("gaviota-missing");
    std::fs::copy(
        tables_dir().join("kqk.gtb.cp4"),
        scratch.join("kqk.gtb.cp4"),
    )
    .unwrap();
    std::fs::write(scratch.join("notes.txt"), "not a table").unwrap();
    let (tb, report) = Gaviota::open(&[scratch.path()], 1 << 20).unwrap();
    assert_eq!((report.tables, report.skipped.len()), (1, 0));
    assert_eq!(tb.max_pieces(), 3);
    let kqk = Position::from_fen("8/7K/8/5Q2/8/8/8/2k5 w - - 0 1", CastlingMode::Standard).unwrap();
    assert_eq!(tb.probe_dtm(&kqk), Ok(13));
    let krk = Position::from_fen("8/7K/8/5R2/8/8/8/2k5 w - - 0 1", CastlingMode::Standard).unwrap();
    assert_eq!(
        tb.probe_dtm(&krk),
        Err(ProbeError::MissingTable("KRvK".into()))
    );
    let castling = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", CastlingMode::Standard);
    assert_eq!(
        tb.probe_wdl(&castling.unwrap()),
        Err(ProbeError::CastlingRights)
    );
    let six = Position::from_fen("4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1", CastlingMode::Standard);
    assert_eq!(
        tb.probe_dtm(&six.unwrap()),
        Err(ProbeError::TooManyPieces(6))
    );
    let kings = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1", CastlingMode::Standard);
    assert_eq!(tb.probe_dtm(&kings.unwrap()), Ok(0));
}

#[test]
fn truncated_files_are_skipped_and_the_rest_loads() {
    let scratch = ScratchDir::new("gaviota-truncated");
    let good = std::fs::read(tables_dir().join("krk.gtb.cp4")).unwrap();
    std::fs::write(scratch.join("krk.gtb.cp4"), &good).unwrap();
    let bytes = std::fs::read(tables_dir().join("kqk.gtb.cp4")).unwrap();
    for cut in [
        0,
        1,
        39,
        40,
        47,
        60,
        61,
        100,
        bytes.len() / 2,
        bytes.len() - 1,
    ] {
        std::fs::write(scratch.join("kqk.gtb.cp4"), &bytes[..cut]).unwrap();
        let (tb, report) = Gaviota::open(&[scratch.path()], 1 << 20).unwrap();
        assert_eq!(report.tables, 1, "cut at {cut}");
        assert_eq!(report.skipped.len(), 1, "cut at {cut}: {report:?}");
        assert_eq!(tb.table_names(), vec!["krk"]);
        for pos in positions_of("kqk").iter().take(20) {
            assert!(tb.probe_dtm(pos).is_err());
        }
    }
}

/// Flips random bits of the header, the block index and the compressed blocks: every load and
/// probe answers (a value, or an error that disables the table), never a panic or a hang.
#[test]
fn bit_flipped_files_give_errors_not_panics() {
    use ferrum::tb::gaviota::ProbeError;
    let scratch = ScratchDir::new("gaviota-flipped");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut outcomes = [0usize; 4]; // skipped at load, disabled on probe, other answers, unchanged
    for (table, mutations) in [("kqk", 300), ("kpk", 150), ("kbnk", 60)] {
        let bytes = std::fs::read(tables_dir().join(format!("{table}.gtb.cp4"))).unwrap();
        let index_end = u32::from_le_bytes(bytes[32..36].try_into().unwrap()) as usize;
        let positions = positions_of(table);
        let clean = {
            let (tb, _) = Gaviota::open(&[tables_dir()], 1 << 20).unwrap();
            positions
                .iter()
                .map(|p| tb.probe_dtm(p))
                .collect::<Vec<_>>()
        };
        for _ in 0..mutations {
            let mut mutated = bytes.clone();
            for _ in 0..1 + rng.below(4) {
                // Half of the flips hit the header and index, half the blocks.
                let at = if rng.below(2) == 0 {
                    rng.below(index_end)
                } else {
                    index_end + rng.below(bytes.len() - index_end)
                };
                mutated[at] ^= 1 << rng.below(8);
            }
            let dir = scratch.join(table);
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(dir.join(format!("{table}.gtb.cp4")), &mutated).unwrap();
            let (tb, report) = Gaviota::open(&[dir], 1 << 20).unwrap();
            if report.tables == 0 {
                outcomes[0] += 1;
                continue;
            }
            let answers: Vec<_> = positions.iter().map(|p| tb.probe_dtm(p)).collect();
            if let Some(Err(ProbeError::Table { .. })) = answers
                .iter()
                .find(|a| matches!(a, Err(ProbeError::Table { .. })))
            {
                outcomes[1] += 1;
                assert_eq!(tb.disabled_tables().len(), 1);
                // A disabled table answers nothing any more.
                assert!(positions.iter().all(|p| tb.probe_dtm(p).is_err()));
            } else if answers == clean {
                outcomes[3] += 1;
            } else {
                outcomes[2] += 1;
            }
        }
    }
    // The mutations exercised both detection paths (rejected at load, disabled at probe), and
    // none changed an answer silently: a corrupt LZMA stream ends off its block's last byte.
    assert!(outcomes[0] > 50, "{outcomes:?}");
    assert!(outcomes[1] > 50, "{outcomes:?}");
    assert_eq!(outcomes[2], 0, "{outcomes:?}");
    println!("skipped at load, disabled on probe, other answers, unchanged: {outcomes:?}");
}

/// Threads share one small cache (blocks evicted all the time) and get the same answers.
#[test]
fn threads_sharing_a_small_cache_agree() {
    let (tb, _) = Gaviota::open(&[tables_dir()], 64 << 10).unwrap();
    let positions: Vec<Position> = ["kqkr", "kbnk", "kpkp", "krk", "kppk"]
        .iter()
        .flat_map(|t| positions_of(t))
        .collect();
    let expected: Vec<_> = positions.iter().map(|p| tb.probe_dtm(p)).collect();
    assert!(expected.iter().all(|r| r.is_ok()));
    std::thread::scope(|s| {
        for offset in 0..4 {
            let (tb, positions, expected) = (&tb, &positions, &expected);
            s.spawn(move || {
                for round in 0..5 {
                    for i in 0..positions.len() {
                        let j = (i * 7 + offset * 13 + round) % positions.len();
                        assert_eq!(tb.probe_dtm(&positions[j]), expected[j]);
                    }
                }
            });
        }
    });
    let (capacity, held) = tb.cache_capacity();
    assert!(held <= capacity && capacity == 16, "{capacity} {held}");
    assert!(tb.cache_stats().misses > 100);
}
