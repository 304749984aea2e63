import { eq } from 'drizzle-orm';
import {
  addCalendarDays,
  addCalendarMonths,
  addCalendarYears,
  CERTIFICATE_TYPES,
  type CertificateTypeCode,
} from '@keel/domain';
import type { Tx } from '../client';
import { certificateFiles } from '../../modules/fleet/certificate/certificate-file.table';
import { certificates } from '../../modules/fleet/certificate/certificate.table';
import { ships } from '../../modules/fleet/ship.table';
import { recordAudit } from '../../modules/audit/audit.service';
import { minimalPdf } from './minimal-pdf';
import type { SeedEnv } from './seed';
import {
  certificateNumber,
  CLASS_NAMES,
  FLAG_ISSUED,
  FLAG_NAMES,
  OTHER_PLANS,
  otherCertificateNumber,
  SHIP_PLANS,
  type OtherCertificatePlan,
  type TypePlan,
} from './certificate.seed-data';

const SYSTEM = { id: null, name: 'Demo data' };

/** Today as a UTC calendar day. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The dates of one certificate of a ship's plan, relative to today so the demo always shows the same picture. */
function datesOf(
  today: string,
  cycleStart: string,
  plan: TypePlan | undefined,
  validityYears: number | null,
  deliveredOn: string,
) {
  if (validityYears === null) return { issueDate: deliveredOn, expiryDate: null, extendedUntil: null };
  if (validityYears === 1 && plan?.expiresInDays === undefined) {
    // Insurance certificates run with the policy year; the demo issues them four months ago so that the
    // picture (nothing due) does not change with the date.
    const issueDate = addCalendarMonths(today, -4);
    return { issueDate, expiryDate: addCalendarYears(issueDate, 1), extendedUntil: null };
  }
  if (plan?.expiresInDays !== undefined) {
    const expiryDate = addCalendarDays(today, plan.expiresInDays);
    return {
      issueDate: addCalendarYears(expiryDate, -validityYears),
      expiryDate,
      extendedUntil: plan.extendedForDays ? addCalendarDays(expiryDate, plan.extendedForDays) : null,
    };
  }
  return {
    issueDate: cycleStart,
    expiryDate: addCalendarYears(cycleStart, validityYears),
    extendedUntil: null,
  };
}

/**
 * The certificates of every demo ship: SOLAS safety construction / equipment / radio, load line, IOPP,
 * ISPP, IAPP, IEE, ISM SMC and DOC, ISSC, MLC, BWM, anti-fouling and class, issued by the ship's class
 * society on behalf of its flag (class by the society itself); CLC, bunker CLC, wreck removal, safe
 * manning and registry issued by the flag administration; and certificates of no standard type
 * (OTHER_PLANS). Dated relative to today: a harmonised five-year cycle per ship, insurance certificates
 * for the P&I year, some certificates due soon, some expired, one extended, one ship with its previous
 * class and safety-construction certificates superseded. A few carry a small scanned PDF, stored
 * through the file storage when one is given. Idempotent: a ship that has certificates is left alone.
 */
export async function seedCertificates(tx: Tx, env: SeedEnv): Promise<void> {
  const today = todayUtc();
  const shipRows = await tx.select().from(ships);
  for (const ship of shipRows) {
    const plan = SHIP_PLANS[ship.name];
    if (!plan) continue;
    const [existing] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.shipId, ship.id))
      .limit(1);
    if (existing) continue;

    const society = CLASS_NAMES[ship.classSociety ?? ''] ?? ship.classSociety ?? 'Recognised Organisation';
    const flag = FLAG_NAMES[ship.flag] ?? ship.flag;
    const cycleStart = addCalendarMonths(today, -plan.cycleStartedMonthsAgo);
    const deliveredOn = `${ship.buildYear ?? 2015}-${plan.deliveryMonthDay}`;

    for (const [index, type] of CERTIFICATE_TYPES.entries()) {
      const typePlan = plan.types[type.code];
      const dates = datesOf(today, cycleStart, typePlan, type.defaultValidityYears, deliveredOn);
      const issuer =
        type.kind === 'class'
          ? society
          : FLAG_ISSUED.has(type.code)
            ? `Maritime administration of ${flag}`
            : `${society} on behalf of ${flag}`;
      const base = {
        shipId: ship.id,
        typeCode: type.code,
        kind: type.kind,
        name: type.name,
        issuer,
        hasSurveyWindows: type.hasSurveyWindows,
        leadTimeDays: typePlan?.leadTimeDays ?? 30,
      };
      let previousId: string | null = null;
      if (typePlan?.previousCycle) {
        const previousIssue = addCalendarYears(dates.issueDate, -5);
        const [previous] = await tx
          .insert(certificates)
          .values({
            ...base,
            number: certificateNumber(ship.classSociety, type.code, previousIssue, index),
            issueDate: previousIssue,
            expiryDate: addCalendarYears(previousIssue, 5),
            remarks: 'Replaced at the renewal survey',
          })
          .returning({ id: certificates.id });
        previousId = previous!.id;
      }
      const fileId =
        typePlan?.scan && env.storage
          ? await storeScan(tx, env, ship, type.code, dates, issuer, index)
          : null;
      const [created] = await tx
        .insert(certificates)
        .values({
          ...base,
          ...dates,
          number: certificateNumber(ship.classSociety, type.code, dates.issueDate, index),
          fileId,
          remarks: typePlan?.remarks ?? null,
        })
        .returning({ id: certificates.id, number: certificates.number });
      if (previousId)
        await tx
          .update(certificates)
          .set({ supersededAt: dates.issueDate, supersededById: created!.id })
          .where(eq(certificates.id, previousId));
      await recordAudit(tx, SYSTEM, {
        action: 'create',
        entity: 'certificate',
        entityId: created!.id,
        shipId: ship.id,
        after: { ship: ship.name, typeCode: type.code, number: created!.number, ...dates },
      });
    }
    for (const other of OTHER_PLANS[ship.name] ?? [])
      await seedOtherCertificate(tx, ship, other, today, { society, flag });
  }
}

