//! UCI: commands parsed into `Command`, search events formatted into lines. Both are pure
//! functions over strings; `run` wires them to the engine.

use super::io::{Line, Output};
use crate::core::Move;
use crate::engine::options::{OptionKind, OptionSpec, REGISTRY};
use crate::engine::{bench, Engine};
use crate::learn::genfens::{self, GenfensRequest};
use crate::notation::UciMove;
use crate::position::{CastlingMode, Position};
use crate::search::{Limits, ScoreReport, SearchEvent, SearchInfo};
use crate::tt::Bound;
use crate::variant::Variant;
use crossbeam_channel::Receiver;
use std::sync::Arc;
use std::time::Instant;

/// `go` parameters as text says them; moves are resolved against the position later.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GoParams {
    pub wtime: Option<i64>,
    pub btime: Option<i64>,
    pub winc: Option<i64>,
    pub binc: Option<i64>,
    pub movestogo: Option<u32>,
    pub depth: Option<i32>,
    pub nodes: Option<u64>,
    pub mate: Option<i32>,
    pub movetime: Option<i64>,
    pub infinite: bool,
    pub ponder: bool,
    pub searchmoves: Vec<String>,
    pub perft: Option<u32>,
    /// What was not understood and skipped (reported as a warning; the search still runs).
    pub ignored: Vec<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    Uci,
    Debug(bool),
    IsReady,
    SetOption {
        name: String,
        value: String,
    },
    Register,
    UciNewGame,
    Position {
        fen: Option<String>,
        moves: Vec<String>,
    },
    Go(GoParams),
    Stop,
    PonderHit,
    Quit,
    Display,
    Eval,
    Bench(Option<i32>),
    /// The search parameters in OpenBench's SPSA input format (`tune` builds).
    Spsa,
    /// OpenBench's opening generator: `genfens N seed S book <None|FILE> [extra]`.
    Genfens(GenfensRequest),
    /// A command we do not know (reported, ignored).
    Unknown(String),
    /// A known command with malformed arguments.
    Malformed(String),
}

/// The number after `tokens[i]`, if there is one that parses.
fn number_after<T: std::str::FromStr>(tokens: &[&str], i: usize) -> Option<T> {
    tokens.get(i + 1).and_then(|t| t.parse::<T>().ok())
}

/// `go` never fails: the UCI specification says to ignore what is not understood and act on the
/// rest (a GUI waits for `bestmove` whatever it sent). Unknown tokens and parameters without a
/// valid number are skipped and listed in `GoParams::ignored` for an `info string` warning.
pub fn parse_go(tokens: &[&str]) -> GoParams {
    let mut p = GoParams::default();
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i];
        // Parameters with a number: on a missing or malformed number only the name is skipped,
        // so that `go depth wtime 100` still reads `wtime 100`.
        macro_rules! number {
            ($ty:ty, |$v:ident| $set:expr) => {
                match number_after::<$ty>(tokens, i) {
                    Some($v) => {
                        $set;
                        i += 2;
                    }
                    None => {
                        p.ignored.push(format!("{t} (no number)"));
                        i += 1;
                    }
                }
            };
        }
        match t {
            "wtime" => number!(f64, |v| p.wtime = Some(v as i64)),
            "btime" => number!(f64, |v| p.btime = Some(v as i64)),
            "winc" => number!(f64, |v| p.winc = Some(v as i64)),
            "binc" => number!(f64, |v| p.binc = Some(v as i64)),
            "movestogo" => number!(i64, |v| p.movestogo =
                Some(v.clamp(0, u32::MAX as i64) as u32)),
            "depth" => number!(i64, |v| p.depth = Some(v.clamp(1, 1000) as i32)),
            "nodes" => number!(i64, |v| p.nodes = Some(v.max(1) as u64)),
            "mate" => number!(i64, |v| p.mate = Some(v.clamp(1, 1000) as i32)),
            "movetime" => number!(f64, |v| p.movetime = Some(v as i64)),
            "perft" => number!(i64, |v| p.perft = Some(v.clamp(0, 64) as u32)),
            "infinite" => {
                p.infinite = true;
                i += 1;
            }
            "ponder" => {
                p.ponder = true;
                i += 1;
            }
            "searchmoves" => {
                let mut j = i + 1;
                while j < tokens.len() && tokens[j].parse::<UciMove>().is_ok() {
                    p.searchmoves.push(tokens[j].to_string());
                    j += 1;
                }
                i = j;
            }
            other => {
                // An unknown word and the values after it (anything that is not a parameter).
                let mut j = i + 1;
                while j < tokens.len() && !GO_PARAMETERS.contains(&tokens[j]) {
                    j += 1;
                }
                p.ignored.push(
                    std::iter::once(other)
                        .chain(tokens[i + 1..j].iter().copied())
                        .collect::<Vec<_>>()
                        .join(" "),
                );
                i = j;
            }
        }
    }
    p
}

