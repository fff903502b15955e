CREATE TABLE "auction_follows" (
	"user_id" integer NOT NULL,
	"auction_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_follows_user_id_auction_id_pk" PRIMARY KEY("user_id","auction_id")
);
--> statement-breakpoint
CREATE TABLE "lot_follows" (
	"user_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_follows_user_id_lot_id_pk" PRIMARY KEY("user_id","lot_id")
);
--> statement-breakpoint
ALTER TABLE "auction_follows" ADD CONSTRAINT "auction_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_follows" ADD CONSTRAINT "auction_follows_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_follows" ADD CONSTRAINT "lot_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_follows" ADD CONSTRAINT "lot_follows_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_follows_auction_idx" ON "auction_follows" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "lot_follows_lot_idx" ON "lot_follows" USING btree ("lot_id");