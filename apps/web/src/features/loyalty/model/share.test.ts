import { describe, expect, it, vi } from 'vitest';
import { shareReferralCode } from './share';

const texts = { title: 'My code', text: 'Join me: CMDR-4827' };

describe('shareReferralCode', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareReferralCode('CMDR-4827', texts, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'My code', text: 'Join me: CMDR-4827' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing when she closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    expect(await shareReferralCode('CMDR-4827', texts, { share, writeText })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the code alone without a share sheet, or when the sheet fails', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareReferralCode('CMDR-4827', texts, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenLastCalledWith('CMDR-4827');
    const share = vi.fn(async () => {
      throw new DOMException('not allowed', 'NotAllowedError');
    });
    expect(await shareReferralCode('CMDR-4827', texts, { share, writeText })).toBe('copied');
  });

  it('fails without a clipboard, or when writing is refused', async () => {
    expect(await shareReferralCode('CMDR-4827', texts, {})).toBe('failed');
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    expect(await shareReferralCode('CMDR-4827', texts, { writeText })).toBe('failed');
  });
});
