ALTER TABLE "auctions" ADD COLUMN "tax_treatment" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "tax_provision" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "house_sells" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "tax_treatment" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "tax_provision" text;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "purchase_price" integer;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "tax_treatment" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "tax_provision" text;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "purchase_price" integer;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "premium_invoice_id" integer;--> statement-breakpoint
-- Until now a null goods rate meant exempt (under art. 20, unspecified).
UPDATE "auctions" SET "tax_treatment" = 'exempt' WHERE "goods_vat_percent" IS NULL;--> statement-breakpoint
UPDATE "settlement_lines" SET "tax_treatment" = 'exempt' WHERE "goods_vat_percent" IS NULL;--> statement-breakpoint
-- Invoices issued so far billed goods and premium together: the premium of those lines is invoiced.
UPDATE "settlement_lines" SET "premium_invoice_id" = "invoice_id" WHERE "invoice_id" IS NOT NULL;
