/** A demo requisition line: an IMPA code or a maker part number, quantity, unit and estimated USD price. */
export interface DemoRequisitionLine {
  description: string;
  impaCode?: string;
  makerPartNumber?: string;
  maker?: string;
  quantity: string;
  unit: string;
  price: string;
  remarks?: string;
}

/** A demo requisition template; `category` is the code of the main expense category it is booked on. */
export interface DemoRequisition {
  title: string;
  department: string;
  category: string;
  remarks: string;
  lines: DemoRequisitionLine[];
}

// prettier-ignore
export const DEMO_REQUISITIONS: DemoRequisition[] = [
  { title: 'Main engine cylinder cover overhaul spares', department: 'engine', category: '200', remarks: 'For the unit 3 overhaul planned at the next port stay.', lines: [
    { description: 'O-ring, cylinder cover cooling water', makerPartNumber: '90501-0123', maker: 'MAN Energy Solutions', quantity: '12', unit: 'pcs', price: '18.00' },
    { description: 'Sealing ring, exhaust valve spindle', makerPartNumber: '90801-0456', maker: 'MAN Energy Solutions', quantity: '4', unit: 'set', price: '240.00' },
    { description: 'Fuel valve nozzle', makerPartNumber: '90910-0789', maker: 'MAN Energy Solutions', quantity: '6', unit: 'pcs', price: '410.00', remarks: 'Genuine only' },
  ] },
  { title: 'Mooring ropes and deck paint', department: 'deck', category: '100', remarks: 'Aft mooring line worn at the fairlead; hull touch-up after cargo ops.', lines: [
    { description: 'Mooring rope, polypropylene/polyester 64 mm x 220 m', impaCode: '210461', quantity: '1', unit: 'roll', price: '2850.00' },
    { description: 'Deck paint, grey, 20 L', impaCode: '250422', quantity: '8', unit: 'can', price: '165.00' },
    { description: 'Paint roller 9 inch with frame', impaCode: '270301', quantity: '24', unit: 'pcs', price: '4.50' },
  ] },
  { title: 'Galley equipment spares and detergents', department: 'galley', category: '300', remarks: 'Oven door does not seal; dishwasher detergent low.', lines: [
    { description: 'Door gasket, combi oven', makerPartNumber: '40.00.515', maker: 'Rational', quantity: '2', unit: 'pcs', price: '95.00' },
    { description: 'Dishwasher detergent, liquid, 25 L', impaCode: '550623', quantity: '6', unit: 'can', price: '48.00' },
    { description: "Chef's knife, 250 mm", impaCode: '170231', quantity: '3', unit: 'pcs', price: '32.00' },
  ] },
  { title: 'Auxiliary engine turbocharger service kit', department: 'engine', category: '200', remarks: 'Due at 12 000 running hours on DG 2.', lines: [
    { description: 'Turbocharger service kit', makerPartNumber: 'HT562314', maker: 'ABB Turbocharging', quantity: '1', unit: 'set', price: '3900.00' },
    { description: 'Lube oil filter cartridge', makerPartNumber: 'W 962', maker: 'MANN+HUMMEL', quantity: '12', unit: 'pcs', price: '22.00' },
  ] },
  { title: 'Fire-fighting and life-saving replacements', department: 'safety', category: '600', remarks: 'Findings of the annual safety inspection.', lines: [
    { description: 'Breathing apparatus cylinder, composite 6.8 L 300 bar', impaCode: '330452', quantity: '2', unit: 'pcs', price: '520.00' },
    { description: 'Lifejacket, adult, SOLAS approved', impaCode: '330103', quantity: '6', unit: 'pcs', price: '68.00' },
    { description: 'Lifebuoy light, self-igniting', impaCode: '330158', quantity: '2', unit: 'pcs', price: '145.00' },
  ] },
  { title: 'Fuel oil purifier major overhaul kit', department: 'engine', category: '200', remarks: 'Purifier No. 1 at 8 000 hours.', lines: [
    { description: 'Major service kit, separator', makerPartNumber: '564226-80', maker: 'Alfa Laval', quantity: '1', unit: 'set', price: '2150.00' },
    { description: 'Bowl O-ring kit', makerPartNumber: '553192-01', maker: 'Alfa Laval', quantity: '2', unit: 'set', price: '180.00' },
  ] },
  { title: 'Cargo hold cleaning and lashing stores', department: 'deck', category: '100', remarks: 'Before the next grain cargo.', lines: [
    { description: 'Hold cleaning chemical, alkaline, 25 L', impaCode: '550441', quantity: '10', unit: 'can', price: '92.00' },
    { description: 'Turnbuckle, lashing, galvanised', impaCode: '232301', quantity: '20', unit: 'pcs', price: '38.00' },
    { description: 'Working gloves, leather', impaCode: '190102', quantity: '48', unit: 'pair', price: '3.20' },
  ] },
  { title: 'Sea water pump and valve spares', department: 'engine', category: '200', remarks: 'Main SW pump seal leaking.', lines: [
    { description: 'Mechanical seal, main sea water pump', makerPartNumber: 'MS-150-SH', maker: 'Shinko', quantity: '2', unit: 'pcs', price: '460.00' },
    { description: 'Gate valve, cast iron, DN100 PN16', impaCode: '751204', quantity: '1', unit: 'pcs', price: '385.00' },
  ] },
];

/** The port each demo ship (by position) expects its goods at. */
export const DEMO_REQUISITION_PORTS = ['NLRTM', 'SGSIN', 'AEFJR', 'GRPIR', 'DEHAM', 'KRPUS'];

/** Reasons a moderator sent a demo requisition back. */
export const DEMO_SEND_BACK_REASONS = [
  'Please add the maker part numbers from the instruction manual and confirm the quantities with the chief officer.',
  'Quantities look high against the stock on board; confirm with the chief engineer.',
];
