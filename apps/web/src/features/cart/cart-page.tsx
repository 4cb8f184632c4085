import { PageHeading } from '@/components/page-heading';

export function CartPage() {
  return <PageHeading>Carrito</PageHeading>;
}
