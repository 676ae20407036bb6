#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests (CI and `npm run test:pg`), never for a shop's data.
#   scripts/pg-cluster.sh start         starts one in a new temp folder; prints `export …` lines to eval:
#                                       TEST_DATABASE_URL (a superuser on 127.0.0.1:<free port>) and TEST_PG_CLUSTER
#   scripts/pg-cluster.sh restart DIR   restarts it (the fault test does, to play a PostgreSQL restart)
#   scripts/pg-cluster.sh down|up DIR   stops it (keeping the data) and starts it again (an outage)
#   scripts/pg-cluster.sh stop DIR      stops it and removes the folder
# PostgreSQL refuses to run as root, so under root the cluster belongs to the `postgres` user (Debian's package
# creates it). The binaries are Debian's (/usr/lib/postgresql/<version>/bin, newest) or whatever is on PATH.
set -euo pipefail

bindir() {
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$newest" ] && [ -x "$newest/pg_ctl" ]; then echo "$newest"; return; fi
  if command -v pg_ctl >/dev/null; then dirname "$(command -v pg_ctl)"; return; fi
  echo "pg-cluster: no PostgreSQL binaries (apt-get install -y postgresql)" >&2
  exit 1
}

# Runs a command as the cluster's owner.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

pg_ctl_in() {
  local dir=$1; shift
  as_owner "$(bindir)/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 "$@" >/dev/null
}

case "${1:-}" in
  start)
    bin=$(bindir)
    # Under root the folder must be reachable by `postgres`: /tmp, whatever TMPDIR says.
    if [ "$(id -u)" = 0 ]; then parent=/tmp; else parent=${TMPDIR:-/tmp}; fi
    dir=$(mktemp -d "$parent/shop-pg-XXXXXX")
    chmod 755 "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
    port=$(free_port)
    as_owner "$bin/initdb" -D "$dir/data" -U shop --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
    # Throwaway data: durability off for speed; enough connections for every test file's pool at once.
    cat >>"$dir/data/postgresql.conf" <<CONF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
max_connections = 300
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
    if ! pg_ctl_in "$dir" start; then cat "$dir/server.log" >&2; exit 1; fi
    echo "export TEST_DATABASE_URL=postgres://shop@127.0.0.1:$port/postgres"
    echo "export TEST_PG_CLUSTER=$dir"
    ;;
  restart)
    pg_ctl_in "$2" restart -m fast
    ;;
  down)
    pg_ctl_in "$2" stop -m fast
    ;;
  up)
    pg_ctl_in "$2" start
    ;;
  stop)
    [ -d "${2:-}/data" ] || exit 0
    pg_ctl_in "$2" stop -m immediate || true
    rm -rf "$2"
    ;;
  *)
    echo "usage: $0 start | restart DIR | down DIR | up DIR | stop DIR" >&2
    exit 2
    ;;
esac
