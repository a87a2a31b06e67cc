import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { heroSelectionSchema } from './hero.schema.js';

const userId = z.string().min(1);

/** The hero a user's portfolio shows: their choice, else the default banner, else none. */
export const getHeroSelectionRpc = defineRpc('portfolio.hero-selection.get.v1', z.object({ userId }).strict(), heroSelectionSchema);
