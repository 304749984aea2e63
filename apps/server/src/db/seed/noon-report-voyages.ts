/**
 * Trading patterns of the demo ships for the noon report seeder: real ports and the sea waypoints of
 * their lanes (capes, straits, channel approaches), sailed as great-circle legs between waypoints.
 */

/** A position in decimal degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** A port with its position (outer anchorage or pilot station). */
export interface Port extends LatLon {
  name: string;
}

const port = (name: string, lat: number, lon: number): Port => ({ name, lat, lon });

export const PORTS = {
  paranagua: port('Paranaguá', -25.55, -48.3),
  santos: port('Santos', -24.05, -46.3),
  qingdao: port('Qingdao', 36.0, 120.45),
  portHedland: port('Port Hedland', -20.2, 118.55),
  singapore: port('Singapore', 1.22, 103.85),
  richardsBay: port('Richards Bay', -28.83, 32.1),
  mundra: port('Mundra', 22.7, 69.7),
  newOrleans: port('New Orleans (SW Pass)', 28.85, -89.45),
  rotterdam: port('Rotterdam', 52.0, 3.95),
  kamsar: port('Kamsar', 10.55, -14.75),
  newcastleAu: port('Newcastle NSW', -32.95, 151.85),
  chiba: port('Chiba', 35.45, 139.95),
  houston: port('Houston (Galveston Bar)', 29.3, -94.65),
  newYork: port('New York', 40.45, -73.85),
  sikka: port('Sikka', 22.5, 69.75),
  fujairah: port('Fujairah', 25.15, 56.45),
  antwerp: port('Antwerp (Vlissingen)', 51.4, 3.5),
  lagos: port('Lagos', 6.35, 3.4),
  gibraltar: port('Gibraltar', 36.1, -5.35),
} as const;

const p = (lat: number, lon: number): LatLon => ({ lat, lon });

/** Sea waypoints of the lanes. */
const W = {
  capeGoodHope: p(-36.3, 20.0),
  sunda: p(-6.05, 105.7),
  karimata: p(-2.3, 108.1),
  southChinaSea: p(10.0, 112.0),
  taiwanStrait: p(22.3, 118.8),
  eastChinaSea: p(30.8, 123.3),
  javaSea: p(-5.2, 112.6),
  lombok: p(-8.9, 115.75),
  singaporeStraitWest: p(1.2, 103.5),
  malacca: p(2.9, 100.8),
  northSumatra: p(6.0, 95.0),
  dondraHead: p(5.6, 80.7),
  arabianSea: p(15.0, 66.0),
  madagascarSouth: p(-27.5, 47.5),
  mozambiqueNorth: p(-8.0, 55.0),
  floridaStrait: p(24.35, -81.6),
  keysEast: p(24.85, -80.25),
  floridaEast: p(26.6, -79.85),
  hatteras: p(34.9, -74.6),
  grandBanksSouth: p(42.5, -50.0),
  ushant: p(48.4, -6.0),
  channel: p(50.2, -1.5),
  dover: p(51.05, 1.6),
  finisterre: p(43.4, -10.0),
  canaries: p(28.5, -14.5),
  capeVerde: p(14.8, -18.8),
  sierraLeone: p(7.0, -14.0),
  capePalmas: p(4.0, -7.8),
  brazilBulge: p(-5.5, -33.8),
  bahia: p(-14.0, -37.6),
  abrolhos: p(-20.5, -38.6),
  capeFrio: p(-23.3, -41.8),
  coralSea: p(-12.5, 163.5),
  solomonNorth: p(0.0, 158.5),
  izuSouth: p(31.0, 141.0),
  yucatan: p(22.0, -86.0),
  gulfOfMexico: p(25.8, -88.0),
  osumiEast: p(30.0, 132.5),
  southJapan: p(32.8, 134.8),
  uraga: p(34.9, 139.8),
  gibraltarStrait: p(35.95, -5.8),
} as const;

/** One leg of an itinerary: sail from the previous port via `via` to `to`, then stay. */
export interface Leg {
  to: Port;
  via: LatLon[];
  laden: boolean;
  /** Days alongside or at anchor at `to`. */
  portDays: number;
  /** The ship takes fuel at `to` (it also bunkers wherever its fuel runs low). */
  bunker?: boolean;
  cargo: string;
}

