ALTER TABLE "settlements" ADD COLUMN "statement_sent_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "overdue_notice_sent_on" timestamp with time zone;