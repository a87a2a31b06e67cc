import { AccountPage } from './account/account-page';

/** /account: the signed-in photographer's account page (its own navigation bar). */
export function AccountRoute() {
  return <AccountPage />;
}
