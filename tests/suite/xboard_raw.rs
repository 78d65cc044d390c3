//! XBoard (CECP v2) over raw stdin: feature negotiation, clocks, ordering rules, pondering, and
//! the answers to bad input, as scripted transcripts with a timeout on every expected line.

use crate::common::engine_proc::EngineProc;
use ferrum::position::{CastlingMode, Position};
use std::time::{Duration, Instant};

const T: Duration = Duration::from_secs(10);

/// An engine in XBoard mode after the handshake; returns it with the feature lines.
fn xboard() -> (EngineProc, Vec<String>) {
    let mut e = EngineProc::start(&[]);
    e.send("xboard");
    e.send("protover 2");
    let features = e.collect_until(|l| l == "feature done=1", T);
    (e, features)
}

/// The same without the opening book, for tests that time or watch searches from the start.
fn xboard_no_book() -> (EngineProc, Vec<String>) {
    let (mut e, features) = xboard();
    e.send("option OwnBook=0");
    (e, features)
}

/// Waits for `pong N` after everything sent so far.
fn sync(e: &mut EngineProc, n: u32) -> Vec<String> {
    e.send(&format!("ping {n}"));
    let pong = format!("pong {n}");
    e.collect_until(move |l| l == pong, T)
}

/// The engine's current FEN, from the `d` debug command.
fn fen(e: &mut EngineProc) -> String {
    e.send("d");
    let lines = e.collect_until(|l| l.starts_with("# mode "), T);
    let line = lines
        .iter()
        .find(|l| l.starts_with("# Fen: "))
        .expect("a FEN line");
    line.trim_start_matches("# Fen: ").to_string()
}

/// Waits for the engine's move; returns the move text and how long it took.
fn engine_move(e: &mut EngineProc, timeout: Duration) -> (String, Duration) {
    let (line, took) = e.expect_prefix("move ", timeout);
    (line["move ".len()..].to_string(), took)
}

/// The PV of a thinking line in the default format: the classic four numbers
/// `ply score time nodes`, then moves (what PyChess's pattern reads: no fifth number, no tab).
fn thinking_pv(l: &str) -> Option<&str> {
    if l.contains('\t') {
        return None;
    }
    let mut rest = l;
    for _ in 0..4 {
        let (number, tail) = rest.split_once(' ').unwrap_or((rest, ""));
        number.parse::<i64>().ok()?;
        rest = tail;
    }
    match rest.split(' ').next() {
        Some(first) if first.parse::<i64>().is_ok() => None,
        _ => Some(rest),
    }
}

fn is_thinking_line(l: &str) -> bool {
    thinking_pv(l).is_some()
}

