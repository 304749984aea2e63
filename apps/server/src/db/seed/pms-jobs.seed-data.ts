import type { DurationUnit } from '@keel/domain';

/** A demo job template hung on catalogue components by code (both catalogues share the codes). */
export interface DemoJob {
  codes: string[];
  title: string;
  instructions: string;
  every?: [number, DurationUnit];
  hours?: number;
  toleranceDays?: number;
  toleranceHours?: number;
  /** Crew rank 1–10 (spec §3): 2 Chief Officer, 3 Second Officer, 6 Chief Engineer, 7 Second, 8 Third, 9 Fourth Engineer, 10 Electrician. */
  rank: number;
  critical?: boolean;
}

const cylinders = ['601.1', '601.2', '601.3', '601.4', '601.5', '601.6'];

/** Real-world intervals: SOLAS lifeboat routines, makers' running-hours overhauls, annual class items. */
export const DEMO_JOBS: DemoJob[] = [
  {
    codes: ['501.1', '501.2'],
    title: 'Lifeboat weekly inspection',
    instructions:
      'Visual check of boat, falls, release gear and equipment; start engine and run ahead/astern (SOLAS III/20.6).',
    every: [1, 'weeks'],
    toleranceDays: 1,
    rank: 3,
    critical: true,
  },
  {
    codes: ['501.1', '501.2'],
    title: 'Lifeboat monthly inspection',
    instructions:
      'Inspect against the SOLAS checklist; turn out from stowage; check provisions and pyrotechnics (SOLAS III/20.7).',
    every: [1, 'months'],
    toleranceDays: 3,
    rank: 3,
    critical: true,
  },
  {
    codes: ['502.1', '502.2'],
    title: 'Davit and on-load release gear annual thorough examination (class)',
    instructions:
      'By the maker-authorised service provider; dynamic winch brake test; record in the class survey report.',
    every: [12, 'months'],
    toleranceDays: 30,
    rank: 2,
    critical: true,
  },
  {
    codes: cylinders,
    title: 'Cylinder unit overhaul',
    instructions:
      'Pull piston, inspect liner and rings, calibrate liner, renew piston rings and O-rings per maker manual.',
    hours: 16_000,
    toleranceHours: 500,
    rank: 7,
    critical: true,
  },
  {
    codes: cylinders,
    title: 'Fuel valve overhaul',
    instructions: 'Pressure test, renew nozzle if spray pattern is poor, renew seals.',
    hours: 8_000,
    toleranceHours: 250,
    rank: 8,
  },
  {
    codes: ['601'],
    title: 'Main engine crankcase inspection',
    instructions: 'Inspect bearings, crosshead and crankpin; check for white metal; record deflections.',
    every: [6, 'months'],
    hours: 4_000,
    toleranceDays: 14,
    toleranceHours: 200,
    rank: 7,
    critical: true,
  },
  {
    codes: ['602.1', '602.2', '602.3'],
    title: 'Generator engine lube oil and filter change',
    instructions: 'Drain sump, renew filters, refill, take an oil sample for analysis.',
    hours: 1_500,
    toleranceHours: 100,
    rank: 8,
  },
  {
    codes: ['631.1', '631.2'],
    title: 'Purifier bowl cleaning',
    instructions:
      'Dismantle bowl, clean discs, inspect seals; whichever of one month or 500 running hours comes first.',
    every: [1, 'months'],
    hours: 500,
    toleranceDays: 3,
    toleranceHours: 50,
    rank: 9,
  },
  {
    codes: ['651.1', '651.2'],
    title: 'Air compressor valve overhaul',
    instructions: 'Overhaul suction and delivery valves, check clearances.',
    hours: 1_000,
    toleranceHours: 50,
    rank: 9,
  },
  {
    codes: ['661'],
    title: 'Auxiliary boiler annual internal inspection (class)',
    instructions:
      'Open water and fire side, inspect tubes and refractory, test safety valves in presence of the surveyor.',
    every: [12, 'months'],
    toleranceDays: 30,
    rank: 6,
    critical: true,
  },
  {
    codes: ['701'],
    title: 'Steering gear test before departure',
    instructions:
      'Full rudder movement both pumps, alarms and emergency steering communication (SOLAS V/26).',
    every: [1, 'weeks'],
    toleranceDays: 1,
    rank: 2,
    critical: true,
  },
  {
    codes: ['701'],
    title: 'Steering gear annual survey items (class)',
    instructions: 'Hydraulic oil analysis, relief valve settings, rudder carrier wear-down measurement.',
    every: [12, 'months'],
    toleranceDays: 30,
    rank: 6,
    critical: true,
  },
  {
    codes: ['801.1', '801.2'],
    title: 'Fire pump weekly test',
    instructions: 'Start and run the pump, check delivery pressure at the highest hydrant.',
    every: [1, 'weeks'],
    toleranceDays: 1,
    rank: 8,
    critical: true,
  },
  {
    codes: ['851'],
    title: 'Oily water separator 15 ppm alarm test',
    instructions: 'Test the bilge alarm and automatic stopping device; record in the Oil Record Book.',
    every: [1, 'months'],
    toleranceDays: 3,
    rank: 8,
  },
  {
    codes: ['861'],
    title: 'Ballast water treatment UV lamp replacement',
    instructions: 'Renew UV lamps and quartz sleeves; record UV intensity before and after.',
    hours: 3_000,
    toleranceHours: 100,
    rank: 10,
  },
];

/**
 * How far through its interval each demo job is, by ship and job: above 1 is overdue, 0.8–1 due soon.
 * Cycled over the jobs so every ship gets a mix.
 */
export const DEMO_PROGRESS = [0.35, 0.92, 1.25, 0.6, 0.97, 0.15, 1.08, 0.5, 0.85, 0.7];
