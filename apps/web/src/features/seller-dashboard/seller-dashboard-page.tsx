import { paths } from '@/app/paths';
import { DashboardPlaceholder } from '@/components/dashboard-placeholder';

export function SellerDashboardPage() {
  return <DashboardPlaceholder securityHref={paths.sellerSecurity} />;
}
