CREATE TYPE "public"."order_actor" AS ENUM('customer', 'staff', 'provider', 'job');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PENDING_PAYMENT', 'PAID', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'EXPIRED', 'REFUND_DUE', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('PENDING', 'FAILED', 'PAID', 'UNPAID', 'CANCELLED', 'REFUND_DUE', 'REFUNDED');--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" "order_actor" NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_status";--> statement-breakpoint
DROP INDEX "payment_transactions_credit_once_uq";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."order_status" USING (CASE "status" WHEN 'FAILED' THEN 'CANCELLED' ELSE "status" END)::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'PENDING_PAYMENT'::"public"."order_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" "payment_status" DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "payment_status" = (CASE "status" WHEN 'PENDING_PAYMENT' THEN 'PENDING' WHEN 'EXPIRED' THEN 'UNPAID' WHEN 'CANCELLED' THEN 'CANCELLED' ELSE 'PAID' END)::"public"."payment_status";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_captured_once_uq" ON "payment_transactions" USING btree ("provider_payment_id") WHERE "payment_transactions"."status" in ('Credit','Refunding','Refund');--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_status" CHECK ("payment_transactions"."status" in ('Credit','Failed','Pending','Refunding','Refund'));