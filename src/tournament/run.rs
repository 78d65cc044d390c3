//! The tournament: a scheduler thread hands games to `concurrency` worker threads over a
//! crossbeam channel; each worker keeps its own players (an `Engine` or a process per engine),
//! restarting one that crashed, and sends every finished game back. The main thread appends
//! each game to the PGN file at once (flushed), writes its SVG files, updates the statistics,
//! shows progress, and stops the tournament when the SPRT decides or on Ctrl-C; games still
//! running then are abandoned and not written, so the file holds finished games only.

use super::adjudication::AdjudicationRules;
use super::config::{EngineSpec, Format, TimeControl, Timeouts};
use super::openings::{Opening, OpeningSuite};
use super::play::{play_game, EndKind, GameEnd, GameSetup, SideSettings};
use super::player::{self, Player, PlayerError};
use super::report::{self, PairStats};
use super::stats::{Sprt, SprtDecision};
use crate::game::{pgn_write, svg, Game, GameResult};
use crossbeam_channel::{Receiver, Sender};
use std::fmt;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

/// How the tournament talks to the terminal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OutputMode {
    /// A progress bar on a terminal (a line per game otherwise) and the final table.
    Normal,
    /// Only the final table.
    Quiet,
    /// JSON lines on stdout: one per finished game, then the final report.
    Json,
}

/// A whole tournament's settings.
pub struct TournamentConfig {
    pub engines: Vec<EngineSpec>,
    pub format: Format,
    /// Games per pairing.
    pub games: u32,
    pub tc: TimeControl,
    pub margin: Duration,
    pub concurrency: usize,
    pub pgn: Option<PathBuf>,
    pub svg: Option<PathBuf>,
    pub openings: OpeningSuite,
    pub rules: AdjudicationRules,
    pub sprt: Option<Sprt>,
    pub timeouts: Timeouts,
    pub event: String,
    pub site: String,
    pub output: OutputMode,
}

/// Why the tournament could not run.
#[derive(Debug)]
pub enum TournamentError {
    Config(String),
    Output(PathBuf, std::io::Error),
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TournamentError::Config(e) => f.write_str(e),
            TournamentError::Output(p, e) => write!(f, "{}: {e}", p.display()),
        }
    }
}

impl std::error::Error for TournamentError {}

/// One game to play.
#[derive(Clone)]
struct Job {
    /// 1-based game number.
    number: usize,
    pairing: usize,
    /// Opening pair number (both games of a pair share the opening).
    pair: usize,
    white: usize,
    black: usize,
    opening: Arc<Opening>,
}

struct Finished {
    job: Job,
    game: Game,
    end: GameEnd,
}

/// What the tournament did.
pub struct Summary {
    pub pairs: Vec<PairStats>,
    pub games: usize,
    pub interrupted: bool,
    pub sprt: Option<SprtDecision>,
    pub report: String,
}

