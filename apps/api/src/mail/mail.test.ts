import { describe, expect, it } from 'vitest';
import { BAN_DEFAULT_URL, DEFAULT_MAIL_FROM } from '../config';
import { geocoderFromEnv, mailFromEnv } from '../config-from-env';
import { emailChangeMail } from './templates';

describe('mail and geocoder configuration from the environment', () => {
  it('writes files without SMTP, takes SMTP_URL or its parts', () => {
    expect(mailFromEnv({})).toEqual({ from: DEFAULT_MAIL_FROM });
    expect(mailFromEnv({ SMTP_URL: 'smtp://u:p@mail.test:2525', MAIL_FROM: 'X <x@y.test>' })).toEqual({
      smtp: 'smtp://u:p@mail.test:2525',
      from: 'X <x@y.test>',
    });
    expect(mailFromEnv({ SMTP_HOST: 'mail.test', SMTP_USER: 'u', SMTP_PASS: 'p' })).toEqual({
      smtp: { host: 'mail.test', port: 587, secure: false, user: 'u', pass: 'p' },
      from: DEFAULT_MAIL_FROM,
    });
    expect(mailFromEnv({ SMTP_HOST: 'mail.test', SMTP_SECURE: 'true' }).smtp).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(() => mailFromEnv({ SMTP_HOST: 'mail.test', SMTP_PORT: 'abc' })).toThrow(/SMTP_PORT/);
  });

  it('has no geocoder by default, the address API when asked', () => {
    expect(geocoderFromEnv({})).toEqual({ kind: 'none' });
    expect(geocoderFromEnv({ GEOCODER: 'none' })).toEqual({ kind: 'none' });
    expect(geocoderFromEnv({ GEOCODER: 'ban' })).toEqual({ kind: 'ban', url: BAN_DEFAULT_URL });
    expect(geocoderFromEnv({ GEOCODER: 'ban', GEOCODER_URL: 'http://addok.local' })).toEqual({
      kind: 'ban',
      url: 'http://addok.local',
    });
    expect(() => geocoderFromEnv({ GEOCODER: 'google' })).toThrow(/GEOCODER/);
  });
});

describe('email change mail', () => {
  const input = {
    firstName: 'Ana <b>',
    newEmail: 'ana@exemple.fr',
    link: 'https://app.test/user/account?email-token=abc&x="1"',
    hours: 3,
  };

  it('says the same in French and English, the link in both parts, HTML escaped', () => {
    const fr = emailChangeMail('fr', input);
    const en = emailChangeMail('en', input);
    expect(fr.subject).toMatch(/Confirmez/);
    expect(en.subject).toMatch(/Confirm/);
    for (const mail of [fr, en]) {
      expect(mail.text).toContain(input.link);
      expect(mail.text).toContain('3');
      expect(mail.html).toContain('https://app.test/user/account?email-token=abc&amp;x=&quot;1&quot;');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain('Ana &lt;b&gt;');
    }
  });
});
