#ifndef GH_LITE_CSQLITE_SHIM_H
#define GH_LITE_CSQLITE_SHIM_H

#include <sqlite3.h>
#include <stdint.h>
#include <unistd.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import: SQLite copies the bytes bound with it.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

// sqlite3_db_config is variadic, which Swift cannot call: a connection that closes leaves the write-ahead log
// for the next one instead of copying it into the database (a checkpoint waits for the disk twice).
static inline int csqlite_keep_log_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}

// SQLite's own busy handler sleeps 1, 2, 5, 10... ms between tries, so a connection waiting for another one of the
// same run to read the write-ahead log back in (well under a millisecond) would lose milliseconds. This one tries
// again every 0.1 ms for the first 5 ms, then every 10 ms, up to `milliseconds` in all.
static int csqlite_busy_step(void *milliseconds, int count) {
    long waited_us = count < 50 ? count * 100L : 5000L + (count - 50) * 10000L;
    if (waited_us >= (long)(intptr_t)milliseconds * 1000L) return 0;
    usleep(count < 50 ? 100 : 10000);
    return 1;
}

static inline int csqlite_busy_timeout(sqlite3 *db, int milliseconds) {
    return sqlite3_busy_handler(db, csqlite_busy_step, (void *)(intptr_t)milliseconds);
}

#endif
