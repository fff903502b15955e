CREATE TYPE "public"."staff_role" AS ENUM('administracion', 'subastas', 'inscripciones', 'contabilidad', 'almacen', 'consulta');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roles" "staff_role"[] DEFAULT '{}'::staff_role[] NOT NULL;--> statement-breakpoint
-- Every administrator so far could do everything: they become administración (docs/architecture.md).
UPDATE "users" SET "roles" = '{administracion}'::staff_role[] WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_admin";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean GENERATED ALWAYS AS (cardinality(roles) > 0) STORED NOT NULL;
