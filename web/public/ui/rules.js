// rules.js - one paragraph per game telling a new player how it goes, in the project's own
// words (the full rules Tessera plays are docs/RULES.md), shown beside the setup choices.
export const RULES = {
  chess:
    'Classic chess. White moves first; castling, en passant and promotion work as usual. ' +
    "Checkmate the opponent's king to win. Stalemate and too little material left to mate are " +
    'draws. The player to move may claim a draw (the Claim draw button) when the same position ' +
    'occurs for the third time, or after fifty moves each without a capture or a pawn move; ' +
    'the fifth occurrence and 75 moves each end the game as a draw by themselves. Moves are written in algebraic notation (SAN): e4, Nf3, exd5, O-O, e8=Q; + marks ' +
    'a check (the king in check glows red) and # a mate.',
  voidchess:
    'Chess on a 9x9 board with one new piece, the Minister (M), which makes one or two king ' +
    'steps. Captures eat holes in the board: a capturing piece (not a Minister) stands on an ' +
    'unstable square, framed red, and must leave it on its next turn or be destroyed; either ' +
    'way the square becomes a void, shown black. Voids block rooks, bishops, queens, pawns ' +
    'and kings; knights jump over them and only a Minister may enter one, which repairs it. ' +
    'Checkmate wins, and so does leaving the enemy king on an unstable square with no move.',
  wallchess:
    'A race across a 9x9 board. South starts on e1 and wins on reaching rank 9; North starts ' +
    'on e9 and wins on reaching rank 1. Each turn either step your pawn one cell (jumping ' +
    'over the other pawn when they meet) or place one of your 10 walls in a groove between ' +
    'cells. A wall is two cells long and may never cut a pawn off from its goal completely. ' +
    'Moves are the cell stepped to (e2) or a wall (e3h lies along the top of e3 and f3, e3v ' +
    'along the right of e3 and e4).',
  wallgo:
    'A territory game for 2 to 4 players (A, B, C, D) on a 7x7 board. First everybody places ' +
    'tokens in turn, 4 each with two players and 2 each with three or four. Then a turn moves ' +
    'one of your tokens up to two steps (or leaves it where it is) and builds one wall on any ' +
    'free edge between two cells. A region closed off by walls that holds only your tokens ' +
    'is your territory. The game ends when every region holds at most one player (or the ' +
    'walls run out), and the largest territory wins. A turn is written b2c3,c3n: the token ' +
    'from b2 to c3, then a wall on the north side of c3.',
  wallrunner:
    'Two armies on an 8x8 board with no captures. Striags (S) slide along ranks and files ' +
    'and Diags (D) along diagonals, and both cast walls along their lines: a King, Striag ' +
    "or Diag may not enter the enemy's walls and is frozen while standing on one. Runners (R) " +
    'step forward and Guards (G) one square any way; both ignore walls, and slide far when ' +
    'they start on a wall. A Guard pushes the enemy pieces around it one square away, off ' +
    'the board at the edge. Win by bringing your King (K) to the far rank or by pushing the ' +
    'enemy King off the board; a side with no move loses. Moves are from-to: e2e3.',
};
