import type { PortfolioProfile } from '@lumafolio/contracts';
import { fullName } from '@/lib/user-display';

/** How a portfolio names its photographer: first and last name, else the username. */
export function displayName(profile: Pick<PortfolioProfile, 'firstName' | 'lastName' | 'username'>): string {
  return fullName(profile) || profile.username;
}
