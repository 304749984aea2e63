/**
 * Demo spare parts of both PMS catalogues (the machinery codes are the same in both): what a chief
 * engineer keeps on board for the main engine, generators, purifiers, compressors, boiler, fire pumps,
 * lifeboats and davits, OWS and BWTS. IMPA codes are given for the stores-type items (sealing, filters,
 * consumables) in the Marine Stores Guide's 6-digit form; maker parts carry the maker's number.
 */
export interface DemoSparePart {
  partNumber: string;
  name: string;
  maker: string | null;
  impaCode: string | null;
  partType: 0 | 1 | 2;
  unit: 'pcs' | 'set' | 'box';
  location: string;
  minimumStock: string;
  /** Component codes (catalogue) the part fits. */
  fits: string[];
}

const cylinders = ['601.1', '601.2', '601.3', '601.4', '601.5', '601.6'];

/** The template parts of every demo catalogue. */
export const DEMO_SPARE_PARTS: DemoSparePart[] = [
  {
    partNumber: '90367-0144',
    name: 'O-ring set, cylinder liner (lower, cooling water)',
    maker: 'MAN Energy Solutions',
    impaCode: '815201',
    partType: 0,
    unit: 'set',
    location: 'ER store, rack A2',
    minimumStock: '6',
    fits: cylinders,
  },
  {
    partNumber: '90910-0789',
    name: 'Fuel valve nozzle, main engine',
    maker: 'MAN Energy Solutions',
    impaCode: null,
    partType: 0,
    unit: 'pcs',
    location: 'ER store, cabinet F1',
    minimumStock: '6',
    fits: cylinders,
  },
  {
    partNumber: '90205-0052',
    name: 'Piston ring set, main engine',
    maker: 'MAN Energy Solutions',
    impaCode: null,
    partType: 0,
    unit: 'set',
    location: 'ER store, rack A1',
    minimumStock: '2',
    fits: cylinders,
  },
  {
    partNumber: 'BK-1940866',
    name: 'Fuel oil filter element 10 µm, automatic filter',
    maker: 'Boll & Kirch',
    impaCode: '871342',
    partType: 1,
    unit: 'pcs',
    location: 'ER store, shelf C4',
    minimumStock: '10',
    fits: ['601'],
  },
  {
    partNumber: 'AE-11402-N',
    name: 'Fuel injector nozzle, auxiliary engine',
    maker: 'Yanmar',
    impaCode: null,
    partType: 0,
    unit: 'pcs',
    location: 'ER store, cabinet F2',
    minimumStock: '4',
    fits: ['602.1', '602.2', '602.3'],
  },
  {
    partNumber: 'LO-CART-25',
    name: 'Lube oil filter cartridge, auxiliary engine',
    maker: 'Yanmar',
    impaCode: '871305',
    partType: 1,
    unit: 'pcs',
    location: 'ER store, shelf C5',
    minimumStock: '8',
    fits: ['602.1', '602.2', '602.3'],
  },
  {
    partNumber: '553219-80',
    name: 'Disc stack set, HFO separator',
    maker: 'Alfa Laval',
    impaCode: null,
    partType: 0,
    unit: 'set',
    location: 'Purifier room, locker P1',
    minimumStock: '1',
    fits: ['631.1'],
  },
  {
    partNumber: '546497-80',
    name: 'Major service kit, separator bowl',
    maker: 'Alfa Laval',
    impaCode: null,
    partType: 0,
    unit: 'set',
    location: 'Purifier room, locker P1',
    minimumStock: '2',
    fits: ['631.1', '631.2'],
  },
  {
    partNumber: 'SP-VS-LP',
    name: 'Valve set, LP stage, starting air compressor',
    maker: 'Sperre',
    impaCode: null,
    partType: 0,
    unit: 'set',
    location: 'ER store, rack B3',
    minimumStock: '2',
    fits: ['651.1', '651.2'],
  },
  {
    partNumber: 'BN-0.8-60',
    name: 'Burner nozzle, auxiliary boiler',
    maker: null,
    impaCode: '873104',
    partType: 2,
    unit: 'pcs',
    location: 'ER store, cabinet F3',
    minimumStock: '2',
    fits: ['661'],
  },
  {
    partNumber: 'SHK-MS-65',
    name: 'Mechanical seal, fire pump',
    maker: 'Shinko',
    impaCode: '813462',
    partType: 1,
    unit: 'pcs',
    location: 'Steering gear room store',
    minimumStock: '1',
    fits: ['801.1', '801.2'],
  },
  {
    partNumber: 'FAS-RH-KIT',
    name: 'On-load release hook spares kit, lifeboat',
    maker: 'Fassmer',
    impaCode: null,
    partType: 0,
    unit: 'set',
    location: 'Bosun store, LSA locker',
    minimumStock: '1',
    fits: ['501.1', '501.2'],
  },
  {
    partNumber: 'FAS-BL-22',
    name: 'Brake lining, davit winch',
    maker: 'Fassmer',
    impaCode: null,
    partType: 0,
    unit: 'set',
    location: 'Bosun store, LSA locker',
    minimumStock: '2',
    fits: ['502.1', '502.2'],
  },
  {
    partNumber: 'OWS-COAL-15',
    name: 'Coalescer filter element, oily water separator',
    maker: null,
    impaCode: '871921',
    partType: 2,
    unit: 'pcs',
    location: 'ER store, shelf D1',
    minimumStock: '2',
    fits: ['851'],
  },
  {
    partNumber: 'UV-LAMP-BW',
    name: 'UV lamp, ballast water treatment',
    maker: null,
    impaCode: null,
    partType: 1,
    unit: 'pcs',
    location: 'BWTS room, spares box',
    minimumStock: '4',
    fits: ['861'],
  },
];

/**
 * Stock on board per ship as a multiple of the minimum, by part number: most parts are well stocked;
 * on the first ship of each family some are below minimum (a "raise requisition" to try).
 */
export function demoStockOf(partNumber: string, minimum: string, shipIndexInFamily: number): string {
  const min = Number(minimum);
  const low =
    shipIndexInFamily === 0 ? ['90367-0144', '553219-80', 'FAS-RH-KIT', 'UV-LAMP-BW'] : ['BK-1940866'];
  if (low.includes(partNumber)) return String(Math.max(0, Math.floor(min / 2)));
  return String(min * 2 + (partNumber.length % 3));
}
