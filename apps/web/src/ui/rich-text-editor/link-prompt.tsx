import { useState } from 'react';
import { t } from '../../lib/i18n';
import { Button } from '../button';
import { linkFromInput } from './rich-text-html';

export type LinkPromptProps = {
  /** The editor's id: the prompt's error is named after it. */
  id: string;
  /** A valid address typed: its safe href and the text as typed. */
  onAdd: (href: string, typed: string) => void;
  onCancel: () => void;
};

/**
 * The link's address, asked under the toolbar: Enter adds it, Escape cancels; an address the
 * editor cannot link (another scheme, nothing typed) is refused inline and stays to be corrected.
 */
export const LinkPrompt = ({ id, onAdd, onCancel }: LinkPromptProps) => {
  const [linkText, setLinkText] = useState('');
  const [linkError, setLinkError] = useState(false);
  const errorId = `${id}-link-error`;

  const add = () => {
    const href = linkFromInput(linkText);
    if (href) onAdd(href, linkText);
    else setLinkError(true);
  };

  return (
    <div className="flex flex-col gap-2 border-b border-edge p-2">
      <label className="flex flex-col gap-1">
        <span>{t('messageCompose.editor.linkAddress')}</span>
        <input
          autoFocus
          type="url"
          inputMode="url"
          value={linkText}
          aria-invalid={linkError || undefined}
          aria-describedby={linkError ? errorId : undefined}
          onChange={(e) => {
            setLinkText(e.target.value);
            setLinkError(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              onCancel();
            }
          }}
          className="min-h-11 rounded-md border border-edge px-3"
        />
      </label>
      {linkError && (
        <p id={errorId} className="m-0 text-error">
          {t('messageCompose.editor.linkInvalid')}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="button" onClick={add}>
          {t('messageCompose.editor.linkAdd')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('messageCompose.editor.linkCancel')}
        </Button>
      </div>
    </div>
  );
};
