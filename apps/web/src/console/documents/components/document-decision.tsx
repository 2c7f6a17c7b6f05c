import type { StaffDocumentItem } from '@relais/contract';
import type { FolderReviewBody } from '@relais/domain/rules';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/http';
import { errorText } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { TextField } from '../../../ui/text-field';
import { ct } from '../../i18n';
import { useDecision } from '../../ui/decision-panel';
import { RefusalForm } from '../../ui/refusal-form';
import { reviewDocument } from '../api';

/** The server's error on the expiry date field, if that is what it refused. */
const dateErrorOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.body?.errors?.some((e) => e.field === 'expirationDate')
    ? errorText(error)
    : undefined;

/**
 * Validate (with the expiry date where the type has one, as sent unless staff correct it) or
 * refuse with a reason: the existing staff decision, naming the version shown. What was typed stays
 * on a refused or failed send (the server's reason shows above); a 409 says another decision came
 * first and the list reloads.
 */
export const DocumentDecision = ({
  item,
  onDecided,
  onMoved,
}: {
  item: StaffDocumentItem;
  onDecided: (decision: FolderReviewBody['decision']) => void;
  /** Another decision came first (409): the server's text, said where the panel stays. */
  onMoved: (text: string) => void;
}) => {
  const [expiry, setExpiry] = useState(item.expirationDate ?? '');
  const [missingDate, setMissingDate] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const decide = useDecision((body: FolderReviewBody) => reviewDocument(item, body), {
    decided: (body) => onDecided(body.decision),
    moved: onMoved,
  });
  const dateError = missingDate ? ct('documents.expiryRequired') : dateErrorOf(decide.error);

  const validate = (e: FormEvent) => {
    e.preventDefault();
    if (item.expiry === 'required' && expiry === '') {
      setMissingDate(true);
      return;
    }
    setMissingDate(false);
    decide.mutate({
      decision: 'VALIDATE',
      ...(item.expiry === 'none' ? {} : { expirationDate: expiry === '' ? null : expiry }),
    });
  };

  return (
    <section aria-labelledby="document-decision" className="flex flex-col gap-3">
      <h3 id="document-decision" className="m-0 text-[1.1rem] font-bold">
        {ct('documents.decision')}
      </h3>
      {decide.isError && !dateErrorOf(decide.error) && <FormAlert text={errorText(decide.error)} />}
      {refusing ? (
        <RefusalForm
          text={ct('documents.refuseText')}
          label={ct('documents.reason')}
          confirmLabel={ct('documents.confirmRefuse')}
          requiredText={ct('documents.reasonRequired')}
          pending={decide.isPending}
          onCancel={() => {
            decide.reset();
            setRefusing(false);
          }}
          onConfirm={(reason) => decide.mutate({ decision: 'REFUSE', reason })}
        />
      ) : (
        <form className="flex flex-col gap-3" onSubmit={validate} noValidate>
          {item.expiry !== 'none' && (
            <TextField
              type="date"
              label={ct('documents.expiryDate')}
              value={expiry}
              required={item.expiry === 'required'}
              error={dateError}
              onChange={(e) => setExpiry(e.target.value)}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={decide.isPending}>
              {decide.isPending ? ct('documents.sending') : ct('documents.validate')}
            </Button>
            <Button
              variant="secondary"
              disabled={decide.isPending}
              onClick={() => {
                decide.reset();
                setRefusing(true);
              }}
            >
              {ct('documents.refuse')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
};
