CREATE TABLE "staff_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"email_id" integer,
	CONSTRAINT "staff_notices_kind" CHECK ("staff_notices"."kind" in ('new-order', 'refund-failed', 'bulk-enquiry', 'contact-message'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notices_once_uq" ON "staff_notices" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "staff_notices_waiting_idx" ON "staff_notices" USING btree ("created_at") WHERE "staff_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "staff_notices_sent_idx" ON "staff_notices" USING btree ("sent_at");