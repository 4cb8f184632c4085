import { DashboardPlaceholder } from '@/components/dashboard-placeholder';

export function SellerDashboardPage() {
  return <DashboardPlaceholder />;
}
