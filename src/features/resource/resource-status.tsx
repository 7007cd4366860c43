import { Badge } from '@/components/ui/badge';
import type { ResourceTranslate } from './resource-i18n';

/** BladeX's configuration status: 2 enabled (the one in use), 1 off. */
export const ENABLED = 2;

/** The status of a storage or SMS configuration: the enabled one stands out. */
export function ConfigStatus({ status, t }: { status: number; t: ResourceTranslate }) {
  return status === ENABLED ? (
    <Badge tone="success">{t('common.enabled')}</Badge>
  ) : (
    <Badge>{t('common.off')}</Badge>
  );
}
