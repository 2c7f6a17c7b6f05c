import { join, resolve } from 'node:path';
import { fileStoreFromEnv } from './config-from-env';
import { copyFileStore } from './modules/files/copy-file-store';
import { diskFileStore } from './modules/files/file-store';
import { s3FileStore } from './modules/files/s3-file-store';

/*
 * `npm run files:to-s3`: copies the local file store (FILES_DIR, else DATA_DIR/files, as the server
 * reads them) into the bucket of the S3_* settings (FILE_STORE=s3), then says what it copied. Keys
 * already in the bucket are skipped: run it again after a failure, or before switching FILE_STORE.
 */
const main = async (): Promise<void> => {
  const target = fileStoreFromEnv(process.env);
  if (target.kind !== 's3') throw new Error('Set FILE_STORE=s3 and the S3_* settings of the target bucket');
  const dataDir = resolve(process.env['DATA_DIR'] ?? './data');
  const dir = process.env['FILES_DIR'] ? resolve(process.env['FILES_DIR']) : join(dataDir, 'files');
  const bucket = s3FileStore(target);
  await bucket.check?.().catch((error: unknown) => {
    throw new Error(
      `The bucket ${target.bucket} cannot be reached: ${error instanceof Error ? error.message : 'unknown error'}`,
    );
  });
  const report = await copyFileStore(diskFileStore(dir), bucket);
  console.log(
    `Copied ${report.copied} file(s), ${report.bytes} bytes, from ${dir} to bucket ${target.bucket}; ` +
      `${report.skipped} already there, skipped.`,
  );
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
