// engine.js - one Tessera process behind a line-based request/response interface.
//
// Owns: spawning `tessera`, splitting its stdout into lines, sending commands, waiting for
// the line that ends an answer (with a deadline), and noticing that the process died. It
// knows nothing about games; GameSession (game.js) decides what to ask.
'use strict';

const { spawn } = require('node:child_process');
const { EventEmitter } = require('node:events');

class EngineError extends Error {
  constructor(message, crashed) {
    super(message);
    this.crashed = crashed; // true: the process is gone (or had to be killed)
  }
}

class EngineProcess extends EventEmitter {
  constructor(binary) {
    super();
    this.binary = binary;
    this.child = null;
    this.buffer = '';
    this.waiter = null; // { collect, until, resolve, reject, timer, lines }
    this.alive = false;
  }

  get pid() {
    return this.child ? this.child.pid : null;
  }

  start() {
    const child = spawn(this.binary, [], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    this.alive = true;
    this.buffer = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => this.onData(chunk));
    child.stderr.on('data', () => {});
    child.stdin.on('error', () => {}); // a write to a dead engine: handled by 'exit'
    child.on('error', (error) => this.onExit(`cannot run ${this.binary}: ${error.message}`));
    child.on('exit', (code, signal) => this.onExit(`engine exited (${signal || code})`));
  }

  onData(chunk) {
    this.buffer += chunk;
    let newline;
    while ((newline = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, newline).replace(/\r$/, '');
      this.buffer = this.buffer.slice(newline + 1);
      this.onLine(line);
    }
  }

  onLine(line) {
    const waiter = this.waiter;
    if (!waiter) return;
    waiter.lines.push(line);
    if (line.startsWith(waiter.until)) {
      this.waiter = null;
      clearTimeout(waiter.timer);
      waiter.resolve(waiter.lines);
    }
  }

  onExit(reason) {
    if (!this.alive) return;
    this.alive = false;
    const waiter = this.waiter;
    this.waiter = null;
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.reject(new EngineError(reason, true));
    }
    this.emit('exit', reason);
  }

  send(line) {
    if (!this.alive) throw new EngineError('engine is not running', true);
    this.child.stdin.write(`${line}\n`);
  }

  // Sends the lines and resolves with every output line up to and including the first one
  // starting with `until`. A silent engine is killed after timeoutMs (a hang is a crash).
  request(lines, until, timeoutMs) {
    if (this.waiter) return Promise.reject(new EngineError('engine is busy', false));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        reject(new EngineError(`no '${until}' within ${timeoutMs} ms`, true));
        this.kill();
      }, timeoutMs);
      this.waiter = { until, resolve, reject, timer, lines: [] };
      try {
        for (const line of lines) this.send(line);
      } catch (error) {
        this.waiter = null;
        clearTimeout(timer);
        reject(error);
      }
    });
  }

  // Commands answered in order: `isready` after them marks the end of their output.
  ask(lines, timeoutMs) {
    return this.request([...lines, 'isready'], 'readyok', timeoutMs);
  }

  kill() {
    if (this.child && this.alive) this.child.kill('SIGKILL');
  }
}

module.exports = { EngineProcess, EngineError };
