#!/usr/bin/env bash
# Dumps Sortim's PostgreSQL database in pg_dump's custom format: every schema (the app's tables, drizzle's
# migration journal, pg-boss's jobs and schedules), read from one consistent snapshot while the app runs.
# scripts/restore-db.sh reads it back. See docs/deploy.md, "Backups".
#
# Usage: DATABASE_URL=postgres://... scripts/backup-db.sh [--keep-days N] DEST
#   DEST an existing directory: writes DEST/sortim-<UTC time>.dump; with --keep-days N, then deletes the
#        directory's sortim-*.dump files older than N days (never the one just written).
#   DEST anything else: the file to write; its directory must exist.
# The dump is written under a temporary name, checked to be a readable archive, then renamed: a file
# named like a backup is always a whole one. Dumps hold personal data and password hashes: mode 0600.
set -euo pipefail

usage() {
  echo "Usage: DATABASE_URL=postgres://... $0 [--keep-days N] DEST (a directory or a file)" >&2
  exit 2
}

keep_days=""
dest=""
while (($# > 0)); do
  case $1 in
    --keep-days)
      (($# >= 2)) || usage
      [[ $2 =~ ^[1-9][0-9]*$ ]] || { echo "--keep-days takes a whole number of days (1 or more)" >&2; exit 2; }
      keep_days=$2
      shift 2
      ;;
    -h | --help) usage ;;
    -*) echo "Unknown option: $1" >&2; usage ;;
    *)
      [[ -z $dest ]] || usage
      dest=$1
      shift
      ;;
  esac
done
[[ -n $dest ]] || usage

# shellcheck source=scripts/lib/database-url.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/database-url.sh"
database_url_from_env

if [[ -d $dest ]]; then
  dir=${dest%/}
  dir=${dir:-/}
  file="$dir/sortim-$(date -u +%Y%m%dT%H%M%SZ).dump"
else
  [[ -z $keep_days ]] || { echo "--keep-days needs DEST to be a directory" >&2; exit 2; }
  dir=$(dirname -- "$dest")
  file=$dest
  [[ -d $dir ]] || { echo "No such directory: $dir" >&2; exit 2; }
fi

umask 077
partial=$(mktemp "$dir/.sortim-backup.XXXXXX")
trap 'rm -f -- "$partial"' EXIT

pg_dump --format=custom --file="$partial" --dbname="$DB_URL"
# A truncated or corrupt archive fails here rather than on the day it is needed.
pg_restore --list "$partial" >/dev/null
mv -f -- "$partial" "$file"
trap - EXIT
echo "backup written: $file ($(du -h -- "$file" | cut -f1))"
# For /metrics (backup_last_success_timestamp_seconds) and its alert on a backup older than a day. A database
# that cannot take the row (an older release's schema) does not undo a good backup: it says so.
psql --no-psqlrc --quiet --set ON_ERROR_STOP=1 --dbname="$DB_URL" --command "
  insert into operation_runs (kind, finished_at) values ('backup', now())
  on conflict (kind) do update set finished_at = excluded.finished_at" >/dev/null ||
  echo "warning: the backup is good, but its time could not be recorded for /metrics" >&2

if [[ -n $keep_days ]]; then
  find "$dir" -maxdepth 1 -type f -name 'sortim-*.dump' ! -name "$(basename -- "$file")" \
    -mmin "+$((keep_days * 24 * 60))" -print -delete |
    sed 's/^/old backup deleted: /'
fi
