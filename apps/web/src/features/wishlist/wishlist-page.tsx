import { PageHeading } from '@/components/page-heading';

export function WishlistPage() {
  return <PageHeading>Mi lista de deseos</PageHeading>;
}
