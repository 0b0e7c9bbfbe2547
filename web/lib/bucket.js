// bucket.js - the message rate limit of one WebSocket: a token bucket. Each message takes
// its cost in tokens, which come back at `rate` a second up to `burst`. A message without
// tokens is refused; a client that keeps sending while refused (its debt reaches another
// `burst`) is abusive and the server closes the connection.
'use strict';

class TokenBucket {
  constructor({ rate, burst }, now = Date.now()) {
    this.rate = rate;
    this.burst = burst;
    this.tokens = burst;
    this.at = now;
  }

  // 'ok', 'refused' (too fast: answer with an error) or 'abusive' (close the connection).
  take(cost = 1, now = Date.now()) {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) * this.rate) / 1000);
    this.at = now;
    if (this.tokens >= cost) {
      this.tokens -= cost;
      return 'ok';
    }
    this.tokens -= 1; // refused messages still count, so a flood ends in 'abusive'
    return this.tokens < -this.burst ? 'abusive' : 'refused';
  }
}

module.exports = { TokenBucket };
