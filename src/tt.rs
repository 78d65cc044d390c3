//! The transposition table: shared by all search threads **without locks**.
//!
//! Each entry is two `AtomicU64`s: the data word and the key xored with the data. Threads read
//! and write them with relaxed atomics, so a read may see one word from one write and the other
//! from another (a "torn" entry). The xor check rejects such entries: `key_xor ^ data` equals the
//! probing key only when both words belong together (up to a 2^-64 chance). This is racy by
//! design, as in every Lazy SMP engine; a wrong entry can at worst cost search quality, never
//! safety, because moves from the table are checked with `Position::is_legal` before use.
//!
//! Four entries form a 64-byte cluster (one cache line). Replacement prefers the same key, then
//! the entry with the lowest `depth - 8 * age`.

use crate::core::Move;
use std::sync::atomic::{AtomicU64, Ordering};

/// Bound type of a stored score.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Bound {
    /// Score is a lower bound (fail high).
    Lower = 1,
    /// Score is an upper bound (fail low).
    Upper = 2,
    Exact = 3,
}

/// What a probe returns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TtEntry {
    pub mv: Option<Move>,
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
    /// The position was on a principal variation when stored, or had been before (Stockfish's
    /// `ttPv`): late moves are reduced less there.
    pub pv: bool,
}

#[derive(Default)]
struct Slot {
    key_xor: AtomicU64,
    data: AtomicU64,
}

#[repr(align(64))]
#[derive(Default)]
struct Cluster {
    slots: [Slot; 4],
}

/// Why the table could not be allocated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TtAllocError {
    pub megabytes: usize,
    /// The machine's physical memory in MB, when the request exceeds it.
    pub physical_mb: Option<usize>,
}

impl std::fmt::Display for TtAllocError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.physical_mb {
            Some(physical) => write!(
                f,
                "{} MB for the hash table is more than this machine's memory ({physical} MB)",
                self.megabytes
            ),
            None => write!(
                f,
                "could not allocate {} MB for the hash table",
                self.megabytes
            ),
        }
    }
}
impl std::error::Error for TtAllocError {}

/// The machine's physical memory in MB, where the system tells it (Linux: `MemTotal` of
/// `/proc/meminfo`); `None` elsewhere.
pub fn physical_memory_mb() -> Option<usize> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kb: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024)
}

pub struct TranspositionTable {
    clusters: Vec<Cluster>,
    age: AtomicU64,
}

/// Searches are aged modulo 32: five bits of the data word.
const AGE_MASK: u64 = 31;

/// What one stored entry says, as `store` takes it.
#[derive(Copy, Clone)]
struct Packed {
    mv: Option<Move>,
    score: i32,
    eval: i32,
    depth: i32,
    bound: Bound,
    pv: bool,
}

// data layout: move 16 | score 16 | eval 16 | depth 8 | bound 2 | age 5 | pv 1
fn pack(e: Packed, age: u64) -> u64 {
    let mv = e.mv.map_or(0, |m| m.bits()) as u64;
    let score = (e.score as i16) as u16 as u64;
    let eval = (e.eval as i16) as u16 as u64;
    let depth = (e.depth.clamp(-1, 254) + 1) as u8 as u64;
    mv | (score << 16)
        | (eval << 32)
        | (depth << 48)
        | ((e.bound as u64) << 56)
        | ((age & AGE_MASK) << 58)
        | ((e.pv as u64) << 63)
}

fn age_of(data: u64) -> u64 {
    (data >> 58) & AGE_MASK
}

fn unpack(data: u64) -> Option<TtEntry> {
    let bound = match (data >> 56) & 3 {
        1 => Bound::Lower,
        2 => Bound::Upper,
        3 => Bound::Exact,
        _ => return None,
    };
    Some(TtEntry {
        mv: Move::from_bits(data as u16),
        score: (data >> 16) as u16 as i16 as i32,
        eval: (data >> 32) as u16 as i16 as i32,
        depth: ((data >> 48) & 0xff) as i32 - 1,
        bound,
        pv: data >> 63 != 0,
    })
}

impl TranspositionTable {
    /// A table of `megabytes` MB (at least one cluster).
    pub fn new(megabytes: usize) -> Result<TranspositionTable, TtAllocError> {
        let mut tt = TranspositionTable {
            clusters: Vec::new(),
            age: AtomicU64::new(0),
        };
        tt.resize(megabytes)?;
        Ok(tt)
    }

    /// Resizes and clears. On failure the old table is kept.
    ///
    /// A size above the machine's physical memory is refused before allocating: the operating
    /// system may grant such an allocation (overcommit) and kill the process when the table is
    /// filled. Below that, an allocation the system refuses is an error too, never an abort.
    pub fn resize(&mut self, megabytes: usize) -> Result<(), TtAllocError> {
        if let Some(physical) = physical_memory_mb() {
            if megabytes > physical {
                return Err(TtAllocError {
                    megabytes,
                    physical_mb: Some(physical),
                });
            }
        }
        let count = (megabytes.saturating_mul(1024 * 1024) / std::mem::size_of::<Cluster>()).max(1);
        let mut clusters: Vec<Cluster> = Vec::new();
        clusters
            .try_reserve_exact(count)
            .map_err(|_| TtAllocError {
                megabytes,
                physical_mb: None,
            })?;
        clusters.resize_with(count, Cluster::default);
        self.clusters = clusters;
        Ok(())
    }

    pub fn clear(&self) {
        for c in &self.clusters {
            for s in &c.slots {
                s.key_xor.store(0, Ordering::Relaxed);
                s.data.store(0, Ordering::Relaxed);
            }
        }
        self.age.store(0, Ordering::Relaxed);
    }

