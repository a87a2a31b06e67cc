import type { JobSubject } from '@lumafolio/contracts';

/** The ids a job's payload names, with the label the Jobs tab shows for each. */
const SUBJECT_KEYS: ReadonlyArray<[key: string, label: string]> = [
  ['photoId', 'Photo'],
  ['heroId', 'Hero banner'],
  ['messageId', 'Message'],
  ['userId', 'User'],
];

/**
 * What a job concerns, read from its payload: the photo, banner, message or user it names.
 * E-mail jobs carry the contact message itself (`message.id`) or an e-mail id (`id`).
 */
export function jobSubjects(payload: unknown): JobSubject[] {
  if (!payload || typeof payload !== 'object') return [];
  const data = payload as Record<string, unknown>;
  const subjects: JobSubject[] = [];
  for (const [key, label] of SUBJECT_KEYS) {
    const value = data[key];
    if (typeof value === 'string' && value) subjects.push({ label, id: value });
  }
  const message = data['message'];
  if (message && typeof message === 'object' && typeof (message as Record<string, unknown>)['id'] === 'string') {
    subjects.push({ label: 'Message', id: (message as { id: string }).id });
  }
  if (typeof data['kind'] === 'string' && typeof data['id'] === 'string') subjects.push({ label: 'E-mail', id: data['id'] });
  return subjects;
}
