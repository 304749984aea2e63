CREATE TABLE "invoice_overdue_notices" (
	"invoice_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_overdue_notices_pkey" PRIMARY KEY("invoice_id","due_on")
);
--> statement-breakpoint
ALTER TABLE "invoice_overdue_notices" ADD CONSTRAINT "invoice_overdue_notices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;