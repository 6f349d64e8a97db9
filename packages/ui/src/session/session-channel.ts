import type { Portal } from '@dental/domain';
import { sessionChannelName, type SessionMessage } from './session-types';

export interface SessionChannel {
  post(message: SessionMessage): void;
  subscribe(handler: (message: SessionMessage) => void): () => void;
  close(): void;
}

const TYPES: ReadonlySet<string> = new Set(['login', 'logout', 'auto-logout', 'close-dialog']);

function isSessionMessage(value: unknown): value is SessionMessage {
  return !!value && typeof value === 'object' && 'type' in value && typeof value.type === 'string' && TYPES.has(value.type);
}

/** spec §4: the shared channel of a portal's tabs; a no-op where BroadcastChannel is missing. */
export function createSessionChannel(portal: Portal): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') {
    return { post: () => undefined, subscribe: () => () => undefined, close: () => undefined };
  }
  const channel = new BroadcastChannel(sessionChannelName(portal));
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (handler) => {
      const listener = (event: MessageEvent<unknown>) => {
        if (isSessionMessage(event.data)) handler(event.data);
      };
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
    close: () => channel.close(),
  };
}
