#!/usr/bin/env bash
# `npm run test:pg`: every backend test file, the fault test and the first-start test on a throwaway PostgreSQL
# cluster this script starts (and removes) itself. Needs PostgreSQL's binaries (Debian: apt-get install postgresql).
# Extra arguments go to vitest (e.g. a file name).
set -euo pipefail
cd "$(dirname "$0")/.."
cluster=$(bash scripts/pg-cluster.sh start)
eval "$cluster"
trap 'bash scripts/pg-cluster.sh stop "$TEST_PG_CLUSTER"' EXIT
npx remix build
npx vitest run "${@:-backend}" tests/postgres
