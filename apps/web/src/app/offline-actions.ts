import { saveProfileAction, setMailLanguageAction } from '../features/account/actions';
import { createLeaveAction, deleteLeaveAction, updateLeaveAction } from '../features/absences/actions';
import { setCellAction, snoozeAction, workPreferenceAction } from '../features/availability/actions';
import { saveCurriculumAction, uploadCvAction } from '../features/curriculum/actions';
import { createVisitAction, deleteVisitAction, updateVisitAction } from '../features/interventions/actions';
import { submitInvoiceAction } from '../features/invoices/actions';
import { sendFolderDocumentAction } from '../features/folder/actions';
import { archiveMessagesAction, deleteMessageAction } from '../features/messaging/actions';
import { setFontSizeAction } from '../features/preferences/actions';
import { sendDocumentAction } from '../features/recruitment/actions';
import { avatarBadgeSeenAction, removeAvatarAction, setAvatarAction } from '../features/avatar/actions';
import { academySeenAction } from '../features/dashboard/actions';
import { submitReportAction } from '../features/reports/actions';
import { deleteDraftAction, saveDraftAction, sendMessageAction } from '../features/message-compose/actions';
import { saveSkillsAction } from '../features/skills/actions';
import { sendFeedbackAction } from '../features/feedback/actions';
import { answerPremiumAction, answerQuoteAction } from '../features/client-area/actions';
import { readAllNotificationsAction, readNotificationAction } from '../features/notifications/actions';
import type { AnyAction } from '../offline';

/**
 * Every action the outbox sends, in one list given to the engine at start: a queued action is
 * replayed, shown and edited after a reload before any of its screens is opened. An action missing
 * here cannot be queued (enqueue refuses it), and one queued by a build that had it is parked and
 * reported, never dropped.
 */
export const offlineActions: readonly AnyAction[] = [
  setCellAction,
  snoozeAction,
  workPreferenceAction,
  createLeaveAction,
  updateLeaveAction,
  deleteLeaveAction,
  createVisitAction,
  updateVisitAction,
  deleteVisitAction,
  submitReportAction,
  submitInvoiceAction,
  setFontSizeAction,
  sendDocumentAction,
  saveSkillsAction,
  sendFolderDocumentAction,
  saveCurriculumAction,
  uploadCvAction,
  saveProfileAction,
  setMailLanguageAction,
  setAvatarAction,
  removeAvatarAction,
  avatarBadgeSeenAction,
  academySeenAction,
  saveDraftAction,
  sendMessageAction,
  deleteDraftAction,
  archiveMessagesAction,
  deleteMessageAction,
  sendFeedbackAction,
  answerQuoteAction,
  answerPremiumAction,
  readNotificationAction,
  readAllNotificationsAction,
];
