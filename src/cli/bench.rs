//! `ferrum bench [DEPTH]`: the fixed search used as behaviour signature and speed measure.

use ferrum::engine::bench;

#[derive(clap::Args, Debug)]
pub struct BenchArgs {
    /// Search depth per position.
    #[arg(default_value_t = bench::DEFAULT_DEPTH, value_parser = clap::value_parser!(i32).range(1..=64))]
    pub depth: i32,
}

pub fn run(args: &BenchArgs) -> i32 {
    let result = bench::run(args.depth, |i, fen, nodes| {
        eprintln!("position {:>2}: {:>10} nodes  {fen}", i + 1, nodes);
    });
    eprintln!("total time {} ms", result.millis);
    println!("{} nodes {} nps", result.nodes, result.nps());
    0
}
