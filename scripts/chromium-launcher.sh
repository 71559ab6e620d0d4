#!/usr/bin/env bash
# Starts Chromium ($PORTAL_CHROMIUM, set by scripts/chromium.mjs) with every --disable-features and
# every --enable-features switch merged into one each. Chromium keeps only the last of each, so our
# own list (scripts/chromium.mjs) would otherwise cancel the one Playwright passes (PaintHolding,
# HttpsUpgrades and others that its waits rely on), or be cancelled by it.
set -euo pipefail
disable=() enable=() rest=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disable+=("${arg#--disable-features=}") ;;
    --enable-features=*) enable+=("${arg#--enable-features=}") ;;
    *) rest+=("$arg") ;;
  esac
done
joined() {
  local IFS=,
  echo "$*"
}
if [ ${#disable[@]} -gt 0 ]; then rest+=("--disable-features=$(joined "${disable[@]}")"); fi
if [ ${#enable[@]} -gt 0 ]; then rest+=("--enable-features=$(joined "${enable[@]}")"); fi
exec "${PORTAL_CHROMIUM:?scripts/chromium.mjs sets PORTAL_CHROMIUM to the Chromium to start}" "${rest[@]}"
