#!/bin/sh
# Makes the package's Inter faces from Inter's variable fonts (upstream Inter 4, as split into
# latin / latin-ext / italic by Fontsource): the weight axis cut to 400–900 (the tokens use 400–700;
# the thin side is dropped whole, so the heavy side keeps its exact outlines), each face cut to the
# characters of its `unicode-range` in fonts.css (the browser uses it for no others) and the glyph
# names dropped. Every kerning pair and OpenType feature is kept. Text at 400–900 renders exactly as
# before: the screenshot baselines did not change. (Cutting to 400–700 saves 2 KB more but rescales
# the heavy side, which moved a few pixels of antialiasing at 600.)
#
#   sh packages/ui/scripts/subset-fonts.sh DIR_WITH_UPSTREAM_WOFF2
#
# The upstream files: `files/` of the npm package @fontsource-variable/inter, or the ones this
# package shipped before they were cut (git show 3fc7a05:packages/ui/src/fonts/NAME.woff2).
# Needs fontTools: Debian's python3-fonttools and python3-brotli, for /usr/bin/python3 (another
# Python with fontTools: PYTHON=… sh …).
set -eu
python=${PYTHON:-/usr/bin/python3}
src=${1:?directory with inter-latin-wght-normal.woff2, inter-latin-ext-wght-normal.woff2, inter-latin-wght-italic.woff2}
fonts=$(dirname "$0")/../src/fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for name in inter-latin-wght-normal inter-latin-ext-wght-normal inter-latin-wght-italic; do
  # The unicode-range of the @font-face whose src is this file.
  range=$("$python" -c '
import re, sys
css = open(sys.argv[1]).read()
for face in re.findall(r"@font-face\s*{([^}]*)}", css):
    if "/" + sys.argv[2] + ".woff2" in face:
        print(re.sub(r"\s+", "", re.search(r"unicode-range:([^;]*);", face).group(1)))
' "$fonts/fonts.css" "$name")
  "$python" -m fontTools.varLib.instancer "$src/$name.woff2" wght=400:900 --no-recalc-timestamp -q -o "$tmp/$name.ttf"
  "$python" -m fontTools.subset "$tmp/$name.ttf" --unicodes="$range" --layout-features='*' \
    --name-IDs='*' --name-languages='*' --flavor=woff2 --output-file="$fonts/$name.woff2"
done
ls -l "$fonts"/*.woff2
