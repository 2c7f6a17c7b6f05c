import { describe, expect, it } from 'vitest';
import { feedbackExcerpt, sendFeedbackAction } from './feedback-action';

describe('the feedback action', () => {
  it('is described by her own words, so a waiting or refused one is never a text she cannot see', () => {
    expect(sendFeedbackAction.describe({ text: '  Le   planning\nest lent ', route: '/home' })).toEqual({
      key: 'shellExtras.feedback.describe',
      values: { excerpt: 'Le planning est lent' },
    });
  });

  it('cuts a long text at 60 characters with an ellipsis, on a word end when it falls on spaces', () => {
    const long = 'a'.repeat(58) + '  bcdef';
    const cut = feedbackExcerpt(long);
    expect(cut).toHaveLength(59);
    expect(cut).toBe(`${'a'.repeat(58)}…`);
    expect(feedbackExcerpt('x'.repeat(60))).toBe('x'.repeat(60));
    expect(feedbackExcerpt('x'.repeat(61))).toBe(`${'x'.repeat(59)}…`);
  });
});
