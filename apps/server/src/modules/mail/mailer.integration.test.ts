import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { flushOutbox, sendMail, startMailer } from './mailer';
import { outboxMessages } from './outbox.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const message = (to: string) => ({
  to,
  toName: 'Nordsea "Sales"',
  subject: 'RFQ',
  text: 'Hello',
  kind: 'test',
  refId: null,
});

describe('sendMail', () => {
  it('keeps the message in the outbox when no SMTP is configured, and writes nothing when the transaction fails', async () => {
    const { id } = await t.db.transaction((tx) => sendMail(tx, message('a@example.com')));
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: 'outbox', toAddress: 'a@example.com', sentAt: null });
    await expect(
      t.db.transaction(async (tx) => {
        await sendMail(tx, message('rolled-back@example.com'));
        throw new Error('business change failed');
      }),
    ).rejects.toThrow('business change failed');
    const gone = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, 'rolled-back@example.com'));
    expect(gone).toEqual([]);
  });

  it('delivers through the SMTP transport after commit and records failures', async () => {
    const sent: string[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: { to: string }) => {
      if (String(mail.to).includes('bounce')) throw new Error('550 mailbox unavailable');
      sent.push(String(mail.to));
      return original(mail as never);
    }) as never;
    const stop = startMailer({
      db: t.db,
      transport,
      from: 'Keel <no-reply@keel.test>',
      intervalMs: 3_600_000,
    });
    try {
      const ok = await t.db.transaction((tx) => sendMail(tx, message('vendor@example.com')));
      const bad = await t.db.transaction((tx) => sendMail(tx, message('bounce@example.com')));
      await flushOutbox();
      const [okRow] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, ok.id));
      const [badRow] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, bad.id));
      expect(okRow).toMatchObject({ status: 'sent', error: null });
      expect(okRow!.sentAt).toBeInstanceOf(Date);
      expect(badRow).toMatchObject({ status: 'failed', error: '550 mailbox unavailable' });
      expect(sent).toContain(`"Nordsea 'Sales'" <vendor@example.com>`);
    } finally {
      await stop();
    }
  });
});
