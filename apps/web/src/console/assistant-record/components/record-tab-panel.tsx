import type { RecordTab } from '../tabs';
import { FileTab } from './file-tab';
import { HistoryTab } from './history-tab';
import { InterventionsTab } from './interventions-tab';
import { InvoicesTab } from './invoices-tab';
import { LoyaltyTab } from './loyalty-tab';
import { MessagesTab } from './messages-tab';
import { ProfileTab } from './profile-tab';
import { RecruitmentTab } from './recruitment-tab';

/** The open tab's content (each tab reads only when it is open). */
export const RecordTabPanel = ({ id, name, tab }: { id: string; name: string; tab: RecordTab }) => {
  switch (tab) {
    case 'profile':
      return <ProfileTab id={id} />;
    case 'file':
      return <FileTab id={id} name={name} />;
    case 'recruitment':
      return <RecruitmentTab id={id} />;
    case 'interventions':
      return <InterventionsTab id={id} />;
    case 'invoices':
      return <InvoicesTab id={id} />;
    case 'messages':
      return <MessagesTab id={id} />;
    case 'loyalty':
      return <LoyaltyTab id={id} />;
    case 'history':
      return <HistoryTab id={id} />;
  }
};
