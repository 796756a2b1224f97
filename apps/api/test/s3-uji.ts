import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver 3.7 ships no type declarations
import S3rver from 's3rver';

/** A local S3-compatible server (s3rver) on a free port with one bucket, in a temporary folder. */
export interface S3Uji {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  dir: string;
  close(): Promise<void>;
}

export async function mulaiS3(bucket = 'sigap-uji'): Promise<S3Uji> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigap-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket }] });
  const addr = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${addr.port}`,
    bucket,
    // s3rver's own credentials: it checks the signature of every request
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    dir,
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