/** A ship's trading pattern: where it starts and the legs it sails, in a loop. */
export interface Itinerary {
  start: Port;
  legs: Leg[];
}

const rev = (via: LatLon[]) => [...via].reverse();

const santosToChina = [W.capeGoodHope, W.sunda, W.karimata, W.southChinaSea, W.taiwanStrait, W.eastChinaSea];
const chinaToHedland = [W.eastChinaSea, W.taiwanStrait, W.southChinaSea, W.karimata, W.javaSea, W.lombok];
const usGulfToNorthSea = [
  W.gulfOfMexico,
  W.floridaStrait,
  W.keysEast,
  W.floridaEast,
  W.grandBanksSouth,
  W.ushant,
  W.channel,
  W.dover,
];
const northSeaToWestAfrica = [W.dover, W.channel, W.ushant, W.finisterre, W.canaries, W.capeVerde];
const northSeaToBrazil = [
  W.dover,
  W.channel,
  W.ushant,
  W.finisterre,
  W.canaries,
  W.capeVerde,
  W.brazilBulge,
  W.bahia,
  W.abrolhos,
  W.capeFrio,
];
const gulfIndiaToSingapore = [W.arabianSea, W.dondraHead, W.northSumatra, W.malacca, W.singaporeStraitWest];

/**
 * Itineraries by demo ship name: three Ultramax bulk carriers on grain, ore and coal trades, three MR
 * product tankers on the transatlantic, Asian and West African clean trades.
 */
