import { z } from 'zod';
import { defineRpc } from './define-rpc.js';
import { listTemplatesRpc } from '../templates/template.rpc.js';
import { mediaJobId } from '../jobs/media-jobs.js';

describe('defineRpc', () => {
  it('accepts versioned names', () => {
    expect(defineRpc('media.photo.create.v1', z.object({}), z.null()).pattern).toBe('media.photo.create.v1');
    expect(listTemplatesRpc.pattern).toBe('portfolio.templates.list.v1');
  });

  it.each(['media.photo.create', 'photo.v1', 'Media.photo.create.v1', 'media photo.v1'])('rejects "%s"', (pattern) => {
    expect(() => defineRpc(pattern, z.object({}), z.null())).toThrow(/must look like/);
  });
});

describe('mediaJobId', () => {
  it('is the same for the same job and photo, and has no ":" (BullMQ reserves it)', () => {
    expect(mediaJobId('optimise', 'p1')).toBe(mediaJobId('optimise', 'p1'));
    expect(mediaJobId('optimise', 'p1')).not.toBe(mediaJobId('palette', 'p1'));
    expect(mediaJobId('ai-tag', 'p1')).not.toContain(':');
  });
});
