#!/usr/bin/env bash
# Installs from Debian what the browser journeys need, when it is missing: chromium and its headless
# shell (one version, two packages), and nginx for the deployment's journeys. As root, through
# apt-get; never a browser of Playwright's own. Otherwise it says what to install and fails.
#
# Plain bash, so that it needs no node_modules: `.ci/run` starts it beside `npm ci`, and `npm test`
# (scripts/run-tests.ts) runs it first, which then finds everything there.
set -euo pipefail

# The file each package provides, and the environment variable that points at a browser elsewhere
# (playwright.config.ts); a package whose file is there, or whose variable is set, is not needed.
# The files are looked for under FILES_ROOT when it is set (its test's stand-in for /; tests/build).
PACKAGES=(
  'chromium /usr/bin/chromium CHROMIUM_PATH'
  'chromium-headless-shell /usr/bin/chromium-headless-shell CHROMIUM_HEADLESS_SHELL_PATH'
  'nginx /usr/sbin/nginx -'
)

missing=()
for entry in "${PACKAGES[@]}"; do
  read -r name file variable <<<"$entry"
  [[ -e "${FILES_ROOT:-}$file" ]] && continue
  [[ "$variable" != '-' && -n "${!variable:-}" ]] && continue
  missing+=("$name")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ "$(id -u)" != 0 ]]; then
  echo "Missing Debian packages: ${missing[*]}. Install them: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "== installing from Debian: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if ! apt-get update -qq || ! apt-get install -y -qq "${missing[@]}"; then
  echo 'apt-get could not install them.' >&2
  exit 1
fi
