// clocks.js - the page's own clocks when it plays without a server: one countdown per player,
// only the clock of the player to move runs (the same rules as the server's lib/clocks.js).
export class Clocks {
  constructor(players, initialMs) {
    this.remaining = new Array(players).fill(initialMs);
    this.running = -1; // player whose clock runs, -1 = none
    this.since = 0; // when it started running
  }

  // Milliseconds left for player now.
  left(player, now = Date.now()) {
    const used = player === this.running ? now - this.since : 0;
    return Math.max(0, this.remaining[player] - used);
  }

  // Stops the running clock (charging its time) and starts player's (-1: none).
  switchTo(player, now = Date.now()) {
    if (this.running >= 0) this.remaining[this.running] = this.left(this.running, now);
    this.running = player;
    this.since = now;
  }

  snapshot(now = Date.now()) {
    return { remaining: this.remaining.map((_, player) => this.left(player, now)), running: this.running };
  }
}