/// The words `go` understands.
const GO_PARAMETERS: [&str; 13] = [
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "perft",
    "infinite",
    "ponder",
    "searchmoves",
];

pub fn parse(line: &str) -> Command {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let Some(&head) = tokens.first() else {
        return Command::Unknown(String::new());
    };
    let rest = &tokens[1..];
    match head {
        "uci" => Command::Uci,
        "debug" => Command::Debug(rest.first() == Some(&"on")),
        "isready" => Command::IsReady,
        "register" => Command::Register,
        "ucinewgame" => Command::UciNewGame,
        "stop" => Command::Stop,
        "ponderhit" => Command::PonderHit,
        "quit" => Command::Quit,
        "d" => Command::Display,
        "eval" => Command::Eval,
        "bench" => match rest.first() {
            None => Command::Bench(None),
            Some(d) => match d.parse::<i32>() {
                Ok(d) if (1..=64).contains(&d) => Command::Bench(Some(d)),
                _ => Command::Malformed(format!("bench: invalid depth '{d}'")),
            },
        },
        "setoption" => {
            // setoption name <name with spaces> [value <value with spaces>]
            if rest.first() != Some(&"name") {
                return Command::Malformed("setoption: expected 'name'".into());
            }
            let body = &rest[1..];
            let split = body.iter().position(|&t| t == "value");
            let (name, value) = match split {
                Some(k) => (body[..k].join(" "), body[k + 1..].join(" ")),
                None => (body.join(" "), String::new()),
            };
            if name.is_empty() {
                return Command::Malformed("setoption: missing option name".into());
            }
            Command::SetOption { name, value }
        }
        "position" => {
            let moves_at = rest.iter().position(|&t| t == "moves");
            let (spec, moves) = match moves_at {
                Some(k) => (
                    &rest[..k],
                    rest[k + 1..].iter().map(|s| s.to_string()).collect(),
                ),
                None => (rest, Vec::new()),
            };
            match spec.first() {
                Some(&"startpos") if spec.len() == 1 => Command::Position { fen: None, moves },
                Some(&"fen") if spec.len() > 1 => Command::Position {
                    fen: Some(spec[1..].join(" ")),
                    moves,
                },
                _ => Command::Malformed("position: expected 'startpos' or 'fen <FEN>'".into()),
            }
        }
        "go" => Command::Go(parse_go(rest)),
        "spsa" => Command::Spsa,
        "genfens" => match GenfensRequest::parse(rest) {
            Ok(request) => Command::Genfens(request),
            Err(e) => Command::Malformed(e.to_string()),
        },
        _ => Command::Unknown(line.trim().to_string()),
    }
}

/// The `option name ...` line of one option.
pub fn option_line(spec: &OptionSpec) -> String {
    let name = spec.name;
    match spec.kind {
        OptionKind::Spin { default, min, max } => {
            format!("option name {name} type spin default {default} min {min} max {max}")
        }
        OptionKind::Check { default } => {
            format!("option name {name} type check default {default}")
        }
        OptionKind::Combo { default, vars } => {
            let vars: String = vars.iter().map(|v| format!(" var {v}")).collect();
            format!("option name {name} type combo default {default}{vars}")
        }
        OptionKind::String { default } => {
            let default = if default.is_empty() {
                "<empty>"
            } else {
                default
            };
            format!("option name {name} type string default {default}")
        }
        OptionKind::Button => format!("option name {name} type button"),
    }
}

