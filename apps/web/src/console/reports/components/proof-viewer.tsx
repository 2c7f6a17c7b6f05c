import { useQuery } from '@tanstack/react-query';
import { ct } from '../../i18n';
import { useObjectUrl } from '../../ui/use-object-url';
import { proofBlob, staffReportKeys } from '../api';

/**
 * An expense's proof shown in place, read with the staff call (audited): an image as an image, a
 * PDF in a frame (the browser's viewer); a download link beside it.
 */
export const ProofViewer = ({ file }: { file: { id: string; name: string; type: string } }) => {
  const bytes = useQuery({
    queryKey: staffReportKeys.file(file.id),
    queryFn: () => proofBlob(file.id),
    staleTime: 5 * 60_000,
  });
  const url = useObjectUrl(bytes.data);
  if (bytes.isError)
    return (
      <p role="alert" className="m-0 text-error">
        {ct('reports.proofFailed')}
      </p>
    );
  if (!url)
    return (
      <p role="status" className="m-0 text-muted">
        {ct('reports.proofLoading')}
      </p>
    );
  const title = ct('reports.proofOf', { name: file.name });
  return (
    <figure className="m-0 flex flex-col gap-2">
      {file.type === 'application/pdf' ? (
        <iframe title={title} src={url} className="h-[28rem] w-full rounded-lg border border-edge bg-white" />
      ) : (
        <img
          src={url}
          alt={title}
          className="max-h-[28rem] w-full rounded-lg border border-edge object-contain"
        />
      )}
      <figcaption>
        <a href={url} download={file.name} className="font-semibold text-primary underline">
          {ct('reports.download', { name: file.name })}
        </a>
      </figcaption>
    </figure>
  );
};