/** One certificate of no standard type of a demo ship (see OTHER_PLANS). */
async function seedOtherCertificate(
  tx: Tx,
  ship: typeof ships.$inferSelect,
  plan: OtherCertificatePlan,
  today: string,
  names: { society: string; flag: string },
): Promise<void> {
  const months = plan.validityMonths;
  const expiryDate =
    months === null
      ? null
      : plan.expiresInDays !== undefined
        ? addCalendarDays(today, plan.expiresInDays)
        : addCalendarMonths(addCalendarDays(today, -30), months);
  const issueDate =
    expiryDate === null || months === null
      ? addCalendarDays(today, -30)
      : addCalendarMonths(expiryDate, -months);
  const number = otherCertificateNumber(plan.prefix, ship.name, issueDate);
  const [created] = await tx
    .insert(certificates)
    .values({
      shipId: ship.id,
      typeCode: null,
      kind: 'other',
      name: plan.name,
      number,
      issuer: plan.issuer.replace('{society}', names.society).replace('{flag}', names.flag),
      issueDate,
      expiryDate,
      hasSurveyWindows: false,
      remarks: plan.remarks ?? null,
    })
    .returning({ id: certificates.id });
  await recordAudit(tx, SYSTEM, {
    action: 'create',
    entity: 'certificate',
    entityId: created!.id,
    shipId: ship.id,
    after: { ship: ship.name, name: plan.name, number, issueDate, expiryDate },
  });
}

/** Writes a one-page PDF "scan" of a certificate through the file storage and records it. */
async function storeScan(
  tx: Tx,
  env: SeedEnv,
  ship: typeof ships.$inferSelect,
  code: CertificateTypeCode,
  dates: { issueDate: string; expiryDate: string | null },
  issuer: string,
  index: number,
): Promise<string> {
  const type = CERTIFICATE_TYPES.find((t) => t.code === code)!;
  const number = certificateNumber(ship.classSociety, code, dates.issueDate, index);
  const pdf = minimalPdf(type.name, [
    `Name of ship: ${ship.name}`,
    `IMO number: ${ship.imo}    Call sign: ${ship.callSign ?? '-'}    Flag: ${ship.flag}`,
    `Certificate No.: ${number}`,
    `Issued by: ${issuer}`,
    `Date of issue: ${dates.issueDate.replaceAll('-', '/')}`,
    `Valid until: ${dates.expiryDate ? dates.expiryDate.replaceAll('-', '/') : 'the life of the ship'}`,
    '',
    'Keel demo data - not a real certificate.',
  ]);
  const stored = await env.storage!.put(pdf, `${ship.name} ${type.shortName} ${number}.pdf`, [
    'application/pdf',
  ]);
  const [file] = await tx
    .insert(certificateFiles)
    .values({
      shipId: ship.id,
      storageKey: stored.key,
      name: stored.originalName,
      mime: stored.mime,
      size: stored.size,
      sha256: stored.sha256,
      uploadedByName: SYSTEM.name,
    })
    .returning({ id: certificateFiles.id });
  return file!.id;
}
