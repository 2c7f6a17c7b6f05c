import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { ct } from '../../i18n';
import { makeQuoteLink } from '../api';

/** "Make the signed link", then the link shown with "Copy" (the clipboard; selectable by hand too). */
export const QuoteLinkCell = ({ quoteId, label }: { quoteId: string; label: string }) => {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const make = useMutation({ mutationFn: () => makeQuoteLink(quoteId) });
  if (make.data) {
    const { url, expiresAt } = make.data;
    return (
      <div className="flex flex-col gap-1">
        <input
          readOnly
          value={url}
          aria-label={ct('quotes.linkOf', { label })}
          className="min-h-11 w-full rounded-lg border border-edge px-2"
          onFocus={(e) => e.target.select()}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setCopied(null);
              navigator.clipboard.writeText(url).then(
                () => setCopied('yes'),
                () => setCopied('no'),
              );
            }}
          >
            {ct('quotes.copy')}
          </Button>
          <span role="status" className="text-muted">
            {copied === 'yes'
              ? ct('quotes.copied')
              : copied === 'no'
                ? ct('quotes.copyFailed')
                : ct('quotes.validUntil', { date: formatDate(expiresAt) })}
          </span>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" disabled={make.isPending} onClick={() => make.mutate()}>
        {make.isPending ? ct('quotes.making') : ct('quotes.makeLink')}
        <span className="sr-only"> {label}</span>
      </Button>
      {make.isError && <FormAlert text={errorText(make.error)} />}
    </div>
  );
};
