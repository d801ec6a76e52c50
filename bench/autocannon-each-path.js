/*
 * Runs autocannon where every request goes to its own resource: the path of request n is
 * `prefix + ids[offset + n] + suffix` (a completion moves an order once; a second request on the
 * same order would be a 409). Prints the same JSON as `autocannon -j`, plus `used` (ids taken).
 * Usage: node bench/autocannon-each-path.js '{"origin","prefix","suffix","idsFile","offset","method","body","token","connections","duration"}'
 */
const fs = require('node:fs');
const autocannon = require('autocannon');

const options = JSON.parse(process.argv[2]);
const ids = fs.readFileSync(options.idsFile, 'utf8').split('\n').filter(Boolean);
let next = options.offset;
const headers = { 'content-type': 'application/json', authorization: `Bearer ${options.token}` };
autocannon(
  {
    url: `${options.origin}${options.prefix}${ids[next]}${options.suffix}`,
    method: options.method,
    connections: options.connections,
    duration: options.duration,
    headers,
    requests: [
      {
        method: options.method,
        body: options.body,
        // Past the end of the list the last id is sent again: a 409, counted as a failure in the table.
        setupRequest: (request) => ({ ...request, headers, path: `${options.prefix}${ids[Math.min(next++, ids.length - 1)]}${options.suffix}` }),
      },
    ],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify({ ...result, used: next - options.offset }));
  },
);
