import type { CertificateTypeCode } from '@keel/domain';

/** How one certificate of a demo ship departs from its ship's harmonised cycle. */
export interface TypePlan {
  /** Expiry this many days from today (negative: expired) instead of the cycle's. */
  expiresInDays?: number;
  /** An extension granted this many days beyond the expiry. */
  extendedForDays?: number;
  leadTimeDays?: 30 | 60 | 90;
  /** Also record the previous cycle's certificate, superseded by this one. */
  previousCycle?: boolean;
  /** Attach a small PDF scan. */
  scan?: boolean;
  remarks?: string;
}

/** A demo ship's certificate picture. */
export interface ShipPlan {
  /** Months since the harmonised renewal of the main certificates. */
  cycleStartedMonthsAgo: number;
  /** Month and day of delivery (the IEE certificate's issue date), `MM-DD`. */
  deliveryMonthDay: string;
  types: Partial<Record<CertificateTypeCode, TypePlan>>;
}

/**
 * The demo fleet's certificates. Aurora and Cassiopeia are in an annual survey window, Aurora's radio
 * certificate and ISSC fall due, Borealis faces its renewal survey with dry-docking, Cassiopeia's MLC
 * has expired, Dorado sails on an extended load line certificate, Eridanus was renewed eight months
 * ago (the previous class and safety construction certificates are superseded), Fornax's IAPP falls due.
 */
export const SHIP_PLANS: Record<string, ShipPlan> = {
  'Keel Aurora': {
    cycleStartedMonthsAgo: 25,
    deliveryMonthDay: '03-18',
    types: {
      SOLAS_SR: { expiresInDays: 21, scan: true, remarks: 'Renewal radio survey booked at Singapore' },
      ISSC: { expiresInDays: 52, leadTimeDays: 60, remarks: 'Renewal verification requested from DNV' },
      CLASS: { leadTimeDays: 90, scan: true },
      ISM_SMC: { scan: true },
    },
  },
  'Keel Borealis': {
    cycleStartedMonthsAgo: 40,
    deliveryMonthDay: '06-02',
    types: {
      LOAD_LINE: { expiresInDays: 75, leadTimeDays: 90 },
      CLASS: {
        expiresInDays: 85,
        leadTimeDays: 90,
        remarks: 'Special survey 2 planned with dry-docking at Zhoushan',
      },
    },
  },
  'Keel Cassiopeia': {
    cycleStartedMonthsAgo: 14,
    deliveryMonthDay: '01-25',
    types: {
      BUNKER_CLC: {
        expiresInDays: 18,
        remarks: 'Blue card for the new policy year requested from the P&I club',
      },
      MLC: {
        expiresInDays: -12,
        scan: true,
        remarks: 'Renewal inspection overdue; flag administration informed',
      },
      ISPP: { expiresInDays: 130 },
    },
  },
  'Keel Dorado': {
    cycleStartedMonthsAgo: 44,
    deliveryMonthDay: '09-11',
    types: {
      LOAD_LINE: {
        expiresInDays: -9,
        extendedForDays: 81,
        scan: true,
        remarks: 'Extended by the flag administration (LL art. 19(2)) until the renewal survey at dry-dock',
      },
      IOPP: { expiresInDays: 33, leadTimeDays: 60 },
    },
  },
  'Keel Eridanus': {
    cycleStartedMonthsAgo: 8,
    deliveryMonthDay: '04-30',
    types: { CLASS: { previousCycle: true }, SOLAS_SC: { previousCycle: true } },
  },
  'Keel Fornax': {
    cycleStartedMonthsAgo: 30,
    deliveryMonthDay: '11-05',
    types: {
      IAPP: { expiresInDays: 45, leadTimeDays: 60, scan: true },
      BWM: {
        expiresInDays: 64,
        leadTimeDays: 90,
        remarks: 'Renewal survey with the BWTS commissioning test',
      },
    },
  },
};

/** A demo certificate of no standard type (its own matrix column, shared by the ships holding it). */
export interface OtherCertificatePlan {
  name: string;
  /** Who issues it; `{flag}` stands for the ship's flag administration, `{society}` for its class. */
  issuer: string;
  /** Prefix of the certificate number. */
  prefix: string;
  /** Validity in months; null when it does not expire. */
  validityMonths: number | null;
  /** Expiry this many days from today (negative: expired); without it, issued 30 days ago. */
  expiresInDays?: number;
  remarks?: string;
}

const SANITATION = 'Ship Sanitation Control Exemption Certificate';
const DG_DOC = 'Document of Compliance for the Carriage of Dangerous Goods';
const SANITATION_ISSUER = 'Port health authority, Rotterdam';

/**
 * Certificates of no standard type on the demo ships: the ship sanitation certificate (IHR 2005, six
 * months) on every ship, one of them expired and one falling due; the dangerous goods document of
 * compliance (SOLAS II-2/19, solid dangerous goods in bulk) on two bulk carriers.
 */
