//! Text the engine sends to an XBoard GUI: the `feature` handshake, `option=` features rendered
//! from the options registry, thinking lines, moves, result claims and error messages. All pure
//! functions of their arguments.

use crate::book::BookMove;
use crate::core::{CastlingSide, Color, Move};
use crate::engine::options::{OptionId, OptionKind, OptionSpec};
use crate::notation::UciMove;
use crate::position::{CastlingMode, Outcome, Termination};
use crate::search::{ScoreReport, SearchInfo};
use crate::tt::Bound;
use crate::variant::AnyPosition;

/// Registry options that XBoard sets through commands of its own, so they are not offered as
/// `option=` features: `memory`, `cores`, `hard`/`easy`, `variant`, `egtpath`. `UCI_ShowWDL` has
/// no place in CECP thinking output, and `analyze` is XBoard's `UCI_AnalyseMode`.
pub const MANAGED_BY_COMMANDS: &[OptionId] = &[
    OptionId::Hash,
    OptionId::Threads,
    OptionId::Ponder,
    OptionId::Chess960,
    OptionId::Variant,
    OptionId::ShowWdl,
    OptionId::AnalyseMode,
    OptionId::SyzygyPath,
    OptionId::GaviotaTbPath,
];

/// The option name as CECP clients see it: python-chess takes the first word of an `option=`
/// feature as the name, so spaces become underscores (`Move Overhead` -> `Move_Overhead`).
pub fn xboard_option_name(name: &str) -> String {
    name.replace(' ', "_")
}

/// Whether a name sent back by the GUI (`Move_Overhead`, `Move Overhead`, any case) means the
/// option called `spec_name`.
pub fn option_name_matches(spec_name: &str, sent: &str) -> bool {
    let sent = sent.trim();
    xboard_option_name(spec_name).eq_ignore_ascii_case(sent) || spec_name.eq_ignore_ascii_case(sent)
}

/// Text values inside `option="..."` may not contain double quotes.
fn unquoted(s: &str) -> String {
    s.replace('"', "'")
}

/// The string after `option=` (without the quotes) for one option.
pub fn option_feature(spec: &OptionSpec) -> String {
    let name = xboard_option_name(spec.name);
    match &spec.kind {
        OptionKind::Spin { default, min, max } => format!("{name} -spin {default} {min} {max}"),
        OptionKind::Check { default } => format!("{name} -check {}", u8::from(*default)),
        OptionKind::Combo { default, vars } => {
            let choices: Vec<String> = vars
                .iter()
                .map(|v| {
                    if v == default {
                        format!("*{v}")
                    } else {
                        v.to_string()
                    }
                })
                .collect();
            format!("{name} -combo {}", choices.join(" /// "))
        }
        OptionKind::String { default } => {
            // Paths and files get a browse button in GUIs that know -path/-file.
            let kind = if spec.name.ends_with("Path") || spec.name.ends_with("Dir") {
                "-path"
            } else if spec.name.ends_with("File") {
                "-file"
            } else {
                "-string"
            };
            format!("{name} {kind} {}", unquoted(default))
                .trim_end()
                .to_string()
        }
        OptionKind::Button => format!("{name} -button"),
    }
}

/// The reply to `protover 2`: the main feature line, one line per option, `done=1` last.
pub fn feature_lines(
    myname: &str,
    variants: &str,
    egt: &[&str],
    options: &[OptionSpec],
) -> Vec<String> {
    let mut main = format!(
        "feature ping=1 setboard=1 usermove=1 playother=1 san=0 time=1 draw=1 sigint=0 \
         sigterm=0 reuse=1 analyze=1 colors=0 name=1 nps=1 debug=1 memory=1 smp=1 pause=0 \
         myname=\"{}\" variants=\"{variants}\"",
        unquoted(myname)
    );
    if !egt.is_empty() {
        main.push_str(&format!(" egt=\"{}\"", egt.join(",")));
    }
    let mut lines = vec![main];
    lines.extend(
        options
            .iter()
            .map(|o| format!("feature option=\"{}\"", option_feature(o))),
    );
    lines.push("feature done=1".to_string());
    lines
}