    /// Call at the start of each search: older entries become preferred victims.
    pub fn new_search(&self) {
        self.age.fetch_add(1, Ordering::Relaxed);
    }

    pub fn megabytes(&self) -> usize {
        self.clusters.len() * std::mem::size_of::<Cluster>() / (1024 * 1024)
    }

    #[inline]
    fn cluster(&self, key: u64) -> &Cluster {
        let index = ((key as u128 * self.clusters.len() as u128) >> 64) as usize;
        &self.clusters[index]
    }

    /// Hints the CPU to fetch the cluster of `key`.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let ptr = self.cluster(key) as *const Cluster as *const i8;
            // SAFETY: prefetch is a hint with no memory effects; the pointer is to a live cluster.
            unsafe { std::arch::x86_64::_mm_prefetch(ptr, std::arch::x86_64::_MM_HINT_T0) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub fn probe(&self, key: u64) -> Option<TtEntry> {
        for slot in &self.cluster(key).slots {
            let data = slot.data.load(Ordering::Relaxed);
            let key_xor = slot.key_xor.load(Ordering::Relaxed);
            if key_xor ^ data == key {
                return unpack(data);
            }
        }
        None
    }

    /// Stores a search's result for `key`; `pv`: the node is or was on a principal variation.
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &self,
        key: u64,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
        pv: bool,
    ) {
        let age = self.age.load(Ordering::Relaxed) & AGE_MASK;
        let entry = Packed {
            mv,
            score,
            eval,
            depth,
            bound,
            pv,
        };
        let cluster = self.cluster(key);
        let mut victim = &cluster.slots[0];
        let mut victim_worth = i32::MAX;
        for slot in &cluster.slots {
            let data = slot.data.load(Ordering::Relaxed);
            let key_xor = slot.key_xor.load(Ordering::Relaxed);
            if key_xor ^ data == key {
                // Same position: keep the old move when the new search found none, and keep a
                // deeper exact entry over a shallow bound.
                let old = unpack(data);
                let mv = mv.or(old.and_then(|e| e.mv));
                if let Some(old) = old {
                    if bound != Bound::Exact && old.depth > depth + 3 && age_of(data) == age {
                        return;
                    }
                }
                let new = pack(Packed { mv, ..entry }, age);
                slot.data.store(new, Ordering::Relaxed);
                slot.key_xor.store(key ^ new, Ordering::Relaxed);
                return;
            }
            let age_diff = ((age + AGE_MASK + 1 - age_of(data)) & AGE_MASK) as i32;
            let depth_stored = ((data >> 48) & 0xff) as i32 - 1;
            let worth = if data == 0 {
                i32::MIN
            } else {
                depth_stored - 8 * age_diff
            };
            if worth < victim_worth {
                victim_worth = worth;
                victim = slot;
            }
        }
        let new = pack(entry, age);
        victim.data.store(new, Ordering::Relaxed);
        victim.key_xor.store(key ^ new, Ordering::Relaxed);
    }

    /// Permille of sampled entries written in the current search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let age = self.age.load(Ordering::Relaxed) & AGE_MASK;
        let sample = self.clusters.len().min(250);
        let mut used = 0;
        for c in &self.clusters[..sample] {
            for s in &c.slots {
                let d = s.data.load(Ordering::Relaxed);
                if d != 0 && age_of(d) == age {
                    used += 1;
                }
            }
        }
        (used * 1000 / (sample * 4).max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Square;

    #[test]
    fn store_probe_and_replacement() {
        let tt = TranspositionTable::new(1).unwrap();
        let m = Move::normal(Square::E2, Square::E4);
        tt.store(42, Some(m), -123, 17, 9, Bound::Exact, true);
        let e = tt.probe(42).unwrap();
        assert_eq!(
            e,
            TtEntry {
                mv: Some(m),
                score: -123,
                eval: 17,
                depth: 9,
                bound: Bound::Exact,
                pv: true,
            }
        );
        assert!(tt.probe(43).is_none());
        // Same key, no move: the old move is kept.
        tt.store(42, None, 50, 17, 10, Bound::Lower, false);
        assert!(!tt.probe(42).unwrap().pv);
        assert_eq!(tt.probe(42).unwrap().mv, Some(m));
        assert_eq!(tt.probe(42).unwrap().bound, Bound::Lower);
        // A shallow bound does not overwrite a much deeper entry of this search.
        tt.store(42, None, 1, 1, 2, Bound::Upper, false);
        assert_eq!(tt.probe(42).unwrap().depth, 10);
        // Fill one cluster: keys mapping to cluster 0 are small multiples; the shallowest of an
        // old search goes first.
        let n = tt.clusters.len() as u128;
        let key_in_cluster0 = |i: u64| (((i as u128) << 64) / (n * 1000)) as u64 + i;
        for i in 1..=4 {
            tt.store(
                key_in_cluster0(i),
                None,
                0,
                0,
                i as i32 * 2,
                Bound::Exact,
                false,
            );
        }
        tt.new_search();
        tt.store(key_in_cluster0(5), None, 0, 0, 1, Bound::Exact, false);
        assert!(
            tt.probe(key_in_cluster0(1)).is_none(),
            "shallowest old entry replaced"
        );
        assert!(tt.probe(key_in_cluster0(4)).is_some());
        assert!(tt.probe(key_in_cluster0(5)).is_some());
        assert!(tt.hashfull() <= 1000);
        tt.clear();
        assert!(tt.probe(key_in_cluster0(5)).is_none());
    }

    #[test]
    fn huge_allocation_fails_cleanly() {
        assert!(TranspositionTable::new(usize::MAX / 2).is_err());
    }
}
