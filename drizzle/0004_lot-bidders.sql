CREATE TABLE "lot_bidders" (
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "lot_bidders_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "lot_bidders" ADD CONSTRAINT "lot_bidders_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_bidders" ADD CONSTRAINT "lot_bidders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Number the bidders of existing lots by their first bid, as the bid engine does from now on.
INSERT INTO "lot_bidders" ("lot_id", "user_id", "number")
SELECT "lot_id", "user_id", row_number() OVER (PARTITION BY "lot_id" ORDER BY min("id"))
FROM "bids" GROUP BY "lot_id", "user_id";
