import { PageHeading } from '@/components/page-heading';

export function ReviewsPage() {
  return <PageHeading>Review & Ratings</PageHeading>;
}
