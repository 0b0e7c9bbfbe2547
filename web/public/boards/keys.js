// keys.js - playing the boards with the keyboard: every square, cell or groove that a click
// would act on is a button in the Tab order (Enter or Space clicks it), with a spoken name;
// a redraw gives the focus back to the same item, or to the first one that can act.
export function makeKey(item, label, action) {
  item.tabIndex = 0;
  item.setAttribute('role', 'button');
  item.setAttribute('aria-label', label);
  item.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      action();
    }
  });
}

// Runs redraw(); if the focus was on the board, puts it back on the item with the same
// square or wall, else on the first item that can act, else on the board itself.
export function keepFocus(container, redraw) {
  const active = document.activeElement;
  const inside = Boolean(active) && container.contains(active);
  const key = inside && active !== container ? active.dataset.square || active.dataset.wall : null;
  redraw();
  if (!inside) return;
  const items = [...container.querySelectorAll('[tabindex="0"]')];
  const target = items.find((item) => key && (item.dataset.square === key || item.dataset.wall === key)) || items[0];
  container.tabIndex = -1;
  (target || container).focus();
}
