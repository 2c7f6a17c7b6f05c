/*
 * The provider console's audit trail (issue 29): which lines of the audit log it shows.
 */

/**
 * The actions the trail shows (the audit log also holds sign-ins and an assistant's own writes: not
 * here). Every code has a French and an English text in the console (`audit.actions.<code>`).
 */
export const AUDIT_TRAIL_ACTIONS = [
  'staff_access',
  'staff_feedback_read',
  'staff_messages_read',
  'staff_message_sent',
  'staff_reply_file_uploaded',
  'staff_reply_file_removed',
  'staff_conversation_assigned',
  'staff_conversation_state',
  'support_write',
  'helpdesk_link_created',
  'helpdesk_signin',
  'helpdesk_signin_failed',
  'skills_link_issued',
  'assistant_created',
  'two_factor_reset_by_staff',
  'folder_document_reviewed',
  'recruitment_decided',
  'report_validated',
  'report_rejected',
  'premium_answered',
  'intervention_cancelled',
  'invoice_status_changed',
  'quote_link_created',
  'staff_permissions_changed',
] as const;
export type AuditTrailAction = (typeof AUDIT_TRAIL_ACTIONS)[number];
