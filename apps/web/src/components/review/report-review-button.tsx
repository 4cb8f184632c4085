import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { Notify } from '@/components/toast';

// The form and its schema (zod) load on first use: most visitors of a product page never report a review.
const ReportReviewDialog = lazy(() =>
  import('./report-review-dialog').then((m) => ({ default: m.ReportReviewDialog })),
);

/** "Denunciar" on someone else's review: asks why and tells the administrators; then reads "Denunciada". */
export function ReportReviewButton({ reviewId, notify }: { reviewId: number; notify: Notify }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [reported, setReported] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<FlagOutlined />}
        disabled={reported}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {reported ? 'Denunciada' : 'Denunciar'}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ReportReviewDialog
            reviewId={reviewId}
            notify={notify}
            open={open}
            setOpen={setOpen}
            onReported={() => setReported(true)}
          />
        </Suspense>
      )}
    </>
  );
}
