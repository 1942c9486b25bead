#!/usr/bin/env bash
# Installs what the test suite needs and the machine lacks, from Debian's packages:
#  - Chromium at /usr/bin/chromium for the browser tests (never a downloaded browser build);
#  - a PostgreSQL server on 127.0.0.1:5432 (trust auth for local test use) when none answers there;
#  - a Java runtime for the W3C Nu HTML Checker (vnu-jar from npm) when `java` is missing;
#  - nginx and Redis for the production topology (`npm run cluster` and its tests), and wrk for its
#    bench, when missing.
# Needs root for installs; without root it says what is missing and the test run skips nothing
# silently (CI requires both).
set -euo pipefail

need_apt=()
if [ ! -x /usr/bin/chromium ]; then need_apt+=(chromium); fi
if ! command -v java >/dev/null 2>&1; then need_apt+=(default-jre-headless); fi
if [ ! -x /usr/sbin/nginx ] && ! command -v nginx >/dev/null 2>&1; then need_apt+=(nginx); fi
if ! command -v redis-server >/dev/null 2>&1; then need_apt+=(redis-server); fi
# wrk: the load of npm run bench:cluster (not needed by the tests themselves).
if ! command -v wrk >/dev/null 2>&1; then need_apt+=(wrk); fi

pg_up() { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }
if ! pg_up; then
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then need_apt+=(postgresql); fi
fi

if [ ${#need_apt[@]} -gt 0 ] && [ "$(id -u)" != "0" ]; then
  echo "Missing: ${need_apt[*]}. Run as root, or install them: sudo apt-get install ${need_apt[*]}" >&2
  # Without Chromium no browser test can run; without PostgreSQL npm test skips that run (CI never does).
  if [ ! -x /usr/bin/chromium ]; then exit 1; fi
  exit 0
fi

if [ ${#need_apt[@]} -gt 0 ]; then
  echo "Installing from Debian: ${need_apt[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi

if ! pg_up; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  conf=/etc/postgresql/$version/main
  # Local test server only: trust connections from this machine.
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$conf/pg_hba.conf"; then
    sed -i '1i host all all 127.0.0.1/32 trust' "$conf/pg_hba.conf"
    sed -i '1i host all all ::1/128 trust' "$conf/pg_hba.conf"
  fi
  sed -i "s/^#\?listen_addresses.*/listen_addresses = '127.0.0.1'/" "$conf/postgresql.conf"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
  for _ in $(seq 1 30); do pg_up && break; sleep 1; done
fi

pg_up && echo "PostgreSQL answers on 127.0.0.1:5432"
/usr/bin/chromium --version
nginx -v 2>&1
redis-server --version | cut -d' ' -f1-3
java -version 2>&1 | head -n 1
