#!/usr/bin/env bash
# Restarts the server copies one after another (an update, a configuration change) without a failed request:
#   deploy/rolling-restart.sh 3001 3002 3003
# Each copy (systemd unit sponsordesk@<port>) gets SIGTERM: it finishes its requests, and nginx sends the new
# ones to the other copies. Once it answers /readyz again, the script waits out nginx's fail_timeout (10 s in
# deploy/nginx/sponsordesk.conf) before the next copy: nginx keeps skipping a copy that refused a connection
# for that long, even once it is back, and with every copy skipped at once it answers 502 "no live upstreams".
set -euo pipefail
FAIL_TIMEOUT_SECONDS="${FAIL_TIMEOUT_SECONDS:-10}"
[ $# -gt 0 ] || { echo "usage: $0 PORT [PORT ...]" >&2; exit 2; }
for port in "$@"; do
  echo "restarting sponsordesk@${port}"
  systemctl restart "sponsordesk@${port}"
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:${port}/readyz" >/dev/null 2>&1 && break
    sleep 1
  done
  curl -fsS "http://127.0.0.1:${port}/readyz" >/dev/null || { echo "sponsordesk@${port} is not ready" >&2; exit 1; }
  sleep $((FAIL_TIMEOUT_SECONDS + 1))
done
echo "all copies restarted"
