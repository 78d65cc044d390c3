//! Syzygy probing against python-chess's values (`tests/data/syzygy-reference.txt`, made with
//! python-chess 1.11.2 on the tables in `tablebases/syzygy`), and against damaged tables.

use ferrum::position::{CastlingMode, Position};
use ferrum::tb::syzygy::Syzygy;
use std::path::{Path, PathBuf};

use crate::common::ScratchDir;

fn table_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tablebases/syzygy")
}

struct Case {
    line: usize,
    fen: String,
    wdl: i32,
    dtz: i32,
    table: String,
}

fn reference() -> Vec<Case> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/syzygy-reference.txt");
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(i, l)| {
            let f: Vec<&str> = l.split(';').collect();
            assert_eq!(f.len(), 4, "line {}: {l}", i + 1);
            Case {
                line: i + 1,
                fen: f[0].to_string(),
                wdl: f[1].parse().unwrap(),
                dtz: f[2].parse().unwrap(),
                table: f[3].to_string(),
            }
        })
        .collect()
}

#[test]
fn every_reference_position_matches_python_chess() {
    let tb: Syzygy = Syzygy::open(&[table_dir()]).unwrap();
    let cases = reference();
    assert!(cases.len() > 2500);
    let mut failures = Vec::new();
    let mut ep_cases = 0;
    for c in &cases {
        let pos = Position::from_fen(&c.fen, CastlingMode::Standard).unwrap();
        ep_cases += c.table.ends_with("-ep") as usize;
        let got = (tb.probe_wdl(&pos), tb.probe_dtz(&pos));
        if got != (Ok(c.wdl), Ok(c.dtz)) {
            failures.push(format!(
                "line {} {} ({}): expected wdl {} dtz {}, got {:?}",
                c.line, c.fen, c.table, c.wdl, c.dtz, got
            ));
        }
        // The colour-mirrored position has the same values.
        let m = pos.mirrored();
        let got = (tb.probe_wdl(&m), tb.probe_dtz(&m));
        if got != (Ok(c.wdl), Ok(c.dtz)) {
            failures.push(format!(
                "line {} mirrored {} ({}): expected wdl {} dtz {}, got {:?}",
                c.line,
                m.fen(),
                c.table,
                c.wdl,
                c.dtz,
                got
            ));
        }
    }
    assert!(ep_cases > 100, "the en passant cases are covered");
    assert!(
        failures.is_empty(),
        "{} of {} positions differ:\n{}",
        failures.len(),
        cases.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}

/// Reference positions of one table (and their colour mirrors).
fn positions_of(table: &str) -> Vec<Position> {
    let mut out = Vec::new();
    for c in reference().iter().filter(|c| c.table == table) {
        let p = Position::from_fen(&c.fen, CastlingMode::Standard).unwrap();
        out.push(p.mirrored());
        out.push(p);
    }
    assert!(out.len() >= 100, "{table}");
    out
}

/// Probes every position with `bytes` standing in for `file`, the other tables intact.
/// Returns (errors, values); any panic fails the test.
fn probe_with(
    file: &str,
    bytes: &[u8],
    positions: &[Position],
    dir: &ScratchDir,
) -> (usize, usize) {
    std::fs::write(dir.join(file), bytes).unwrap();
    let tb: Syzygy = Syzygy::open(&[dir.to_path_buf(), table_dir()]).unwrap();
    let (mut errors, mut values) = (0, 0);
    for p in positions {
        for r in [tb.probe_wdl(p), tb.probe_dtz(p)] {
            match r {
                Ok(v) => {
                    assert!((-2000..=2000).contains(&v));
                    values += 1;
                }
                Err(_) => errors += 1,
            }
        }
    }
    (errors, values)
}

/// Tables of each kind: pawnless and with pawns, split and symmetric, WDL and DTZ.
const DAMAGED: [(&str, &str); 6] = [
    ("KRvKR.rtbw", "KRvKR"),
    ("KQvKR.rtbw", "KQvKR"),
    ("KPvK.rtbw", "KPvK"),
    ("KQvK.rtbz", "KQvK"),
    ("KRPvK.rtbz", "KRPvK"),
    ("KPvKP.rtbz", "KPvKP"),
];

#[test]
fn truncated_tables_give_errors() {
    let dir = ScratchDir::new("syzygy-truncated");
    for (file, table) in DAMAGED {
        let bytes = std::fs::read(table_dir().join(file)).unwrap();
        let positions = positions_of(table);
        // Intact, the copy probes like the original.
        assert_eq!(probe_with(file, &bytes, &positions, &dir).0, 0, "{file}");
        // Every cut keeping the size rule (16 more than a multiple of 64) loses table data;
        // every other cut breaks the size rule.
        let mut len = bytes.len();
        while len > 64 {
            len -= 64;
            for cut in [len, len + 1, len - 16, len + 40] {
                let (errors, values) = probe_with(file, &bytes[..cut], &positions, &dir);
                assert!(
                    errors > 0,
                    "{file} cut to {cut} of {} bytes: {values} values, no error",
                    bytes.len()
                );
            }
        }
        let tb: Syzygy = {
            std::fs::write(dir.join(file), &bytes[..bytes.len() - 1]).unwrap();
            Syzygy::open(&[dir.to_path_buf(), table_dir()]).unwrap()
        };
        let err = positions
            .iter()
            .find_map(|p| tb.probe_wdl(p).and(tb.probe_dtz(p)).err())
            .unwrap();
        assert!(err.to_string().contains(file), "{err}");
        std::fs::remove_file(dir.join(file)).unwrap();
    }
}

#[test]
fn wrong_magic_and_size_are_refused() {
    let dir = ScratchDir::new("syzygy-magic");
    let positions = positions_of("KRvKR");
    let mut bytes = std::fs::read(table_dir().join("KRvKR.rtbw")).unwrap();
    // A DTZ file under a WDL name.
    let dtz = std::fs::read(table_dir().join("KRvKR.rtbz")).unwrap();
    std::fs::write(dir.join("KRvKR.rtbw"), &dtz).unwrap();
    let tb: Syzygy = Syzygy::open(&[dir.to_path_buf(), table_dir()]).unwrap();
    let e = tb.probe_wdl(&positions[0]).unwrap_err();
    assert!(e.to_string().contains("wrong magic"), "{e}");
    // The failure is reported once, naming the file, and the table stays disabled.
    assert!(tb.probe_wdl(&positions[1]).is_err());
    let problems = tb.take_problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("KRvKR.rtbw"));
    assert!(tb.take_problems().is_empty());
    // Other tables still work.
    let krvk = Position::from_fen("8/8/8/8/8/2k5/8/KR6 w - - 0 1", CastlingMode::Standard).unwrap();
    assert_eq!(tb.probe_wdl(&krvk), Ok(2));
    // One byte too many breaks the size rule. Positions a capture decides still probe (the
    // table is not needed for them, as in python-chess); all others fail.
    bytes.push(0);
    let (errors, values) = probe_with("KRvKR.rtbw", &bytes, &positions, &dir);
    assert!(errors > values, "{errors} errors, {values} values");
}

