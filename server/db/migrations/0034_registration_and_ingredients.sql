CREATE TABLE "listed_ingredients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listed_ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"status" text NOT NULL,
	"notification" text DEFAULT '' NOT NULL,
	"notified_on" date,
	"note" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listed_ingredients_status" CHECK ("listed_ingredients"."status" in ('banned', 'restricted')),
	CONSTRAINT "listed_ingredients_name_given" CHECK (length(trim("listed_ingredients"."name")) between 2 and 100)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "registration_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grade" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variety" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "germination_pct" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "marketer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active_ingredients" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "restriction_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listed_ingredients_name" ON "listed_ingredients" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_germination" CHECK ("products"."germination_pct" between 0 and 100);--> statement-breakpoint
-- The Government of India's banned and restricted active ingredients (docs/decisions/0048-registration-and-ingredients.md),
-- inserted here so a shop upgrading gets them too; a name the owner already listed is left as it is.
INSERT INTO "listed_ingredients" ("name", "status", "notification", "notified_on", "note", "source") VALUES
	('Benomyl', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Registration, import, manufacture, formulation, transport, sale and use banned (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Carbaryl', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Registration, import, manufacture, formulation, transport, sale and use banned (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Diazinon', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Registration, import, manufacture, formulation, transport, sale and use banned (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Fenarimol', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Registration, import, manufacture, formulation, transport, sale and use banned (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Fenthion', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Registration, import, manufacture, formulation, transport, sale and use banned (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Linuron', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Registration, import, manufacture, formulation, transport, sale and use banned (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Methoxy Ethyl Mercury Chloride', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Registration, import, manufacture, formulation, transport, sale and use banned (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Methyl Parathion', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Registration, import, manufacture, formulation, transport, sale and use banned (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Sodium Cyanide', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Registration, import, manufacture, formulation, transport, sale and use banned (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Thiometon', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Registration, import, manufacture, formulation, transport, sale and use banned (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Tridemorph', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Registration, import, manufacture, formulation, transport, sale and use banned (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Alachlor', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Import, manufacture and formulation banned from 1 January 2019; sale and use banned from 31 December 2020 (Banning of Insecticides Order, 2018).', 'Verified: phased out by the order of 8 August 2018, no use after 31 December 2020; the S.O. number: to verify with CIB&RC list'),
	('Dichlorvos', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Import, manufacture and formulation banned from 1 January 2019; sale and use banned from 31 December 2020 (Banning of Insecticides Order, 2018).', 'Verified: phased out by the order of 8 August 2018, no use after 31 December 2020; the S.O. number: to verify with CIB&RC list'),
	('Phorate', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Import, manufacture and formulation banned from 1 January 2019; sale and use banned from 31 December 2020 (Banning of Insecticides Order, 2018).', 'Verified: phased out by the order of 8 August 2018, no use after 31 December 2020; the S.O. number: to verify with CIB&RC list'),
	('Phosphamidon', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Import, manufacture and formulation banned from 1 January 2019; sale and use banned from 31 December 2020 (Banning of Insecticides Order, 2018).', 'Verified: phased out by the order of 8 August 2018, no use after 31 December 2020; the S.O. number: to verify with CIB&RC list'),
	('Triazophos', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Import, manufacture and formulation banned from 1 January 2019; sale and use banned from 31 December 2020 (Banning of Insecticides Order, 2018).', 'Verified: phased out by the order of 8 August 2018, no use after 31 December 2020; the S.O. number: to verify with CIB&RC list'),
	('Trichlorfon', 'banned', 'S.O. 3951(E)', '2018-08-08', 'Import, manufacture and formulation banned from 1 January 2019; sale and use banned from 31 December 2020 (Banning of Insecticides Order, 2018).', 'Verified: phased out by the order of 8 August 2018, no use after 31 December 2020; the S.O. number: to verify with CIB&RC list'),
	('Trifluralin', 'restricted', 'S.O. 3951(E)', '2018-08-08', 'Use allowed on wheat only (Banning of Insecticides Order, 2018).', 'Verified: the order of 8 August 2018 and its split (news reports of the gazette, indiaforsafefood.in, bosmanagrochem.net); the S.O. number: to verify with CIB&RC list'),
	('Dicofol', 'banned', '', '2023-09-29', 'Certificates of registration cancelled; sale, distribution and use prohibited (Insecticides (Prohibition) Order, 2023).', 'Verified: Insecticides (Prohibition) Order, 2023 of 29 September 2023, published 3 October 2023 (legitquest.com, chemlinked.com); the S.O. number: to verify with CIB&RC list'),
	('Dinocap', 'banned', '', '2023-09-29', 'Certificates of registration cancelled; sale, distribution and use prohibited (Insecticides (Prohibition) Order, 2023).', 'Verified: Insecticides (Prohibition) Order, 2023 of 29 September 2023, published 3 October 2023 (legitquest.com, chemlinked.com); the S.O. number: to verify with CIB&RC list'),
	('Methomyl', 'banned', '', '2023-09-29', 'Certificates of registration cancelled; sale, distribution and use prohibited (Insecticides (Prohibition) Order, 2023).', 'Verified: Insecticides (Prohibition) Order, 2023 of 29 September 2023, published 3 October 2023 (legitquest.com, chemlinked.com); the S.O. number: to verify with CIB&RC list'),
	('Monocrotophos', 'banned', '', '2023-09-29', 'Monocrotophos 36% SL discontinued after one year''s transition (to October 2024), stock sold only till its expiry; other formulations'' label claims under review (Insecticides (Prohibition) Order, 2023). Listed as banned to be safe.', 'Verified: Insecticides (Prohibition) Order, 2023 of 29 September 2023, published 3 October 2023 (legitquest.com, chemlinked.com); the S.O. number: to verify with CIB&RC list; whether other formulations may still be sold: to verify with CIB&RC list'),
	('Endosulfan', 'banned', 'Supreme Court, W.P.(C) 213 of 2011', '2011-05-13', 'Production, sale and use banned all over India (Supreme Court''s ad-interim order in Democratic Youth Federation of India v. Union of India).', 'Verified: the Supreme Court''s order of 13 May 2011 (news reports, justicepesticides.org)'),
	('Glyphosate', 'restricted', '', '2022-10-21', 'Use only through pest control operators (PCOs); sell only to licensed pest control operators.', 'Verified: the Central Government''s order of 21 October 2022 (The Hindu, 10 November 2022); the S.O. number: to verify with CIB&RC list'),
	('Aluminium Phosphide', 'restricted', '', NULL, 'Sold only to and used only by pest control operators under Government supervision.', 'to verify with CIB&RC list'),
	('Captafol', 'restricted', '', NULL, 'Not to be used as a foliar spray; allowed only as a seed dresser.', 'to verify with CIB&RC list'),
	('Chlorpyrifos', 'restricted', '', NULL, 'Use restricted to the crops and pests on its label; check the current CIB&RC conditions.', 'to verify with CIB&RC list')
ON CONFLICT DO NOTHING;
