import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorText } from '../../lib/error-message';
import { ApiError } from '../../lib/http';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { RefusalForm } from './refusal-form';

/**
 * A staff decision sent once: `decided` with what was sent; a 409 (another decision came first)
 * calls `moved` with the server's text, where the caller reloads what it shows.
 */
export const useDecision = <Body,>(
  send: (body: Body) => Promise<unknown>,
  on: { decided?: (body: Body) => void; moved?: (text: string) => void },
) =>
  useMutation({
    mutationFn: send,
    onSuccess: (_answer, body) => on.decided?.(body),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) on.moved?.(errorText(error));
    },
  });

/** What the panel reads of its decision (a `useDecision`). */
type Decision = { isError: boolean; error: unknown; isPending: boolean; reset: () => void };

/** The refusal's texts: its button, what refusing does, the reason's label, confirm, required. */
export type RefusalTexts = { open: string; text: string; label: string; confirm: string; required: string };

/**
 * A decision's panel (report, invoice, recruitment): its title, the server's refusal of the last
 * send above, the positive `actions` then the button opening the refusal with its reason (typed
 * text kept on a refused or failed send; cancelling clears the error). `note` goes under the
 * buttons (why one is disabled); `pendingText` is said while a decision is on its way.
 */
export const DecisionPanel = ({
  id,
  title,
  heading: Heading = 'h3',
  decision,
  refusal,
  onRefuse,
  actions,
  note,
  pendingText,
}: {
  id: string;
  title: string;
  heading?: 'h2' | 'h3';
  decision: Decision;
  refusal: RefusalTexts;
  onRefuse: (reason: string) => void;
  actions: ReactNode;
  note?: ReactNode;
  pendingText?: string;
}) => {
  const [refusing, setRefusing] = useState(false);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <Heading id={id} className={`m-0 font-bold ${Heading === 'h2' ? 'text-[1.2rem]' : 'text-[1.1rem]'}`}>
        {title}
      </Heading>
      {decision.isError && <FormAlert text={errorText(decision.error)} />}
      {refusing ? (
        <RefusalForm
          text={refusal.text}
          label={refusal.label}
          confirmLabel={refusal.confirm}
          requiredText={refusal.required}
          pending={decision.isPending}
          onCancel={() => {
            decision.reset();
            setRefusing(false);
          }}
          onConfirm={onRefuse}
        />
      ) : (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            {actions}
            <Button
              variant="secondary"
              disabled={decision.isPending}
              onClick={() => {
                decision.reset();
                setRefusing(true);
              }}
            >
              {refusal.open}
            </Button>
          </div>
          {note}
        </div>
      )}
      {pendingText && decision.isPending && (
        <p role="status" className="m-0 text-muted">
          {pendingText}
        </p>
      )}
    </section>
  );
};
