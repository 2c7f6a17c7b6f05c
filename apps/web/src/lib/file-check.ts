import { uploadErrors } from '@relais/domain/rules';

/**
 * The app's code for a file sent as it is (a PDF) over the 5 MB limit. The domain's `image_too_big`
 * talks of an image (and the report editor's wording of compression), which misleads for a PDF.
 */
export const FILE_TOO_BIG = 'file_too_big';

/** `uploadErrors` for a file that is not compressed before upload: too big reads 'the file', not 'the image'. */
export const documentErrorCodes = (...args: Parameters<typeof uploadErrors>): string[] =>
  uploadErrors(...args).map((e) => (e.errorCode === 'image_too_big' ? FILE_TOO_BIG : e.errorCode));
