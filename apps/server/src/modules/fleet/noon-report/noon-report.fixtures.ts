import type { CreateNoonReport, NoonReportRow, NoonReportTableResponse } from '@keel/domain';
import { dataOf } from '../../../test/fixtures';
import type { TestSession } from '../../../test/test-app';

let minute = 0;

/**
 * A complete, valid noon report body for `shipId`. Each call gets its own report time (far in the
 * future of the demo data, a minute apart) unless `reportTime` is given.
 */
export function reportBody(shipId: string, overrides: Partial<CreateNoonReport> = {}): CreateNoonReport {
  minute += 1;
  return {
    shipId,
    correction: false,
    reportTime: new Date(Date.UTC(2031, 0, 1, 12, minute)).toISOString(),
    utcOffsetMinutes: 60,
    voyage: 'TEST-01',
    lat: 36.5,
    lon: -12.25,
    distanceNm: 298.4,
    hoursSteaming: 24,
    avgSpeedKn: 12.43,
    meRpm: 91.5,
    mePowerKw: 7250,
    fuelConsumed: { HFO: 28.4, MDO_MGO: 1.1 },
    rob: { HFO: 912.6, MDO_MGO: 180.2 },
    weather: { windBeaufort: 5, windDirectionDeg: 225, seaState: 4 },
    remarks: 'Test report',
    ...overrides,
  };
}

/** Creates a report through the API. */
export async function createReport(
  session: TestSession,
  shipId: string,
  overrides: Partial<CreateNoonReport> = {},
) {
  return dataOf<NoonReportRow>(await session.post('/noon-reports/', reportBody(shipId, overrides)));
}

/** One page of the table through the API. */
export async function listPage(session: TestSession, query: Record<string, string | number | undefined>) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
  const response = await session.get(`/noon-reports/?${qs.toString()}`);
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return response.json() as NoonReportTableResponse;
}
