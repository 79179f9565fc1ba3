#!/usr/bin/env sh
# Trunk post-build hook, run in the staging directory before it becomes dist/.
#
# 1. Trunk injects an inline <script type="module"> that loads the WebAssembly. The page loads it
#    itself (www/js/loader.js, compiling the module once for the page and its workers), and an
#    inline script would break the page's Content Security Policy, so the hook removes it and
#    checks that no inline script is left.
# 2. Trunk hashes the wasm and CSS file names but copies www/js as it is. Renaming the folder
#    after a hash of its contents (and pointing index.html at it) makes every deployment load
#    the JavaScript that matches its WebAssembly, whatever the host caches.
set -eu
cd "${TRUNK_STAGING_DIR:?run by trunk}"

awk '
  /^[[:space:]]*<script type="module">[[:space:]]*$/ { skipping = 1; next }
  skipping && /<\/script>/ { skipping = 0; next }
  !skipping { print }
' index.html > index.html.new
mv index.html.new index.html
if grep -n '<script' index.html | grep -v ' src=' >&2; then
  echo "post-build: index.html still has an inline script" >&2
  exit 1
fi

[ -d js ] || exit 0
hash=$(cat js/*.js | sha256sum | cut -c1-12)
mv js "js-$hash"
sed -i "s#src=\"js/app.js\"#src=\"js-$hash/app.js\"#" index.html
grep -q "js-$hash/app.js" index.html
