import { PageHeading } from '@/components/page-heading';

export function PaypalCancelPage() {
  return <PageHeading>Cancelando el pedido...</PageHeading>;
}