/// The `option name ...` lines of the `uci` answer: the registry, in its order.
pub fn option_lines() -> Vec<String> {
    let lines = REGISTRY.iter().map(|o| option_line(&o.spec));
    // A `tune` build also offers every search parameter, for SPSA.
    #[cfg(feature = "tune")]
    let lines = lines.chain(
        crate::search::params::TUNABLES
            .iter()
            .map(|t| option_line(&crate::engine::options::tunable_spec(t))),
    );
    lines.collect()
}

/// Win/draw/loss per mille for a score, by a logistic model of game results.
pub fn wdl(score: i32) -> (u32, u32, u32) {
    match ScoreReport::from_score(score) {
        ScoreReport::Mate(n) if n > 0 => (1000, 0, 0),
        ScoreReport::Mate(_) => (0, 0, 1000),
        ScoreReport::Cp(cp) => {
            let (a, b) = (180.0, 70.0);
            let win = 1000.0 / (1.0 + ((a - cp as f64) / b).exp());
            let loss = 1000.0 / (1.0 + ((a + cp as f64) / b).exp());
            let (w, l) = (win.round() as u32, loss.round() as u32);
            (w, 1000 - w - l, l)
        }
    }
}

pub fn format_info(info: &SearchInfo, mode: CastlingMode, show_wdl: bool) -> String {
    let score = match info.score_report() {
        ScoreReport::Cp(cp) => format!("cp {cp}"),
        ScoreReport::Mate(n) => format!("mate {n}"),
    };
    let bound = match info.bound {
        Bound::Lower => " lowerbound",
        Bound::Upper => " upperbound",
        Bound::Exact => "",
    };
    let wdl_text = if show_wdl {
        let (w, d, l) = wdl(info.score);
        format!(" wdl {w} {d} {l}")
    } else {
        String::new()
    };
    let pv: String = info
        .pv
        .iter()
        .map(|&m| format!(" {}", UciMove::from_move(m, mode)))
        .collect();
    format!(
        "info depth {} seldepth {} multipv {} score {score}{bound}{wdl_text} nodes {} nps {} hashfull {} tbhits {} time {} pv{pv}",
        info.depth, info.seldepth, info.multipv, info.nodes, info.nps, info.hashfull, info.tbhits, info.time_ms
    )
}

/// The lines of one search event. A book move is a one-line PV (the move and the book's
/// favourite reply) scored by the static evaluation, so that adapters that turn every
/// `info string` into a thinking line (polyglot) show the book line and runners that read a
/// score with every move (fastchess `-strict`) find one; the `info string book move ...` note
/// comes only after `debug on`.
pub fn format_event(
    event: &SearchEvent,
    mode: CastlingMode,
    show_wdl: bool,
    debug: bool,
) -> Vec<String> {
    let uci = |m: &Move| UciMove::from_move(*m, mode);
    match event {
        SearchEvent::Info(info) => vec![format_info(info, mode, show_wdl)],
        SearchEvent::CurrMove { depth, mv, number } => {
            vec![format!(
                "info depth {depth} currmove {} currmovenumber {number}",
                uci(mv)
            )]
        }
        SearchEvent::BookMove {
            mv,
            weight,
            reply,
            score,
        } => {
            let line: String = std::iter::once(mv)
                .chain(reply)
                .map(|m| format!(" {}", uci(m)))
                .collect();
            let mut lines = vec![format!(
                "info depth 1 seldepth 1 multipv 1 score cp {score} nodes 0 nps 0 time 0 pv{line}"
            )];
            if debug {
                lines.push(format!("info string book move {} weight {weight}", uci(mv)));
            }
            lines
        }
        SearchEvent::Message(text) => vec![format!("info string {text}")],
        SearchEvent::BestMove { best: None, .. } => vec!["bestmove (none)".to_string()],
        SearchEvent::BestMove {
            best: Some(b),
            ponder,
        } => vec![match ponder {
            Some(p) => format!("bestmove {} ponder {}", uci(b), uci(p)),
            None => format!("bestmove {}", uci(b)),
        }],
    }
}

