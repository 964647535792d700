import { createReadStream, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import { createLocalDiskStorage } from '@rushes/storage';
import { mkdtempSync, rmSync } from 'node:fs';
const MiB = 1024 * 1024;
const size = 512 * MiB;
const dir = mkdtempSync('/tmp/partstest-');
const path = `${dir}/f.bin`;
writeFileSync(path, randomBytes(size));
const storage = createLocalDiskStorage({ root: `${dir}/s`, publicBaseUrl: '', signingSecret: 'x' });
const app = Fastify();
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', (_r, _p, done) => done(null));
app.put<{ Params: { id: string; n: string } }>('/u/:id/:n', { bodyLimit: 5 * 1024 * MiB }, async (req, reply) => {
  const etag = await storage.writePart(req.params.id, Number(req.params.n), req.raw);
  return reply.header('etag', etag).send();
});
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(app.server.address() as any).port}`;
const put = (url: string, start: number, end: number) => new Promise<void>((resolve, reject) => {
  const r = request(url, { method: 'PUT', headers: { 'content-length': String(end - start) } }, (res) => { res.resume(); res.on('end', () => resolve()); });
  r.on('error', reject);
  pipeline(createReadStream(path, { start, end: end - 1, highWaterMark: MiB }), r).catch(reject);
});
for (const [inflight, partSize] of [[1, size], [6, 8 * MiB], [1, 8 * MiB], [6, 64 * MiB], [2, 8*MiB]]) {
  const id = await storage.createMultipartUpload(`k/${inflight}-${partSize}`, 'x');
  const count = Math.ceil(size / partSize);
  const queue = Array.from({ length: count }, (_, i) => i).values();
  const t = performance.now();
  await Promise.all(Array.from({ length: inflight }, async () => { for (const i of queue) await put(`${origin}/u/${id}/${i + 1}`, i * partSize, Math.min(size, (i + 1) * partSize)); }));
  console.log(inflight, partSize / MiB, 'MiB parts:', (size / MiB / ((performance.now() - t) / 1000)).toFixed(0), 'MiB/s');
  await storage.abortMultipartUpload(`k/${inflight}-${partSize}`, id);
}
await app.close();
rmSync(dir, { recursive: true });
