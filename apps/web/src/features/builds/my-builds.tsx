import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BuildResponse } from '@tecnobazar/shared';
import { useState } from 'react';
import { useDeleteBuildMutation, useMyBuilds } from '@/api/builds';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { Notify } from '@/components/toast';
import type { OpenBuild } from '@/lib/build/open-build';
import { errorMessage } from '@/lib/errors';
import { snapshot } from './use-build-actions';

interface MyBuildsProps {
  /** The id of the build open in the builder, marked in the list. */
  openId?: string;
  onOpen: (build: OpenBuild) => void;
  /** A deleted build that was open stays open, as a new unsaved one. */
  onDeleted: (id: string) => void;
  notify: Notify;
}

/** 'Mis armados': the signed-in shopper's saved builds, to open in the builder or delete. */
export function MyBuilds({ openId, onOpen, onDeleted, notify }: MyBuildsProps) {
  const { currentData: builds, signedIn } = useMyBuilds();
  const [deleteBuild, deleting] = useDeleteBuildMutation();
  const [deletingBuild, setDeletingBuild] = useState<BuildResponse | null>(null);
  if (!signedIn || !builds || builds.length === 0) return null;

  const remove = async () => {
    if (!deletingBuild) return;
    try {
      const { message } = await deleteBuild(deletingBuild.id).unwrap();
      notify('success', message);
      onDeleted(deletingBuild.id);
      setDeletingBuild(null);
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo eliminar el armado'));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-builds-title" sx={{ p: 2, mt: 2 }}>
      <Typography id="my-builds-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Mis armados
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {builds.map((saved) => (
          <Box
            component="li"
            key={saved.id}
            aria-label={saved.name}
            sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: saved.id === openId ? 600 : 400, overflowWrap: 'anywhere' }}
              >
                {saved.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {saved.parts.length === 1 ? '1 parte' : `${saved.parts.length} partes`}
                {saved.id === openId && ' · abierto'}
              </Typography>
            </Box>
            <Button
              size="small"
              disabled={saved.id === openId}
              onClick={() =>
                onOpen({
                  id: saved.id,
                  mine: true,
                  name: saved.name,
                  parts: saved.parts,
                  savedAs: snapshot(saved),
                })
              }
            >
              Abrir
            </Button>
            <Button size="small" color="error" onClick={() => setDeletingBuild(saved)}>
              Eliminar
            </Button>
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={deletingBuild !== null}
        title="¿Eliminar el armado?"
        text={`«${deletingBuild?.name ?? ''}» se borrará de tu cuenta y su enlace dejará de funcionar.`}
        busy={deleting.isLoading}
        onConfirm={remove}
        onClose={() => setDeletingBuild(null)}
      />
    </Paper>
  );
}
