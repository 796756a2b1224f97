// Pre-compresses the built web app: a .br and a .gz beside every text asset, so the API serves them as they are
// (@fastify/static `preCompressed`) without compressing on each request. Operators on slow connections download
// a sixth of the bytes. Used by scripts/build.mjs and the bench.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

export function precompress(dir) {
  let files = 0;
  let raw = 0;
  let br = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (TEXT.test(e.name)) {
        const buf = fs.readFileSync(p);
        if (buf.length < 1024) continue;
        const b = zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } });
        fs.writeFileSync(`${p}.br`, b);
        fs.writeFileSync(`${p}.gz`, zlib.gzipSync(buf, { level: 9 }));
        files += 1;
        raw += buf.length;
        br += b.length;
      }
    }
  };
  walk(dir);
  return { files, raw, br };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = precompress(path.resolve(process.argv[2] ?? 'dist'));
  console.log(`precompressed ${r.files} files: ${(r.raw / 1024).toFixed(0)} KB -> ${(r.br / 1024).toFixed(0)} KB brotli`);
}
