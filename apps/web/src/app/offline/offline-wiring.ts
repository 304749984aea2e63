import { observeAnswers } from '../../lib/api-client';
import { setOfflineScreen } from '../../lib/lazy-route';
import { isUserCache } from '../../sw/user-scope';
import { NotAvailableOffline } from './NotAvailableOffline';
import { offlineState, type OfflineState } from './offline-state';

/**
 * Feeds the offline state from every API answer and from the browser's connection events, and names
 * the screen drawn for a screen whose code is not on the device.
 */
export function installOfflineState(state: OfflineState = offlineState): void {
  setOfflineScreen(NotAvailableOffline);
  observeAnswers((url, headers) => state.recordAnswer(url, headers));
  window.addEventListener('online', () => state.setOnline(true));
  window.addEventListener('offline', () => state.setOnline(false));
}

/**
 * Deletes every user's kept API answers on this device (sign-in, sign-out, a session that could not be
 * renewed). Done from the page, so it works whether or not a service worker controls it.
 */
export async function clearOfflineData(state: OfflineState = offlineState): Promise<void> {
  state.reset();
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter(isUserCache).map((name) => caches.delete(name)));
  } catch (error) {
    console.error('Could not clear the offline copies of this device', error);
  }
}
