// harness.js - the web server as an outside client meets it, for the misuse tests and the
// load test: starts `node server.js` as a child process on 127.0.0.1 (port 0), talks to it
// with the `ws` client or with hand-made WebSocket frames over a raw TCP socket, and reads
// /proc for its engine processes and its memory. No browser.
'use strict';

const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const path = require('node:path');
const WebSocket = require('ws');

const SERVER = path.join(__dirname, '..', 'server.js');
const BINARY = process.env.TESSERA_BIN || path.join(__dirname, '..', '..', 'tessera');

// Starts the server with env added to ours; resolves once it listens.
function startServerProcess(env = {}) {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, TESSERA_BIN: BINARY, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const listening = stdout.match(/on http:\/\/127\.0\.0\.1:(\d+)\//);
      if (listening && !child.port) {
        child.port = Number(listening[1]);
        resolve({
          port: child.port,
          pid: child.pid,
          exited,
          alive: () => child.exitCode === null && child.signalCode === null,
          stderr: () => stderr,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    exited.then(({ code, signal }) => reject(new Error(`server exited (${code ?? signal}): ${stderr}`)));
  });
}

// Runs the server with env until it exits (a bad setting): { code, stderr }.
function runServerProcess(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVER], { env: { ...process.env, TESSERA_BIN: BINARY, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

// The processes whose parent is pid (the server's engines), from /proc.
function childProcesses(pid) {
  const children = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch (error) {
      continue; // gone meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === pid && fields[0] !== 'Z') children.push(Number(entry));
  }
  return children;
}

// Resident memory of pid in KB.
function residentKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)[1]);
}

function httpGet(port, pathname) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
    request.setTimeout(5000, () => request.destroy(new Error('no HTTP answer within 5 s')));
  });
}

// A message in a few words, for failure reports.
function brief(message) {
  if (message.type !== 'state') return message;
  return { type: 'state', moves: message.moves, toMove: message.toMove, thinking: message.thinking, result: message.result };
}

// A page's connection: every message it receives is kept, and next() waits for one.
class Client {
  constructor(port, headers = {}) {
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers });
    this.received = [];
    this.waiters = [];
    this.socket.on('message', (data) => {
      this.received.push(JSON.parse(data));
      this.wake();
    });
    this.socket.on('error', () => {}); // the close event says what happened
    this.closed = new Promise((resolve) => {
      this.socket.on('close', (code, reason) => {
        this.wake();
        resolve({ code, reason: reason.toString() });
      });
    });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', resolve);
      this.socket.once('close', () => reject(new Error('closed before it opened')));
    });
  }

  wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  send(message) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  // The first message received (from `from` on) that test() accepts; rejects after timeoutMs.
  async next(test, timeoutMs = 10000, from = 0) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.slice(from).find(test);
      if (found) return found;
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error('the connection closed');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such message within ${timeoutMs} ms: ${JSON.stringify(this.received.slice(-3).map(brief))}`);
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  // The next error message after the `from`-th message received.
  error(from = 0, timeoutMs = 10000) {
    return this.next((message) => message.type === 'error', timeoutMs, from).then((message) => message.message);
  }

  state(test = () => true, timeoutMs = 15000, from = 0) {
    return this.next((message) => message.type === 'state' && test(message), timeoutMs, from);
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}

// A game of the person against the engine; resolves with its first state where the person moves.
async function startGame(client, options = {}) {
  await client.opened;
  const from = client.received.length;
  client.send({ type: 'new', game: 'chess', seats: ['human', 'engine'], level: 1, clock: 0, ...options });
  return client.next((message) => message.type === 'error' || (message.type === 'state' && message.toMove >= 0), 15000, from);
}

// ---- hand-made frames ------------------------------------------------------------------

// One client frame. `length` may claim more than the payload holds.
function frame({ opcode = 1, payload = Buffer.alloc(0), fin = true, rsv1 = false, mask = true, length = payload.length }) {
  const head = [(fin ? 0x80 : 0) | (rsv1 ? 0x40 : 0) | opcode];
  const maskBit = mask ? 0x80 : 0;
  let extended = Buffer.alloc(0);
  if (length < 126) head.push(maskBit | length);
  else if (length < 65536) {
    head.push(maskBit | 126);
    extended = Buffer.alloc(2);
    extended.writeUInt16BE(length);
  } else {
    head.push(maskBit | 127);
    extended = Buffer.alloc(8);
    extended.writeBigUInt64BE(BigInt(length));
  }
  const key = mask ? crypto.randomBytes(4) : Buffer.alloc(0);
  const body = Buffer.from(payload);
  if (mask) for (let i = 0; i < body.length; i++) body[i] ^= key[i % 4];
  return Buffer.concat([Buffer.from(head), extended, key, body]);
}

// A WebSocket over a raw TCP socket: write() sends bytes as they are; `closed` resolves with
// the code of the server's close frame (null: the connection ended without one) and `texts`
// holds the server's text messages.
function rawSocket(port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const key = crypto.randomBytes(16).toString('base64');
    let buffer = Buffer.alloc(0);
    let upgraded = false;
    const raw = { socket, texts: [], write: (bytes) => socket.write(bytes) };
    let settle;
    raw.closed = new Promise((done) => {
      settle = done;
    });
    socket.on('error', () => {}); // a reset after the close frame is expected
    socket.on('close', () => settle({ code: null, reason: '' }));
    socket.on('connect', () => {
      socket.write(
        `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffer.subarray(0, end).toString();
        if (!head.startsWith('HTTP/1.1 101')) return reject(new Error(`no upgrade: ${head}`));
        upgraded = true;
        buffer = buffer.subarray(end + 4);
        resolve(raw);
      }
      buffer = readFrames(buffer, raw, settle);
    });
  });
}

// Reads the server's complete frames from buffer; returns what is left.
function readFrames(buffer, raw, settle) {
  for (;;) {
    if (buffer.length < 2) return buffer;
    const opcode = buffer[0] & 0x0f;
    let length = buffer[1] & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (buffer.length < 4) return buffer;
      length = buffer.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (buffer.length < 10) return buffer;
      length = Number(buffer.readBigUInt64BE(2));
      offset = 10;
    }
    if (buffer.length < offset + length) return buffer;
    const payload = buffer.subarray(offset, offset + length);
    if (opcode === 1) raw.texts.push(JSON.parse(payload.toString()));
    if (opcode === 8) {
      settle({ code: payload.length >= 2 ? payload.readUInt16BE(0) : null, reason: payload.subarray(2).toString() });
    }
    buffer = buffer.subarray(offset + length);
  }
}

module.exports = {
  BINARY,
  startServerProcess,
  runServerProcess,
  childProcesses,
  residentKb,
  httpGet,
  Client,
  startGame,
  frame,
  rawSocket,
};
