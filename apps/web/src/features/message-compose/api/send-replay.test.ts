import type { Message, MessageFile } from '@relais/domain/rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A stand-in for the messages API as common.md describes it: per-user idempotency keys (same key +
 * same request: the stored answer, no second effect; another request: 422), drafts created by POST,
 * files linked by `messageId` + `messageFileIndex` (an upload at an index replaces the file there),
 * `DELETE /files`, `PUT draft:false` sends. `cut` makes the next calls fail before (or after) the
 * server acted, as a lost connection does.
 */
const server = vi.hoisted(() => {
  type Stored = { fingerprint: string; answer: unknown };
  const state = {
    keys: new Map<string, Stored>(),
    messages: new Map<string, Message>(),
    filesCreated: 0,
    /** Calls left before the connection drops; `lose`: the server acts, the answer is lost. */
    cut: { after: Infinity, lose: false },
    calls: 0,
    nextId: 1,
  };
  const network = () => new Error('network');
  const withKey = (key: string | undefined, fingerprint: string, act: () => unknown): unknown => {
    if (state.calls >= state.cut.after && !state.cut.lose) throw network();
    state.calls += 1;
    let answer: unknown;
    if (key) {
      const stored = state.keys.get(key);
      if (stored && stored.fingerprint !== fingerprint) throw new Error('422 idempotency_key_reused');
      answer = stored ? stored.answer : act();
      if (!stored) state.keys.set(key, { fingerprint, answer: structuredClone(answer) });
    } else answer = act();
    if (state.calls > state.cut.after) throw network();
    return structuredClone(answer);
  };
  const message = (id: string) => {
    const m = state.messages.get(id);
    if (!m) throw new Error('404 not_found');
    return m;
  };
  type Route = { method: string; path: string };
  type Opts = {
    idempotencyKey?: string;
    body?: unknown;
    params?: Record<string, string>;
    query?: Record<string, string>;
  };
  const call = (route: Route, opts: Opts) =>
    Promise.resolve().then(() =>
      withKey(opts.idempotencyKey, JSON.stringify([route, opts.params, opts.query, opts.body]), () => {
        const what = `${route.method} ${route.path}`;
        const body = opts.body as { receiverId: string; subject: string; content: string; draft: boolean };
        if (what === 'POST /users/:id/messages') {
          const id = `m${state.nextId++}`;
          const m: Message = {
            id,
            ...body,
            archived: false,
            read: true,
            sender: { id: 'u1', name: 'Camille' },
            receiver: null,
            sentAt: null,
            updatedAt: '2026-11-26T00:00:00.000Z',
            files: [],
          };
          state.messages.set(id, m);
          return m;
        }
        if (what === 'GET /users/:id/messages/:messageId') return message(opts.params?.messageId ?? '');
        if (what === 'PUT /users/:id/messages/:messageId') {
          const m = message(opts.params?.messageId ?? '');
          if (!m.draft) throw new Error('409 message_not_editable');
          Object.assign(m, {
            subject: body.subject,
            content: body.content,
            draft: body.draft,
            receiver: { id: body.receiverId, name: 'Agence' },
            sentAt: body.draft ? null : '2026-11-26T00:00:00.000Z',
          });
          return m;
        }
        if (what === 'DELETE /files') {
          for (const m of state.messages.values())
            m.files = m.files.filter((f) => f.id !== opts.query?.fileId);
          return {};
        }
        if (what === 'DELETE /users/:id/messages/:messageId') {
          state.messages.delete(opts.params?.messageId ?? '');
          return {};
        }
        throw new Error(`unexpected ${what}`);
      }),
    );
  const callMultipart = async (_route: Route, form: FormData, opts: { idempotencyKey?: string }) => {
    const fields: Record<string, string> = {};
    let file: File | null = null;
    form.forEach((v, k) => {
      if (typeof v === 'string') fields[k] = v;
      else file = v;
    });
    const f = file as File | null;
    if (!f) throw new Error('no file');
    const size = (await f.arrayBuffer()).byteLength;
    return withKey(opts.idempotencyKey, JSON.stringify([fields, f.name, size]), () => {
      const m = message(fields.messageId ?? '');
      if (!m.draft) throw new Error('409 message_not_editable');
      const index = Number(fields.messageFileIndex);
      state.filesCreated += 1;
      const stored: MessageFile = {
        id: `f${state.filesCreated}`,
        index,
        name: f.name,
        type: 'application/pdf',
        size,
      };
      m.files = [...m.files.filter((x) => x.index !== index), stored].sort((a, b) => a.index - b.index);
      return { id: stored.id };
    });
  };
  return { state, client: { call, callMultipart } };
});
vi.mock('../../../lib/api-client', () => server.client);

