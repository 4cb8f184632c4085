import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';

const ZOOM = 2.5;
/** Pointer travel (px) under which a press counts as a click, not a drag. */
const CLICK_SLOP = 5;

interface ImageZoomModalProps {
  open: boolean;
  src: string;
  alt: string;
  onClose: () => void;
}

/** The image as large as the viewport allows: a click zooms in or out, dragging moves the zoomed image. */
export function ImageZoomModal({ open, src, alt, onClose }: ImageZoomModalProps) {
  return (
    <Modal open={open} onClose={onClose}>
      {/* The view mounts on every opening, so it always starts zoomed out. */}
      <Box
        role="dialog"
        aria-modal="true"
        aria-label="Imagen ampliada"
        sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', outline: 'none' }}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <ZoomView src={src} alt={alt} />
        <IconButton
          aria-label="Cerrar"
          onClick={onClose}
          sx={{
            position: 'fixed',
            top: 12,
            right: 12,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'grey.200' },
          }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
    </Modal>
  );
}

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  originX: number;
  originY: number;
  moved: boolean;
}

function ZoomView({ src, alt }: { src: string; alt: string }) {
  const [zoomed, setZoomed] = useState(false);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  // The scaled image may move until its edge reaches the frame's edge, never further.
  const clamp = (x: number, y: number) => {
    const width = frame.current?.clientWidth ?? 0;
    const height = frame.current?.clientHeight ?? 0;
    const maxX = ((ZOOM - 1) * width) / 2;
    const maxY = ((ZOOM - 1) * height) / 2;
    return { x: Math.min(maxX, Math.max(-maxX, x)), y: Math.min(maxY, Math.max(-maxY, y)) };
  };

  /** Zooms in keeping the point under (clientX, clientY) in place, or zooms back out. */
  const toggleZoom = (clientX: number, clientY: number) => {
    if (zoomed) {
      setZoomed(false);
      setOffset({ x: 0, y: 0 });
      return;
    }
    const rect = frame.current?.getBoundingClientRect();
    const dx = rect ? clientX - (rect.left + rect.width / 2) : 0;
    const dy = rect ? clientY - (rect.top + rect.height / 2) : 0;
    setZoomed(true);
    setOffset(clamp(-(ZOOM - 1) * dx, -(ZOOM - 1) * dy));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      originX: offset.x,
      originY: offset.y,
      moved: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    current.moved = true;
    if (!zoomed) return;
    setDragging(true);
    setOffset(clamp(current.originX + dx, current.originY + dy));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    drag.current = null;
    setDragging(false);
    if (current && !current.moved) toggleZoom(event.clientX, event.clientY);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    const rect = frame.current?.getBoundingClientRect();
    toggleZoom(rect ? rect.left + rect.width / 2 : 0, rect ? rect.top + rect.height / 2 : 0);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Box
        ref={frame}
        role="button"
        tabIndex={0}
        aria-label={zoomed ? 'Alejar imagen' : 'Acercar imagen'}
        aria-pressed={zoomed}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          setDragging(false);
        }}
        onKeyDown={onKeyDown}
        sx={{
          // As large as the viewport allows, leaving room for the hint below.
          width: 'min(100vw, calc(100vh - 48px))',
          aspectRatio: '1 / 1',
          overflow: 'hidden',
          bgcolor: 'background.paper',
          touchAction: 'none',
          userSelect: 'none',
          cursor: zoomed ? (dragging ? 'grabbing' : 'grab') : 'zoom-in',
          outline: 'none',
        }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          draggable={false}
          sx={{
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            display: 'block',
            pointerEvents: 'none',
            transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoomed ? ZOOM : 1})`,
            transition: dragging ? 'none' : 'transform 200ms ease-out',
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'common.white' }}>
        {zoomed ? 'Arrastra para mover, haz clic para alejar' : 'Haz clic para acercar'}
      </Typography>
    </Box>
  );
}
