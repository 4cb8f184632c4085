import { DashboardPlaceholder } from '@/components/dashboard-placeholder';

export function AdminDashboardPage() {
  return <DashboardPlaceholder />;
}
