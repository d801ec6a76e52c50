// @test-pass embedded: opens no database, so the PostgreSQL pass leaves it out (jest.config.js).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express, { type NextFunction, type Request, type Response } from 'express';
import { jsonParser, MAX_BODY_BYTES } from '../../src/core/http/body-parsing';
import { plainJsonLength } from '../../src/core/http/plain-json-body';

/*
 * The service reads plain JSON bodies itself (src/core/http/plain-json-body.ts) and leaves every
 * other shape to body-parser. Whatever a client sends, the outcome must be body-parser's: each
 * request below goes over real HTTP to the service's parser and to body-parser configured as the
 * service configured it, and the two answers (the body read, or the error's status, type and
 * message) must be the same.
 */
interface Outcome {
  status: number;
  answer: string;
}

function echoApp(parser: express.RequestHandler, errors: unknown[]): express.Express {
  const app = express();
  app.use(parser);
  app.use((req: Request, res: Response) => void res.json({ body: req.body === undefined ? '<undefined>' : req.body }));
  app.use((error: { status?: number; type?: string; message?: string }, _req: Request, res: Response, _next: NextFunction) => {
    errors.push(error);
    res.status(299).json({ status: error.status, type: error.type, message: error.message });
  });
  return app;
}

function listen(app: express.Express): Promise<http.Server> {
  return new Promise((resolve) => {
    const server = http.createServer(app).listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** One request with exactly these headers; the body written in the given pieces. */
function send(server: http.Server, headers: Record<string, string>, pieces: Buffer[], method = 'POST'): Promise<Outcome> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: '/', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, answer: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    const write = async () => {
      for (const piece of pieces) {
        req.write(piece);
        await new Promise((r) => setTimeout(r, 5));
      }
      req.end();
    };
    void write();
  });
}

const json = (text: string) => Buffer.from(text, 'utf8');
const withLength = (body: Buffer, type = 'application/json', extra: Record<string, string> = {}) => ({
  headers: { 'content-type': type, 'content-length': String(body.length), ...extra },
  pieces: [body],
});

const CASES: Array<[string, { headers: Record<string, string>; pieces: Buffer[]; method?: string }]> = [
  ['a GET without a body', { headers: {}, pieces: [], method: 'GET' }],
  ['a GET declaring JSON but no body', { headers: { 'content-type': 'application/json' }, pieces: [], method: 'GET' }],
  ['an object', withLength(json('{"name":"Kitchen","items":[1,2,{"x":null}]}'))],
  ['Arabic text', withLength(json('{"name":"مطبخ الفرع الرئيسي","nameAr":"مشاوي"}'))],
  ['charset=utf-8', withLength(json('{"a":1}'), 'application/json; charset=utf-8')],
  ['the media type and charset in capitals', withLength(json('{"a":1}'), 'Application/JSON; Charset=UTF-8')],
  ['no space before the charset', withLength(json('{"a":1}'), 'application/json;charset=utf-8')],
  ['a byte-order mark before the JSON', withLength(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json('{"a":1}')]))],
  ['a byte-order mark alone', withLength(Buffer.from([0xef, 0xbb, 0xbf]))],
  ['a top-level string', withLength(json('"abc"'))],
  ['a top-level number', withLength(json('42'))],
  ['null', withLength(json('null'))],
  ['an array', withLength(json('[1,"two"]'))],
  ['whitespace only', withLength(json('   \n'))],
  ['unparseable JSON', withLength(json('{"name":'))],
  ['a trailing comma', withLength(json('{"a":1,}'))],
  ['bytes that are not UTF-8 inside a string', withLength(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]))],
  [
    'a body written in three pieces',
    {
      headers: { 'content-type': 'application/json', 'content-length': String(json('{"a":"xxxxxxxx","b":[1,2,3]}').length) },
      pieces: [json('{"a":"xxx'), json('xxxxx","b":'), json('[1,2,3]}')],
    },
  ],
  ['an empty body', withLength(Buffer.alloc(0))],
  ['a chunked body', { headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, pieces: [json('{"a":'), json('1}')] }],
  ['a gzipped body', withLength(gzipSync(json('{"zipped":true}')), 'application/json', { 'content-encoding': 'gzip' })],
  ['a latin1 charset', withLength(json('{"a":1}'), 'application/json; charset=latin1')],
  ['a +json media type', withLength(json('{"a":1}'), 'application/vnd.api+json')],
  ['text/plain', withLength(json('{"a":1}'), 'text/plain')],
  ['a body over the limit', withLength(Buffer.alloc(MAX_BODY_BYTES + 1, 0x20))],
  ['a body at the limit', withLength(Buffer.concat([json('{"a":"'), Buffer.alloc(MAX_BODY_BYTES - 9, 0x61), json('"}')]))],
];