const { saveDraftAction, sendMessageAction } = await import('./compose-actions');
const { syncBodyOf } = await import('../model/compose-form');
type Values = Parameters<typeof syncBodyOf>[0];

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const a = { name: 'planning.pdf', type: 'application/pdf', data: bytes('%PDF-1.4 planning') };
const b = { name: 'attestation.pdf', type: 'application/pdf', data: bytes('%PDF-1.4 attestation!') };
const ids = {
  userId: 'u1',
  localId: '6f1c3b2e-9d4a-4c1e-8f3a-2b5d7e9a1c40',
  messageId: null,
  draftKey: 'message:new',
};
const values = (subject: string, files = [a, b]): Values => ({
  receiverId: 'team-1',
  subject,
  content: `<p>${subject}</p>`,
  attachments: files.map((file, index) => ({ index, kind: 'local' as const, file })),
});

/** A queued action as the engine keeps it: its body, files and one idempotency key for good. */
const queued = (def: typeof saveDraftAction | typeof sendMessageAction, v: Values, key: string) => {
  const { body, files } = syncBodyOf(v, ids);
  return { run: () => def.send(body, { idempotencyKey: key, files }) };
};

/** Replays the queue in order as the engine does: an action leaves the queue once it succeeded. */
const replay = async (queue: { run: () => Promise<unknown> }[]): Promise<void> => {
  while (queue.length > 0) {
    const [next] = queue;
    if (!next) return;
    await next.run();
    queue.shift();
  }
};

beforeEach(() => {
  server.state.keys.clear();
  server.state.messages.clear();
  server.state.filesCreated = 0;
  server.state.calls = 0;
  server.state.nextId = 1;
  server.state.cut = { after: Infinity, lose: false };
});

const KEYS = [
  '0a1b2c3d-0000-4000-8000-000000000001',
  '0a1b2c3d-0000-4000-8000-000000000002',
  '0a1b2c3d-0000-4000-8000-000000000003',
];

const composeOffline = () => [
  queued(saveDraftAction, values('Planning', [a]), KEYS[0] ?? ''),
  queued(saveDraftAction, values('Planning de décembre'), KEYS[1] ?? ''),
  queued(sendMessageAction, values('Planning de décembre'), KEYS[2] ?? ''),
];

const expectOneSentMessageWithTwoFiles = () => {
  const all = [...server.state.messages.values()];
  expect(all).toHaveLength(1);
  const [m] = all;
  expect(m?.draft).toBe(false);
  expect(m?.subject).toBe('Planning de décembre');
  expect(m?.files.map((f) => [f.index, f.name])).toEqual([
    [0, 'planning.pdf'],
    [1, 'attestation.pdf'],
  ]);
};

describe('a message composed offline, replayed', () => {
  it('reaches the server once, with its two files at 0 and 1, each uploaded once', async () => {
    await replay(composeOffline());
    expectOneSentMessageWithTwoFiles();
    expect(server.state.filesCreated).toBe(2);
  });

  it('stays one message with two files whichever call the connection drops at, and after a reload', async () => {
    for (let at = 0; at < 14; at += 1) {
      for (const lose of [false, true]) {
        server.state.keys.clear();
        server.state.messages.clear();
        server.state.nextId = 1;
        server.state.filesCreated = 0;
        server.state.calls = 0;
        server.state.cut = { after: at, lose };
        const queue = composeOffline();
        await replay(queue).catch(() => null);
        // a reload: the queue comes back from the outbox with the same bodies, files and keys
        server.state.cut = { after: Infinity, lose: false };
        await replay(queue);
        expectOneSentMessageWithTwoFiles();
        expect(server.state.filesCreated).toBe(2);
      }
    }
  });

  it('a file removed from the draft is deleted on the server, the others keep their index', async () => {
    await replay([queued(saveDraftAction, values('Planning'), KEYS[0] ?? '')]);
    await replay([
      queued(
        sendMessageAction,
        { ...values('Planning'), attachments: [{ index: 1, kind: 'local', file: b }] },
        KEYS[1] ?? '',
      ),
    ]);
    const [m] = [...server.state.messages.values()];
    expect(m?.files.map((f) => [f.index, f.name])).toEqual([[1, 'attestation.pdf']]);
    expect(server.state.filesCreated).toBe(2);
  });

  it('a send replayed after its answer was lost answers the sent message and changes nothing', async () => {
    await replay(composeOffline());
    const before = structuredClone([...server.state.messages.values()]);
    await queued(sendMessageAction, values('Planning de décembre'), KEYS[2] ?? '').run();
    expect([...server.state.messages.values()]).toEqual(before);
  });
});
