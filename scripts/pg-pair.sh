#!/usr/bin/env bash
# A PostgreSQL 15 primary and a streaming standby on this machine, for the replica and failover
# tests, `npm run bench:failover` and trying it by hand (docs/operations.md, "Replicas and failover").
#
#   scripts/pg-pair.sh start DIR PRIMARY_PORT STANDBY_PORT [sync|async]
#       initdb a primary in DIR/a on PRIMARY_PORT, pg_basebackup it into DIR/b (-R: a standby
#       streaming from it) on STANDBY_PORT. sync (default): the primary's synchronous_standby_names
#       names the standby and synchronous_commit = on, so a commit is acknowledged only once the
#       standby has flushed its WAL.
#   scripts/pg-pair.sh kill NODE DIR      stop NODE (a|b) the hard way (pg_ctl -m immediate: no checkpoint, like a crash)
#   scripts/pg-pair.sh promote NODE DIR [alone]
#       promote NODE to primary and wait until it accepts writes; alone (after the other node died):
#       also clear synchronous_standby_names, or every commit would wait for a standby that is gone
#   scripts/pg-pair.sh rejoin NODE DIR OTHER_PORT
#       restart a cleanly stopped NODE as a standby of the primary on OTHER_PORT (after a planned switchover)
#   scripts/pg-pair.sh switchover DIR     planned: stop the primary cleanly (its last WAL reaches the
#       standby), promote the standby, rejoin the old primary as its standby
#   scripts/pg-pair.sh stop DIR           stop both nodes and remove DIR
#
# Trust authentication on 127.0.0.1 only; the data directories belong to the postgres user when run as root.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port_of() { cat "$1/port"; }

wait_ready() {
  local port="$1"
  for _ in $(seq 1 120); do
    "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$port" -q && return 0
    sleep 0.5
  done
  echo "pg-pair: nothing answers on port $port" >&2
  return 1
}

wait_writable() {
  local port="$1"
  for _ in $(seq 1 120); do
    [ "$("$PG_BIN/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -Atc 'SELECT pg_is_in_recovery()' 2>/dev/null || true)" = f ] && return 0
    sleep 0.5
  done
  echo "pg-pair: port $port never accepted writes" >&2
  return 1
}

start_node() {
  local data="$1"
  as_pg "$PG_BIN/pg_ctl" -D "$data" -l "$data/server.log" -w -t 120 start >/dev/null
  wait_ready "$(port_of "$data")"
}

configure_standby() {
  local data="$1" upstream_port="$2"
  cat >>"$data/postgresql.auto.conf" <<EOF
primary_conninfo = 'host=127.0.0.1 port=$upstream_port user=postgres application_name=$(basename "$data")'
EOF
  as_pg touch "$data/standby.signal"
}

cmd="${1:-}"
case "$cmd" in
  start)
    dir="$2" primary_port="$3" standby_port="$4" mode="${5:-sync}"
    mkdir -p "$dir"
    chmod 777 "$dir"
    as_pg "$PG_BIN/initdb" -D "$dir/a" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    echo "$primary_port" >"$dir/a/port"
    cat >>"$dir/a/postgresql.conf" <<EOF
port = $primary_port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
wal_level = replica
max_wal_senders = 5
hot_standby = on
hot_standby_feedback = on
wal_keep_size = '256MB'
shared_buffers = '32MB'
max_connections = 60
fsync = on
jit = off
EOF
    if [ "$mode" = sync ]; then
      # Either node may be the standby after a switchover: name both.
      echo "synchronous_standby_names = 'FIRST 1 (a, b)'" >>"$dir/a/postgresql.conf"
      echo "synchronous_commit = on" >>"$dir/a/postgresql.conf"
    fi
    echo "host replication all 127.0.0.1/32 trust" >>"$dir/a/pg_hba.conf"
    start_node "$dir/a"
    as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/b" -X stream -c fast
    sed -i "s/^port = .*/port = $standby_port/" "$dir/b/postgresql.conf"
    echo "$standby_port" | as_pg tee "$dir/b/port" >/dev/null
    # pg_basebackup -R would name no application: the sync setting matches standbys by name.
    configure_standby "$dir/b" "$primary_port"
    start_node "$dir/b"
    # Until the standby streams, a synchronous commit would wait for it.
    for _ in $(seq 1 120); do
      [ "$("$PG_BIN/psql" -h 127.0.0.1 -p "$primary_port" -U postgres -d postgres -Atc "SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming'")" = 1 ] && break
      sleep 0.5
    done
    ;;
  kill)
    node="$2" dir="$3"
    as_pg "$PG_BIN/pg_ctl" -D "$dir/$node" -m immediate -w stop >/dev/null
    ;;
  promote)
    node="$2" dir="$3" alone="${4:-}"
    as_pg "$PG_BIN/pg_ctl" -D "$dir/$node" -w promote >/dev/null
    wait_writable "$(port_of "$dir/$node")"
    if [ "$alone" = alone ]; then
      "$PG_BIN/psql" -h 127.0.0.1 -p "$(port_of "$dir/$node")" -U postgres -d postgres -qc "ALTER SYSTEM SET synchronous_standby_names = ''" -c 'SELECT pg_reload_conf()' >/dev/null
    fi
    ;;
  rejoin)
    node="$2" dir="$3" other_port="$4"
    sed -i '/^primary_conninfo/d' "$dir/$node/postgresql.auto.conf"
    configure_standby "$dir/$node" "$other_port"
    start_node "$dir/$node"
    ;;
  switchover)
    dir="$2"
    if [ "$("$PG_BIN/psql" -h 127.0.0.1 -p "$(port_of "$dir/a")" -U postgres -d postgres -Atc 'SELECT pg_is_in_recovery()' 2>/dev/null || true)" = f ]; then
      old=a new=b
    else
      old=b new=a
    fi
    # A clean (fast) shutdown sends every WAL record to the connected standby before it ends.
    as_pg "$PG_BIN/pg_ctl" -D "$dir/$old" -m fast -w stop >/dev/null
    "$0" promote "$new" "$dir"
    "$0" rejoin "$old" "$dir" "$(port_of "$dir/$new")"
    ;;
  stop)
    dir="$2"
    for node in a b; do
      [ -f "$dir/$node/postmaster.pid" ] && as_pg "$PG_BIN/pg_ctl" -D "$dir/$node" -m immediate -w stop >/dev/null 2>&1 || true
    done
    rm -rf "$dir"
    ;;
  *)
    sed -n '2,23p' "$0" >&2
    exit 2
    ;;
esac
