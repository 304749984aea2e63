import type { EventKind, EventSeverity } from '@keel/domain';

/** A demo event template: kind, severity, title, details and the note it was closed with. */
export interface EventTemplate {
  kind: EventKind;
  severity: EventSeverity;
  title: string;
  details: string;
  note: string;
}

/** Ports of the two demo families' trades: Ultramax bulk carriers and MR product tankers. */
export const PORTS = {
  bulk_carrier: [
    'Singapore',
    'Rotterdam',
    'Qingdao',
    'Santos',
    'Richards Bay',
    'Newcastle NSW',
    'Kandla',
    'Antwerp',
    'Paranaguá',
  ],
  tanker: [
    'Singapore',
    'Rotterdam',
    'Houston',
    'Fujairah',
    'Ulsan',
    'Amsterdam',
    'Primorsk',
    'Lagos',
    'Sikka',
  ],
} as const;

/** Port calls; `{port}` is replaced by a port of the ship's trade. */
export const PORT_CALLS: EventTemplate[] = [
  {
    kind: 'port_call',
    severity: 'info',
    title: 'Port call {port}',
    details: 'Pilot on board 06:10 LT, all fast 08:45 LT. Cargo operations commenced after free pratique.',
    note: 'Cargo operations completed; sailed with pilot, all documents on board.',
  },
  {
    kind: 'port_call',
    severity: 'info',
    title: 'Port call {port} — bunkering and stores',
    details:
      'Anchored at the bunkering anchorage. VLSFO and MGO received by barge; provisions and stores delivered.',
    note: 'Bunker delivery notes and MARPOL samples filed; quantities agreed with the barge.',
  },
];

/** The monthly SOLAS drills (fire and abandon ship) and the other drills of the ship's programme. */
export const DRILLS: EventTemplate[] = [
  {
    kind: 'drill',
    severity: 'info',
    title: 'Fire drill — engine room',
    details:
      'Scenario: fire at the HFO purifier. Fire parties mustered, boundary cooling and CO₂ release procedure rehearsed.',
    note: 'Drill completed satisfactorily; all crew attended, breathing apparatus checked and recharged.',
  },
  {
    kind: 'drill',
    severity: 'info',
    title: 'Abandon-ship drill',
    details:
      'General alarm, muster at stations, lifejackets donned, lifeboat lowered and manoeuvred in the water.',
    note: 'Drill completed; lifeboat engine ran 10 minutes, release gear reset and checked.',
  },
  {
    kind: 'drill',
    severity: 'info',
    title: 'Enclosed space entry and rescue drill',
    details: 'Rescue of a casualty from the forepeak store; gas testing, stretcher and tripod used.',
    note: 'Drill completed; gas detector calibration due date recorded.',
  },
  {
    kind: 'drill',
    severity: 'info',
    title: 'Man overboard drill',
    details: 'Williamson turn executed, MOB marker deployed, rescue boat launched.',
    note: 'Rescue boat recovered in 14 minutes; debrief held on the bridge.',
  },
  {
    kind: 'drill',
    severity: 'info',
    title: 'Steering gear failure drill',
    details:
      'Change-over to emergency steering from the steering gear room, communications with the bridge tested.',
    note: 'Emergency steering tested and logged as SOLAS V/26 requires.',
  },
];

/** Inspections, audits and surveys. */
export const INSPECTIONS: EventTemplate[] = [
  {
    kind: 'inspection',
    severity: 'info',
    title: 'PSC inspection at Rotterdam (Paris MoU) — no deficiencies',
    details: 'Initial inspection by the Dutch port state control officer. Certificates, LSA and FFA checked.',
    note: "Inspection report received, no deficiencies. Filed with the ship's certificates.",
  },
  {
    kind: 'inspection',
    severity: 'minor',
    title: 'PSC inspection at Qingdao (Tokyo MoU) — 2 deficiencies',
    details:
      'Deficiencies: emergency fire pump suction pressure gauge defective (code 07113); nautical publications not updated (code 10127).',
    note: 'Both deficiencies rectified before departure; PSC office notified and deficiencies cleared.',
  },
  {
    kind: 'inspection',
    severity: 'info',
    title: 'Flag state annual inspection',
    details: "Inspection by the flag administration's surveyor during the port stay.",
    note: 'Inspection completed without findings.',
  },
  {
    kind: 'inspection',
    severity: 'minor',
    title: 'Internal ISM audit',
    details: 'Annual internal audit of the safety management system by the DPA.',
    note: 'One observation on permit-to-work records; corrective action closed.',
  },
];

