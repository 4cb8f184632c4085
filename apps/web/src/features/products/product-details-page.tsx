import { PageHeading } from '@/components/page-heading';

export function ProductDetailsPage() {
  return <PageHeading>Detalle del producto</PageHeading>;
}
