/**
 * Short notices from one process of the service to every process (itself included), for state
 * each process keeps in memory: "these sessions ended", "this member's access changed". Delivery
 * is best effort and at most once: a notice only shortens the time a process acts on stale state,
 * which every such cache must bound on its own (e.g. the session cache's few seconds).
 */
export interface Broadcast {
  readonly kind: 'memory' | 'redis';
  /** Runs this process's handlers at once, then tells the other processes. Never throws. */
  publish(topic: string, message: string): Promise<void>;
  subscribe(topic: string, handler: (message: string) => void): void;
  close(): Promise<void>;
}

/** Handlers per topic; a failing handler is reported and never stops the others. */
export class TopicHandlers {
  private readonly handlers = new Map<string, Array<(message: string) => void>>();

  constructor(private readonly onHandlerError: (topic: string, error: unknown) => void) {}

  add(topic: string, handler: (message: string) => void): void {
    const list = this.handlers.get(topic);
    if (list) list.push(handler);
    else this.handlers.set(topic, [handler]);
  }

  has(topic: string): boolean {
    return this.handlers.has(topic);
  }

  deliver(topic: string, message: string): void {
    for (const handler of this.handlers.get(topic) ?? []) {
      try {
        handler(message);
      } catch (error) {
        this.onHandlerError(topic, error);
      }
    }
  }
}
