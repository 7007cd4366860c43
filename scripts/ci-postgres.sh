#!/usr/bin/env bash
# A throw-away PostgreSQL server for tests (trust auth, loopback only).
#
#   scripts/ci-postgres.sh start DIR   initdb in DIR/data, start on 127.0.0.1:$PG_PORT (default: the first free
#                                      port of 55432-55441); prints the connection URL on stdout, progress on stderr
#   scripts/ci-postgres.sh stop DIR    stop it and delete DIR
#
# PostgreSQL refuses to run as root: as root it runs as the `postgres` user (Debian's package creates it).
# PG_BIN overrides where initdb/pg_ctl live (default: the newest /usr/lib/postgresql/*/bin).
set -euo pipefail

cmd=${1:-}
dir=${2:-}
port=${PG_PORT:-}
if [[ -z $cmd || -z $dir ]]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi

find_bin() {
  if [[ -n ${PG_BIN:-} ]]; then
    echo "$PG_BIN"
    return
  fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -z $found ]] && command -v initdb >/dev/null; then found=$(dirname "$(command -v initdb)"); fi
  echo "$found"
}

as_owner() {
  if [[ $EUID -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case $cmd in
  start)
    bin=$(find_bin)
    if [[ -z $bin || ! -x $bin/initdb || ! -x $bin/pg_ctl ]]; then
      echo "PostgreSQL is not installed (no initdb/pg_ctl; apt-get install postgresql)" >&2
      exit 1
    fi
    if [[ $EUID -eq 0 ]] && ! id postgres >/dev/null 2>&1; then
      echo "running as root, but there is no 'postgres' user to run the server as" >&2
      exit 1
    fi
    if [[ -z $port ]]; then
      for candidate in $(seq 55432 55441); do
        # Something answers a TCP connect there: taken.
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then
          port=$candidate
          break
        fi
        echo "port $candidate is taken, trying the next one" >&2
      done
      if [[ -z $port ]]; then
        echo "ports 55432-55441 are all taken" >&2
        exit 1
      fi
    fi
    mkdir -p "$dir"
    [[ $EUID -eq 0 ]] && chown postgres: "$dir"
    if ! as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1; then
      echo "initdb failed:" >&2
      tail -n 20 "$dir/initdb.log" >&2
      exit 1
    fi
    if ! as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >&2; then
      echo "PostgreSQL did not start (is port $port taken?):" >&2
      tail -n 20 "$dir/server.log" >&2 || true
      exit 1
    fi
    echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (data in $dir)" >&2
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin=$(find_bin)
    if [[ -f $dir/data/postmaster.pid && -n $bin ]]; then
      as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
