import { type ChildProcess } from 'node:child_process';
import { spawnService } from './service-process';

/**
 * The real service (src/main.ts) under a supervisor, as systemd's Restart=always or a container
 * runtime would run it: whenever the process exits (it does when it loses its primary), a new
 * one is started at once. `baseUrl` is the current life's address (each life binds a port of its
 * own, reported over IPC as in ServiceProcess); empty while a life has not bound one yet.
 */
export class SupervisedService {
  baseUrl = '';
  lives = 0;
  output = '';
  private child: ChildProcess | undefined;
  private stopping = false;
  private exited: Promise<void> = Promise.resolve();

  constructor(private readonly env: Record<string, string>) {}

  start(): void {
    this.stopping = false;
    this.spawnLife();
  }

  private spawnLife(): void {
    this.lives++;
    this.baseUrl = '';
    const child = spawnService(this.env);
    this.child = child;
    child.on('message', (message: { listening?: number }) => {
      if (message.listening && this.child === child) this.baseUrl = `http://127.0.0.1:${message.listening}`;
    });
    // Only the last 200 kB: a long run under load logs a lot.
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString('utf8')).slice(-200_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) =>
      child.once('exit', () => {
        if (this.child === child) this.baseUrl = '';
        if (!this.stopping) setTimeout(() => !this.stopping && this.spawnLife(), 200);
        resolve();
      }),
    );
  }

  /** Waits until the current life answers /readyz with `status` (200 or 503). */
  async waitForReadyz(status: number, timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = await this.readyz();
      if (seen === status) return;
      if (Date.now() > deadline) throw new Error(`/readyz never answered ${status} (last: ${seen})\n${this.output.slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The current life's /readyz status, or 0 when nothing answers. */
  async readyz(): Promise<number> {
    if (!this.baseUrl) return 0;
    return fetch(`${this.baseUrl}/readyz`, { signal: AbortSignal.timeout(10_000) }).then(
      (res) => res.status,
      () => 0,
    );
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await this.exited;
  }
}
