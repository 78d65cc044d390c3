//! Terminal output for `ferrum play`: whole lines, one live status line rewritten in place
//! (the engine's "thinking ..." line, only with ANSI codes), clearing the screen before a board
//! when ANSI codes are allowed, and leaving the terminal as it was found.

use std::io::Write;

pub struct Screen {
    /// ANSI colours and cursor codes allowed.
    pub ansi: bool,
    /// A live line is on screen without its newline.
    live: bool,
    /// A prompt is on screen without its newline.
    prompt: bool,
}

impl Screen {
    pub fn new(ansi: bool) -> Screen {
        Screen {
            ansi,
            live: false,
            prompt: false,
        }
    }

    fn write(&mut self, text: &str) {
        let mut out = std::io::stdout().lock();
        // A closed stdout (the reader went away) is not worth a panic: the game is still saved.
        let _ = out.write_all(text.as_bytes());
        let _ = out.flush();
    }

    /// Ends a live line or prompt that is still open.
    fn settle(&mut self) {
        if self.live {
            self.write("\r\x1b[K");
            self.live = false;
        }
        if self.prompt {
            self.write("\n");
            self.prompt = false;
        }
    }

    /// Prints lines of text.
    pub fn say(&mut self, text: &str) {
        self.settle();
        let mut s = text.to_string();
        if !s.ends_with('\n') {
            s.push('\n');
        }
        self.write(&s);
    }

    /// Shows `text` on the live line, replacing what it showed (ANSI only; without it the
    /// caller prints a summary line when the search ends).
    pub fn live(&mut self, text: &str, width: usize) {
        if !self.ansi {
            return;
        }
        if self.prompt {
            self.write("\n");
            self.prompt = false;
        }
        let shown: String = text.chars().take(width.saturating_sub(1)).collect();
        self.write(&format!("\r\x1b[K{shown}"));
        self.live = true;
    }

    /// Is a live line on screen now?
    pub fn is_live(&self) -> bool {
        self.live
    }

    /// Wipes the screen before a new board (ANSI only).
    pub fn clear(&mut self) {
        self.settle();
        if self.ansi {
            self.write("\x1b[H\x1b[2J");
        }
    }

    /// The input prompt, left open for the typed move.
    pub fn prompt(&mut self, text: &str) {
        self.settle();
        self.write(text);
        self.prompt = true;
    }

    /// The user pressed Enter: the prompt's line is closed by the echoed newline.
    pub fn input_seen(&mut self) {
        self.prompt = false;
    }

    /// Leaves the terminal clean: no open line, default colours, the cursor shown.
    pub fn restore(&mut self) {
        self.settle();
        if self.ansi {
            self.write("\x1b[0m\x1b[?25h");
        }
    }
}
