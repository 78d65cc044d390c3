//! `ferrum datagen --format pettingzoo`: self-play records (`ferrum::learn::selfplay`) of every
//! searched position written as one NumPy `.npz`, sorted by game and ply (the same seed and
//! options give the same file at any thread count).

use super::DatagenArgs;
use ferrum::learn::npz::{NpyArray, NpzWriter};
use ferrum::learn::selfplay::{generate, Record, SelfPlayConfig};
use ferrum::learn::{action_count, channels, MAX_HISTORY};
use ferrum::tournament::config::parse_variant;
use ferrum::variant::VariantKind;
use std::io::{Seek, Write};

/// Longest FEN stored (`<U100`); longer ones (none in practice) are cut.
const FEN_WIDTH: usize = 100;

pub fn run(args: &DatagenArgs) -> i32 {
    let Some((kind, mode)) = parse_variant(&args.variant) else {
        eprintln!("error: unknown variant '{}'", args.variant);
        return 2;
    };
    if mode != Default::default() {
        eprintln!("error: Chess960 is not supported by --format pettingzoo");
        return 2;
    }
    if args.history > MAX_HISTORY
        || args.multipv == 0
        || args.temperature.is_nan()
        || args.temperature <= 0.0
    {
        eprintln!(
            "error: need --history at most {MAX_HISTORY}, --multipv at least 1, --temperature above 0"
        );
        return 2;
    }
    let config = SelfPlayConfig {
        nodes: args.nodes,
        random_plies: args.random_plies,
        multipv: args.multipv,
        temperature: args.temperature,
        history: args.history,
        max_plies: 400,
    };
    let start = std::time::Instant::now();
    let progress = |games: u64, positions: usize| {
        if games.is_multiple_of(10) {
            eprintln!(
                "{games} games, {positions} positions, {:.0} s",
                start.elapsed().as_secs_f64()
            );
        }
    };
    let records = generate(kind, &config, args.games, args.threads, args.seed, progress);
    let written = std::fs::File::create(&args.out).and_then(|file| {
        write_records(std::io::BufWriter::new(file), &records, kind, args.history)
    });
    if let Err(e) = written {
        eprintln!("error: writing {}: {e}", args.out.display());
        return 1;
    }
    eprintln!(
        "done: {} positions in {:.0} s",
        records.len(),
        start.elapsed().as_secs_f64()
    );
    0
}

/// Streams the records as the `.npz` arrays the README documents: the large per-action
/// arrays are expanded one record at a time.
fn write_records<W: Write + Seek>(
    out: W,
    records: &[Record],
    kind: VariantKind,
    history: usize,
) -> std::io::Result<()> {
    let n = records.len();
    let actions = action_count(kind);
    let planes = channels(kind, history);
    let mut npz = NpzWriter::new(out);
    npz.start("observations", "|b1", &[n, 8, 8, planes])?;
    for r in records {
        npz.write(&r.observation)?;
    }
    npz.start("action_masks", "|i1", &[n, actions])?;
    let mut mask = vec![0u8; actions];
    for r in records {
        mask.fill(0);
        r.mask_into(&mut mask);
        npz.write(&mask)?;
    }
    npz.start("policies", "<f4", &[n, actions])?;
    let mut policy = vec![0f32; actions];
    let mut bytes = Vec::with_capacity(actions * 4);
    for r in records {
        policy.fill(0.0);
        r.policy_into(&mut policy);
        bytes.clear();
        bytes.extend(policy.iter().flat_map(|p| p.to_le_bytes()));
        npz.write(&bytes)?;
    }
    let ints = |f: &dyn Fn(&Record) -> i32| records.iter().map(f).collect::<Vec<i32>>();
    let small = [
        NpyArray::from_i32("best_actions", &[n], &ints(&|r| r.best_action as i32)),
        NpyArray::from_f32(
            "values",
            &[n],
            &records.iter().map(Record::value).collect::<Vec<f32>>(),
        ),
        NpyArray::from_i32("scores", &[n], &ints(&|r| r.score)),
        NpyArray::new(
            "results",
            "|i1",
            &[n],
            records.iter().map(|r| r.result as u8).collect(),
        ),
        NpyArray::from_i32("games", &[n], &ints(&|r| r.game as i32)),
        NpyArray::from_i32("plies", &[n], &ints(&|r| r.ply as i32)),
        NpyArray::from_strings(
            "fens",
            FEN_WIDTH,
            &records.iter().map(|r| r.fen.clone()).collect::<Vec<_>>(),
        ),
    ];
    for array in &small {
        npz.start(&array.name, &array.descr, &array.shape)?;
        npz.write(&array.data)?;
    }
    npz.finish().map(|_| ())
}
