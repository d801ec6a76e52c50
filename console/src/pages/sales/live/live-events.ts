import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { graphql } from '../../../gql';
import type { BranchOrderEventsSubscription } from '../../../gql/graphql';
import { onLiveState, type LiveState } from '../../../api/client';

export const BranchOrderEventsDocument = graphql(`
  subscription BranchOrderEvents($afterSequence: Int64) {
    branchOrderEvents(afterSequence: $afterSequence) {
      sequence
      kind
      occurredAt
      order {
        id
        number
        source
        status
        previousStatus
        total
        lineCount
        cancelReason
        tableId
        note
      }
      ticket {
        id
        orderId
        orderNumber
        lineIndex
        name
        nameAr
        modifiers
        note
        tableName
        orderNote
        quantity
        station
        status
        queuedAt
        startedAt
        readyAt
      }
    }
  }
`);

export type LiveEvent = BranchOrderEventsSubscription['branchOrderEvents'];

/**
 * Calls `onEvent` for every event of the active branch's stream, one by one (the client resumes
 * after the last one seen when the socket comes back, docs/live.md); `onReconnect` after a drop.
 */
export function useBranchOrderEvents(onEvent: (event: LiveEvent) => void, onReconnect: () => void): LiveState {
  const client = useClient();
  const [state, setState] = useState<LiveState>('connecting');
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  useEffect(() => {
    const subscription = client.subscription(BranchOrderEventsDocument, {}).subscribe((result) => {
      if (result.data) handlers.current.onEvent(result.data.branchOrderEvents);
    });
    return () => subscription.unsubscribe();
  }, [client]);
  useEffect(() => {
    let wasDown = false;
    return onLiveState((next) => {
      setState(next);
      if (next === 'offline') wasDown = true;
      if (next === 'live' && wasDown) {
        wasDown = false;
        handlers.current.onReconnect();
      }
    });
  }, []);
  return state;
}

/** A short beep through WebAudio (no sound file to fetch); silent where the browser refuses audio. */
export function beep(): void {
  try {
    const AudioCtor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtor) return;
    const audio = new AudioCtor();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = 880;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.18);
    oscillator.onended = () => void audio.close();
  } catch {
    // Audio is a courtesy: the highlight is the signal.
  }
}
