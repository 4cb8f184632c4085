import { PageHeading } from '@/components/page-heading';

export function SearchPage() {
  return <PageHeading>Buscar productos</PageHeading>;
}
