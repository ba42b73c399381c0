#!/usr/bin/env node
// Spec 2 / issue 12: "a 500 MB file never sits whole in memory". Starts the gateway (as npm start
// runs it, PGlite in a fresh data folder, no app build needed), signs a buyer in, streams one
// generated upload of --mb megabytes (default 200) to attachment/multipart-with-info, and prints
// the server's resident memory before, its peak during the upload (VmHWM of /proc/<pid>/status,
// Linux) and the stored file's size. Memory that stays flat is the proof of streaming.
//   node scripts/bench-upload-memory.mjs [--mb 200]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const mbArg = process.argv.indexOf('--mb');
const megabytes = mbArg > 0 ? Number(process.argv[mbArg + 1]) : 200;
const port = 19000 + Math.floor(Math.random() * 900);
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-upload-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'core/server/src/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (d) => (output += d));
server.stderr.on('data', (d) => (output += d));

/** Resident and peak resident memory of the server process, in MB. */
function memory() {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function waitUntilUp() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (output.includes('listening on')) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not start:\n${output}`);
}

async function signIn(loginName) {
  const page = await fetch(`${url}/oauth/oauth/authorize?client_id=mall-pc&redirect_uri=%2F`);
  const cookie = String(page.headers.get('set-cookie') ?? '').split(';')[0];
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const login = await fetch(`${url}/oauth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ loginName, password: 'demo1234', client_id: 'mall-pc', redirect_uri: '/', csrf_token: csrf }),
  });
  const token = new URLSearchParams(String(login.headers.get('location')).split('#')[1]).get('access_token');
  if (!token) throw new Error(`sign-in of ${loginName} failed: ${login.status}`);
  return token;
}

/** Sends the multipart body in 1 MB chunks, generated as it goes (the client holds no file either). */
function upload(token, organizationId, bytes) {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    ['bucketName', 'private-bucket', 'directory', 'mall-front', 'usage', 'general']
      .reduce((acc, v, i, a) => (i % 2 ? acc : acc + `--${boundary}\r\ncontent-disposition: form-data; name="${v}"\r\n\r\n${a[i + 1]}\r\n`), '') +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bench.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const pdfStart = Buffer.from('%PDF-1.4\n');
  return new Promise((resolve, reject) => {
    const req = request(`${url}/hfle/v1/${organizationId}/files/attachment/multipart-with-info`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + bytes + tail.length },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d)).on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.write(head);
    req.write(pdfStart);
    let sent = pdfStart.length;
    const more = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', more);
      }
      req.end(tail);
    };
    more();
  });
}

try {
  console.log(`Starting the gateway on PGlite in ${dataDir}...`);
  await waitUntilUp();
  const token = await signIn('golden.buyer');
  const self = await (await fetch(`${url}/iam/hzero/v1/users/self`, { headers: { authorization: `Bearer ${token}` } })).json();
  const before = memory();
  let peakSeen = before.rss;
  const sampler = setInterval(() => (peakSeen = Math.max(peakSeen, memory().rss)), 50);
  const began = Date.now();
  const answer = await upload(token, self.organizationId, megabytes * 1024 * 1024);
  clearInterval(sampler);
  const after = memory();
  const info = JSON.parse(answer.body);
  const seconds = (Date.now() - began) / 1000;
  console.log(`upload of ${megabytes} MB: HTTP ${answer.status} in ${seconds.toFixed(1)} s${answer.status === 200 ? `, stored ${info.fileSize} bytes` : `: ${answer.body}`}`);
  console.log(`server RSS before ${before.rss.toFixed(0)} MB; highest RSS sampled during the upload ${peakSeen.toFixed(0)} MB (+${(peakSeen - before.rss).toFixed(0)} MB)`);
  console.log(`server peak RSS since start (VmHWM) ${after.peak.toFixed(0)} MB (before the upload: ${before.peak.toFixed(0)} MB)`);
  const stored = join(dataDir, 'attachments');
  if (answer.status === 200) console.log(`file on disk under ${stored}: ${statSync(join(stored, String(self.tenantId), info.attachmentUUID, info.fileKey)).size} bytes`);
  process.exitCode = answer.status === 200 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
  rmSync(dataDir, { recursive: true, force: true });
}
