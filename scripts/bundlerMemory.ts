/** Before Vite loads Rolldown: its allocator returns freed memory at once (docs/performance.md, Build). */
process.env.MIMALLOC_PURGE_DELAY ??= '0';
