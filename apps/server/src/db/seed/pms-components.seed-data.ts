/**
 * The demo PMS catalogues (docs/pms-components.md): one per ship family, SFI-style codes, realistic
 * machinery. The same codes in both families so jobs and spare parts can hang on them (contracts.md).
 */

/** A template node: code, name, kind, critical, maker, model and whether it has a running-hours counter. */
export interface TemplateNode {
  code: string;
  name: string;
  category?: true;
  critical?: true;
  maker?: string;
  model?: string;
  counter?: true;
  /** The parent's code when it is not the code minus its last group (or its first digit). */
  parent?: string;
}

/** The code of a template's parent: given, or the code minus its last group, or its first digit. */
export function parentCodeOf(node: TemplateNode): string | null {
  if (node.parent) return node.parent;
  if (node.code.includes('.')) return node.code.slice(0, node.code.lastIndexOf('.'));
  return node.code.length > 1 ? node.code[0]! : null;
}

/** What differs between the two families' machinery. */
interface FamilyMachinery {
  mainEngine: [maker: string, model: string];
  cylinders: number;
  auxEngine: [string, string];
  boiler: [string, string];
  steering: [string, string];
  ows: [string, string];
  bwts: [string, string];
  extra: TemplateNode[];
}

function nodes(m: FamilyMachinery): TemplateNode[] {
  const me = { maker: m.mainEngine[0], model: m.mainEngine[1] };
  return [
    { code: '4', name: 'Deck and cargo equipment', category: true },
    ...m.extra,
    { code: '5', name: 'Life-saving and fire-fighting', category: true },
    { code: '501', name: 'Lifeboats', category: true },
    {
      code: '501.1',
      name: 'Lifeboat No. 1 (port), totally enclosed',
      critical: true,
      maker: 'Fassmer',
      model: 'CLX 7.3',
    },
    {
      code: '501.2',
      name: 'Lifeboat No. 2 (starboard), totally enclosed',
      critical: true,
      maker: 'Fassmer',
      model: 'CLX 7.3',
    },
    { code: '502', name: 'Lifeboat davits', category: true },
    {
      code: '502.1',
      name: 'Davit and winch No. 1 (port)',
      critical: true,
      maker: 'Fassmer',
      model: 'SPHD 70',
    },
    {
      code: '502.2',
      name: 'Davit and winch No. 2 (starboard)',
      critical: true,
      maker: 'Fassmer',
      model: 'SPHD 70',
    },
    { code: '801', name: 'Fire pumps', category: true, parent: '5' },
    { code: '801.1', name: 'Main fire pump', critical: true, maker: 'Shinko', model: 'RVP200MS' },
    { code: '801.2', name: 'Emergency fire pump', critical: true, maker: 'Shinko', model: 'SHQ125MS' },
    { code: '6', name: 'Machinery', category: true },
    { code: '601', name: 'Main engine', critical: true, ...me, counter: true },
    ...Array.from({ length: m.cylinders }, (_, i) => ({
      code: `601.${i + 1}`,
      name: `Cylinder unit No. ${i + 1}`,
      critical: true as const,
      ...me,
    })),
    { code: '601.10', name: 'Turbocharger', critical: true, maker: 'MAN Energy Solutions', model: 'TCA55' },
    { code: '602', name: 'Auxiliary engines (generators)', category: true },
    ...[1, 2, 3].map((n) => ({
      code: `602.${n}`,
      name: `Auxiliary engine No. ${n}`,
      critical: true as const,
      maker: m.auxEngine[0],
      model: m.auxEngine[1],
      counter: true as const,
    })),
    { code: '631', name: 'Purifiers', category: true },
    { code: '631.1', name: 'HFO purifier', maker: 'Alfa Laval', model: 'S831', counter: true },
    { code: '631.2', name: 'LO purifier (main engine)', maker: 'Alfa Laval', model: 'S821', counter: true },
    { code: '651', name: 'Air compressors', category: true },
    {
      code: '651.1',
      name: 'Main air compressor No. 1',
      critical: true,
      maker: 'Sperre',
      model: 'HV2/200',
      counter: true,
    },
    {
      code: '651.2',
      name: 'Main air compressor No. 2',
      critical: true,
      maker: 'Sperre',
      model: 'HV2/200',
      counter: true,
    },
    { code: '661', name: 'Auxiliary boiler', critical: true, maker: m.boiler[0], model: m.boiler[1] },
    {
      code: '851',
      name: 'Oily water separator (15 ppm)',
      critical: true,
      maker: m.ows[0],
      model: m.ows[1],
      counter: true,
      parent: '6',
    },
    {
      code: '861',
      name: 'Ballast water treatment system',
      critical: true,
      maker: m.bwts[0],
      model: m.bwts[1],
      counter: true,
      parent: '6',
    },
    { code: '7', name: 'Steering and manoeuvring', category: true },
    { code: '701', name: 'Steering gear', critical: true, maker: m.steering[0], model: m.steering[1] },
  ];
}

