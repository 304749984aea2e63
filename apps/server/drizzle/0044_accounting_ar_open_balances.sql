CREATE TABLE "ar_open_balances" (
	"ship_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"state" text NOT NULL,
	"due_date" date NOT NULL,
	"currency" text NOT NULL,
	"base_currency" text NOT NULL,
	"open_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"total_base" numeric(20, 4) DEFAULT '0' NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ar_open_balances_ship_id_customer_id_state_due_date_currency_base_currency_pk" PRIMARY KEY("ship_id","customer_id","state","due_date","currency","base_currency")
);
