#!/usr/bin/env bash
# `npm test`: every check the project has, cheapest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is needed for the browser tests: apt-get install -y chromium (or set CHROMIUM_PATH)." >&2
  exit 1
fi

# Runs each command in the background, then prints their outputs in order; fails if any failed.
# The type check and the linters each keep one core busy, so two of them take the time of one.
side_by_side() {
  local commands=("$@") logs status=0 pids=() i
  logs=$(mktemp -d)
  for i in "${!commands[@]}"; do
    bash -c "${commands[$i]}" > "$logs/$i" 2>&1 &
    pids+=($!)
  done
  for i in "${!commands[@]}"; do
    wait "${pids[$i]}" || status=1
    printf '$ %s\n' "${commands[$i]}"
    cat "$logs/$i"
  done
  rm -rf "$logs"
  return $status
}

# The content index both read (the pre-step of `npm run typecheck`), written before they start.
step "Content index";         npm run --silent pretypecheck
step "Type check, lint and format, side by side"
side_by_side "npx tsc --noEmit" "npm run --silent lint"
step "Unit tests";            npx vitest run --project unit
# The built site sends its forms to the fake e-mail provider the browser tests start on this port
# (tests/browser/fake-emailjs.ts reads the same variables). A plain `npm run build` leaves them unset.
export FAKE_EMAILJS_PORT="${FAKE_EMAILJS_PORT:-47411}"
export VITE_EMAILJS_ORIGIN="http://127.0.0.1:${FAKE_EMAILJS_PORT}"
export VITE_EMAILJS_PUBLIC_KEY=test-public-key VITE_EMAILJS_SERVICE_ID=test-service
export VITE_EMAILJS_TEMPLATE_ID=test-message-template VITE_EMAILJS_COMMENT_TEMPLATE_ID=test-comment-template

step "Build";                 npm run --silent build
step "Verify dist/";          npm run --silent verify
step "Tests over dist/";      npx vitest run --project dist
step "Browser tests";         npx vitest run --project browser
step "Builds of variants";    npx vitest run --project build
