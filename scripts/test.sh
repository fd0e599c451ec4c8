#!/usr/bin/env bash
# `npm test`: every check the project has, cheapest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is needed for the browser tests: apt-get install -y chromium (or set CHROMIUM_PATH)." >&2
  exit 1
fi

step "Type check";            npm run --silent typecheck
step "Lint and format";       npm run --silent lint
step "Unit tests";            npx vitest run --project unit
step "Build";                 npm run --silent build
step "Tests over dist/";      npx vitest run --project dist
step "Content build in a copy"; npx vitest run --project build
step "Browser tests";         npx vitest run --project browser
