import { PageHeading } from '@/components/page-heading';

export function HomePage() {
  return <PageHeading>Bienvenido a TecnoBazar</PageHeading>;
}
