import { AdminPage } from './admin/admin-page';

/** /admin and /admin/dashboard: the admin dashboard (spec 02 §2). */
export function AdminRoute() {
  return <AdminPage />;
}
