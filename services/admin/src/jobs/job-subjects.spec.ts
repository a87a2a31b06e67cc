import { jobSubjects } from './job-subjects.js';

describe('jobSubjects (what a failed job concerns)', () => {
  it('names the photo, banner and user ids of a payload', () => {
    expect(jobSubjects({ userId: 'u1', photoId: 'p1', storageKey: 'photo/u1/p1/original' })).toEqual([
      { label: 'Photo', id: 'p1' },
      { label: 'User', id: 'u1' },
    ]);
    expect(jobSubjects({ heroId: 'h1', sourceKey: 'hero/h1/source' })).toEqual([{ label: 'Hero banner', id: 'h1' }]);
  });

  it('names the contact message of an e-mail job, or the e-mail of an account one', () => {
    expect(jobSubjects({ kind: 'contact-message', message: { id: 'm1', subject: 'Hi' } })).toEqual([{ label: 'Message', id: 'm1' }]);
    expect(jobSubjects({ kind: 'account-exists', id: 'abcdefghijklmnop', to: 'a@example.com' })).toEqual([{ label: 'E-mail', id: 'abcdefghijklmnop' }]);
  });

  it('names nothing for a payload it cannot read', () => {
    expect(jobSubjects(null)).toEqual([]);
    expect(jobSubjects('text')).toEqual([]);
  });
});
