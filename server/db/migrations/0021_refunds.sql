-- Refunds of their own (decision 0032): one row per refund with the reference sent to the
-- provider, part refunds with their credit notes (several per order), and the payment status
-- PARTLY_REFUNDED (not used by any statement of this file: PostgreSQL lets a transaction add an
-- enum value, not use it before it commits).
ALTER TYPE "public"."payment_status" ADD VALUE 'PARTLY_REFUNDED';--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'Refunding' NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"staff_id" integer,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('Refunding','Refund')),
	CONSTRAINT "refunds_kind" CHECK ("refunds"."kind" in ('whole','part'))
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_order_kind";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_reference_uq" ON "refunds" USING btree ("transaction_id","reference");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'Refunding';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_invoice_uq" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'INVOICE';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
-- Refunds made or owed before this version: each returned a whole payment, sent with the
-- receipt order_<id>, which becomes its reference, so a retry finds one made before the upgrade.
-- One still owed counts as tried once: it is looked for at the provider before it is made.
INSERT INTO "refunds" ("order_id", "transaction_id", "amount_paise", "reference", "status", "kind",
  "provider_refund_id", "attempts", "claimed_until", "created_at", "refunded_at")
SELECT "order_id", "id", "amount_paise", 'order_' || "order_id", "status", 'whole',
  "raw"->>'refundId', 1, "refund_claimed_until", "created_at", "refunded_at"
FROM "payment_transactions"
WHERE "status" IN ('Refunding', 'Refund') AND "amount_paise" > 0;--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP COLUMN "refund_claimed_until";