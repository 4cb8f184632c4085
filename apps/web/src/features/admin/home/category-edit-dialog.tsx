import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { UpdateHomeCategoryBody } from '@tecnobazar/shared';
import { type CategoryEntry, childrenOf, findCategory } from '@tecnobazar/shared/constants/categories';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { type HomeTile, useUpdateHomeCategoryMutation } from '@/api/admin-home';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import { type Notify, Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { EDIT_DIALOG_PAPER } from './edit-dialog-paper';

/** The admin category editor's first level: the spec's list, without Gaming (product.md#categories). */
const FIRST_LEVEL: readonly CategoryEntry[] = ['men', 'women', 'home_furniture', 'beauty', 'electronics']
  .map((id) => findCategory(id))
  .filter((c): c is CategoryEntry => c !== undefined);

interface CategoryFormValues {
  image: string;
  level1: string;
  level2: string;
  level3: string;
  /** Never typed: the deepest level chosen, filled in by the schema; its message shows under the selects. */
  categoryId: string;
}

/** The request body's own schema, after picking the deepest level chosen. */
const schema = z.preprocess(
  ({ image, level1, level2, level3 }: CategoryFormValues) => ({
    image,
    categoryId: level3 || level2 || level1,
  }),
  UpdateHomeCategoryBody,
);

/** The chain from the first level down to `categoryId`, when it starts at one of the editor's first levels. */
function levelsOf(categoryId: string): Pick<CategoryFormValues, 'level1' | 'level2' | 'level3'> {
  const chain: string[] = [];
  for (
    let c = findCategory(categoryId);
    c;
    c = c.parentCategoryId ? findCategory(c.parentCategoryId) : undefined
  ) {
    chain.unshift(c.categoryId);
  }
  if (!FIRST_LEVEL.some((c) => c.categoryId === chain[0])) return { level1: '', level2: '', level3: '' };
  return { level1: chain[0] ?? '', level2: chain[1] ?? '', level3: chain[2] ?? '' };
}

interface CategoryEditDialogProps {
  /** The tile being edited; the form starts from its image and category. */
  tile: HomeTile;
  notify: Notify;
  onClose: () => void;
}

/**
 * The category edit modal (product.md#admin-area, 400 px): one uploaded image and the cascading category
 * selects; the tile takes the deepest level chosen. Closes on success with 'Categoría actualizada'.
 */
export function CategoryEditDialog({ tile, notify, onClose }: CategoryEditDialogProps) {
  const titleId = useId();
  const [uploading, setUploading] = useState(false);
  const [updateCategory] = useUpdateHomeCategoryMutation();
  // The page is hidden from assistive technology while the modal is open: errors show in the modal's own toast.
  const failure = useToast();
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CategoryFormValues, unknown, UpdateHomeCategoryBody>({
    resolver: zodResolver(schema),
    defaultValues: { image: tile.image, ...levelsOf(tile.categoryId), categoryId: '' },
  });
  const [level1, level2] = useWatch({ control, name: ['level1', 'level2'] });
  const secondLevel = level1 ? childrenOf(level1) : [];
  const thirdLevel = level2 ? childrenOf(level2) : [];
  const busy = isSubmitting || uploading;

  const submit = handleSubmit(async (body) => {
    try {
      await updateCategory({ id: tile.id, body }).unwrap();
      notify('success', 'Categoría actualizada');
      onClose();
    } catch (error) {
      failure.notify('error', errorMessage(error, 'An error occurred while updating the category.'));
    }
  });

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const levelSelect = (
    name: 'level1' | 'level2' | 'level3',
    label: string,
    options: readonly CategoryEntry[],
    below: ('level2' | 'level3')[],
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, onChange, ...field } }) => (
        <TextField
          select
          label={label}
          fullWidth
          {...field}
          inputRef={ref}
          onChange={(event) => {
            onChange(event.target.value);
            for (const level of below) setValue(level, '');
          }}
          disabled={isSubmitting || options.length === 0}
          error={name === 'level1' && Boolean(errors.categoryId)}
        >
          <MenuItem value="">
            <em>Ninguna</em>
          </MenuItem>
          {options.map((c) => (
            <MenuItem key={c.categoryId} value={c.categoryId}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Dialog
      open
      onClose={close}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, sx: EDIT_DIALOG_PAPER } }}
    >
      <DialogTitle id={titleId}>Editar categoría</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Controller
            name="image"
            control={control}
            render={({ field }) => (
              <ImageUploadField
                value={field.value ? [field.value] : []}
                onChange={(urls) => field.onChange(urls[0] ?? '')}
                max={1}
                error={errors.image?.message}
                disabled={isSubmitting}
                onUploadingChange={setUploading}
              />
            )}
          />
          {levelSelect('level1', 'Categoría', FIRST_LEVEL, ['level2', 'level3'])}
          {levelSelect('level2', 'Segunda Categoría', secondLevel, ['level3'])}
          {levelSelect('level3', 'Tercera Categoría', thirdLevel, [])}
          {errors.categoryId && (
            <FormHelperText error sx={{ mx: 0 }}>
              {errors.categoryId.message}
            </FormHelperText>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting} disabled={busy}>
          Actualizar
        </Button>
      </DialogActions>
      <Toast {...failure.toastProps} />
    </Dialog>
  );
}
