import { usePreferences } from '../../../data/preferences';
import { getLanguage, t } from '../../../lib/i18n';
import { enqueue, useUserId } from '../../../offline';
import { SelectField } from '../../../ui/select-field';
import { LANGUAGE_KEY, setMailLanguageAction } from '../api/mail-language-action';

/** The language of the mails (the `language` preference; unset: the app's language when a mail is asked for). */
export const MailLanguageField = () => {
  const prefs = usePreferences();
  const userId = useUserId();
  const stored = prefs.data?.[LANGUAGE_KEY];
  const value = stored === 'fr' || stored === 'en' ? stored : getLanguage();
  return (
    <SelectField
      label={t('account.preferences.mailLanguage')}
      value={value}
      onChange={(e) => {
        const next: 'fr' | 'en' = e.target.value === 'en' ? 'en' : 'fr';
        if (userId && next !== value)
          void enqueue(setMailLanguageAction, { userId, value: next }).catch(() => {});
      }}
    >
      <option value="fr">{t('account.preferences.french')}</option>
      <option value="en">{t('account.preferences.english')}</option>
    </SelectField>
  );
};
