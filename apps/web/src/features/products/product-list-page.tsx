import { findCategory } from '@tecnobazar/shared/constants/categories';
import { useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';

export function ProductListPage() {
  const { categoryId = '' } = useParams();
  return <PageHeading>{findCategory(categoryId)?.name ?? categoryId.split('_').join(' ')}</PageHeading>;
}
