import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, type Runner, run, runMigrations, type TaskList } from 'graphile-worker';
import pg from 'pg';
import type { DbOrTx } from '../../db/client.ts';
import type { Job, JobQueue } from './job-queue.ts';

/**
 * The jobs on PostgreSQL, with graphile-worker: every instance and worker shares one queue. Each job is
 * one queued row keyed by its name, so however many processes run jobs, a job waits in the queue once;
 * a run ends by queueing the next one `everyMs` later, unless a kick already queued an earlier one.
 */
export async function createGraphileQueue(opts: {
  connectionString: string;
  /** The app's database, for kicks outside a transaction. */
  db: DbOrTx;
  log: FastifyBaseLogger;
}): Promise<JobQueue> {
  const { connectionString, db, log } = opts;
  const logger = new Logger(() => (level, message, meta) => {
    const pinoLevel = level === 'warning' ? 'warn' : level;
    log[pinoLevel]({ ...meta, queue: 'graphile-worker' }, message);
  });
  // Our own pool, so closing waits until its connections are gone (graphile-worker's own pool ends
  // without waiting); a connection the server drops is replaced on next use, as in db/client.ts.
  const pgPool = new pg.Pool({ connectionString, max: 6 });
  const lost = (err: Error & { code?: string }) => {
    if (err.code !== '57P01') log.error({ err }, 'job queue connection lost');
  };
  pgPool.on('error', lost);
  pgPool.on('connect', (client) => client.on('error', lost));
  await runMigrations({ pgPool, logger });
  let runner: Runner | undefined;

  // `replace`: a kick moves a waiting run to now. A running job's row is locked, so the kick queues a
  // second row that runs after it (graphile-worker clears the running one's key).
  const kick = (name: string, tx: DbOrTx = db) =>
    tx.execute(sql`select graphile_worker.add_job(${name}, job_key := ${name}, job_key_mode := 'replace')`);

  return {
    async start(jobs) {
      const taskList: TaskList = Object.fromEntries(
        jobs.map((job: Job) => [
          job.name,
          async (_payload, helpers) => {
            try {
              await job.run();
            } catch (err) {
              log.error({ err, job: job.name }, 'job failed');
            }
            // `preserve_run_at`: a kick that came during the run keeps its earlier time.
            await helpers.query(
              `select graphile_worker.add_job($1, job_key := $1, job_key_mode := 'preserve_run_at',
                 run_at := now() + $2 * interval '1 millisecond')`,
              [job.name, job.everyMs],
            );
          },
        ]),
      );
      runner ??= await run({
        pgPool,
        logger,
        taskList,
        concurrency: 4,
        noHandleSignals: true,
        pollInterval: 1000,
      });
      // Each start runs every job once: what a crashed process left (a queued mail, a captured payment
      // with no order) is picked up now, and a row a killed worker had locked no longer holds its key.
      for (const job of jobs) await kick(job.name);
    },
    kick: async (name, tx) => {
      await kick(name, tx);
    },
    async close() {
      await runner?.stop();
      await pgPool.end();
    },
  };
}
