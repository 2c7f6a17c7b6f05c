/** The outbox as the user sees it: the pending-actions screen, and how a queued action is named. */
export { PendingActionsPage } from './pending-actions-page';
export { describeAction } from './describe';
