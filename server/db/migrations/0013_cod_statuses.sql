-- Cash on delivery (decision 0014): the statuses CONFIRMED (placed, cash due) and RETURNED
-- (refused at the door), the payment status COD_DUE, and how a transaction was paid. New enum
-- values are not used by any statement of this file (PostgreSQL lets a transaction add them, not
-- use them before it commits).
ALTER TYPE "public"."order_status" ADD VALUE 'CONFIRMED' BEFORE 'PAID';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'RETURNED' BEFORE 'CANCELLED';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'COD_DUE';--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "method" text DEFAULT 'Online' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_method" CHECK ("payment_transactions"."method" in ('Online','COD'));