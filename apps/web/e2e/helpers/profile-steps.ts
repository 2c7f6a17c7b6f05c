import { expect, type APIRequestContext } from '@playwright/test';
import { smallPdf } from './invoices';
import type { ApiSession } from './reports';

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

/** A PUT as `api` that must succeed. */
export const putOk = async (request: APIRequestContext, api: ApiSession, url: string, data: object) => {
  const res = await request.put(url, { headers: { ...api.headers, ...key() }, data });
  expect(res.status(), await res.text()).toBe(200);
};

/** A PDF uploaded as hers with this usage: its file id. */
export const uploadPdf = async (request: APIRequestContext, api: ApiSession, usage: string, name: string) => {
  const upload = await request.post('/api/files', {
    headers: { ...api.headers, ...key() },
    multipart: { usage, file: { name, mimeType: 'application/pdf', buffer: smallPdf() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return ((await upload.json()) as { id: string }).id;
};

/** What a prospect fills in the other profile areas: skills, availability, curriculum and CV, bank details. */
export const fillProfileSteps = async (request: APIRequestContext, api: ApiSession) => {
  const id = api.userId;
  await putOk(request, api, `/api/assistants/${id}/skills`, {
    skills: [{ kind: 'lang', label: 'Anglais', grade: 4 }],
  });
  await putOk(request, api, `/api/assistants/${id}/availability/2/MORNING`, { value: true });
  await putOk(request, api, `/api/assistants/${id}/curriculum`, {
    title: 'Assistante de direction',
    summary: 'Dix ans en cabinet d’avocats.',
    experienceYears: 10,
    languages: ['Français', 'Anglais'],
  });
  const cv = await request.post(`/api/assistants/${id}/cv`, {
    headers: { ...api.headers, ...key() },
    data: { fileId: await uploadPdf(request, api, 'CV', 'cv.pdf'), cvFileName: 'cv.pdf' },
  });
  expect(cv.status(), await cv.text()).toBe(200);
  await putOk(request, api, `/api/assistants/${id}/folder/BANK_DETAILS`, {
    fileId: await uploadPdf(request, api, 'FOLDER', 'rib.pdf'),
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'BNPAFRPP',
  });
};