#[test]
fn protover_2_feature_negotiation() {
    let start = Instant::now();
    let (mut e, features) = xboard();
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "done=1 must come within 2 s"
    );
    assert_eq!(features.last().map(String::as_str), Some("feature done=1"));
    assert!(
        features.iter().all(|l| l.starts_with("feature ")),
        "{features:?}"
    );
    let main = &features[0];
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
        "myname=\"ferrum ",
        "variants=\"normal,fischerandom",
    ] {
        assert!(main.contains(f), "{f} missing: {main}");
    }
    // One option feature per offered option, names without spaces (python-chess takes the first
    // word as the name); registry names with spaces come with underscores.
    let options: Vec<&String> = features
        .iter()
        .filter(|l| l.starts_with("feature option=\""))
        .collect();
    assert!(options.len() >= 4, "{options:?}");
    for o in &options {
        let body = o
            .trim_start_matches("feature option=\"")
            .trim_end_matches('"');
        let mut words = body.split(' ');
        let name = words.next().unwrap();
        let kind = words.next().unwrap();
        assert!(!name.is_empty() && !name.contains(' '), "{o}");
        assert!(
            ["-spin", "-check", "-combo", "-string", "-button", "-path", "-file"].contains(&kind),
            "{o}"
        );
    }
    assert!(features.contains(&"feature option=\"Move_Overhead -spin 10 0 10000\"".to_string()));
    assert!(features.contains(&"feature option=\"Clear_Hash -button\"".to_string()));
    // Hash and Threads are set through memory/cores, not as options.
    assert!(!features.iter().any(|l| l.contains("option=\"Hash ")));
    // accepted/rejected produce nothing.
    e.send("accepted ping");
    e.send("rejected sigterm");
    let lines = sync(&mut e, 1);
    assert_eq!(lines, vec!["pong 1"]);
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn level_time_and_otim_drive_the_clock() {
    let (mut e, _) = xboard_no_book();
    // One move per session: the move before the control may use most of the clock.
    e.send("new");
    e.send("force");
    e.send("level 1 0:03 0");
    e.send("time 300");
    e.send("otim 300");
    e.send("go");
    let (_, last_of_session) = engine_move(&mut e, T);
    // The same clock with 40 moves to go: a small share of it.
    e.send("new");
    e.send("force");
    e.send("level 40 0:03 0");
    e.send("time 300");
    e.send("otim 300");
    e.send("go");
    let (_, forty_to_go) = engine_move(&mut e, T);
    assert!(
        last_of_session > Duration::from_millis(550),
        "level 1: {last_of_session:?}"
    );
    assert!(
        forty_to_go < Duration::from_millis(450),
        "level 40: {forty_to_go:?}"
    );
    assert!(forty_to_go * 2 < last_of_session);
    // `time` is in centiseconds: 50 = half a second on the clock.
    e.send("new");
    e.send("level 0 5 0");
    e.send("time 50");
    e.send("otim 30000");
    e.send("usermove e2e4");
    let (_, took) = engine_move(&mut e, T);
    assert!(took < Duration::from_millis(500), "time 50: {took:?}");
    // Fractional `st`, and thinking output in centiseconds.
    e.send("new");
    e.send("post");
    e.send("st 0.6");
    e.send("usermove d2d4");
    let start = Instant::now();
    let lines = e.collect_until(|l| l.starts_with("move "), T);
    let took = start.elapsed();
    assert!(took < Duration::from_millis(1100), "st 0.6: {took:?}");
    let last = lines
        .iter()
        .rev()
        .find(|l| is_thinking_line(l))
        .expect("thinking output");
    let cs: u64 = last.split_whitespace().nth(2).unwrap().parse().unwrap();
    assert!(cs <= 65, "time field in centiseconds: {last}");
    // Fractional base and increment.
    e.send("new");
    e.send("level 40 0.05 0.5");
    e.send("time 300");
    e.send("usermove c2c4");
    engine_move(&mut e, T);
    // A node budget: `nps` with `st` (python-chess sends nps 1 + st NODES).
    e.send("new");
    e.send("nps 1");
    e.send("st 3000");
    e.send("usermove g1f3");
    let lines = e.collect_until(|l| l.starts_with("move "), T);
    let nodes: u64 = lines
        .iter()
        .rev()
        .find(|l| is_thinking_line(l))
        .map(|l| l.split_whitespace().nth(3).unwrap().parse().unwrap())
        .unwrap();
    assert!(nodes <= 4000, "nps 1 + st 3000 searched {nodes} nodes");
    // `sd` caps the depth whatever the clock.
    e.send("new");
    e.send("level 0 5 0");
    e.send("sd 3");
    e.send("usermove e2e4");
    let lines = e.collect_until(|l| l.starts_with("move "), T);
    let depth: i32 = lines
        .iter()
        .rev()
        .find(|l| is_thinking_line(l))
        .map(|l| l.split_whitespace().next().unwrap().parse().unwrap())
        .unwrap();
    assert!(depth <= 3, "sd 3 reached depth {depth}");
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn ping_waits_for_the_move_and_question_mark_moves_now() {
    let (mut e, _) = xboard_no_book();
    e.send("new");
    e.send("st 1.5");
    e.send("usermove e2e4");
    e.send("ping 7");
    let lines = e.collect_until(|l| l == "pong 7", T);
    assert!(
        lines.iter().any(|l| l.starts_with("move ")),
        "pong must follow the move: {lines:?}"
    );
    // `?` while thinking: move at once.
    e.send("new");
    e.send("st 30");
    e.send("usermove d2d4");
    std::thread::sleep(Duration::from_millis(300));
    let start = Instant::now();
    e.send("?");
    engine_move(&mut e, T);
    // At once against the 30 s it had; the margin is for a loaded CI machine.
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
    // `force` while thinking abandons the search: no move comes.
    e.send("new");
    e.send("st 30");
    e.send("usermove c2c4");
    std::thread::sleep(Duration::from_millis(200));
    e.send("force");
    let lines = sync(&mut e, 8);
    assert!(!lines.iter().any(|l| l.starts_with("move ")), "{lines:?}");
    assert_eq!(
        fen(&mut e),
        "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1"
    );
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

/// A legal move other than `avoid` after which the opponent has no mate in one.
fn quiet_move(game: &Position, avoid: &str) -> String {
    let allows_mate = |m| {
        let mut after = game.clone();
        after.play_unchecked(m);
        after.legal_moves().iter().any(|&reply| {
            let mut end = after.clone();
            end.play_unchecked(reply);
            end.is_checkmate()
        })
    };
    game.legal_moves()
        .iter()
        .copied()
        .find(|&m| game.uci(m) != avoid && !allows_mate(m))
        .map(|m| game.uci(m))
        .expect("a move that does not allow mate in one")
}

#[test]
fn pondering_hit_miss_and_off() {
    let (mut e, _) = xboard_no_book();
    let mut game = Position::startpos();
    fn play(game: &mut Position, text: &str) {
        let m = game.parse_uci(text).expect("legal move");
        game.play_unchecked(m);
    }
    e.send("new");
    e.send("hard");
    e.send("level 0 0:20 0");
    e.send("time 2000");
    e.send("otim 2000");
    e.send("usermove e2e4");
    play(&mut game, "e2e4");
    let (reply, _) = engine_move(&mut e, T);
    play(&mut game, &reply);
    let (line, _) = e.expect_prefix("# ponder ", T);
    let predicted = line["# ponder ".len()..].to_string();
    assert!(game.parse_uci(&predicted).is_ok(), "{line}");
    // While pondering, ping is answered at once.
    std::thread::sleep(Duration::from_millis(200));
    e.send("ping 1");
    let (_, took) = e.expect(|l| l == "pong 1", T);
    assert!(took < Duration::from_millis(100), "pong took {took:?}");
    // The predicted move: a ponder hit, the search goes on and answers.
    e.send("time 2000");
    e.send("otim 1900");
    e.send(&format!("usermove {predicted}"));
    play(&mut game, &predicted);
    e.expect(|l| l == format!("# ponderhit {predicted}"), T);
    let (reply, _) = engine_move(&mut e, T);
    play(&mut game, &reply);
    let (line, _) = e.expect_prefix("# ponder ", T);
    let predicted = line["# ponder ".len()..].to_string();
    // Another move: a ponder miss, a fresh search. It must not allow a mate in
    // one, or the engine mates and the game ends before the rest of the test.
    let other = quiet_move(&game, &predicted);
    e.send(&format!("usermove {other}"));
    play(&mut game, &other);
    let lines = e.collect_until(|l| l.starts_with("move "), T);
    assert!(
        !lines.iter().any(|l| l.starts_with("# ponderhit")),
        "{lines:?}"
    );
    let reply = lines.last().unwrap()["move ".len()..].to_string();
    play(&mut game, &reply);
    // `easy` stops pondering; the position is the game's, without the predicted move.
    e.expect_prefix("# ponder ", T);
    e.send("easy");
    sync(&mut e, 2);
    let fen_now = fen(&mut e);
    assert_eq!(fen_now.split(' ').next(), game.fen().split(' ').next());
    // Without pondering there is no ponder line after the move.
    let last = quiet_move(&game, "");
    e.send(&format!("usermove {last}"));
    play(&mut game, &last);
    engine_move(&mut e, T);
    let lines = sync(&mut e, 3);
    assert!(
        !lines.iter().any(|l| l.starts_with("# ponder")),
        "{lines:?}"
    );
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn bad_input_gets_errors_and_changes_nothing() {
    let (mut e, _) = xboard();
    // In force mode an illegal move is reported before the next command runs.
    e.send("new");
    e.send("force");
    e.send("usermove e2e5");
    let lines = sync(&mut e, 1);
    assert_eq!(lines, vec!["Illegal move: e2e5", "pong 1"]);
    assert_eq!(fen(&mut e), Position::startpos().fen());
    // Otherwise at once; the position stays.
    e.send("new");
    e.send("usermove e7e5");
    e.expect(|l| l == "Illegal move: e7e5", T);
    e.send("force");
    assert_eq!(fen(&mut e), Position::startpos().fen());
    for (input, expected) in [
        ("foo", "Error (unknown command): foo"),
        ("level 40", "Error (level needs MPS BASE INC): level 40"),
        (
            "st -1",
            "Error (st needs a positive number of seconds): st -1",
        ),
        (
            "variant xiangqi",
            "Error (unsupported variant): variant xiangqi",
        ),
        (
            "option NoSuchOption=1",
            "Error (unknown option): option NoSuchOption=1",
        ),
        (
            "memory lots",
            "Error (memory needs a size in MB): memory lots",
        ),
        ("usermove", "Error (usermove needs a move): usermove"),
    ] {
        e.send(input);
        let (line, _) = e.expect(|l| l.starts_with("Error") || l.starts_with("Illegal"), T);
        assert_eq!(line, expected);
    }
    e.send("option UCI_Elo=5");
    let (line, _) = e.expect_prefix("Error (", T);
    assert!(line.ends_with("): option UCI_Elo=5"), "{line}");
    // Garbage and non-ASCII are survived.
    e.send("\u{1}\u{2}\u{ff} é");
    e.expect_prefix("Error (unknown command)", T);
    // A malformed setboard: an error, then moves are refused until a new position.
    e.send("setboard this is not a fen");
    let (line, _) = e.expect_prefix("Error (", T);
    assert!(line.ends_with("): setboard this is not a fen"), "{line}");
    e.send("usermove d2d4");
    e.expect(|l| l == "Illegal move (no valid position): d2d4", T);
    // A board without Black's king is an error (an empty one is "no position": see below).
    e.send("setboard 8/8/8/8/8/8/8/4K3 w - - 0 1");
    e.expect_prefix("Error (", T);
    e.send("new");
    e.send("usermove d2d4");
    let (mv, _) = engine_move(&mut e, T);
    assert_eq!(mv.len(), 4);
    assert_eq!(sync(&mut e, 2), vec!["pong 2"]);
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn force_mode_moves_before_setboard_are_not_errors() {
    let (mut e, _) = xboard();
    // cutechess sets up a position with Black to move by a dummy move before setboard.
    e.send("new");
    e.send("force");
    e.send("b2b3");
    e.send("setboard r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 3");
    // An illegal dummy move (as in variants whose start has no b2 pawn) is dropped too.
    e.send("force");
    e.send("a1a8");
    e.send("setboard r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 3");
    let lines = sync(&mut e, 1);
    assert_eq!(lines, vec!["pong 1"]);
    assert_eq!(
        fen(&mut e),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 3"
    );
    // ...but an illegal move that nothing overrides is reported.
    e.send("a1a8");
    e.send("st 0.3");
    e.send("go");
    let lines = e.collect_until(|l| l.starts_with("Illegal move"), T);
    assert_eq!(lines.last().unwrap(), "Illegal move: a1a8");
    let (mv, _) = engine_move(&mut e, T);
    let pos = Position::from_fen(
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 3",
        CastlingMode::Standard,
    )
    .unwrap();
    assert!(pos.parse_uci(&mv).is_ok(), "{mv}");
    // The null move passes the turn in force mode, and is taken back by undo.
    e.send("force");
    e.send("@@@@");
    let after_null = fen(&mut e);
    assert!(after_null.contains(" b "), "{after_null}");
    // A reply legal after the engine's own move (which depends on its search: d7d6 may be it).
    let black = Position::from_fen(&after_null, CastlingMode::Standard).unwrap();
    let reply = ["d7d6", "a7a6", "h7h6"]
        .into_iter()
        .find(|m| black.parse_uci(m).is_ok())
        .unwrap();
    e.send(&format!("usermove {reply}"));
    assert!(fen(&mut e).contains(" w "));
    e.send("undo");
    assert_eq!(fen(&mut e), after_null);
    e.send("undo");
    assert!(fen(&mut e).contains(" w "));
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn undo_remove_and_edit_mode() {
    let (mut e, _) = xboard();
    e.send("new");
    e.send("force");
    for m in ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4"] {
        e.send(&format!("usermove {m}"));
    }
    e.send("undo");
    assert_eq!(
        fen(&mut e),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    );
    e.send("remove");
    assert_eq!(
        fen(&mut e),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    e.send("remove");
    e.send("undo");
    e.send("ping 1");
    let lines = e.collect_until(|l| l == "pong 1", T);
    assert_eq!(
        lines,
        vec!["Error (command not legal now): undo", "pong 1"],
        "undo at the start"
    );
    // Old-style edit: clear, place white then black pieces, leave.
    e.send("edit");
    e.send("#");
    e.send("Ke1");
    e.send("Ra1");
    e.send("Pe2");
    e.send("c");
    e.send("Ke8");
    e.send("Rh8");
    e.send("xh8");
    e.send("Rh7");
    e.send(".");
    assert_eq!(fen(&mut e), "4k3/7r/8/8/8/8/4P3/R3K3 w Q - 0 1");
    e.send("usermove e1c1");
    assert_eq!(fen(&mut e), "4k3/7r/8/8/8/8/4P3/2KR4 b - - 1 1");
    // An impossible position: the GUI is told, moves are refused until a new position.
    e.send("edit");
    e.send("#");
    e.send("Ke1");
    e.send(".");
    e.expect_prefix("tellusererror Illegal position", T);
    e.send("usermove e1e2");
    e.expect(|l| l == "Illegal move (no valid position): e1e2", T);
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn analyze_mode_with_status_updates() {
    let (mut e, _) = xboard();
    e.send("new");
    e.send("force");
    e.send("post");
    e.send("analyze");
    e.expect(is_thinking_line, T);
    std::thread::sleep(Duration::from_millis(1300));
    e.send(".");
    let (stat, _) = e.expect_prefix("stat01: ", T);
    let fields: Vec<&str> = stat["stat01: ".len()..].split(' ').collect();
    assert!(fields.len() >= 5, "{stat}");
    assert!(
        fields[..5].iter().all(|f| f.parse::<u64>().is_ok()),
        "{stat}"
    );
    assert_eq!(fields[4], "20", "20 legal moves at the start: {stat}");
    // A move in analyze mode: analysis goes on from the new position (Black's moves in SAN).
    e.send("usermove e2e4");
    // White's and Black's first moves have disjoint SAN, so a PV that reads as Black's
    // shows the analysis moved on.
    let mut after = Position::startpos();
    after.play_unchecked(after.parse_uci("e2e4").unwrap());
    e.expect(
        |l| {
            thinking_pv(l).is_some_and(|pv| {
                pv.split(' ')
                    .next()
                    .is_some_and(|first| after.parse_san(first).is_ok())
            })
        },
        T,
    );
    e.send("undo");
    std::thread::sleep(Duration::from_millis(300));
    e.send("hint");
    e.expect_prefix("Hint: ", T);
    e.send("exit");
    sync(&mut e, 1);
    // After exit nothing more is searched.
    let lines = sync(&mut e, 2);
    assert_eq!(lines, vec!["pong 2"]);
    assert_eq!(fen(&mut e), Position::startpos().fen());
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn hint_book_results_and_draws() {
    let (mut e, _) = xboard();
    e.send("new");
    e.send("force");
    e.send("hint");
    let (hint, _) = e.expect_prefix("Hint: ", T);
    assert!(
        Position::startpos()
            .parse_uci(&hint["Hint: ".len()..])
            .is_ok(),
        "{hint}"
    );
    // The book's moves at the start: SAN, share and weight, each line indented, then a blank.
    e.send("bk");
    let lines = e.collect_until(|l| l.is_empty(), T);
    assert!(
        lines[..lines.len() - 1].iter().all(|l| l.starts_with(' ')),
        "{lines:?}"
    );
    assert!(lines.iter().any(|l| l.starts_with(" e4 ")), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with(" d4 ")), "{lines:?}");
    // A position the book does not know.
    e.send("setboard 8/8/4k3/8/8/3NK3/8/6n1 w - - 0 1");
    e.send("bk");
    let lines = e.collect_until(|l| l.is_empty(), T);
    assert_eq!(lines, vec![" no book moves", ""]);
    // A book move is played at once and shown as a comment.
    e.send("new");
    e.send("level 0 5 0");
    e.send("usermove e2e4");
    let lines = e.collect_until(|l| l.starts_with("move "), T);
    assert!(lines[0].starts_with("# book move "), "{lines:?}");
    // Mate in one: the move, then the claim.
    e.send("setboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    e.send("st 0.3");
    e.send("go");
    let (mv, _) = engine_move(&mut e, T);
    assert_eq!(mv, "d1d8");
    e.expect(|l| l == "1-0 {White mates}", T);
    // Told to move when already stalemated: the claim, no move.
    e.send("force");
    e.send("setboard 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    e.send("go");
    let lines = sync(&mut e, 1);
    assert_eq!(lines, vec!["1/2-1/2 {Stalemate}", "pong 1"]);
    // A dead-drawn ending: the engine offers a draw with its move and accepts one.
    e.send("force");
    e.send("setboard 8/8/4k3/8/8/3NK3/8/6n1 w - - 0 1");
    e.send("st 0.2");
    e.send("go");
    let lines = e.collect_until(|l| l.starts_with("move "), T);
    assert_eq!(lines[lines.len() - 2], "offer draw", "{lines:?}");
    e.send("draw");
    let lines = sync(&mut e, 2);
    assert_eq!(lines, vec!["offer draw", "pong 2"]);
    // In a normal position a draw offer is ignored.
    e.send("new");
    e.send("usermove e2e4");
    engine_move(&mut e, T);
    e.send("draw");
    assert_eq!(sync(&mut e, 3), vec!["pong 3"]);
    e.send("result 1/2-1/2 {Draw agreed}");
    assert_eq!(sync(&mut e, 4), vec!["pong 4"]);
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn chess960_castling_in_and_out() {
    let (mut e, _) = xboard();
    e.send("new");
    e.send("variant fischerandom");
    e.send("force");
    e.send("setboard 1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1");
    e.send("usermove O-O");
    assert_eq!(
        fen(&mut e),
        "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b kq - 1 1"
    );
    e.send("undo");
    e.send("usermove f1g1");
    assert_eq!(
        fen(&mut e),
        "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b kq - 1 1"
    );
    e.send("usermove O-O-O");
    assert_eq!(
        fen(&mut e),
        "2kr2r1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 w - - 2 2"
    );
    // The engine castles as O-O in fischerandom: here castling mates.
    e.send("setboard 4rk2/4p1pp/8/8/2B5/8/6PP/6KR w H - 0 1");
    e.send("sd 3");
    e.send("go");
    let (mv, _) = engine_move(&mut e, T);
    assert_eq!(mv, "O-O");
    e.expect(|l| l == "1-0 {White mates}", T);
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn memory_cores_options_and_egtpath() {
    let (mut e, features) = xboard();
    e.send("memory 32");
    e.send("cores 2");
    e.send("option Move_Overhead=100");
    e.send("option Move Overhead=50");
    e.send("option Clear_Hash");
    e.send("option Resign=1");
    e.send("option UCI_LimitStrength=0");
    assert_eq!(sync(&mut e, 1), vec!["pong 1"]);
    // Syzygy tables: the in-tree set is accepted; a directory without tables is reported in a
    // `#` line (GUIs send their default paths whether or not they exist) and the previous
    // tables stay.
    if features[0].contains("egt=\"syzygy") {
        let tables = concat!(env!("CARGO_MANIFEST_DIR"), "/tablebases/syzygy");
        e.send(&format!("egtpath syzygy {tables}"));
        assert_eq!(sync(&mut e, 2), vec!["pong 2"]);
        e.send("egtpath syzygy /no/such/dir");
        let (line, _) = e.expect_prefix("# egtpath syzygy /no/such/dir: ", T);
        assert!(line.contains("keeping"), "{line}");
    } else {
        e.send("egtpath syzygy /tmp");
        e.expect(
            |l| l == "Error (syzygy tablebases are not supported by this build): egtpath syzygy /tmp",
            T,
        );
    }
    // Gaviota tables: the in-tree set is accepted, a missing directory is reported.
    if features[0].contains("gaviota") {
        let tables = concat!(env!("CARGO_MANIFEST_DIR"), "/tablebases/gaviota");
        e.send(&format!("egtpath gaviota {tables}"));
        assert_eq!(sync(&mut e, 3), vec!["pong 3"]);
        e.send("egtpath gaviota /no/such/dir");
        let (line, _) = e.expect_prefix("# egtpath gaviota /no/such/dir: ", T);
        assert!(line.contains("keeping"), "{line}");
    }
    e.send("egtpath nalimov /tmp");
    e.expect(
        |l| l == "Error (unsupported tablebase type): egtpath nalimov /tmp",
        T,
    );
    // Two threads play a legal move.
    e.send("new");
    e.send("st 0.3");
    e.send("usermove e2e4");
    let (mv, _) = engine_move(&mut e, T);
    assert_eq!(mv.len(), 4);
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn quit_while_thinking_and_eof_while_pondering() {
    let (mut e, _) = xboard();
    e.send("new");
    e.send("st 30");
    e.send("usermove e2e4");
    std::thread::sleep(Duration::from_millis(200));
    e.send("quit");
    assert_eq!(e.wait_exit(Duration::from_secs(2)), Some(0));

    let (mut e, _) = xboard();
    e.send("new");
    e.send("hard");
    e.send("st 0.2");
    e.send("usermove e2e4");
    engine_move(&mut e, T);
    e.expect_prefix("# ponder ", T);
    e.close_stdin();
    assert_eq!(e.wait_exit(Duration::from_secs(2)), Some(0));
}

#[test]
fn variants_by_their_xboard_names() {
    let (mut e, features) = xboard();
    for name in [
        "antichess",
        "giveaway",
        "suicide",
        "atomic",
        "kingofthehill",
        "racingkings",
        "horde",
        "3check",
        "crazyhouse",
    ] {
        assert!(features[0].contains(name), "{name} not offered");
        e.send("new");
        e.send(&format!("variant {name}"));
        e.send("force");
        e.send("d");
        let (mode, _) = e.expect_prefix("# mode ", T);
        assert!(mode.contains(&format!("variant {name}")), "{mode}");
    }
    // Crazyhouse: a capture fills the pocket, a drop empties it.
    e.send("new");
    e.send("variant crazyhouse");
    e.send("force");
    e.send("setboard rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[] w KQkq - 0 2");
    e.send("usermove e4d5");
    e.send("usermove d8d5");
    e.send("usermove P@e4");
    let fen_now = fen(&mut e);
    assert!(
        fen_now.starts_with("rnb1kbnr/ppp1pppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR"),
        "{fen_now}"
    );
    e.send("st 0.3");
    e.send("go");
    let (mv, _) = engine_move(&mut e, T);
    assert!(mv.len() == 4 || mv.contains('@'), "{mv}");
    // Atomic: the engine explodes the king when it can, and claims the win.
    e.send("new");
    e.send("variant atomic");
    e.send("force");
    e.send("setboard rnbqkbnr/pppppppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 3");
    e.send("sd 3");
    e.send("go");
    let (mv, _) = engine_move(&mut e, T);
    assert!(mv == "e5d7" || mv == "e5f7", "{mv}");
    e.expect(|l| l == "1-0 {White wins by the variant's rules}", T);
    // A name XBoard knows but ferrum does not play.
    e.send("variant shogi");
    e.expect(|l| l == "Error (unsupported variant): variant shogi", T);
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn thinking_lines_have_the_classic_four_fields_unless_extended() {
    // PyChess reads `ply score time nodes` and takes the rest as the PV: extra numbers there
    // showed up as moves. XBoard's extra fields (with a tab) only behind Extended_Thinking.
    let (mut e, features) = xboard_no_book();
    assert!(
        features
            .iter()
            .any(|l| l == "feature option=\"Extended_Thinking -check 0\""),
        "{features:?}"
    );
    e.send("new");
    e.send("post");
    e.send("sd 4");
    e.send("usermove e2e4");
    let lines = e.collect_until(|l| l.starts_with("move "), T);
    let thinking: Vec<&String> = lines.iter().filter(|l| !l.starts_with('#')).collect();
    assert!(thinking.len() >= 2, "{lines:?}");
    for l in &thinking[..thinking.len() - 1] {
        let pv = thinking_pv(l).unwrap_or_else(|| panic!("not a four-field line: {l:?}"));
        assert!(!pv.is_empty(), "{l:?}");
    }
    e.send("option Extended_Thinking=1");
    e.send("new");
    // `new` clears the depth limit (XBoard's rule), so it is set again.
    e.send("sd 4");
    e.send("usermove d2d4");
    let lines = e.collect_until(|l| l.starts_with("move "), T);
    let extended = lines
        .iter()
        .find(|l| l.contains('\t'))
        .unwrap_or_else(|| panic!("{lines:?}"));
    let head: Vec<&str> = extended.split('\t').next().unwrap().split(' ').collect();
    assert_eq!(head.len(), 7, "{extended:?}");
    assert!(
        head.iter().all(|t| t.parse::<i64>().is_ok()),
        "{extended:?}"
    );
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn an_empty_board_is_no_position_and_no_error() {
    // PyChess stops analysis with `exit` followed by an empty-board `setboard`.
    let (mut e, _) = xboard_no_book();
    e.send("force");
    e.send("post");
    e.send("analyze");
    e.expect(is_thinking_line, T);
    e.send("exit");
    e.send("setboard 8/8/8/8/8/8/8/8 w - - 0 1");
    let lines = sync(&mut e, 1);
    assert!(
        lines
            .iter()
            .all(|l| !l.starts_with("Error") && !l.starts_with("tellusererror")),
        "{lines:?}"
    );
    // The next position is taken as usual.
    e.send("setboard 4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    e.send("sd 3");
    e.send("go");
    let (mv, _) = engine_move(&mut e, T);
    assert!(!mv.is_empty());
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn force_while_analysing_keeps_analysing() {
    // PyChess gives a running analyser its first position as `force` + `setboard`: the new
    // position must be analysed (force ended analysis before, and nothing was printed).
    let (mut e, _) = xboard_no_book();
    e.send("new");
    e.send("post");
    e.send("analyze");
    e.send("force");
    e.send("setboard 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    let (line, _) = e.expect(|l| is_thinking_line(l) && l.ends_with("Ra8#"), T);
    assert!(thinking_pv(&line).is_some(), "{line:?}");
    e.send("exit");
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}

#[test]
fn analysis_of_a_proven_mate_stops_deepening() {
    // A mate in one: once proven with depth to spare, the analysis prints no more lines (it
    // went to depth 127 in a few milliseconds before) and waits for `exit`.
    let (mut e, _) = xboard_no_book();
    e.send("force");
    e.send("setboard 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    e.send("post");
    e.send("analyze");
    std::thread::sleep(Duration::from_millis(1500));
    e.send("exit");
    let lines = sync(&mut e, 1);
    let depths: Vec<i32> = lines
        .iter()
        .filter(|l| is_thinking_line(l))
        .map(|l| l.split(' ').next().unwrap().parse().unwrap())
        .collect();
    assert!(!depths.is_empty(), "{lines:?}");
    assert!(
        lines
            .iter()
            .filter(|l| is_thinking_line(l))
            .all(|l| l.contains("Ra8#")),
        "{lines:?}"
    );
    assert!(*depths.iter().max().unwrap() <= 16, "{depths:?}");
    e.send("quit");
    assert_eq!(e.wait_exit(T), Some(0));
}
