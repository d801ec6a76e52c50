import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomUUID } from 'node:crypto';

/*
 * A generic delivery platform for tests (docs/delivery.md, "Generic JSON format"): it sends signed
 * orders to the service and receives the service's signed calls (statuses, availability, store
 * state, menus) on a real HTTP port, checking their signatures. It can answer 500 or hang.
 */

export interface ReceivedCall {
  type: string;
  data: any;
  at: number;
  signatureValid: boolean;
  headers: http.IncomingHttpHeaders;
}

export function signStandardWebhook(secret: string, id: string, seconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return 'v1,' + createHmac('sha256', key).update(`${id}.${seconds}.${body}`).digest('base64');
}

export class DeliveryPlatformSimulator {
  readonly received: ReceivedCall[] = [];
  /** 'ok' answers 200; 'fail' answers 500; 'hang' never answers. */
  mode: 'ok' | 'fail' | 'hang' = 'ok';
  private server: http.Server | null = null;
  private hanging: http.ServerResponse[] = [];
  secret = '';

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const id = String(req.headers['webhook-id'] ?? '');
        const seconds = Number(req.headers['webhook-timestamp'] ?? 0);
        const signatureValid = Boolean(this.secret) && req.headers['webhook-signature'] === signStandardWebhook(this.secret, id, seconds, body);
        let parsed: { type?: string; data?: unknown } = {};
        try {
          parsed = JSON.parse(body);
        } catch {
          // recorded as is
        }
        this.received.push({ type: String(parsed.type), data: parsed.data, at: Date.now(), signatureValid, headers: req.headers });
        if (this.mode === 'hang') return void this.hanging.push(res);
        res.statusCode = this.mode === 'fail' ? 500 : 200;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/platform`;
  }

  of(type: string): ReceivedCall[] {
    return this.received.filter((call) => call.type === type);
  }

  async waitFor(predicate: () => boolean, timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > until) throw new Error('simulator: condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Headers and body of a signed message to the service. */
  signed(payload: unknown, options: { id?: string; seconds?: number; secret?: string } = {}) {
    const body = JSON.stringify(payload);
    const id = options.id ?? `msg_${randomUUID()}`;
    const seconds = options.seconds ?? Math.floor(Date.now() / 1000);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(seconds),
        'webhook-signature': signStandardWebhook(options.secret ?? this.secret, id, seconds, body),
      },
    };
  }

  /** Posts a signed message to the service's inbound endpoint for the connection: the answer's status and JSON body. */
  async send(serviceUrl: string, connectionId: string, payload: unknown): Promise<{ status: number; body: any }> {
    const signed = this.signed(payload);
    const res = await fetch(`${serviceUrl}/delivery/generic/${connectionId}`, { method: 'POST', headers: signed.headers, body: signed.body });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      return { status: res.status, body: text };
    }
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
