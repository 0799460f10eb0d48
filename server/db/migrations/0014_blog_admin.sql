ALTER TABLE "blog_posts" ADD COLUMN "cover_hash" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_hash_uploaded_images_hash_fk" FOREIGN KEY ("cover_hash") REFERENCES "public"."uploaded_images"("hash") ON DELETE no action ON UPDATE no action;