/** The two demo catalogues: name, family (as in ships.family), description and tree. */
export const DEMO_CATALOGUES = [
  {
    name: 'Ultramax bulk carriers — standard PMS',
    family: 'Ultramax bulk carriers',
    description: 'Templates for the 63,500 dwt Ultramax series: MAN B&W 6S50ME-C, four deck cranes.',
    nodes: nodes({
      mainEngine: ['MAN Energy Solutions', 'B&W 6S50ME-C9.7'],
      cylinders: 6,
      auxEngine: ['Yanmar', '6EY18ALW'],
      boiler: ['Alfa Laval', 'Aalborg OS-TCi'],
      steering: ['Kongsberg', 'SR642 FCP'],
      ows: ['RWO', 'SKIT/S-DEB 2.5'],
      bwts: ['Alfa Laval', 'PureBallast 3.1'],
      extra: [
        { code: '411', name: 'Deck cranes', category: true },
        ...[1, 2, 3, 4].map((n) => ({
          code: `411.${n}`,
          name: `Deck crane No. ${n} (30 t)`,
          critical: true as const,
          maker: 'Liebherr',
          model: 'CBG 300',
        })),
        { code: '421', name: 'Hatch covers', maker: 'MacGregor', model: 'Folding type' },
      ],
    }),
  },
  {
    name: 'MR product tankers — standard PMS',
    family: 'MR product tankers',
    description: 'Templates for the 50,000 dwt MR tanker series: MAN B&W 6G50ME-C, Framo cargo pumps.',
    nodes: nodes({
      mainEngine: ['MAN Energy Solutions', 'B&W 6G50ME-C9.6'],
      cylinders: 6,
      auxEngine: ['Daihatsu', '6DE-18'],
      boiler: ['Alfa Laval', 'Aalborg Mission OL'],
      steering: ['Rolls-Royce', 'SR662 FCP'],
      ows: ['DVZ', 'SKIT/S-BWS 2.5'],
      bwts: ['Optimarin', 'OBS 334'],
      extra: [
        { code: '471', name: 'Cargo pumps', category: true },
        ...[1, 2, 3, 4].map((n) => ({
          code: `471.${n}`,
          name: `Cargo pump No. ${n}`,
          critical: true as const,
          maker: 'Framo',
          model: 'SD150',
        })),
        {
          code: '481',
          name: 'Inert gas generator',
          critical: true,
          maker: 'Alfa Laval',
          model: 'Smit Gas IG',
        },
      ],
    }),
  },
];

/** Hours per day each counted machine runs at sea, by code prefix (for the demo readings). */
export const DEMO_HOURS_PER_DAY: [prefix: string, perDay: number, start: number][] = [
  ['601', 20, 48_000],
  ['602', 11, 31_000],
  ['631.1', 22, 52_000],
  ['631.2', 21, 50_000],
  ['651', 3, 9_500],
  ['851', 1, 2_100],
  ['861', 2, 3_400],
];
