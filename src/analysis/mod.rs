//! Game analysis (`ferrum analyse`): every position of a game evaluated by an engine (ferrum
//! itself or any UCI/XBoard program), each move judged by how much the mover's winning chances
//! fell (lichess's published formulas, `judge`), and the results as an annotated PGN game
//! (`annotate`), an evaluation graph (`graph`), a report page (`html`) and JSON (`json`).
//!
//! Layering: above `game`, `engine` and `tournament` (whose players talk to the engines); below
//! the command line, which only parses arguments, shows progress and writes files.

pub mod annotate;
pub mod engine;
pub mod graph;
pub mod html;
pub mod json;
pub mod judge;
pub mod opening;
pub mod run;

pub use annotate::{GameReport, MoveReport, PositionInfo, SideReport};
pub use judge::{Judgement, Score};
pub use run::{Analysed, Context, GameError};
