import { Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config';
import { assertStorageKey, isStorageKey, type FileStore } from './file-store';

/** The size of an upload's parts, S3's smallest: one part is buffered at a time. */
const PART_BYTES = 5 * 1024 * 1024;
/** A store that does not answer fails the request (and readiness) instead of holding it. */
const CONNECT_TIMEOUT_MS = 5_000;
/** No byte either way for this long: the request fails (a 5 MB body moves in far less). */
const IDLE_TIMEOUT_MS = 30_000;
/** A download holds its connection while the client reads it: more than the SDK's 50 at once. */
const MAX_SOCKETS = 200;

type Sdk = { s3: typeof ClientS3; storage: typeof LibStorage; client: ClientS3.S3Client };

/**
 * The SDK, loaded at the store's first call (imported, it costs about half a second of every start,
 * which the default disk store never pays), and the bucket's client. Checksums only where S3 requires
 * them: a streamed body with a flexible checksum is sent `aws-chunked` with a trailer, which
 * S3-compatible servers do not all read. Timeouts and a connection pool sized for streamed downloads.
 */
const loadSdk = async (settings: S3Settings): Promise<Sdk> => {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client = new s3.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: IDLE_TIMEOUT_MS,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
  return { s3, storage, client };
};

/** A key with no object: GetObject says NoSuchKey, HeadObject (no body) NotFound. */
const isMissing = ({ s3 }: Sdk, error: unknown): boolean =>
  error instanceof s3.S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Files as objects of an S3-compatible bucket, one per key at the bucket's root (decisions
 * "Operations"). `put` of a stream whose length is known (every upload: its checked temporary file)
 * is one PutObject sending the bytes as they are read; of an unknown length, lib-storage's Upload, one
 * 5 MiB part held at a time (S3's smallest part). It never replaces an object: it is refused when the
 * key is already there (HeadObject), and sent with `If-None-Match: *` so a store that honours
 * conditional writes (AWS S3, MinIO) refuses it atomically too.
 */
export const s3FileStore = (settings: S3Settings): FileStore => {
  const Bucket = settings.bucket;
  let loaded: Promise<Sdk> | undefined;
  const sdk = (): Promise<Sdk> => (loaded ??= loadSdk(settings));
  return {
    put: async (key, source, size) => {
      const Key = assertStorageKey(key);
      const { s3, storage, client } = await sdk();
      const present = await client.send(new s3.HeadObjectCommand({ Bucket, Key })).then(
        () => true,
        (error: unknown) => {
          if (isMissing({ s3, storage, client }, error)) return false;
          throw error;
        },
      );
      if (present) {
        source.destroy();
        throw new Error('a file is already stored under this key');
      }
      const params = { Bucket, Key, ContentType: 'application/octet-stream', IfNoneMatch: '*' };
      if (size !== undefined) {
        // the length known (an upload's checked file): streamed as it is read, none of it held
        await client.send(new s3.PutObjectCommand({ ...params, Body: source, ContentLength: size }));
        return;
      }
      const upload = new storage.Upload({
        client,
        params: { ...params, Body: source },
        partSize: PART_BYTES,
        queueSize: 1,
      });
      await upload.done();
    },
    get: async (key) => {
      const Key = assertStorageKey(key);
      const loadedSdk = await sdk();
      try {
        const answer = await loadedSdk.client.send(new loadedSdk.s3.GetObjectCommand({ Bucket, Key }));
        if (!(answer.Body instanceof Readable) || answer.ContentLength === undefined)
          throw new Error('the object store answered no stream or no length');
        return { stream: answer.Body, size: answer.ContentLength };
      } catch (error) {
        if (isMissing(loadedSdk, error)) return null;
        throw error;
      }
    },
    // DeleteObject answers 204 whether or not the key was there
    remove: async (key) => {
      const Key = assertStorageKey(key);
      const { s3, client } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key }));
    },
    list: async function* () {
      const { s3, client } = await sdk();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key && isStorageKey(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    check: async () => {
      const { s3, client } = await sdk();
      await client.send(new s3.HeadBucketCommand({ Bucket }));
    },
  };
};
