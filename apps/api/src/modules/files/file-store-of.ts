import { filesDirOf, type AppConfig } from '../../config';
import { diskFileStore, type FileStore } from './file-store';
import { s3FileStore } from './s3-file-store';

/** The file store the configuration names (FILE_STORE): the bucket, else the folder `filesDirOf(config)`. */
export const fileStoreOf = (config: Pick<AppConfig, 'dataDir' | 'filesDir' | 'fileStore'>): FileStore =>
  config.fileStore?.kind === 's3' ? s3FileStore(config.fileStore) : diskFileStore(filesDirOf(config));
