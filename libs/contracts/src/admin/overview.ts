import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';

/** One thing the platform status found wrong, in words an admin understands. */
export const platformProblemSchema = z.object({ component: serverText(), message: serverText() });
export type PlatformProblem = z.infer<typeof platformProblemSchema>;

/** GET /api/admin/overview: the Overview tab's three cards. */
export const adminOverviewSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  adminUsers: z.number().int().nonnegative(),
  platform: z.object({
    /** "Active / All systems operational" only when `problems` is empty. */
    status: z.enum(['active', 'degraded']),
    problems: z.array(platformProblemSchema),
    checkedAt: serverText(),
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const getAdminOverviewRpc = defineRpc('admin.overview.get.v1', z.object({}).strict(), adminOverviewSchema);
