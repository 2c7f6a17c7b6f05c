import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { errorText } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { ct } from '../../i18n';
import { useMay } from '../../shell/use-staff-me';
import { createHelpdeskLink, issueSkillsLink, resetTwoFactor } from '../api';

/** The helpdesk link opened on this origin (the server's address may be another name of it). */
const samePlace = (url: string): string => {
  const link = new URL(url, window.location.origin);
  return `${link.pathname}${link.search}`;
};

const Box = ({ children }: { children: ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-2 rounded-lg border border-edge bg-white p-3">{children}</div>
);

/** The skills link (recruitment): issued, shown and copied; earlier links stop working. */
const SkillsLink = ({ id }: { id: string }) => {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const issue = useMutation({ mutationFn: () => issueSkillsLink(id), onMutate: () => setCopied(null) });
  const url = issue.data ? `${window.location.origin}${issue.data.path}` : null;
  return (
    <Box>
      <Button variant="secondary" disabled={issue.isPending} onClick={() => issue.mutate()}>
        {ct('record.skillsLink')}
      </Button>
      {issue.isError && <FormAlert text={errorText(issue.error)} />}
      {url && issue.data && (
        <>
          <input
            readOnly
            value={url}
            aria-label={ct('record.skillsLinkValue')}
            className="min-h-11 w-full rounded-lg border border-edge px-2"
            onFocus={(e) => e.target.select()}
          />
          <Button
            variant="secondary"
            onClick={() =>
              navigator.clipboard.writeText(url).then(
                () => setCopied('yes'),
                () => setCopied('no'),
              )
            }
          >
            {ct('record.copy')}
          </Button>
          <span role="status" className="text-muted">
            {copied === 'yes'
              ? ct('record.copied')
              : copied === 'no'
                ? ct('record.copyFailed')
                : ct('record.validUntil', { date: formatDate(issue.data.expiresAt) })}
          </span>
        </>
      )}
    </Box>
  );
};

/** A helpdesk link (support): made, then opened in a new tab, where the support session starts. */
const HelpdeskLink = ({ id }: { id: string }) => {
  const make = useMutation({ mutationFn: () => createHelpdeskLink(id) });
  return (
    <Box>
      <Button variant="secondary" disabled={make.isPending} onClick={() => make.mutate()}>
        {ct('record.helpdeskLink')}
      </Button>
      {make.isError && <FormAlert text={errorText(make.error)} />}
      {make.data && (
        <>
          <a
            href={samePlace(make.data.url)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary underline"
          >
            {ct('record.openHelpdesk')}
          </a>
          <span className="text-muted">{ct('record.helpdeskHint')}</span>
        </>
      )}
    </Box>
  );
};

/** Turn her second factor off (support), after a confirmation. */
const TwoFactorOff = ({ id }: { id: string }) => {
  const [asking, setAsking] = useState(false);
  const reset = useMutation({ mutationFn: () => resetTwoFactor(id), onSuccess: () => setAsking(false) });
  return (
    <Box>
      {asking ? (
        <>
          <p className="m-0">{ct('record.twoFactorConfirmText')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" disabled={reset.isPending} onClick={() => reset.mutate()}>
              {ct('record.twoFactorConfirm')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                reset.reset();
                setAsking(false);
              }}
            >
              {ct('record.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {ct('record.twoFactorOff')}
        </Button>
      )}
      {reset.isError && <FormAlert text={errorText(reset.error)} />}
      {reset.isSuccess && (
        <p role="status" className="m-0 text-success">
          {ct('record.twoFactorDone')}
        </p>
      )}
    </Box>
  );
};

/** The record's actions, each shown only with its permission (each audited by the server). */
export const RecordActions = ({ id, inRecruitment }: { id: string; inRecruitment: boolean }) => {
  const mayRecruit = useMay('recruitment');
  const maySupport = useMay('support');
  if (!(mayRecruit && inRecruitment) && !maySupport) return null;
  return (
    <section
      aria-label={ct('record.actions')}
      className="grid grid-cols-[repeat(auto-fit,minmax(16rem,1fr))] gap-3"
    >
      {mayRecruit && inRecruitment && <SkillsLink id={id} />}
      {maySupport && <HelpdeskLink id={id} />}
      {maySupport && <TwoFactorOff id={id} />}
    </section>
  );
};
