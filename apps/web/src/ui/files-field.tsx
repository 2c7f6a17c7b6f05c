import { useId, useState } from 'react';
import { Button } from './button';
import { FilePickButton } from './file-pick-button';

/** A file listed by the field: its key, its name, what is said beside it (its size). */
export type ListedFile = { key: string; name: string; detail?: string };

/** The field's texts, in the caller's language and wording. */
export type FilesFieldTexts = {
  title: string;
  add: string;
  hint: string;
  full: string;
  busy: string;
  remove: string;
  removeLabel: (name: string) => string;
  removed: (name: string) => string;
};

const ACCEPT = 'application/pdf,image/jpeg,image/png';

/**
 * Files attached to a message (her compose, the team's reply): each listed with a button removing it
 * (its removal announced), then the button adding one, hidden once `full`. A picked file goes to
 * `onPick`; `busy` says one is being prepared; `error` (a refused file) shows under the list.
 */
export const FilesField = ({
  files,
  texts,
  full,
  busy,
  error,
  onPick,
  onRemove,
  heading: Heading = 'h2',
}: {
  files: readonly ListedFile[];
  texts: FilesFieldTexts;
  full: boolean;
  busy: boolean;
  error: string | undefined;
  onPick: (file: File) => void;
  onRemove: (key: string) => void;
  heading?: 'h2' | 'h3';
}) => {
  const id = useId();
  const [announce, setAnnounce] = useState('');
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <Heading id={`${id}-title`} className="m-0 text-[1.08rem] font-semibold">
        {texts.title}
      </Heading>
      {files.length > 0 && (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {files.map((f) => (
            <li
              key={f.key}
              className="flex items-center justify-between gap-2 rounded-lg border border-edge bg-white p-2"
            >
              <span className="flex min-w-0 flex-col">
                <span className="[overflow-wrap:anywhere]">{f.name}</span>
                {f.detail && <span className="text-sm text-muted">{f.detail}</span>}
              </span>
              <Button
                variant="text"
                aria-label={texts.removeLabel(f.name)}
                onClick={() => {
                  setAnnounce(texts.removed(f.name));
                  onRemove(f.key);
                }}
              >
                {texts.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="m-0 text-sm text-muted">{texts.full}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <FilePickButton
            label={texts.add}
            accept={ACCEPT}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            disabled={busy}
            onPick={onPick}
            className="self-start"
          />
          <p id={`${id}-hint`} className="m-0 text-sm text-muted">
            {texts.hint}
          </p>
        </div>
      )}
      {busy && (
        <p role="status" className="m-0 text-sm text-muted">
          {texts.busy}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="m-0 text-error" data-error-anchor>
          {error}
        </p>
      )}
      <p role="status" className="sr-only">
        {announce}
      </p>
    </section>
  );
};
