import { useReducer } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { distanceToolReducer, type DistanceToolState, type MapShip } from '@keel/domain';
import { ThemeProvider } from '../../../app/theme/ThemeProvider';
import { DistancePanel } from './DistanceTool';

const SHIP: MapShip = {
  shipId: '5b0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d',
  name: 'Keel Aurora',
  latitude: 0,
  longitude: -1,
  headingDeg: 90,
  cogDeg: 90,
  sogKn: 10,
  timestamp: '2026-11-25T10:00:00.000Z',
  source: 'sensor',
  stale: false,
  nextPort: null,
  eta: null,
};

function Harness({
  initial,
  onState,
}: {
  initial: DistanceToolState;
  onState: (s: DistanceToolState) => void;
}) {
  const [state, dispatch] = useReducer(distanceToolReducer, initial);
  onState(state);
  return <DistancePanel state={state} dispatch={dispatch} ships={[SHIP]} />;
}

// One degree of longitude on the equator: 2π · 6,371 km / 360 / 1.852 km = 60.04 NM.
const markers = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 1 },
  { lat: 1, lng: 1 },
];

describe('distance panel', () => {
  it('lists each leg in NM with its bearing and the total; a start vessel adds the first leg', async () => {
    const user = userEvent.setup();
    let current: DistanceToolState | null = null;
    render(
      <ThemeProvider>
        <Harness initial={{ active: true, markers, startVessel: null }} onState={(s) => (current = s)} />
      </ThemeProvider>,
    );
    const table = screen.getByRole('table', { name: 'Distance points' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('60.0 NM')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('090°')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('060.0 NM'.slice(1))).toBeInTheDocument();
    expect(within(rows[2]!).getByText('000°')).toBeInTheDocument();
    expect(screen.getByTestId('distance-total')).toHaveTextContent('Total 120.1 NM');

    // The ship 1° west of the first point: three legs, 180 NM.
    await user.click(screen.getByRole('combobox', { name: 'Start vessel' }));
    await user.click(await screen.findByRole('option', { name: 'Keel Aurora' }));
    expect(screen.getByText('3 legs')).toBeInTheDocument();
    expect(screen.getByTestId('distance-total')).toHaveTextContent('Total 180.1 NM');
    expect(current!.startVessel?.vesselID).toBe(SHIP.shipId);

    await user.click(screen.getByRole('button', { name: 'Remove point 2' }));
    expect(current!.markers).toEqual([markers[0], markers[2]]);
    expect(screen.getByText('2 legs')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear and close' }));
    expect(current).toEqual({ active: false, markers: [], startVessel: null });
  });

  it('invites a click on the map when there are no points', () => {
    render(
      <ThemeProvider>
        <Harness initial={{ active: true, markers: [], startVessel: null }} onState={() => undefined} />
      </ThemeProvider>,
    );
    expect(screen.getByText(/Click the map to add points/)).toBeInTheDocument();
    expect(screen.getByTestId('distance-total')).toHaveTextContent('Total 0.00 NM');
  });
});