/// A score in CECP units: centipawns, or 100000+N for mate in N moves and -100000-N for mated
/// in N.
pub fn xboard_score(score: i32) -> i64 {
    match ScoreReport::from_score(score) {
        ScoreReport::Cp(cp) => cp as i64,
        ScoreReport::Mate(n) if n > 0 => 100_000 + n as i64,
        ScoreReport::Mate(n) => -100_000 + n as i64,
    }
}

/// SAN of a line of moves from `root`, stopping at the first move that is not legal there.
pub fn san_line(root: &AnyPosition, moves: &[Move]) -> String {
    let mut pos = root.clone();
    let mut parts = Vec::with_capacity(moves.len());
    for &m in moves {
        if !pos.legal_moves().contains(&m) {
            break;
        }
        parts.push(pos.san(m));
        pos.play_unchecked(m);
    }
    parts.join(" ")
}

/// A thinking line: `ply score time nodes pv`, time in centiseconds, the PV in SAN from
/// `root`. With `extended`, XBoard's extra fields follow the node count: `seldepth nps tbhits`,
/// then a tab before the PV (XBoard reads them only when the tab is there), and a fail low ends
/// the PV with `?`, a fail high with `!`. The classic four fields are the default: PyChess reads
/// `ply score time nodes` and shows everything after them as the PV, so those lines carry
/// moves only, bound or not (a `?` there appeared in PyChess's panel as a move).
pub fn thinking_line(info: &SearchInfo, root: &AnyPosition, pv: &[Move], extended: bool) -> String {
    let mark = match info.bound {
        Bound::Upper => " ?",
        Bound::Lower => " !",
        Bound::Exact => "",
    };
    let head = format!(
        "{} {} {} {}",
        info.depth,
        xboard_score(info.score),
        info.time_ms / 10,
        info.nodes
    );
    let moves = san_line(root, pv);
    if extended {
        format!(
            "{head} {} {} {}\t{moves}{mark}",
            info.seldepth, info.nps, info.tbhits
        )
    } else {
        match moves.trim_start() {
            "" => head,
            tail => format!("{head} {tail}"),
        }
    }
}

/// A move as the engine sends it: coordinates (`e2e4`, `e7e8q`, castling `e1g1`, drops `P@e4`);
/// in Chess960, castling as `O-O`/`O-O-O`, which XBoard itself sends in `fischerandom` and which
/// XBoard, cutechess and python-chess all read (a king's two-square move is ambiguous there).
pub fn move_text(pos: &AnyPosition, m: Move) -> String {
    if m.is_castle() && pos.castling_mode() == CastlingMode::Chess960 {
        return match m.castling_side() {
            CastlingSide::King => "O-O".to_string(),
            CastlingSide::Queen => "O-O-O".to_string(),
        };
    }
    UciMove::from_move(m, CastlingMode::Standard).to_string()
}

/// The `RESULT {comment}` claim for a game that ended by rule.
pub fn result_line(outcome: &Outcome) -> String {
    let winner = |c: Color| if c.is_white() { "White" } else { "Black" };
    let comment = match (outcome.termination, outcome.winner) {
        (Termination::Checkmate, Some(c)) => format!("{} mates", winner(c)),
        (Termination::Stalemate, _) => "Stalemate".to_string(),
        (Termination::InsufficientMaterial, _) => "Insufficient material".to_string(),
        (Termination::ThreefoldRepetition | Termination::FivefoldRepetition, _) => {
            "Draw by repetition".to_string()
        }
        (Termination::FiftyMoves, _) => "Draw by 50-move rule".to_string(),
        (Termination::SeventyFiveMoves, _) => "Draw by 75-move rule".to_string(),
        (_, Some(c)) => format!("{} wins by the variant's rules", winner(c)),
        (_, None) => "Draw by the variant's rules".to_string(),
    };
    format!("{} {{{comment}}}", outcome.result())
}

