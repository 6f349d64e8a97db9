import type { Portal } from '@dental/domain';
import { sessionChannelName, type SessionMessage } from './session-types';

export interface SessionChannel {
  post(message: SessionMessage): void;
  /** Listens until the returned function is called (which closes the channel). */
  subscribe(handler: (message: SessionMessage) => void): () => void;
}

const TYPES: ReadonlySet<string> = new Set(['login', 'logout', 'auto-logout', 'close-dialog']);

function isSessionMessage(value: unknown): value is SessionMessage {
  return (
    !!value && typeof value === 'object' && 'type' in value && typeof value.type === 'string' && TYPES.has(value.type)
  );
}

/**
 * spec §4: the shared channel of a portal's tabs (BroadcastChannel never delivers to its own sender).
 * Open only while subscribed; a no-op where BroadcastChannel is missing.
 */
export function createSessionChannel(portal: Portal): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') {
    return { post: () => undefined, subscribe: () => () => undefined };
  }
  const name = sessionChannelName(portal);
  let open: BroadcastChannel | null = null;
  return {
    post: (message) => {
      if (open) {
        open.postMessage(message);
        return;
      }
      const once = new BroadcastChannel(name);
      once.postMessage(message);
      once.close();
    },
    subscribe: (handler) => {
      const channel = new BroadcastChannel(name);
      open = channel;
      channel.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (isSessionMessage(event.data)) handler(event.data);
      });
      return () => {
        channel.close();
        if (open === channel) open = null;
      };
    },
  };
}