/// Builds search limits for the side to move.
pub fn limits_for<V: Variant>(p: &GoParams, pos: &Position<V>) -> Result<Limits, String> {
    let white = pos.turn().is_white();
    // Tokens that are not legal moves are ignored (python-chess sends `searchmoves 0000` for
    // an empty list).
    let searchmoves = p
        .searchmoves
        .iter()
        .filter_map(|t| pos.parse_uci(t).ok())
        .collect();
    Ok(Limits {
        time_ms: if white { p.wtime } else { p.btime },
        inc_ms: if white { p.winc } else { p.binc }.unwrap_or(0),
        movestogo: p.movestogo.filter(|&m| m > 0),
        depth: p.depth,
        nodes: p.nodes,
        mate: p.mate,
        movetime_ms: p.movetime,
        infinite: p.infinite,
        ponder: p.ponder,
        searchmoves,
    })
}

/// An ASCII board for `d`.
pub fn display<V: Variant>(pos: &Position<V>) -> Vec<String> {
    let mut lines = vec![" +---+---+---+---+---+---+---+---+".to_string()];
    for rank in (0..8).rev() {
        let mut row = String::from(" |");
        for file in 0..8 {
            let sq = crate::core::Square::from_index(rank * 8 + file);
            let c = pos.piece_at(sq).map_or(' ', |p| p.char());
            row.push_str(&format!(" {c} |"));
        }
        row.push_str(&format!(" {}", rank + 1));
        lines.push(row);
        lines.push(" +---+---+---+---+---+---+---+---+".to_string());
    }
    lines.push("   a   b   c   d   e   f   g   h".to_string());
    lines.push(String::new());
    lines.push(format!("Fen: {}", pos.fen()));
    lines.push(format!("Key: {:016X}", pos.key()));
    let checkers: Vec<String> = pos.checkers().map(|s| s.to_string()).collect();
    lines.push(format!("Checkers: {}", checkers.join(" ")));
    lines
}

/// The UCI loop. `first` is the command that selected UCI.
pub fn run(first: Line, input: Receiver<Line>, out: Output) -> i32 {
    let mut engine = Engine::new();
    let mut pending = Some(first);
    loop {
        let line = match pending.take() {
            Some(l) => l,
            None => match input.recv() {
                Ok(l) => l,
                Err(_) => break,
            },
        };
        if !handle_received(&mut engine, &line.text, line.received, &out) {
            break;
        }
    }
    engine.abort();
    0
}

/// Handles one line received now; false means quit.
pub fn handle(engine: &mut Engine, line: &str, out: &Output) -> bool {
    handle_received(engine, line, Instant::now(), out)
}

