import { styled } from '@mui/material/styles';

/**
 * An `<img>` that takes `sx`. Unlike `<Box component="img">`, which reads `width` and `height` as styles,
 * it writes them as attributes: the browser's first hint of the picture's shape, before it loads.
 */
export const Img = styled('img')({});
