import Typography from '@mui/material/Typography';

/** Out of sight but read (MUI's visuallyHidden): the element keeps its place in the accessibility tree. */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * A page's h1 for screen readers and search engines, on a page whose design shows no title (the home and
 * search pages): headings then start at level 1 like on every other page.
 */
export function ScreenReaderHeading({ children }: { children: string }) {
  return (
    <Typography component="h1" sx={VISUALLY_HIDDEN}>
      {children}
    </Typography>
  );
}
