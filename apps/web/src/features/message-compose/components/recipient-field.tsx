import type { MessageRecipient } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';
import { OptionList, SelectField } from '../../../ui/select-field';

/**
 * Whom the message goes to: the team and the customer-success contact in groups (no group for a
 * single choice, then chosen for her), a recipient not in the list shown by name when known, and a
 * note when the list could not be read (offline).
 */
export const RecipientField = ({
  value,
  onChange,
  error,
  recipients,
  recipientsFailed,
  party,
}: {
  value: string;
  onChange: (id: string) => void;
  error: string | undefined;
  recipients: MessageRecipient[] | undefined;
  recipientsFailed: boolean;
  party: { id: string; name: string } | null | undefined;
}) => {
  const options = (recipients ?? []).map((r) => ({
    value: r.id,
    label: r.name,
    group: t(r.kind === 'TEAM' ? 'messageCompose.groupTeam' : 'messageCompose.groupCustomerSuccess'),
  }));
  return (
    <>
      <SelectField
        label={t('messageCompose.recipient')}
        error={error}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={recipientsFailed ? 'compose-recipients-failed' : undefined}
      >
        {(recipients?.length ?? 0) !== 1 && <option value="">{t('messageCompose.chooseRecipient')}</option>}
        {value !== '' && !recipients?.some((r) => r.id === value) && (
          <option value={value}>
            {party?.id === value && party.name ? party.name : t('messageCompose.unknownRecipient')}
          </option>
        )}
        <OptionList
          options={options.length === 1 ? options.map((o) => ({ ...o, group: undefined })) : options}
        />
      </SelectField>
      {recipientsFailed && (
        <p id="compose-recipients-failed" className="-mt-3 m-0 text-sm text-muted">
          {t('messageCompose.recipientsOffline')}
        </p>
      )}
    </>
  );
};
