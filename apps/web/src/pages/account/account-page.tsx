import { AccountDataSection } from '../../features/account-data';
import { AvatarSection } from '../../features/avatar';

/** /user/account: the avatar, then 'download my data' and the account deletion. */
export const AccountPage = () => (
  <div className="flex flex-col gap-4 p-4">
    <AvatarSection />
    <AccountDataSection />
  </div>
);
