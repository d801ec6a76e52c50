import { QueryFailedError } from 'typeorm';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, normalizeError } from '../../src/core/errors/normalize-error';
import { translate } from '../../src/core/i18n/translate';
import { NoPrimaryError } from '../../src/core/db/primary-hosts';

const asQueryFailed = (message: string, code?: string) =>
  new QueryFailedError('INSERT INTO t VALUES (1)', [], Object.assign(new Error(message), code ? { code } : {}));

describe('a database that went away or is not the primary any more answers 503, never 500', () => {
  const sqlStates: Array<[string, string]> = [
    ['25006', 'cannot execute INSERT in a read-only transaction'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is shutting down'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
    ['08003', 'connection does not exist'],
    ['08P01', 'protocol violation'],
  ];
  it.each(sqlStates)('maps SQLSTATE %s (%s) to SERVICE_UNAVAILABLE with Retry-After', (code, message) => {
    expect(normalizeError(asQueryFailed(message, code))).toMatchObject({
      name: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: DATABASE_UNAVAILABLE_MESSAGE,
      headers: { 'Retry-After': '2' },
    });
  });

  const driverMessages = [
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'timeout expired',
  ];
  it.each(driverMessages)('maps node-postgres "%s" (no SQLSTATE) to 503', (message) => {
    expect(normalizeError(new Error(message))).toMatchObject({ name: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(normalizeError(asQueryFailed(message))).toMatchObject({ name: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])('maps the socket error %s to 503', (code) => {
    const error = Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -1, syscall: 'connect' });
    expect(normalizeError(error)).toMatchObject({ name: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it('maps "no host accepts writes" (the gap of a switchover, before the standby is promoted) to 503, however TypeORM wraps it', () => {
    const noPrimary = new NoPrimaryError('No host of DATABASE_URL accepts writes (127.0.0.1:5432 is a standby)');
    expect(normalizeError(noPrimary)).toMatchObject({ name: 'SERVICE_UNAVAILABLE', status: 503, headers: { 'Retry-After': '2' } });
    const wrapped = new QueryFailedError('SELECT 1', [], noPrimary);
    expect(normalizeError(wrapped)).toMatchObject({ name: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it('still answers 500 for a bug, and 409/422-class SQLSTATEs are not taken for an outage', () => {
    expect(normalizeError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toMatchObject({ name: 'INTERNAL', status: 500 });
    expect(isDatabaseUnavailable(asQueryFailed('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(asQueryFailed('syntax error at or near "x"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('has the message in Arabic', () => {
    expect(translate(DATABASE_UNAVAILABLE_MESSAGE, 'ar')).not.toBe(DATABASE_UNAVAILABLE_MESSAGE);
  });
});
