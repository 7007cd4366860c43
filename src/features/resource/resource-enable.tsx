import { buttonClasses } from '@/components/ui/button';
import { ENABLED } from './resource-status';
import type { ResourceTranslate } from './resource-i18n';

const linkClass = buttonClasses('link', 'sm');

/** 启用: a row action of storage and SMS configurations, shown on the ones that are off. */
export function EnableAction({
  status,
  onEnable,
  t,
}: {
  status: number;
  onEnable: () => void;
  t: ResourceTranslate;
}) {
  if (status === ENABLED) return null;
  return (
    <button type="button" className={linkClass} onClick={onEnable}>
      {t('common.enable')}
    </button>
  );
}
