/**
 * The closed list of error codes the API returns and the app translates (spec section 8).
 * Add a code here, then its text in apps/web/src/i18n/{fr,en}.json under `errors.<code>`.
 */
export const ERROR_CODES = [
  // generic, by HTTP status
  'bad_request',
  'authentication_required',
  'access_denied',
  'not_found',
  'server_error',
  'too_many_requests',
  'validation_failed',
  'idempotency_key_reused',
  'idempotency_in_progress',
  // a text PostgreSQL cannot store (NUL, lone surrogate), in any field of any request
  'invalid_characters',
  // authentication
  'bad_credentials',
  'refresh_token_invalid',
  'session_expired',
  // helpdesk (support acting as an assistant)
  'helpdesk_link_invalid',
  'support_session_forbidden',
  // field-level (local codes of spec section 8, also used by the server)
  'required-field',
  'date-in-future',
  'needed-field',
  'positive-value-only',
  'invalid-email',
  'regularization-too-big',
  'invoice-totals-not-equals',
  'no-connection',
  // a number or a date outside its realistic bound (decisions "Bounds")
  'value-out-of-range',
  'date-out-of-range',
  // known server messages of spec section 8
  'file_content_type_not_allowed',
  'invoice_too_recent',
  'invoice_too_old',
  'invoice_not_between_5_and_20',
  'insurance_without_date',
  'insurance_expired',
  'only_signed_assistants_invoice',
  'missing_expense_file',
  'intervention_delete_under_48h',
  'invoice_file_not_found',
  'invoice_exists',
  'image_too_big',
  'invalid_regularization_price',
  'deletion_in_month_must_be_explained',
  'all_events_in_invoice_month_must_be_closed',
  'computed_fixed_price_mismatch',
  'invalid_iban_or_bic',
  'validated_file_cannot_be_replaced',
  'premium_not_eligible',
  'premium_waiting_client_answer',
  'premium_rejected',
  'start_before_6am',
  'end_after_midnight',
  'email_change_error',
  'last_name_or_email_empty',
  'subscription_error',
  // passwords: reset, subscription (decisions "Passwords, reset, subscription, first login")
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'password_mismatch',
  'reset_link_invalid',
  'login_email_taken',
  // loyalty and referral
  'referral_code_unknown',
  // availability and absences
  'leave_end_before_start',
  'leave_overlap',
  'leave_already_started',
  // interventions and reports
  'intervention_month_change',
  'intervention_locked',
  'intervention_start_in_past',
  'estimate_not_of_client',
  // quotes and client users (decisions "Quotes and client users")
  'quote_already_answered',
  'quote_not_proposed',
  'quote_expired',
  'quote_link_invalid',
  'premium_already_answered',
  'report_no_service',
  'report_short_needs_comment',
  'report_over_12_hours',
  'remote_report_under_15_min',
  'report_too_early',
  'report_already_submitted',
  'report_not_submitted',
  // the provider's console: a decision on a report another staff member decided first (409)
  'report_already_decided',
  // the provider's console: a decision on a document already decided or replaced by a newer version (409)
  'folder_document_already_decided',
  // the provider's console: a decision on an invoice another decision moved first (409)
  'invoice_already_decided',
  // the provider's console: a staff member taking her own admin permission away (refused)
  'staff_own_admin',
  // files
  'file_name_not_allowed',
  'file_content_invalid',
  'pdf_active_content',
  'file_too_complex',
  'file_quota_exceeded',
  'too_many_uploads',
  // invoices
  'invalidated_invoice_window',
  // skills and the prospect's skills link
  'duplicate_skill',
  'unknown_expertise',
  'skills_link_invalid',
  // recruitment
  'not_in_recruitment',
  'recruitment_incomplete',
  // account: profile fields and the login email change
  'invalid_phone',
  'birthdate_not_sensible',
  'email_change_cancel_invalid',
  // avatar and account (download my data, deletion)
  'avatar_not_square',
  'avatar_file_invalid',
  'password_incorrect',
  'staff_account_not_deletable',
  // messaging
  'message_recipient_invalid',
  'staff_assignee_invalid',
  'message_not_editable',
  // two-factor sign-in
  'two_factor_code_invalid',
  'two_factor_code_wrong',
  'two_factor_challenge_invalid',
  'two_factor_not_pending',
  'two_factor_not_enabled',
  // single sign-on and Google sign-in
  'external_token_invalid',
  'external_account_unknown',
  'external_signin_disabled',
  // feedback (the 'menu' build)
  'feedback_too_long',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The generic code for an HTTP status, used when a response carries no code of its own. */
export const errorCodeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'authentication_required';
    case 403:
      return 'access_denied';
    case 404:
      return 'not_found';
    case 409:
      return 'idempotency_in_progress';
    case 422:
      return 'validation_failed';
    case 429:
      return 'too_many_requests';
    default:
      return 'server_error';
  }
};
