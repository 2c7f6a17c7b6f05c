import type { StaffDocumentItem } from '@relais/contract';
import { useQuery } from '@tanstack/react-query';
import { ct } from '../../i18n';
import { useObjectUrl } from '../../ui/use-object-url';
import { documentBlob, staffDocumentKeys } from '../api';

/**
 * The document's file shown in place: an image as an image, a PDF in a frame (the browser's
 * viewer), read with the staff call (audited); a download link beside it either way.
 */
export const DocumentPreview = ({ item }: { item: StaffDocumentItem }) => {
  const file = item.file;
  const bytes = useQuery({
    queryKey: staffDocumentKeys.file(file?.id ?? ''),
    queryFn: () => documentBlob(file?.id ?? ''),
    enabled: file !== null,
    staleTime: 5 * 60_000,
  });
  const url = useObjectUrl(bytes.data);
  if (!file) return <p className="m-0 text-muted">{ct('documents.noFile')}</p>;
  if (bytes.isError)
    return (
      <p role="alert" className="m-0 text-error">
        {ct('documents.fileFailed')}
      </p>
    );
  if (!url)
    return (
      <p role="status" className="m-0 text-muted">
        {ct('documents.fileLoading')}
      </p>
    );
  return (
    <figure className="m-0 flex flex-col gap-2">
      {file.type === 'application/pdf' ? (
        <iframe
          title={`${ct('documents.file')} : ${file.name}`}
          src={url}
          className="h-[28rem] w-full rounded-lg border border-edge bg-white"
        />
      ) : (
        <img
          src={url}
          alt={`${ct('documents.file')} : ${file.name}`}
          className="max-h-[28rem] w-full rounded-lg border border-edge object-contain"
        />
      )}
      <figcaption>
        <a href={url} download={file.name} className="font-semibold text-primary underline">
          {ct('documents.download', { name: file.name })}
        </a>
      </figcaption>
    </figure>
  );
};