export const OTHER_PLANS: Record<string, OtherCertificatePlan[]> = {
  'Keel Aurora': [
    { name: SANITATION, issuer: 'Port health authority, Singapore', prefix: 'SSCEC', validityMonths: 6 },
    { name: DG_DOC, issuer: '{society} on behalf of {flag}', prefix: 'DG', validityMonths: 60 },
  ],
  'Keel Borealis': [
    { name: SANITATION, issuer: SANITATION_ISSUER, prefix: 'SSCEC', validityMonths: 6, expiresInDays: -5 },
    { name: DG_DOC, issuer: '{society} on behalf of {flag}', prefix: 'DG', validityMonths: 60 },
  ],
  'Keel Cassiopeia': [
    {
      name: SANITATION,
      issuer: SANITATION_ISSUER,
      prefix: 'SSCEC',
      validityMonths: 6,
      expiresInDays: 24,
      remarks: 'Inspection requested for the next call at Rotterdam',
    },
  ],
  'Keel Dorado': [
    { name: SANITATION, issuer: 'Port health authority, Hamburg', prefix: 'SSCEC', validityMonths: 6 },
  ],
  'Keel Eridanus': [{ name: SANITATION, issuer: SANITATION_ISSUER, prefix: 'SSCEC', validityMonths: 6 }],
  'Keel Fornax': [
    { name: SANITATION, issuer: 'Port health authority, Piraeus', prefix: 'SSCEC', validityMonths: 6 },
  ],
};

/** Full names of the demo class societies (recognised organisations). */
export const CLASS_NAMES: Record<string, string> = {
  DNV: 'DNV AS',
  "Lloyd's Register": "Lloyd's Register EMEA",
  ABS: 'American Bureau of Shipping',
  'Bureau Veritas': 'Bureau Veritas Marine & Offshore',
  'Korean Register': 'Korean Register of Shipping',
};

/** The flag administrations of the demo ships. */
export const FLAG_NAMES: Record<string, string> = {
  MH: 'the Republic of the Marshall Islands',
  LR: 'the Republic of Liberia',
  PA: 'the Republic of Panama',
  MT: 'the Republic of Malta',
  SG: 'the Republic of Singapore',
  GR: 'the Hellenic Republic',
};

const TYPE_CODES: Record<CertificateTypeCode, string> = {
  SOLAS_SC: 'SC',
  SOLAS_SE: 'SE',
  SOLAS_SR: 'SR',
  LOAD_LINE: 'LL',
  IOPP: 'OPP',
  ISPP: 'SPP',
  IAPP: 'APP',
  IEE: 'EE',
  ISM_SMC: 'SMC',
  ISM_DOC: 'DOC',
  ISSC: 'SSC',
  MLC: 'MLC',
  BWM: 'BWM',
  IAFS: 'AFS',
  CLC: 'CLC',
  BUNKER_CLC: 'BCLC',
  WRC: 'WRC',
  SAFE_MANNING: 'SMD',
  REGISTRY: 'REG',
  CLASS: 'CL',
};

/** Types the flag administration issues itself (insurance certificates, manning, registry), not the class. */
export const FLAG_ISSUED: ReadonlySet<CertificateTypeCode> = new Set([
  'CLC',
  'BUNKER_CLC',
  'WRC',
  'SAFE_MANNING',
  'REGISTRY',
]);

/** A stable number for a certificate of no standard type, e.g. `SSCEC-25-04821`. */
export function otherCertificateNumber(prefix: string, shipName: string, issueDate: string): string {
  return `${prefix}-${issueDate.slice(2, 4)}-${serial(`${prefix}/${shipName}/${issueDate}`, 5)}`;
}

/** A stable pseudo-random serial from the text (FNV-1a), `digits` long. */
function serial(text: string, digits: number): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return String(hash % 10 ** digits).padStart(digits, '0');
}

/** A certificate number in the style of the issuing society, e.g. `DNV-24-SR-48213`, `LR24/SC/0042871`. */
export function certificateNumber(
  classSociety: string | null,
  code: CertificateTypeCode,
  issueDate: string,
  index: number,
): string {
  const yy = issueDate.slice(2, 4);
  const short = TYPE_CODES[code];
  const seed = `${classSociety}/${code}/${issueDate}/${index}`;
  switch (classSociety) {
    case "Lloyd's Register":
      return `LR${yy}/${short}/${serial(seed, 7)}`;
    case 'ABS':
      return `${yy}-SG${serial(seed, 7)}-${short}`;
    case 'Bureau Veritas':
      return `BV-${short}-${yy}${serial(seed, 5)}`;
    case 'Korean Register':
      return `KR${yy}-${short}-${serial(seed, 6)}`;
    default:
      return `DNV-${yy}-${short}-${serial(seed, 5)}`;
  }
}
