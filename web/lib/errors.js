// errors.js - the one error whose text the page may see: a Refusal says why a message was
// turned down (an illegal move, a full server). Any other error inside a game is internal:
// the server logs it and the page gets only INTERNAL_ERROR.
'use strict';

class Refusal extends Error {}

const INTERNAL_ERROR = 'internal error; the game has ended';

module.exports = { Refusal, INTERNAL_ERROR };
