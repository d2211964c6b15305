#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium (nothing is downloaded at run time). Installs it
# when missing and this user may (root, or sudo without a password); otherwise stops with a
# clear message, so `npm test` never skips the journeys silently.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo="sudo -n"
  else
    echo "Chromium is missing (/usr/bin/chromium) and this user cannot install it: run 'apt-get install -y chromium' as root." >&2
    exit 1
  fi
fi
echo "Installing Debian's chromium for the browser journeys..."
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt run to release its lock instead of failing at once.
$sudo apt-get -o DPkg::Lock::Timeout=300 update -q
$sudo apt-get -o DPkg::Lock::Timeout=300 install -y -q chromium