/// Handles one line read at `received` (a `go`'s clock and a `ponderhit`'s start from there);
/// false means quit.
pub fn handle_received(engine: &mut Engine, line: &str, received: Instant, out: &Output) -> bool {
    let info = |msg: String| out.line(&format!("info string {msg}"));
    match parse(line) {
        Command::Uci => {
            out.line(&format!("id name ferrum {}", env!("CARGO_PKG_VERSION")));
            out.line("id author the ferrum developers");
            for l in option_lines() {
                out.line(&l);
            }
            out.line("uciok");
        }
        Command::Debug(on) => engine.settings.debug = on,
        Command::Register => {}
        Command::IsReady => out.line("readyok"),
        Command::SetOption { name, value } => {
            if let Err(e) = engine.set_option(&name, &value) {
                info(format!("error: {e}"));
            }
            for note in engine.take_notes() {
                info(note);
            }
        }
        Command::UciNewGame => engine.new_game(),
        Command::Position { fen, moves } => {
            let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
            if let Err(e) = engine.set_position(fen.as_deref(), &moves) {
                info(format!("error: {e}; position unchanged"));
            }
        }
        Command::Go(p) => {
            for skipped in &p.ignored {
                info(format!("warning: go: ignored '{skipped}'"));
            }
            if let Some(depth) = p.perft {
                engine.abort();
                // Stockfish's format: `move: count` per root move, a blank line, the total.
                let (lines, nodes) = crate::with_position!(engine.position(), pos => {
                    let counts = pos.divide(depth);
                    let lines: Vec<String> =
                        counts.iter().map(|&(m, n)| format!("{}: {n}", pos.uci(m))).collect();
                    let total: u64 = counts.iter().map(|&(_, n)| n).sum();
                    (lines, if depth == 0 { 1 } else { total })
                });
                for l in &lines {
                    out.line(l);
                }
                if depth > 0 {
                    out.line("");
                }
                out.line(&format!("Nodes searched: {nodes}"));
                out.line("");
                return true;
            }
            if engine.is_searching() {
                engine.abort();
            }
            match crate::with_position!(engine.position(), pos => limits_for(&p, pos)) {
                Ok(limits) => {
                    let sink_out = out.clone();
                    let mode = engine.castling_mode();
                    let show_wdl = engine.settings.show_wdl;
                    let debug = engine.settings.debug;
                    engine.go_from(
                        limits,
                        Arc::new(move |ev| {
                            for line in format_event(&ev, mode, show_wdl, debug) {
                                sink_out.line(&line);
                            }
                        }),
                        received,
                    );
                }
                Err(e) => info(format!("error: {e}")),
            }
        }
        Command::Stop => engine.stop(),
        Command::PonderHit => engine.ponderhit_from(received),
        Command::Quit => return false,
        Command::Display => {
            for l in crate::with_position!(engine.position(), pos => display(pos)) {
                out.line(&l);
            }
        }
        Command::Eval => {
            for l in engine.eval_report() {
                out.line(&format!("info string {l}"));
            }
        }
        Command::Bench(depth) => {
            engine.abort();
            let r = bench::run(depth.unwrap_or(bench::DEFAULT_DEPTH), |_, _, _| {});
            out.line(&format!(
                "info string bench: {} positions, {} ms",
                bench::POSITIONS.len(),
                r.millis
            ));
            out.line(&format!("{} nodes {} nps", r.nodes, r.nps()));
        }
        Command::Spsa => {
            if cfg!(feature = "tune") {
                for l in crate::search::params::spsa_inputs(engine.settings.variant) {
                    out.line(&l);
                }
            } else {
                info(
                    "error: spsa: this build has no tunable options (build with \
                      `cargo build --release --features tune`)"
                        .into(),
                );
            }
        }
        Command::Genfens(request) => {
            engine.abort();
            let done = genfens::generate(&request, |fen| {
                out.line(&format!("info string genfens {fen}"))
            });
            if let Err(e) = done {
                info(format!("error: {e}"));
            }
        }
        Command::Unknown(cmd) => {
            if !cmd.is_empty() {
                info(format!("unknown command: {cmd}"));
            }
        }
        Command::Malformed(e) => info(format!("error: {e}")),
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_setoption_with_spaces() {
        assert_eq!(
            parse("setoption name Move Overhead value 100"),
            Command::SetOption {
                name: "Move Overhead".into(),
                value: "100".into()
            }
        );
        assert_eq!(
            parse("setoption name Clear Hash"),
            Command::SetOption {
                name: "Clear Hash".into(),
                value: String::new()
            }
        );
    }

    #[test]
    fn parses_go() {
        let Command::Go(p) = parse("go wtime -5 btime 1000 winc 0 binc 10 movestogo 3 nodes 500")
        else {
            panic!()
        };
        assert_eq!(
            (p.wtime, p.btime, p.binc, p.movestogo, p.nodes),
            (Some(-5), Some(1000), Some(10), Some(3), Some(500))
        );
        let Command::Go(p) = parse("go searchmoves e2e4 d2d4 depth 3") else {
            panic!()
        };
        assert_eq!(p.searchmoves, vec!["e2e4", "d2d4"]);
        assert_eq!(p.depth, Some(3));
        // Unknown words and malformed numbers are skipped, the rest is read (UCI: "ignore").
        let Command::Go(p) = parse("go wtime 2000 btime 2000 frobnicate 7 winc 10 binc 10") else {
            panic!()
        };
        assert_eq!(
            (p.wtime, p.btime, p.winc, p.binc),
            (Some(2000), Some(2000), Some(10), Some(10))
        );
        assert_eq!(p.ignored, vec!["frobnicate 7"]);
        let Command::Go(p) = parse("go depth x movetime 50") else {
            panic!()
        };
        assert_eq!((p.depth, p.movetime), (None, Some(50)));
        assert_eq!(p.ignored, vec!["depth (no number)", "x"]);
        let Command::Go(p) = parse("go sideways") else {
            panic!()
        };
        assert_eq!(p.ignored, vec!["sideways"]);
        let Command::Go(p) = parse("go depth") else {
            panic!()
        };
        assert_eq!((p.depth, p.ignored.len()), (None, 1));
    }

    #[test]
    fn parses_position() {
        assert_eq!(
            parse("position startpos moves e2e4 e7e5"),
            Command::Position {
                fen: None,
                moves: vec!["e2e4".into(), "e7e5".into()]
            }
        );
        assert!(matches!(parse("position"), Command::Malformed(_)));
        assert!(matches!(parse("position fen"), Command::Malformed(_)));
    }

    #[test]
    fn option_lines_are_well_formed() {
        let lines = option_lines();
        assert!(
            lines.contains(&"option name Hash type spin default 16 min 1 max 33554432".to_string())
        );
        assert!(lines.contains(
            &"option name UCI_Variant type combo default chess var chess var antichess \
              var giveaway var suicide var atomic var kingofthehill var racingkings var horde \
              var 3check var crazyhouse"
                .to_string()
        ));
        assert!(lines.iter().all(|l| !l.ends_with(' ')));
    }

    #[test]
    fn every_registry_row_renders_as_an_option_line() {
        use crate::engine::options::REGISTRY;
        let lines = option_lines();
        // A `tune` build lists the search parameters after the registry's options.
        let tunables = if cfg!(feature = "tune") {
            crate::search::params::TUNABLES.len()
        } else {
            0
        };
        assert_eq!(lines.len(), REGISTRY.len() + tunables);
        #[cfg(feature = "tune")]
        assert_eq!(
            lines[REGISTRY.len()],
            "option name ASPIRATION_DELTA type spin default 25 min 5 max 100"
        );
        for (line, option) in lines.iter().zip(REGISTRY) {
            let spec = &option.spec;
            let head = format!("option name {} type ", spec.name);
            let rest = line.strip_prefix(&head).unwrap_or_else(|| panic!("{line}"));
            let expected = match spec.kind {
                OptionKind::Spin { default, min, max } => {
                    format!("spin default {default} min {min} max {max}")
                }
                OptionKind::Check { default } => format!("check default {default}"),
                OptionKind::Combo { default, vars } => {
                    format!("combo default {default} var {}", vars.join(" var "))
                }
                OptionKind::String { default } => format!("string default {default}"),
                OptionKind::Button => "button".to_string(),
            };
            assert_eq!(rest, expected);
        }
        let empty = OptionSpec {
            name: "NalimovPath",
            kind: OptionKind::String { default: "" },
        };
        assert_eq!(
            option_line(&empty),
            "option name NalimovPath type string default <empty>"
        );
    }

    #[test]
    fn wdl_sums_to_1000() {
        for s in [-500, -100, 0, 37, 100, 900] {
            let (w, d, l) = wdl(s);
            assert_eq!(w + d + l, 1000);
        }
        assert_eq!(wdl(crate::search::MATE - 5), (1000, 0, 0));
    }
}
