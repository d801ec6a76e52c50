import { spawn } from 'node:child_process';
import fs from 'node:fs';
const dir = '/tmp/rel/kx'; fs.rmSync(dir, { recursive: true, force: true });
const acked = new Set(); let lost = 0;
for (let k = 0; k < 15; k++) {
  const child = spawn(process.execPath, ['kill-exp-child.mjs', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  let buf = ''; let ready = null;
  child.stdout.on('data', (c) => { buf += c; let i; while ((i = buf.indexOf('\n')) >= 0) { const l = buf.slice(0, i); buf = buf.slice(i + 1); const [w, n] = l.split(' '); if (w === 'ack') acked.add(Number(n)); if (w === 'ready') ready = Number(n); } });
  await new Promise((r) => { const t = setInterval(() => { if (ready !== null) { clearInterval(t); r(); } }, 20); });
  const maxAck = Math.max(0, ...acked);
  if (k > 0 && ready <= maxAck) { console.log(`kill ${k}: restart saw next=${ready} but acked up to ${maxAck}`); lost++; }
  await new Promise((r) => setTimeout(r, 300 + Math.random() * 1500));
  child.kill('SIGKILL'); await new Promise((r) => child.once('exit', r));
}
console.log('acked', acked.size, 'restarts with loss', lost);
