-- Live event ids in commit order without a lock shared by every bid (issue 13, item 1). An event's id is
-- its transaction's id × 65,536 + its ordinal within that transaction: ids of transactions older than the
-- oldest one still running (the snapshot's xmin) can no longer appear, so the live hub delivers exactly
-- those, in id order, and a client resuming with Last-Event-ID never skips one. The ordinal is kept in a
-- transaction-local setting, so a statement inserting several events numbers them one after another.
CREATE FUNCTION live_event_position() RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  ordinal integer := coalesce(nullif(current_setting('lonja.live_event_ordinal', true), '')::integer, 0);
BEGIN
  IF ordinal >= 65536 THEN
    RAISE EXCEPTION 'more than 65,536 live events in one transaction';
  END IF;
  PERFORM set_config('lonja.live_event_ordinal', (ordinal + 1)::text, true);
  RETURN pg_current_xact_id()::text::bigint * 65536 + ordinal;
END $$;
--> statement-breakpoint
-- Where ids below are final (see above): the live hub delivers and pages start from below it.
CREATE FUNCTION live_event_horizon() RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint * 65536
$$;
--> statement-breakpoint
ALTER TABLE "auction_events" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "auction_events_id_seq";--> statement-breakpoint
ALTER TABLE "auction_events" ALTER COLUMN "id" SET DEFAULT live_event_position();
