// keys.js - playing the boards with the keyboard. Every square, cell or groove that a click
// would act on is a button with a spoken name (Enter or Space clicks it), but the board is
// one stop in the Tab order (a roving tabindex): the arrow keys move between its buttons,
// to the nearest one in the arrow's direction. A redraw keeps the focus, and the Tab stop,
// on the same square or wall when it can still act, else on the first button.
const STEPS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
const BUTTONS = '[role="button"]';

export function makeKey(item, label, action) {
  item.tabIndex = -1;
  item.setAttribute('role', 'button');
  item.setAttribute('aria-label', label);
  item.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      action();
    }
  });
}

const keyOf = (item) => item.dataset.square || item.dataset.wall;

function centre(item) {
  const box = item.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
}

// The button nearest to from in the direction [dx, dy] (on screen, so a turned board works
// alike): the least distance along it plus twice the distance across; null when none.
function nearest(items, from, [dx, dy]) {
  const [x, y] = centre(from);
  let best = null;
  let bestScore = Infinity;
  for (const item of items) {
    const [ix, iy] = centre(item);
    const along = (ix - x) * dx + (iy - y) * dy;
    const across = Math.abs((ix - x) * dy + (iy - y) * dx);
    const score = along + 2 * across;
    if (along > 1 && score < bestScore) {
      best = item;
      bestScore = score;
    }
  }
  return best;
}

// Makes item the board's one Tab stop.
function rove(container, item) {
  for (const other of container.querySelectorAll(`${BUTTONS}[tabindex="0"]`)) other.tabIndex = -1;
  item.tabIndex = 0;
}

// The arrow keys and the Tab stop's move with the focus, set up once per container.
function listen(container) {
  if (container.dataset.roving) return;
  container.dataset.roving = 'on';
  container.addEventListener('focusin', (event) => {
    if (event.target.matches(BUTTONS)) rove(container, event.target);
  });
  container.addEventListener('keydown', (event) => {
    const step = STEPS[event.key];
    if (!step || !event.target.matches(BUTTONS)) return;
    event.preventDefault();
    const next = nearest(container.querySelectorAll(BUTTONS), event.target, step);
    if (next) next.focus();
  });
  // A click chooses without leaving a focus frame behind: the focus stays where it was.
  container.addEventListener('mousedown', (event) => {
    if (event.target.closest(BUTTONS)) event.preventDefault();
  });
}

// Runs redraw(); then one button is the Tab stop (the one of the same square or wall as
// before, else the first), and if the focus was on the board it goes there (or to the board
// itself when nothing can act).
export function keepFocus(container, redraw) {
  const active = document.activeElement;
  const inside = Boolean(active) && container.contains(active);
  const stop = container.querySelector(`${BUTTONS}[tabindex="0"]`);
  const key = inside && active !== container ? keyOf(active) : stop && keyOf(stop);
  listen(container);
  redraw();
  const items = [...container.querySelectorAll(BUTTONS)];
  const target = items.find((item) => key && keyOf(item) === key) || items[0];
  if (target) rove(container, target);
  if (!inside) return;
  container.tabIndex = -1;
  (target || container).focus();
}
