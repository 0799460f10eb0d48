-- Languages (decision 0020): the language a customer last used the shop in and the one each
-- order was placed in, so that their emails are written in it. Existing rows are English.
ALTER TABLE "users" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lang" CHECK ("users"."lang" in ('en','hi'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lang" CHECK ("orders"."lang" in ('en','hi'));