import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { childrenOf } from '@tecnobazar/shared/constants/categories';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useMenuCategories } from './use-menu-categories';

/** Top category names; hovering one opens a sheet with its subcategories and their leaves. */
export function CategoryMenu() {
  const topCategories = useMenuCategories();
  const [openId, setOpenId] = useState<string | null>(null);
  const sections = openId ? childrenOf(openId) : [];
  const close = () => setOpenId(null);

  return (
    <Box
      component="nav"
      aria-label="Categorías"
      onMouseLeave={close}
      sx={{ display: { xs: 'none', lg: 'flex' }, alignSelf: 'stretch' }}
    >
      {topCategories.map((category) => (
        <Button
          key={category.categoryId}
          component={RouterLink}
          to={paths.products.getHref(category.categoryId)}
          onMouseEnter={() => setOpenId(category.categoryId)}
          onFocus={() => setOpenId(category.categoryId)}
          onClick={close}
          color="inherit"
          sx={{
            borderRadius: 0,
            flexShrink: 0,
            minWidth: 0,
            maxWidth: 150,
            px: 0.75,
            lineHeight: 1.2,
            textTransform: 'none',
            fontWeight: 500,
            borderBottom: 3,
            borderColor: openId === category.categoryId ? 'primary.main' : 'transparent',
          }}
        >
          {category.name}
        </Button>
      ))}
      {sections.length > 0 && (
        <Paper
          elevation={4}
          square
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            px: 8,
            py: 3,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            gap: 3,
          }}
        >
          {sections.map((section) => (
            <Box key={section.categoryId}>
              <Link
                component={RouterLink}
                to={paths.products.getHref(section.categoryId)}
                onClick={close}
                underline="hover"
                sx={{ fontWeight: 600, color: 'primary.main' }}
              >
                {section.name}
              </Link>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                {childrenOf(section.categoryId).map((leaf) => (
                  <Typography component="li" key={leaf.categoryId} variant="body2" sx={{ py: 0.5 }}>
                    <Link
                      component={RouterLink}
                      to={paths.products.getHref(leaf.categoryId)}
                      onClick={close}
                      underline="hover"
                      color="text.secondary"
                    >
                      {leaf.name}
                    </Link>
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
}
