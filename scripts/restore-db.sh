#!/usr/bin/env bash
# Restores a dump made by scripts/backup-db.sh into the database DATABASE_URL names. See docs/deploy.md,
# "Restoring a backup".
#
# Usage: DATABASE_URL=postgres://... scripts/restore-db.sh [--force] DUMP
# The database must exist (createdb --owner sortim sortim_restored) and be empty: no tables and no schema
# but public. --force replaces a database that is not: everything in it is dropped first, so it ends up
# holding exactly the dump. Stop every Sortim process on that database first. The restore is one
# transaction: if anything fails, nothing changes. Objects are owned by the user DATABASE_URL connects as
# (the app's own role), whoever owned them where the dump was made.
set -euo pipefail

usage() {
  echo "Usage: DATABASE_URL=postgres://... $0 [--force] DUMP" >&2
  exit 2
}

force=false
dump=""
while (($# > 0)); do
  case $1 in
    --force)
      force=true
      shift
      ;;
    -h | --help) usage ;;
    -*) echo "Unknown option: $1" >&2; usage ;;
    *)
      [[ -z $dump ]] || usage
      dump=$1
      shift
      ;;
  esac
done
[[ -n $dump ]] || usage
[[ -f $dump && -r $dump ]] || { echo "No readable dump at $dump" >&2; exit 2; }

# shellcheck source=scripts/lib/database-url.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/database-url.sh"
database_url_from_env

if ! pg_restore --list "$dump" >/dev/null; then
  echo "$dump is not a pg_dump custom-format archive (or is damaged)" >&2
  exit 1
fi

# What a restore would collide with: tables, views, sequences... in any user schema, and user schemas.
existing=$(psql --no-psqlrc --quiet --tuples-only --no-align --set ON_ERROR_STOP=1 --dbname="$DB_URL" --command "
  SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
            AND n.nspname NOT IN ('pg_catalog', 'information_schema')
            AND n.nspname NOT LIKE 'pg\_toast%' AND n.nspname NOT LIKE 'pg\_temp%')
       + (SELECT count(*) FROM pg_namespace
          WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\_%')")

if ((existing > 0)) && [[ $force != true ]]; then
  echo "The target database is not empty ($existing tables, sequences or schemas): refusing to restore." >&2
  echo "Restore into a new empty database (createdb), or pass --force to replace everything in it." >&2
  exit 1
fi

# --force empties the database first. Not pg_restore --clean: it cannot drop pg-boss's partitioned tables
# ("cannot drop inherited constraint"). Every schema is dropped, public too (its owner may drop it with
# objects of other owners, such as an extension an administrator created), and public is made again with
# the same owner and grants.
readonly EMPTY_DATABASE_SQL=$(cat <<'SQL'
DO $$
DECLARE
  owner regrole := (SELECT nspowner::regrole FROM pg_namespace WHERE nspname = 'public');
  grants aclitem[] := (SELECT nspacl FROM pg_namespace WHERE nspname = 'public');
  item record;
BEGIN
  FOR item IN SELECT nspname FROM pg_namespace
              WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\_%' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', item.nspname);
  END LOOP;
  EXECUTE format('CREATE SCHEMA public AUTHORIZATION %s', owner);
  FOR item IN SELECT a.privilege_type, a.grantee FROM aclexplode(grants) a WHERE a.grantee <> owner LOOP
    EXECUTE format('GRANT %s ON SCHEMA public TO %s', item.privilege_type,
                   CASE WHEN item.grantee = 0 THEN 'PUBLIC' ELSE item.grantee::regrole::text END);
  END LOOP;
END
$$;
SQL
)

# pg_restore brings the rows back but not the planner's statistics; the app's queries need them.
readonly ANALYZE_SQL=$(cat <<'SQL'
DO $$
DECLARE item record;
BEGIN
  FOR item IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE c.relkind IN ('r', 'p', 'm')
                AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\_%' LOOP
    EXECUTE format('ANALYZE %s', item.name);
  END LOOP;
END
$$;
SQL
)

# One transaction, as pg_restore --single-transaction would make, that also holds the emptying: COMMIT is
# sent only after pg_restore has written the whole archive, so a failure anywhere (an unreadable block,
# an SQL error) ends the session with the transaction open, and PostgreSQL rolls it all back.
{
  echo 'SET client_min_messages = warning;'
  echo 'BEGIN;'
  [[ $force != true ]] || echo "$EMPTY_DATABASE_SQL"
  pg_restore --no-owner --no-privileges --file=- "$dump"
  echo "$ANALYZE_SQL"
  echo 'COMMIT;'
} | psql --no-psqlrc --quiet --set ON_ERROR_STOP=1 --dbname="$DB_URL" >/dev/null
echo "restored $dump"
