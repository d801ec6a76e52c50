/** One live event as it travels between processes and to subscribers. */
export interface LiveMessage {
  organizationId: string;
  branchId: string;
  /** The branch's sequence number: gapless, in commit order. */
  seq: number;
  kind: string;
  subjectId: string | null;
  data: Record<string, unknown>;
  /** ISO 8601 UTC. */
  occurredAt: string;
}

/** What a subscriber receives: an event, or the notice that it is too far behind and must reload. */
export type LiveDelivery =
  LiveMessage | { kind: 'Refetch'; organizationId: string; branchId: string; seq: number; subjectId: null; data: Record<string, never>; occurredAt: string };

export const LIVE_TOPIC = 'live-events';
/** Events kept for replay; a client asking for older ones is told to refetch. */
export const LIVE_REPLAY_HOURS = 24;
/** At most this many missed events are replayed; further behind, the client refetches. */
export const LIVE_REPLAY_LIMIT = 500;
/** A subscriber with this many events waiting to be sent (a slow or stalled client) gets one Refetch instead of them. */
export const LIVE_SLOW_CONSUMER_EVENTS = 1000;
