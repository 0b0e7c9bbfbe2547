// answers.js - reads the engine's answers to `d`, `legal` and `status` (docs/PROTOCOL.md)
// into plain objects for the browser.
'use strict';

// `status ongoing A scores 3 0` / `status ongoing white claim repetition` (the side to move
// may claim a draw: claim is 'repetition' or 'fifty-moves', else null) / `status win white
// checkmate` / `status draw repetition`
function parseStatus(line, names) {
  const words = line.split(' ').slice(1);
  const status = { outcome: words[0], toMove: -1, winner: -1, reason: null, scores: null, claim: null };
  const at = words.indexOf('scores');
  if (at >= 0) status.scores = words.slice(at + 1).map(Number);
  const claim = words.indexOf('claim');
  if (claim >= 0) status.claim = words[claim + 1];
  if (status.outcome === 'ongoing') status.toMove = names.indexOf(words[1]);
  else if (status.outcome === 'win') {
    status.winner = names.indexOf(words[1]);
    status.reason = words[2];
  } else status.reason = words[1];
  return status;
}

// The lines the engine printed for `d`, `legal` and `status` (ended by readyok).
function parseReport(lines, names) {
  const report = { fen: null, board: [], legal: null, status: null, error: null };
  let inBoard = true;
  for (const line of lines) {
    if (line.startsWith('info string error: ')) report.error = line.slice(19);
    else if (line.startsWith('Fen: ')) {
      report.fen = line.slice(5);
      inBoard = false;
    } else if (line === 'legal' || line.startsWith('legal ')) {
      report.legal = line.split(' ').slice(1);
    } else if (line.startsWith('status ')) report.status = parseStatus(line, names);
    else if (inBoard && !line.startsWith('info ')) report.board.push(line);
  }
  return report;
}

module.exports = { parseStatus, parseReport };
