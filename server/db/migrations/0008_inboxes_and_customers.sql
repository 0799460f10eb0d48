CREATE TABLE "bulk_enquiry_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulk_enquiry_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enquiry_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_enquiry_events_kind" CHECK ("bulk_enquiry_events"."kind" in ('note', 'reply', 'status'))
);
--> statement-breakpoint
CREATE TABLE "contact_message_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_message_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_message_events_kind" CHECK ("contact_message_events"."kind" in ('note', 'reply', 'status'))
);
--> statement-breakpoint
ALTER TABLE "bulk_enquiries" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
-- Hand-added: enquiries saved before this migration carry the old upper-case 'NEW'.
UPDATE "bulk_enquiries" SET "status" = 'new' WHERE "status" NOT IN ('new', 'quoted', 'won', 'lost', 'closed');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_enquiries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_enquiry_events" ADD CONSTRAINT "bulk_enquiry_events_enquiry_id_bulk_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."bulk_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_enquiry_events" ADD CONSTRAINT "bulk_enquiry_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_events" ADD CONSTRAINT "contact_message_events_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_message_events" ADD CONSTRAINT "contact_message_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_enquiry_events_enquiry_idx" ON "bulk_enquiry_events" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_message_events_message_idx" ON "contact_message_events" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_enquiries_status_idx" ON "bulk_enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "bulk_enquiries" ADD CONSTRAINT "bulk_enquiries_status" CHECK ("bulk_enquiries"."status" in ('new', 'quoted', 'won', 'lost', 'closed'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status" CHECK ("contact_messages"."status" in ('new', 'answered', 'spam'));