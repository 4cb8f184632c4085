import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type CategoryEntry, findCategory } from '@tecnobazar/shared/constants/categories';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Home, then each parent of the category, so a leaf's listing can widen to its section. On a product
 * page (`linkLast`) the category itself is a link too.
 */
export function CategoryBreadcrumbs({
  categoryId,
  linkLast = false,
}: {
  categoryId: string;
  linkLast?: boolean;
}) {
  const trail: CategoryEntry[] = [];
  for (let entry = findCategory(categoryId); entry; ) {
    trail.unshift(entry);
    entry = entry.parentCategoryId ? findCategory(entry.parentCategoryId) : undefined;
  }
  const current = linkLast ? undefined : trail.pop();
  if (trail.length === 0 && !current) return null;

  return (
    <Breadcrumbs aria-label="Ruta de navegación" sx={{ mb: 1, fontSize: 14 }}>
      <Link component={RouterLink} to={paths.home} underline="hover" color="inherit">
        Inicio
      </Link>
      {trail.map((entry) => (
        <Link
          key={entry.categoryId}
          component={RouterLink}
          to={paths.products.getHref(entry.categoryId)}
          underline="hover"
          color="inherit"
        >
          {entry.name}
        </Link>
      ))}
      {current && (
        <Typography color="text.primary" sx={{ fontSize: 'inherit' }} aria-current="page">
          {current.name}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