/** Inspections that only one family has: vetting for tankers, RightShip for bulk carriers. */
export const FAMILY_INSPECTIONS: Record<'bulk_carrier' | 'tanker', EventTemplate> = {
  tanker: {
    kind: 'inspection',
    severity: 'minor',
    title: 'SIRE 2.0 vetting inspection',
    details: 'Oil major vetting inspection at the loading terminal.',
    note: 'Report uploaded to OCIMF; operator comments submitted within 14 days.',
  },
  bulk_carrier: {
    kind: 'inspection',
    severity: 'info',
    title: 'RightShip inspection',
    details: 'RightShip safety inspection at the discharge port.',
    note: 'Inspection closed in the RightShip platform with no open findings.',
  },
};

/** Incidents and near misses. */
export const INCIDENTS: EventTemplate[] = [
  {
    kind: 'incident',
    severity: 'minor',
    title: 'Mooring line parted during berthing',
    details:
      'Aft spring line parted under surge; nobody was in the snap-back zone. Line replaced from stores.',
    note: 'Near-miss report filed; mooring lines inspected and one more line renewed.',
  },
  {
    kind: 'incident',
    severity: 'major',
    title: 'Crew member hand injury — first aid case',
    details:
      'Able seaman caught his left hand between a hatch cover cleat and coaming. First aid given on board.',
    note: 'Crew member fit for duty after 3 days; risk assessment for cleating revised.',
  },
  {
    kind: 'incident',
    severity: 'minor',
    title: "Minor oil sheen near ship's side — investigated",
    details: 'Sheen sighted at the stern during cargo operations. Overboard valves and stern tube checked.',
    note: 'Source found to be another vessel; no pollution from own ship. Terminal informed.',
  },
];

/** Alarms from the engine room and bridge systems. */
export const ALARMS: EventTemplate[] = [
  {
    kind: 'alarm',
    severity: 'major',
    title: 'ME scavenge air temp high alarm — unit 4',
    details:
      'Scavenge air temperature unit 4 reached 58 °C; load reduced, scavenge fire suspected and checked.',
    note: 'No scavenge fire. Scavenge space cleaned at the next port; piston rings inspected, in order.',
  },
  {
    kind: 'alarm',
    severity: 'minor',
    title: 'Bilge well high level alarm — engine room aft',
    details: 'High level alarm during the night watch. Leak found at the sea water cooling pump gland.',
    note: 'Gland packing renewed; bilges pumped through the oily water separator.',
  },
  {
    kind: 'alarm',
    severity: 'minor',
    title: 'Fire detection alarm in galley — false alarm',
    details: 'Smoke detector in the galley activated by cooking fumes. Fire party mustered, no fire.',
    note: 'Detector cleaned and tested; crew reminded to use the extraction hood.',
  },
  {
    kind: 'alarm',
    severity: 'critical',
    title: 'Auxiliary engine no. 2 LO pressure low — shutdown',
    details:
      'Generator 2 tripped on low lube oil pressure; standby generator started automatically, no blackout.',
    note: 'LO filter found clogged; filter renewed, oil sample sent for analysis; engine back in service.',
  },
  {
    kind: 'alarm',
    severity: 'major',
    title: 'ECDIS primary position lost (GPS 1)',
    details:
      'ECDIS No. 1 lost the primary position; automatically switched to GPS 2. Paper back-up not required.',
    note: 'GPS 1 antenna cable connector found corroded; renewed and position source verified.',
  },
];

/** Planned and corrective maintenance worth a timeline entry. */
export const MAINTENANCE: EventTemplate[] = [
  {
    kind: 'maintenance',
    severity: 'info',
    title: 'Main engine unit 3 piston overhaul',
    details: 'Piston unit 3 pulled at anchorage, rings renewed, liner calibrated.',
    note: 'Overhaul completed; running-in programme followed, readings normal.',
  },
  {
    kind: 'maintenance',
    severity: 'info',
    title: 'Lifeboat on-load release gear annual service',
    details: 'Annual thorough examination by the maker-authorised service provider.',
    note: 'Service completed; statement issued and filed with the LSA records.',
  },
  {
    kind: 'maintenance',
    severity: 'minor',
    title: 'HFO purifier no. 1 overhaul',
    details: 'Bowl cleaned, seals and gravity disc renewed after high vibration alarm.',
    note: 'Purifier back in service, vibration normal.',
  },
  {
    kind: 'maintenance',
    severity: 'info',
    title: 'Hull cleaning and propeller polishing',
    details: 'Underwater hull cleaning and propeller polishing by divers at the anchorage.',
    note: 'Diver report received; expected speed gain verified over the next week.',
  },
];

/** Other events of life on board. */
export const OTHER: EventTemplate[] = [
  {
    kind: 'other',
    severity: 'info',
    title: 'Crew change at {port} — 6 crew',
    details: 'Six crew signed off and six joined; familiarisation started on joining.',
    note: 'Crew list updated and sent to the agent and flag.',
  },
  {
    kind: 'other',
    severity: 'minor',
    title: 'Heavy weather — speed reduced, Beaufort 9',
    details:
      'Passage through a low pressure system; speed reduced to avoid slamming, cargo lashings checked.',
    note: 'Weather abated; no damage found on deck rounds.',
  },
];
