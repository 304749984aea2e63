import type { ApplianceType } from '@keel/domain';

/** One appliance of a demo ship with its version history, oldest installation first. */
export interface DemoAppliance {
  type: ApplianceType;
  name: string;
  maker: string;
  model: string;
  softwareName: string;
  /** Installations: version, how many days ago, who installed it. Per ship index (0–2 in a family). */
  history: (ship: number) => { version: string; daysAgo: number; by: string }[];
}

const DELIVERY = 'Shipyard commissioning';

/** Appliances of the Ultramax bulk carriers (JRC bridge, Kongsberg engine control, Alfa Laval BWTS). */
export const BULK_APPLIANCES: DemoAppliance[] = [
  {
    type: 'ecdis',
    name: 'ECDIS No. 1',
    maker: 'JRC',
    model: 'JAN-9201',
    softwareName: 'JAN-9201 ECDIS software',
    history: (s) => [
      { version: '02.00.11', daysAgo: 2200 - s * 300, by: DELIVERY },
      { version: '02.01.04', daysAgo: 700, by: 'JRC service engineer, Singapore' },
      ...(s > 0
        ? [{ version: '02.01.06', daysAgo: 60 + s * 20, by: 'JRC service engineer, Rotterdam' }]
        : []),
    ],
  },
  {
    type: 'ecdis',
    name: 'ECDIS No. 2',
    maker: 'JRC',
    model: 'JAN-9201',
    softwareName: 'JAN-9201 ECDIS software',
    history: (s) => [
      { version: '02.00.11', daysAgo: 2200 - s * 300, by: DELIVERY },
      { version: s === 2 ? '02.01.06' : '02.01.04', daysAgo: 650, by: 'JRC service engineer, Singapore' },
    ],
  },
  {
    type: 'radar',
    name: 'X-band radar',
    maker: 'JRC',
    model: 'JMR-9230-X',
    softwareName: 'JMR-9200 series radar software',
    history: (s) => [{ version: s === 1 ? '01.05' : '01.07', daysAgo: 1500 - s * 200, by: DELIVERY }],
  },
  {
    type: 'radar',
    name: 'S-band radar',
    maker: 'JRC',
    model: 'JMR-9230-S',
    softwareName: 'JMR-9200 series radar software',
    history: () => [{ version: '01.07', daysAgo: 1400, by: DELIVERY }],
  },
  {
    type: 'ais',
    name: 'AIS transponder',
    maker: 'JRC',
    model: 'JHS-183',
    softwareName: 'JHS-183 firmware',
    history: () => [{ version: '3.2.0', daysAgo: 1900, by: DELIVERY }],
  },
  {
    type: 'vdr',
    name: 'Voyage data recorder',
    maker: 'Danelec',
    model: 'DM100',
    softwareName: 'DM100 VDR firmware',
    history: (s) => [
      { version: '2.9.4', daysAgo: 2000 - s * 250, by: DELIVERY },
      {
        version: s === 0 ? '3.1.9' : '3.2.1',
        daysAgo: 300 - s * 40,
        by: 'Danelec field service (annual performance test)',
      },
    ],
  },
  {
    type: 'gmdss',
    name: 'GMDSS console',
    maker: 'Cobham SATCOM',
    model: 'Sailor 6000',
    softwareName: 'Sailor 6000 series software',
    history: () => [{ version: '1.14', daysAgo: 1800, by: DELIVERY }],
  },
  {
    type: 'autopilot',
    name: 'Autopilot',
    maker: 'Tokyo Keiki',
    model: 'PR-9000',
    softwareName: 'PR-9000 autopilot software',
    history: () => [{ version: '4.03', daysAgo: 1800, by: DELIVERY }],
  },
  {
    type: 'engine_control',
    name: 'ME remote control',
    maker: 'Kongsberg',
    model: 'AutoChief 600',
    softwareName: 'AutoChief 600 application',
    history: (s) => [
      { version: '4.1.3', daysAgo: 2100 - s * 300, by: DELIVERY },
      ...(s === 2 ? [{ version: '4.2.1', daysAgo: 120, by: 'Kongsberg Maritime service engineer' }] : []),
    ],
  },
  {
    type: 'bwts',
    name: 'Ballast water treatment system',
    maker: 'Alfa Laval',
    model: 'PureBallast 3.1',
    softwareName: 'PureBallast control software',
    history: (s) => [
      { version: '3.1 SP1', daysAgo: 1300, by: 'Alfa Laval retrofit team' },
      { version: s === 1 ? '3.2' : '3.2 SP2', daysAgo: 200 - s * 30, by: 'Alfa Laval service engineer' },
    ],
  },
  {
    type: 'iccp',
    name: 'ICCP controller',
    maker: 'Cathelco',
    model: 'C-Pro ICCP',
    softwareName: 'ICCP controller firmware',
    history: () => [{ version: '5.0.2', daysAgo: 1900, by: DELIVERY }],
  },
];

