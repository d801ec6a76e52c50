import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { PunchKind } from '../../gql/graphql';

/*
 * The kiosk's side of the time clock (docs/labour.md, "The kiosk page"): the device credential kept
 * on the tablet, GraphQL calls signed with it (X-Clock-Device), and the queue of punches made while
 * the network was away. A queued punch keeps its device key, so sending it again is safe: the
 * service answers a key it already stored with the first punch.
 */

const CREDENTIAL_KEY = 'kiosk.credential';
const QUEUE_KEY = 'kiosk.queue';

export function storedCredential(): string | null {
  return localStorage.getItem(CREDENTIAL_KEY);
}

export function storeCredential(credential: string | null): void {
  if (credential) localStorage.setItem(CREDENTIAL_KEY, credential);
  else localStorage.removeItem(CREDENTIAL_KEY);
}

export interface QueuedPunch {
  deviceKey: string;
  employeeId: string;
  employeeName: string;
  kind: PunchKind;
  pin: string;
  occurredAt: string;
  photo?: string | null;
}

export function queuedPunches(): QueuedPunch[] {
  try {
    const value = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as QueuedPunch[]) : [];
  } catch {
    return [];
  }
}

function saveQueue(queue: QueuedPunch[]): void {
  try {
    localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Storage full: keep the punches without their photos rather than lose them.
    localStorage.setItem(QUEUE_KEY, JSON.stringify(queue.map((punch) => ({ ...punch, photo: null }))));
  }
}

export function enqueuePunch(punch: QueuedPunch): void {
  saveQueue([...queuedPunches(), punch]);
}

function dropPunch(deviceKey: string): void {
  saveQueue(queuedPunches().filter((punch) => punch.deviceKey !== deviceKey));
}

/** The outcome of one call: data, a definite refusal (4xx, shown) or no answer (network, 5xx: try again later). */
export type KioskAnswer<T> =
  { kind: 'ok'; data: T } | { kind: 'refused'; status: number; message: string; fields: Record<string, string[]> } | { kind: 'unreachable' };

interface ErrorShape {
  message: string;
  extensions?: { status?: number; fields?: Record<string, string[]> };
}

export async function kioskCall<T, V>(
  document: TypedDocumentNode<T, V>,
  variables: V,
  credential: string,
  language: string,
  idempotencyKey?: string,
): Promise<KioskAnswer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': language, 'x-clock-device': credential };
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let response: Response;
  try {
    response = await fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: print(document), variables }) });
  } catch {
    return { kind: 'unreachable' };
  }
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: ErrorShape[] } | null;
  const error = body?.errors?.[0];
  const status = error?.extensions?.status ?? response.status;
  if (!error && body?.data && response.ok) return { kind: 'ok', data: body.data };
  if (status >= 400 && status < 500 && error) {
    // Field paths come as `input.pin`; the screens name the field alone.
    const fields = Object.fromEntries(Object.entries(error.extensions?.fields ?? {}).map(([path, messages]) => [path.replace(/^input\./, ''), messages]));
    return { kind: 'refused', status, message: error.message, fields };
  }
  return { kind: 'unreachable' };
}

export interface Refusal {
  punch: QueuedPunch;
  message: string;
}

/**
 * Sends the queued punches in order. A punch leaves the queue only on a definite answer: stored
 * (or already stored under its key) or refused (returned for the screen). The first punch without
 * an answer stops the round; the next one starts from it.
 */
export async function flushQueue(send: (punch: QueuedPunch) => Promise<KioskAnswer<unknown>>): Promise<{ sent: number; refusals: Refusal[] }> {
  let sent = 0;
  const refusals: Refusal[] = [];
  for (const punch of queuedPunches()) {
    const answer = await send(punch);
    if (answer.kind === 'unreachable') break;
    dropPunch(punch.deviceKey);
    if (answer.kind === 'ok') sent += 1;
    else refusals.push({ punch, message: [answer.message, ...Object.values(answer.fields).flat()].join(' ') });
  }
  return { sent, refusals };
}

/** What follows a punch (the service's state machine), for punches made while offline. */
export const NEXT_AFTER: Record<PunchKind, PunchKind[]> = {
  ClockIn: ['BreakStart', 'ClockOut'],
  BreakStart: ['BreakEnd', 'ClockOut'],
  BreakEnd: ['BreakStart', 'ClockOut'],
  ClockOut: ['ClockIn'],
};
