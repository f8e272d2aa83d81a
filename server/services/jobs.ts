// The one job runner of a server process: the work that happens by itself, in the background —
// sending the e-mail outbox (services/email-outbox.ts), publishing the pages scheduled for now
// (services/pages.ts), and whatever retention comes next. Each job is a loop: it runs, then
// sleeps its interval unless it says more is waiting or something woke it.
//
// Several processes run the same jobs against one database: each job makes its own work happen
// once (the outbox claims rows with a lease, a scheduled publish is a conditional update that one
// process wins), so the runner only has to run them, never two passes of one job at a time in a
// process, and stop them cleanly (a pass in progress ends; nothing new starts).

interface Logger {
  error(object: object, message: string): void;
}

export interface JobDefinition {
  // for the log
  name: string;
  // the pause after a pass that found nothing more to do
  everyMs: number;
  // one pass; true when more is waiting (run again at once)
  run(): Promise<boolean>;
  // after the last pass, when the runner stops
  stopped?(): Promise<void> | void;
}

export interface Job {
  // something is waiting now: run rather than sleep out the interval
  wake(): void;
  // the runner is stopping: a pass should end early where it can
  readonly stopping: boolean;
}

class RecurringJob implements Job {
  #running: Promise<void> | null = null;
  #stopping = false;
  #woken = false;
  #endSleep: (() => void) | null = null;

  readonly definition: JobDefinition;
  readonly log: Logger;

  constructor(definition: JobDefinition, log: Logger) {
    this.definition = definition;
    this.log = log;
  }

  get stopping() {
    return this.#stopping;
  }

  start(): void {
    if (this.#running || this.#stopping) return;
    this.#running = this.#loop();
  }

  wake(): void {
    this.#woken = true;
    this.#endSleep?.();
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    this.#endSleep?.();
    await this.#running;
    await this.definition.stopped?.();
  }

  async #loop(): Promise<void> {
    while (!this.#stopping) {
      this.#woken = false;
      let more = false;
      try {
        more = await this.definition.run();
      } catch (error) {
        // the database unreachable, a bug in one pass: logged, and tried again at the next one
        this.log.error({ err: error, job: this.definition.name }, `${this.definition.name}: the pass failed`);
      }
      if (this.#stopping) break;
      if (!more && !this.#woken) await this.#sleep(this.definition.everyMs);
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#endSleep = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      // a job alone does not keep the process alive
      timer.unref();
      this.#endSleep = done;
    });
  }
}

export class JobRunner {
  readonly #jobs: RecurringJob[] = [];
  #started = false;

  readonly log: Logger;

  constructor(log: Logger) {
    this.log = log;
  }

  // a job runs from start() (or at once, when the runner has started) until stop()
  add(definition: JobDefinition): Job {
    const job = new RecurringJob(definition, this.log);
    this.#jobs.push(job);
    if (this.#started) job.start();
    return job;
  }

  start(): void {
    this.#started = true;
    for (const job of this.#jobs) job.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.#jobs.map((job) => job.stop()));
  }
}
