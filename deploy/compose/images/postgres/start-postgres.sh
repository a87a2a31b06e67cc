#!/bin/sh
# First start: a cluster with one password-protected role, `ferretdb`, and its database.
set -eu
if [ ! -f "$PGDATA/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is not set}" >"$pwfile"
  initdb -D "$PGDATA.new" -U ferretdb --pwfile="$pwfile" --auth-host=scram-sha-256 --auth-local=peer -E UTF8 --locale=C >/dev/null
  rm -f "$pwfile"
  echo 'host all all all scram-sha-256' >>"$PGDATA.new/pg_hba.conf"
  echo 'CREATE DATABASE ferretdb;' | postgres --single -D "$PGDATA.new" -c unix_socket_directories= postgres >/dev/null
  mv "$PGDATA.new" "$PGDATA"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories= -c synchronous_commit=off
