#!/usr/bin/env node
// Spec 2 / issue 12: "a 500 MB file never sits whole in memory". Starts the gateway (as npm start
// runs it, PGlite in a fresh data folder, no app build needed), signs a buyer in, streams one
// generated upload of --mb megabytes (default 200) to attachment/multipart-with-info, and prints
// the server's resident memory before, its peak during the upload (VmHWM of /proc/<pid>/status,
// Linux) and the stored file's size. Memory that stays flat is the proof of streaming.
//   node scripts/bench-upload-memory.mjs [--mb 200]
import { statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { argNumber } from './bench/args.mjs';
import { startGatewayProcess } from './bench/gateway-process.mjs';
import { signInOverHttp } from './bench/sign-in-http.mjs';

const megabytes = argNumber('mb', 200);
const gateway = await startGatewayProcess({ name: 'upload' });
const { url } = gateway;


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
  const token = await signInOverHttp(url, 'golden.buyer');
  const self = await (await fetch(`${url}/iam/hzero/v1/users/self`, { headers: { authorization: `Bearer ${token}` } })).json();
  const before = gateway.memory();
  let peakSeen = before.rss;
  const sampler = setInterval(() => (peakSeen = Math.max(peakSeen, gateway.memory().rss)), 50);
  const began = Date.now();
  const answer = await upload(token, self.organizationId, megabytes * 1024 * 1024);
  clearInterval(sampler);
  const after = gateway.memory();
  const info = JSON.parse(answer.body);
  const seconds = (Date.now() - began) / 1000;
  console.log(`upload of ${megabytes} MB: HTTP ${answer.status} in ${seconds.toFixed(1)} s${answer.status === 200 ? `, stored ${info.fileSize} bytes` : `: ${answer.body}`}`);
  console.log(`server RSS before ${before.rss.toFixed(0)} MB; highest RSS sampled during the upload ${peakSeen.toFixed(0)} MB (+${(peakSeen - before.rss).toFixed(0)} MB)`);
  console.log(`server peak RSS since start (VmHWM) ${after.peak.toFixed(0)} MB (before the upload: ${before.peak.toFixed(0)} MB)`);
  const stored = join(gateway.dataDir, 'attachments');
  if (answer.status === 200) console.log(`file on disk under ${stored}: ${statSync(join(stored, String(self.tenantId), info.attachmentUUID, info.fileKey)).size} bytes`);
  process.exitCode = answer.status === 200 ? 0 : 1;
} finally {
  await gateway.stop();
}