/// A small deterministic generator for the mutations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

#[test]
fn bit_flipped_tables_never_panic_or_hang() {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let dir = ScratchDir::new("syzygy-flipped");
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let mut header_errors = 0;
        let mut header_trials = 0;
        for (file, table) in DAMAGED {
            let bytes = std::fs::read(table_dir().join(file)).unwrap();
            let positions: Vec<Position> = positions_of(table).into_iter().step_by(4).collect();
            for trial in 0..150 {
                let mut m = bytes.clone();
                let header = trial % 2 == 0;
                let span = if header { m.len().min(160) } else { m.len() };
                for _ in 0..1 + rng.below(4) {
                    let at = rng.below(span);
                    if trial % 3 == 0 {
                        m[at] = rng.next() as u8;
                    } else {
                        m[at] ^= 1 << rng.below(8);
                    }
                }
                let (errors, _) = probe_with(file, &m, &positions, &dir);
                if header {
                    header_trials += 1;
                    header_errors += (errors > 0) as usize;
                }
            }
        }
        let _ = tx.send((header_errors, header_trials));
    });
    let (errors, trials) = rx
        .recv_timeout(std::time::Duration::from_secs(120))
        .expect("probing mutated tables hung or panicked");
    eprintln!("{errors} of {trials} header mutations detected");
    // Most damage to a header is detected (the rest hits bytes that do not matter for the
    // probed positions or changes values only).
    assert!(
        errors * 2 > trials,
        "{errors} of {trials} header mutations detected"
    );
}