/// The pairings of a format (engine indices, first engine as `a`).
pub fn pairings(format: Format, n: usize) -> Vec<(usize, usize)> {
    match format {
        Format::Match => vec![(0, 1)],
        Format::Gauntlet => (1..n).map(|i| (0, i)).collect(),
        Format::RoundRobin => (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .collect(),
    }
}

/// Today's date as PGN writes it, from the system clock (UTC).
pub fn pgn_date() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// Days since 1970-01-01 to (year, month, day), Howard Hinnant's algorithm.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// Runs the tournament until every game is played, the SPRT decides, or `stop` is set.
pub fn run(
    mut config: TournamentConfig,
    stop: Arc<AtomicBool>,
) -> Result<Summary, TournamentError> {
    let names = check_engines(&config)?;
    let pairings = pairings(config.format, names.len());
    let games = config.games as usize;
    let total = games * pairings.len();
    let pgn_file = open_outputs(&config)?;

    let concurrency = config.concurrency.clamp(1, total.max(1));
    let (job_tx, job_rx) = crossbeam_channel::bounded::<Job>(concurrency);
    let (done_tx, done_rx) = crossbeam_channel::unbounded::<Option<Finished>>();
    let shared = Arc::new(WorkerShared::new(&config, &stop));
    let suite = std::mem::replace(&mut config.openings, OpeningSuite::placeholder());
    let scheduler = spawn_scheduler(suite, pairings.clone(), games, job_tx, stop.clone())?;
    // The workers take the last game sender: the results end when the last worker does.
    let workers = spawn_workers(concurrency, job_rx, done_tx, shared)?;

    let mut standings = Standings::new(&config, &names, &pairings, pgn_file);
    for finished in done_rx.iter().flatten() {
        standings.record(&finished, &stop);
    }
    let _ = scheduler.join();
    for w in workers {
        let _ = w.join();
    }
    standings.progress.finish();
    let decision = standings.decision;
    let finished = standings.finished;
    let interrupted = stop.load(Ordering::Relaxed) && decision.is_none() && finished < total;
    let text = standings.print_report(total, interrupted);
    if let Some(e) = standings.write_error {
        return Err(e);
    }
    Ok(Summary {
        pairs: standings.pairs,
        games: finished,
        interrupted,
        sprt: decision,
        report: text,
    })
}

/// The engines' names, once the settings are known to make a tournament.
fn check_engines(config: &TournamentConfig) -> Result<Vec<String>, TournamentError> {
    let n = config.engines.len();
    if n < 2 {
        return Err(TournamentError::Config(
            "a tournament needs two engines or more".into(),
        ));
    }
    if config.format == Format::Match && n != 2 {
        return Err(TournamentError::Config(format!(
            "a match is between two engines, {n} given (use --format gauntlet or roundrobin)"
        )));
    }
    if config.sprt.is_some() && n != 2 {
        return Err(TournamentError::Config(
            "--sprt needs exactly two engines".into(),
        ));
    }
    let names: Vec<String> = config.engines.iter().map(|e| e.name.clone()).collect();
    for (i, name) in names.iter().enumerate() {
        if names[..i].contains(name) {
            return Err(TournamentError::Config(format!(
                "two engines are called '{name}': give each a distinct name=..."
            )));
        }
    }
    Ok(names)
}

/// The PGN file opened for appending, and the SVG directory made, before any game is played.
fn open_outputs(config: &TournamentConfig) -> Result<Option<std::fs::File>, TournamentError> {
    let pgn_file = match &config.pgn {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| TournamentError::Output(path.clone(), e))?,
        ),
        None => None,
    };
    if let Some(dir) = &config.svg {
        std::fs::create_dir_all(dir).map_err(|e| TournamentError::Output(dir.clone(), e))?;
    }
    Ok(pgn_file)
}

/// The scheduler: game pairs in order, every pairing playing each opening with both colours.
fn spawn_scheduler(
    mut suite: OpeningSuite,
    pairings: Vec<(usize, usize)>,
    games: usize,
    jobs: Sender<Job>,
    stop: Arc<AtomicBool>,
) -> Result<JoinHandle<()>, TournamentError> {
    std::thread::Builder::new()
        .name("scheduler".into())
        .spawn(move || {
            let mut number = 0;
            let pairs = games.div_ceil(2);
            for pair in 0..pairs {
                let opening = Arc::new(suite.next_opening());
                for (pairing, &(a, b)) in pairings.iter().enumerate() {
                    for k in 0..2 {
                        if 2 * pair + k >= games {
                            break;
                        }
                        number += 1;
                        let (white, black) = if k == 0 { (a, b) } else { (b, a) };
                        let job = Job {
                            number,
                            pairing,
                            pair,
                            white,
                            black,
                            opening: opening.clone(),
                        };
                        if !send_job(&jobs, job, &stop) {
                            return;
                        }
                    }
                }
            }
        })
        .map_err(|e| TournamentError::Config(format!("cannot start the scheduler: {e}")))
}

/// Hands `job` to a worker, looking at `stop` while all are busy; false: no game is wanted.
fn send_job(jobs: &Sender<Job>, mut job: Job, stop: &AtomicBool) -> bool {
    loop {
        if stop.load(Ordering::Relaxed) {
            return false;
        }
        match jobs.send_timeout(job, Duration::from_millis(100)) {
            Ok(()) => return true,
            Err(crossbeam_channel::SendTimeoutError::Timeout(j)) => job = j,
            Err(_) => return false,
        }
    }
}

