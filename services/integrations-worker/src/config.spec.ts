import { loadConfig } from '@lumafolio/server-common';
import { integrationsWorkerConfigSchema } from './config.js';

describe('integrations worker config', () => {
  it('captures e-mails locally by default', () => {
    const config = loadConfig('integrations-worker', integrationsWorkerConfigSchema, {});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Lumafolio <no-reply@lumafolio.local>');
    expect(loadConfig('integrations-worker', integrationsWorkerConfigSchema, { SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('names a wrong SMTP_URL or MAIL_FROM', () => {
    expect(() => loadConfig('integrations-worker', integrationsWorkerConfigSchema, { SMTP_URL: 'http://mail', MAIL_FROM: 'nobody' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL[\s\S]*MAIL_FROM: must be an address or "Name <address>"/,
    );
    expect(
      loadConfig('integrations-worker', integrationsWorkerConfigSchema, { SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'photos@example.com' }),
    ).toMatchObject({
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'photos@example.com',
    });
  });
});
