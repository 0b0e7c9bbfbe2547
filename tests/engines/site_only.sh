#!/usr/bin/env bash
# site_only.sh - an engine that offers Wall Go but none of its own options (no WallGoRules):
# it can play the site rules only. tessera-match must refuse it for a show-rules match before
# any game, and accept it for a site-rules one.
while read -r line; do
    case "$line" in
        uci) printf 'id name SiteOnly\noption name UCI_Variant type combo default wallgo var wallgo\nuciok\n' ;;
        isready) echo readyok ;;
        go*) echo "bestmove (none)" ;;
        quit) exit 0 ;;
    esac
done
