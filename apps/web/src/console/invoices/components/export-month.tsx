import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { businessMonth } from '@relais/domain/rules';
import { errorText } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { ct } from '../../i18n';
import { exportMonth } from '../api';

/** Hands the bytes to the browser as a download under their file name. */
const download = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/** A month's invoices as CSV for accounting (the previous month unless chosen). */
export const ExportMonth = () => {
  const [month, setMonth] = useState(() => businessMonth(new Date(), -1));
  const run = useMutation({
    mutationFn: () => exportMonth(month),
    onSuccess: ({ blob, fileName }) => download(blob, fileName ?? `invoices-${month}.csv`),
  });
  return (
    <form
      aria-label={ct('invoices.exportTitle')}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (/^\d{4}-\d{2}$/.test(month) && !run.isPending) run.mutate();
      }}
    >
      <TextField
        type="month"
        label={ct('invoices.exportMonth')}
        value={month}
        required
        onChange={(e) => setMonth(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={run.isPending}>
        {run.isPending ? ct('invoices.sending') : ct('invoices.export')}
      </Button>
      {run.isError && <FormAlert text={errorText(run.error)} />}
    </form>
  );
};