export const ITINERARIES: Record<string, Itinerary> = {
  'Keel Aurora': {
    start: PORTS.paranagua,
    legs: [
      { to: PORTS.qingdao, via: santosToChina, laden: true, portDays: 5, cargo: 'soybeans' },
      { to: PORTS.portHedland, via: chinaToHedland, laden: false, portDays: 3, cargo: 'ballast' },
      { to: PORTS.qingdao, via: rev(chinaToHedland), laden: true, portDays: 4, cargo: 'iron ore' },
      {
        to: PORTS.singapore,
        via: [W.eastChinaSea, W.taiwanStrait, W.southChinaSea],
        laden: false,
        portDays: 2,
        bunker: true,
        cargo: 'ballast',
      },
      { to: PORTS.richardsBay, via: [W.karimata, W.sunda], laden: false, portDays: 4, cargo: 'ballast' },
      {
        to: PORTS.mundra,
        via: [W.madagascarSouth, W.mozambiqueNorth],
        laden: true,
        portDays: 4,
        cargo: 'steam coal',
      },
      {
        to: PORTS.paranagua,
        via: [W.mozambiqueNorth, W.madagascarSouth, W.capeGoodHope],
        laden: false,
        portDays: 3,
        cargo: 'ballast',
      },
    ],
  },
  'Keel Borealis': {
    start: PORTS.newOrleans,
    legs: [
      { to: PORTS.rotterdam, via: usGulfToNorthSea, laden: true, portDays: 4, cargo: 'corn' },
      { to: PORTS.kamsar, via: northSeaToWestAfrica, laden: false, portDays: 5, cargo: 'ballast' },
      {
        to: PORTS.rotterdam,
        via: rev(northSeaToWestAfrica),
        laden: true,
        portDays: 4,
        bunker: true,
        cargo: 'bauxite',
      },
      { to: PORTS.santos, via: northSeaToBrazil, laden: false, portDays: 6, cargo: 'ballast' },
      { to: PORTS.rotterdam, via: rev(northSeaToBrazil), laden: true, portDays: 4, cargo: 'sugar' },
      { to: PORTS.newOrleans, via: rev(usGulfToNorthSea), laden: false, portDays: 3, cargo: 'ballast' },
    ],
  },
  'Keel Cassiopeia': {
    start: PORTS.newcastleAu,
    legs: [
      {
        to: PORTS.chiba,
        via: [W.coralSea, W.solomonNorth, W.izuSouth, W.uraga],
        laden: true,
        portDays: 4,
        cargo: 'thermal coal',
      },
      {
        to: PORTS.newcastleAu,
        via: [W.uraga, W.izuSouth, W.solomonNorth, W.coralSea],
        laden: false,
        portDays: 5,
        cargo: 'ballast',
      },
      {
        to: PORTS.qingdao,
        via: [W.coralSea, W.solomonNorth, W.eastChinaSea],
        laden: true,
        portDays: 4,
        bunker: true,
        cargo: 'coking coal',
      },
      {
        to: PORTS.newcastleAu,
        via: [W.eastChinaSea, W.solomonNorth, W.coralSea],
        laden: false,
        portDays: 4,
        cargo: 'ballast',
      },
    ],
  },
  'Keel Dorado': {
    start: PORTS.rotterdam,
    legs: [
      {
        to: PORTS.newYork,
        via: [W.dover, W.channel, W.ushant, W.grandBanksSouth],
        laden: true,
        portDays: 3,
        cargo: 'gasoline',
      },
      {
        to: PORTS.houston,
        via: [W.hatteras, W.floridaEast, W.keysEast, W.floridaStrait, W.gulfOfMexico],
        laden: false,
        portDays: 3,
        bunker: true,
        cargo: 'ballast',
      },
      {
        to: PORTS.rotterdam,
        via: [
          W.gulfOfMexico,
          W.floridaStrait,
          W.keysEast,
          W.floridaEast,
          W.grandBanksSouth,
          W.ushant,
          W.channel,
          W.dover,
        ],
        laden: true,
        portDays: 3,
        cargo: 'diesel',
      },
    ],
  },
  'Keel Eridanus': {
    start: PORTS.sikka,
    legs: [
      { to: PORTS.singapore, via: gulfIndiaToSingapore, laden: true, portDays: 2, cargo: 'jet fuel' },
      {
        to: PORTS.fujairah,
        via: rev(gulfIndiaToSingapore),
        laden: false,
        portDays: 2,
        bunker: true,
        cargo: 'ballast',
      },
      {
        to: PORTS.chiba,
        via: [...gulfIndiaToSingapore, W.southChinaSea, W.taiwanStrait, W.osumiEast, W.southJapan, W.uraga],
        laden: true,
        portDays: 3,
        cargo: 'naphtha',
      },
      {
        to: PORTS.sikka,
        via: [
          W.uraga,
          W.southJapan,
          W.osumiEast,
          W.taiwanStrait,
          W.southChinaSea,
          ...rev(gulfIndiaToSingapore),
        ],
        laden: false,
        portDays: 3,
        cargo: 'ballast',
      },
    ],
  },
  'Keel Fornax': {
    start: PORTS.antwerp,
    legs: [
      {
        to: PORTS.lagos,
        via: [...northSeaToWestAfrica, W.sierraLeone, W.capePalmas],
        laden: true,
        portDays: 5,
        cargo: 'gasoline',
      },
      {
        to: PORTS.gibraltar,
        via: [W.capePalmas, W.sierraLeone, W.capeVerde, W.canaries, W.gibraltarStrait],
        laden: false,
        portDays: 1,
        bunker: true,
        cargo: 'ballast',
      },
      {
        to: PORTS.antwerp,
        via: [W.gibraltarStrait, W.finisterre, W.ushant, W.channel, W.dover],
        laden: false,
        portDays: 3,
        cargo: 'ballast',
      },
    ],
  },
};

/** Voyage number prefix per demo ship. */
export const VOYAGE_PREFIX: Record<string, string> = {
  'Keel Aurora': 'AUR',
  'Keel Borealis': 'BOR',
  'Keel Cassiopeia': 'CAS',
  'Keel Dorado': 'DOR',
  'Keel Eridanus': 'ERI',
  'Keel Fornax': 'FOR',
};

/**
 * Emission control areas where ships burn 0.10 % sulphur gas oil (MARPOL Annex VI reg. 14), as boxes:
 * North Sea, English Channel and Baltic; North American coasts (≈200 nm) and the US Gulf of Mexico.
 */
export function inEca({ lat, lon }: LatLon): boolean {
  if (lat >= 48.5 && lat <= 66 && lon >= -5.5 && lon <= 31) return true;
  if (lat >= 24 && lat <= 31 && lon >= -98 && lon <= -80.5) return true;
  if (lat >= 24 && lat < 32 && lon >= -82 && lon <= -76) return true;
  if (lat >= 32 && lat < 38 && lon >= -80 && lon <= -71) return true;
  if (lat >= 38 && lat <= 47 && lon >= -76 && lon <= -62) return true;
  return false;
}
