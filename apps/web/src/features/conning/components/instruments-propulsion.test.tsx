import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { LatestValue } from '@keel/domain';
import { PropulsionPanels } from './instruments-propulsion';
import { ConningViewContext, type InstrumentPalette } from './reading';

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
const v = (path: string, value: number, extra: Partial<LatestValue> = {}): LatestValue => ({
  path,
  value,
  timestamp: new Date(now - 2000).toISOString(),
  source: 'Bridge TRD',
  stale: false,
  failover: false,
  timeoutMs: 10_000,
  ...extra,
});

function renderPanels(values: LatestValue[]) {
  return render(
    <ConningViewContext.Provider value={{ values: new Map(values.map((x) => [x.path, x])), now, palette }}>
      <PropulsionPanels />
    </ConningViewContext.Provider>,
  );
}

describe('thrusters and extra engines on the display', () => {
  it('draws a panel per thruster (TRD response, TRC demand) and per extra engine, with units', () => {
    renderPanels([
      v('keel.thrusters.1.revolutions', 5),
      v('keel.thrusters.1.load', -0.4),
      v('keel.thrusters.1.demand.load', -0.5),
      v('keel.thrusters.2.azimuth', Math.PI / 2),
      v('propulsion.port.revolutions', 1.5),
      v('keel.propulsion.port.power', 1_200_000),
      v('propulsion.main.revolutions', 1.2),
    ]);
    const one = screen.getByRole('region', { name: 'Thruster 1' });
    expect(within(one).getByRole('group', { name: 'RPM: 300 rpm' })).toBeInTheDocument();
    expect(within(one).getByRole('group', { name: 'Load: -40 %' })).toBeInTheDocument();
    expect(
      within(one).getByRole('img', { name: 'Thruster 1: response -40 %, demand -50 %' }),
    ).toBeInTheDocument();
    const two = screen.getByRole('region', { name: 'Thruster 2' });
    expect(within(two).getByRole('group', { name: 'Azimuth: 090 °' })).toBeInTheDocument();
    const port = screen.getByRole('region', { name: 'Engine port' });
    expect(within(port).getByRole('group', { name: 'RPM: 90 rpm' })).toBeInTheDocument();
    expect(within(port).getByRole('group', { name: 'Power: 1200 kW' })).toBeInTheDocument();
    // The main engine has its own panel elsewhere.
    expect(screen.queryByRole('region', { name: 'Engine main' })).toBeNull();
  });

  it('greys a stale thruster value with its age', () => {
    renderPanels([v('keel.thrusters.1.revolutions', 5, { stale: true })]);
    expect(screen.getByRole('group', { name: /RPM: 300 rpm, stale/ })).toHaveAttribute('data-stale', 'true');
  });
});
