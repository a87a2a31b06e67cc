import { untypedStrings } from '@lumafolio/contracts/testing';
import { API_ROUTES } from './api-routes.js';

describe("the routes' strings", () => {
  it('every string a client sends (path, query, body) is cleaned text, an identifier or another client-facing typed string, with a length limit; answers hold typed strings', () => {
    const found = API_ROUTES.flatMap((route) => {
      const at = `${route.method} ${route.path}`;
      const body = route.body;
      const inputs = [
        route.params && untypedStrings(route.params, 'input', `${at} params`),
        route.query && untypedStrings(route.query, 'input', `${at} query`),
        body && (body.kind === 'json' || body.kind === 'beacon') && untypedStrings(body.schema, 'input', `${at} body`),
        body?.kind === 'multipart' && untypedStrings(body.fields, 'input', `${at} form`),
      ];
      const answers = [route.answer, ...Object.values(route.otherAnswers ?? {})].map(
        (answer) => (answer.kind === 'json' || answer.kind === 'json-or-html') && untypedStrings(answer.schema, 'answer', `${at} answer`),
      );
      return [...inputs, ...answers].flatMap((problems) => problems || []);
    });
    expect(found).toEqual([]);
  });
});
