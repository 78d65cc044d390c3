//! A cache of decompressed blocks shared by all search threads.
//!
//! Decompressing a 16 KiB block costs tens of microseconds, a lookup well under one, and probes
//! cluster (positions near each other in a search share blocks), so recently used blocks are
//! kept. The cache is split into shards, each a small map behind its own lock, so threads rarely
//! wait for each other; a shard evicts its least recently used block when full. Decompression
//! happens outside any lock: two threads missing the same block at once both decompress it, and
//! the second insert simply replaces the first.

use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

const SHARDS: usize = 16;
/// Bytes of one full block.
pub const BLOCK_BYTES: usize = 16 * 1024;

/// Which block: table slot and block number within its file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockKey {
    pub table: u32,
    pub block: u64,
}

struct Shard {
    blocks: HashMap<BlockKey, (Arc<[u8]>, u64)>,
    clock: u64,
}

pub struct BlockCache {
    shards: Box<[Mutex<Shard>]>,
    per_shard: usize,
    hits: AtomicU64,
    misses: AtomicU64,
}

/// Hits and misses since the cache was made (or cleared).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CacheStats {
    pub hits: u64,
    pub misses: u64,
}

impl BlockCache {
    /// A cache of about `bytes` of decompressed blocks (at least one block per shard).
    pub fn new(bytes: usize) -> BlockCache {
        let per_shard = (bytes / BLOCK_BYTES / SHARDS).max(1);
        BlockCache {
            shards: (0..SHARDS)
                .map(|_| {
                    Mutex::new(Shard {
                        blocks: HashMap::with_capacity(per_shard.min(4096)),
                        clock: 0,
                    })
                })
                .collect(),
            per_shard,
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
        }
    }

    /// How many blocks the cache holds at most.
    pub fn capacity(&self) -> usize {
        self.per_shard * SHARDS
    }

    fn shard(&self, key: BlockKey) -> &Mutex<Shard> {
        // Consecutive blocks of one table land in different shards.
        let h = (key.block ^ (u64::from(key.table) << 20)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        &self.shards[(h >> 60) as usize % SHARDS]
    }

    /// The block if cached (and marks it recently used).
    pub fn get(&self, key: BlockKey) -> Option<Arc<[u8]>> {
        let mut shard = self.shard(key).lock();
        shard.clock += 1;
        let now = shard.clock;
        let found = shard.blocks.get_mut(&key).map(|(data, used)| {
            *used = now;
            data.clone()
        });
        let counter = if found.is_some() {
            &self.hits
        } else {
            &self.misses
        };
        counter.fetch_add(1, Ordering::Relaxed);
        found
    }

    /// Stores a block, evicting the least recently used one of its shard when full.
    pub fn insert(&self, key: BlockKey, data: Arc<[u8]>) {
        let mut shard = self.shard(key).lock();
        shard.clock += 1;
        let now = shard.clock;
        if shard.blocks.len() >= self.per_shard && !shard.blocks.contains_key(&key) {
            let oldest = shard
                .blocks
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(k, _)| *k);
            if let Some(k) = oldest {
                shard.blocks.remove(&k);
            }
        }
        shard.blocks.insert(key, (data, now));
    }

    /// Forgets every block (and the statistics).
    pub fn clear(&self) {
        for shard in self.shards.iter() {
            shard.lock().blocks.clear();
        }
        self.hits.store(0, Ordering::Relaxed);
        self.misses.store(0, Ordering::Relaxed);
    }

    pub fn stats(&self) -> CacheStats {
        CacheStats {
            hits: self.hits.load(Ordering::Relaxed),
            misses: self.misses.load(Ordering::Relaxed),
        }
    }

    /// Blocks currently held.
    pub fn block_count(&self) -> usize {
        self.shards.iter().map(|s| s.lock().blocks.len()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_recent_blocks_and_evicts_the_oldest() {
        let cache = BlockCache::new(BLOCK_BYTES * SHARDS * 2);
        assert_eq!(cache.capacity(), 2 * SHARDS);
        let data: Arc<[u8]> = Arc::from(vec![7u8; 4]);
        for block in 0..1000 {
            cache.insert(BlockKey { table: 1, block }, data.clone());
        }
        assert!(cache.block_count() <= cache.capacity());
        assert!(cache
            .get(BlockKey {
                table: 1,
                block: 999
            })
            .is_some());
        assert!(cache.get(BlockKey { table: 1, block: 0 }).is_none());
        assert_eq!(cache.stats(), CacheStats { hits: 1, misses: 1 });
        cache.clear();
        assert_eq!(cache.block_count(), 0);
    }
}
