import { describe, expect, it, vi } from 'vitest';
import { CACHED_AT_HEADER, OFFLINE_HEADER } from '../../sw/user-scope';
import { OfflineState } from './offline-state';

const fromCache = (at: string) => new Headers({ [CACHED_AT_HEADER]: at });
const live = () => new Headers({ 'content-type': 'application/json' });
const unavailable = () => new Headers({ [OFFLINE_HEADER]: 'unavailable' });

describe('the offline state of the screen in view', () => {
  it('shows the oldest fetch time of the answers taken from the device', () => {
    const state = new OfflineState(false);
    state.recordAnswer('/api/v1/noon-reports/', fromCache('2026-11-25T10:00:00.000Z'));
    state.recordAnswer('/api/v1/access/ships/me/', fromCache('2026-11-25T09:30:00.000Z'));
    expect(state.getSnapshot()).toEqual({
      online: false,
      cachedAt: '2026-11-25T09:30:00.000Z',
      unavailable: false,
    });
  });

  it('forgets an address once the network answers it, and ignores live answers otherwise', () => {
    const state = new OfflineState(true);
    const listener = vi.fn();
    state.subscribe(listener);
    state.recordAnswer('/api/v1/work', live());
    expect(listener).not.toHaveBeenCalled();
    state.recordAnswer('/api/v1/work', fromCache('2026-11-25T10:00:00.000Z'));
    expect(state.getSnapshot().cachedAt).toBe('2026-11-25T10:00:00.000Z');
    state.recordAnswer('/api/v1/work', live());
    expect(state.getSnapshot().cachedAt).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('says when a request of the screen had no copy', () => {
    const state = new OfflineState(false);
    state.recordAnswer('/api/v1/work/items', unavailable());
    expect(state.getSnapshot()).toMatchObject({ unavailable: true, cachedAt: null });
    state.recordAnswer('/api/v1/work/items', fromCache('2026-11-25T10:00:00.000Z'));
    expect(state.getSnapshot()).toMatchObject({ unavailable: false, cachedAt: '2026-11-25T10:00:00.000Z' });
  });

  it('starts clean on another screen and after sign-out, and follows the connection', () => {
    const state = new OfflineState(true);
    state.recordAnswer('/api/v1/work', fromCache('2026-11-25T10:00:00.000Z'));
    state.recordAnswer('/api/v1/work/items', unavailable());
    state.screenChanged();
    expect(state.getSnapshot()).toEqual({ online: true, cachedAt: null, unavailable: false });
    state.recordAnswer('/api/v1/work', fromCache('2026-11-25T10:00:00.000Z'));
    state.reset();
    expect(state.getSnapshot().cachedAt).toBeNull();
    state.setOnline(false);
    expect(state.getSnapshot().online).toBe(false);
  });

  it('keeps one snapshot object until something changes (useSyncExternalStore)', () => {
    const state = new OfflineState(true);
    const first = state.getSnapshot();
    state.recordAnswer('/api/v1/work', live());
    state.setOnline(true);
    expect(state.getSnapshot()).toBe(first);
  });
});

describe('the app shell', () => {
  it('does not date the screen: only the screen’s own reads count', () => {
    const state = new OfflineState(false);
    state.recordAnswer('/api/v1/access/sidebar/me/', fromCache('2026-11-25T08:00:00.000Z'));
    expect(state.getSnapshot().cachedAt).toBeNull();
    state.recordAnswer('/api/v1/purchasing/requisitions', unavailable());
    expect(state.getSnapshot()).toMatchObject({ cachedAt: null, unavailable: true });
  });
});
