import { Link } from 'react-router';
import {
  EmailChangeSection,
  MailLanguageField,
  PasswordChangeSection,
  ProfileSection,
} from '../../features/account';
import { AccountDataSection } from '../../features/account-data';
import { AvatarSection } from '../../features/avatar';
import { FontSizeControl } from '../../features/preferences';
import { TwoFactorSection } from '../../features/two-factor';
import { t } from '../../lib/i18n';
import { CardSection } from '../../ui/card-section';
import { inlineTextLink } from '../../ui/text-link';

/** The preferences of the account: text size, the mails' language, and where the work preference lives. */
const PreferencesSection = () => (
  <CardSection id="account-preferences" title={t('account.preferences.title')}>
    <div className="-mx-4">
      <FontSizeControl />
    </div>
    <MailLanguageField />
    <p className="m-0">
      {t('account.preferences.workPreference')}{' '}
      <Link to="/user/availability" className={inlineTextLink}>
        {t('account.preferences.workPreferenceLink')}
      </Link>
    </p>
  </CardSection>
);

/**
 * /user/account: the avatar, the profile fields, the login email, the password, two-step sign-in, the
 * preferences, then 'download my data' and the account deletion.
 */
export const AccountPage = () => (
  <div className="flex flex-col gap-4">
    <AvatarSection />
    <ProfileSection />
    <EmailChangeSection />
    <PasswordChangeSection />
    <TwoFactorSection />
    <PreferencesSection />
    <AccountDataSection />
  </div>
);
