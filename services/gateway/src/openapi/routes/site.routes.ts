import { healthReportSchema, portfolioSegmentSchema, serverText } from '@lumafolio/contracts';
import { z } from 'zod';
import { json, redirect, type ApiRoute } from '../api-route.js';

const segmentParams = z.object({ segment: portfolioSegmentSchema });
const page = (description: string) => ({ kind: 'html', description }) as const;
const movedAway = redirect(
  'A username its owner has given up (ADR 45): to the portfolio at its current address, query kept. Anything below such an address redirects the same way.',
);

/** Health, what search engines read, the pages rendered on the server, and this documentation. */
export const SITE_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/healthz',
    tag: 'Operations',
    summary: 'Liveness: the process answers',
    access: 'anonymous',
    status: 200,
    answer: json(z.object({ status: z.literal('ok') }).strict(), 'Alive.'),
  },
  {
    method: 'GET',
    path: '/readyz',
    tag: 'Operations',
    summary: 'Readiness: NATS, Redis, storage and every service answer',
    access: 'anonymous',
    status: 200,
    answer: json(healthReportSchema, 'Ready.'),
    otherAnswers: { 503: json(healthReportSchema, 'Not ready: the report names what does not answer.') },
  },
  {
    method: 'GET',
    path: '/sitemap.xml',
    tag: 'Pages',
    summary: 'The sitemap',
    access: 'anonymous',
    status: 200,
    answer: { kind: 'text', contentType: 'application/xml', description: 'The home page and every public portfolio.' },
  },
  {
    method: 'GET',
    path: '/robots.txt',
    tag: 'Pages',
    summary: 'Rules for crawlers',
    access: 'anonymous',
    status: 200,
    answer: { kind: 'text', contentType: 'text/plain', description: 'robots.txt' },
  },
  {
    method: 'GET',
    path: '/',
    tag: 'Pages',
    summary: 'The home page',
    access: 'optional-session',
    status: 200,
    answer: page('The web app, rendered on the server.'),
    revalidated: true,
  },
  {
    method: 'GET',
    path: '/portfolio/:segment',
    tag: 'Pages',
    summary: 'A public portfolio page',
    access: 'anonymous',
    params: segmentParams,
    status: 200,
    answer: page('The portfolio, rendered on the server.'),
    otherAnswers: { 301: movedAway, 404: page("The web app's not-found page: nobody has this portfolio.") },
    revalidated: true,
  },
  {
    method: 'GET',
    path: '/:segment',
    tag: 'Pages',
    summary: 'A public portfolio page at its short address, or a page of the web app',
    access: 'anonymous',
    params: segmentParams,
    status: 200,
    answer: page('The portfolio, rendered on the server, or the web app for its own routes.'),
    otherAnswers: { 301: movedAway, 404: page("The web app's not-found page: nobody has this portfolio.") },
    revalidated: true,
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Operations',
    summary: 'This document',
    access: 'anonymous',
    status: 200,
    answer: json(z.looseObject({ openapi: serverText() }), 'OpenAPI 3.1.'),
  },
  {
    method: 'GET',
    path: '/api/docs',
    tag: 'Operations',
    summary: 'This document, to browse',
    access: 'anonymous',
    status: 200,
    answer: page('The API reference.'),
  },
  {
    method: 'GET',
    path: '/api/docs/:file',
    tag: 'Operations',
    summary: "The API reference's script and style sheet",
    access: 'anonymous',
    params: z.object({ file: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'docs.js']) }),
    status: 200,
    answer: { kind: 'file', description: 'The file.' },
  },
];
