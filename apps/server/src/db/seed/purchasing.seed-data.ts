import type { ContactValues, CreateAgent, CreateVendor } from '@keel/domain';

/**
 * Demo purchasing master data: vendors and port agents in real ports (invented companies, e-mails
 * under `.example`), the expense category tree and the yearly budget figures per ship type.
 */

const contact = (name: string, role: string, email: string, phone: string | null = null): ContactValues => ({
  name,
  role,
  email,
  phone,
});

type DemoVendor = Omit<CreateVendor, 'notes' | 'postalCode' | 'phone'> &
  Partial<Pick<CreateVendor, 'notes' | 'postalCode' | 'phone'>> & { active?: boolean };

// prettier-ignore
export const DEMO_VENDORS: DemoVendor[] = [
  {
    name: 'Nordsea Marine Supply BV', code: 'NMS-RTM', categories: ['deck_stores', 'engine_spares', 'cabin_stores', 'chandlery'],
    ports: [{ locode: 'NLRTM', portName: 'Rotterdam' }, { locode: 'BEANR', portName: 'Antwerp' }, { locode: 'NLAMS', portName: 'Amsterdam' }],
    addressLines: ['Waalhaven Zuidzijde 21'], city: 'Rotterdam', postalCode: '3089 JH', country: 'NL', currency: 'EUR', paymentTermsDays: 30,
    email: 'rfq@nordsea-marine.example', phone: '+31 10 428 7700', rating: 5,
    contacts: [contact('Sanne de Vries', 'Key account manager', 'sanne.devries@nordsea-marine.example', '+31 6 1234 5678'), contact('Pieter Bakker', 'Logistics', 'logistics@nordsea-marine.example')],
  },
  {
    name: 'Lion City Ship Chandlers Pte', code: 'LCSC-SIN', categories: ['provisions', 'chandlery', 'deck_stores', 'cabin_stores', 'safety_equipment'],
    ports: [{ locode: 'SGSIN', portName: 'Singapore' }, { locode: 'MYTPP', portName: 'Tanjung Pelepas' }],
    addressLines: ['31 Jurong Port Road', '#02-14 Jurong Logistics Hub'], city: 'Singapore', postalCode: '619115', country: 'SG', currency: 'USD', paymentTermsDays: 30,
    email: 'quotes@lioncity-chandlers.example', phone: '+65 6265 4400', rating: 4,
    contacts: [contact('Tan Wei Ming', 'Sales director', 'weiming.tan@lioncity-chandlers.example', '+65 9123 4567')],
  },
  {
    name: 'Gulf Maritime Stores LLC', code: 'GMS-FJR', categories: ['provisions', 'chandlery', 'lubricants', 'chemicals'],
    ports: [{ locode: 'AEFJR', portName: 'Fujairah' }, { locode: 'AEKLF', portName: 'Khor Fakkan' }, { locode: 'AEJEA', portName: 'Jebel Ali' }],
    addressLines: ['Plot 17, Fujairah Free Zone'], city: 'Fujairah', country: 'AE', currency: 'USD', paymentTermsDays: 45,
    email: 'orders@gulf-maritime-stores.example', phone: '+971 9 228 1500', rating: 4,
    contacts: [contact('Rashid Al Mansoori', 'Operations manager', 'rashid@gulf-maritime-stores.example', '+971 50 123 4567')],
  },
  {
    name: 'Piraeus Marine Spares SA', code: 'PMS-PIR', categories: ['engine_spares', 'electrical', 'technical_services'],
    ports: [{ locode: 'GRPIR', portName: 'Piraeus' }, { locode: 'GREEU', portName: 'Eleusis' }],
    addressLines: ['Akti Miaouli 47'], city: 'Piraeus', postalCode: '185 36', country: 'GR', currency: 'EUR', paymentTermsDays: 60,
    email: 'spares@piraeus-marine.example', phone: '+30 210 429 3300', rating: 4,
    contacts: [contact('Giorgos Papadakis', 'Technical sales', 'g.papadakis@piraeus-marine.example', '+30 694 123 4567')],
  },
  {
    name: 'Hanseatic Engine Parts GmbH', code: 'HEP-HAM', categories: ['engine_spares', 'electrical'],
    ports: [{ locode: 'DEHAM', portName: 'Hamburg' }, { locode: 'DEBRV', portName: 'Bremerhaven' }],
    addressLines: ['Reiherdamm 44'], city: 'Hamburg', postalCode: '20457', country: 'DE', currency: 'EUR', paymentTermsDays: 30,
    email: 'angebote@hanseatic-engine.example', phone: '+49 40 3197 6600', rating: 5,
    contacts: [contact('Katrin Vogel', 'Inside sales, two-stroke spares', 'k.vogel@hanseatic-engine.example', '+49 171 234 5678')],
  },
  {
    name: 'Pacific Rim Provisions Ltd', code: 'PRP-PUS', categories: ['provisions', 'cabin_stores', 'chandlery'],
    ports: [{ locode: 'KRPUS', portName: 'Busan' }, { locode: 'KRUSN', portName: 'Ulsan' }],
    addressLines: ['88 Chungjang-daero, Jung-gu'], city: 'Busan', postalCode: '48939', country: 'KR', currency: 'USD', paymentTermsDays: 30,
    email: 'supply@pacificrim-provisions.example', phone: '+82 51 463 2200', rating: 3,
    contacts: [contact('Kim Min-jun', 'Ship supply coordinator', 'minjun.kim@pacificrim-provisions.example', '+82 10 1234 5678')],
  },
  {
    name: 'Houston Marine Services', code: 'HMS-HOU', categories: ['safety_equipment', 'technical_services', 'chemicals'],
    ports: [{ locode: 'USHOU', portName: 'Houston' }, { locode: 'USGLS', portName: 'Galveston' }],
    addressLines: ['7600 Clinton Drive'], city: 'Houston', postalCode: '77020', country: 'US', currency: 'USD', paymentTermsDays: 30,
    email: 'dispatch@houston-marine-services.example', phone: '+1 713 555 0148', rating: 4,
    contacts: [contact('Dana Whitfield', 'Service coordinator', 'dana.whitfield@houston-marine-services.example', '+1 713 555 0190')],
  },
  {
    name: 'Iberia Naval Lubricants SL', code: 'INL-ALG', categories: ['lubricants', 'chemicals'],
    ports: [{ locode: 'ESALG', portName: 'Algeciras' }, { locode: 'GIGIB', portName: 'Gibraltar' }],
    addressLines: ['Avenida Virgen del Carmen 15'], city: 'Algeciras', postalCode: '11201', country: 'ES', currency: 'EUR', paymentTermsDays: 30,
    email: 'ventas@iberia-lubricants.example', rating: 3,
    contacts: [contact('Lucía Romero', 'Marine lubricants', 'lucia.romero@iberia-lubricants.example', '+34 956 100 200')],
  },
  {
    name: 'Solent Safety & Survival Ltd', code: 'SSS-SOU', categories: ['safety_equipment'],
    ports: [{ locode: 'GBSOU', portName: 'Southampton' }],
    addressLines: ['Unit 4, Western Docks'], city: 'Southampton', postalCode: 'SO15 1DA', country: 'GB', currency: 'GBP', paymentTermsDays: 30,
    email: 'service@solent-safety.example', rating: 2, active: false,
    notes: 'Stopped servicing liferafts in 2025; kept for the order history.',
    contacts: [],
  },
];

