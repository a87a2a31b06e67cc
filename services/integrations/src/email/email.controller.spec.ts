import { emailJobId, sendEmailRpc, type ContactMessage, type EmailJobPayload } from '@lumafolio/contracts';
import { RpcContractPipe, toFailure, type IntegrationJobs } from '@lumafolio/server-common';
import { EmailController } from './email.controller.js';
import { OutgoingEmails } from './outgoing-emails.js';

/** The integrations queue as its producer sees it: jobs by id, each add answered when the test says so. */
class FakeQueue {
  readonly jobs = new Map<string, { payload: EmailJobPayload; options: object }>();
  redisDown = false;
  private pending: Array<() => void> = [];
  holdAdds = false;

  async add(_name: 'email', payload: EmailJobPayload, options: object = {}): Promise<void> {
    if (this.redisDown) throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
    if (this.holdAdds) await new Promise<void>((resolve) => this.pending.push(resolve));
    const id = emailJobId(payload);
    if (!this.jobs.has(id)) this.jobs.set(id, { payload, options });
  }

  release(): void {
    for (const resolve of this.pending.splice(0)) resolve();
  }
}

const message: ContactMessage = {
  id: 'a1b2c3d4e5f6a7b8c9d0',
  name: 'Bob Visitor',
  email: 'bob@example.com',
  subject: 'Prints',
  message: 'Do you sell prints of the harbour series?',
  recipientUserId: 'user-jane',
  createdAt: '2026-01-02T03:04:05.000Z',
};
const contactEmail: EmailJobPayload = { kind: 'contact-message', message };
const accountExists: EmailJobPayload = {
  kind: 'account-exists',
  id: 'Zm9vYmFyYmF6cXV4MTIz',
  to: 'sam@example.com',
  signInUrl: 'http://127.0.0.1:3000/api/login',
};

function setup() {
  const queue = new FakeQueue();
  const controller = new EmailController(new OutgoingEmails(queue as unknown as IntegrationJobs));
  return { queue, controller };
}

describe('integrations.email.send.v1', () => {
  it('answers only once the e-mail is on the integrations queue', async () => {
    const { queue, controller } = setup();
    queue.holdAdds = true;
    let answered = false;
    const answer = controller.send(contactEmail).then((value) => ((answered = true), value));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    queue.release();
    expect(await answer).toEqual({ queued: true });
    expect(queue.jobs.get(`email-contact-${message.id}`)?.payload).toEqual(contactEmail);
  });

  it('queues the same e-mail asked for twice once, under the id it always had', async () => {
    const { queue, controller } = setup();
    await controller.send(contactEmail);
    await controller.send(contactEmail);
    await controller.send(accountExists);
    expect([...queue.jobs.keys()].sort()).toEqual([`email-account-${accountExists.id}`, `email-contact-${message.id}`]);
  });

  it('keeps an account e-mail (it carries an address) no longer than needed, a contact notification as the queue keeps its jobs', async () => {
    const { queue, controller } = setup();
    await controller.send(contactEmail);
    await controller.send(accountExists);
    expect(queue.jobs.get(`email-contact-${message.id}`)?.options).toEqual({});
    expect(queue.jobs.get(`email-account-${accountExists.id}`)?.options).toEqual({
      retention: { removeOnComplete: true, removeOnFail: { age: 24 * 60 * 60 } },
    });
  });

  it('fails the call while its Redis is away, so the caller knows the e-mail is not queued', async () => {
    const { queue, controller } = setup();
    queue.redisDown = true;
    await expect(controller.send(contactEmail)).rejects.toThrow(/enableOfflineQueue/);
    expect(queue.jobs.size).toBe(0);
  });

  it('refuses what is not an e-mail it sends with a 400', () => {
    const pipe = new RpcContractPipe(sendEmailRpc);
    const refuse = (payload: unknown) => {
      try {
        pipe.transform(payload);
      } catch (error) {
        return toFailure(error);
      }
      throw new Error('the payload was accepted');
    };
    expect(refuse({ kind: 'newsletter', to: 'sam@example.com' })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(refuse({ ...accountExists, to: 'not-an-address' })).toMatchObject({ status: 400 });
  });
});
