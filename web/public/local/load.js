// load.js - the WebAssembly rules (wasm/rules.js over the one-thread build), loaded once per
// page: their registry lists the in-browser games, the in-browser games referee with them,
// and the page writes moves in SAN with them in both modes (ui/notation.js).
// The WebAssembly package, relative to the page: server.js serves ../wasm there; a static
// host serves a copy of wasm/ (with its dist/) as public/wasm/.
export const WASM = 'wasm/';
let loading = null;

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`cannot load ${src}`));
    document.head.appendChild(script);
  });
}

// The rules module: dist/tessera.js defines createTessera, rules.js TesseraRules over it.
export function loadRules() {
  if (!loading) {
    loading = (async () => {
      await loadScript(`${WASM}dist/tessera.js`);
      await loadScript(`${WASM}rules.js`);
      return window.TesseraRules.load();
    })();
  }
  return loading;
}

// The games of the WebAssembly build's registry by name, in its order, with their facts in
// the shape the server's GET /api/games sends: { name, files, ranks, players: [fewest,
// most], names, options: [{ name, choices, default }] } (the game's own options).
export async function loadGames() {
  const rules = await loadRules();
  const facts = (info) => ({
    name: info.name,
    files: info.files,
    ranks: info.ranks,
    players: [info.minPlayers, info.maxPlayers],
    names: info.playerNames,
    options: info.options,
  });
  return Object.fromEntries(rules.games().map((info) => [info.name, facts(info)]));
}