type DemoAgent = Omit<CreateAgent, 'notes' | 'postalCode' | 'phone'> &
  Partial<Pick<CreateAgent, 'notes' | 'postalCode' | 'phone'>>;

// prettier-ignore
export const DEMO_AGENTS: DemoAgent[] = [
  { name: 'Maas Port Agency BV', portLocode: 'NLRTM', portName: 'Rotterdam', addressLines: ['Parkhaven 9'], city: 'Rotterdam', postalCode: '3016 GM', country: 'NL', email: 'ops@maas-agency.example', phone: '+31 10 400 1234',
    contacts: [contact('Joost van Dijk', 'Husbandry', 'joost@maas-agency.example', '+31 6 5555 1234')] },
  { name: 'Merlion Shipping Agencies Pte Ltd', portLocode: 'SGSIN', portName: 'Singapore', addressLines: ['10 Anson Road', '#22-02 International Plaza'], city: 'Singapore', postalCode: '079903', country: 'SG', email: 'agency@merlion-shipping.example', phone: '+65 6220 8800',
    contacts: [contact('Priya Raman', 'Boarding officer', 'priya.raman@merlion-shipping.example', '+65 9876 5432')] },
  { name: 'Fujairah Port Services LLC', portLocode: 'AEFJR', portName: 'Fujairah', addressLines: ['Port Road, Office 204'], city: 'Fujairah', country: 'AE', email: 'ops@fujairah-port-services.example', phone: '+971 9 222 8000',
    contacts: [contact('Omar Haddad', 'Operations', 'omar@fujairah-port-services.example')] },
  { name: 'Aegean Ship Agency SA', portLocode: 'GRPIR', portName: 'Piraeus', addressLines: ['Notara 120'], city: 'Piraeus', postalCode: '185 35', country: 'GR', email: 'piraeus@aegean-agency.example', phone: '+30 210 452 1100',
    contacts: [contact('Eleni Kostaki', 'Agency manager', 'eleni@aegean-agency.example', '+30 697 765 4321')] },
  { name: 'Elbe Maritime Agency GmbH', portLocode: 'DEHAM', portName: 'Hamburg', addressLines: ['Am Sandtorkai 38'], city: 'Hamburg', postalCode: '20457', country: 'DE', email: 'hamburg@elbe-agency.example', phone: '+49 40 3681 2200',
    contacts: [contact('Jan Petersen', 'Husbandry and crew', 'j.petersen@elbe-agency.example')] },
  { name: 'Haeundae Shipping Agency Co.', portLocode: 'KRPUS', portName: 'Busan', addressLines: ['24 Jungang-daero, Jung-gu'], city: 'Busan', postalCode: '48940', country: 'KR', email: 'busan@haeundae-agency.example', phone: '+82 51 440 7700',
    contacts: [contact('Park Ji-woo', 'Operations', 'jiwoo.park@haeundae-agency.example', '+82 10 9876 5432')] },
  { name: 'Gulf Coast Ship Agency Inc.', portLocode: 'USHOU', portName: 'Houston', addressLines: ['1200 Port Road, Suite 300'], city: 'Houston', postalCode: '77029', country: 'US', email: 'houston@gulfcoast-agency.example', phone: '+1 713 555 0120',
    contacts: [contact('Marcus Reyes', 'Boarding agent', 'marcus.reyes@gulfcoast-agency.example', '+1 713 555 0175')] },
];

