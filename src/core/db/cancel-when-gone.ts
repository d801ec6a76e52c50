import type { Pool, PoolClient } from 'pg';

/**
 * Whether the caller went away before its answer was written (the HTTP client closed the
 * connection). Supplied by the transport that built the request context (authenticate.middleware.ts).
 */
export interface ClientGoneHook {
  /** True once the caller has gone. */
  left(): boolean;
  /** Registers a listener called once when the caller goes; answers a function that removes it. */
  onLeave(listener: () => void): () => void;
}

/**
 * A read not started because its caller had already gone: no connection is used or closed for it.
 * Answered as a cancelled statement is (57014, a 503 nobody receives).
 */
export class ClientLeftError extends Error {
  readonly code = '57014';
  constructor() {
    super('statement not sent: the client went away');
    this.name = 'ClientLeftError';
  }
}

export interface CancelWatch {
  /**
   * Stops watching. Answers the error to release the connection with when a cancel was asked for
   * (the connection is then closed, so that a cancel arriving after its statement ended can never
   * reach a statement of the connection's next user), otherwise undefined.
   */
  stop(): Error | undefined;
}

const NOT_WATCHING: CancelWatch = { stop: () => undefined };

/** The backend process of each pooled connection, asked once per connection. */
const backendPids = new WeakMap<PoolClient, number>();

/**
 * While a read runs on `client`, a caller that disconnects has its statement cancelled
 * (`pg_cancel_backend` on the client's backend, sent over another pooled connection): a list
 * abandoned by its reader stops using the database instead of running to its statement_timeout.
 * Only for reads outside a transaction: a write the client stops waiting for still commits, and
 * its Idempotency-Key retry is answered from it. The backend's process id is read with
 * `pg_backend_pid()` the first time a connection is watched. A caller already gone gets
 * ClientLeftError before anything is sent, so the connection goes back to the pool unharmed: an
 * abandoned GraphQL operation still resolving its fields stops at its next read instead of closing
 * a connection for each. Not for the embedded engine, whose one in-process session has nothing to
 * cancel (the request context does not ask there).
 */
export async function cancelWhenGone(pool: Pool, client: PoolClient, whenClientGone: ClientGoneHook | undefined): Promise<CancelWatch> {
  if (!whenClientGone) return NOT_WATCHING;
  let backendPid = backendPids.get(client);
  if (backendPid === undefined) {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    backendPid = rows[0].pid;
    backendPids.set(client, backendPid);
  }
  if (whenClientGone.left()) throw new ClientLeftError();
  let cancelled = false;
  const unsubscribe = whenClientGone.onLeave(() => {
    if (cancelled) return;
    cancelled = true;
    // Not awaited by stop(): with every pooled connection held by a request whose client left,
    // waiting for a connection to send the cancel on would wait for ever. The watched connection
    // is closed instead, which ends its backend whether the cancel came first or not.
    pool.query('SELECT pg_cancel_backend($1)', [backendPid]).catch(() => undefined);
  });
  return {
    stop() {
      unsubscribe();
      return cancelled ? new Error('statement cancelled: the client went away') : undefined;
    },
  };
}
