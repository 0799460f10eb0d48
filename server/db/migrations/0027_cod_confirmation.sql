ALTER TYPE "public"."order_status" ADD VALUE 'AWAITING_CONFIRMATION' BEFORE 'CONFIRMED';--> statement-breakpoint
CREATE TABLE "cod_off_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_off_pincodes_digits" CHECK ("cod_off_pincodes"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "cod_confirmations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_sent_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"link_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_confirmations_link_hash_unique" UNIQUE("link_hash"),
	CONSTRAINT "cod_confirmations_counts" CHECK ("cod_confirmations"."wrong_tries" >= 0 and "cod_confirmations"."sends" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cod_off_pincodes" ADD CONSTRAINT "cod_off_pincodes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_confirmations" ADD CONSTRAINT "cod_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;