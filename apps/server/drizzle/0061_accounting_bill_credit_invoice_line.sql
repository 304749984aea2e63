ALTER TABLE "bill_credit_note_lines" ADD COLUMN "invoice_line_id" uuid;--> statement-breakpoint
CREATE INDEX "bill_credit_note_lines_invoice_line_idx" ON "bill_credit_note_lines" USING btree ("invoice_line_id") WHERE "bill_credit_note_lines"."invoice_line_id" IS NOT NULL;--> statement-breakpoint
-- Notes written before this migration: a line credited after it was put on a customer invoice (the note
-- created after bill_lines.invoiced_at) is linked to that invoice line (docs/accounting-bills.md
-- "Credited after invoicing").
UPDATE "bill_credit_note_lines" AS cl
SET "invoice_line_id" = bl."invoice_line_id"
FROM "bill_lines" AS bl, "bill_credit_notes" AS n
WHERE bl."id" = cl."bill_line_id"
  AND n."id" = cl."credit_note_id"
  AND bl."invoice_line_id" IS NOT NULL
  AND bl."invoiced_at" IS NOT NULL
  AND n."created_at" > bl."invoiced_at";
