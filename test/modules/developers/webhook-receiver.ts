import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** A request the receiver got, with the signature checked by the standardwebhooks library. */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  payload: Record<string, any>;
  /** Secrets (of those the test registered) whose signature verified. */
  verifiedWith: string[];
  answered: number;
}

/**
 * A real HTTP endpoint on loopback: answers with scripted status codes (200 once the script is
 * used up) and verifies every request's Standard Webhooks signature against known secrets.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly script: number[] = [];
  private readonly secrets: string[] = [];
  private server!: http.Server;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
        const verifiedWith = this.secrets.filter((secret) => {
          try {
            new Webhook(secret).verify(body, headers);
            return true;
          } catch {
            return false;
          }
        });
        const status = this.script.shift() ?? 200;
        let payload: Record<string, any> = {};
        try {
          payload = JSON.parse(body);
        } catch {
          /* recorded as is */
        }
        this.received.push({ path: req.url ?? '', headers, body, payload, verifiedWith, answered: status });
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status >= 300 ? `answer ${status}` : 'ok');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  /** Answers the next requests with these statuses, in order. */
  respondWith(...statuses: number[]): void {
    this.script.push(...statuses);
  }

  trust(secret: string): void {
    this.secrets.push(secret);
  }

  ofType(type: string): ReceivedWebhook[] {
    return this.received.filter((request) => request.payload.type === type);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Polls until `check` returns a truthy value. */
type Falsy = false | null | undefined | 0 | '';
export async function waitFor<T>(check: () => Promise<T | Falsy> | T | Falsy, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
