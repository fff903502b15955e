CREATE TABLE "bank_statement_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"account" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"opening_balance" bigint NOT NULL,
	"closing_balance" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_accounts" ADD CONSTRAINT "bank_statement_accounts_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_accounts_account_idx" ON "bank_statement_accounts" USING btree ("account","period_from");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_card_payment_key" ON "payments" USING btree ("card_payment_id") WHERE "payments"."card_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_bank_line_key" ON "payments" USING btree ("bank_line_id") WHERE "payments"."bank_line_id" is not null;