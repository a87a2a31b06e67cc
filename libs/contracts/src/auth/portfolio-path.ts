/** The fields the portfolio path depends on (spec 01 §3). */
export interface PortfolioPathUser {
  id: string;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  portfolioUrlType?: string | null;
}

const segment = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.toLowerCase() : null;
};

/**
 * A user's public portfolio path, lowercased. username → /{username}, else /{id};
 * fullname_dash → /{first}-{last} when both names exist, else as username;
 * fullname_dot → /{first}.{last} likewise; replit_id → /{id}; anything else → as username.
 * No user → "/". Shared by the server and the web app.
 */
export function portfolioPath(user: PortfolioPathUser | null | undefined): string {
  if (!user) return '/';
  const id = segment(user.id) ?? '';
  const byUsername = `/${segment(user.username) ?? id}`;
  const first = segment(user.firstName);
  const last = segment(user.lastName);
  switch (user.portfolioUrlType) {
    case 'fullname_dash':
      return first && last ? `/${encodeURIComponent(first)}-${encodeURIComponent(last)}` : byUsername;
    case 'fullname_dot':
      return first && last ? `/${encodeURIComponent(first)}.${encodeURIComponent(last)}` : byUsername;
    case 'replit_id':
      return `/${id}`;
    default:
      return byUsername;
  }
}