fn spawn_workers(
    concurrency: usize,
    jobs: Receiver<Job>,
    done: Sender<Option<Finished>>,
    shared: Arc<WorkerShared>,
) -> Result<Vec<JoinHandle<()>>, TournamentError> {
    let mut workers = Vec::new();
    for w in 0..concurrency {
        let rx = jobs.clone();
        let tx = done.clone();
        let shared = shared.clone();
        let handle = std::thread::Builder::new()
            .name(format!("game worker {w}"))
            .stack_size(8 * 1024 * 1024)
            .spawn(move || worker(rx, tx, shared))
            .map_err(|e| TournamentError::Config(format!("cannot start a worker: {e}")))?;
        workers.push(handle);
    }
    Ok(workers)
}

/// The main thread's side: every finished game written, counted, shown, and weighed by the
/// SPRT.
struct Standings<'a> {
    config: &'a TournamentConfig,
    names: &'a [String],
    pairings: &'a [(usize, usize)],
    pgn_file: Option<std::fs::File>,
    progress: Progress,
    pairs: Vec<PairStats>,
    finished: usize,
    decision: Option<SprtDecision>,
    /// The first failure to write a game; it stops the tournament.
    write_error: Option<TournamentError>,
}

impl<'a> Standings<'a> {
    fn new(
        config: &'a TournamentConfig,
        names: &'a [String],
        pairings: &'a [(usize, usize)],
        pgn_file: Option<std::fs::File>,
    ) -> Standings<'a> {
        let total = config.games as usize * pairings.len();
        Standings {
            config,
            names,
            pairings,
            pgn_file,
            progress: Progress::new(config.output, total as u64),
            pairs: pairings
                .iter()
                .map(|&(a, b)| PairStats::new(a, b))
                .collect(),
            finished: 0,
            decision: None,
            write_error: None,
        }
    }

    /// Pairs are complete (pentanomial statistics) when each opening is played twice.
    fn paired(&self) -> bool {
        self.config.games >= 2
    }

    fn record(&mut self, f: &Finished, stop: &AtomicBool) {
        self.finished += 1;
        self.write(f);
        let (a, _) = self.pairings[f.job.pairing];
        self.pairs[f.job.pairing].add(f.end.result, f.job.white == a, f.job.pair, f.end.kind);
        let p = &self.pairs[f.job.pairing];
        let llr = self.config.sprt.as_ref().map(|s| {
            let llr = p.llr(s, self.paired());
            (llr, s.lower_bound(), s.upper_bound())
        });
        self.progress.game_finished(f, self.names, &self.pairs, llr);
        if let Some(s) = &self.config.sprt {
            let d = s.decide(p.llr(s, self.paired()));
            if d != SprtDecision::Continue && self.decision.is_none() {
                self.decision = Some(d);
                stop.store(true, Ordering::Relaxed);
            }
        }
        if self.write_error.is_some() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// Appends the game to the PGN file (flushed) and writes its SVG pictures.
    fn write(&mut self, f: &Finished) {
        if let Some(file) = self.pgn_file.as_mut() {
            let text = pgn_write::write_game(&f.game);
            if let Err(e) = file.write_all(text.as_bytes()).and_then(|_| file.flush()) {
                self.write_error.get_or_insert_with(|| {
                    TournamentError::Output(self.config.pgn.clone().unwrap_or_default(), e)
                });
            }
        }
        if let Some(dir) = &self.config.svg {
            if let Err(e) = write_svgs(dir, f.job.number, &f.game) {
                self.write_error
                    .get_or_insert(TournamentError::Output(dir.clone(), e));
            }
        }
    }

    /// Prints the final report (a table, or a JSON line) and returns the table.
    fn print_report(&self, total: usize, interrupted: bool) -> String {
        let config = self.config;
        let header = format!(
            "{} games of {total} played{}; time control {}",
            self.finished,
            if interrupted { " (interrupted)" } else { "" },
            config.tc
        );
        let text = report::final_report(
            self.names,
            &self.pairs,
            config
                .sprt
                .as_ref()
                .map(|s| (s, self.paired(), self.decision)),
            &header,
        );
        if config.output == OutputMode::Json {
            println!(
                "{}",
                report::json_line(&self.report_json(total, interrupted))
            );
        } else {
            print!("{text}");
            let _ = std::io::stdout().flush();
        }
        text
    }

    fn report_json(&self, total: usize, interrupted: bool) -> report::ReportJson<'_> {
        report::ReportJson {
            games: self.finished,
            scheduled: total,
            interrupted,
            sprt: match self.decision {
                Some(SprtDecision::AcceptH1) => Some("H1"),
                Some(SprtDecision::AcceptH0) => Some("H0"),
                _ => None,
            },
            pairs: self
                .pairs
                .iter()
                .map(|p| {
                    let llr = self.config.sprt.as_ref().map(|s| p.llr(s, self.paired()));
                    report::pair_json(self.names, p, llr)
                })
                .collect(),
        }
    }
}

