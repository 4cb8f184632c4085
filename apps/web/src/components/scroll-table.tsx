import SwipeLeftOutlined from '@mui/icons-material/SwipeLeftOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { CSSObject, Theme } from '@mui/material/styles';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';

interface ScrollTableProps {
  /** The <Table>. */
  children: ReactNode;
  /**
   * How many columns at the end of each row hold the row's actions: they stay at the box's right edge
   * while the other columns scroll under them, so a phone always shows the buttons.
   */
  stickyEnd?: number;
}

interface Overflow {
  /** The table is wider than its box. */
  scrolls: boolean;
  /** Columns are hidden to the right (under the actions, when they stay in view). */
  hiddenEnd: boolean;
}

/** The kept columns: `var(--sticky-end-N)` is how far from the right edge, the width of the kept columns after it. */
function stickyColumns(theme: Theme, count: number): CSSObject {
  if (count === 0) return {};
  const firstKept = `tr > :nth-last-of-type(${count})`;
  return {
    ...Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `& tr > :nth-last-of-type(${index + 1})`,
        {
          position: 'sticky',
          right: `var(--sticky-end-${index}, 0px)`,
          zIndex: 1,
          backgroundColor: theme.palette.background.paper,
          // On a phone the kept columns leave more room to the ones scrolling beneath them.
          [theme.breakpoints.down('sm')]: { paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) },
        },
      ]),
    ),
    // The first kept column casts a shadow over the columns scrolling beneath it, while some are hidden there.
    [`& ${firstKept}::before`]: {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: -12,
      width: 12,
      pointerEvents: 'none',
      background: 'linear-gradient(to left, rgba(0, 0, 0, 0.14), transparent)',
      opacity: 0,
      transition: 'opacity 150ms',
    },
    [`&[data-hidden-end="true"] ${firstKept}::before`]: { opacity: 1 },
  };
}

/**
 * A table wider than a phone: it scrolls sideways in its outlined box, says so above it, and keeps the
 * row's actions (`stickyEnd` columns) in view instead of off-screen.
 */
export function ScrollTable({ children, stickyEnd = 0 }: ScrollTableProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ scrolls: false, hiddenEnd: false });

  const measure = useCallback(() => {
    const box = boxRef.current;
    if (!box) return;
    // Each kept column sits left of the kept columns after it: their widths, read from the first row.
    const cells = [...(box.querySelector('tr')?.children ?? [])] as HTMLElement[];
    let right = 0;
    for (let index = 0; index < stickyEnd; index++) {
      box.style.setProperty(`--sticky-end-${index}`, `${right}px`);
      right += cells[cells.length - 1 - index]?.offsetWidth ?? 0;
    }
    const scrolls = box.scrollWidth > box.clientWidth + 1;
    const hiddenEnd = scrolls && box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setOverflow((current) =>
      current.scrolls === scrolls && current.hiddenEnd === hiddenEnd ? current : { scrolls, hiddenEnd },
    );
  }, [stickyEnd]);

  // Rows change with the page shown: measured again after every render, before it is painted.
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    box.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      box.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      {overflow.scrolls && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <SwipeLeftOutlined fontSize="small" aria-hidden />
          Desliza la tabla hacia los lados para ver todas las columnas.
        </Typography>
      )}
      <TableContainer
        ref={boxRef}
        component={Paper}
        variant="outlined"
        data-hidden-end={overflow.hiddenEnd}
        sx={(theme) => stickyColumns(theme, stickyEnd)}
      >
        {children}
      </TableContainer>
    </Stack>
  );
}
