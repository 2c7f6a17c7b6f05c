import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, emailChangeRequests, preferences, users } from '../../db/schema/index';
import {
  bearer,
  createTestContext,
  DEMO,
  errJson,
  objJson,
  OTHER,
  signIn,
  type Session,
  type TestContext,
} from '../../test/test-app';
import { mailsTo } from '../../test/access-mail';
import { emailTokenIn, startFakeHttp, startSmtpServer, type FakeHttp } from '../../test/mail-kit';

/** The address API's answer for "8 bd du port", as api-adresse.data.gouv.fr sends it. */
const BAN_ANSWER = {
  type: 'FeatureCollection',
  version: 'draft',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.290084, 49.897443] },
      properties: {
        label: '8 Boulevard du Port 80000 Amiens',
        score: 0.49159121588068583,
        housenumber: '8',
        id: '80021_6590_00008',
        type: 'housenumber',
        name: '8 Boulevard du Port',
        postcode: '80000',
        citycode: '80021',
        x: 648952.58,
        y: 6977867.25,
        city: 'Amiens',
        context: '80, Somme, Hauts-de-France',
        importance: 0.6706612694243868,
        street: 'Boulevard du Port',
      },
    },
  ],
  attribution: 'BAN',
  licence: 'ETALAB-2.0',
  query: '8 bd du port',
  limit: 5,
};

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ban: FakeHttp;
let ctx: TestContext;
let s: Session;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ban = await startFakeHttp((url, res) => {
    const q = url.searchParams.get('q') ?? '';
    if (url.pathname !== '/search/') {
      res.writeHead(404).end();
    } else if (q.startsWith('panne')) {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":500}');
    } else if (q.startsWith('casse')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json</html>');
    } else if (q.startsWith('lent')) {
      // never answers: the geocoder's timeout ends the wait
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(BAN_ANSWER));
    }
  });
  ctx = await createTestContext({
    mail: { smtp: smtp.url, from: 'Relais <no-reply@relais.test>' },
    geocoder: { kind: 'ban', url: ban.url, timeoutMs: 300 },
    publicUrl: 'https://app.relais.test',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  await ban.close();
});
beforeEach(async () => {
  await ctx.reset();
  s = await signIn(ctx.app);
  smtp.received.length = 0;
  ban.requests.length = 0;
});

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  session: Session | null,
  payload?: Record<string, unknown>,
  lang = 'fr',
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(session ? bearer(session.token) : {}), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

const requestChange = (newEmail: string, session = s, lang = 'fr', password = DEMO.password) =>
  inject('POST', `/assistants/${session.userId}/email-change`, session, { newEmail, password }, lang);
/** The confirmation token of the last mail sent to `to`. */
const tokenFor = (to: string): string => emailTokenIn(lastMailTo(to).raw);
const lastMailTo = (to: string) => {
  const mail = mailsTo(smtp.received, to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
};
const confirm = (token: string) => inject('POST', '/auth/email-change/confirm', null, { token });

describe('profile update rules (PUT /assistants)', () => {
  const put = (fields: Record<string, unknown>) =>
    inject('PUT', '/assistants', s, { userId: s.userId, ...fields });

  it('refuses each broken rule with its code and field, changing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lastName: '  ' }, 'last_name_or_email_empty', 'lastName'],
      [{ secondaryEmail: 'camille@' }, 'invalid-email', 'secondaryEmail'],
      [{ birthdate: '2026-03-12' }, 'birthdate_not_sensible', 'birthdate'],
      [{ birthdate: '2015-01-01' }, 'birthdate_not_sensible', 'birthdate'],
      [{ phone: 'appelez-moi' }, 'invalid_phone', 'phone'],
      [{ city: 'x'.repeat(101) }, 'value-out-of-range', 'city'],
      [{ latitude: 45 }, 'value-out-of-range', 'latitude'],
    ];
    for (const [fields, code, field] of cases) {
      const res = await put(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      // the field's code (on top too when the rule, not the body's shape, refused it)
      expect(errJson(res).errors).toContainEqual({ errorCode: code, field });
    }
    const me = objJson(await inject('GET', '/assistants/me', s, undefined));
    expect(me).toMatchObject({ lastName: 'Durand', secondaryEmail: 'camille.durand@exemple.fr' });
  });

  it('stores trimmed texts, clears blank optional ones, and the account completion follows', async () => {
    const completion = async (session: Session) =>
      objJson(
        await inject(
          'GET',
          `/dashboard?userId=${session.userId}&date=2026-03-01&kpi=false`,
          session,
          undefined,
        ),
      )['completion'] as Record<string, number>;
    const other = await signIn(ctx.app, OTHER);
    expect((await completion(other))['account']).toBe(50);
    const filled = await inject('PUT', '/assistants', other, {
      userId: other.userId,
      birthdate: '1985-06-30',
      address: ' 8 Boulevard du Port ',
      zipCode: '80000',
      phone: '06 12 34 56 78',
      secondaryEmail: 'julien@exemple.fr',
      latitude: 49.897443,
      longitude: 2.290084,
    });
    expect(filled.statusCode).toBe(200);
    expect(objJson(filled)).toMatchObject({ address: '8 Boulevard du Port', zipCode: '80000' });
    expect((await completion(other))['account']).toBe(100);
    const cleared = await inject('PUT', '/assistants', other, { userId: other.userId, phone: '  ' });
    expect(objJson(cleared)['phone']).toBeNull();
    expect((await completion(other))['account']).toBe(90);
  });
});

