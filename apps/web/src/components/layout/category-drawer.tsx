import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { childrenOf } from '@tecnobazar/shared/constants/categories';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useMenuCategories } from './use-menu-categories';

/** The category tree in a side drawer, for screens too narrow for the mega-menu. */
export function CategoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const topCategories = useMenuCategories();
  const [expandedId, setExpandedId] = useState<string | null>(null);

  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label="Categorías" sx={{ width: 300 }}>
        <List>
          {topCategories.map((top) => {
            const expanded = expandedId === top.categoryId;
            return (
              <Box key={top.categoryId}>
                <ListItemButton
                  aria-expanded={expanded}
                  onClick={() => setExpandedId(expanded ? null : top.categoryId)}
                >
                  <ListItemText primary={top.name} />
                  {expanded ? <ExpandLess /> : <ExpandMore />}
                </ListItemButton>
                <Collapse in={expanded} unmountOnExit>
                  {childrenOf(top.categoryId).map((section) => (
                    <List
                      key={section.categoryId}
                      dense
                      disablePadding
                      subheader={<ListSubheader>{section.name}</ListSubheader>}
                    >
                      {childrenOf(section.categoryId).map((leaf) => (
                        <ListItemButton
                          key={leaf.categoryId}
                          component={RouterLink}
                          to={paths.products.getHref(leaf.categoryId)}
                          onClick={onClose}
                          sx={{ pl: 4 }}
                        >
                          <ListItemText primary={leaf.name} />
                        </ListItemButton>
                      ))}
                    </List>
                  ))}
                </Collapse>
              </Box>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}
