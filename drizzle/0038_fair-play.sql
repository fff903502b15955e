CREATE TABLE "account_review_dismissals" (
	"user_id" integer NOT NULL,
	"banned_user_id" integer NOT NULL,
	"dismissed_by" integer NOT NULL,
	"dismissed_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_review_dismissals_user_id_banned_user_id_pk" PRIMARY KEY("user_id","banned_user_id")
);
--> statement-breakpoint
CREATE TABLE "consignor_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nif" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_marks" (
	"user_id" integer NOT NULL,
	"mark" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_marks_user_id_mark_pk" PRIMARY KEY("user_id","mark")
);
--> statement-breakpoint
CREATE TABLE "premium_waivers" (
	"auction_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_waivers_auction_id_user_id_pk" PRIMARY KEY("auction_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bidding_blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_ip" text;--> statement-breakpoint
ALTER TABLE "account_review_dismissals" ADD CONSTRAINT "account_review_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_review_dismissals" ADD CONSTRAINT "account_review_dismissals_banned_user_id_users_id_fk" FOREIGN KEY ("banned_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_links" ADD CONSTRAINT "consignor_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_marks" ADD CONSTRAINT "device_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_waivers" ADD CONSTRAINT "premium_waivers_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_waivers" ADD CONSTRAINT "premium_waivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consignor_links_user_nif_key" ON "consignor_links" USING btree ("user_id","nif");--> statement-breakpoint
CREATE INDEX "device_marks_mark_idx" ON "device_marks" USING btree ("mark");