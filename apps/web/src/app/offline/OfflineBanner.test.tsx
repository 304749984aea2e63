import { describe, expect, it } from 'vitest';
import { offlineMessage } from './OfflineBanner';

describe('the offline banner', () => {
  const at = '2026-11-25T10:00:00.000Z';

  it('says "Offline — as of <time>" over a kept copy', () => {
    const message = offlineMessage({ online: false, cachedAt: at, unavailable: false });
    expect(message?.title).toMatch(/^Offline — as of 2026\/11\/25 \d\d:00$/);
    expect(message?.text).not.toMatch(/not available/);
  });

  it('names the parts that are not kept, and a slow link apart from no link', () => {
    expect(offlineMessage({ online: false, cachedAt: at, unavailable: true })?.text).toMatch(
      /not available offline/,
    );
    expect(offlineMessage({ online: true, cachedAt: at, unavailable: false })?.title).toMatch(
      /^No answer from the server — showing data as of/,
    );
  });

  it('says plainly when a screen is not available offline', () => {
    expect(offlineMessage({ online: false, cachedAt: null, unavailable: true })?.title).toBe(
      'Offline — this data is not available offline',
    );
  });

  it('shows nothing over live data', () => {
    expect(offlineMessage({ online: true, cachedAt: null, unavailable: false })).toBeNull();
    expect(offlineMessage({ online: false, cachedAt: null, unavailable: false })?.title).toBe('Offline');
  });
});
