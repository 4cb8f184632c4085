import { paths } from '@/app/paths';
import { DashboardPlaceholder } from '@/components/dashboard-placeholder';

export function AdminDashboardPage() {
  return <DashboardPlaceholder securityHref={paths.adminSecurity} />;
}
