-- Instances keep sessions in memory for the back office's reads too (src/server/modules/auth/session-cache.ts):
-- a session changed (its second factor proved, a step-up, a passkey challenge, a touch) must be forgotten
-- on every instance as well as an ended one, so the trigger of drizzle/0014 now fires on UPDATE as well.
DROP TRIGGER sessions_ended ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_cached_change('id');
