import type { Db } from './db';

/**
 * Tables whose planner statistics are missing or stale, by autovacuum's own rule
 * (autovacuum_analyze_threshold 50 + autovacuum_analyze_scale_factor 0.1 of the rows).
 * The counters are flushed first: PGlite has no background process to flush them.
 */
const STALE_TABLES = `
  select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
   where s.schemaname = current_schema()
     and (coalesce(s.last_analyze, s.last_autoanalyze) is null or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0))
   order by s.relname`;

/**
 * Gathers statistics for the tables that need them, as autovacuum would, and returns their names.
 * PGlite runs no autovacuum: without this the planner sees every table as empty and picks plans
 * that scan and sort whole tables (the product list at 20,000 goods: 319 ms before, 3.6 ms after,
 * issue 17). Call it after migrating and seeding and after bulk writes; the same SQL runs on
 * PostgreSQL, where it only runs sooner what autovacuum would run anyway.
 */
export async function analyzeStale(db: Db): Promise<string[]> {
  await db.query('select pg_stat_force_next_flush()');
  const tables = (await db.query<{ name: string }>(STALE_TABLES)).map((t) => t.name);
  if (tables.length > 0) await db.exec(`analyze ${tables.join(', ')}`);
  return tables;
}

/** How often the server looks for stale statistics on PGlite (its stand-in for autovacuum). */
export const ANALYZE_INTERVAL_MS = 60_000;

/**
 * PGlite's stand-in for autovacuum's analyze: every `intervalMs`, analyze the tables whose rows
 * changed enough since their last analyze, so statistics follow the data after bulk writes made
 * by any feature. A failure (e.g. the database busy) is retried on the next round.
 */
export function scheduleAnalyze(db: Db, onError: (error: unknown) => void, intervalMs = ANALYZE_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    analyzeStale(db)
      .catch(onError)
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
