import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { templateSchema } from './template.schema.js';

export const listTemplatesRpc = defineRpc('portfolio.templates.list.v1', z.object({}).strict(), z.array(templateSchema));
