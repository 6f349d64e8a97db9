import { NOTIFICATION_AUTO_HIDE_MS_DEFAULT } from './notification-constants';

/** spec §2: the notification banner's variants. */
export type NotificationSeverity = 'success' | 'warning' | 'error' | 'info';

export interface NotificationAction {
  label: string;
  onClick: () => void;
}

export interface NotifyInput {
  severity: NotificationSeverity;
  /** Line breaks split it into lines (spec §2). */
  message: string;
  /** spec §9: auto-hide after this many ms; null disables; default 4000. */
  durationMs?: number | null;
  action?: NotificationAction;
}

export interface Notification extends NotifyInput {
  id: number;
  /** spec §2: the reconnect variant counts down, then reloads the page. */
  reconnect?: boolean;
}

/** spec §2: error banners and banners with an action never auto-close; null disables the timeout. */
export function autoHideDurationOf(notification: Notification): number | null {
  if (notification.severity === 'error' || notification.action || notification.reconnect) return null;
  if (notification.durationMs === null) return null;
  return notification.durationMs ?? NOTIFICATION_AUTO_HIDE_MS_DEFAULT;
}

type Listener = () => void;

/** The one open banner of the app (spec §4: closed or open); a new banner replaces the open one. */
export class NotificationStore {
  private current: Notification | null = null;
  private nextId = 1;
  private readonly listeners = new Set<Listener>();

  /** Opens a banner; returns its id. */
  notify = (input: NotifyInput): number => this.open({ ...input, id: this.nextId++ });

  /**
   * Opens the reconnect banner (spec §2): a 15-second countdown, then a reload. One already open stays, with
   * its countdown: several calls failing at once do not start it again.
   */
  notifyReconnect = (message: string): number => {
    if (this.current?.reconnect) return this.current.id;
    return this.open({ id: this.nextId++, severity: 'warning', message, durationMs: null, reconnect: true });
  };

  /** Closes the open banner (only if it is still `id`, when given). */
  close = (id?: number): void => {
    if (!this.current || (id !== undefined && this.current.id !== id)) return;
    this.current = null;
    this.emit();
  };

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Notification | null => this.current;

  private open(notification: Notification): number {
    this.current = notification;
    this.emit();
    return notification.id;
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
