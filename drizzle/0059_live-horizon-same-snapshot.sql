-- The horizon past silent writes (drizzle/0029) is read from the snapshot of the statement that calls it.
-- The live hub and the notifier ask, in one statement, for the events after their cursor and whether each
-- is final. As a VOLATILE function it took a snapshot of its own, newer than the rows': a transaction that
-- committed between the two was seen as ended by the horizon but its event was not among the rows, so a
-- later event was given as final, the cursor passed it, and the earlier event was never given to anybody
-- (src/server/live/horizon.test.ts). STABLE, it uses the calling statement's snapshot. pg_locks is still
-- read as it is now: it only ever removes silent transactions, which carry no event.
ALTER FUNCTION live_event_horizon_past_silent() STABLE;
