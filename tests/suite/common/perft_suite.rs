//! Reads the `*.perft` suite format (see tests/data/PERFT-README.md): `id`, `epd`, `perft D N`.

#[derive(Debug, Clone)]
pub struct PerftCase {
    pub id: String,
    pub epd: String,
    pub depths: Vec<(u32, u64)>,
}

pub fn load(name: &str) -> Vec<PerftCase> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut cases: Vec<PerftCase> = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with('%') {
            continue;
        }
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "id" => cases.push(PerftCase {
                id: rest.to_string(),
                epd: String::new(),
                depths: Vec::new(),
            }),
            "epd" => cases.last_mut().expect("epd before id").epd = rest.to_string(),
            "perft" => {
                let mut it = rest.split_whitespace();
                let d = it.next().and_then(|x| x.parse().ok()).expect("depth");
                let n = it.next().and_then(|x| x.parse().ok()).expect("nodes");
                cases
                    .last_mut()
                    .expect("perft before id")
                    .depths
                    .push((d, n));
            }
            other => panic!("{path}: unknown line '{other}'"),
        }
    }
    cases
}

/// Runs `f` over the cases on all cores; returns the failures as messages.
pub fn run_parallel<F>(cases: Vec<PerftCase>, f: F) -> Vec<String>
where
    F: Fn(&PerftCase) -> Vec<String> + Sync,
{
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(case) = cases.get(i) else { break };
                let errs = f(case);
                if !errs.is_empty() {
                    failures.lock().unwrap().extend(errs);
                }
            });
        }
    });
    failures.into_inner().unwrap()
}
