import type { FuelGrade } from '@keel/domain';

/** A demo bunker supplier: ports with a base price in US cents per metric tonne per grade. */
export interface DemoBunkerSupplier {
  name: string;
  country: string;
  website: string;
  notes: string;
  rating: number | null;
  ports: { locode: string; portName: string; prices: Partial<Record<FuelGrade, number>> }[];
  contacts: { name: string; role: string; email: string | null; phone: string | null }[];
}

/**
 * Twelve bunker suppliers in the main bunkering hubs (fictitious companies; ports, grades and price
 * levels are realistic: VLSFO ~ 500–570 USD/mt, HSFO ~ 410–460, MGO ~ 650–760, LNG per tonne).
 */
export const DEMO_BUNKER_SUPPLIERS: DemoBunkerSupplier[] = [
  {
    name: 'Straits Marine Fuels Pte Ltd',
    country: 'SG',
    website: 'https://www.straitsmarinefuels.example.com',
    notes:
      'MPA-licensed bunker supplier with mass-flow meters on all barges. Delivers at Western, Eastern and Changi anchorages.',
    rating: 5,
    ports: [
      {
        locode: 'SGSIN',
        portName: 'Singapore',
        prices: { VLSFO: 51850, HSFO: 42900, MGO: 68900, LNG: 64500 },
      },
    ],
    contacts: [
      {
        name: 'Melvin Tan',
        role: 'Trader',
        email: 'melvin.tan@straitsmarinefuels.example.com',
        phone: '+65 6225 1180',
      },
      {
        name: 'Operations desk (24h)',
        role: 'Operations',
        email: 'ops@straitsmarinefuels.example.com',
        phone: '+65 6225 1199',
      },
    ],
  },
  {
    name: 'Lion City Bunkering Pte Ltd',
    country: 'SG',
    website: 'https://www.lioncitybunkering.example.com',
    notes:
      'Offers B24 bio-blend with ISCC-EU proof of sustainability. Barge queue can exceed 24 h in monsoon season.',
    rating: 4,
    ports: [
      {
        locode: 'SGSIN',
        portName: 'Singapore',
        prices: { VLSFO: 52100, HSFO: 43150, MGO: 69400, B24: 63800 },
      },
    ],
    contacts: [
      {
        name: 'Rachel Lim',
        role: 'Senior trader',
        email: 'rachel.lim@lioncitybunkering.example.com',
        phone: '+65 6538 4420',
      },
      {
        name: 'Arun Pillai',
        role: 'Credit control',
        email: 'credit@lioncitybunkering.example.com',
        phone: null,
      },
    ],
  },
  {
    name: 'Maasvlakte Bunker Services B.V.',
    country: 'NL',
    website: 'https://www.maasvlaktebunkers.example.com',
    notes: 'Delivers ARA range; LNG by bunker vessel at Maasvlakte II. ULSFO for ECA trading.',
    rating: 4,
    ports: [
      {
        locode: 'NLRTM',
        portName: 'Rotterdam',
        prices: { VLSFO: 49900, ULSFO: 52400, MGO: 65800, LNG: 61900, B24: 62500 },
      },
      { locode: 'BEANR', portName: 'Antwerp-Bruges', prices: { VLSFO: 50350, ULSFO: 52800, MGO: 66300 } },
    ],
    contacts: [
      {
        name: 'Joost van der Berg',
        role: 'Account manager',
        email: 'j.vanderberg@maasvlaktebunkers.example.com',
        phone: '+31 10 252 1040',
      },
      {
        name: 'Fenna de Wit',
        role: 'Operations',
        email: 'operations@maasvlaktebunkers.example.com',
        phone: '+31 10 252 1000',
      },
    ],
  },
  {
    name: 'Scheldt Oil Supply NV',
    country: 'BE',
    website: 'https://www.scheldtoil.example.com',
    notes: 'Barge deliveries in Antwerp docks and at Flushing anchorage.',
    rating: 3,
    ports: [
      {
        locode: 'BEANR',
        portName: 'Antwerp-Bruges',
        prices: { VLSFO: 50100, ULSFO: 52650, MGO: 66050, HSFO: 42300 },
      },
      { locode: 'NLRTM', portName: 'Rotterdam', prices: { VLSFO: 50250, MGO: 66200 } },
    ],
    contacts: [
      {
        name: 'Pieter Claes',
        role: 'Trader',
        email: 'pieter.claes@scheldtoil.example.com',
        phone: '+32 3 229 7710',
      },
    ],
  },
  {
    name: 'Fujairah Anchorage Petroleum FZE',
    country: 'AE',
    website: 'https://www.fapetroleum.example.com',
    notes: 'Delivers at Fujairah and Khor Fakkan anchorages; HSFO for scrubber-fitted tonnage.',
    rating: 4,
    ports: [
      { locode: 'AEFJR', portName: 'Fujairah', prices: { VLSFO: 53200, HSFO: 41100, MGO: 76100 } },
      { locode: 'AEKLF', portName: 'Khor Fakkan', prices: { VLSFO: 53900, MGO: 77000 } },
    ],
    contacts: [
      {
        name: 'Omar Haddad',
        role: 'Bunker trader',
        email: 'omar.haddad@fapetroleum.example.com',
        phone: '+971 9 222 8130',
      },
      { name: 'Night desk', role: 'Operations', email: null, phone: '+971 9 222 8100' },
    ],
  },
  {
    name: 'Gulf Crescent Marine Energy LLC',
    country: 'AE',
    website: 'https://www.gulfcrescent.example.com',
    notes: 'Competitive on HSFO; check sulphur on VLSFO deliveries (one off-spec sample in 2024).',
    rating: 2,
    ports: [{ locode: 'AEFJR', portName: 'Fujairah', prices: { VLSFO: 52800, HSFO: 40850, MGO: 75400 } }],
    contacts: [
      {
        name: 'Faisal Al Mansoori',
        role: 'Sales',
        email: 'sales@gulfcrescent.example.com',
        phone: '+971 9 228 4455',
      },
    ],
  },
  {
    name: 'Rock Bay Bunkers Ltd',
    country: 'GI',
    website: 'https://www.rockbaybunkers.example.com',
    notes:
      'Gibraltar Port Authority licensed; delivers in the Bay of Gibraltar and at Algeciras by arrangement.',
    rating: 4,
    ports: [
      { locode: 'GIGIB', portName: 'Gibraltar', prices: { VLSFO: 54500, HSFO: 44200, MGO: 70100 } },
      { locode: 'ESALG', portName: 'Algeciras', prices: { VLSFO: 54900, MGO: 70600 } },
    ],
    contacts: [
      {
        name: 'Daniel Benady',
        role: 'Managing director',
        email: 'daniel@rockbaybunkers.example.com',
        phone: '+350 200 47120',
      },
      {
        name: 'Bunker desk',
        role: 'Operations',
        email: 'desk@rockbaybunkers.example.com',
        phone: '+350 200 47100',
      },
    ],
  },
  {
    name: 'Estrecho Combustibles Marinos S.L.',
    country: 'ES',
    website: 'https://www.estrechocombustibles.example.com',
    notes: 'Algeciras and Ceuta; ex-pipe deliveries at Isla Verde terminal.',
    rating: 3,
    ports: [
      { locode: 'ESALG', portName: 'Algeciras', prices: { VLSFO: 54650, MGO: 70300, ULSFO: 56900 } },
      { locode: 'ESCEU', portName: 'Ceuta', prices: { VLSFO: 55100, MGO: 71000 } },
    ],
    contacts: [
      {
        name: 'Lucía Moreno',
        role: 'Trader',
        email: 'lucia.moreno@estrechocombustibles.example.com',
        phone: '+34 956 587 210',
      },
    ],
  },
  {
    name: 'Galveston Bay Marine Fuels LLC',
    country: 'US',
    website: 'https://www.galvestonbayfuels.example.com',
    notes: 'Houston Ship Channel and Galveston lightering area; North American ECA: ULSFO and MGO.',
    rating: 4,
    ports: [
      {
        locode: 'USHOU',
        portName: 'Houston',
        prices: { VLSFO: 51000, HSFO: 43000, ULSFO: 53800, MGO: 69000 },
      },
      { locode: 'USGLS', portName: 'Galveston', prices: { VLSFO: 51300, MGO: 69300 } },
    ],
    contacts: [
      {
        name: 'Travis Whitfield',
        role: 'Account executive',
        email: 'twhitfield@galvestonbayfuels.example.com',
        phone: '+1 713 555 0142',
      },
      {
        name: 'Dispatch',
        role: 'Operations',
        email: 'dispatch@galvestonbayfuels.example.com',
        phone: '+1 713 555 0100',
      },
    ],
  },
  {
    name: 'Busan Harbour Oil Co., Ltd.',
    country: 'KR',
    website: 'https://www.busanharbouroil.example.com',
    notes: 'Delivers at Busan New Port and outer anchorage; LNG ship-to-ship by appointment. Also Ulsan.',
    rating: 5,
    ports: [
      { locode: 'KRPUS', portName: 'Busan', prices: { VLSFO: 55500, HSFO: 46000, MGO: 72000, LNG: 66800 } },
      { locode: 'KRUSN', portName: 'Ulsan', prices: { VLSFO: 55200, MGO: 71700 } },
    ],
    contacts: [
      {
        name: 'Kim Ji-ho',
        role: 'Marine fuels manager',
        email: 'jiho.kim@busanharbouroil.example.com',
        phone: '+82 51 463 2210',
      },
      {
        name: 'Park Seo-yeon',
        role: 'Operations',
        email: 'ops@busanharbouroil.example.com',
        phone: '+82 51 463 2200',
      },
    ],
  },
  {
    name: 'Isthmus Bunker Supply S.A.',
    country: 'PA',
    website: 'https://www.isthmusbunker.example.com',
    notes:
      'Both canal ends: Balboa (Pacific) and Cristóbal (Atlantic); deliveries during transit waiting time.',
    rating: 3,
    ports: [
      { locode: 'PABLB', portName: 'Balboa', prices: { VLSFO: 54500, MGO: 73000 } },
      { locode: 'PACTB', portName: 'Cristóbal', prices: { VLSFO: 54800, MGO: 73400, HSFO: 45500 } },
      { locode: 'PAPTY', portName: 'Panama City', prices: { VLSFO: 54700, MGO: 73200 } },
    ],
    contacts: [
      {
        name: 'Carlos Arosemena',
        role: 'Commercial manager',
        email: 'carosemena@isthmusbunker.example.com',
        phone: '+507 211 4470',
      },
    ],
  },
  {
    name: 'Atlántica Bunker Canarias S.A.',
    country: 'ES',
    website: 'https://www.atlanticabunker.example.com',
    notes:
      'Las Palmas de Gran Canaria, pipeline and barge; popular West Africa and South America bunker call.',
    rating: null,
    ports: [{ locode: 'ESLPA', portName: 'Las Palmas', prices: { VLSFO: 56500, MGO: 75000 } }],
    contacts: [
      {
        name: 'Javier Santana',
        role: 'Trader',
        email: 'javier.santana@atlanticabunker.example.com',
        phone: '+34 928 466 300',
      },
    ],
  },
];

/** Where the demo prices come from, in turn. */
export const DEMO_PRICE_SOURCES = [
  'Supplier quotation',
  'Broker indication',
  'Supplier quotation',
  'Bunker invoice',
];
