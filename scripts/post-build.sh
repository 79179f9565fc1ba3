#!/usr/bin/env sh
# Trunk post-build hook, run in the staging directory before it becomes dist/.
#
# 1. Trunk injects an inline <script type="module"> that loads the WebAssembly. The page loads it
#    itself (www/js/loader.js, compiling the module once for the page and its workers), and an
#    inline script would break the page's Content Security Policy, so the hook removes it and
#    checks that no inline script is left.
# 2. Trunk hashes the wasm and CSS file names but copies www/js as it is (scripts in folders:
#    views/<view>/, embed/). Renaming the folder
#    after a hash of its contents (and pointing index.html at it) makes every deployment load
#    the JavaScript that matches its WebAssembly, whatever the host caches.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
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

if [ -d js ]; then
  # The views' markup (js/views/<view>/<view>.html) is inlined into index.html by Trunk: the
  # copies are not served.
  find js -name '*.html' -delete
  hash=$(find js -name '*.js' | LC_ALL=C sort | xargs cat | sha256sum | cut -c1-12)
  mv js "js-$hash"
  sed -i "s#src=\"js/app.js\"#src=\"js-$hash/app.js\"#" index.html
  grep -q "js-$hash/app.js" index.html
fi

# 4. (Last, below.) The service worker (www/sw.js) keeps the build for offline use: it gets the
#    list of the build's files and a version, a hash of them all, so that each build has a cache
#    of its own and a new build is a new worker.
precache() {
  cd "${TRUNK_STAGING_DIR:?}"
  [ -f sw.js ] || return 0
  files=$(find . -type f ! -name sw.js | sed 's#^\./##' | LC_ALL=C sort)
  version=$(printf '%s\n' $files | xargs cat | sha256sum | cut -c1-12)
  list=$(printf '%s\n' './' $files | grep -v '^index\.html$' | sed 's/.*/"&"/' | paste -sd, -)
  sed -i "s#^const VERSION = 'unbuilt';#const VERSION = '$version';#; s#^const FILES = \[\];#const FILES = [$list];#" sw.js
  grep -q "const VERSION = '$version';" sw.js
}

# 3. A second build of the core with WebAssembly's vector instructions (simd128), for browsers
#    that have them (all current ones); www/js/loader.js picks it after checking support, and
#    falls back to Trunk's plain build otherwise. Release builds only (`trunk serve` skips it).
if [ "${TRUNK_PROFILE:-debug}" != release ]; then
  precache
  exit 0
fi
cd "$root"
. "$root/scripts/simd128-env.sh"
target="$CARGO_TARGET_DIR"
# The cargo profile Trunk was given (`trunk build --cargo-profile NAME`), or release.
profile="${TRUNK_BUILD_CARGO_PROFILE:-release}"
cargo build --profile "$profile" --offline --target wasm32-unknown-unknown -p nimseq-web --lib --quiet
simd="$TRUNK_STAGING_DIR/simd-tmp"
rm -rf "$simd"
wasm-bindgen --target web --no-typescript --out-dir "$simd" --out-name nimseq \
  "$target/wasm32-unknown-unknown/$profile/nimseq_web.wasm"
wasm-opt -O3 --enable-simd --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-multivalue \
  "$simd/nimseq_bg.wasm" -o "$simd/nimseq_bg.wasm"
cd "$TRUNK_STAGING_DIR"
hash=$(cat simd-tmp/nimseq.js simd-tmp/nimseq_bg.wasm | sha256sum | cut -c1-12)
rm -rf "simd-$hash"
mv simd-tmp "simd-$hash"
# The loader finds the folder here (no download unless the browser can run it); the plain
# module is no longer preloaded (it would be fetched twice in every current browser).
sed -i 's#<link rel="preload" \(href="[^"]*_bg\.wasm"\)[^>]*>#<link rel="nimseq-plain-wasm" \1>#' index.html
grep -q 'rel="nimseq-plain-wasm"' index.html
sed -i "s#</head>#  <meta name=\"nimseq-simd128\" content=\"simd-$hash/\" />\n  </head>#" index.html
grep -q "nimseq-simd128" index.html
precache
