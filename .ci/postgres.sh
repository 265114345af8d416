# A throwaway PostgreSQL cluster, sourced by .ci/run and .ci/with-postgres (run from the
# repository root, under `set -euo pipefail`): starts the server, exports STARPOST_TEST_POSTGRES,
# and stops and removes it when the sourcing shell exits.
# --- a throwaway PostgreSQL cluster -----------------------------------------------------------
# The distribution's server binaries (Debian: /usr/lib/postgresql/<version>/bin), installed from
# its `postgresql` package when missing. The cluster lives in a temporary folder, listens on
# 127.0.0.1 at a free port (and a socket in that folder), trusts local connections, and is
# stopped and removed on exit. initdb refuses to run as root: as root, the cluster runs as the
# `postgres` system user (or `nobody`).
pg_bin() {
  local d found=""
  for d in /usr/lib/postgresql/*/bin; do
    [ -x "$d/initdb" ] && found="$d"
  done
  if [ -z "$found" ] && command -v initdb >/dev/null 2>&1; then
    found="$(dirname "$(command -v initdb)")"
  fi
  echo "$found"
}

PG_BIN="$(pg_bin)"
if [ -z "$PG_BIN" ]; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    echo "installing PostgreSQL (the distribution's postgresql package)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    PG_BIN="$(pg_bin)"
  fi
fi
if [ -z "$PG_BIN" ]; then
  echo "PostgreSQL not found: install the postgresql package (initdb, pg_ctl)" >&2
  exit 1
fi

PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/starpost-ci-pg.XXXXXX")"
as_pg() { "$@"; }
if [ "$(id -u)" = 0 ]; then
  PG_USER=postgres
  id -u postgres >/dev/null 2>&1 || PG_USER=nobody
  chown "$PG_USER" "$PG_DIR"
  as_pg() { runuser -u "$PG_USER" -- "$@"; }
fi
stop_postgres() {
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap stop_postgres EXIT

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres --no-sync >/dev/null
PG_PORT=""
for port in $(seq 55432 55499); do
  # A port nobody answers on; if another process takes it first, the start fails: try the next.
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    continue
  fi
  if as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w -t 60 start -o \
    "-c listen_addresses=127.0.0.1 -p $port -k $PG_DIR -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    >/dev/null; then
    PG_PORT="$port"
    break
  fi
done
if [ -z "$PG_PORT" ]; then
  echo "could not start PostgreSQL:" >&2
  cat "$PG_DIR/log" >&2 || true
  exit 1
fi
export STARPOST_TEST_POSTGRES="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') for the tests at $STARPOST_TEST_POSTGRES"