describe('address lookup (GET /google/addresses/{address})', () => {
  it('answers the configured provider suggestions, mapped to the profile fields', async () => {
    const res = await inject('GET', `/google/addresses/${encodeURIComponent('8 bd du port')}`, s, undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        label: '8 Boulevard du Port 80000 Amiens',
        address: '8 Boulevard du Port',
        zipCode: '80000',
        city: 'Amiens',
        country: 'France',
        latitude: 49.897443,
        longitude: 2.290084,
      },
    ]);
    expect(ban.requests).toHaveLength(1);
    expect(ban.requests[0]?.searchParams.get('q')).toBe('8 bd du port');
    expect(ban.requests[0]?.searchParams.get('autocomplete')).toBe('1');
    expect(ban.requests[0]?.searchParams.get('limit')).toBe('5');
  });

  it('asks nothing under 3 characters', async () => {
    const res = await inject('GET', '/google/addresses/8%20', s, undefined);
    expect(res.json()).toEqual([]);
    expect(ban.requests).toHaveLength(0);
  });

  it('answers an empty list, never a 5xx, when the provider fails, answers garbage or is slow', async () => {
    for (const text of ['panne totale', 'casse tout', 'lent comme tout']) {
      const res = await inject('GET', `/google/addresses/${encodeURIComponent(text)}`, s, undefined);
      expect(res.statusCode, text).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('needs a session', async () => {
    expect((await inject('GET', '/google/addresses/paris', null, undefined)).statusCode).toBe(401);
  });
});

describe('login email change', () => {
  it('mails a link to the new address (SMTP, French), which makes it the login once', async () => {
    const res = await requestChange('Camille.Nouvelle@Exemple.fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // the confirmation to the new address, the notice with its cancel link to the current one
    expect(smtp.received).toHaveLength(2);
    const mail = lastMailTo('camille.nouvelle@exemple.fr');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw).toContain('Bonjour Camille');
    const token = emailTokenIn(mail.raw);
    // only the hash is stored
    const rows = await ctx.testDb.db.select().from(emailChangeRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);

    // the session stays valid, the login does not change before the link is opened
    expect(objJson(await inject('GET', '/assistants/me', s, undefined))['loginEmail']).toBe(DEMO.email);
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ loginEmail: 'camille.nouvelle@exemple.fr' });
    // opened without this browser's cookie: every session ended (account-security.test.ts)
    s = await signIn(ctx.app, { email: 'camille.nouvelle@exemple.fr', password: DEMO.password });
    expect(objJson(await inject('GET', '/assistants/me', s, undefined))['loginEmail']).toBe(
      'camille.nouvelle@exemple.fr',
    );
    const oldLogin = await inject('POST', '/auth/signin/assistant', null, {
      username: DEMO.email,
      password: DEMO.password,
    });
    expect(oldLogin.statusCode).toBe(401);

    // replayed: refused
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(errJson(again).errorCode).toBe('email_change_error');
    const audits = await ctx.testDb.db.select().from(auditLog).where(eq(auditLog.action, 'EMAIL_CHANGED'));
    expect(audits).toHaveLength(1);
  });

  it('writes the mail in the language preference, else the request language', async () => {
    await ctx.testDb.db.delete(preferences).where(eq(preferences.userId, s.userId));
    await requestChange('camille.en@exemple.fr', s, 'en');
    expect(lastMailTo('camille.en@exemple.fr').raw).toContain('Hello Camille');
    expect(lastMailTo(DEMO.email).raw).toContain('Hello Camille');
    await ctx.testDb.db.insert(preferences).values({ userId: s.userId, key: 'language', value: 'fr' });
    await requestChange('camille.fr@exemple.fr', s, 'en');
    expect(lastMailTo('camille.fr@exemple.fr').raw).toContain('Bonjour Camille');
    expect(lastMailTo(DEMO.email).raw).toContain('Bonjour Camille');
  });

  it('lets one of two confirmations sent together through', async () => {
    await requestChange('ensemble@exemple.fr');
    const token = tokenFor('ensemble@exemple.fr');
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a link after 3 hours', async () => {
    await requestChange('camille.tard@exemple.fr');
    const token = tokenFor('camille.tard@exemple.fr');
    ctx.clock.advance(3 * 3600_000);
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(errJson(late).errorCode).toBe('email_change_error');
    const [me] = await ctx.testDb.db.select().from(users).where(eq(users.id, s.userId));
    expect(me?.loginEmail).toBe(DEMO.email);
  });

  it('answers the same for an address already used, sends nothing, and never lets it be taken', async () => {
    const used = await requestChange(OTHER.email);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ success: true });
    expect(smtp.received).toHaveLength(0);

    // free when asked, taken before the link is opened: refused
    await requestChange('bientot.prise@exemple.fr');
    const token = tokenFor('bientot.prise@exemple.fr');
    const other = await signIn(ctx.app, OTHER);
    await requestChange('bientot.prise@exemple.fr', other, 'fr', OTHER.password);
    expect(await confirm(tokenFor('bientot.prise@exemple.fr')).then((r) => r.statusCode)).toBe(200);
    const taken = await confirm(token);
    expect(taken.statusCode).toBe(400);
    expect(errJson(taken).errorCode).toBe('email_change_error');
  });

  it('keeps one live link: a new request ends the earlier one', async () => {
    await requestChange('premier@exemple.fr');
    await requestChange('second@exemple.fr');
    expect((await confirm(tokenFor('premier@exemple.fr'))).statusCode).toBe(400);
    expect((await confirm(tokenFor('second@exemple.fr'))).json()).toEqual({
      loginEmail: 'second@exemple.fr',
    });
  });

  it('checks the new address: blank, invalid, the current login; unknown tokens; too many requests', async () => {
    const cases: [string, string][] = [
      ['  ', 'last_name_or_email_empty'],
      ['nouvelle@', 'invalid-email'],
      ['DEMO@relais.test', 'email_change_error'],
    ];
    for (const [email, code] of cases) {
      const res = await requestChange(email);
      expect(res.statusCode, email).toBe(400);
      expect(errJson(res).errors).toEqual([{ errorCode: code, field: 'newEmail' }]);
    }
    expect(errJson(await confirm('not-a-token')).errorCode).toBe('email_change_error');
    for (let i = 0; i < 5; i++) expect((await requestChange(`n${i}@exemple.fr`)).statusCode).toBe(200);
    expect((await requestChange('n5@exemple.fr')).statusCode).toBe(429);
    ctx.clock.advance(3600_000);
    s = await signIn(ctx.app);
    expect((await requestChange('n6@exemple.fr')).statusCode).toBe(200);
  });

  it("refuses another assistant's id", async () => {
    const other = await signIn(ctx.app, OTHER);
    const res = await inject('POST', `/assistants/${s.userId}/email-change`, other, {
      newEmail: 'x@exemple.fr',
      password: OTHER.password,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('without configuration', () => {
  let plain: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'relais-account-data-'));
    plain = await createTestContext({ dataDir, publicUrl: 'http://localhost:8080' });
  });
  afterAll(async () => {
    await plain.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers no address suggestion (free text), and writes mails as .eml files under DATA_DIR/mail', async () => {
    await plain.reset();
    const session = await signIn(plain.app);
    const lookup = await plain.app.inject({
      method: 'GET',
      url: '/api/google/addresses/8%20bd%20du%20port',
      headers: bearer(session.token),
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual([]);

    const res = await plain.app.inject({
      method: 'POST',
      url: `/api/assistants/${session.userId}/email-change`,
      headers: { ...bearer(session.token), 'accept-language': 'en' },
      payload: { newEmail: 'fichier@exemple.fr', password: DEMO.password },
    });
    expect(res.statusCode).toBe(200);
    const files = readdirSync(join(dataDir, 'mail'));
    // the notice to the current address, the confirmation to the new one
    expect(files).toHaveLength(2);
    const raws = files.map((f) => readFileSync(join(dataDir, 'mail', f), 'utf8'));
    const raw = raws.find((r) => /^To: fichier@exemple\.fr/m.test(r)) ?? '';
    expect(raw).toMatch(/^To: fichier@exemple\.fr/m);
    // the demo's language preference (fr) wins over the request's
    expect(raw).toContain('Bonjour Camille');
    const token = emailTokenIn(raw);
    const ok = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/email-change/confirm',
      payload: { token },
    });
    expect(ok.json()).toEqual({ loginEmail: 'fichier@exemple.fr' });
  });
});