/// `stat01: time nodes ply mvleft mvtot [mvname]`, the answer to `.` in analyze mode.
pub fn stat01(
    time_cs: u64,
    nodes: u64,
    ply: i32,
    left: usize,
    total: usize,
    current: Option<&str>,
) -> String {
    let mut s = format!("stat01: {time_cs} {nodes} {ply} {left} {total}");
    if let Some(name) = current {
        s.push(' ');
        s.push_str(name);
    }
    s
}

/// `Error (kind): command`. Parentheses inside `kind` would confuse clients' parsers.
pub fn error_line(kind: &str, command: &str) -> String {
    let kind: String = kind
        .chars()
        .map(|c| match c {
            '(' => '[',
            ')' => ']',
            c => c,
        })
        .collect();
    format!("Error ({kind}): {}", command.trim())
}

/// `Illegal move: e2e5` or `Illegal move (reason): e2e5`.
pub fn illegal_move(text: &str, reason: Option<&str>) -> String {
    match reason {
        Some(r) => format!("Illegal move ({r}): {text}"),
        None => format!("Illegal move: {text}"),
    }
}

/// The answer to `bk`: one line per book move, each starting with a space, then an empty line.
pub fn book_lines(root: &AnyPosition, entries: &[BookMove]) -> Vec<String> {
    let total: u64 = entries.iter().map(|e| e.weight as u64).sum();
    let mut lines: Vec<String> = entries
        .iter()
        .filter(|e| root.legal_moves().contains(&e.mv))
        .map(|e| {
            let (m, w) = (e.mv, e.weight);
            let pct = if total == 0 {
                0.0
            } else {
                w as f64 * 100.0 / total as f64
            };
            format!(" {} {pct:.1}% (weight {w})", root.san(m))
        })
        .collect();
    if lines.is_empty() {
        lines.push(" no book moves".to_string());
    }
    lines.push(String::new());
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::options::REGISTRY;
    use crate::position::Position;
    use crate::search::MATE;

    fn any(fen: &str, mode: CastlingMode) -> AnyPosition {
        AnyPosition::from(Position::from_fen(fen, mode).unwrap())
    }

    #[test]
    fn options_render_without_spaces_in_names() {
        for option in REGISTRY {
            let spec = &option.spec;
            let f = option_feature(spec);
            let name = f.split(' ').next().unwrap();
            assert_eq!(name, xboard_option_name(spec.name));
            assert!(!name.contains(' '));
        }
        let overhead = OptionSpec {
            name: "Move Overhead",
            kind: OptionKind::Spin {
                default: 10,
                min: 0,
                max: 10_000,
            },
        };
        assert_eq!(option_feature(&overhead), "Move_Overhead -spin 10 0 10000");
        assert!(option_name_matches("Move Overhead", "Move_Overhead"));
        assert!(option_name_matches("Move Overhead", "move overhead"));
        assert!(!option_name_matches("Move Overhead", "Move"));
        let check = OptionSpec {
            name: "UCI_LimitStrength",
            kind: OptionKind::Check { default: false },
        };
        assert_eq!(option_feature(&check), "UCI_LimitStrength -check 0");
        let combo = OptionSpec {
            name: "Style",
            kind: OptionKind::Combo {
                default: "b",
                vars: &["a", "b", "c"],
            },
        };
        assert_eq!(option_feature(&combo), "Style -combo a /// *b /// c");
        let path = OptionSpec {
            name: "SyzygyPath",
            kind: OptionKind::String { default: "" },
        };
        assert_eq!(option_feature(&path), "SyzygyPath -path");
        let file = OptionSpec {
            name: "BookFile",
            kind: OptionKind::String {
                default: "books/a \"b\".bin",
            },
        };
        assert_eq!(option_feature(&file), "BookFile -file books/a 'b'.bin");
        let button = OptionSpec {
            name: "Clear Hash",
            kind: OptionKind::Button,
        };
        assert_eq!(option_feature(&button), "Clear_Hash -button");
    }

    #[test]
    fn every_registry_row_renders_as_a_feature() {
        let features: Vec<String> = REGISTRY.iter().map(|o| option_feature(&o.spec)).collect();
        let variants = "*chess /// antichess /// giveaway /// suicide /// atomic /// \
                        kingofthehill /// racingkings /// horde /// 3check /// crazyhouse";
        assert_eq!(
            features,
            [
                "Hash -spin 16 1 33554432",
                "Threads -spin 1 1 1024",
                "Clear_Hash -button",
                "Ponder -check 0",
                "MultiPV -spin 1 1 256",
                "Move_Overhead -spin 10 0 10000",
                "UCI_Chess960 -check 0",
                &format!("UCI_Variant -combo {variants}"),
                "UCI_ShowWDL -check 0",
                "UCI_LimitStrength -check 0",
                "UCI_Elo -spin 1500 1320 3190",
                "SyzygyPath -path tablebases/syzygy",
                "SyzygyProbeDepth -spin 1 1 100",
                "Syzygy50MoveRule -check 1",
                "SyzygyProbeLimit -spin 7 0 7",
                "GaviotaTbPath -path tablebases/gaviota",
                "GaviotaTbCache -spin 16 1 65536",
                "UCI_AnalyseMode -check 0",
                "OwnBook -check 1",
                "BookFile -file books/ferrum.bin",
                "BookDepth -spin 40 0 1024",
                "BookBestMove -check 0",
            ]
        );
    }

    #[test]
    fn feature_lines_end_with_done() {
        let specs: Vec<OptionSpec> = REGISTRY.iter().map(|o| o.spec).collect();
        let lines = feature_lines("ferrum 1.0", "normal,fischerandom", &["syzygy"], &specs);
        assert_eq!(lines.last().unwrap(), "feature done=1");
        let main = &lines[0];
        for f in [
            "ping=1",
            "setboard=1",
            "usermove=1",
            "playother=1",
            "san=0",
            "sigint=0",
            "sigterm=0",
            "analyze=1",
            "colors=0",
            "memory=1",
            "smp=1",
            "myname=\"ferrum 1.0\"",
            "variants=\"normal,fischerandom\"",
            "egt=\"syzygy\"",
        ] {
            assert!(main.contains(f), "{f} missing from {main}");
        }
        assert!(lines
            .iter()
            .all(|l| l.starts_with("feature ") && !l.ends_with(' ')));
        let no_egt = feature_lines("x", "normal", &[], &[]);
        assert!(!no_egt[0].contains("egt="));
        assert_eq!(no_egt.len(), 2);
    }

    #[test]
    fn scores_in_cecp_units() {
        assert_eq!(xboard_score(37), 37);
        assert_eq!(xboard_score(-250), -250);
        assert_eq!(xboard_score(MATE - 1), 100_001);
        assert_eq!(xboard_score(MATE - 5), 100_003);
        assert_eq!(xboard_score(-MATE + 2), -100_001);
        assert_eq!(xboard_score(-MATE), -100_000);
    }

    #[test]
    fn thinking_line_has_san_pv_and_centiseconds() {
        let pos = AnyPosition::default();
        let pv: Vec<Move> = ["e2e4", "e7e5", "g1f3"]
            .iter()
            .scan(pos.clone(), |p, t| {
                let m = p.parse_uci(t).unwrap();
                p.play_unchecked(m);
                Some(m)
            })
            .collect();
        let info = SearchInfo {
            depth: 9,
            seldepth: 14,
            multipv: 1,
            score: 31,
            bound: Bound::Exact,
            nodes: 48_000,
            nps: 400_000,
            hashfull: 3,
            tbhits: 0,
            time_ms: 1_084,
            pv: pv.clone(),
        };
        // The classic four fields, then the PV: what PyChess's pattern reads.
        assert_eq!(
            thinking_line(&info, &pos, &pv, false),
            "9 31 108 48000 e4 e5 Nf3"
        );
        assert_eq!(
            thinking_line(&info, &pos, &pv, true),
            "9 31 108 48000 14 400000 0\te4 e5 Nf3"
        );
        let low = SearchInfo {
            bound: Bound::Upper,
            ..info.clone()
        };
        assert_eq!(
            thinking_line(&low, &pos, &pv[..1], false),
            "9 31 108 48000 e4"
        );
        assert!(thinking_line(&low, &pos, &pv[..1], true).ends_with("\te4 ?"));
        // A move that is not legal ends the PV instead of being printed.
        assert!(thinking_line(&info, &pos, &[pv[1]], true).ends_with('\t'));
        assert_eq!(
            thinking_line(&info, &pos, &[pv[1]], false),
            "9 31 108 48000"
        );
    }

    #[test]
    fn moves_out() {
        let std = any(
            "r3k2r/p6p/8/8/8/8/P5pP/R3K2R b KQkq - 0 1",
            CastlingMode::Standard,
        );
        let castle = std.parse_uci("e8g8").unwrap();
        assert_eq!(move_text(&std, castle), "e8g8");
        let promo = std.parse_uci("g2g1n").unwrap();
        assert_eq!(move_text(&std, promo), "g2g1n");
        let frc = any(
            "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
            CastlingMode::Chess960,
        );
        assert_eq!(move_text(&frc, frc.parse_uci("e1g1").unwrap()), "O-O");
        assert_eq!(move_text(&frc, frc.parse_uci("e1b1").unwrap()), "O-O-O");
        assert_eq!(move_text(&frc, frc.parse_uci("e1f1").unwrap()), "e1f1");
    }

    #[test]
    fn result_claims() {
        let o = |winner, termination| Outcome {
            winner,
            termination,
        };
        assert_eq!(
            result_line(&o(Some(Color::White), Termination::Checkmate)),
            "1-0 {White mates}"
        );
        assert_eq!(
            result_line(&o(Some(Color::Black), Termination::Checkmate)),
            "0-1 {Black mates}"
        );
        assert_eq!(
            result_line(&o(None, Termination::ThreefoldRepetition)),
            "1/2-1/2 {Draw by repetition}"
        );
        assert_eq!(
            result_line(&o(None, Termination::Stalemate)),
            "1/2-1/2 {Stalemate}"
        );
        assert_eq!(
            result_line(&o(None, Termination::FiftyMoves)),
            "1/2-1/2 {Draw by 50-move rule}"
        );
        assert_eq!(
            result_line(&o(None, Termination::InsufficientMaterial)),
            "1/2-1/2 {Insufficient material}"
        );
    }

    #[test]
    fn errors_and_status() {
        assert_eq!(
            error_line("unknown command", "foo "),
            "Error (unknown command): foo"
        );
        assert_eq!(error_line("bad (x)", "y"), "Error (bad [x]): y");
        assert_eq!(illegal_move("e2e5", None), "Illegal move: e2e5");
        assert_eq!(
            illegal_move("e1g1", Some("in check")),
            "Illegal move (in check): e1g1"
        );
        assert_eq!(
            stat01(1234, 30000, 7, 5, 30, None),
            "stat01: 1234 30000 7 5 30"
        );
        assert_eq!(
            stat01(1234, 30000, 7, 5, 30, Some("Nf3")),
            "stat01: 1234 30000 7 5 30 Nf3"
        );
        let pos = AnyPosition::default();
        let entry = |text: &str, weight: u16| BookMove {
            mv: pos.parse_uci(text).unwrap(),
            raw_move: 0,
            weight,
            learn: 0,
        };
        assert_eq!(
            book_lines(&pos, &[entry("e2e4", 3), entry("d2d4", 1)]),
            vec![" e4 75.0% (weight 3)", " d4 25.0% (weight 1)", ""]
        );
        assert_eq!(book_lines(&pos, &[]), vec![" no book moves", ""]);
    }
}
