-- A push subscription remembers since when every push to it has failed; after a week it is forgotten
-- (issue 28: endpoints that never answer stayed registered for ever). The snapshot beside this migration is
-- the whole schema again: the branches merged before it each carried a snapshot of their own.
ALTER TABLE "push_subscriptions" ADD COLUMN "failing_since" timestamp with time zone;
