// slots.js - the caps on games: at most `maxGames` games (each with its engine process) at
// once, and at most `maxPerClient` of them for one client address. A game holds its slot
// from `new` until it ends; a `new` past a cap is refused and changes nothing.
'use strict';

const { Refusal } = require('./errors');

class GameSlots {
  constructor(maxGames, maxPerClient) {
    this.maxGames = maxGames;
    this.maxPerClient = maxPerClient;
    this.total = 0;
    this.byClient = new Map(); // address -> games
  }

  // Takes a slot for client, or throws a Refusal. `replacing`: the client's game that the
  // new one replaces (its slot is given back first, so replacing never crosses a cap).
  take(client, replacing = false) {
    const mine = this.byClient.get(client) || 0;
    const held = replacing ? 1 : 0;
    if (this.total - held >= this.maxGames) throw new Refusal('the server is full; try again later');
    if (mine - held >= this.maxPerClient) {
      const games = this.maxPerClient === 1 ? 'game' : 'games';
      throw new Refusal(`at most ${this.maxPerClient} ${games} at once from one address`);
    }
    this.total += 1;
    this.byClient.set(client, mine + 1);
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.total -= 1;
      const left = this.byClient.get(client) - 1;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    };
  }
}

module.exports = { GameSlots };
