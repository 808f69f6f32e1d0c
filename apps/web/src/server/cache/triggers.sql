-- Cache invalidation triggers, installed after the migrations on both drivers (cache/triggers.ts).
-- One message per changed row on the channel propledger_cache; NOTIFY goes out at commit, never for a
-- rolled-back write. Bump the version in the COMMENT when this file changes: the installer re-runs it then.
CREATE OR REPLACE FUNCTION propledger_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('propledger_cache', 'all');
  ELSIF TG_TABLE_NAME = 'notifications' THEN
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('propledger_cache', 'notifications:' || NEW.user_id); END IF;
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('propledger_cache', 'notifications:' || OLD.user_id); END IF;
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('propledger_cache', 'session:' || OLD.id_hash);
    IF TG_OP = 'UPDATE' THEN PERFORM pg_notify('propledger_cache', 'session:' || NEW.id_hash); END IF;
  ELSIF TG_TABLE_NAME IN ('memberships', 'user_mfa') THEN
    PERFORM pg_notify('propledger_cache', 'user:' || OLD.user_id);
    IF TG_OP = 'UPDATE' THEN PERFORM pg_notify('propledger_cache', 'user:' || NEW.user_id); END IF;
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('propledger_cache', 'user:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'organizations' THEN
    PERFORM pg_notify('propledger_cache', 'org:' || OLD.id);
  ELSE
    -- properties, units, tenants, accounts: the AI search's cached names of the organization
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('propledger_cache', 'names:' || NEW.organization_id); END IF;
    IF TG_OP = 'DELETE' THEN
      PERFORM pg_notify('propledger_cache', 'names:' || OLD.organization_id);
    ELSIF TG_OP = 'UPDATE' AND OLD.organization_id IS DISTINCT FROM NEW.organization_id THEN
      PERFORM pg_notify('propledger_cache', 'names:' || OLD.organization_id);
    END IF;
  END IF;
  RETURN NULL;
END
$fn$;
COMMENT ON FUNCTION propledger_cache_notify() IS 'propledger-cache v3';
CREATE OR REPLACE TRIGGER propledger_cache AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
-- Not for the sliding-expiry touch (SET last_seen_at only): that is no reason to drop a cached session.
CREATE OR REPLACE TRIGGER propledger_cache
  AFTER UPDATE OF id_hash, user_id, organization_id, csrf_secret, created_at, expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache AFTER UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
-- Two-factor turned on or off changes what a session of the user may do (an organization may require it).
CREATE OR REPLACE TRIGGER propledger_cache AFTER UPDATE OR DELETE ON user_mfa
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache AFTER UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache AFTER INSERT OR UPDATE OR DELETE ON properties
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache AFTER INSERT OR UPDATE OR DELETE ON units
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache AFTER INSERT OR UPDATE OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache AFTER INSERT OR UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache_truncate AFTER TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache_truncate AFTER TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache_truncate AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache_truncate AFTER TRUNCATE ON units
  FOR EACH STATEMENT EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache_truncate AFTER TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION propledger_cache_notify();
CREATE OR REPLACE TRIGGER propledger_cache_truncate AFTER TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION propledger_cache_notify();
