/** A source's counters: its last error is shown until the source recovers, then cleared. */
import { describe, expect, it } from 'vitest';
import { SourceStats } from './source-stats';

describe('SourceStats.lastError', () => {
  it('shows a failure until the input connects again', () => {
    const stats = new SourceStats();
    stats.fail(new Error('connect ECONNREFUSED 127.0.0.1:10110'));
    expect(stats.view()).toMatchObject({
      connected: false,
      lastError: 'connect ECONNREFUSED 127.0.0.1:10110',
    });
    stats.up();
    expect(stats.view()).toMatchObject({ connected: true, lastError: null });
  });

  it('is running once connected, before the start that connected it has returned', () => {
    const stats = new SourceStats();
    stats.restart();
    stats.up();
    expect(stats.view()).toMatchObject({ running: true, connected: true });
  });

  it('is cleared by a good sentence (a connectionless input that works again)', () => {
    const stats = new SourceStats();
    stats.fail('socket error');
    stats.error('checksum');
    expect(stats.view().lastError).toBe('socket error');
    stats.sentence();
    expect(stats.view()).toMatchObject({ lastError: null, sentences: 1, errors: { checksum: 1 } });
  });

  it('keeps the counters over a restart but not the previous run’s state and error', () => {
    const stats = new SourceStats();
    stats.running = true;
    stats.up();
    stats.sentence();
    stats.fail('Connection refused: Not authorized');
    stats.restart();
    expect(stats.view()).toMatchObject({ running: false, connected: false, lastError: null, sentences: 1 });
  });
});
