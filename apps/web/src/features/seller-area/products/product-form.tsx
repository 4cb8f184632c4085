import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CreateProductBody,
  PRODUCT_MESSAGES,
  ProductFields,
  type ProductResponse,
  specsSchemaFor,
  VAT_LABELS,
  VAT_RATES,
} from '@tecnobazar/shared';
import { COLORS, PRODUCT_SIZES, type ProductSize } from '@tecnobazar/shared/constants/catalog';
import { childrenOf, TOP_CATEGORIES } from '@tecnobazar/shared/constants/categories';
import { PRODUCT_IMAGES_MAX } from '@tecnobazar/shared/constants/limits';
import { useMemo, useState } from 'react';
import { Controller, type ControllerRenderProps, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ColorSwatch } from '@/components/color-swatch';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import { readNumber } from '@/lib/read-number';
import type { ProductFormValues } from './product-form-values';
import { SpecsFields, specsFromForm, specsToForm } from './specs-fields';

/** The update form's fields: all of a product's but the category chain. */
export type ProductEdit = Omit<CreateProductBody, 'category' | 'category2' | 'category3'>;

const NONE = 'None';
/** The add form offers three sizes (product.md#seller-area), shown by these names. */
const ADD_FORM_SIZES: readonly { value: ProductSize; label: string }[] = [
  { value: 'FREE', label: 'Pequeño' },
  { value: 'S', label: 'Mediano' },
  { value: 'M', label: 'Grande' },
];
// A product stores the colour's name: a name the palette repeats (another shade) is offered once.
const COLOR_OPTIONS = COLORS.filter((c, i) => COLORS.findIndex((other) => other.name === c.name) === i);
const hexOf = (name: string) => COLOR_OPTIONS.find((c) => c.name === name)?.hex;

const readNumbers = ({
  mrpPrice,
  sellingPrice,
  quantity,
}: Pick<ProductFormValues, 'mrpPrice' | 'sellingPrice' | 'quantity'>) => ({
  mrpPrice: readNumber(mrpPrice),
  sellingPrice: readNumber(sellingPrice),
  quantity: readNumber(quantity),
});

/**
 * The add form: the request body's own schema, after reading the numbers. The form has a Cantidad input,
 * so it asks for the quantity the body lets the spec's client leave out.
 */
const addSchema = z.preprocess(
  (values: ProductFormValues) => ({
    ...values,
    ...readNumbers(values),
    specs: specsFromForm(values.category2, values.specs),
  }),
  CreateProductBody.safeExtend({ quantity: ProductFields.quantity }),
);

/** The update form: every field required, as when adding, but no category chain (its specs stay its own). */
const updateSchemaFor = (level2: string) =>
  z.preprocess(
    ({ category: _1, category2: _2, category3: _3, ...values }: ProductFormValues) => ({
      ...values,
      ...readNumbers(values),
      specs: specsFromForm(level2, values.specs),
    }),
    z
      .strictObject({
        images: ProductFields.images,
        title: ProductFields.title,
        modelNumber: ProductFields.modelNumber,
        description: ProductFields.description,
        mrpPrice: ProductFields.mrpPrice,
        sellingPrice: ProductFields.sellingPrice,
        quantity: ProductFields.quantity,
        color: ProductFields.color,
        vatPercent: ProductFields.vatPercent,
        sizes: ProductFields.sizes,
        specs: specsSchemaFor(level2),
      })
      .refine((p) => p.sellingPrice <= p.mrpPrice, {
        message: PRODUCT_MESSAGES.sellingAboveMrp,
        path: ['sellingPrice'],
      }),
  );

const EMPTY: ProductFormValues = {
  images: [],
  title: '',
  modelNumber: '',
  description: '',
  mrpPrice: '',
  sellingPrice: '',
  quantity: '',
  color: '',
  vatPercent: '19',
  sizes: ['FREE'],
  category: '',
  category2: '',
  category3: '',
  specs: {},
};

const valuesOf = (product: ProductResponse): ProductFormValues => ({
  ...EMPTY,
  images: product.images,
  title: product.title,
  modelNumber: product.modelNumber ?? '',
  description: product.description,
  mrpPrice: String(product.mrpPrice),
  sellingPrice: String(product.sellingPrice),
  quantity: String(product.quantity),
  color: product.color,
  vatPercent: String(product.vatPercent),
  sizes: product.sizes,
  specs: specsToForm(product.specs),
});

type ProductFormProps =
  | {
      mode: 'add';
      /** Resolves true when the product was created: the form empties for the next one. */
      onSubmit: (body: CreateProductBody) => Promise<boolean>;
    }
  | {
      mode: 'update';
      /** The product as loaded; the form starts from its values. */
      product: ProductResponse;
      onSubmit: (edit: ProductEdit) => Promise<void>;
    };

/**
 * The seller's product form (product.md#seller-area): adding asks for the category chain and one size;
 * updating edits every other field and offers all sizes. Checked with the shared schema, so the messages are
 * the server's.
 */