/** Appliances of the MR product tankers (Furuno bridge, MAN engine control, Optimarin BWTS). */
export const TANKER_APPLIANCES: DemoAppliance[] = [
  {
    type: 'ecdis',
    name: 'ECDIS No. 1',
    maker: 'Furuno',
    model: 'FMD-3200',
    softwareName: 'FMD-3x00 ECDIS software',
    history: (s) => [
      { version: '04.01', daysAgo: 2500 - s * 400, by: DELIVERY },
      ...(s > 0 ? [{ version: '05.01', daysAgo: 150 - s * 30, by: 'Furuno Hellas technician' }] : []),
    ],
  },
  {
    type: 'ecdis',
    name: 'ECDIS No. 2',
    maker: 'Furuno',
    model: 'FMD-3200',
    softwareName: 'FMD-3x00 ECDIS software',
    history: (s) => [
      { version: '04.01', daysAgo: 2500 - s * 400, by: DELIVERY },
      ...(s > 0 ? [{ version: '05.01', daysAgo: 150 - s * 30, by: 'Furuno Hellas technician' }] : []),
    ],
  },
  {
    type: 'radar',
    name: 'X-band radar',
    maker: 'Furuno',
    model: 'FAR-3220',
    softwareName: 'FAR-3000 series software',
    history: () => [{ version: '02.11', daysAgo: 1600, by: DELIVERY }],
  },
  {
    type: 'ais',
    name: 'AIS transponder',
    maker: 'Furuno',
    model: 'FA-170',
    softwareName: 'FA-170 firmware',
    history: () => [{ version: '2.04', daysAgo: 2000, by: DELIVERY }],
  },
  {
    type: 'vdr',
    name: 'Voyage data recorder',
    maker: 'Danelec',
    model: 'DM100',
    softwareName: 'DM100 VDR firmware',
    history: (s) => [
      { version: '3.0.2', daysAgo: 2300 - s * 350, by: DELIVERY },
      {
        version: s === 2 ? '3.2.0b' : '3.2.1',
        daysAgo: 250 - s * 30,
        by: 'Danelec field service (annual performance test)',
      },
    ],
  },
  {
    type: 'gmdss',
    name: 'GMDSS console',
    maker: 'JRC',
    model: 'JSS-2500',
    softwareName: 'JSS-2500 console software',
    history: () => [{ version: '2.0.7', daysAgo: 2100, by: DELIVERY }],
  },
  {
    type: 'autopilot',
    name: 'Autopilot',
    maker: 'Yokogawa',
    model: 'PT500A',
    softwareName: 'PT500A autopilot software',
    history: () => [{ version: '1.30', daysAgo: 2100, by: DELIVERY }],
  },
  {
    type: 'engine_control',
    name: 'ME engine control system',
    maker: 'MAN Energy Solutions',
    model: 'ME-B ECS',
    softwareName: 'MAN ECS application',
    history: (s) => [
      { version: '4.1.15', daysAgo: 2300, by: DELIVERY },
      { version: s === 0 ? '4.3.2' : '4.5.0', daysAgo: 400 - s * 50, by: 'MAN PrimeServ engineer' },
    ],
  },
  {
    type: 'bwts',
    name: 'Ballast water treatment system',
    maker: 'Optimarin',
    model: 'OBS 334',
    softwareName: 'OBS control software',
    history: () => [{ version: '6.2.0', daysAgo: 900, by: 'Optimarin retrofit team' }],
  },
  {
    type: 'conning',
    name: 'Conning display',
    maker: 'Furuno',
    model: 'FCR-2829',
    softwareName: 'Chart radar conning software',
    history: () => [{ version: '02.11', daysAgo: 1600, by: DELIVERY }],
  },
];

/** Fleet targets; with them some ships lag (see the README's demo notes). */
export const DEMO_TARGETS: {
  type: ApplianceType;
  maker: string | null;
  model: string | null;
  targetVersion: string;
  notes: string;
}[] = [
  {
    type: 'ecdis',
    maker: 'JRC',
    model: 'JAN-9201',
    targetVersion: '02.01.06',
    notes: 'Maker bulletin: S-100 readiness and IHO S-52 PL 4.0 presentation library.',
  },
  {
    type: 'ecdis',
    maker: 'Furuno',
    model: 'FMD-3200',
    targetVersion: '05.01',
    notes: 'Required for IEC 61174 ed. 4 type approval.',
  },
  {
    type: 'vdr',
    maker: null,
    model: null,
    targetVersion: '3.2.1',
    notes: 'Fixes the capsule recording gap after power loss.',
  },
  {
    type: 'bwts',
    maker: 'Alfa Laval',
    model: null,
    targetVersion: '3.2 SP2',
    notes: 'USCG type-approved control logic.',
  },
  {
    type: 'engine_control',
    maker: 'Kongsberg',
    model: 'AutoChief 600',
    targetVersion: '4.2.1',
    notes: 'Cyber security patch per UR E27.',
  },
];
