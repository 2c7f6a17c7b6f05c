import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config';

export type TestS3 = {
  /** The settings of the bucket (FILE_STORE=s3 with these). */
  settings: S3Settings;
  /** The same as S3_* environment variables (a child process, the copy command). */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on a free loopback port, its objects in a temporary folder,
 * with one empty bucket. s3rver knows one key pair (S3RVER / S3RVER) and does not check what a
 * signature covers (the payload's hash), so these tests prove what the store does with objects,
 * never that signatures are checked.
 */
export const startTestS3 = async (bucket = 'relais-files'): Promise<TestS3> => {
  const directory = mkdtempSync(join(tmpdir(), 'relais-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
