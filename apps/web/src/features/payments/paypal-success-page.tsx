import { PageHeading } from '@/components/page-heading';

export function PaypalSuccessPage() {
  return <PageHeading>Procesando tu pedido...</PageHeading>;
}
