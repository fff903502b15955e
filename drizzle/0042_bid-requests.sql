CREATE TABLE "proxy_raises" (
	"id" bigint PRIMARY KEY DEFAULT nextval('bids_id_seq') NOT NULL,
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"max_amount" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"annulled_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bid_annulments" ADD COLUMN "request_id" bigint;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "request_id" bigint;--> statement-breakpoint
ALTER TABLE "proxy_raises" ADD CONSTRAINT "proxy_raises_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_raises" ADD CONSTRAINT "proxy_raises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proxy_raises_lot_idx" ON "proxy_raises" USING btree ("lot_id","id");