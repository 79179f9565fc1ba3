#!/usr/bin/env sh
# Trunk post-build hook: Trunk hashes the wasm and CSS file names but copies www/js as it is.
# Renaming the folder after a hash of its contents (and pointing index.html at it) makes every
# deployment load the JavaScript that matches its WebAssembly, whatever the host caches.
set -eu
cd "${TRUNK_STAGING_DIR:?run by trunk}"
[ -d js ] || exit 0
hash=$(cat js/*.js | sha256sum | cut -c1-12)
mv js "js-$hash"
sed -i "s#src=\"js/app.js\"#src=\"js-$hash/app.js\"#" index.html
grep -q "js-$hash/app.js" index.html
