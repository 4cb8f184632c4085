import type { DbOrTx } from '../../db/client.ts';

/** Work that runs every `everyMs`, and soon after a kick; it must be safe to run twice at once. */
export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Where the timed jobs run: graphile-worker on PostgreSQL (shared by every instance), in-process timers
 * on the embedded database (one process only).
 */
export interface JobQueue {
  /** Runs the jobs in this process from now on (JOBS=in-process, or `npm run worker`). */
  start(jobs: Job[]): Promise<void>;
  /**
   * Asks for a run soon, by whichever process runs jobs. Given the caller's transaction on PostgreSQL,
   * the ask is queued only if it commits; in-process, the run's queries wait until the transaction ends.
   */
  kick(name: string, tx?: DbOrTx): Promise<void>;
  close(): Promise<void>;
}
