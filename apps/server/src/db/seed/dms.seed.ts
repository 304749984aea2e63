import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import type { SeedEnv } from './seed';
import { minimalPdf } from './minimal-pdf';
import { recordAudit } from '../../modules/audit/audit.service';
import {
  dmsAcknowledgements,
  dmsChapters,
  dmsDocuments,
  dmsRevisions,
} from '../../modules/dms/document/document.table';
import { dmsDcrs } from '../../modules/dms/dcr/dcr.table';
import { DEMO_DMS_CHAPTERS, type DemoDmsDocument } from './dms.seed-data';

const SYSTEM = { id: null, name: 'Demo data' };

/** Wraps paragraphs to lines of at most `width` characters for the one-page PDF. */
function wrap(paragraphs: readonly string[], width = 92): string[] {
  const lines: string[] = [];
  for (const p of paragraphs) {
    let line = '';
    for (const word of p.split(/\s+/)) {
      if (line && line.length + word.length + 1 > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    lines.push('');
  }
  return lines;
}

const addMonths = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/**
 * The demo ISM manual: chapters and documents of the ISM Code's elements, each with a generated PDF
 * revision made effective (one with a superseded older revision, one withdrawn, one revision in
 * review), the master's partial acknowledgements on his ship, and change requests in every state.
 * The Superintendent role gets the DMS actions. The PDF text is the text indexed for search (the same
 * words the PDF prints; extraction at upload is tested on real uploads). Idempotent: skipped when the
 * manual has chapters; skipped without file storage.
 */
export async function seedDms(tx: Tx, env: SeedEnv): Promise<void> {
  if (!env.storage) return;
  const existing = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM dms_chapters`);
  if ((existing.rows[0]?.n ?? 0) > 0) return;
  const storage = env.storage;

  await tx.execute(sql`
    UPDATE roles SET actions = actions || ARRAY['manage_documents', 'approve_documents']::text[]
    WHERE name = 'Superintendent' AND NOT ('approve_documents' = ANY(actions))`);
  const people = await tx.execute<{ id: string; email: string }>(sql`
    SELECT id, email FROM users WHERE email IN ('superintendent@keel.demo', 'master@keel.demo')`);
  const superintendent = people.rows.find((p) => p.email === 'superintendent@keel.demo')?.id ?? null;
  const master = people.rows.find((p) => p.email === 'master@keel.demo')?.id ?? null;
  const shipRows = await tx.execute<{ id: string; name: string; family: string | null }>(
    sql`SELECT id, name, family FROM ships ORDER BY name`,
  );
  const aurora = shipRows.rows.find((s) => s.name === 'Keel Aurora');
  const office = superintendent ? { id: superintendent, name: 'Sven Lindqvist' } : SYSTEM;

  const store = async (
    doc: { number: string; title: string },
    revision: string,
    date: string,
    text: string[],
  ) => {
    const when = date === 'draft' ? 'draft for review' : `effective ${date.replaceAll('-', '/')}`;
    const lines = [`Revision ${revision}, ${when}`, '', ...wrap(text)];
    const pdf = minimalPdf(`${doc.number} ${doc.title}`, lines);
    const stored = await storage.put(pdf, `${doc.number} rev ${revision}.pdf`, ['application/pdf']);
    return {
      fileName: stored.originalName,
      contentType: 'application/pdf',
      size: stored.size,
      sha256: stored.sha256,
      storageKey: stored.key,
      docTitle: `${doc.number} ${doc.title}`,
      extractedText: [`${doc.number} ${doc.title}`, ...text].join('\n'),
    };
  };

  const effectiveByNumber = new Map<string, { documentId: string; revisionId: string; family?: string }>();
  const documentIds = new Map<string, string>();
  const openRevisionIds = new Map<string, string>();
  let chapterOrder = 0;
  for (const chapter of DEMO_DMS_CHAPTERS) {
    const [c] = await tx
      .insert(dmsChapters)
      .values({ number: chapter.number, title: chapter.title, sortOrder: (chapterOrder += 10) })
      .returning({ id: dmsChapters.id });
    let docOrder = 0;
    for (const doc of chapter.documents) {
      const [d] = await tx
        .insert(dmsDocuments)
        .values({
          number: doc.number,
          title: doc.title,
          chapterId: c!.id,
          ownerUserId: superintendent,
          createdById: superintendent,
          allShips: !doc.family,
          shipFamilies: doc.family ? [doc.family] : [],
          ackRanks: doc.ackRanks ?? [],
          sortOrder: (docOrder += 10),
          createdAt: new Date(`${(doc.previous ?? doc).effectiveDate}T08:00:00Z`),
        })
        .returning({ id: dmsDocuments.id });
      documentIds.set(doc.number, d!.id);
      await recordAudit(tx, SYSTEM, {
        action: 'create',
        entity: 'dms-document',
        entityId: d!.id,
        after: { number: doc.number, title: doc.title },
      });
      await seedRevisions(tx, doc, d!.id);
    }
  }

  async function seedRevisions(t: Tx, doc: DemoDmsDocument, documentId: string) {
    const common = { documentId, createdById: superintendent, approvedById: superintendent };
    if (doc.previous) {
      await t.insert(dmsRevisions).values({
        ...common,
        ...(await store(doc, doc.previous.revision, doc.previous.effectiveDate, doc.previous.text)),
        revision: doc.previous.revision,
        state: 'SUPERSEDED',
        effectiveDate: doc.previous.effectiveDate,
        reviewDue: addMonths(doc.previous.effectiveDate, 12),
        approvedAt: new Date(`${doc.previous.effectiveDate}T07:00:00Z`),
        withdrawnAt: new Date(`${doc.effectiveDate}T08:00:00Z`),
        createdAt: new Date(`${doc.previous.effectiveDate}T06:00:00Z`),
        changeNote: 'First issue in Keel.',
      });
    }
    const [rev] = await t
      .insert(dmsRevisions)
      .values({
        ...common,
        ...(await store(doc, doc.revision, doc.effectiveDate, doc.text)),
        revision: doc.revision,
        state: doc.withdrawn ? 'OBSOLETE' : 'EFFECTIVE',
        effectiveDate: doc.effectiveDate,
        reviewDue: doc.reviewDue ?? addMonths(doc.effectiveDate, 12),
        approvedAt: new Date(`${doc.effectiveDate}T07:00:00Z`),
        withdrawnAt: doc.withdrawn ? new Date('2026-06-01T08:00:00Z') : null,
        createdAt: new Date(`${doc.effectiveDate}T06:00:00Z`),
        changeNote: doc.previous ? 'Annual review: policy wording and review interval updated.' : '',
      })
      .returning({ id: dmsRevisions.id });
    if (!doc.withdrawn)
      effectiveByNumber.set(doc.number, {
        documentId,
        revisionId: rev!.id,
        ...(doc.family ? { family: doc.family } : {}),
      });
    if (doc.open) {
      const [open] = await t
        .insert(dmsRevisions)
        .values({
          documentId,
          createdById: superintendent,
          ...(await store(doc, doc.open.revision, 'draft', doc.open.text)),
          revision: doc.open.revision,
          state: doc.open.state,
          changeNote: doc.open.changeNote,
          createdAt: new Date('2026-11-10T09:00:00Z'),
        })
        .returning({ id: dmsRevisions.id });
      openRevisionIds.set(doc.number, open!.id);
    }
  }

  // The master of Keel Aurora has read part of the manual: every other document he receives.
  if (master && aurora) {
    const mine = [...effectiveByNumber.entries()].filter(([, e]) => !e.family || e.family === aurora.family);
    const read = mine.filter((_, i) => i % 2 === 0);
    if (read.length)
      await tx.insert(dmsAcknowledgements).values(
        read.map(([, e], i) => ({
          revisionId: e.revisionId,
          shipId: aurora.id,
          userId: master,
          acknowledgedAt: new Date(Date.UTC(2026, 10, 1 + i, 9, 30)),
        })),
      );
  }

  // Change requests in every state.
  const dcrs: {
    doc: string;
    fromShip: boolean;
    state: string;
    reason: string;
    proposedText: string;
    decisionReason?: string;
    implementedBy?: string;
    created: string;
  }[] = [
    {
      doc: 'ISM-1.1',
      fromShip: false,
      state: 'IMPLEMENTED',
      reason: 'The policy should be reviewed annually, not every two years, as the ISM Code audits found.',
      proposedText: 'The policy is reviewed at least annually by the Managing Director.',
      implementedBy: 'ISM-1.1',
      created: '2026-01-10T10:00:00Z',
    },
    {
      doc: 'ISM-3.2',
      fromShip: true,
      state: 'APPROVED',
      reason: 'The handover checklist does not mention the ship security plan or the cyber security log.',
      proposedText: 'Add the ship security plan and the cyber security log to the handover checklist.',
      created: '2026-10-20T14:00:00Z',
    },
    {
      doc: 'ISM-6.1',
      fromShip: true,
      state: 'SUBMITTED',
      reason: 'Enclosed space drills every two months clash with cargo operations on short voyages.',
      proposedText:
        'Allow the enclosed space drill to be held within 10 days of its due date when cargo operations prevent it.',
      created: '2026-11-18T08:15:00Z',
    },
    {
      doc: 'ISM-5.4',
      fromShip: false,
      state: 'UNDER_REVIEW',
      reason: 'New bunker delivery note requirements under MARPOL Annex VI.',
      proposedText:
        'Retain bunker delivery notes on board for three years and the samples for twelve months.',
      created: '2026-11-05T11:00:00Z',
    },
    {
      doc: 'ISM-5.1',
      fromShip: true,
      state: 'REJECTED',
      reason: 'Calling the Master below 3 nautical miles visibility is too strict in the Singapore Strait.',
      proposedText: 'Call the Master when visibility falls below 2 nautical miles.',
      decisionReason:
        'Company standard keeps 3 nautical miles fleet-wide; the Master may give standing orders that are stricter, not looser.',
      created: '2026-09-02T06:45:00Z',
    },
  ];
  for (const d of dcrs) {
    const documentId = documentIds.get(d.doc)!;
    const seq = await tx.execute<{ n: string }>(sql`SELECT nextval('dms_dcr_number_seq')::text AS n`);
    const number = `DCR-${d.created.slice(0, 4)}-${seq.rows[0]!.n.padStart(4, '0')}`;
    const proposer = d.fromShip ? master : superintendent;
    const decided = ['APPROVED', 'IMPLEMENTED', 'REJECTED'].includes(d.state);
    const [row] = await tx
      .insert(dmsDcrs)
      .values({
        number,
        documentId,
        shipId: d.fromShip ? (aurora?.id ?? null) : null,
        proposerId: proposer,
        reason: d.reason,
        proposedText: d.proposedText,
        state: d.state,
        decisionReason: d.decisionReason ?? null,
        decidedById: decided ? superintendent : null,
        decidedAt: decided ? new Date(Date.parse(d.created) + 3 * 86_400_000) : null,
        implementedRevisionId: d.implementedBy
          ? (effectiveByNumber.get(d.implementedBy)?.revisionId ?? null)
          : null,
        createdAt: new Date(d.created),
        updatedAt: new Date(d.created),
      })
      .returning({ id: dmsDcrs.id });
    await recordAudit(tx, d.fromShip && master ? { id: master, name: 'Capt. Jonas Eriksen' } : office, {
      action: 'create',
      entity: 'dms-dcr',
      entityId: row!.id,
      shipId: d.fromShip ? (aurora?.id ?? null) : null,
      after: { number, reason: d.reason, state: 'SUBMITTED' },
    });
  }
  const rev = openRevisionIds.get('ISM-3.2');
  if (rev)
    await tx.execute(sql`
      UPDATE dms_revisions SET dcr_id = (SELECT id FROM dms_dcrs WHERE state = 'APPROVED' LIMIT 1) WHERE id = ${rev}::uuid`);
}
