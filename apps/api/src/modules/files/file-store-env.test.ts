import { describe, expect, it } from 'vitest';
import { fileStoreFromEnv } from '../../config-from-env';

const S3_ENV = {
  FILE_STORE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'relais',
  S3_REGION: 'eu-west-3',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'the-secret-value',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('FILE_STORE and the S3_* settings', () => {
  it('is the disk store when unset or disk', () => {
    expect(fileStoreFromEnv({})).toEqual({ kind: 'disk' });
    expect(fileStoreFromEnv({ FILE_STORE: 'disk', S3_BUCKET: 'ignored' })).toEqual({ kind: 'disk' });
  });

  it('reads every S3 setting; the endpoint and path style are optional', () => {
    expect(fileStoreFromEnv(S3_ENV)).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'relais',
      region: 'eu-west-3',
      accessKeyId: 'key-id',
      secretAccessKey: 'the-secret-value',
      forcePathStyle: true,
    });
    const aws = fileStoreFromEnv({ ...S3_ENV, S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '' });
    expect(aws).not.toHaveProperty('endpoint');
    expect(aws).toMatchObject({ forcePathStyle: false });
  });

  it.each([
    [{ FILE_STORE: 'ftp' }, 'FILE_STORE must be disk or s3'],
    [{ S3_BUCKET: '' }, 'S3_BUCKET is required with FILE_STORE=s3'],
    [{ S3_REGION: ' ' }, 'S3_REGION is required with FILE_STORE=s3'],
    [{ S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID is required with FILE_STORE=s3'],
    [{ S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY is required with FILE_STORE=s3'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) address'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
  ])('stops the start naming the setting: %o', (change, message) => {
    expect(() => fileStoreFromEnv({ ...S3_ENV, ...change })).toThrow(message);
  });
});
