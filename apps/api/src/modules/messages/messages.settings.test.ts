import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageRecipient } from '@relais/domain';
import { bearer, createTestContext, errJson, signIn, type TestContext } from '../../test/test-app';

/** The provider's switch: without it, the customer-success contact is not a recipient. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ messagingCustomerSuccess: false });
  await ctx.reset();
});
afterAll(async () => ctx?.close());

describe('messagingCustomerSuccess off', () => {
  it('lists the team only and refuses a message to the customer-success contact', async () => {
    const s = await signIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${s.userId}/messages/recipients`,
      headers: bearer(s.token),
    });
    expect(res.statusCode).toBe(200);
    const recipients = res.json<{ recipients: MessageRecipient[] }>().recipients;
    expect(recipients.map((r) => r.kind)).toEqual(['TEAM']);

    // the contact of the seed: the sender of a received message who is not in the team
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${s.userId}/messages/type/received?search=point%20mensuel`,
      headers: bearer(s.token),
    });
    const contactId = list.json<{ content: { sender: { id: string } }[] }>().content[0]?.sender.id ?? '';
    expect(contactId).not.toBe('');
    expect(recipients.map((r) => r.id)).not.toContain(contactId);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${s.userId}/messages`,
      headers: bearer(s.token),
      payload: { receiverId: contactId, subject: 'x', content: '<p>x</p>', draft: false },
    });
    expect(sent.statusCode).toBe(400);
    expect(errJson(sent).errorCode).toBe('message_recipient_invalid');
  });
});
