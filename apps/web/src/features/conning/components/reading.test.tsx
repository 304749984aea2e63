import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { LatestValue } from '@keel/domain';
import { ConningViewContext, Panel, Reading, type InstrumentPalette } from './reading';

const palette: InstrumentPalette = {
  face: '#fff',
  line: '#888',
  text: '#000',
  muted: '#666',
  accent: '#00f',
  second: '#f80',
  stale: '#aaa',
};
const now = Date.parse('2026-01-01T12:00:00Z');

function sample(path: string, value: number, ageS: number, extra: Partial<LatestValue> = {}): LatestValue {
  return {
    path,
    value,
    timestamp: new Date(now - ageS * 1000).toISOString(),
    source: 'gps-1',
    stale: false,
    failover: false,
    timeoutMs: 10_000,
    ...extra,
  };
}

function renderPanel(values: LatestValue[]) {
  return render(
    <ConningViewContext.Provider value={{ values: new Map(values.map((v) => [v.path, v])), now, palette }}>
      <Panel title="Navigation" paths={['navigation.speedOverGround', 'navigation.headingTrue']}>
        <Reading path="navigation.speedOverGround" label="SOG" />
        <Reading path="navigation.headingTrue" label="Heading" kind="bearing" />
      </Panel>
    </ConningViewContext.Provider>,
  );
}

describe('conning panel readings', () => {
  it('shows a fresh value live, in knots and degrees, with source and age', () => {
    renderPanel([sample('navigation.speedOverGround', 6.5, 3), sample('navigation.headingTrue', Math.PI, 1)]);
    const sog = screen.getByRole('group', { name: 'SOG: 12.6 kn' });
    expect(sog).toHaveAttribute('data-stale', 'false');
    expect(sog).toHaveTextContent('3 s');
    expect(screen.getByRole('group', { name: 'Heading: 180 °' })).toHaveTextContent('now');
    expect(screen.getByText('Source: gps-1')).toBeInTheDocument();
    expect(screen.queryByText('Secondary source in use')).not.toBeInTheDocument();
  });

  it('greys a value the server marks stale, or one older than its timeout, with its age', () => {
    renderPanel([
      sample('navigation.speedOverGround', 6.5, 240, { stale: true }),
      // Not yet stale on the server, but no update came within its 10 s timeout.
      sample('navigation.headingTrue', Math.PI, 25),
    ]);
    const sog = screen.getByRole('group', { name: 'SOG: 12.6 kn, stale, 4 min old' });
    expect(sog).toHaveAttribute('data-stale', 'true');
    expect(sog).toHaveTextContent('stale · 4 min');
    expect(screen.getByRole('group', { name: /^Heading: 180 °, stale, 25 s old/ })).toHaveAttribute(
      'data-stale',
      'true',
    );
  });

  it('says when a secondary source took over, and draws nothing for a group without values', () => {
    const { unmount } = renderPanel([
      sample('navigation.speedOverGround', 6.5, 1, { failover: true, source: 'gps-2' }),
    ]);
    expect(screen.getByText('Secondary source in use')).toBeInTheDocument();
    unmount();
    renderPanel([]);
    expect(screen.queryByRole('region', { name: 'Navigation' })).not.toBeInTheDocument();
  });
});