export function ProductForm(props: ProductFormProps) {
  const adding = props.mode === 'add';
  const storedLevel2 = props.mode === 'update' ? (props.product.category.parentCategoryId ?? '') : '';
  const schema = useMemo(() => (adding ? addSchema : updateSchemaFor(storedLevel2)), [adding, storedLevel2]);
  const [uploading, setUploading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, CreateProductBody | ProductEdit>({
    resolver: zodResolver(schema),
    defaultValues: props.mode === 'add' ? EMPTY : valuesOf(props.product),
  });
  const [category, category2] = useWatch({ control, name: ['category', 'category2'] });
  const secondLevel = category ? childrenOf(category) : [];
  const thirdLevel = category2 ? childrenOf(category2) : [];

  const onSubmit = handleSubmit(async (values) => {
    if (props.mode === 'add') {
      // The add schema is CreateProductBody's: its output is the whole body. No model number is left out.
      const { modelNumber, ...body } = values as CreateProductBody;
      if (await props.onSubmit(modelNumber ? { ...body, modelNumber } : body)) reset(EMPTY);
    } else {
      await props.onSubmit(values);
    }
  });

  const priceField = (name: 'mrpPrice' | 'sellingPrice', label: string) => (
    <TextField
      label={label}
      fullWidth
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={onSubmit}
        aria-label={adding ? 'Agregar producto' : 'Actualizar producto'}
      >
        <Controller
          name="images"
          control={control}
          render={({ field, fieldState }) => (
            <ImageUploadField
              value={field.value}
              onChange={field.onChange}
              max={PRODUCT_IMAGES_MAX}
              error={fieldState.error?.message}
              disabled={isSubmitting}
              onUploadingChange={setUploading}
            />
          )}
        />
        <TextField
          label={adding ? 'Título' : 'Titulo'}
          fullWidth
          {...register('title')}
          error={Boolean(errors.title)}
          helperText={errors.title?.message}
        />
        <TextField
          label="Número de modelo"
          fullWidth
          {...register('modelNumber')}
          error={Boolean(errors.modelNumber)}
          helperText={
            errors.modelNumber?.message ??
            'Con él, otras tiendas encuentran este producto y venden el mismo, sin repetirlo'
          }
          slotProps={{ htmlInput: { maxLength: 60, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <TextField
          label="Descripción"
          fullWidth
          multiline
          rows={4}
          {...register('description')}
          error={Boolean(errors.description)}
          helperText={errors.description?.message}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {priceField('mrpPrice', 'Precio Sugerido')}
          {priceField('sellingPrice', 'Precio de Venta')}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          }}
        >
          <TextField
            label="Cantidad"
            fullWidth
            {...register('quantity')}
            error={Boolean(errors.quantity)}
            helperText={errors.quantity?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Controller
            name="vatPercent"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label="IVA incluido en el precio"
                fullWidth
                {...bind(field)}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'La mayoría del hardware lleva 19 %'}
              >
                {VAT_RATES.map((rate) => (
                  <MenuItem key={rate} value={String(rate)}>
                    {VAT_LABELS[rate]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="color"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Color"
                fullWidth
                {...bind(field)}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{
                  select: {
                    renderValue: (name) => <ColorOption name={name as string} />,
                    MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
                  },
                }}
              >
                <MenuItem value="">{NONE}</MenuItem>
                {COLOR_OPTIONS.map((c) => (
                  <MenuItem key={c.name} value={c.name}>
                    <ColorOption name={c.name} />
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="sizes"
            control={control}
            render={({ field, fieldState }) =>
              adding ? (
                <TextField
                  select
                  label="Talla"
                  fullWidth
                  {...bind(field)}
                  value={field.value[0] ?? ''}
                  onChange={(event) => field.onChange(event.target.value ? [event.target.value] : [])}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  <MenuItem value="">{NONE}</MenuItem>
                  {ADD_FORM_SIZES.map((size) => (
                    <MenuItem key={size.value} value={size.value}>
                      {size.label}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField
                  select
                  label="Tallas"
                  fullWidth
                  {...bind(field)}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (sizes) => (sizes as string[]).join(', '),
                    },
                  }}
                >
                  {PRODUCT_SIZES.map((size) => (
                    <MenuItem key={size} value={size}>
                      {size}
                    </MenuItem>
                  ))}
                </TextField>
              )
            }
          />
        </Box>
        {adding && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
            <Controller
              name="category"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Categoría"
                  fullWidth
                  {...bind(field)}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    setValue('category2', '');
                    setValue('category3', '');
                    setValue('specs', {});
                  }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {TOP_CATEGORIES.map((c) => (
                    <MenuItem key={c.categoryId} value={c.categoryId}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="category2"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Segunda Categoría"
                  fullWidth
                  {...bind(field)}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    setValue('category3', '');
                    // Another level-2 category has other specifications.
                    setValue('specs', {});
                  }}
                  disabled={secondLevel.length === 0}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {secondLevel.map((c) => (
                    <MenuItem key={c.categoryId} value={c.categoryId}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="category3"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Tercera Categoría"
                  fullWidth
                  {...bind(field)}
                  disabled={thirdLevel.length === 0}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {thirdLevel.map((c) => (
                    <MenuItem key={c.categoryId} value={c.categoryId}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
        )}
        <SpecsFields level2={adding ? category2 : storedLevel2} control={control} errors={errors.specs} />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={isSubmitting}
            disabled={uploading}
            sx={{ width: { xs: 1, sm: 'auto' } }}
          >
            {adding ? 'Agregar Producto' : 'Actualizar Producto'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** A controlled field's props for a TextField: its ref goes to the input, which takes the focus on error. */
function bind<Name extends keyof ProductFormValues>({
  ref,
  ...field
}: ControllerRenderProps<ProductFormValues, Name>) {
  return { ...field, inputRef: ref };
}

function ColorOption({ name }: { name: string }) {
  const hex = hexOf(name);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {hex && <ColorSwatch hex={hex} />}
      <span>{name}</span>
    </Stack>
  );
}
