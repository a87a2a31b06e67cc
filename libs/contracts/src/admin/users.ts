import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { adminUserSchema, roleSchema } from '../auth/user.schema.js';
import { userSearchSchema } from '../auth/auth.rpc.js';
import { pageQuerySchema, pageRequestSchema, pageSchema } from '../paging/page.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { adminActorSchema } from './admin-audit.js';

/** GET /api/admin/users?q=&cursor=&limit= */
export const adminUsersQuerySchema = pageQuerySchema.extend({ q: userSearchSchema.optional() });

/** POST /api/admin/users/:userId/role */
export const changeUserRoleRequestSchema = z.object({ role: z.enum(roleSchema.options, { message: 'Role must be "admin" or "user".' }) }).strict();
export type ChangeUserRoleRequest = z.infer<typeof changeUserRoleRequestSchema>;

export const listAdminUsersRpc = defineRpc(
  'admin.users.list.v1',
  pageRequestSchema.extend({ q: userSearchSchema.default('') }).strict(),
  pageSchema(adminUserSchema),
);

/** The acting admin comes from the gateway's session, never from the request body. */
export const changeUserRoleRpc = defineRpc(
  'admin.users.role.change.v1',
  adminActorSchema.extend({ userId: serverText().min(1).max(100), role: roleSchema }).strict(),
  adminUserSchema,
);
