import { backResources } from '../../../i18n/back';
import { addOnDemandNamespace } from '../../lib/on-demand-namespace';
import { useTranslation } from '../../lib/use-translation';

/** `useTranslation('back')`, with the back office's namespace loaded first (it is not bundled with the storefront). */
export function useBackTranslation() {
  addOnDemandNamespace(useTranslation().i18n, 'back', backResources);
  return useTranslation('back');
}
