-- Instances keep settings and sessions in memory (issue 13, item 3); these triggers tell every instance,
-- at commit, which row changed ("table:key" on channel lonja_changes, src/server/db/changes.ts). The key
-- column is the trigger's argument. NOTIFY folds identical payloads within a transaction.
CREATE FUNCTION notify_cached_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  PERFORM pg_notify('lonja_changes', TG_TABLE_NAME || ':' || (changed ->> TG_ARGV[0]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER config_data_changed AFTER INSERT OR UPDATE OR DELETE ON config_data
  FOR EACH ROW EXECUTE FUNCTION notify_cached_change('key');
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_cached_change('id');
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_cached_change('id');
