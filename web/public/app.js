// app.js - the page: the setup form, the link to the games (the engine in this browser, by
// default, or on the server with ?engine=server), the side panel (status, clocks, moves,
// engine) and handing each state to the board of the current game.
import { createSquareBoard } from './boards/squares.js';
import { chessPieces } from './boards/chess.js';
import { wallrunnerPieces } from './boards/wallrunner.js';
import { createWallChessBoard } from './boards/wallchess.js';
import { createWallGoBoard } from './boards/wallgo.js';
import { connectLocal } from './local/game.js';

const $ = (id) => document.getElementById(id);
const page = { games: {}, levels: [], link: null, state: null, board: null, boardGame: null, received: 0 };
const params = new URLSearchParams(location.search);
page.mode = params.get('engine') === 'server' ? 'server' : 'browser';
window.tessera = page; // for people (and tests) looking at the page from the console

function createBoard(game, element, play) {
  if (game === 'chess' || game === 'voidchess') return createSquareBoard(element, play, chessPieces(game));
  if (game === 'wallrunner') return createSquareBoard(element, play, wallrunnerPieces());
  if (game === 'wallchess') return createWallChessBoard(element, play);
  return createWallGoBoard(element, play);
}

function option(select, value, text) {
  const item = document.createElement('option');
  item.value = value;
  item.textContent = text;
  select.appendChild(item);
}

function renderSeats() {
  const game = page.games[$('game').value];
  const players = Number($('players').value) || game.players[0];
  $('players-label').hidden = game.players[0] === game.players[1];
  const seats = $('seats');
  seats.textContent = '';
  for (let i = 0; i < players; i++) {
    const label = document.createElement('label');
    label.textContent = `${game.names[i]} `;
    const select = document.createElement('select');
    select.className = 'seat';
    select.dataset.seat = i;
    option(select, 'human', 'Human');
    option(select, 'engine', 'Engine');
    select.value = i === 0 ? 'human' : 'engine';
    label.appendChild(select);
    seats.appendChild(label);
  }
}

function renderPlayersChoice() {
  const game = page.games[$('game').value];
  const select = $('players');
  select.textContent = '';
  for (let n = game.players[0]; n <= game.players[1]; n++) option(select, n, n);
  renderSeats();
}

async function loadChoices() {
  const response = await fetch('choices.json');
  const data = await response.json();
  page.games = data.games;
  page.levels = data.levels;
  for (const [name, game] of Object.entries(page.games)) option($('game'), name, game.title);
  for (const level of page.levels) option($('level'), level.level, `${level.name} (${level.level})`);
  $('level').value = 10;
  renderPlayersChoice();
}

function newGame(event) {
  event.preventDefault();
  const seats = [...document.querySelectorAll('.seat')].map((select) => select.value);
  page.link.send({
    type: 'new',
    game: $('game').value,
    players: Number($('players').value),
    seats,
    level: Number($('level').value),
  });
}

function formatClock(ms) {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function clockLeft(state, player) {
  const { remaining, running } = state.clocks;
  const elapsed = player === running ? Date.now() - page.received : 0;
  return Math.max(0, remaining[player] - elapsed);
}

function renderClocks() {
  const state = page.state;
  if (!state) return;
  const box = $('clocks');
  box.textContent = '';
  state.names.forEach((name, player) => {
    const row = document.createElement('div');
    const left = clockLeft(state, player);
    row.className = 'clock' + (player === state.clocks.running ? ' running' : '') + (left === 0 ? ' flagged' : '');
    row.dataset.player = player;
    row.innerHTML = `<span>${name} (${state.seats[player]})</span><span>${formatClock(left)}</span>`;
    box.appendChild(row);
  });
}

function statusText(state) {
  const result = state.result;
  const scores = state.status && state.status.scores
    ? ` - territory ${state.status.scores.map((score, i) => `${state.names[i]} ${score}`).join(', ')}` : '';
  if (result && result.reason === 'time' && result.winner < 0) return `${state.names[result.loser]} lost on time${scores}`;
  if (result && result.outcome === 'win') return `${state.names[result.winner]} wins (${result.reason})${scores}`;
  if (result) return `Draw (${result.reason})${scores}`;
  if (!state.status) return 'Starting...';
  const mover = state.names[state.toMove];
  const who = state.seats[state.toMove] === 'engine' ? 'engine thinking' : 'your move';
  return `${mover} to move (${state.thinking ? 'engine thinking' : who})${scores}`;
}

function renderPanel(state) {
  $('status').textContent = statusText(state);
  $('status').dataset.outcome = state.result ? state.result.outcome : 'ongoing';
  $('notice').textContent = state.notice || '';
  $('engine-info').textContent = state.engine.where === 'browser'
    ? `engine in this browser (WebAssembly, ${state.engine.threads} thread${state.engine.threads > 1 ? 's' : ''})`
    : `engine pid ${state.engine.pid} - restarts ${state.engine.restarts} - position ${state.fen || ''}`;
  const moves = $('moves');
  moves.textContent = '';
  for (const move of state.moves) {
    const item = document.createElement('li');
    item.textContent = move;
    moves.appendChild(item);
  }
  moves.scrollTop = moves.scrollHeight;
  document.body.dataset.ply = state.moves.length;
  renderClocks();
}

function onState(state) {
  page.state = state;
  page.received = Date.now();
  if (page.boardGame !== state.game) {
    // A new board starts from an empty, unstyled container: no tracks of the last game's board.
    $('board').textContent = '';
    $('board').removeAttribute('style');
    page.board = createBoard(state.game, $('board'), (move) => page.link.send({ type: 'move', move }));
    page.boardGame = state.game;
  }
  const humanTurn = !state.result && state.toMove >= 0 && state.seats[state.toMove] === 'human' && !state.thinking;
  page.board.update(state, humanTurn);
  $('hint-button').disabled = !humanTurn;
  $('hint').textContent = '';
  renderPanel(state);
}

function onMessage(message) {
  if (message.type === 'state') onState(message);
  else if (message.type === 'hint') $('hint').textContent = message.move;
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
  page.link = await connectLocal(onMessage, { games: page.games, levels: page.levels }, { movetimeMs });
}

async function connect() {
  await loadChoices();
  await (page.mode === 'server' ? connectServer() : connectBrowser());
}

$('game').addEventListener('change', renderPlayersChoice);
$('players').addEventListener('change', renderSeats);
$('setup').addEventListener('submit', newGame);
$('hint-button').addEventListener('click', () => page.link.send({ type: 'hint' }));
setInterval(renderClocks, 250);
connect().then(
  () => {
    document.body.dataset.ready = 'true';
  },
  (error) => {
    $('notice').textContent = `The engine did not start: ${error.message}`;
  },
);
