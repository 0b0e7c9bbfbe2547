// app.js - the page's wiring: lists the engine's games (its registry: the WebAssembly
// build's in this browser by default, the server's engine with ?engine=server), links to the
// games there, starts a game at once so a board shows on load, and hands each state to the
// board of its game's view and to the panel. The setup form is ui/setup.js, the panel
// ui/panel.js, the views boards/views.js.
import { viewOf } from './boards/views.js';
import { connectLocal } from './local/game.js';
import { loadGames } from './local/load.js';
import { createSetup, showRules } from './ui/setup.js';
import { renderPanel, renderClocks } from './ui/panel.js';
import { loadNotation } from './ui/notation.js';

const $ = (id) => document.getElementById(id);
const page = { games: {}, link: null, state: null, board: null, boardGame: null, received: 0, gameId: 0 };
const params = new URLSearchParams(location.search);
page.mode = params.get('engine') === 'server' ? 'server' : 'browser';
window.tessera = page; // for people (and tests) looking at the page from the console

// Starts the game the form describes; states of earlier games are ignored from now on.
function startGame() {
  page.gameId += 1;
  page.state = null;
  showResignConfirm(false);
  page.link.send({ ...page.setup.read(), id: page.gameId });
}

// The board is turned for a person who plays second against the engine in a 2-player game.
function flippedFor(state) {
  return state.players === 2 && state.seats[0] === 'engine' && state.seats[1] === 'human';
}

// Draws the board of page.state, with the hint's mark when there is one.
function drawBoard() {
  const state = page.state;
  const humanTurn = !state.result && state.toMove >= 0 && state.seats[state.toMove] === 'human' && !state.thinking;
  const flipped = flippedFor(state);
  $('board').dataset.flipped = flipped;
  page.board.update(state, humanTurn, flipped);
  return humanTurn;
}

function onState(state) {
  if (state.id !== undefined && state.id !== null && state.id !== page.gameId) return;
  // The moves in short notation (state.san) and whether the side to move is in check.
  Object.assign(state, page.notation.describe(state), { hint: null });
  page.state = state;
  page.received = Date.now();
  if (page.boardGame !== state.game) {
    // A new board starts from an empty, unstyled container: no tracks of the last game's board.
    $('board').textContent = '';
    $('board').removeAttribute('style');
    const play = (move) => page.link.send({ type: 'move', move });
    page.board = viewOf(state.game).createBoard($('board'), play, page.games[state.game]);
    page.boardGame = state.game;
  }
  showRules(state.game, state.options);
  const humanTurn = drawBoard();
  $('hint').textContent = '';
  delete $('hint').dataset.move;
  if (state.result) showResignConfirm(false);
  renderPanel(state, humanTurn, page.received);
}

// The engine's best move for the human to move: named in SAN and marked on the board.
function onHint(move) {
  if (!page.state) return;
  page.state.hint = move;
  $('hint').textContent = `Hint: ${page.notation.moveSan(page.state, move)}`;
  $('hint').dataset.move = move;
  drawBoard();
}

// Resign asks first: the question and its two answers replace nothing and move nothing.
function showResignConfirm(show) {
  $('resign-confirm').hidden = !show;
  if (show) $('resign-no').focus();
}

function onMessage(message) {
  if (message.type === 'state') onState(message);
  else if (message.type === 'hint') onHint(message.move);
  else if (message.type === 'error') $('notice').textContent = message.message;
}

// The server's games over a WebSocket, each message JSON.
function connectServer() {
  const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  page.link = { send: (message) => socket.send(JSON.stringify(message)) };
  socket.addEventListener('message', (event) => onMessage(JSON.parse(event.data)));
  socket.addEventListener('close', () => {
    $('notice').textContent = 'Connection to the server lost; reload the page.';
  });
  return new Promise((resolve) => socket.addEventListener('open', resolve));
}

// Games in this page against the WebAssembly engine (?movetime= sets its think time in ms).
async function connectBrowser() {
  const movetimeMs = Number(params.get('movetime')) || 1000;
  page.link = await connectLocal(onMessage, page.games, { movetimeMs });
}

// The games with their facts, from the registry of the engine that plays them.
async function listGames() {
  if (page.mode === 'browser') return loadGames();
  const response = await fetch('api/games');
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error);
  return answer.games;
}

async function connect() {
  const notation = loadNotation();
  page.games = await listGames();
  page.setup = createSetup(page.games);
  showRules($('game').value);
  $('status').textContent = 'Loading the engine...';
  page.notation = await notation;
  await (page.mode === 'server' ? connectServer() : connectBrowser());
  startGame();
}

$('setup').addEventListener('submit', (event) => {
  event.preventDefault();
  startGame();
});
$('hint-button').addEventListener('click', () => page.link.send({ type: 'hint' }));
$('claim-button').addEventListener('click', () => page.link.send({ type: 'claim' }));
$('undo-button').addEventListener('click', () => page.link.send({ type: 'undo' }));
$('resign-button').addEventListener('click', () => showResignConfirm(true));
$('resign-no').addEventListener('click', () => {
  showResignConfirm(false);
  $('resign-button').focus();
});
$('resign-yes').addEventListener('click', () => {
  showResignConfirm(false);
  page.link.send({ type: 'resign' });
});
$('again-button').addEventListener('click', startGame);
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !$('resign-confirm').hidden) showResignConfirm(false);
});
setInterval(() => page.state && renderClocks(page.state, page.received), 250);
connect().then(
  () => {
    document.body.dataset.ready = 'true';
  },
  (error) => {
    $('notice').textContent = `The engine did not start: ${error.message}`;
  },
);
