import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, type Runner, run, runMigrations, type TaskList } from 'graphile-worker';
import pg from 'pg';
import type { DbOrTx } from '../../db/client.ts';
import type { Job, JobQueue } from './job-queue.ts';

/**
 * The jobs on PostgreSQL, with graphile-worker: every instance and worker shares one queue. A job's
 * periodic run is one queued row keyed by its name, so however many processes run jobs, it waits in the
 * queue once; a run ends by queueing the next one `everyMs` later. A kick queues one more run, now.
 * graphile-worker frees the row of a worker killed mid-run only after 4 hours, so every process running
 * jobs also re-queues each job every `everyMs` when its row is missing or locked (docs/decisions/0010).
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

  const timers: NodeJS.Timeout[] = [];

  // A kick is a row of its own, without the job's key: a keyed add_job that meets the keyed row just as
  // a worker locks it changes nothing (its ON CONFLICT skips locked rows), and the kick would be lost.
  // Kicked runs may run beside the periodic one: jobs are safe to run twice.
  const kick = (name: string, tx: DbOrTx = db) => tx.execute(sql`select graphile_worker.add_job(${name})`);
  // The periodic run, keyed by the job's name. `preserve_run_at`: a waiting row keeps its time; a
  // missing or locked one is replaced by a row `everyMs` from now.
  const queueNext = (job: Job) =>
    pgPool.query(
      `select graphile_worker.add_job($1, job_key := $1, job_key_mode := 'preserve_run_at',
         run_at := now() + $2 * interval '1 millisecond')`,
      [job.name, job.everyMs],
    );

  return {
    async start(jobs) {
      const taskList: TaskList = Object.fromEntries(
        jobs.map((job: Job) => [
          job.name,
          async () => {
            try {
              await job.run();
            } catch (err) {
              log.error({ err, job: job.name }, 'job failed');
            }
            await queueNext(job);
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
      for (const job of jobs) {
        await kick(job.name);
        await queueNext(job);
        const timer = setInterval(
          () => queueNext(job).catch((err) => log.warn({ err, job: job.name }, 'could not queue job')),
          job.everyMs,
        );
        timers.push(timer.unref());
      }
    },
    kick: async (name, tx) => {
      await kick(name, tx);
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      await runner?.stop();
      await pgPool.end();
    },
  };
}
