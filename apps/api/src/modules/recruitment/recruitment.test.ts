import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { Folder, Recruitment, RecruitmentStepView } from '@relais/domain';
import { auditLog, history, users } from '../../db/schema/index';
import { bearer, errJson, OTHER, signIn, STAFF, type Session } from '../../test/test-app';
import { useSignedInDemo } from '../../test/signed-in-context';
import { JPEG, PDF, upload } from '../files/files.fixtures';

const t = useSignedInDemo();

const PROSPECT = { email: 'prospect@relais.test', password: 'relais-demo' } as const;
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const BIC = 'BNPAFRPP';

const api = (method: 'GET' | 'PUT' | 'POST', url: string, s: Session | null, payload?: object) =>
  t.ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: s ? bearer(s.token) : {},
    ...(payload ? { payload } : {}),
  });
const prospect = () => signIn(t.ctx.app, PROSPECT);
const staff = () => signIn(t.ctx.app, STAFF);
const recruitment = async (s: Session) => {
  const res = await api('GET', `/assistants/${s.userId}/recruitment`, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Recruitment>();
};
const states = (r: Recruitment) => Object.fromEntries(r.steps.map((s) => [s.step, s.state]));
const uploaded = async (s: Session, opts: { pdf?: boolean; usage?: string } = {}): Promise<string> => {
  const file = opts.pdf === false ? { name: 'scan.jpg', bytes: JPEG } : { name: 'scan.pdf', bytes: PDF };
  const res = await upload(t.ctx.app, s.token, file, { usage: opts.usage ?? 'RECRUITMENT' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
};
const send = (s: Session, fileType: string, fileId: string) =>
  api('PUT', `/assistants/${s.userId}/recruitment/${fileType}`, s, { fileId });
const review = async (assistantId: string, fileType: string, body: object) =>
  api('POST', `/staff/assistants/${assistantId}/folder/${fileType}/review`, await staff(), body);
const decide = async (assistantId: string, body: object, who?: Session) =>
  api('POST', `/staff/assistants/${assistantId}/recruitment/decision`, who ?? (await staff()), body);
const fieldErrors = (res: Awaited<ReturnType<typeof send>>) =>
  errJson(res).errors.map((e) => [e.errorCode, e.field]);
/** Her recruitment lines, newest first (a test moves the clock between the writes it tells apart). */
const recruitmentLines = async (assistantId: string) =>
  (
    await t.ctx.testDb.db
      .select()
      .from(history)
      .where(and(eq(history.assistantId, assistantId), eq(history.objectType, 'PROFILE')))
      .orderBy(desc(history.at))
  ).filter((l) => (l.details as { kind?: string } | null)?.kind === 'RECRUITMENT');
const statusOf = async (userId: string) =>
  (
    await t.ctx.testDb.db
      .select({ now: users.recruitmentStatus, before: users.beforeRecruitmentStatus })
      .from(users)
      .where(eq(users.id, userId))
  )[0];

/** Fills the four steps completed elsewhere: skills, availability, curriculum (with the CV file), bank details. */
const fillProfileSteps = async (s: Session) => {
  const id = s.userId;
  const calls = [
    await api('PUT', `/assistants/${id}/skills`, s, {
      skills: [{ kind: 'lang', label: 'Anglais', grade: 4 }],
    }),
    await api('PUT', `/assistants/${id}/availability/1/MORNING`, s, { value: true }),
    await api('PUT', `/assistants/${id}/curriculum`, s, {
      title: 'Assistante de direction',
      summary: 'Dix ans en cabinet.',
      experienceYears: 10,
      languages: ['Français'],
    }),
    await api('POST', `/assistants/${id}/cv`, s, {
      fileId: await uploaded(s, { usage: 'CV' }),
      cvFileName: 'cv.pdf',
    }),
    await api('PUT', `/assistants/${id}/folder/BANK_DETAILS`, s, {
      fileId: await uploaded(s, { usage: 'FOLDER' }),
      iban: IBAN,
      bic: BIC,
    }),
  ];
  for (const res of calls) expect(res.statusCode, res.body).toBe(200);
};

describe('GET /assistants/{id}/recruitment', () => {
  it("lists the prospect's eight steps with their states and her status", async () => {
    const p = await prospect();
    const r = await recruitment(p);
    expect(r).toMatchObject({
      status: 'IN_PROGRESS',
      beforeRecruitmentStatus: 'APPLIED',
      inRecruitment: true,
    });
    expect(r.steps.map((s) => [s.step, s.kind, s.state, s.pdfOnly, s.path])).toEqual([
      ['IDENTITY_DOCUMENT', 'DOCUMENT', 'SENT', false, null],
      ['CRIMINAL_RECORD', 'DOCUMENT', 'TODO', true, null],
      ['LAST_DIPLOMA', 'DOCUMENT', 'TODO', false, null],
      ['REGISTRATION_CERTIFICATE', 'DOCUMENT', 'TODO', true, null],
      ['BANK_DETAILS', 'PROFILE', 'TODO', false, '/user/file'],
      ['SKILLS', 'PROFILE', 'TODO', false, '/user/skills'],
      ['AVAILABILITY', 'PROFILE', 'TODO', false, '/user/availability'],
      ['CURRICULUM', 'PROFILE', 'TODO', false, '/user/curriculum'],
    ]);
    // reading moved nothing: the seeded status is what the steps give
    expect(await recruitmentLines(p.userId)).toEqual([]);
  });

  it('says a recruited assistant is not in recruitment', async () => {
    const r = await recruitment(t.s);
    expect(r).toMatchObject({ status: 'RECRUITED', inRecruitment: false });
    expect(states(r).CRIMINAL_RECORD).toBe('REFUSED');
  });

  it("refuses another assistant's steps and an anonymous caller", async () => {
    const p = await prospect();
    const other = await signIn(t.ctx.app, OTHER);
    expect((await api('GET', `/assistants/${p.userId}/recruitment`, other)).statusCode).toBe(403);
    expect((await api('GET', `/assistants/${p.userId}/recruitment`, null)).statusCode).toBe(401);
    const fileId = await uploaded(other);
    expect((await send({ ...other, userId: p.userId }, 'LAST_DIPLOMA', fileId)).statusCode).toBe(403);
    expect(states(await recruitment(p)).LAST_DIPLOMA).toBe('TODO');
  });
});

describe('PUT /assistants/{id}/recruitment/{fileType}', () => {
  it('sends a document into her administrative file, with a history line in the same write', async () => {
    const p = await prospect();
    const fileId = await uploaded(p);
    const res = await send(p, 'CRIMINAL_RECORD', fileId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RecruitmentStepView>()).toMatchObject({
      step: 'CRIMINAL_RECORD',
      state: 'SENT',
      file: { id: fileId, usage: 'RECRUITMENT', type: 'application/pdf' },
    });
    const folder = (await api('GET', `/assistants/${p.userId}/folder`, p)).json<Folder>();
    expect(folder.documents.find((d) => d.fileType === 'CRIMINAL_RECORD')).toMatchObject({
      state: 'SENT',
      file: { id: fileId },
    });
    const [line] = await recruitmentLines(p.userId);
    expect(line).toMatchObject({
      eventType: 'SUBMITTED',
      objectId: fileId,
      label: 'scan.pdf',
      details: { kind: 'RECRUITMENT', step: 'CRIMINAL_RECORD', status: null },
    });
    expect(await statusOf(p.userId)).toEqual({ now: 'IN_PROGRESS', before: 'APPLIED' });
  });

  it('takes only her own live file uploaded for recruitment, a pdf where the type is pdf-only', async () => {
    const p = await prospect();
    const other = await signIn(t.ctx.app, OTHER);
    expect(fieldErrors(await send(p, 'LAST_DIPLOMA', await uploaded(other)))).toEqual([
      ['not_found', 'fileId'],
    ]);
    expect(fieldErrors(await send(p, 'LAST_DIPLOMA', 'nope'))).toEqual([['not_found', 'fileId']]);
    const forFolder = await uploaded(p, { usage: 'FOLDER' });
    expect(fieldErrors(await send(p, 'LAST_DIPLOMA', forFolder))).toEqual([['not_found', 'fileId']]);
    const photo = await uploaded(p, { pdf: false });
    expect(fieldErrors(await send(p, 'REGISTRATION_CERTIFICATE', photo))).toEqual([
      ['file_content_type_not_allowed', 'fileId'],
    ]);
    // a photographed diploma is fine
    expect((await send(p, 'LAST_DIPLOMA', photo)).statusCode).toBe(200);
    // a type that is not a recruitment document is not a route
    expect((await send(p, 'SIGNED_CONTRACT', await uploaded(p))).statusCode).toBe(400);
    // a deleted file is gone
    const gone = await uploaded(p);
    await t.ctx.app.inject({ method: 'DELETE', url: `/api/files?fileId=${gone}`, headers: bearer(p.token) });
    expect(fieldErrors(await send(p, 'CRIMINAL_RECORD', gone))).toEqual([['not_found', 'fileId']]);
  });

  it('cannot replace a validated document (the folder rule); a refused one can be sent again', async () => {
    const p = await prospect();
    expect((await review(p.userId, 'IDENTITY_DOCUMENT', { decision: 'VALIDATE' })).statusCode).toBe(200);
    const res = await send(p, 'IDENTITY_DOCUMENT', await uploaded(p));
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('validated_file_cannot_be_replaced');
    expect(states(await recruitment(p)).IDENTITY_DOCUMENT).toBe('VALIDATED');

    await send(p, 'CRIMINAL_RECORD', await uploaded(p));
    await review(p.userId, 'CRIMINAL_RECORD', { decision: 'REFUSE', reason: 'Extrait de plus de 3 mois' });
    const refused = (await recruitment(p)).steps.find((s) => s.step === 'CRIMINAL_RECORD');
    expect(refused).toMatchObject({ state: 'REFUSED', refusalReason: 'Extrait de plus de 3 mois' });
    expect((await send(p, 'CRIMINAL_RECORD', await uploaded(p))).json<RecruitmentStepView>().state).toBe(
      'SENT',
    );
  });

  it('refuses a document from someone not in recruitment', async () => {
    const res = await send(t.s, 'LAST_DIPLOMA', await uploaded(t.s));
    expect(res.statusCode).toBe(400);
    expect(errJson(res).errorCode).toBe('not_in_recruitment');
  });

  it('moves the status to COMPLETE when the last step is done, in the same write as its history line', async () => {
    const p = await prospect();
    await fillProfileSteps(p);
    for (const type of ['CRIMINAL_RECORD', 'LAST_DIPLOMA']) {
      expect((await send(p, type, await uploaded(p))).statusCode).toBe(200);
    }
    expect((await statusOf(p.userId))?.now).toBe('IN_PROGRESS');
    const last = await uploaded(p);
    t.ctx.clock.advance(1000); // lines are read newest first: this one must not tie with the earlier ones
    expect((await send(p, 'REGISTRATION_CERTIFICATE', last)).statusCode).toBe(200);
    expect(await statusOf(p.userId)).toEqual({ now: 'COMPLETE', before: 'IN_PROGRESS' });
    const [line] = await recruitmentLines(p.userId);
    expect(line).toMatchObject({
      eventType: 'SUBMITTED',
      objectId: last,
      details: { kind: 'RECRUITMENT', step: 'REGISTRATION_CERTIFICATE', status: 'COMPLETE' },
    });
    const r = await recruitment(p);
    expect(r).toMatchObject({ status: 'COMPLETE', beforeRecruitmentStatus: 'IN_PROGRESS' });
    expect(Object.values(states(r)).every((s) => s === 'SENT' || s === 'DONE')).toBe(true);

    // staff refuse a document: reading the steps brings the status back, with its own line
    await review(p.userId, 'LAST_DIPLOMA', { decision: 'REFUSE', reason: 'Illisible' });
    t.ctx.clock.advance(1000);
    expect(await recruitment(p)).toMatchObject({
      status: 'IN_PROGRESS',
      beforeRecruitmentStatus: 'COMPLETE',
    });
    const [back] = await recruitmentLines(p.userId);
    expect(back).toMatchObject({
      eventType: 'UPDATED',
      details: { kind: 'RECRUITMENT', step: null, status: 'IN_PROGRESS' },
    });
  });
});

describe('POST /staff/assistants/{id}/recruitment/decision', () => {
  const issueLink = async (assistantId: string) => {
    const res = await api('POST', `/staff/assistants/${assistantId}/skills-link`, await staff());
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ randomString: string }>().randomString;
  };

  it('recruits once every document is validated; audited; her skills link stops working', async () => {
    const p = await prospect();
    const token = await issueLink(p.userId);
    expect((await api('GET', `/skills/direct/${token}`, null)).statusCode).toBe(200);
    await fillProfileSteps(p);
    for (const type of ['CRIMINAL_RECORD', 'LAST_DIPLOMA', 'REGISTRATION_CERTIFICATE']) {
      await send(p, type, await uploaded(p));
    }
    // complete but not checked yet
    const early = await decide(p.userId, { decision: 'RECRUITED' });
    expect(early.statusCode).toBe(400);
    expect(errJson(early).errorCode).toBe('recruitment_incomplete');
    for (const type of [
      'IDENTITY_DOCUMENT',
      'CRIMINAL_RECORD',
      'LAST_DIPLOMA',
      'REGISTRATION_CERTIFICATE',
      'BANK_DETAILS',
    ]) {
      expect((await review(p.userId, type, { decision: 'VALIDATE' })).statusCode).toBe(200);
    }
    const s = await staff();
    t.ctx.clock.advance(1000); // lines are read newest first: the decision's must not tie with the reviews'
    const res = await decide(p.userId, { decision: 'RECRUITED' }, s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Recruitment>()).toMatchObject({
      status: 'RECRUITED',
      beforeRecruitmentStatus: 'COMPLETE',
      inRecruitment: false,
    });
    const audit = await t.ctx.testDb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'recruitment_decided'));
    expect(audit.map((a) => [a.actorId, a.subjectId, a.detail])).toEqual([
      [s.userId, p.userId, { from: 'COMPLETE', to: 'RECRUITED' }],
    ]);
    const [line] = await recruitmentLines(p.userId);
    expect(line).toMatchObject({
      eventType: 'VALIDATED',
      details: { kind: 'RECRUITMENT', status: 'RECRUITED' },
    });
    // the skills link (skills module) follows the one rule: recruited, no longer in recruitment
    const link = await api('GET', `/skills/direct/${token}`, null);
    expect(link.statusCode).toBe(404);
    expect(errJson(link).errorCode).toBe('skills_link_invalid');
    // and nothing more to send here; a second decision is refused
    expect(errJson(await send(p, 'LAST_DIPLOMA', await uploaded(p))).errorCode).toBe('not_in_recruitment');
    expect(errJson(await decide(p.userId, { decision: 'REFUSED', reason: 'x' })).errorCode).toBe(
      'not_in_recruitment',
    );
  });

  it('refuses at any step with a reason, kept in her history', async () => {
    const p = await prospect();
    const noReason = await decide(p.userId, { decision: 'REFUSED' });
    expect(noReason.statusCode).toBe(400);
    const res = await decide(p.userId, { decision: 'REFUSED', reason: 'Pas de mission dans votre région' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(p.userId)).toEqual({ now: 'REFUSED', before: 'IN_PROGRESS' });
    const [line] = await recruitmentLines(p.userId);
    expect(line).toMatchObject({ eventType: 'REJECTED', label: 'Pas de mission dans votre région' });
  });

  it('is for staff only, and answers 404 for an unknown assistant', async () => {
    const p = await prospect();
    expect((await decide(p.userId, { decision: 'RECRUITED' }, p)).statusCode).toBe(403);
    expect((await decide('no-such-user', { decision: 'REFUSED', reason: 'x' })).statusCode).toBe(404);
    expect((await statusOf(p.userId))?.now).toBe('IN_PROGRESS');
  });
});
