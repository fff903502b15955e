CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_line_id" integer NOT NULL,
	"settlement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"lot_id" integer,
	"declaration" jsonb NOT NULL,
	"refund_amount" integer NOT NULL,
	"declared_on" timestamp with time zone DEFAULT now() NOT NULL,
	"refund_due_on" timestamp with time zone NOT NULL,
	"refunded_on" timestamp with time zone,
	"rectification_invoice_id" integer,
	"relisted_lot_id" integer
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "buyers" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "withdrawal_excluded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "withdrawal_exclusion_reason" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "deposit_refund_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refund_due_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refund_overdue_alerted_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "withdrawn_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settlement_line_id_settlement_lines_id_fk" FOREIGN KEY ("settlement_line_id") REFERENCES "public"."settlement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_rectification_invoice_id_invoices_id_fk" FOREIGN KEY ("rectification_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_relisted_lot_id_lots_id_fk" FOREIGN KEY ("relisted_lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_line_key" ON "withdrawals" USING btree ("settlement_line_id");--> statement-breakpoint
CREATE INDEX "withdrawals_settlement_idx" ON "withdrawals" USING btree ("settlement_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "withdrawals_declared_idx" ON "withdrawals" USING btree ("declared_on");