import { PageHeading } from '@/components/page-heading';

export function CreateReviewPage() {
  return <PageHeading>Write Your Review & Give Ratings</PageHeading>;
}
