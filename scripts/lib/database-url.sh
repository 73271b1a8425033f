# Sourced by backup-db.sh and restore-db.sh: the database comes from DATABASE_URL, the app's own setting
# (e.g. from /etc/sortim/sortim.env), never from their command line.
#
# libpq takes the whole URL, but a password inside it would be readable by every local user in the
# process list (/proc/<pid>/cmdline) while pg_dump or pg_restore runs. So a password in the URL is moved
# to PGPASSWORD (the environment is readable only by the same user) and the URL passed on holds none.

# Sets DB_URL (the URL without its password) and exports PGPASSWORD when the URL carried one.
database_url_from_env() {
  local url=${DATABASE_URL:-}
  if [[ -z $url ]]; then
    echo "DATABASE_URL is not set (e.g. postgres://sortim@127.0.0.1:5432/sortim)" >&2
    return 2
  fi
  if [[ ! $url =~ ^postgres(ql)?:// ]]; then
    echo "DATABASE_URL must be a postgres:// or postgresql:// URL" >&2
    return 2
  fi
  # scheme://user:password@rest; the password is percent-encoded in a URL and plain in PGPASSWORD.
  if [[ $url =~ ^(postgres(ql)?://)([^:@/?#]*):([^@/?#]*)@(.*)$ ]]; then
    local encoded=${BASH_REMATCH[4]}
    encoded=${encoded//\\/\\\\}
    printf -v PGPASSWORD '%b' "${encoded//%/\\x}"
    export PGPASSWORD
    url="${BASH_REMATCH[1]}${BASH_REMATCH[3]}@${BASH_REMATCH[5]}"
  fi
  DB_URL=$url
}