describe('plain JSON bodies read as body-parser reads them', () => {
  const mineErrors: unknown[] = [];
  const referenceErrors: unknown[] = [];
  let mine: http.Server;
  let reference: http.Server;

  beforeAll(async () => {
    mine = await listen(echoApp(jsonParser(), mineErrors));
    reference = await listen(
      echoApp(express.json({ limit: MAX_BODY_BYTES, strict: false, type: ['application/json', 'application/*+json'] }), referenceErrors),
    );
  });
  afterAll(async () => {
    await new Promise((r) => mine.close(r));
    await new Promise((r) => reference.close(r));
  });

  it.each(CASES)("gives body-parser's answer for %s", async (_name, { headers, pieces, method }) => {
    const [ours, theirs] = [await send(mine, headers, pieces, method), await send(reference, headers, pieces, method)];
    expect(ours).toEqual(theirs);
  });

  it('takes the plain shapes itself and leaves the others to body-parser', () => {
    const request = (headers: Record<string, string>) => ({ headers, readableEnded: false }) as unknown as http.IncomingMessage;
    expect(plainJsonLength(request({ 'content-type': 'application/json', 'content-length': '12' }), MAX_BODY_BYTES)).toBe(12);
    expect(plainJsonLength(request({ 'content-type': 'Application/JSON; charset=UTF-8', 'content-length': '12' }), MAX_BODY_BYTES)).toBe(12);
    const shapesForBodyParser: Array<Record<string, string>> = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'content-length': '0' },
      { 'content-type': 'application/json', 'content-length': '+12' },
      { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) },
      { 'content-type': 'application/json', 'content-length': '12', 'content-encoding': 'identity' },
      { 'content-type': 'application/json', 'content-length': '12', 'transfer-encoding': 'chunked' },
      { 'content-type': 'application/json; charset=utf-16', 'content-length': '12' },
      { 'content-type': 'application/json; foo=bar', 'content-length': '12' },
      { 'content-length': '12' },
    ];
    for (const headers of shapesForBodyParser) {
      expect(plainJsonLength(request(headers), MAX_BODY_BYTES)).toBeNull();
    }
  });

  it('reports a client that hangs up mid-body as body-parser does, and keeps serving', async () => {
    const hangUp = (server: http.Server) =>
      new Promise<void>((resolve) => {
        const { port } = server.address() as AddressInfo;
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/',
          headers: { 'content-type': 'application/json', 'content-length': '100' },
        });
        req.on('error', () => resolve());
        req.write('{"a":');
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 30);
      });
    const before = [mineErrors.length, referenceErrors.length];
    await hangUp(mine);
    await hangUp(reference);
    const settled = async () => {
      for (let i = 0; i < 100 && (mineErrors.length === before[0] || referenceErrors.length === before[1]); i++) await new Promise((r) => setTimeout(r, 10));
    };
    await settled();
    const typeOf = (error: unknown) => (error as { type?: string }).type;
    expect(mineErrors.slice(before[0]).map(typeOf)).toEqual(referenceErrors.slice(before[1]).map(typeOf));
    expect(typeOf(mineErrors[before[0]])).toBe('request.aborted');
    const after = await send(mine, { 'content-type': 'application/json', 'content-length': '7' }, [json('{"a":1}')]);
    expect(after).toEqual({ status: 200, answer: '{"body":{"a":1}}' });
  });
});
