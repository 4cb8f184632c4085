import type { CommissionRuleResponse, CommissionRuleStatus, CommissionScope } from '@tecnobazar/shared';
import { formatPrice } from '@/lib/format-price';

export const SCOPE_LABELS: Record<CommissionScope, string> = {
  SELLER: 'Vendedor',
  CATEGORY: 'Categoría',
  PRODUCT: 'Producto',
};
export const STATUS_LABELS: Record<CommissionRuleStatus, string> = {
  SCHEDULED: 'Programada',
  ACTIVE: 'Vigente',
  ENDED: 'Terminada',
};

const percent = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 });
/** "7,5 %". */
export const formatPercent = (value: number) => `${percent.format(value)} %`;
/** "$500" or "—" when the rule takes no fixed amount. */
export const formatFixed = (rule: Pick<CommissionRuleResponse, 'fixedPerUnit'>) =>
  rule.fixedPerUnit > 0 ? formatPrice(rule.fixedPerUnit) : '—';

const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short' });
export const formatInstant = (iso: string | null, none = 'Sin fin') =>
  iso ? dateTime.format(new Date(iso)) : none;
