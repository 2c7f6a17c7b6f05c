import { feedbackRuleErrors, routeTemplateOf, type FeedbackBody } from '@relais/domain/rules';

export type FeedbackFormValues = { text: string };
export type FeedbackFormErrors = Partial<Record<'text', string>>;

/** The server's rule, checked before sending (the same domain function). */
export const validateFeedback = (values: FeedbackFormValues): FeedbackFormErrors => {
  const [error] = feedbackRuleErrors({ text: values.text, route: '' });
  return error ? { text: error.errorCode } : {};
};

/** The body: the trimmed text and the current screen as a template (no ids, no query). */
export const feedbackBody = (values: FeedbackFormValues, pathname: string): FeedbackBody => ({
  text: values.text.trim(),
  route: routeTemplateOf(pathname),
});
