import { createClient } from 'graphql-ws';

const SUBSCRIPTION = `subscription GuestOrderEvents($orderId: UUID!, $orderToken: String!) {
  guestOrderEvents(orderId: $orderId, orderToken: $orderToken) { sequence kind }
}`;

export interface LiveFollow {
  /** True while the socket is open (polling then only backs it up). */
  readonly connected: boolean;
  stop(): void;
}

/**
 * Follows one guest order over the service's GraphQL subscription (docs/live.md): every event of
 * the order, and every (re)connection, calls `onChange`, which reads the order again through the
 * guest REST path. The socket reconnects by itself; the page's polling stays as the fallback.
 */
export function followOrder(orderId: string, orderToken: string, onChange: () => void): LiveFollow {
  let connected = false;
  const client = createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    onNonLazyError: () => undefined,
    on: {
      connected: () => {
        connected = true;
        // Anything that happened while the socket was down is read with the order.
        onChange();
      },
      closed: () => {
        connected = false;
      },
    },
  });
  const unsubscribe = client.subscribe(
    { query: SUBSCRIPTION, variables: { orderId, orderToken } },
    { next: () => onChange(), error: () => undefined, complete: () => undefined },
  );
  return {
    get connected() {
      return connected;
    },
    stop() {
      unsubscribe();
      void client.dispose();
    },
  };
}
