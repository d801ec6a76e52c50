import type { IncomingMessage } from 'node:http';
import createError from 'http-errors';

/**
 * The JSON bodies clients send nearly always: `Content-Type: application/json` (optionally with
 * `charset=utf-8`), a Content-Length, no Content-Encoding or Transfer-Encoding. Those are read
 * here with two listeners and one JSON.parse; everything else (a charset or media type to check,
 * gzip, chunked bodies, an oversized Content-Length) goes to body-parser, which does it all.
 *
 * body-parser costs measurably more per request on this path (content-type and media-type
 * parsing, an iconv decoder, five stream listeners with their removal; docs/performance.md,
 * "Per-request CPU"). The answer must not differ from body-parser's: same `req.body` (UTF-8, a
 * leading BOM dropped as iconv-lite drops it, an empty body read as `{}`), and the same
 * http-errors for what goes wrong (`entity.parse.failed`, `request.size.invalid`,
 * `request.aborted`), so callers map them as before. `test/platform/plain-json-body.test.ts`
 * sends each shape to this reader and to body-parser and compares the answers.
 */
const PLAIN_JSON_TYPES: ReadonlySet<string> = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);
const DECIMAL = /^[0-9]{1,9}$/;

/** The body's length when this reader may take the request; null sends it to body-parser. */
export function plainJsonLength(req: IncomingMessage, limit: number): number | null {
  const { headers } = req;
  const type = headers['content-type'];
  if (type === undefined || !PLAIN_JSON_TYPES.has(type.toLowerCase())) return null;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return null;
  const declared = headers['content-length'];
  if (declared === undefined || !DECIMAL.test(declared)) return null;
  const length = Number(declared);
  // A request whose body someone already read is body-parser's to judge (it skips it).
  if (length === 0 || length > limit || req.readableEnded) return null;
  return length;
}

/** Reads `length` bytes of JSON into `req.body`, then calls `done` with nothing or an http-error. */
export function readPlainJson(req: IncomingMessage & { body?: unknown }, length: number, done: (error?: unknown) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let settled = false;

  const settle = (error?: unknown) => {
    if (settled) return;
    settled = true;
    req.removeListener('data', onData);
    req.removeListener('end', onEnd);
    req.removeListener('error', onError);
    req.removeListener('aborted', onAborted);
    if (error) req.pause();
    done(error);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    chunks.push(chunk);
  };
  const onError = (error: unknown) => settle(error);
  const onAborted = () => settle(createError(400, 'request aborted', { code: 'ECONNABORTED', expected: length, length, received, type: 'request.aborted' }));
  const onEnd = () => {
    if (received !== length) {
      settle(createError(400, 'request size did not match content length', { expected: length, length, received, type: 'request.size.invalid' }));
      return;
    }
    let text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks, received).toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    try {
      req.body = text.length === 0 ? {} : JSON.parse(text);
    } catch (error) {
      // body-parser hands on the SyntaxError itself, made an http-error: the same here.
      settle(createError(400, error as Error, { body: text, type: 'entity.parse.failed' }));
      return;
    }
    settle();
  };

  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
  req.on('aborted', onAborted);
}
