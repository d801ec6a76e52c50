/*
 * Runs autocannon with a fresh Idempotency-Key on every request (the CLI cannot: its argument
 * parser reads "[<id>]" in a header value as sub-arguments). Prints the same JSON as `autocannon -j`.
 * Usage: node bench/autocannon-idempotent.js '{"url","method","body","connections","duration"}'
 */
const { randomUUID } = require('node:crypto');
const autocannon = require('autocannon');

const options = JSON.parse(process.argv[2]);
autocannon(
  {
    url: options.url,
    method: options.method,
    connections: options.connections,
    duration: options.duration,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: options.method,
        body: options.body,
        // The request's own headers replace the top-level ones: content-type must be repeated here, or
        // the body is not parsed (the service answered 422 and the hand-written handler made empty orders).
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'content-type': 'application/json', 'idempotency-key': `bench-${randomUUID()}` },
        }),
      },
    ],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify(result));
  },
);
