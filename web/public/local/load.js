// load.js - the WebAssembly rules (wasm/rules.js over the one-thread build), loaded once per
// page: the in-browser games referee with them, and the page writes moves in SAN with them
// in both modes (ui/notation.js).
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
