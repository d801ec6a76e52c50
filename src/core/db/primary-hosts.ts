import pg from 'pg';

export interface HostPort {
  host: string;
  port: number;
}

/**
 * DATABASE_URL with one host or several (`postgres://user@10.0.0.1:5432,10.0.0.2:5432/db`), the
 * form libpq accepts. node-postgres does not: it gets the URL of the first host, and the hosts
 * are chosen by PrimaryLocator.
 */
export function parseDatabaseHosts(url: string): { hosts: HostPort[]; firstHostUrl: string } {
  const match = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/.exec(url);
  if (!match) return { hosts: [], firstHostUrl: url };
  const [, scheme, credentials = '', hostList, rest] = match;
  const hosts = hostList
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
      if (bracketed) return { host: bracketed[1], port: Number(bracketed[2] ?? 5432) };
      const colon = entry.lastIndexOf(':');
      return colon > 0 ? { host: entry.slice(0, colon), port: Number(entry.slice(colon + 1)) } : { host: entry, port: 5432 };
    });
  return { hosts, firstHostUrl: `${scheme}${credentials}${hostList.split(',')[0]?.trim() ?? ''}${rest}` };
}

export function hostPortLabel(target: HostPort): string {
  return target.host.includes(':') ? `[${target.host}]:${target.port}` : `${target.host}:${target.port}`;
}

/** A pg Client aimed at one host: the connection string names the first, so host and port are set after it is read. */
function clientFor(url: string, target: HostPort, extra: pg.ClientConfig = {}): pg.Client {
  const client = new pg.Client({ ...extra, connectionString: url });
  client.host = target.host;
  client.port = target.port;
  return client;
}

/**
 * Which host of DATABASE_URL is the primary. The first of the hosts to answer that it is not in
 * recovery (`pg_is_in_recovery()`, what libpq's `target_session_attrs=read-write` asks) is kept
 * until a connection to it fails or finds it read-only; then the next connection asks all hosts
 * again. With no primary among them (the gap of a failover), connections fail and the caller
 * answers 503.
 */
export class PrimaryLocator {
  private known: HostPort | undefined;
  private probing: Promise<HostPort> | undefined;

  constructor(
    readonly hosts: HostPort[],
    private readonly url: string,
    private readonly probeTimeoutMs = 3_000,
  ) {}

  primary(): Promise<HostPort> {
    if (this.known) return Promise.resolve(this.known);
    this.probing ??= this.probe().finally(() => (this.probing = undefined));
    return this.probing;
  }

  /** A connection to `target` failed or found it read-only: ask every host again next time. */
  forget(target: HostPort): void {
    if (this.known === target) this.known = undefined;
  }

  private async probe(): Promise<HostPort> {
    const answers = await Promise.all(
      this.hosts.map(async (target) => {
        const client = clientFor(this.url, target, { connectionTimeoutMillis: this.probeTimeoutMs });
        client.on('error', () => undefined);
        try {
          await client.connect();
          const { rows } = await client.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
          return { target, writable: rows[0]?.standby === false, error: undefined };
        } catch (error) {
          return { target, writable: false, error: error as Error };
        } finally {
          await client.end().catch(() => undefined);
        }
      }),
    );
    const primary = answers.find((answer) => answer.writable);
    if (!primary) {
      const seen = answers.map((answer) => `${hostPortLabel(answer.target)} ${answer.error ? answer.error.message : 'is a standby'}`).join('; ');
      throw new NoPrimaryError(`No host of DATABASE_URL accepts writes (${seen})`);
    }
    this.known = primary.target;
    return primary.target;
  }
}

/** Told apart from other connection failures: the readiness probe and the 503 answer name it. */
export class NoPrimaryError extends Error {
  readonly code = 'NO_PRIMARY';
}

/**
 * The node-postgres Client class for a pool whose DATABASE_URL names several hosts: each new
 * connection goes to the located primary and checks on its own session that it is not in
 * recovery, so a pool never keeps a connection to a node that was demoted (a planned switchover
 * rejoins the old primary as a standby). A connection that fails makes the locator ask again.
 */
export function primaryClientClass(locator: PrimaryLocator): typeof pg.Client {
  class PrimaryClient extends pg.Client {
    // node-postgres's own signature: a promise, or the callback form that pg-pool uses.
    override connect(): Promise<pg.Client>;
    override connect(callback: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): void;
    override connect(callback?: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): Promise<pg.Client> | void {
      const connected = this.connectToPrimary().then(() => this as pg.Client);
      if (!callback) return connected;
      connected.then(
        (client) => (callback as (error: null, client: pg.Client) => void)(null, client),
        (error: Error) => (callback as (error: Error) => void)(error),
      );
    }

    private async connectToPrimary(): Promise<void> {
      const target = await locator.primary();
      this.host = target.host;
      this.port = target.port;
      try {
        await super.connect();
      } catch (error) {
        locator.forget(target);
        throw error;
      }
      this.on('error', () => locator.forget(target));
      const { rows } = await super.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
      if (rows[0]?.standby !== false) {
        locator.forget(target);
        await this.end().catch(() => undefined);
        throw new NoPrimaryError(`${hostPortLabel(target)} no longer accepts writes`);
      }
    }
  }
  return PrimaryClient;
}
