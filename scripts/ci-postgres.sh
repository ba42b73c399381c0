#!/usr/bin/env bash
# Starts Debian's PostgreSQL for CI and prints a DATABASE_URL for a fresh, empty database, so
# the server's tests also run over `pg` (the same SQL and migrations as PGlite).
# Only the URL goes to stdout: the caller captures it.
set -euo pipefail
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq postgresql >/dev/null
fi
version=$(pg_lsclusters -h | awk 'NR==1{print $1}')
pg_ctlcluster "$version" main start >/dev/null 2>&1 || true
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
su postgres -c "psql -q -c \"do \\\$\\\$ begin if not exists (select from pg_roles where rolname = 'mall') then create role mall login password 'mall'; end if; end \\\$\\\$;\"" >/dev/null
# CREATEDB: the server's concurrency tests copy one migrated, seeded template database per test file.
su postgres -c "psql -q -c 'alter role mall createdb'" >/dev/null
# pg_signal_backend: dropping a test copy `with (force)` must be able to end an autovacuum
# worker in it (PostgreSQL 15 refuses otherwise: "must be a member of the role whose process
# is being terminated").
su postgres -c "psql -q -c 'grant pg_signal_backend to mall'" >/dev/null
su postgres -c "dropdb --if-exists mall_ci && createdb -O mall mall_ci" >/dev/null 2>&1
echo "postgres://mall:mall@127.0.0.1:5432/mall_ci"
