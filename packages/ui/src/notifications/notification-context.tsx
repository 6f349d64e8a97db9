import { createContext, useContext } from 'react';
import type { NotificationStore } from './notification-store';

export const NotificationContext = createContext<NotificationStore | null>(null);

/** The app's banner store: `notify({ severity, message })`. */
export function useNotifications(): NotificationStore {
  const store = useContext(NotificationContext);
  if (!store) throw new Error('useNotifications must be used inside PortalApp.');
  return store;
}