fn write_svgs(dir: &std::path::Path, number: usize, game: &Game) -> std::io::Result<()> {
    let end = game.end_position();
    let last = game
        .moves
        .last()
        .and_then(|m| m.mv)
        .map(svg::BoardOptions::last_move_of);
    let options = svg::BoardOptions {
        last_move: last,
        ..svg::BoardOptions::default()
    };
    std::fs::write(
        dir.join(format!("game-{number:04}.svg")),
        svg::board(&end, &options),
    )?;
    std::fs::write(
        dir.join(format!("game-{number:04}-animated.svg")),
        svg::game_animation(game, false, 0.8),
    )
}

struct WorkerShared {
    engines: Arc<Vec<EngineSpec>>,
    rules: Arc<AdjudicationRules>,
    tc: TimeControl,
    margin: Duration,
    timeouts: Timeouts,
    stop: Arc<AtomicBool>,
    event: String,
    site: String,
    date: String,
}

impl WorkerShared {
    fn new(config: &TournamentConfig, stop: &Arc<AtomicBool>) -> WorkerShared {
        WorkerShared {
            engines: Arc::new(config.engines.clone()),
            rules: Arc::new(config.rules.clone()),
            tc: config.tc.clone(),
            margin: config.margin,
            timeouts: config.timeouts,
            stop: stop.clone(),
            event: config.event.clone(),
            site: config.site.clone(),
            date: pgn_date(),
        }
    }
}

/// A worker: plays the games it receives with its own players.
fn worker(jobs: Receiver<Job>, done: Sender<Option<Finished>>, shared: Arc<WorkerShared>) {
    let mut players: Vec<Option<Box<dyn Player>>> =
        (0..shared.engines.len()).map(|_| None).collect();
    for job in jobs.iter() {
        if shared.stop.load(Ordering::Relaxed) {
            break;
        }
        let mut failures: [Option<PlayerError>; 2] = [None, None];
        for (side, &e) in [job.white, job.black].iter().enumerate() {
            let spec = &shared.engines[e];
            let usable = match players[e].as_mut() {
                Some(p) => p.is_alive() && !spec.restart,
                None => false,
            };
            if !usable {
                if let Some(mut old) = players[e].take() {
                    old.quit();
                }
                match player::create(spec, shared.timeouts) {
                    Ok(p) => players[e] = Some(p),
                    Err(err) => failures[side] = Some(err),
                }
            }
        }
        let finished = play_job(&job, &mut players, failures, &shared);
        if done.send(finished).is_err() {
            break;
        }
    }
    for p in players.iter_mut().flatten() {
        p.quit();
    }
}

