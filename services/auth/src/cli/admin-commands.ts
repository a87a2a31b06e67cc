import { UserRepository, type User } from '@lumafolio/dal';

export interface CommandResult {
  code: number;
  lines: string[];
}

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '  grant <email>    make the user with this e-mail an admin',
  '  revoke <email>   make an admin a regular user again (never the last admin)',
  '  list             list the admins',
];

const describe = (user: User) => `${user.email ?? '(no e-mail)'} (${user.username})`;

/** The admin CLI's commands, against the users collection directly (works with the stack down). */
export async function runAdminCommand(users: UserRepository, args: readonly string[]): Promise<CommandResult> {
  const [command, email, ...extra] = args;
  if (command === 'list' && email === undefined) {
    const admins = await users.listNewestFirst({ role: 'admin' });
    if (admins.length === 0) return { code: 0, lines: ['No admins yet. Make one with: npm run admin -- grant <email>'] };
    return {
      code: 0,
      lines: [`Admins (${admins.length}):`, ...admins.map((user) => `  ${describe(user)}  since ${user.createdAt.toISOString().slice(0, 10)}  id ${user.id}`)],
    };
  }
  if ((command !== 'grant' && command !== 'revoke') || !email || extra.length > 0) return { code: 64, lines: ADMIN_USAGE };

  const user = await users.findByEmail(email);
  if (!user) return { code: 1, lines: [`No user with the e-mail ${email.trim().toLowerCase()}. They must sign up (or sign in once) first.`] };

  if (command === 'grant') {
    if (user.role === 'admin') return { code: 0, lines: [`${describe(user)} is already an admin.`] };
    await users.promote(user.id);
    return { code: 0, lines: [`${describe(user)} is now an admin.`] };
  }
  switch (await users.demote(user.id)) {
    case 'demoted':
      return { code: 0, lines: [`${describe(user)} is no longer an admin.`] };
    case 'not-admin':
      return { code: 0, lines: [`${describe(user)} is not an admin.`] };
    case 'last-admin':
      return { code: 1, lines: ['Refusing to revoke the last admin.', 'Grant another user admin rights first.'] };
    default:
      return { code: 1, lines: [`No user with the e-mail ${email.trim().toLowerCase()}.`] };
  }
}
