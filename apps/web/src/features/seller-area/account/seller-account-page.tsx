import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Dialog from '@mui/material/Dialog';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SellerMailKind, SellerProfile, SellerStatus, UpdateSellerBody } from '@tecnobazar/shared';
import { maskAccountNumber } from '@tecnobazar/shared/bank-account';
import { BANK_ACCOUNT_TYPE_LABELS } from '@tecnobazar/shared/constants/banks';
import { formatTaxId, TAX_ID_TYPE_LABELS } from '@tecnobazar/shared/tax-id';
import { type ComponentType, Fragment, useId, useState } from 'react';
import {
  useGetSellerMailPreferencesQuery,
  useUpdateSellerMailPreferenceMutation,
  useUpdateSellerProfileMutation,
} from '@/api/sellers';
import { MailPreferences } from '@/components/mail-preferences';
import { legalNameLabel } from '@/components/seller-data/seller-data-fields';
import { Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { useSellerProfile } from '@/lib/session/session';
import { BankForm, BusinessForm, PersonalForm, PickupForm, type SectionFormProps } from './section-forms';

const NOT_GIVEN = 'no proporcionado';
/** Dialogs are 400 px wide (product.md#numbers); phones get the screen's width less a margin. */
const MODAL_WIDTH = 400;

const STATUS_LABELS: Record<SellerStatus, string> = {
  PENDING_VERIFICATION: 'Pendiente de verificación',
  ACTIVE: 'Activa',
  SUSPENDED: 'Suspendida',
  DEACTIVATED: 'Desactivada',
  BANNED: 'Bloqueada',
  CLOSED: 'Cerrada',
};

interface Section {
  title: string;
  editLabel: string;
  Form: ComponentType<SectionFormProps>;
  rows: (profile: SellerProfile) => [label: string, value: string | null][];
}

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Sí' : 'No');

const SECTIONS: Section[] = [
  {
    title: 'Datos personales',
    editLabel: 'Editar datos personales',
    Form: PersonalForm,
    rows: (p) => [
      ['Nombre', p.sellerName],
      ['Correo electrónico', p.email],
      ['Móvil', p.mobile],
    ],
  },
  {
    title: 'Datos de la empresa',
    editLabel: 'Editar datos de la empresa',
    Form: BusinessForm,
    rows: (p) => [
      ['Nombre de la empresa', p.businessDetails.businessName],
      ['Tipo de documento', p.taxIdType && TAX_ID_TYPE_LABELS[p.taxIdType]],
      ['NIP', formatTaxId(p.taxIdType, p.gstin)],
      [legalNameLabel(p.taxIdType ?? undefined), p.businessDetails.legalName],
      ['Responsable de IVA', yesNo(p.businessDetails.vatResponsible)],
      ['Correo de la empresa', p.businessDetails.businessEmail],
      ['Móvil de la empresa', p.businessDetails.businessMobile],
      ['Dirección de la empresa', p.businessDetails.businessAddress],
      ['Estado de la cuenta', STATUS_LABELS[p.accountStatus]],
    ],
  },
  {
    title: 'Dirección de recogida',
    editLabel: 'Editar dirección de recogida',
    Form: PickupForm,
    rows: (p) => [
      ['Dirección', p.pickupAddress.address],
      ['Ciudad', p.pickupAddress.city],
      ['Departamento', p.pickupAddress.state],
      ['Móvil', p.pickupAddress.mobile],
    ],
  },
  {
    title: 'Datos bancarios',
    editLabel: 'Editar datos bancarios',
    Form: BankForm,
    rows: (p) => [
      ['Titular de la cuenta', p.bankDetails.accountHolderName],
      // A bank written before the list is shown as written, until the seller picks it from the list.
      ['Banco', p.bankDetails.bankName ?? p.bankDetails.ifscCode],
      ['Tipo de cuenta', p.bankDetails.accountType && BANK_ACCOUNT_TYPE_LABELS[p.bankDetails.accountType]],
      ['Número de cuenta', maskAccountNumber(p.bankDetails.accountNumber)],
    ],
  },
];

/** The seller's four profile sections (product.md#seller-area); each is edited in its own modal. */
export function SellerAccountPage() {
  const { profile, loading } = useSellerProfile();
  const [editing, setEditing] = useState<Section | null>(null);
  const [updateProfile, { isLoading: saving }] = useUpdateSellerProfileMutation();
  const { notify, toastProps } = useToast();

  const close = () => setEditing(null);
  const save = async (changes: UpdateSellerBody) => {
    try {
      await updateProfile(changes).unwrap();
      close();
      notify('success', 'Perfil actualizado con éxito');
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to update seller'));
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Cuenta
      </Typography>
      {!profile ? (
        loading && <Typography>Cargando...</Typography>
      ) : (
        <MissingData profile={profile} onComplete={(title) => setEditing(sectionTitled(title))} />
      )}
      {profile && (
        <Grid container spacing={2}>
          {SECTIONS.map((section) => (
            <Grid key={section.title} size={{ xs: 12, md: 6 }}>
              <SectionCard section={section} profile={profile} onEdit={() => setEditing(section)} />
            </Grid>
          ))}
        </Grid>
      )}
      {profile &&
        SECTIONS.map(({ title, Form }) => (
          <Dialog
            key={title}
            open={editing?.title === title}
            onClose={saving ? undefined : close}
            slotProps={{ paper: { sx: { width: MODAL_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
          >
            <Form profile={profile} saving={saving} onSave={save} onCancel={close} />
          </Dialog>
        ))}
      {profile && <Mails notify={notify} />}
      <Toast {...toastProps} />
    </Stack>
  );
}

const sectionTitled = (title: string) => SECTIONS.find((section) => section.title === title) ?? null;

/** 'a', 'a y b', 'a, b y c'. */
const listed = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
const missing = (items: (string | false)[]) => {
  const given = items.filter((item) => item !== false);
  return `${given.length > 1 ? 'faltan' : 'falta'} ${listed(given)}`;
};

/**
 * What the seller still has to give, with a button to the form that takes it: the tax data documents name
 * the shop by, and the bank data without which no payout can be requested (docs/decisions/0024).
 */
function MissingData({
  profile: p,
  onComplete,
}: {
  profile: SellerProfile;
  onComplete: (title: string) => void;
}) {
  const { businessDetails: b, bankDetails: k } = p;
  const notices = [
    !p.dataComplete.fiscal && {
      title: 'Datos de la empresa',
      text: `Completa tus datos fiscales: ${missing([
        !p.taxIdType && 'un NIT (con su dígito de verificación) o una cédula válidos',
        !b.legalName.trim() && 'la razón social',
        b.vatResponsible === null && 'indicar si eres responsable de IVA',
      ])}. Aparecen en los comprobantes de tus ventas.`,
      action: 'Completar datos de la empresa',
    },
    !p.dataComplete.bank && {
      title: 'Datos bancarios',
      text: `Completa tus datos bancarios: ${missing([
        !k.accountHolderName.trim() && 'el titular',
        !k.bankCode && 'el banco',
        !k.accountType && 'el tipo de cuenta',
        !/^\d{6,20}$/.test(k.accountNumber) && 'el número de cuenta',
      ])}. Sin ellos no puedes solicitar pagos.`,
      action: 'Completar datos bancarios',
    },
  ].filter((notice) => notice !== false);
  return notices.map(({ title, text, action }) => (
    <Alert
      key={title}
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => onComplete(title)}>
          {action}
        </Button>
      }
      // On a phone the button goes under the text, not beside it.
      sx={{
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: 1, minWidth: 0 },
        '& .MuiAlert-action': {
          flexBasis: { xs: '100%', sm: 'auto' },
          ml: { xs: 4, sm: 'auto' },
          pt: { xs: 0, sm: 0.5 },
        },
      }}
    >
      {text}
    </Alert>
  ));
}

/** The seller's optional mails; new orders, cancellations and returns always go. */
function Mails({ notify }: { notify: ReturnType<typeof useToast>['notify'] }) {
  const { data } = useGetSellerMailPreferencesQuery();
  const [update] = useUpdateSellerMailPreferenceMutation();
  return (
    <MailPreferences
      preferences={data?.preferences}
      always="Los correos de pedidos nuevos, cancelaciones y devoluciones te llegan siempre."
      save={(kind, enabled) => update({ kind: kind as SellerMailKind, enabled }).unwrap()}
      notify={notify}
    />
  );
}

function SectionCard({
  section,
  profile,
  onEdit,
}: {
  section: Section;
  profile: SellerProfile;
  onEdit: () => void;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardHeader
        title={section.title}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2', sx: { fontSize: 18 } } }}
        action={
          <IconButton aria-label={section.editLabel} onClick={onEdit}>
            <EditOutlined />
          </IconButton>
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            rowGap: { xs: 0.25, sm: 1.5 },
            columnGap: 3,
            '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
            '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
          }}
        >
          {section.rows(profile).map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value || NOT_GIVEN}</dd>
            </Fragment>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