fn play_job(
    job: &Job,
    players: &mut [Option<Box<dyn Player>>],
    failures: [Option<PlayerError>; 2],
    shared: &WorkerShared,
) -> Option<Finished> {
    let engines = &shared.engines;
    let names = [&engines[job.white].name, &engines[job.black].name];
    let mut tags = vec![
        ("Event".to_string(), shared.event.clone()),
        ("Site".to_string(), shared.site.clone()),
        ("Date".to_string(), shared.date.clone()),
        ("Round".to_string(), job.number.to_string()),
        ("White".to_string(), names[0].clone()),
        ("Black".to_string(), names[1].clone()),
    ];
    tags.extend(job.opening.tags.iter().cloned());
    let side = |e: usize| SideSettings {
        tc: engines[e].tc.clone().unwrap_or_else(|| shared.tc.clone()),
        margin: engines[e]
            .time_margin_ms
            .map_or(shared.margin, Duration::from_millis),
    };
    // An engine that could not start loses the game without a move.
    if failures.iter().any(Option::is_some) {
        let mut game = Game::new(job.opening.start.clone());
        for (n, v) in &tags {
            game.set_tag(n, v);
        }
        let (result, reason) = match &failures {
            [Some(w), Some(b)] => (
                GameResult::Unknown,
                format!("neither engine could start: {w}; {b}"),
            ),
            [Some(w), None] => (GameResult::BlackWins, format!("White {w}")),
            [None, Some(b)] => (GameResult::WhiteWins, format!("Black {b}")),
            [None, None] => (GameResult::Unknown, String::new()),
        };
        if result == GameResult::Unknown {
            log::error!("game {}: {reason}", job.number);
            return None;
        }
        game.result = result;
        game.comment = Some(reason.clone());
        game.set_tag("Termination", "abandoned");
        game.set_tag("PlyCount", "0");
        return Some(Finished {
            job: job.clone(),
            game,
            end: GameEnd {
                result,
                termination: super::play::Termination::Abandoned,
                kind: EndKind::CannotPlay,
                reason,
            },
        });
    }
    let (w, b) = if job.white < job.black {
        let (lo, hi) = players.split_at_mut(job.black);
        (lo[job.white].as_mut(), hi[0].as_mut())
    } else {
        let (lo, hi) = players.split_at_mut(job.white);
        (hi[0].as_mut(), lo[job.black].as_mut())
    };
    let (Some(w), Some(b)) = (w, b) else {
        return None;
    };
    let setup = GameSetup {
        opening: &job.opening,
        sides: [side(job.white), side(job.black)],
        rules: &shared.rules,
        tags,
        stop: &shared.stop,
    };
    let played = play_game([w.as_mut(), b.as_mut()], &setup);
    let end = played.end?;
    Some(Finished {
        job: job.clone(),
        game: played.game,
        end,
    })
}

/// Live progress on stderr.
struct Progress {
    mode: OutputMode,
    bar: Option<indicatif::ProgressBar>,
}

impl Progress {
    fn new(mode: OutputMode, total: u64) -> Progress {
        let bar = (mode == OutputMode::Normal
            && std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .then(|| {
            let bar = indicatif::ProgressBar::new(total);
            let style = indicatif::ProgressStyle::with_template(
                "{elapsed_precise} [{bar:30.cyan/blue}] {pos}/{len} games  {msg}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
            .progress_chars("=> ");
            bar.set_style(style);
            bar.enable_steady_tick(Duration::from_millis(250));
            bar
        });
        Progress { mode, bar }
    }

    fn game_finished(
        &self,
        f: &Finished,
        names: &[String],
        pairs: &[PairStats],
        llr: Option<(f64, f64, f64)>,
    ) {
        // The headline: the first engine against the field.
        let mut wdl = super::stats::Wdl::default();
        for p in pairs {
            if p.a == 0 {
                wdl.wins += p.wdl.wins;
                wdl.draws += p.wdl.draws;
                wdl.losses += p.wdl.losses;
            }
        }
        let label = if names.len() == 2 {
            format!("{} vs {}", names[0], names[1])
        } else {
            format!("{} vs field", names[0])
        };
        let message = report::progress_message(&label, &wdl, llr);
        let line = format!(
            "Finished game {} ({} vs {}): {} {{{}}}",
            f.job.number, names[f.job.white], names[f.job.black], f.end.result, f.end.reason
        );
        match self.mode {
            OutputMode::Quiet => {}
            OutputMode::Json => {
                let game = report::GameJson {
                    number: f.job.number,
                    white: &names[f.job.white],
                    black: &names[f.job.black],
                    result: f.end.result.as_str(),
                    termination: f.end.termination.pgn(),
                    reason: &f.end.reason,
                    plies: f.game.moves.len(),
                };
                println!("{}", report::json_line(&game));
                let _ = std::io::stdout().flush();
            }
            OutputMode::Normal => match &self.bar {
                Some(bar) => {
                    bar.set_message(message);
                    bar.inc(1);
                }
                None => eprintln!("{line}\n{message}"),
            },
        }
    }

    fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairings_of_formats() {
        assert_eq!(pairings(Format::Match, 2), vec![(0, 1)]);
        assert_eq!(pairings(Format::Gauntlet, 3), vec![(0, 1), (0, 2)]);
        assert_eq!(
            pairings(Format::RoundRobin, 3),
            vec![(0, 1), (0, 2), (1, 2)]
        );
    }

    #[test]
    fn civil_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(19_782), (2024, 2, 29));
        assert_eq!(pgn_date().len(), 10);
    }
}
