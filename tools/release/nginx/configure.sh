#!/bin/sh
# Prints this release's nginx server config for one host. Run it from the unpacked release:
#   nginx/configure.sh --api 10.0.0.5:8080 [--listen 80] [--server-name wallet.example]
#                      [--root /srv/wallet/site] [--brotli auto|on|off] > /etc/nginx/conf.d/wallet.conf
#   nginx -t && nginx -s reload
# --api is the operator's backend (host:port) that /api and /socket.io are proxied to.
# --root defaults to the site/ folder beside this script; --brotli auto turns brotli on when
# Debian's brotli filter and static modules are enabled.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
site=$(cd "$here/../site" && pwd)
api=''
listen=80
server_name=_
brotli=auto
usage() {
  sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
while [ $# -gt 0 ]; do
  [ $# -ge 2 ] || usage
  case "$1" in
    --api) api=$2 ;;
    --listen) listen=$2 ;;
    --server-name) server_name=$2 ;;
    --root) site=$2 ;;
    --brotli) brotli=$2 ;;
    *) usage ;;
  esac
  shift 2
done
[ -n "$api" ] || usage
if [ "$brotli" = auto ]; then
  if ls /etc/nginx/modules-enabled/*brotli-filter* /etc/nginx/modules-enabled/*brotli-static* >/dev/null 2>&1; then brotli=on; else brotli=off; fi
fi
brotli_line='# brotli: off (no brotli module)'
[ "$brotli" = on ] && brotli_line="include $here/brotli.conf;"
sed -e "s|__API_UPSTREAM__|$api|g" \
  -e "s|__LISTEN__|$listen|g" \
  -e "s|__SERVER_NAME__|$server_name|g" \
  -e "s|__SITE_ROOT__|$site|g" \
  -e "s|__NGINX_DIR__|$here|g" \
  -e "s|__BROTLI__|$brotli_line|g" \
  "$here/wallet.conf.template"
