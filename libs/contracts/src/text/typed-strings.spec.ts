import { z } from 'zod';
import * as contracts from '../index.js';
import { identifier, lineText, multilineText, serverText, verbatimText } from './clean-text.js';
import { untypedStrings, untypedStringsOfExports } from './string-fields.js';

describe('typed strings in the contracts', () => {
  it('every string of every exported schema (HTTP, RPC, jobs, events) is cleaned text, an identifier or another typed string', () => {
    expect(untypedStringsOfExports(contracts)).toEqual([]);
  });

  it('finds a plain string wherever it hides, and server text in an input', () => {
    const plain = z.string();
    const nested = z.object({
      a: lineText(),
      b: z.array(z.object({ c: plain.max(3) })).optional(),
      d: z.union([z.number(), plain.nullable()]),
      e: z.record(z.string(), z.number()),
      f: z.object({ g: plain.default('') }).strict(),
      h: lineText().pipe(plain),
      i: z.lazy(() => z.tuple([plain])),
    });
    expect(untypedStrings(nested, 'either').map(({ path }) => path)).toEqual(['$.b[].c', '$.d|1', '$.e{key}', '$.f.g', '$.h', '$.i[0]']);
    const rpc = contracts.defineRpc('test.thing.get.v1', z.object({ id: z.string() }), z.object({ name: serverText() }));
    expect(untypedStringsOfExports({ rpc })).toEqual([{ path: 'rpc.request.id', problem: 'plain string' }]);
    expect(untypedStrings(z.object({ name: serverText() }), 'input')).toEqual([{ path: '$.name', problem: 'server text in an input' }]);
  });

  it('keeps the mark through derived schemas', () => {
    const derived = z.object({
      a: lineText().min(1).max(10).optional(),
      b: multilineText().max(100).default(''),
      c: identifier(/^[a-z]+$/).nullable(),
      d: verbatimText().max(5).regex(/^x/),
      e: contracts.emailSchema,
    });
    expect(untypedStrings(derived, 'input')).toEqual([]);
  });

  it('finds a string an input takes at any length; answers need none', () => {
    const input = z.object({ a: lineText(), b: multilineText().optional(), c: lineText().max(9), d: contracts.emailSchema, e: verbatimText() });
    expect(untypedStrings(input, 'input')).toEqual([
      { path: '$.a', problem: 'no length limit in an input' },
      { path: '$.b', problem: 'no length limit in an input' },
    ]);
    expect(untypedStrings(input, 'answer')).toEqual([]);
  });
});