/** The expense category tree: main categories with their sub-categories (codes unique). */
// prettier-ignore
export const DEMO_CATEGORIES: { code: string; name: string; description: string; children: { code: string; name: string }[] }[] = [
  { code: '100', name: 'Deck stores', description: 'Consumables and hardware for the deck department', children: [
    { code: '110', name: 'Paints & coatings' }, { code: '120', name: 'Ropes & wires' }, { code: '130', name: 'Deck tools & hardware' }] },
  { code: '200', name: 'Engine spares', description: 'Spare parts for machinery', children: [
    { code: '210', name: 'Main engine' }, { code: '220', name: 'Auxiliary engines' }, { code: '230', name: 'Boilers & purifiers' }, { code: '240', name: 'Pumps & valves' }] },
  { code: '300', name: 'Provisions', description: 'Food and bonded stores for the crew', children: [
    { code: '310', name: 'Fresh provisions' }, { code: '320', name: 'Dry & frozen stores' }, { code: '330', name: 'Bonded stores' }] },
  { code: '400', name: 'Lubricants', description: 'Cylinder, system and hydraulic oils', children: [
    { code: '410', name: 'Cylinder oil' }, { code: '420', name: 'System & hydraulic oils' }] },
  { code: '500', name: 'Chemicals', description: 'Water treatment and cleaning chemicals', children: [
    { code: '510', name: 'Boiler & cooling water treatment' }, { code: '520', name: 'Cleaning chemicals' }] },
  { code: '600', name: 'Safety', description: 'Life-saving and fire-fighting equipment, PPE', children: [
    { code: '610', name: 'Life-saving appliances' }, { code: '620', name: 'Fire-fighting equipment' }, { code: '630', name: 'Personal protective equipment' }] },
  { code: '700', name: 'Services & repairs', description: 'Yard, service engineers, class and surveys', children: [
    { code: '710', name: 'Dry-dock & yard' }, { code: '720', name: 'Service engineers' }, { code: '730', name: 'Class & surveys' }] },
];

/** Yearly budget (USD, whole dollars) per main category code, by ship type. */
// prettier-ignore
export const DEMO_BUDGET_AMOUNTS: Record<'bulk_carrier' | 'tanker', Record<string, bigint>> = {
  bulk_carrier: { '100': 96_000n, '200': 240_000n, '300': 118_000n, '400': 165_000n, '500': 32_000n, '600': 41_000n, '700': 150_000n },
  tanker: { '100': 84_000n, '200': 265_000n, '300': 112_000n, '400': 148_000n, '500': 68_000n, '600': 52_000n, '700': 175_000n },
};

/** The dry-dock month (1–12) of the ships that dock this year: paint and yard money go there. */
export const DRY_DOCK_MONTH: Record<string, number> = { 'Keel Borealis': 5, 'Keel Dorado': 9 };
