/** A link styled as underlined text with a 44px touch target, on its own line in a column card. */
export const textLink = 'flex min-h-11 items-center self-start font-semibold text-primary underline';
/** The same, flowing with the content around it. */
export const inlineTextLink =
  'inline-flex min-h-11 items-center self-start font-semibold text-primary underline';
