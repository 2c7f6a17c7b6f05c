/** What sharing the referral code did: the confirmation shown (none when she closed the share sheet). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The browser's share sheet and clipboard, when it has them (navigator by default; tests give their own). */
export type ShareTargets = {
  share?: ((data: ShareData) => Promise<void>) | undefined;
  writeText?: ((text: string) => Promise<void>) | undefined;
};

export const browserShareTargets = (): ShareTargets => {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    writeText:
      typeof nav?.clipboard?.writeText === 'function' ? (text) => nav.clipboard.writeText(text) : undefined,
  };
};

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares the code: the system share sheet where the browser has one (its text says what the code
 * is for), else the clipboard gets the code alone. A share sheet that fails otherwise than by her
 * closing it falls back to the clipboard.
 */
export const shareReferralCode = async (
  code: string,
  texts: { title: string; text: string },
  targets: ShareTargets = browserShareTargets(),
): Promise<ShareOutcome> => {
  if (targets.share) {
    try {
      await targets.share({ title: texts.title, text: texts.text });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (!targets.writeText) return 'failed';
  try {
    await targets.writeText(code);
    return 'copied';
  } catch {
    return 'failed';
  }
};
