import { AccountPage } from '../../features/account/components/account-page';

/** /account: the signed-in photographer's account page (its own navigation bar). */
export function AccountRoute() {
  return <AccountPage />;
}
