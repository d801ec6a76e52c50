import http from 'node:http';
import net from 'node:net';
import https from 'node:https';
import { RESPONSE_EXCERPT_CHARS, REQUEST_TIMEOUT_MS, type TransportFailure } from './webhook.rules';
import { assertAddressesAllowed, hostOf, parseWebhookUrl, pinnedLookup, UnsafeUrlError, type UrlPolicy } from './url-safety';

export type SendResult =
  | { kind: 'response'; status: number; excerpt: string; retryAfter: string | undefined; durationMs: number }
  | { kind: 'failure'; failure: TransportFailure; error: string; durationMs: number };

const USER_AGENT = 'BackOffice-Webhooks/1.0';
/** More than this is not read (the excerpt is 1,024 characters). */
const MAX_READ_BYTES = 64 * 1024;

/**
 * POSTs one delivery. The address is checked and pinned in the socket's lookup (IP literals are
 * checked here, as the socket skips lookup for them); redirects are not followed; the whole
 * exchange is bounded by REQUEST_TIMEOUT_MS.
 */
export function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  policy: UrlPolicy,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<SendResult> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  let url: URL;
  try {
    url = parseWebhookUrl(rawUrl, policy);
    const host = hostOf(url);
    assertAddressesAllowed(host, isIpLiteral(host) ? [{ address: host }] : [], policy);
  } catch (error) {
    return Promise.resolve(failureOf(error, elapsed()));
  }

  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: pinnedLookup(policy, () => undefined) as never,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': USER_AGENT,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_EXCERPT_CHARS);
          const retryAfter = response.headers['retry-after'];
          finish({
            kind: 'response',
            status: response.statusCode ?? 0,
            excerpt,
            retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
            durationMs: elapsed(),
          });
          request.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (read < MAX_READ_BYTES) chunks.push(chunk);
          read += chunk.length;
          if (read >= MAX_READ_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ kind: 'failure', failure: 'timeout', error: `no complete answer within ${Math.round(timeoutMs / 1000)} s`, durationMs: elapsed() });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish(failureOf(error, elapsed())));
    request.end(body);
  });
}

function isIpLiteral(host: string): boolean {
  return net.isIP(host) !== 0;
}

function failureOf(error: unknown, durationMs: number): SendResult {
  if (error instanceof UnsafeUrlError) {
    const failure: TransportFailure = error.kind === 'unresolvable' ? 'network' : error.kind;
    return { kind: 'failure', failure, error: `url ${error.message}`, durationMs };
  }
  const code = (error as NodeJS.ErrnoException).code;
  return { kind: 'failure', failure: 'network', error: `${code ? `${code}: ` : ''}${(error as Error).message}`, durationMs };
}
